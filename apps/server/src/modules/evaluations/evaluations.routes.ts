import {
  ZErrorResponse,
  ZEvaluation,
  ZEvaluationCandidateParams,
  ZScoreOverrideRequest,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireRole, signedIn } from '../../lib/guards';
import { evaluationsAdminService } from './evaluations-admin.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Evaluations (decision 007): admins of the candidate's company only; any other candidate is 404. */
export async function evaluationsRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');

  typed.get(
    '/api/evaluations/:candidateId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['evaluations'],
        summary: "The candidate's latest evaluation: scores, status and how every score was computed",
        description:
          'section_scores map each section name to 0-100; evaluation_data holds the per-question results, trait profile with error bands, relative preferences, indicative CEFR (not certified), time per section, integrity events, methods and the scoring version. 404 when the candidate has none or is not of your company.',
        params: ZEvaluationCandidateParams,
        response: { 200: ZEvaluation, ...errors },
      },
    },
    async (request) =>
      evaluationsAdminService.latest(context.db, await admin(request), request.params.candidateId),
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
}
