/**
 * Formatting in the candidate's own locale (the page's language; `undefined` = the browser's); tests pass
 * a locale.
 */

/** The last submission's date and time, e.g. '14 March 2026 at 09:30' for en-GB. */
export function formatDateTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
}

/** A time limit in minutes to one decimal (a 30-minute section with 1.25× extra time is 37.5). */
export const roundMinutes = (minutes: number) => Math.round(minutes * 10) / 10;
