import { getErrorMessage, isApiError } from '@/lib/api-client';
import { i18n } from './i18n';

/**
 * Server errors carry an English message and a stable code (packages/contracts/src/errors.ts). On candidate
 * pages in another language, a known code reads in that language; anything else keeps the server's words,
 * which are specific (a field's problem) where a translation could only be general.
 */
const TRANSLATED_CODES = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'SECTION_CLOSED',
  'ASSESSMENT_LOCKED',
  'ASSESSMENT_NOT_OPEN',
  'DEADLINE_PASSED',
  'RATE_LIMITED',
  'INTERNAL',
  'NETWORK_ERROR',
  'UNEXPECTED_RESPONSE',
  'INVALID_RESPONSE',
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'INVALID_TOKEN',
] as const;

export function translatedErrorMessage(error: unknown, fallback?: string): string {
  const english = getErrorMessage(error, fallback);
  // English pages show the server's own message, word for word (SPEC.md's texts).
  if (i18n.language === 'en' || !isApiError(error)) return english;
  const code = TRANSLATED_CODES.find((known) => known === error.code);
  return code ? i18n.t(`error.${code}`, { ns: 'common' }) : english;
}
