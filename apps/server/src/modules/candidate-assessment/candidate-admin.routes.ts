import {
  ZAccommodationsRequest,
  ZCandidate,
  ZCandidateIdParams,
  ZErrorResponse,
  ZUnlockCandidateRequest,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireRole, signedIn } from '../auth/guards';
import { candidateAdminService } from './candidate-admin.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The admin's side of the candidate experience: candidates of the admin's company only (others 404). */
export async function candidateAdminRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');

  typed.post(
    '/api/candidates/:id/unlock',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: 'Unlock a submitted assessment, with a reason, so the candidate can submit again',
        description:
          'The status goes back to completed; locked_by and lock_reason keep who unlocked it and why. Sections stay closed.',
        params: ZCandidateIdParams,
        body: ZUnlockCandidateRequest,
        response: { 200: ZCandidate, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      candidateAdminService.unlock(context.db, await admin(request), request.params.id, request.body.reason),
  );

  typed.put(
    '/api/candidates/:id/accommodations',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: "Set the candidate's extra-time multiplier (e.g. 1.25 or 1.5)",
        description:
          'Sections not started yet get their time × the multiplier; an open section keeps its elapsed time and its remaining time is scaled by new ÷ old.',
        params: ZCandidateIdParams,
        body: ZAccommodationsRequest,
        response: { 200: ZCandidate, ...errors },
      },
    },
    async (request) =>
      candidateAdminService.setAccommodations(
        context,
        await admin(request),
        request.params.id,
        request.body.extraTimeMultiplier,
      ),
  );
}
