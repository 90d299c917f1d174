import {
  ZBulkSetStageInput,
  ZCandidateIdParams,
  ZDecisionEmailPreview,
  ZDecisionEmailPreviewInput,
  ZDecisionEmailTemplateInput,
  ZDecisionEmailTemplateList,
  ZErrorResponse,
  ZSetStageInput,
  ZStageChangeResult,
  ZStageHistory,
  ZStageLabels,
  ZStageLabelsInput,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { type Actor, requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { hiringStagesService as service } from './hiring-stages.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const tags = ['hiring-stages'];
const authorOf = (actor: Actor) => ({ companyId: companyOf(actor), userId: actor.session.user.id });

/**
 * Issue 18, decisions: each candidate's hiring stage inside their assessment, its history, the company's
 * stage names and decision emails. Admins change; reviewers read (the history, labels and templates).
 */
export async function hiringStagesRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');
  const member = (request: Parameters<typeof requireCompanyMember>[0]) =>
    requireCompanyMember(request, context.db);

  typed.patch(
    '/api/candidates/:id/stage',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Move one candidate to a hiring stage, optionally queueing the stage's decision email",
        description:
          "The same stage again changes nothing (no history entry, no email). With sendEmail, the stage's email goes out: the company's own, else the ready-made one of Shortlisted, Rejected or Hired in the candidate's language (New without one: 400, before anything changes). Rejecting is refused with 409 while the candidate has written answers awaiting a person’s rating (decision 035). Emits candidate.stage_changed.",
        params: ZCandidateIdParams,
        body: ZSetStageInput,
        response: { 200: ZStageChangeResult, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      service.setStage(context, authorOf(await admin(request)), request.params.id, request.body),
  );

  typed.post(
    '/api/candidates/stage',
    {
      config: { bulkCandidateIds: 'candidateIds' },
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Move several candidates to a hiring stage at once; ids of other companies are ignored',
        description:
          "More than one candidate is a bulk operation: 402 PLAN_FEATURE on the Startup plan. Candidates already at the stage are left as they are. With sendEmail, the stage's email goes out: the company's own, else the ready-made one of Shortlisted, Rejected or Hired in the candidate's language (New without one: 400, before anything changes). Rejecting is refused with 409, and nobody moves, while any of the candidates has written answers awaiting a person’s rating; the message names them.",
        body: ZBulkSetStageInput,
        response: { 200: ZStageChangeResult, 402: ZErrorResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => service.setStages(context, authorOf(await admin(request)), request.body),
  );

  typed.get(
    '/api/candidates/:id/stage-history',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "A candidate's hiring stage changes, newest first: from, to, who and when",
        params: ZCandidateIdParams,
        response: { 200: ZStageHistory, ...errors },
      },
    },
    async (request) => service.history(context.db, await member(request), request.params.id),
  );

  typed.get(
    '/api/company/stage-labels',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The company's names for the hiring stages (the keys new, shortlisted, rejected, hired stay)",
        response: { 200: ZStageLabels, ...errors },
      },
    },
    async (request) => service.labels(context.db, await member(request)),
  );

  typed.put(
    '/api/company/stage-labels',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Rename the hiring stages; the keys, filters, API and webhooks keep using the keys',
        body: ZStageLabelsInput,
        response: { 200: ZStageLabels, ...errors },
      },
    },
    async (request) => service.setLabels(context.db, await admin(request), request.body),
  );

  typed.get(
    '/api/company/decision-emails',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The company's decision email templates (one per stage at most) and the placeholders they know",
        response: { 200: ZDecisionEmailTemplateList, ...errors },
      },
    },
    async (request) => service.templates(context.db, await member(request)),
  );

  typed.put(
    '/api/company/decision-emails',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Write or replace one stage's decision email",
        description:
          'Subject and body may use {{candidate_name}}, {{assessment_name}}, {{position}}, {{company_name}} and {{stage}}; any other placeholder is refused with 400 naming it.',
        body: ZDecisionEmailTemplateInput,
        response: { 200: ZDecisionEmailTemplateList, ...errors },
      },
    },
    async (request) => service.saveTemplate(context.db, await admin(request), request.body),
  );

  typed.post(
    '/api/company/decision-emails/preview',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Render a decision email as the candidate would get it, for a real candidate or sample data',
        description:
          'Renders the draft subject and body when given, else the stage’s stored template (400 when it has none). Nothing is sent.',
        body: ZDecisionEmailPreviewInput,
        response: { 200: ZDecisionEmailPreview, ...errors },
      },
    },
    async (request) => service.preview(context, await admin(request), request.body),
  );
}
