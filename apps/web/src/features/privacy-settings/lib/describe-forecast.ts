import type { TRetentionForecast } from '@app/contracts';
import type { TFunction } from 'i18next';

/**
 * "2 candidates are due for anonymisation on 26 November 2026 (next run), 5 in the 30 days after.", in the
 * privacy-settings catalogue's words, the date formatted by the caller (the company's locale and zone).
 */
export function describeForecast(
  forecast: TRetentionForecast,
  t: TFunction,
  formatDay: (iso: string) => string,
): string {
  const due = t('forecast.due', {
    dueNow: forecast.dueNow,
    date: formatDay(forecast.nextRunAt),
    soon: forecast.dueWithin30Days,
  });
  if (forecast.pendingErasureRequests === 0) return due;
  return `${due} ${t('forecast.requests', { count: forecast.pendingErasureRequests })}`;
}
