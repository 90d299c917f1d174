import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { JSON_ERRORS, parseJsonText } from '../../lib/json-text';
import { planOf } from '../plans/plans';
import { scimRepository } from './scim.repository';
import { SCIM_BASE_PATH } from './scim.service';
import { scimErrorResponse } from './scim-errors';

export const SCIM_PLAN_MESSAGE =
  "SCIM provisioning is available on the Enterprise plan. This company's plan does not include it.";

export const SCIM_PROTOCOL_MESSAGES = {
  me: 'HireAssess does not support the SCIM /Me endpoint. Address each user by their id under /Users.',
  bulk: 'HireAssess does not support SCIM bulk operations (its ServiceProviderConfig says so). Send each change as its own request to /Users or /Groups.',
  unknownEndpoint: `HireAssess has no such SCIM endpoint. Check that the SCIM base URL in your identity provider ends in ${SCIM_BASE_PATH}: under it HireAssess serves /Users, /Groups, /ServiceProviderConfig, /Schemas and /ResourceTypes.`,
} as const;

/**
 * What RFC 7644 defines and HireAssess does not implement, answered 501 Not Implemented as it asks
 * (§3.11 for /Me, §3.12 for an operation the service provider does not support).
 */
const NOT_IMPLEMENTED = new Map<string, string>([
  [`${SCIM_BASE_PATH}/Me`, SCIM_PROTOCOL_MESSAGES.me],
  [`${SCIM_BASE_PATH}/Bulk`, SCIM_PROTOCOL_MESSAGES.bulk],
]);

/** The credential id of a managed bearer token (`<credential id>.<secret>`), or null. */
function credentialIdOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+([^.\s]+)\.\S+$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Whether the plugin answered (every answer of its endpoints is application/scim+json, errors too). */
function isScimResponse(response: Response): boolean {
  return response.headers.get('content-type')?.startsWith('application/scim+json') === true;
}

/** The plugin's answer, unchanged but for the cookies Better Auth may set (SCIM clients hold none). */
async function relay(reply: FastifyReply, response: Response) {
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'set-cookie') reply.header(name, value);
  });
  return reply.status(response.status).send(Buffer.from(await response.arrayBuffer()));
}

function sendScimError(reply: FastifyReply, ...args: Parameters<typeof scimErrorResponse>) {
  const { status, body } = scimErrorResponse(...args);
  return reply.status(status).header('content-type', 'application/scim+json').send(JSON.stringify(body));
}

/**
 * The SCIM endpoint, passed to Better Auth as the client sent it: every method RFC 7644 uses, the
 * application/scim+json body unparsed (the plugin validates it and answers in SCIM's error format),
 * and its answer unchanged, where /api/auth/* rewrites errors into the app's own shape. A token of a
 * company on the Startup plan is refused first. What no endpoint of the plugin serves is answered with a
 * SCIM error too (RFC 7644 §3.12): 501 for /Me and /Bulk, 404 for any other path.
 */
export async function scimProtocolRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  // Encapsulated: only these routes take their body as bytes. What no route accepts (not UTF-8, too
  // deep, unpaired surrogates: lib/json-text.ts) is refused as everywhere else; text that is not JSON
  // at all goes on, for the plugin to answer with SCIM's invalidSyntax.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    if (!isUtf8(body)) return done(new AppError('VALIDATION_ERROR', JSON_ERRORS.notUtf8), undefined);
    try {
      parseJsonText(body.toString('utf8'), (text) => {
        try {
          return JSON.parse(text);
        } catch {
          return null;
        }
      });
      done(null, body);
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const credentialId = credentialIdOf(request);
    const company = credentialId ? await scimRepository.companyOfCredential(context.db, credentialId) : null;
    if (company && planOf(company.plan).id !== 'enterprise') {
      return sendScimError(reply, 'FORBIDDEN', SCIM_PLAN_MESSAGE);
    }
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    // PostgreSQL cannot store NUL: refused here as the rest of the API refuses it.
    if (body?.includes('\\u0000')) {
      return sendScimError(
        reply,
        'BAD_REQUEST',
        'Text cannot contain NUL (\\u0000) characters.',
        'invalidValue',
      );
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    // Better Auth's rate limiter keys on this header: only the address Fastify resolved may set it.
    headers.set('x-forwarded-for', request.ip);
    const response = await context.auth.handler(
      new Request(new URL(request.url, context.config.APP_URL), {
        method: request.method,
        headers,
        body:
          body && request.method !== 'GET' && request.method !== 'DELETE' ? new Uint8Array(body) : undefined,
      }),
    );
    if (response.status !== 404 || isScimResponse(response)) return relay(reply, response);

    // No endpoint of the plugin matched: Better Auth's bare 404. Answered in SCIM's format, to a token
    // the plugin accepts only, so that an unauthenticated caller learns nothing of what exists.
    const tokenRefusal = await refusalOfToken(request);
    if (tokenRefusal) return relay(reply, tokenRefusal);
    const notImplemented = NOT_IMPLEMENTED.get(new URL(request.url, context.config.APP_URL).pathname);
    return notImplemented
      ? sendScimError(reply, 'NOT_IMPLEMENTED', notImplemented)
      : sendScimError(reply, 'NOT_FOUND', SCIM_PROTOCOL_MESSAGES.unknownEndpoint);
  }

  /**
   * The plugin's refusal of the request's bearer token (401, or 429 when rate limited), or null when it
   * accepts it. The plugin keeps its token check to itself, so it is asked through an endpoint that
   * runs that check and changes nothing: an empty page of Users.
   */
  async function refusalOfToken(request: FastifyRequest): Promise<Response | null> {
    const headers = new Headers({ 'x-forwarded-for': request.ip });
    if (request.headers.authorization) headers.set('authorization', request.headers.authorization);
    const response = await context.auth.handler(
      new Request(new URL(`${SCIM_BASE_PATH}/Users?count=0`, context.config.APP_URL), { headers }),
    );
    return response.ok ? null : response;
  }

  // The base URL itself too, which the wildcard does not match (Better Auth's routes would answer it).
  for (const url of [SCIM_BASE_PATH, `${SCIM_BASE_PATH}/*`]) {
    app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url, schema: { hide: true }, handler });
  }
}
