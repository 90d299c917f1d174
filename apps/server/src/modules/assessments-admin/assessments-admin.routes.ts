import {
  STARTUP_CUSTOM_QUESTIONS_PER_ASSESSMENT,
  ZAssessment,
  ZAssessmentCreateInput,
  ZAssessmentIdParams,
  ZAssessmentList,
  ZAssessmentListQuery,
  ZAssessmentStatusInput,
  ZAssessmentUpdateInput,
  ZErrorResponse,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { assessmentsAdminService as service } from './assessments-admin.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The company's assessments: members read them, admins create, edit, duplicate and move them along. */
export async function assessmentsAdminRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');
  const member = (request: Parameters<typeof requireCompanyMember>[0]) =>
    requireCompanyMember(request, context.db);

  typed.get(
    '/api/assessments',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assessments'],
        summary:
          "The company's assessments with their candidates per status: search by name or position, filter by status, sort, paginate",
        description: 'Without status, every assessment but the archived ones.',
        querystring: ZAssessmentListQuery,
        response: { 200: ZAssessmentList, ...errors },
      },
    },
    async (request) => service.list(context.db, await member(request), request.query),
  );

  typed.post(
    '/api/assessments',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assessments'],
        summary: 'Create an assessment, as a draft or open',
        description: `Tests are given by their ids (the library's, or the company's own active tests); their names, durations and counts are copied from them. On the Startup plan, the custom tests together may give a candidate at most ${STARTUP_CUSTOM_QUESTIONS_PER_ASSESSMENT} questions (402 PLAN_FEATURE beyond).`,
        body: ZAssessmentCreateInput,
        response: { 201: ZAssessment, 402: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(context.db, await admin(request), request.body)),
  );

  typed.get(
    '/api/assessments/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assessments'],
        summary: 'One assessment of the company, with its configuration and whether it is locked',
        params: ZAssessmentIdParams,
        response: { 200: ZAssessment, ...errors },
      },
    },
    async (request) => service.get(context.db, await member(request), request.params.id),
  );

  typed.patch(
    '/api/assessments/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assessments'],
        summary: 'Edit an assessment; only the fields sent change',
        description:
          'Once the assessment has candidates, its role (position, experience level) and test configuration (tests, mode, custom instructions, scoring weights) cannot change: 409 naming them, with details.lockedParts. Name, window and candidate instructions stay editable. An archived assessment is not edited (409).',
        params: ZAssessmentIdParams,
        body: ZAssessmentUpdateInput,
        response: { 200: ZAssessment, 402: ZErrorResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => service.update(context.db, await admin(request), request.params.id, request.body),
  );

  typed.post(
    '/api/assessments/:id/duplicate',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assessments'],
        summary: 'A new draft with the same role, configuration, window and instructions, without candidates',
        description:
          "402 PLAN_FEATURE when the source's custom tests give more custom questions than the company's plan includes.",
        params: ZAssessmentIdParams,
        response: { 201: ZAssessment, 402: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.duplicate(context.db, await admin(request), request.params.id)),
  );

  typed.post(
    '/api/assessments/:id/status',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assessments'],
        summary: 'Open a draft, close, reopen, archive, or restore an archived assessment (as closed)',
        description:
          'Allowed: draft → open | archived; open → closed | archived; closed → open | archived; archived → closed. Any other move answers 409; asking for the current status changes nothing.',
        params: ZAssessmentIdParams,
        body: ZAssessmentStatusInput,
        response: { 200: ZAssessment, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => service.setStatus(context.db, await admin(request), request.params.id, request.body),
  );
}
