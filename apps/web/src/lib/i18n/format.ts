import { i18n } from './i18n';

/**
 * Dates, numbers and durations through Intl in the reader's language (issue 23). Admin pages pass the
 * company's locale and time zone (null: the browser's); candidate pages use the candidate's language.
 */
export type FormatOptions = { locale?: string | null; timeZone?: string | null };

function localeOf(options?: FormatOptions): string {
  return options?.locale ?? i18n.language ?? 'en';
}

export function formatDateTime(
  value: Date | string,
  options?: FormatOptions & Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): string {
  const { locale, timeZone, ...format } = options ?? {};
  return new Intl.DateTimeFormat(localeOf({ locale }), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...format,
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(value));
}

export function formatDate(value: Date | string, options?: FormatOptions): string {
  return formatDateTime(value, { ...options, dateStyle: 'medium', timeStyle: undefined });
}

export function formatNumber(value: number, options?: FormatOptions & Intl.NumberFormatOptions): string {
  const { locale, timeZone: _timeZone, ...format } = options ?? {};
  return new Intl.NumberFormat(localeOf({ locale }), format).format(value);
}

/** "12 minutes", "1 hour 5 minutes", in the reader's language, from seconds. */
export function formatDuration(seconds: number, options?: FormatOptions): string {
  const locale = localeOf(options);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = Math.round(seconds % 60);
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts = [
    hours > 0 ? unit(hours, 'hour') : null,
    minutes > 0 ? unit(minutes, 'minute') : null,
    rest > 0 || (hours === 0 && minutes === 0) ? unit(rest, 'second') : null,
  ].filter((part): part is string => part !== null);
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
}
