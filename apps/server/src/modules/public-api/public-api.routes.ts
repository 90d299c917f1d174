import {
  PUBLIC_API_BASE,
  PUBLIC_API_MAX_CANDIDATES,
  PUBLIC_API_SECURITY_SCHEME,
  ZErrorResponse,
  ZEvaluation,
  ZIntakeResponse,
  ZPublicApplicationList,
  ZPublicApplicationListQuery,
  ZPublicAssessmentCandidatesCreate,
  ZPublicAssessmentList,
  ZPublicAssessmentListQuery,
  ZPublicAssessmentParams,
  ZPublicCandidateList,
  ZPublicCandidateListQuery,
  ZPublicCandidateParams,
  ZPublicCandidatesCreate,
  ZPublicPerson,
  ZPublicPersonParams,
  ZSetStageInput,
  ZStageChangeResult,
} from '@app/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { attachmentHeader } from '../../lib/attachment-header';
import { apiKeyAuth, principalOf } from './api-key-auth';
import { publicApiService as service } from './public-api.service';

/** Every route can answer these: no or a bad key (401), the Startup plan (402), over the rate limit (429). */
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  402: ZErrorResponse,
  404: ZErrorResponse,
  429: ZErrorResponse,
};
const tags = ['public-api'];
/** The PDF's bytes (sent as they are): typed any, described as binary. */
const pdfBytes = z.any().meta({ type: 'string', format: 'binary' });
const security = [{ [PUBLIC_API_SECURITY_SCHEME]: [] }];

/**
 * The public REST API v1 (issue 7): bearer API keys only, scoped to the key's company, rate limited
 * per key. The rate limit's counters live in this process: with several API processes behind a load
 * balancer a key gets up to that many times the limit, which is accepted for now.
 */
