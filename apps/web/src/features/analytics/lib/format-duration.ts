import type { TFunction } from 'i18next';

/** "1 h 05 min", "12 min 30 s", "45 s" (the analytics catalogue's words); an em dash when there is nothing to show. */
export function formatDuration(seconds: number | null | undefined, t: TFunction): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return t('duration.hoursMinutes', { h, m: String(m).padStart(2, '0') });
  if (m > 0) return s === 0 ? t('duration.minutes', { m }) : t('duration.minutesSeconds', { m, s });
  return t('duration.seconds', { s });
}
