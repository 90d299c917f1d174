import { PLAN_FEATURE_MESSAGES } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError, unauthorized } from '../../lib/app-error';
import { hashApiKey, looksLikeApiKey } from '../api-keys/api-key-secret';
import { apiKeysService } from '../api-keys/api-keys.service';
import { planOf } from '../plans/plans';

/** The API key a public API request was authenticated with: everything it reads is of this company. */
export type ApiKeyPrincipal = { keyId: string; companyId: string; createdBy: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    apiKey?: ApiKeyPrincipal;
  }
}

const WHERE_TO_GET_ONE = 'An admin creates keys under Settings → API keys.';
const MISSING = `Send your API key in the Authorization header: "Authorization: Bearer ha_live_…". ${WHERE_TO_GET_ONE}`;
const INVALID = `The API key is not valid. Check that it was copied whole. ${WHERE_TO_GET_ONE}`;
const REVOKED = `This API key was revoked. ${WHERE_TO_GET_ONE}`;

/**
 * onRequest guard of /api/v1: a bearer API key and nothing else. Cookies are ignored, so a browser's
 * session never reaches the public API (and cross-site requests carry no credential to abuse). The key
 * is looked up on every request, so a revocation holds from the very next one.
 */
export function apiKeyAuth(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const refuse = (message: string) => {
      reply.header('WWW-Authenticate', 'Bearer realm="HireAssess API"');
      return unauthorized(message);
    };
    const header = request.headers.authorization;
    if (!header) throw refuse(MISSING);
    const [scheme, token, ...rest] = header.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) throw refuse(MISSING);
    if (!looksLikeApiKey(token)) throw refuse(INVALID);

    const key = await apiKeysService.authenticate(db, hashApiKey(token));
    if (!key) throw refuse(INVALID);
    if (key.revokedAt) throw refuse(REVOKED);
    // The plan is read with the key: a company moved to Startup loses the API at once.
    if (planOf(key.plan).id !== 'enterprise') throw new AppError('PLAN_FEATURE', PLAN_FEATURE_MESSAGES.api);
    request.apiKey = { keyId: key.id, companyId: key.companyId, createdBy: key.createdBy };
  };
}

/** The principal set by apiKeyAuth (a route without the guard is a programming error). */
export function principalOf(request: FastifyRequest): ApiKeyPrincipal {
  if (!request.apiKey) throw new Error('public API route without apiKeyAuth');
  return request.apiKey;
}
