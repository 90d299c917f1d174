import { ZAiCallList, ZCandidateIdParams, ZErrorResponse } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireCompanyMember, signedIn } from '../auth/guards';
import { aiLogService } from './ai-log.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Issue 20, human oversight: the AI calls behind a candidate, for the company's admins and reviewers. */
export async function aiLogRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/candidates/:id/ai-calls',
    {
      onRequest: signedIn,
      schema: {
        tags: ['ai-log'],
        summary:
          'Every AI call behind a candidate, newest first: the gradings of their answers and the question writing for their form',
        description:
          "Per call: what it was for, the model, the prompt version, the SHA-256 digest of the input (the input itself is not kept), the output, the outcome and the time. Kept for the company's AI log retention period (6-120 months), then deleted. 404 when the candidate is not of your company.",
        params: ZCandidateIdParams,
        response: { 200: ZAiCallList, ...errors },
      },
    },
    async (request) =>
      aiLogService.forCandidate(
        context.db,
        await requireCompanyMember(request, context.db),
        request.params.id,
      ),
  );
}
