/**
 * The server is the clock (issue 5): the section's deadline is fixed by the server and the browser only
 * counts down to it. The browser's wall clock (Date.now()) can be wrong or changed while the test runs, so
 * the runner never compares the deadline with it. Instead each response that carries `serverNow` becomes an
 * anchor: the server's time at a moment of the page's monotonic clock (performance.now()), which neither a
 * changed system clock nor a second tab can move. Time since the anchor is measured on the monotonic clock.
 */

/** The server's time (epoch ms) at `localMs` of the monotonic clock. */
export type ClockAnchor = { serverMs: number; localMs: number };

/**
 * The anchor of a response: `serverNow` was stamped while the request was in flight, so at the moment the
 * response arrived the server's clock read about `serverNow` plus half the round trip (the usual NTP
 * estimate; the error is at most half the round trip).
 */
export function anchorFromResponse(serverNowIso: string, sentLocalMs: number, receivedLocalMs: number) {
  const roundTrip = Math.max(0, receivedLocalMs - sentLocalMs);
  const serverMs = Date.parse(serverNowIso) + roundTrip / 2;
  return { serverMs, localMs: receivedLocalMs } satisfies ClockAnchor;
}

/** The server's time now, by the anchor and the monotonic clock. */
export function serverTime(anchor: ClockAnchor, localNowMs: number): number {
  return anchor.serverMs + (localNowMs - anchor.localMs);
}

/**
 * The offset of the browser's wall clock from the server's (server minus local), e.g. to show the deadline
 * in local time. Positive when the local clock is behind.
 */
export function clockOffsetMs(anchor: ClockAnchor, localNowMs: number, wallNowMs: number): number {
  return serverTime(anchor, localNowMs) - wallNowMs;
}

/** Milliseconds left until `deadlineIso` by the server's clock; never negative. */
export function remainingMs(deadlineIso: string, anchor: ClockAnchor, localNowMs: number): number {
  return Math.max(0, Date.parse(deadlineIso) - serverTime(anchor, localNowMs));
}

/** Whole seconds shown on a countdown: 0.2 s left still shows 0:01, so 0:00 means the time is up. */
export const toDisplaySeconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** 'm:ss', or 'h:mm:ss' from an hour up: 75 → '1:15', 3725 → '1:02:05'. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** SPEC.md section 9: the total timer turns red under 300 s, the question timer under 10 s. */
export const SECTION_WARNING_SECONDS = 300;
export const QUESTION_WARNING_SECONDS = 10;

/** Moments at which screen readers hear how much section time is left (never every tick). */
export const SECTION_ANNOUNCEMENTS = [300, 60, 30, 10] as const;

/** A threshold in the unit it is spoken in (the catalogue words it): 300 → 5 minutes, 30 → 30 seconds. */
export function spokenDuration(seconds: number): { unit: 'minutes' | 'seconds'; count: number } {
  if (seconds >= 60 && seconds % 60 === 0) return { unit: 'minutes', count: seconds / 60 };
  return { unit: 'seconds', count: seconds };
}

/**
 * The threshold the countdown crossed going from `previous` to `current` seconds, if any, so the polite
 * announcement fires once per threshold: at 5 min, 1 min, 30 s and 10 s. A jump over several thresholds
 * (e.g. the tab was asleep) announces only the lowest one crossed. A countdown that starts below a
 * threshold (previous null) announces nothing until it crosses the next one.
 */
export function crossedThreshold(
  previous: number | null,
  current: number,
  thresholds: readonly number[] = SECTION_ANNOUNCEMENTS,
): number | null {
  if (previous === null || current >= previous) return null;
  const crossed = thresholds.filter((t) => previous > t && current <= t);
  return crossed.length ? Math.min(...crossed) : null;
}

/** Per question, the larger of this device's time spent and the one last saved on the server. */
export function mergeTimeSpent(
  local: Record<string, number>,
  saved: readonly { questionId: string; timeSpentMs: number | null }[],
): Record<string, number> {
  const merged = { ...local };
  for (const answer of saved) {
    if (answer.timeSpentMs !== null && answer.timeSpentMs > (merged[answer.questionId] ?? 0))
      merged[answer.questionId] = answer.timeSpentMs;
  }
  return merged;
}
