import type { TRetentionForecast } from '@app/contracts';

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 candidates are due for anonymisation on 26 November 2026 (next run), 5 in the next 30 days." */
export function describeForecast(forecast: TRetentionForecast): string {
  const due = plural(forecast.dueNow, 'candidate is', 'candidates are');
  const soon = `${forecast.dueWithin30Days} in the 30 days after`;
  const requests =
    forecast.pendingErasureRequests > 0
      ? ` ${plural(forecast.pendingErasureRequests, 'erasure request waits', 'erasure requests wait')} for an admin.`
      : '';
  return `${due} due for anonymisation on ${day.format(new Date(forecast.nextRunAt))} (next run), ${soon}.${requests}`;
}
