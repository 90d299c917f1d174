import { useCallback, useEffect, useState } from 'react';

/**
 * Full screen on request only (never forced). `supported` is false where the browser refuses it, and on
 * touch screens: a phone's page already fills the screen, and leaving full screen there (the system's
 * back gesture, a notification) would only be recorded against the candidate.
 */
export function useFullscreen() {
  const supported =
    typeof document !== 'undefined' &&
    document.fullscreenEnabled === true &&
    !window.matchMedia?.('(pointer: coarse)').matches;
  const [active, setActive] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);

  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const enter = useCallback(async () => {
    try {
      await document.documentElement.requestFullscreen();
      return true;
    } catch {
      return false;
    }
  }, []);
  const exit = useCallback(async () => {
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
  }, []);

  return { supported, active, enter, exit };
}
