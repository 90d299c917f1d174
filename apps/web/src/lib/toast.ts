import { toast } from 'sonner';

/**
 * Every notification shares one toast id, so a new one replaces the one on screen instead of stacking:
 * at most one toast is ever visible (SPEC.md section 9). The <Toaster> in app/provider.tsx also caps
 * visibleToasts at 1 for any direct sonner call, and renders `error` toasts in the destructive style.
 */
const NOTIFICATION_ID = 'app-notification';

export const notify = {
  success: (title: string, description?: string) =>
    toast.success(title, { id: NOTIFICATION_ID, description }),
  /** Failure toast in the destructive (red) style; SPEC.md section 8: all failure toasts use it. */
  error: (title: string, description?: string) => toast.error(title, { id: NOTIFICATION_ID, description }),
  info: (title: string, description?: string) => toast.info(title, { id: NOTIFICATION_ID, description }),
  dismiss: () => toast.dismiss(NOTIFICATION_ID),
};
