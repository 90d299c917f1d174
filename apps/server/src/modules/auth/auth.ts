import type { CandidateLanguage } from '@app/contracts';
import type { scim } from '@better-auth/scim';
import type { sso } from '@better-auth/sso';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { emailOTP, openAPI } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { libraryLog } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { resetPasswordEmail, signInCodeEmail, verificationEmail } from '../mail/mail.templates';
import { profilesService } from '../profiles/profiles.service';
import { exposeTransactions } from '../scim/scim-transaction';
import { refusePasswordWhenSsoRequired, SSO_PLUGIN_MANAGEMENT_PATHS } from '../sso/sso-plugin';
import { accountLimit, codeLimit } from './account-limit';
import {
  applicationEntry,
  LINK_SESSION_AUTH_PATHS,
  PROOF_REQUIRED_MESSAGE,
} from './application-entry.plugin';
import { directoryStatusRepository } from './directory-status.repository';
import { hashPassword, verifyPassword } from './password';
import { createRateLimitStorage } from './rate-limit-storage';
import { resetLinksRepository } from './reset-links.repository';

/** A member their company's directory deactivated, at any sign-in (issue 35). */
export const DEACTIVATED_ACCOUNT_MESSAGE =
  "Your company's directory deactivated this account, so it cannot sign in. Ask your IT administrator to reactivate it.";

export const SIGN_UP_ROLE_REFUSED =
  'Only company administrators can sign up. Candidates receive an invitation from their company.';

type AuthDependencies = {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  secret: string;
  logger: Logger;
  /** Told of every new session (a sign-in) with the address Fastify resolved: the audit log's, wired by compose.ts. */
  onSignIn: (userId: string, ip: string | null) => Promise<void>;
  /** Told of every refused password sign-in (the address typed, never the password), likewise. */
  onSignInFailed: (email: string, ip: string | null) => Promise<void>;
  /**
   * The SSO and SCIM plugins, built by compose.ts with the domain code they call (members, the audit log):
   * built here, that code would import the auth it is part of.
   */
  identityPlugins: { sso: ReturnType<typeof sso>; scim: ReturnType<typeof scim> };
  /** The language a user's password reset is written in: a candidate's own (issue 23), else English. */
  languageOfUser: (userId: string) => Promise<CandidateLanguage>;
};

/** Paths that sign in with a one-time code, checked like a password sign-in (SSO-only domains, lockout). */
const CODE_PATHS = new Set(['/sign-in/email-otp', '/email-otp/send-verification-otp']);

/** The emailOTP plugin's other uses (password reset, email verification or change by code): not offered. */
const UNUSED_CODE_PATHS = [
  '/email-otp/reset-password',
  '/forget-password/email-otp',
  '/email-otp/request-password-reset',
  '/email-otp/verify-email',
  '/email-otp/check-verification-otp',
  '/email-otp/request-email-change',
  '/email-otp/change-email',
];

/** The SCIM plugin's models (db/schema/identity.ts), by the names the plugin gives them. */
const SCIM_SCHEMA = {
  scimManagedConnection: schema.scimManagedConnection,
  scimManagedCredential: schema.scimManagedCredential,
  scimManagedConnectionEvent: schema.scimManagedConnectionEvent,
  scimConnectionBinding: schema.scimConnectionBinding,
  scimIdentityTombstone: schema.scimIdentityTombstone,
  scimSubject: schema.scimSubject,
  scimUser: schema.scimUser,
  scimProjectionGrant: schema.scimProjectionGrant,
  scimGroup: schema.scimGroup,
  scimGroupMember: schema.scimGroupMember,
};

