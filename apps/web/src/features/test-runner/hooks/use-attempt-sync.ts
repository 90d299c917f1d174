import { ErrorCode } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { type StartedSection, startSection } from '../api/start-section';

const RESYNC_MS = 30_000;

/**
 * The attempt and the server clock anchor, re-read from the (idempotent) start endpoint every 30 s, when
 * the page is shown again and when the connection returns: a laptop that slept, a deadline an admin
 * extended, or a section another tab submitted all reach the countdown. `onClosed` hears when the server
 * says the section is closed.
 */
export function useAttemptSync(
  sectionId: string,
  initial: StartedSection,
  enabled: boolean,
  onClosed: (closedBy: 'candidate' | 'timeout' | null) => void,
) {
  const [started, setStarted] = useState(initial);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const sync = async () => {
      if (document.visibilityState === 'hidden' || !navigator.onLine) return;
      try {
        const next = await startSection(sectionId);
        if (cancelled) return;
        setStarted(next);
        if (next.attempt.submittedAt) onClosedRef.current(next.attempt.closedBy);
      } catch (error) {
        if (cancelled) return;
        if (isApiError(error) && error.code === ErrorCode.SECTION_CLOSED) onClosedRef.current(null);
        // Anything else: the current anchor stays good; the next sync tries again.
      }
    };
    const id = setInterval(sync, RESYNC_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void sync();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', sync);
    return () => {
      cancelled = true;
      clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', sync);
    };
  }, [sectionId, enabled]);

  return started;
}
