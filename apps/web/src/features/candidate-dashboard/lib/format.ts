/**
 * Formatting in the candidate's own locale (`undefined` = the browser's); tests pass a locale.
 */

/** 45 → '45 min'; 37.5 (a 30-minute section with 1.25× extra time) → '37.5 min'. */
export function formatMinutes(minutes: number, locale?: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(minutes);
  return `${number} min`;
}

/** A section's time limit; the server already applied the extra time, so the card only says so. */
export function formatTimeLimit(minutes: number, extraTimeMultiplier: number, locale?: string): string {
  const base = formatMinutes(minutes, locale);
  return extraTimeMultiplier > 1 ? `${base} (includes extra time)` : base;
}

/** The last submission's date and time, e.g. '14 March 2026 at 09:30' for en-GB. */
export function formatDateTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
}
