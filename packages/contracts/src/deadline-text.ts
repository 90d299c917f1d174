import type { TWindowErrorDetails } from './deadlines';

/** "Friday 28 November 2026, 17:00 (Europe/Berlin)": a deadline as candidates and admins read it. */
export function formatDeadline(instant: string | Date, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  // en-GB writes "Friday 28 November 2026 at 17:00" (or with a comma, depending on the ICU version).
  return `${text.replace(/,? at /, ', ')} (${timeZone})`;
}

/** The candidate-facing sentence for a state other than open (the dashboard's screen, the start's error). */
export function windowMessage(details: Omit<TWindowErrorDetails, 'state'> & { state: string }): string {
  const { opensAt, deadlineAt, timeZone } = details;
  if (details.state === 'not_yet_open' && opensAt)
    return `This assessment opens on ${formatDeadline(opensAt, timeZone)}. You can start it from then.`;
  if (details.state === 'deadline_passed' && deadlineAt)
    return `This assessment closed on ${formatDeadline(deadlineAt, timeZone)}. New sections can no longer be started. If you think you need more time, contact the company that invited you.`;
  return 'This assessment is closed. New sections can no longer be started. If you have questions, contact the company that invited you.';
}
