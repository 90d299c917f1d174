import {
  ZApiKey,
  ZApiKeyCreated,
  ZApiKeyInput,
  ZApiKeyList,
  ZApiKeyParams,
  ZErrorResponse,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireRole, signedIn } from '../auth/guards';
import { apiKeysService as service } from './api-keys.service';

/** 402 PLAN_FEATURE answers every route on the Startup plan. */
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  402: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
const BASE = '/api/api-keys';

/** Managing the company's keys of the public API (/api/v1): a signed-in admin's session, never a key. */
export async function apiKeysRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');
  const tags = ['api-keys'];

  typed.get(
    BASE,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The company's API keys, newest first, revoked ones included (Enterprise plan)",
        response: { 200: ZApiKeyList, ...errors },
      },
    },
    async (request) => service.list(context.db, await admin(request)),
  );

  typed.post(
    BASE,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Create a key; the whole key is in this answer only',
        body: ZApiKeyInput,
        response: { 201: ZApiKeyCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(context.db, await admin(request), request.body)),
  );

  typed.post(
    `${BASE}/:id/revoke`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Revoke a key: the key's next request answers 401",
        params: ZApiKeyParams,
        response: { 200: ZApiKey, ...errors },
      },
    },
    async (request) => service.revoke(context.db, await admin(request), request.params.id),
  );
}
