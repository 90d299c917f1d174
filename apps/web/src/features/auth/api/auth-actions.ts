import type { TSignInInput, TSignUpInput } from '@app/contracts';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useAuthMutation } from '@/lib/auth/use-auth-mutation';

export const EMAIL_VERIFIED_CALLBACK = paths.emailVerified.getHref();

export const useSignIn = () =>
  useAuthMutation(
    (input: TSignInInput) => api.post('/api/auth/sign-in/email', { ...input, rememberMe: true }),
    { resetsSession: true },
  );

export const useSignUp = () =>
  useAuthMutation((input: TSignUpInput) =>
    api.post('/api/auth/sign-up/email', {
      email: input.email,
      password: input.password,
      name: input.fullName,
      userRole: 'admin',
      callbackURL: EMAIL_VERIFIED_CALLBACK,
    }),
  );

export const useResendVerification = () =>
  useAuthMutation((email: string) =>
    api.post('/api/auth/send-verification-email', { email, callbackURL: EMAIL_VERIFIED_CALLBACK }),
  );

export const useRequestPasswordReset = () =>
  useAuthMutation((email: string) =>
    api.post('/api/auth/request-password-reset', { email, redirectTo: paths.resetPassword.getHref() }),
  );

export const useResetPassword = () =>
  useAuthMutation((input: { token: string; newPassword: string }) =>
    api.post('/api/auth/reset-password', input),
  );
