import {
  ZErrorResponse,
  ZEvaluation,
  ZEvaluationAnswers,
  ZEvaluationCandidateParams,
  ZGradeConfirmationRequest,
  ZRatingRequest,
  ZScoreOverrideRequest,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { evaluationAnswersService } from './evaluation-answers.service';
import { evaluationsAdminService } from './evaluations-admin.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Evaluations (decision 007): admins of the candidate's company only; any other candidate is 404. */
export async function evaluationsRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');
  const member = (request: Parameters<typeof requireCompanyMember>[0]) =>
    requireCompanyMember(request, context.db);

  typed.get(
    '/api/evaluations/:candidateId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['evaluations'],
        summary: "The candidate's latest evaluation: scores, status and how every score was computed",
        description:
          'section_scores map each section name to 0-100; evaluation_data holds the per-question results, trait profile with error bands, relative preferences, indicative CEFR (not certified), time per section, integrity events, methods and the scoring version. norms places each scored section among the earlier candidates of your company who took the same test (a percentile from 30 of them; profiles never). 404 when the candidate has none or is not of your company.',
        params: ZEvaluationCandidateParams,
        response: { 200: ZEvaluation, ...errors },
      },
    },
    async (request) =>
      evaluationsAdminService.latest(context.db, await member(request), request.params.candidateId),
  );

  typed.post(
    '/api/evaluations/:candidateId/overrides',
    {
      onRequest: signedIn,
      schema: {
        tags: ['evaluations'],
        summary: "Override an open-ended answer's score (0-100) with a reason; the totals are recomputed",
        description:
          'Every override is kept with the admin and time (audited); the latest per question counts. 409 while the evaluation is still being scored.',
        params: ZEvaluationCandidateParams,
        body: ZScoreOverrideRequest,
        response: { 200: ZEvaluation, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      evaluationsAdminService.override(
        context,
        await admin(request),
        request.params.candidateId,
        request.body,
      ),
  );

  typed.post(
    '/api/evaluations/:candidateId/ratings',
    {
      onRequest: signedIn,
      schema: {
        tags: ['evaluations'],
        summary: 'Rate a written answer 0-5 on each criterion of its rubric; the scores are recomputed',
        description:
          'Your earlier rating of the answer is replaced; the answer’s grade is the mean of every rater’s latest rating (decision 035), and it counts from now on. 400 for a question that is not an answered written one, 409 for an overridden answer or while the evaluation is still being scored.',
        params: ZEvaluationCandidateParams,
        body: ZRatingRequest,
        response: { 200: ZEvaluation, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      evaluationsAdminService.rate(context, await admin(request), request.params.candidateId, request.body),
  );

  typed.post(
    '/api/evaluations/:candidateId/confirmations',
    {
      onRequest: signedIn,
      schema: {
        tags: ['evaluations'],
        summary: 'Confirm the model’s suggested grade of an open-ended answer as it stands',
        description:
          'Human oversight (issue 20, decision 035): a model’s grade is a suggestion that counts only once a person confirms it, and a candidate cannot be rejected while any of their written answers awaits a person. Idempotent: the first confirmation (admin and time) is kept. The evaluation is completed once no answer waits. 400 for an answer without a suggestion, 409 for an overridden one or while the evaluation is still being scored.',
        params: ZEvaluationCandidateParams,
        body: ZGradeConfirmationRequest,
        response: { 200: ZEvaluation, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      evaluationsAdminService.confirm(
        context,
        await admin(request),
        request.params.candidateId,
        request.body,
      ),
  );

  typed.get(
    '/api/evaluations/:candidateId/answers',
    {
      onRequest: signedIn,
      schema: {
        tags: ['evaluations'],
        summary: "Every question of the candidate's form with the answer, the key and how it was scored",
        description:
          "In section and question order: prompt, options, passage, the candidate's answer, the key (admins may see keys) and the evaluation's per-question result (correct, credit, points, rubric grade). 404 when the candidate has no evaluation or is not of your company.",
        params: ZEvaluationCandidateParams,
        response: { 200: ZEvaluationAnswers, ...errors },
      },
    },
    async (request) =>
      evaluationAnswersService.answers(context.db, await member(request), request.params.candidateId),
  );

  typed.post(
    '/api/evaluations/:candidateId/rerun',
    {
      onRequest: signedIn,
      schema: {
        tags: ['evaluations'],
        summary: 'Queue scoring again for a failed evaluation, or one stuck scoring for over 5 minutes',
        description:
          'The evaluation goes back to pending and the evaluation job scores it again. 409 when it is scored already or still being scored within the 5 minutes.',
        params: ZEvaluationCandidateParams,
        response: { 200: ZEvaluation, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      evaluationAnswersService.rerun(context, await admin(request), request.params.candidateId),
  );
}
