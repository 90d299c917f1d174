import { toast } from 'sonner';

/**
 * At most one toast is ever visible (SPEC.md section 9): each new notification dismisses the one on
 * screen. It gets an id of its own rather than reusing the old one's: sonner drops an update to a toast
 * whose close animation has started, so a notification that replaced a just-expiring one would vanish
 * unseen. The <Toaster> in app/provider.tsx also caps visibleToasts at 1 for any direct sonner call,
 * and renders `error` toasts in the destructive style.
 */
let current: string | number | undefined;

function show(kind: 'success' | 'error' | 'info', title: string, description?: string) {
  if (current !== undefined) toast.dismiss(current);
  current = toast[kind](title, { description });
  return current;
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  /** Failure toast in the destructive (red) style; SPEC.md section 8: all failure toasts use it. */
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  dismiss: () => {
    if (current !== undefined) toast.dismiss(current);
    current = undefined;
  },
};
