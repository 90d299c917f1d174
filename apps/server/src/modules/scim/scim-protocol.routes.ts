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

/** The credential id of a managed bearer token (`<credential id>.<secret>`), or null. */
function credentialIdOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+([^.\s]+)\.\S+$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

function sendScimError(reply: FastifyReply, ...args: Parameters<typeof scimErrorResponse>) {
  const { status, body } = scimErrorResponse(...args);
  return reply.status(status).header('content-type', 'application/scim+json').send(JSON.stringify(body));
}

/**
 * The SCIM endpoint, passed to Better Auth as the client sent it: every method RFC 7644 uses, the
 * application/scim+json body unparsed (the plugin validates it and answers in SCIM's error format),
 * and its answer unchanged, where /api/auth/* rewrites errors into the app's own shape. A token of a
 * company on the Startup plan is refused first.
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

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${SCIM_BASE_PATH}/*`,
    schema: { hide: true },
    async handler(request, reply) {
      const credentialId = credentialIdOf(request);
      const company = credentialId
        ? await scimRepository.companyOfCredential(context.db, credentialId)
        : null;
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
            body && request.method !== 'GET' && request.method !== 'DELETE'
              ? new Uint8Array(body)
              : undefined,
        }),
      );
      response.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'set-cookie') reply.header(name, value);
      });
      return reply.status(response.status).send(Buffer.from(await response.arrayBuffer()));
    },
  });
}
