import type { TCompany } from '@app/contracts';
import { useMemo } from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import { formatDate, formatDateTime, formatNumber } from './format';

type Region = Pick<TCompany, 'locale' | 'timeZone'>;

/**
 * The admin pages' dates and numbers (issue 23): the company's locale and time zone, or the browser's
 * where the company left them empty. Intl's default locale is the browser's own, which the i18n
 * language (English on admin pages) is not, so a null locale is resolved here rather than in format.ts.
 */
export function companyFormat(region: Region | null) {
  const locale = region?.locale ?? new Intl.DateTimeFormat().resolvedOptions().locale;
  const timeZone = region?.timeZone ?? undefined;
  return {
    locale,
    /** The IANA zone dates are shown in: the company's, else the browser's. */
    timeZone: timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone,
    dateTime: (value: Date | string, options?: Omit<Intl.DateTimeFormatOptions, 'timeZone'>) =>
      formatDateTime(value, { ...options, locale, timeZone }),
    date: (value: Date | string) => formatDate(value, { locale, timeZone }),
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      formatNumber(value, { ...options, locale }),
  };
}
export type CompanyFormat = ReturnType<typeof companyFormat>;

/** companyFormat for the signed-in admin's company (GET /api/me), re-made only when its region changes. */
export function useCompanyFormat(): CompanyFormat {
  const auth = useAuth();
  const company = auth.status === 'signedIn' ? auth.company : null;
  const locale = company?.locale ?? null;
  const timeZone = company?.timeZone ?? null;
  return useMemo(() => companyFormat({ locale, timeZone }), [locale, timeZone]);
}
