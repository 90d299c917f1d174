import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { codeForStatus, sendError } from '../../plugins/errors';
import { SAML_ACS_ROUTE } from '../sso/sso-plugin';
import type { Auth, SessionData } from './auth';
import { primeProfile } from './guards';
import { createSessionReader } from './session-reader';
import { createSessionResponder } from './session-response';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The Better Auth session of this request, looked up once (revoked sessions are gone at once). */
    getSession(): Promise<SessionData | null>;
  }
}

const RATE_LIMIT_MESSAGE: Record<string, string> = {
  '/api/auth/sign-in/email': 'Too many sign-in attempts. Please wait {s} seconds and try again.',
  '/api/auth/sign-in/email-otp': 'Too many sign-in attempts. Please wait {s} seconds and try again.',
  '/api/auth/email-otp/send-verification-otp':
    'This address was sent several codes in the last minutes. Use the newest one, or ask again in {s} seconds.',
};

async function forwardToBetterAuth(auth: Auth, appUrl: string, request: FastifyRequest) {
  const headers = fromNodeHeaders(request.headers);
  // Better Auth's rate limiter keys on this header: only the address Fastify resolved may set it.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  // The body is forwarded as JSON whatever it arrived as (the SAML ACS's form POST).
  if (hasBody) headers.set('content-type', 'application/json');
  return auth.handler(
    new Request(new URL(request.url, appUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
}

/**
 * PostgreSQL cannot store a NUL character, and Better Auth answers the database's refusal with a 500:
 * such input is refused here, as the app's own routes refuse it (plugins/errors.ts).
 */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

const REDIRECT_PARAMS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

/**
 * The redirect parameter of a link that is neither a root-relative path nor an http(s) URL: Better Auth
 * builds its redirect with `new URL(...)` and answered such a link (e.g. ?callbackURL=x) with a 500.
 * Which origins are trusted stays Better Auth's check.
 */
function malformedRedirect(query: unknown): string | null {
  const params = (query ?? {}) as Record<string, unknown>;
  for (const name of REDIRECT_PARAMS) {
    const value = params[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') return name;
    if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) continue;
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) return name;
  }
  return null;
}

/**
 * The session token lives in an httpOnly cookie; Better Auth also echoes it in sign-in bodies for
 * bearer clients, which this app does not use, so scripts on the page never see it.
 */
function withoutSessionToken(text: string): string | undefined {
  if (text === '') return undefined;
  if (!text.includes('"token"')) return text;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    if (body && typeof body === 'object' && 'token' in body) {
      const { token: _token, ...rest } = body;
      return JSON.stringify(rest);
    }
  } catch {}
  return text;
}

/** Mounts Better Auth under /api/auth and rewrites its errors into the project's one error shape. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { auth: Auth; db: Database; appUrl: string }) => {
    const { auth, appUrl } = options;
    app.decorate('auth', auth);
    const readSession = createSessionReader(auth, options.db);
    const askBetterAuth = (request: FastifyRequest) =>
      auth.api
        .getSession({ headers: fromNodeHeaders(request.headers) })
        // A refused session is no session (401); a database that cannot answer is a server error, not
        // a signed-out candidate (a 401 would send them to the sign-in page mid-test).
        .catch((error: unknown) => {
          if (isAPIError(error) && error.statusCode < 500) return null;
          throw error;
        });
    app.decorateRequest('getSession', function (this: FastifyRequest) {
      const self = this as FastifyRequest & { sessionPromise?: Promise<SessionData | null> };
      self.sessionPromise ??= readSession(this.headers.cookie).then((read) => {
        if (!read) return askBetterAuth(this);
        primeProfile(this, read.profile);
        return read.session;
      });
      return self.sessionPromise;
    });

    const answerFreshSession = createSessionResponder(auth, readSession);

    async function forward(request: FastifyRequest, reply: FastifyReply) {
      if (await answerFreshSession(request, reply)) return reply;
      // The query as Better Auth reads it (URLSearchParams): an escape Fastify's parser leaves undecoded,
      // such as %00 beside an invalid UTF-8 sequence, is a NUL there.
      const searchValues = [...new URL(request.url, appUrl).searchParams.values()];
      if (containsNul(request.body) || containsNul(request.query) || containsNul(searchValues)) {
        return sendError(reply, 400, 'VALIDATION_ERROR', 'Text cannot contain NUL (\\u0000) characters.');
      }
      const malformed = malformedRedirect(request.query);
      if (malformed) {
        return sendError(reply, 400, 'VALIDATION_ERROR', `${malformed} must be a path or a full URL.`);
      }
      const response = await forwardToBetterAuth(auth, appUrl, request);
      const cookies = response.headers.getSetCookie();
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status < 400) return reply.status(response.status).send(withoutSessionToken(text));

      let parsed: { code?: string; message?: string } = {};
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {}
      if (response.status === 429) {
        const seconds = Number(response.headers.get('x-retry-after')) || 60;
        reply.header('retry-after', String(seconds));
        const template =
          RATE_LIMIT_MESSAGE[request.url.split('?')[0] ?? ''] ??
          'Too many requests. Please wait {s} seconds and try again.';
        return sendError(reply, 429, 'RATE_LIMITED', template.replace('{s}', String(seconds)), {
          retryAfterSeconds: seconds,
        });
      }
      const code = parsed.code ?? codeForStatus(response.status);
      const message = parsed.message || response.statusText || 'Authentication failed';
      return sendError(reply, response.status, code, message);
    }

    app.route({ method: ['GET', 'POST'], url: '/api/auth/*', schema: { hide: true }, handler: forward });
    // The SAML Assertion Consumer Service receives the identity provider's HTML form POST: only this
    // path reads form bodies (forwarded to Better Auth as JSON, which the endpoint also accepts).
    await app.register(async (acs) => {
      acs.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      acs.route({ method: 'POST', url: SAML_ACS_ROUTE, schema: { hide: true }, handler: forward });
    });
  },
  { name: 'auth' },
);
