import { api, isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { useAuthMutation } from './use-auth-mutation';

/**
 * Sign-in by a one-time code to the person's address (Better Auth's emailOTP, decision 033): the way a
 * candidate proves an invitation link's session is theirs, and a sign-in without a password. The server
 * answers the same for an address it does not know.
 */
export const useSendSignInCode = () =>
  useAuthMutation((email: string) =>
    api.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }),
  );

/** Replaces the browser's session with a full one of the code's owner. */
export const useSignInWithCode = () =>
  useAuthMutation((input: { email: string; otp: string }) => api.post('/api/auth/sign-in/email-otp', input), {
    resetsSession: true,
  });

/** Better Auth's words for a refused code ("Invalid OTP") tell a person nothing: ours, in their language. */
const CODE_REFUSALS = ['INVALID_OTP', 'OTP_EXPIRED', 'TOO_MANY_ATTEMPTS'] as const;

export function signInCodeFailure(error: unknown): string {
  const refusal = isApiError(error) ? CODE_REFUSALS.find((code) => code === error.code) : undefined;
  return refusal ? i18n.t(`signInCode.${refusal}`, { ns: 'common' }) : translatedErrorMessage(error);
}
