import { useRef } from 'react';

type Handler = ((event: Event) => void) | undefined;

/**
 * Radix gives focus back to a dialog's Trigger when it closes; a dialog opened by state (from a row menu,
 * a table action) has none, and focus fell to the page's body. This remembers what had focus as the
 * dialog opened and returns there, unless the caller's own handler decided otherwise.
 */
export function useFocusReturn(onOpenAutoFocus: Handler, onCloseAutoFocus: Handler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Runs before Radix moves focus into the dialog: what has focus now opened it.
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement as HTMLElement | null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target || target === document.body || !target.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
