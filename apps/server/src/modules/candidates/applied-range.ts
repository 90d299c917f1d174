/**
 * The candidates list's date filter (issue 36 item 7): "added from" and "added to" are calendar days in
 * the company's time zone, both included. In instants that is [start of `from`, start of the day after
 * `to`), worked out here with Intl (the zone names the company chose are Intl's; PostgreSQL's own list
 * may lag behind it).
 */

/** A formatter per zone: building one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The calendar day (YYYY-MM-DD) the clocks of `timeZone` show at `instant`. */
export function dayIn(instant: number, timeZone: string): string {
  const parts = Object.fromEntries(
    dayFormatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const HOUR = 3_600_000;

/**
 * The first instant at which `timeZone` shows the day `day` (YYYY-MM-DD): its midnight, or the end of a
 * daylight-saving gap that skips midnight. No zone is more than 14 hours from UTC, so the instant lies
 * within 15 hours of the day's UTC midnight, where the day shown only moves forward: a search of that
 * span to the millisecond.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(midnightUtc)) throw new Error(`not a calendar day: ${day}`);
  let before = midnightUtc - 15 * HOUR;
  let at = midnightUtc + 15 * HOUR;
  while (at - before > 1) {
    const middle = Math.floor((before + at) / 2);
    if (dayIn(middle, timeZone) >= day) at = middle;
    else before = middle;
  }
  return new Date(at);
}

/** The next calendar day of YYYY-MM-DD. */
export function nextDay(day: string): string {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR);
  return next.toISOString().slice(0, 10);
}

function knownZone(timeZone: string): boolean {
  try {
    dayFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The instants of the range: added at or after `start`, and before `end`; absent ends are open. */
export type AppliedBounds = { start: Date | null; end: Date | null };

export function appliedBounds(
  range: { appliedFrom?: string | undefined; appliedTo?: string | undefined },
  timeZone: string | null | undefined,
): AppliedBounds {
  // The zone was checked when the company chose it; one this runtime does not know reads as UTC.
  const zone = timeZone && knownZone(timeZone) ? timeZone : 'UTC';
  return {
    start: range.appliedFrom ? startOfDayIn(range.appliedFrom, zone) : null,
    end: range.appliedTo ? startOfDayIn(nextDay(range.appliedTo), zone) : null,
  };
}
