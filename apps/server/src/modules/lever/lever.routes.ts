import {
  ZErrorResponse,
  ZLeverConnectInput,
  ZLeverConnection,
  ZLeverInvitationList,
  ZLeverMappingInput,
  ZLeverMappingList,
  ZLeverMappingParams,
  ZLeverPostingList,
  ZLeverStageList,
  ZLeverWebhookAnswer,
  ZLeverWebhookDelivery,
  ZLeverWebhookParams,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireRole, signedIn } from '../auth/guards';
import { leverService as service } from './lever.service';

/** 402 PLAN_FEATURE answers every route on the Startup plan; 400 carries what Lever said. */
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  402: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const BASE = '/api/integrations/lever';

export async function leverRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');
  const tags = ['lever'];

  typed.get(
    BASE,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The company's Lever connection and the webhook URL to paste into Lever (Enterprise plan)",
        response: { 200: ZLeverConnection, ...errors },
      },
    },
    async (request) => service.connection(context, await admin(request)),
  );

  typed.put(
    BASE,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Connect Lever (or replace the key and signature token)',
        description:
          "The API key is checked with a call to Lever before it is saved; the key and the webhook's signature token are stored encrypted.",
        body: ZLeverConnectInput,
        response: { 200: ZLeverConnection, ...errors },
      },
    },
    async (request) => service.connect(context, await admin(request), request.body),
  );

  typed.delete(
    BASE,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Disconnect Lever: the key, token and mappings are deleted',
        response: { 204: z.null().describe('Disconnected'), ...errors },
      },
    },
    async (request, reply) => {
      await service.disconnect(context, await admin(request));
      return reply.status(204).send(null);
    },
  );

  typed.get(
    `${BASE}/postings`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The company's postings, read from Lever",
        response: { 200: ZLeverPostingList, ...errors },
      },
    },
    async (request) => service.postings(context, await admin(request)),
  );

  typed.get(
    `${BASE}/stages`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The company's pipeline stages, read from Lever",
        response: { 200: ZLeverStageList, ...errors },
      },
    },
    async (request) => service.stages(context, await admin(request)),
  );

  typed.get(
    `${BASE}/mappings`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Postings mapped to assessments',
        response: { 200: ZLeverMappingList, ...errors },
      },
    },
    async (request) => service.mappings(context, await admin(request)),
  );

  typed.put(
    `${BASE}/mappings`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Map a posting to an assessment (replacing its mapping)',
        description:
          'triggerStageId: the stage that invites; advancedStageId / rejectedStageId: where the opportunity moves when the candidate is shortlisted / rejected here.',
        body: ZLeverMappingInput,
        response: { 200: ZLeverMappingList, ...errors },
      },
    },
    async (request) => service.saveMapping(context, await admin(request), request.body),
  );

  typed.delete(
    `${BASE}/mappings/:id`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Remove a posting's mapping",
        params: ZLeverMappingParams,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteMapping(context, await admin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  typed.get(
    `${BASE}/invitations`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Recent invitations made from Lever, with what was written back',
        response: { 200: ZLeverInvitationList, ...errors },
      },
    },
    async (request) => service.invitations(context, await admin(request)),
  );

  typed.post(
    `${BASE}/webhooks/:webhookId`,
    {
      schema: {
        tags,
        summary: "Lever's candidateStageChange webhook (called by Lever, signed)",
        description:
          'Verified with the signature token: HMAC-SHA256 of token + triggeredAt. A wrong signature answers 401, an event more than five minutes old 400; a verified stage change is processed in the background. Each signature is accepted once: another delivery under it answers received: false and changes nothing.',
        params: ZLeverWebhookParams,
        body: ZLeverWebhookDelivery,
        response: { 200: ZLeverWebhookAnswer, ...errors },
      },
    },
    async (request) => service.receive(context, request.params.webhookId, request.body),
  );
}
