const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/**
 * When a key was last used, as an admin scans a list: recent uses relative ("5 minutes ago"), older
 * ones as a date. The server records a use at most once a minute, so the first minute is "just now".
 */
export function describeLastUsed(iso: string | null, now: Date = new Date()): string {
  if (iso === null) return 'Never';
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return formatDateTime(iso);
}
