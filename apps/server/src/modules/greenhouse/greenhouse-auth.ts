import { PLAN_FEATURE_MESSAGES } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError, unauthorized } from '../../lib/app-error';
import { planOf } from '../plans/plans';
import { greenhouseRepository as repo } from './greenhouse.repository';
import { hashGreenhouseKey, looksLikeGreenhouseKey } from './greenhouse-key';

/** The company a Greenhouse request acts for, from its key. */
export type GreenhousePrincipal = { keyId: string; companyId: string };

declare module 'fastify' {
  interface FastifyRequest {
    greenhouseKey?: GreenhousePrincipal;
  }
}

const WHERE = 'An admin of the HireAssess company creates the key under Settings → Greenhouse.';
const MISSING = `Send the Greenhouse key as the user name of HTTP Basic authentication. ${WHERE}`;
const INVALID = `The Greenhouse key is not valid. ${WHERE}`;
const REVOKED = `This Greenhouse key was revoked. ${WHERE}`;

/** The user name of an HTTP Basic header (Greenhouse sends `base64(key + ":")`); null when malformed. */
export function basicUserName(header: string | undefined): string | null {
  const [scheme, encoded, ...rest] = (header ?? '').trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'basic' || !encoded || rest.length > 0) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : decoded.slice(0, colon);
}

/**
 * onRequest guard of Greenhouse's calls: HTTP Basic with a company's key as the user name (Greenhouse's
 * published scheme; the password is empty and not looked at). Cookies are ignored. The key is looked up
 * on every request, so a revocation holds from the next one; a company moved to Startup is refused (402).
 */
export function greenhouseAuth(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const refuse = (message: string) => {
      reply.header('WWW-Authenticate', 'Basic realm="HireAssess Greenhouse", charset="UTF-8"');
      return unauthorized(message);
    };
    const key = basicUserName(request.headers.authorization);
    if (key === null || key === '') throw refuse(MISSING);
    if (!looksLikeGreenhouseKey(key)) throw refuse(INVALID);
    const match = await repo.authenticate(db, hashGreenhouseKey(key));
    if (!match) throw refuse(INVALID);
    if (match.revokedAt) throw refuse(REVOKED);
    if (planOf(match.plan).id !== 'enterprise') {
      throw new AppError('PLAN_FEATURE', PLAN_FEATURE_MESSAGES.greenhouse);
    }
    request.greenhouseKey = { keyId: match.id, companyId: match.companyId };
  };
}

export function greenhousePrincipalOf(request: FastifyRequest): GreenhousePrincipal {
  if (!request.greenhouseKey) throw new Error('Greenhouse route without greenhouseAuth');
  return request.greenhouseKey;
}
