/**
 * An assessment's window is written as wall-clock times in a chosen time zone ("9:00 in Asia/Kolkata")
 * and stored as instants. These convert between the two with Intl alone.
 */

const partsFormatter = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** The zone's offset from UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** "2027-01-04T09:00" in `timeZone` → its ISO instant; null for an empty or malformed value. */
export function zonedToInstant(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the guess, then at the corrected instant: right on both sides of a DST change.
  const first = wall - offsetAt(wall, timeZone);
  const instant = wall - offsetAt(first, timeZone);
  return new Date(instant).toISOString();
}

/** An ISO instant → "2027-01-04T09:00" as the clock in `timeZone` shows it (for datetime-local inputs). */
export function instantToZoned(instant: string | null, timeZone: string): string {
  if (!instant) return '';
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return '';
  return new Date(time + offsetAt(time, timeZone)).toISOString().slice(0, 16);
}

/** "4 Jan 2027, 09:00" in the window's zone, for the list. */
export function formatInZone(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** The zones to choose from: the runtime's list, with the browser's own and UTC first. */
export function timeZoneOptions(): string[] {
  const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([local, 'UTC', ...all])];
}
