import { parseCookies } from 'better-auth/cookies';
import { parseSessionOutput, parseUserOutput } from 'better-auth/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import type { ReadSession } from './session-reader';

export const GET_SESSION_PATH = '/api/auth/get-session';

/** The headers Better Auth's get-session endpoint answers with (session.mjs, then better-call's ctx.json). */
const GET_SESSION_HEADERS = {
  'cache-control': 'no-store',
  pragma: 'no-cache',
  'content-type': 'application/json',
};

/**
 * A row as Better Auth's database adapter returns it: its schema's fields in the schema's order, then the
 * id (core/db/adapter/factory.mjs transformOutput), so the JSON matches Better Auth's byte for byte.
 */
function asAdapterOutput<T extends { id: string }>(fields: Record<string, unknown>, row: T): T {
  const output: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) {
    if (key !== 'id') output[key] = row[key as keyof T];
  }
  output.id = row.id;
  return output as T;
}

/**
 * Better Auth's answer to GET /api/auth/get-session for a session the reader accepts (session-reader.ts):
 * the web app asks on every page load, and Better Auth's endpoint cost about 3 ms of CPU against 0.7 ms
 * for /api/me (its context, WebCrypto HMAC, hooks, a Request and a Response per call).
 *
 * It answers only where Better Auth would read the session and write nothing: no query string
 * (disableRefresh and friends), no cookie-cache cookie (Better Auth clears it), no "don't remember me"
 * cookie (another cookie lifetime), a signed, existing session that has not expired and is not due for its
 * sliding refresh. The body is Better Auth's own output filter applied to the same rows. Everything else
 * (`false`) goes to Better Auth, which stays the authority; session-response.int.test.ts compares both.
 */
export function createSessionResponder(
  auth: Auth,
  readSession: (cookieHeader: string | undefined) => Promise<ReadSession | undefined>,
) {
  const contextPromise = auth.$context;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' || request.url !== GET_SESSION_PATH) return false;
    const cookieHeader = request.headers.cookie;
    if (!cookieHeader) return false;
    const ctx = await contextPromise;
    const { sessionData, dontRememberToken } = ctx.authCookies;
    for (const name of parseCookies(cookieHeader).keys()) {
      if (name.startsWith(sessionData.name) || name === dontRememberToken.name) return false;
    }
    const { session: sessionTable, user: userTable } = ctx.tables;
    if (!sessionTable || !userTable) return false;
    // A database that cannot answer gets Better Auth's own answer to that, as before.
    const read = await readSession(cookieHeader).catch(() => undefined);
    if (!read) return false;
    const body = JSON.stringify({
      session: parseSessionOutput(ctx.options, asAdapterOutput(sessionTable.fields, read.session.session)),
      user: parseUserOutput(ctx.options, asAdapterOutput(userTable.fields, read.session.user)),
    });
    await reply.headers(GET_SESSION_HEADERS).send(body);
    return true;
  };
}
