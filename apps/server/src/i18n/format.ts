import { type CandidateLanguage, formatDeadline } from '@app/contracts';

/**
 * Dates, numbers and durations in the candidate's language through Intl (issue 23). The time zone is the
 * assessment's (a deadline means the same instant to the company and the candidate).
 */
export function formatDateTime(
  language: CandidateLanguage,
  instant: Date | string,
  timeZone: string,
): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant));
}

export function formatDate(language: CandidateLanguage, instant: Date | string, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'long' }).format(new Date(instant));
}

export function formatNumber(language: CandidateLanguage, value: number, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(language, options).format(value);
}

/** "125 minutes", "1 minuto", "١٢٥ دقيقة": a duration in whole minutes, in the reader's language. */
export function formatMinutes(language: CandidateLanguage, minutes: number): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    minutes,
  );
}

/** A deadline as a candidate reads it: English keeps the product's wording (formatDeadline), the rest Intl's. */
export function formatDeadlineIn(
  language: CandidateLanguage,
  instant: Date | string,
  timeZone: string,
): string {
  return language === 'en' ? formatDeadline(instant, timeZone) : formatDateTime(language, instant, timeZone);
}
