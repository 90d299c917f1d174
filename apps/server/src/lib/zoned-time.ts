/**
 * Instants written in a company's time zone (issue 36 item 6): what its people read on pages, in PDFs and
 * in exports is the time their own clocks showed. Intl does the zone arithmetic (daylight saving
 * included); a formatter per zone and locale is kept, as building one costs far more than using one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/**
 * ISO 8601 with the zone's offset ("2026-11-01T15:30:00+05:30"), for spreadsheets and scripts: the same
 * instant as toISOString, read as the company's clock. Without a zone, toISOString itself (UTC).
 */
export function isoInZone(instant: Date, timeZone: string | null): string {
  if (!timeZone) return instant.toISOString();
  const parts = Object.fromEntries(
    formatter('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  // "GMT+05:30", or "GMT" itself at offset 0.
  const offset = String(parts.timeZoneName).replace(/^GMT/, '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/**
 * A date and time for a person in the company's zone, in English ("21 Nov 2026, 19:35 GMT+5:30"): the
 * documents that print it are written in English, so an English locale of the company's (en-IN,
 * en-US…) is kept and any other reads as en-GB rather than mixing in another language's month names.
 * Without a zone, UTC.
 */
export function readableInZone(
  instant: Date,
  region: { locale: string | null; timeZone: string | null },
): string {
  const locale = region.locale?.startsWith('en-') ? region.locale : 'en-GB';
  return formatter(locale, {
    timeZone: region.timeZone ?? 'UTC',
    numberingSystem: 'latn',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}
