import type * as Sonner from 'sonner';

/**
 * At most one toast is ever visible (SPEC.md section 9): each new notification dismisses the one on
 * screen. It gets an id of its own rather than reusing the old one's: sonner drops an update to a toast
 * whose close animation has started, so a notification that replaced a just-expiring one would vanish
 * unseen. The toaster (lib/toaster.tsx) also caps visibleToasts at 1 for any direct sonner call, and
 * renders `error` toasts in the destructive style.
 *
 * Sonner is not on any page's first load: it loads with the first notification, or before it at the
 * first key press or tap (lib/toaster.tsx), so the runner's toasts for a network that has since dropped
 * (Save Progress offline) find it loaded.
 */
type SonnerModule = typeof Sonner;

let sonner: SonnerModule | undefined;
let loading: Promise<SonnerModule> | undefined;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Loads sonner and waits until the toaster listens: a toast sent before that would be lost. */
export function loadToaster(): Promise<SonnerModule> {
  loading ??= import('sonner').then(async (module) => {
    sonner = module;
    for (const listener of listeners) listener();
    await mounted;
    return module;
  });
  return loading;
}

/** For lib/toaster.tsx: sonner once loaded, a subscription to its arrival, and the toaster's mount. */
export const toasterState = {
  get: () => sonner,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  mounted: () => markMounted(),
};

let current: string | number | undefined;
// Notifications keep their order while sonner loads: each one still replaces the one before.
let queue: Promise<unknown> = Promise.resolve();

function enqueue(action: (toast: SonnerModule['toast']) => void) {
  queue = queue
    .then(loadToaster)
    .then(({ toast }) => action(toast))
    .catch((error: unknown) => console.error('The notification could not be shown.', error));
}

function show(kind: 'success' | 'error' | 'info', title: string, description?: string) {
  enqueue((toast) => {
    if (current !== undefined) toast.dismiss(current);
    current = toast[kind](title, { description });
  });
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  /** Failure toast in the destructive (red) style; SPEC.md section 8: all failure toasts use it. */
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  dismiss: () =>
    enqueue((toast) => {
      if (current !== undefined) toast.dismiss(current);
      current = undefined;
    }),
};
