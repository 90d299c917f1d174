import type { TFunction } from 'i18next';

/**
 * When a key was last used, as an admin scans a list: recent uses relative ("5 minutes ago"), older
 * ones as a date formatted by the caller (the company's locale and zone). The server records a use at
 * most once a minute, so the first minute is "just now". Words from the api-keys catalogue.
 */
export function describeLastUsed(
  iso: string | null,
  now: Date,
  t: TFunction,
  formatOlder: (iso: string) => string,
): string {
  if (iso === null) return t('lastUsed.never');
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return t('lastUsed.justNow');
  if (minutes < 60) return t('lastUsed.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('lastUsed.hoursAgo', { count: hours });
  return formatOlder(iso);
}
