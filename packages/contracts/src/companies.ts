import { z } from 'zod';
import { INDUSTRIES } from './constants';

/**
 * The locales an admin can pick for the admin pages' dates and numbers (issue 23): BCP 47 tags the
 * browsers' Intl data covers, for the markets the product sells in. Null means the admin's browser.
 */
export const COMPANY_LOCALES = [
  'en-US',
  'en-GB',
  'en-IN',
  'en-AU',
  'en-CA',
  'en-SG',
  'hi-IN',
  'bn-IN',
  'ta-IN',
  'te-IN',
  'mr-IN',
  'es-ES',
  'es-MX',
  'fr-FR',
  'fr-CA',
  'pt-BR',
  'pt-PT',
  'de-DE',
  'it-IT',
  'nl-NL',
  'ar-AE',
  'ar-SA',
  'ja-JP',
  'zh-CN',
  'ko-KR',
] as const;
export type TCompanyLocale = (typeof COMPANY_LOCALES)[number];

export const COMPANY_REGION_ERRORS = {
  locale: 'Choose a locale from the list',
  timeZone: 'Choose a time zone from the list',
} as const;

/** An IANA time zone name this runtime's Intl knows (aliases such as Asia/Calcutta included). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const ZCompany = z
  .object({
    id: z.string(),
    name: z.string(),
    industry: z.string(),
    email: z.string(),
    /** Dates and numbers on the admin pages; null: the admin's browser. */
    locale: z.string().nullable(),
    timeZone: z.string().nullable(),
  })
  .meta({ id: 'Company' });
export type TCompany = z.infer<typeof ZCompany>;

/** PUT /api/company/region: null clears a value back to the admin's browser. */
export const ZCompanyRegionUpdate = z
  .object({
    locale: z.enum(COMPANY_LOCALES, { error: COMPANY_REGION_ERRORS.locale }).nullable(),
    timeZone: z
      .string({ error: COMPANY_REGION_ERRORS.timeZone })
      .max(64, COMPANY_REGION_ERRORS.timeZone)
      .refine(isKnownTimeZone, COMPANY_REGION_ERRORS.timeZone)
      .nullable(),
  })
  .meta({ id: 'CompanyRegionUpdate' });
export type TCompanyRegionUpdate = z.infer<typeof ZCompanyRegionUpdate>;

export const ZCompanyRegion = z
  .object({ locale: z.string().nullable(), timeZone: z.string().nullable() })
  .meta({ id: 'CompanyRegion' });
export type TCompanyRegion = z.infer<typeof ZCompanyRegion>;

export const ZCreateCompanyInput = z
  .object({
    name: z
      .string({ error: 'Please fill in all fields' })
      .trim()
      .min(1, 'Please fill in all fields')
      .max(200),
    industry: z.enum(INDUSTRIES, { error: 'Please fill in all fields' }),
  })
  .meta({ id: 'CreateCompanyInput' });
export type TCreateCompanyInput = z.infer<typeof ZCreateCompanyInput>;
