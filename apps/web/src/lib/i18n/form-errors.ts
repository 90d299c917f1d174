import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/contracts';
import { i18n } from './i18n';

/**
 * The shared form rules (packages/contracts/src/auth.ts) speak English; candidate pages in another
 * language show the same rule from the common catalogue. Unknown messages stay as they are.
 */
const KNOWN_MESSAGES: Record<string, string> = {
  'Email is required': 'validation.emailRequired',
  'Enter a valid email address': 'validation.emailInvalid',
  'Password is required': 'validation.passwordRequired',
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`]: 'validation.passwordTooShort',
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`]: 'validation.passwordTooLong',
  'Passwords do not match': 'validation.passwordsMismatch',
  'Enter the 6-digit code from the email': 'validation.signInCode',
};

export function translatedFieldError(message: string | undefined): string | undefined {
  if (!message || i18n.language === 'en') return message;
  const key = KNOWN_MESSAGES[message];
  return key ? i18n.t(key, { ns: 'common', min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : message;
}
