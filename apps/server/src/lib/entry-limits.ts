import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** A rate-limit key for a credential: its SHA-256, so the limiter's memory never holds the secret. */
export const credentialKey = (kind: string, secret: unknown) =>
  `${kind}:${createHash('sha256')
    .update(typeof secret === 'string' ? secret : '')
    .digest('base64url')}`;

/** The `token` of a request's query or body: where the public entry routes carry their credential. */
export const tokenInRequest = (request: { query?: unknown; body?: unknown }): unknown =>
  (request.query as { token?: unknown } | undefined)?.token ??
  (request.body as { token?: unknown } | undefined)?.token;

const DEFAULT_MESSAGE = 'Too many requests. Please wait {s} seconds and try again.';

/**
 * Limits for public routes that carry a credential (an invitation or a confirmation token), keyed by what
 * they protect: each credential has its own budget, so the people behind one address (a campus lab, an
 * office) never share one. The address keeps only a coarse abuse guard, one budget per `entryLimits`
 * call, ADDRESS_RATE_LIMIT requests a minute. `app` must have @fastify/rate-limit registered; these hooks
 * use its limiters directly because its own hooks let only the first limiter of a request count.
 */
export function entryLimits(app: FastifyInstance, perAddressPerMinute: number, message = DEFAULT_MESSAGE) {
  const hookOf = (limiter: ReturnType<FastifyInstance['createRateLimit']>) =>
    async function limit(request: FastifyRequest, reply: FastifyReply) {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError('RATE_LIMITED', message.replace('{s}', String(result.ttlInSeconds)), {
        retryAfterSeconds: result.ttlInSeconds,
      });
    };
  return {
    /** An onRequest hook: the address's coarse budget, shared by every route given this hook. */
    addressGuard: hookOf(app.createRateLimit({ max: perAddressPerMinute, timeWindow: '1 minute' })),
    /** A preHandler hook (the body is parsed by then): `max` requests per `timeWindow` per credential. */
    perCredential: (options: {
      kind: string;
      max: number;
      timeWindow: string;
      secretOf: (request: FastifyRequest) => unknown;
    }) =>
      hookOf(
        app.createRateLimit({
          max: options.max,
          timeWindow: options.timeWindow,
          keyGenerator: (request) => credentialKey(options.kind, options.secretOf(request)),
        }),
      ),
  };
}
