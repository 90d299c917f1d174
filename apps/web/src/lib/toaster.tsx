import { useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { loadToaster, toasterState } from './toast';

/**
 * Sonner's <Toaster>, mounted once lib/toast.ts has loaded sonner. The first key press or tap starts that
 * load: by then the page has painted, and a later notification (one saying the network dropped) needs no
 * download.
 */
export function DeferredToaster(props: ToasterProps) {
  const sonner = useSyncExternalStore(toasterState.subscribe, toasterState.get, () => undefined);

  useEffect(() => {
    const load = () => void loadToaster();
    const options = { once: true, capture: true, passive: true };
    window.addEventListener('pointerdown', load, options);
    window.addEventListener('keydown', load, options);
    return () => {
      window.removeEventListener('pointerdown', load, options);
      window.removeEventListener('keydown', load, options);
    };
  }, []);

  // After the toaster's own effects: it subscribes to sonner's toasts before any is sent.
  useEffect(() => {
    if (sonner) toasterState.mounted();
  }, [sonner]);

  // A modal dialog hides the rest of the page from assistive technology, except the live regions present when
  // it opened (aria-hidden keeps every [aria-live] element): sonner's region may mount while a dialog is open
  // (its first toast is often that dialog's failure), so it mounts inside a region that is always there.
  // aria-live="off" is an element's default, so the slot itself announces nothing.
  return (
    <div aria-live="off" className="contents">
      {sonner ? <sonner.Toaster {...props} /> : null}
    </div>
  );
}
