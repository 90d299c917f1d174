import { useEffect, useState } from 'react';

/**
 * performance.now(), refreshed every `intervalMs` and when the page becomes visible again (background
 * tabs throttle timers): the monotonic clock the countdowns run on.
 */
export function useMonotonicNow(intervalMs: number, enabled: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!enabled) return;
    const tick = () => setNow(performance.now());
    const id = setInterval(tick, intervalMs);
    document.addEventListener('visibilitychange', tick);
    tick();
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [intervalMs, enabled]);
  return now;
}
