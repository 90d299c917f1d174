import {
  ZErrorResponse,
  ZGreenhouseKey,
  ZGreenhouseKeyCreated,
  ZGreenhouseKeyParams,
  ZGreenhouseSettings,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireRole, signedIn } from '../auth/guards';
import { greenhouseService as service } from './greenhouse.service';

/** 402 PLAN_FEATURE answers every route on the Startup plan. */
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  402: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
const BASE = '/api/greenhouse';
const tags = ['greenhouse'];

/** The admin's settings of the Greenhouse integration: a signed-in admin's session, never a key. */
export async function greenhouseRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');

  typed.get(
    BASE,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'The Greenhouse keys, the URLs to give Greenhouse and its latest test requests (Enterprise plan)',
        description:
          'Keys newest first, revoked ones included; requests newest first with their status, score and whether the completion callback went out.',
        response: { 200: ZGreenhouseSettings, ...errors },
      },
    },
    async (request) => service.settings(context, await admin(request)),
  );

  typed.post(
    `${BASE}/keys`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Create a Greenhouse key; the whole key is in this answer only',
        description:
          'Greenhouse sends the key as the user name of HTTP Basic authentication. Only its SHA-256 is kept.',
        response: { 201: ZGreenhouseKeyCreated, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createKey(context, await admin(request))),
  );

  typed.post(
    `${BASE}/keys/:id/revoke`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Revoke a Greenhouse key: Greenhouse's next request with it answers 401",
        description: 'Revoking again keeps the first time.',
        params: ZGreenhouseKeyParams,
        response: { 200: ZGreenhouseKey, ...errors },
      },
    },
    async (request) => service.revokeKey(context.db, await admin(request), request.params.id),
  );
}
