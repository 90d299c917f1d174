import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * Entry by an application link (decision 033): a session that reaches one application, made by Better Auth
 * (its session row, its hooks: a deactivated account is refused, the sign-in is audited; its signed cookie).
 * The endpoint has no path, so it is callable from the server only: the invitations service checks the
 * link first and names the account and the application.
 */
export function applicationEntry() {
  return {
    id: 'application-entry',
    endpoints: {
      enterApplication: createAuthEndpoint(
        {
          method: 'POST',
          body: z.object({ userId: z.string().min(1), applicationId: z.uuid() }),
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('NOT_FOUND', { message: 'Account not found' });
          const session = await ctx.context.internalAdapter.createSession(user.id, false, {
            applicationId: ctx.body.applicationId,
          });
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ applicationId: ctx.body.applicationId });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

/**
 * What a session an application link opened hears where it needs the person's own proof (403 PROOF_REQUIRED):
 * the app's routes (candidate-scope.ts) and Better Auth's (auth.ts) say the same.
 */
export const PROOF_REQUIRED_MESSAGE =
  'Confirm it is you first: we email a sign-in code to your address. Your invitation link opens only this application.';

/**
 * Better Auth's own routes a session an application link opened may use: reading and ending itself, and
 * the ways to prove the address (which make a new, full session). Everything else of the account (its
 * name, email, password, sessions, linked sign-ins) needs that proof first.
 */
export const LINK_SESSION_AUTH_PATHS = new Set([
  '/get-session',
  '/sign-out',
  '/sign-in/email',
  '/sign-in/email-otp',
  '/email-otp/send-verification-otp',
  '/request-password-reset',
  '/reset-password',
  '/sign-in/sso',
]);