export function createAuth({
  config,
  db,
  mailer,
  secret,
  logger,
  onSignIn,
  onSignInFailed,
  identityPlugins,
  languageOfUser,
}: AuthDependencies) {
  const refuseLockedAccount = async (email: string) => {
    const seconds = await accountLimit.lockedFor(db, email);
    if (seconds > 0) {
      throw new APIError(
        'TOO_MANY_REQUESTS',
        { code: 'RATE_LIMITED', message: 'Too many sign-in attempts.' },
        { 'X-Retry-After': String(seconds) },
      );
    }
  };
  // A session an application link opened reaches that application (decision 033): of the account's own
  // routes it may only read or end itself, or prove the address for a full session.
  const refuseLinkSession = async (ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) => {
    const path = ctx.path ?? '';
    if (!path || LINK_SESSION_AUTH_PATHS.has(path) || path.startsWith('/reset-password/')) return;
    if (path.startsWith('/scim/') || path.startsWith('/sso/')) return;
    if (!ctx.headers?.get('cookie')) return;
    const current = await getSessionFromCtx(ctx);
    if (current?.session.applicationId) {
      throw new APIError('FORBIDDEN', { code: 'PROOF_REQUIRED', message: PROOF_REQUIRED_MESSAGE });
    }
  };
  return betterAuth({
    appName: 'HireAssess',
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret,
    // Better Auth's own logger prints coloured text to the console: its lines join the process's scrubbed
    // JSON log instead, where LOG_LEVEL filters them.
    logger: { level: 'debug', log: libraryLog(logger, 'better-auth') },
    // Internal identity providers' origins too: the SSO plugin fetches only public or trusted addresses.
    trustedOrigins: [...config.trustedOrigins, ...config.ssoPrivateIdpOrigins],
    disabledPaths: [...SSO_PLUGIN_MANAGEMENT_PATHS, ...UNUSED_CODE_PATHS],
    // A sign-in round trip that fails before its own error page is known (a replayed or expired state)
    // lands where the person started, which says what happened, not on Better Auth's bare error page.
    onAPIError: { errorURL: `${config.APP_URL}/login?sso=failed` },
    database: drizzleAdapter(exposeTransactions(db), {
      provider: 'pg',
      // The SSO plugin decides who signs in (resolveUser) inside the transaction that creates the account.
      transaction: true,
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        ssoProvider: schema.ssoProvider,
        ...SCIM_SCHEMA,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      // The owner chose a password: links issued before it (an invitation an admin copied while the account
      // was new, an older "Forgot password?") must not set another (issue 35).
      onPasswordReset: async ({ user }) => {
        await resetLinksRepository.revokeAll(db, user.id);
      },
      sendResetPassword: async ({ user, url }) => {
        // A candidate reads it in their language (issue 23); anyone else in English.
        const language = await languageOfUser(user.id);
        await mailer.send(resetPasswordEmail(user.email, user.name, url, language));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user.email, user.name, url));
      },
    },
    session: {
      // Set on a session an application link opened (decision 033): it reaches that application only.
      additionalFields: { applicationId: { type: 'string', required: false, input: false } },
      expiresIn: 60 * 60 * 24 * 7,
      // Sliding expiry: any use of a session older than this extends it, so an open app stays signed in.
      updateAge: 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      // The same rows in one statement per request, and account locks kept (rate-limit-storage.ts).
      customStorage: createRateLimitStorage(db),
      // Per client address: coarse guards sized for many people behind one address (a campus lab, an
      // office); a password is protected per account (account-limit.ts), tokens by being unguessable.
      window: 60,
      max: config.ADDRESS_RATE_LIMIT,
      customRules: {
        '/sign-in/email': { window: 60, max: config.SIGN_IN_RATE_LIMIT },
        // Better Auth's default for /sign-in/* is three in ten seconds: an office at 9 a.m. was refused.
        '/sign-in/sso': { window: 60, max: config.SIGN_IN_RATE_LIMIT },
        '/sign-in/email-otp': { window: 60, max: config.SIGN_IN_RATE_LIMIT },
        '/email-otp/send-verification-otp': { window: 60, max: config.SIGN_IN_RATE_LIMIT },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        // Polled by every open tab; the session lookup itself is cheap and not a credential check.
        '/get-session': false,
        // A directory's first sync sends one request per user and group, from one address.
        '/scim/v2/*': { window: 60, max: 1200 },
      },
    },
    advanced: {
      // One query for a session and its user (relations in db/schema/auth.ts), on every signed-in request.
      database: { joins: true },
      cookiePrefix: 'hireassess',
      useSecureCookies: config.APP_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The Fastify handler overwrites this header with the address Fastify resolved (TRUST_PROXY aware).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    // Only its generated schema is used (merged into /api/openapi.json); its reference page stays off.
    plugins: [
      openAPI({ disableDefaultReference: true }),
      identityPlugins.sso,
      identityPlugins.scim,
      applicationEntry(),
      // A person proves their address with a code (decision 033): only to sign in, never to create an
      // account (invitations and the admin's sign-up do that), and for unknown addresses the answer is the same.
      emailOTP({
        disableSignUp: true,
        otpLength: 6,
        expiresIn: 10 * 60,
        allowedAttempts: 5,
        storeOTP: 'hashed',
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type !== 'sign-in') return;
          const [found] = await db
            .select({ id: schema.user.id })
            .from(schema.user)
            .where(eq(schema.user.email, email));
          const language = found ? await languageOfUser(found.id) : 'en';
          await mailer.send(signInCodeEmail(email, otp, language));
        },
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          // Every sign-in method ends in a new session: refusing it here refuses password, SSO, verification
          // links and invitations alike for a member their directory deactivated.
          before: async (session) => {
            if (await directoryStatusRepository.deactivated(db, session.userId)) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DEACTIVATED',
                message: DEACTIVATED_ACCOUNT_MESSAGE,
              });
            }
          },
          // Every new session is a sign-in (password, or the link of a verified email): the audit log keeps
          // those of company members, with the address Fastify resolved (see ipAddress above).
          after: async (session) => {
            await onSignIn(session.userId, session.ipAddress ?? null);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await refuseLinkSession(ctx);
        if (CODE_PATHS.has(ctx.path ?? '')) {
          const body = (ctx.body ?? {}) as { email?: unknown; type?: unknown };
          const email = String(body.email ?? '');
          if (ctx.path === '/email-otp/send-verification-otp' && body.type !== 'sign-in') {
            throw new APIError('BAD_REQUEST', { message: 'Only sign-in codes are offered.' });
          }
          await refusePasswordWhenSsoRequired(db, email);
          await refuseLockedAccount(email);
          if (ctx.path === '/email-otp/send-verification-otp') {
            const seconds = await codeLimit.take(db, email);
            if (seconds > 0) {
              // The forwarder (auth.plugin.ts) words it for the address, with the seconds to wait.
              throw new APIError(
                'TOO_MANY_REQUESTS',
                { code: 'RATE_LIMITED', message: 'Too many sign-in codes.' },
                { 'X-Retry-After': String(seconds) },
              );
            }
          }
          return;
        }
        if (ctx.path === '/request-password-reset') {
          await refusePasswordWhenSsoRequired(
            db,
            String((ctx.body as { email?: unknown } | undefined)?.email ?? ''),
          );
          return;
        }
        if (ctx.path === '/sign-in/email') {
          const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? '');
          await refusePasswordWhenSsoRequired(db, email);
          await refuseLockedAccount(email);
          return;
        }
        if (ctx.path !== '/sign-up/email') return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const role = body.userRole ?? body.user_role ?? body.role;
        if (role !== undefined && role !== 'admin') {
          throw new APIError('FORBIDDEN', { code: 'SIGN_UP_ROLE_REFUSED', message: SIGN_UP_ROLE_REFUSED });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email-otp') {
          // A wrong code counts like a wrong password: ten lock the account's sign-in for a while.
          const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? '');
          const returned = ctx.context.returned;
          if (returned instanceof APIError && returned.statusCode < 500)
            await accountLimit.recordFailure(db, email);
          else if (!(returned instanceof APIError)) await accountLimit.clear(db, email);
          return;
        }
        if (ctx.path === '/sign-in/email') {
          const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? '');
          const returned = ctx.context.returned;
          if (returned instanceof APIError && returned.statusCode === 401) {
            await accountLimit.recordFailure(db, email);
            // The forwarder (auth.plugin.ts) set this header to the address Fastify resolved.
            await onSignInFailed(email, ctx.headers?.get('x-forwarded-for') ?? null);
          } else if (!(returned instanceof APIError)) {
            await accountLimit.clear(db, email);
          }
          return;
        }
        if (ctx.path !== '/sign-up/email') return;
        const returned = ctx.context.returned as { user?: { id?: string } } | undefined;
        if (returned?.user?.id) await profilesService.createForExistingUser(db, returned.user.id, 'admin');
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
