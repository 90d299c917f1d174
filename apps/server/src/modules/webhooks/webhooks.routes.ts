import {
  ZErrorResponse,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookDeliveryListQuery,
  ZWebhookDeliveryParams,
  ZWebhookEndpoint,
  ZWebhookEndpointInput,
  ZWebhookEndpointList,
  ZWebhookEndpointParams,
  ZWebhookEndpointUpdate,
  ZWebhookEndpointWithSecret,
  ZWebhookSecret,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireRole, signedIn } from '../auth/guards';
import { webhooksService as service } from './webhooks.service';

/** 402 PLAN_FEATURE answers every route on the Startup plan. */
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  402: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
const BASE = '/api/webhooks/endpoints';

export async function webhooksRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');
  const tags = ['webhooks'];

  typed.get(
    BASE,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The company's webhook endpoints, each with its latest delivery (Enterprise plan)",
        response: { 200: ZWebhookEndpointList, ...errors },
      },
    },
    async (request) => service.list(context, await admin(request)),
  );

  typed.post(
    BASE,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Add an endpoint; its signing secret is in the answer',
        description:
          'The URL must be https and resolve to public addresses only, unless WEBHOOKS_ALLOW_PRIVATE_URLS is on (400 otherwise).',
        body: ZWebhookEndpointInput,
        response: { 201: ZWebhookEndpointWithSecret, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(context, await admin(request), request.body)),
  );

  typed.patch(
    `${BASE}/:id`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Change the URL, events, description, or enable (re-enable) / disable an endpoint',
        params: ZWebhookEndpointParams,
        body: ZWebhookEndpointUpdate,
        response: { 200: ZWebhookEndpoint, ...errors },
      },
    },
    async (request) => service.update(context, await admin(request), request.params.id, request.body),
  );

  typed.delete(
    `${BASE}/:id`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Delete an endpoint and its delivery log',
        params: ZWebhookEndpointParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(context, await admin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  typed.get(
    `${BASE}/:id/secret`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The endpoint's signing secret",
        params: ZWebhookEndpointParams,
        response: { 200: ZWebhookSecret, ...errors },
      },
    },
    async (request) => service.secret(context, await admin(request), request.params.id),
  );

  typed.post(
    `${BASE}/:id/secret/rotate`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Replace the signing secret; the next attempt is signed with the new one',
        params: ZWebhookEndpointParams,
        response: { 200: ZWebhookSecret, ...errors },
      },
    },
    async (request) => service.rotateSecret(context, await admin(request), request.params.id),
  );

  typed.post(
    `${BASE}/:id/test`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Send a ping event now and answer its delivery (status code, response time)',
        params: ZWebhookEndpointParams,
        response: { 200: ZWebhookDelivery, ...errors },
      },
    },
    async (request) => service.sendTest(context, await admin(request), request.params.id),
  );

  typed.get(
    `${BASE}/:id/deliveries`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The endpoint's deliveries, newest first, with every attempt",
        params: ZWebhookEndpointParams,
        querystring: ZWebhookDeliveryListQuery,
        response: { 200: ZWebhookDeliveryList, ...errors },
      },
    },
    async (request) => service.deliveries(context, await admin(request), request.params.id, request.query),
  );

  typed.post(
    `${BASE}/:id/deliveries/:deliveryId/redeliver`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Queue a delivered or failed delivery again, with a fresh set of attempts',
        params: ZWebhookDeliveryParams,
        response: { 200: ZWebhookDelivery, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      service.redeliver(context, await admin(request), request.params.id, request.params.deliveryId),
  );
}
