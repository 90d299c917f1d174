import { z } from 'zod';

// Forms of the authentication pages. Better Auth's own endpoints enforce the same rules server-side.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const email = z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address'));
/** The rule of every password a user chooses (sign-up, reset, change, invitation). */
export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const ZSignInInput = z.object({ email, password: z.string().min(1, 'Password is required') });
export type TSignInInput = z.infer<typeof ZSignInInput>;

/** SPEC.md section 3's sign-up metadata: full name and role (self-service sign-up is admin only). */
export const ZSignUpInput = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(200),
  email,
  password: ZNewPassword,
});
export type TSignUpInput = z.infer<typeof ZSignUpInput>;

export const ZForgotPasswordInput = z.object({ email });
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

export const ZNewPasswordInput = z
  .object({ password: ZNewPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type TNewPasswordInput = z.infer<typeof ZNewPasswordInput>;

export const ZChangePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    password: ZNewPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

export const ZUpdateNameInput = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(200),
});
export type TUpdateNameInput = z.infer<typeof ZUpdateNameInput>;

/** GET /api/auth/get-session: the fields the web app reads (Better Auth sends more). */
export const ZSessionResponse = z
  .object({
    session: z.object({
      id: z.string(),
      expiresAt: z.string(),
      createdAt: z.string(),
      /** Set when an application link opened the session: it reaches that application only (decision 033). */
      applicationId: z.string().nullish(),
    }),
    user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }),
  })
  .nullable();
export type TSessionResponse = z.infer<typeof ZSessionResponse>;