export async function publicApiRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const max = context.config.API_RATE_LIMIT;
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: '1 minute',
    // After apiKeyAuth (onRequest), so the count is the key's; before the body is read.
    hook: 'preParsing',
    keyGenerator: (request) => request.apiKey?.keyId ?? request.ip,
    errorResponseBuilder: (_request, limit) =>
      new AppError(
        'RATE_LIMITED',
        `This API key made more than ${max} requests in a minute. Retry after ${limit.after} (see the Retry-After header).`,
      ),
  });
  app.addHook('onRequest', apiKeyAuth(context.db));

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `${PUBLIC_API_BASE}/candidates`,
    {
      schema: {
        tags,
        security,
        summary: "The company's candidates, newest first, a page at a time",
        description:
          'Filter by status (pending, questions_generated, in_progress, completed, submitted) and by hiring stage (new, shortlisted, rejected, hired). `total` counts every matching candidate, so pages run from 1 to ceil(total / pageSize).',
        querystring: ZPublicCandidateListQuery,
        response: { 200: ZPublicCandidateList, ...errors },
      },
    },
    async (request) => service.listCandidates(context, principalOf(request), request.query),
  );

  typed.post(
    `${PUBLIC_API_BASE}/candidates`,
    {
      schema: {
        tags,
        security,
        summary: 'Add one candidate, or up to 1,000 in `candidates`, with the rules of the CSV upload',
        description: [
          `One candidate object, or {"candidates": [...]} with 1 to ${PUBLIC_API_MAX_CANDIDATES.toLocaleString('en-US')}, and an optional testConfiguration (as the upload wizard's; without it, AI-generated questions).`,
          'Each candidate is checked as a CSV row is: a full name, a valid email, lengths. Invalid candidates, duplicates within the request and existing candidates of the company are skipped and listed in `skipped` with their reason (`row` is the position in the request, from 1); the others are added as one assessment and their questions are generated in the background (status pending, then questions_generated).',
          '201 when at least one candidate was added, 200 when none was. When the new candidates do not fit in what the plan has left this month, nothing is added: 402 PLAN_LIMIT_REACHED.',
        ].join('\n\n'),
        body: ZPublicCandidatesCreate,
        response: {
          200: ZIntakeResponse,
          201: ZIntakeResponse,
          ...errors,
          413: ZErrorResponse,
          415: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await service.createCandidates(context, principalOf(request), request.body);
      return reply.status(result.candidateIds.length > 0 ? 201 : 200).send(result);
    },
  );

  typed.patch(
    `${PUBLIC_API_BASE}/candidates/:id/stage`,
    {
      schema: {
        tags,
        security,
        summary: "Move a candidate to a hiring stage, optionally queueing the stage's decision email",
        description: [
          'stage is one of new, shortlisted, rejected, hired. The same stage again changes nothing (changed 0, unchanged 1): no history entry, no email, no webhook.',
          "sendEmail (default false) queues the decision email of that stage: the one the company wrote in Settings → Decision emails, else the ready-made one of Shortlisted, Rejected or Hired in the candidate's language; for New without one the request is refused with 400 before anything changes. A stage change never sends anything by itself.",
          'The change is kept in the candidate’s stage history (named after the API key’s creator) and emits the candidate.stage_changed webhook. 404 when the candidate is not of your company.',
          'No score, flag or AI output rejects anyone by itself: rejected is refused with 409 while the candidate has written answers awaiting a person’s rating (rated, a model’s suggestion confirmed, or overridden in the app).',
        ].join('\n\n'),
        params: ZPublicCandidateParams,
        body: ZSetStageInput,
        response: { 200: ZStageChangeResult, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => service.setStage(context, principalOf(request), request.params.id, request.body),
  );

  typed.get(
    `${PUBLIC_API_BASE}/assessments`,
    {
      schema: {
        tags,
        security,
        summary: "The company's assessments, newest first, a page at a time",
        description:
          'Each with its id (to add candidates with POST /api/v1/assessments/{id}/candidates), status, tests, window and number of candidates. Filter by status (draft, open, closed, archived); without it, every assessment but the archived ones. Candidates can be added to open assessments whose window has not closed.',
        querystring: ZPublicAssessmentListQuery,
        response: { 200: ZPublicAssessmentList, ...errors },
      },
    },
    async (request) => service.listAssessments(context, principalOf(request), request.query),
  );

  /** People into one of the company's openings: v1's candidates route, or the applications route (decision 032). */
  const addToOpening = (
    path: 'candidates' | 'applications',
    doc: { summary: string; description: string },
    rules: 'v1-candidates' | 'applications',
  ) =>
    typed.post(
      `${PUBLIC_API_BASE}/assessments/:id/${path}`,
      {
        schema: {
          tags,
          security,
          ...doc,
          params: ZPublicAssessmentParams,
          body: ZPublicAssessmentCandidatesCreate,
          response: {
            200: ZIntakeResponse,
            201: ZIntakeResponse,
            ...errors,
            409: ZErrorResponse,
            413: ZErrorResponse,
            415: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const result = await service.addToAssessment(
          context,
          principalOf(request),
          request.params.id,
          request.body,
          rules,
        );
        return reply.status(result.candidateIds.length > 0 ? 201 : 200).send(result);
      },
    );

  addToOpening(
    'candidates',
    {
      summary: 'Add one candidate, or up to 1,000 in `candidates`, to an existing assessment',
      description: [
        'The assessment\'s tests apply. Each candidate is checked as a CSV row is; invalid candidates, duplicates within the request and emails that are already candidates of the company are skipped and listed in `skipped` with their reason ("Already a candidate of this assessment", or "Already a candidate of your company" when in another assessment: v1 keeps this rule for its clients, while the admin\'s pages, the join link and the ATS connectors give a person of another opening a new application).',
        'The assessment must be open and its window not closed: 409 otherwise (a draft: "Open the assessment before inviting candidates."). 404 when the assessment is not of your company. 201 when at least one candidate was added, 200 when none was; 402 PLAN_LIMIT_REACHED, with nothing added, when the new candidates do not fit in what the plan has left this month.',
      ].join('\n\n'),
    },
    'v1-candidates',
  );

  addToOpening(
    'applications',
    {
      summary: 'Add one person, or up to 1,000 in `candidates`, to an opening: an application each',
      description:
        'The rules of the admin\'s pages (decision 032): a person the company knows from another opening gets a new application to this one, on the same record (`personId`); one who already applied to this opening is skipped ("Already a candidate of this assessment"), unless the opening takes re-applications and their latest application there is finished and old enough, when this is their next attempt (decision 034; too early: the reason says from when). Everything else as POST /assessments/{id}/candidates: each row checked as a CSV row, 201 when at least one application was added, 200 when none, 402, 404, 409.',
    },
    'applications',
  );

  typed.get(
    `${PUBLIC_API_BASE}/applications`,
    {
      schema: {
        tags,
        security,
        summary: "The company's applications, newest first, a page at a time",
        description:
          "Each is one person's application to one opening, with `personId` (the company's record of the person: GET /people/{id}) and `attempt`. Filter by opening (`assessmentId`), by the person's address (`email`, exact), by status and by hiring stage. The id is the one v1's candidate routes take (evaluation, report.pdf, stage).",
        querystring: ZPublicApplicationListQuery,
        response: { 200: ZPublicApplicationList, ...errors },
      },
    },
    async (request) => service.listApplications(context, principalOf(request), request.query),
  );

  typed.get(
    `${PUBLIC_API_BASE}/people/:id`,
    {
      schema: {
        tags,
        security,
        summary: "The company's record of a person, with their applications to its openings",
        description:
          "Name, address, phone and language as the company was told them, and every application of the person to the company's openings, oldest first. 404 for a record of another company.",
        params: ZPublicPersonParams,
        response: { 200: ZPublicPerson, ...errors },
      },
    },
    async (request) => service.person(context, principalOf(request), request.params.id),
  );

  typed.get(
    `${PUBLIC_API_BASE}/candidates/:id/evaluation`,
    {
      schema: {
        tags,
        security,
        summary: "The candidate's latest evaluation: scores, status and how every score was computed",
        description:
          'evaluationStatus is pending or processing while scoring runs, then completed or needs_review (an open-ended answer needs a human), or failed. norms places each scored section among the earlier candidates of your company who took the same test (a percentile from 30 of them; personality and work style never). 404 when the candidate has not submitted yet or is not of your company.',
        params: ZPublicCandidateParams,
        response: { 200: ZEvaluation, ...errors },
      },
    },
    async (request) => service.evaluation(context, principalOf(request), request.params.id),
  );

  typed.get(
    `${PUBLIC_API_BASE}/candidates/:id/report.pdf`,
    {
      schema: {
        tags,
        security,
        summary: "The candidate's assessment report as a PDF",
        description:
          'Rendered from the latest scored evaluation. Strong ETag: send it back in If-None-Match for a 304 without a body. 404 when the candidate has no scored evaluation or is not of your company.',
        params: ZPublicCandidateParams,
        response: {
          200: {
            description: 'The PDF, as an attachment named after the candidate',
            content: { 'application/pdf': { schema: pdfBytes } },
          },
          304: z.null().describe('Not modified: the ETag sent in If-None-Match is still current'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const result = await service.report(
        context,
        principalOf(request),
        request.params.id,
        request.headers['if-none-match'],
      );
      reply.header('ETag', result.etag).header('Cache-Control', 'private, no-cache');
      if (!result.pdf) return reply.code(304).send(null);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentHeader(result.fileName))
        .send(result.pdf);
    },
  );
}
