import {
  ZAccommodationIdParams,
  ZAccommodationListQuery,
  ZAccommodationOpenCount,
  ZAccommodationRequestList,
  ZAnswerAccommodation,
  ZCreateAccommodationRequest,
  ZErrorResponse,
  ZGrantAccommodation,
  ZOwnAccommodationRequest,
  ZOwnAccommodationRequests,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { candidateMounts, candidateScope } from '../auth/candidate-scope';
import { requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { accommodationsService as service } from './accommodations.service';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/**
 * Accommodation requests (issue 21): candidates ask for extra time or another adjustment; the company's
 * admins grant or answer them, reviewers read them. Another company's request is 404.
 */
export async function accommodationsRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (request: FastifyRequest) => candidateScope(request, context.db);
  const admin = (request: FastifyRequest) => requireRole(request, context.db, 'admin');

  for (const mount of candidateMounts(context.db)) {
    typed.post(
      `${mount.base}/accommodations`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags: ['candidate'],
          params: mount.params,
          summary: 'Ask for extra time or another adjustment, with a reason',
          description: "The company's admins are told by email (without the reason) and answer in the app.",
          body: ZCreateAccommodationRequest,
          response: { 201: ZOwnAccommodationRequest, 400: ZErrorResponse, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(context, await scopeOf(request), request.body)),
    );

    typed.get(
      `${mount.base}/accommodations`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags: ['candidate'],
          params: mount.params,
          summary: "The candidate's own accommodation requests, newest first, with status and answer",
          response: { 200: ZOwnAccommodationRequests, ...errors },
        },
      },
      async (request) => service.own(context, await scopeOf(request)),
    );
  }

  typed.get(
    '/api/accommodations/open-count',
    {
      onRequest: signedIn,
      schema: {
        tags: ['accommodations'],
        summary: 'How many accommodation requests wait for an answer (admins and reviewers)',
        description: 'A count only: no request is read, so the audit log records no view.',
        response: { 200: ZAccommodationOpenCount, ...errors },
      },
    },
    async (request) => service.openCount(context.db, await requireCompanyMember(request, context.db)),
  );

  typed.get(
    '/api/accommodations',
    {
      onRequest: signedIn,
      schema: {
        tags: ['accommodations'],
        summary: "The company's accommodation requests (admins and reviewers)",
        description:
          'Open ones first, oldest first; then decided ones, newest first. `openCount` counts every open one.',
        querystring: ZAccommodationListQuery,
        response: { 200: ZAccommodationRequestList, 400: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      service.list(context.db, await requireCompanyMember(request, context.db), request.query.status),
  );

  typed.post(
    '/api/accommodations/:id/grant',
    {
      onRequest: signedIn,
      schema: {
        tags: ['accommodations'],
        summary: "Grant extra time: sets the candidate's extra-time multiplier and tells them",
        description:
          "The same as setting the candidate's extra time: sections not started get their time × the multiplier, open ones have their remaining time rescaled. CONFLICT (409) when the request is already decided.",
        params: ZAccommodationIdParams,
        body: ZGrantAccommodation,
        response: { 200: ZOwnAccommodationRequest, 400: ZErrorResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => service.grant(context, await admin(request), request.params.id, request.body),
  );

  typed.post(
    '/api/accommodations/:id/answer',
    {
      onRequest: signedIn,
      schema: {
        tags: ['accommodations'],
        summary: 'Answer a request in words (another adjustment, or a polite refusal) and tell the candidate',
        description: 'CONFLICT (409) when the request is already decided.',
        params: ZAccommodationIdParams,
        body: ZAnswerAccommodation,
        response: { 200: ZOwnAccommodationRequest, 400: ZErrorResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      service.answer(context, await admin(request), request.params.id, request.body.response),
  );
}
