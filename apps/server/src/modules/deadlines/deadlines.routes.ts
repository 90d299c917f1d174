import {
  ZAssessmentDeadlines,
  ZAssessmentDeadlinesQuery,
  ZAssessmentIdParams,
  ZBulkDeadlineInput,
  ZCandidateDeadlineInput,
  ZCandidateIdParams,
  ZDeadlineUpdateResult,
  ZErrorResponse,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { deadlinesService as service } from './deadlines.service';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const newDeadline =
  "The deadline must lie in the future and after the assessment opens (400 otherwise); null goes back to the assessment's closing time. Reminders are re-armed for the new deadline (each moment once per deadline), and a reminder run is queued at once.";

/** Candidates' deadlines: members see them with the reminders sent, admins extend them. */
export async function deadlinesRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');

  typed.get(
    '/api/assessments/:id/deadlines',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assessments'],
        summary: "The assessment's candidates with their effective deadlines and the reminders sent to them",
        description:
          "A candidate's effective deadline is their own (an admin's extension) or the assessment's closing time. Sorted by name, paginated.",
        params: ZAssessmentIdParams,
        querystring: ZAssessmentDeadlinesQuery,
        response: { 200: ZAssessmentDeadlines, ...errors },
      },
    },
    async (request) =>
      service.list(
        context.db,
        await requireCompanyMember(request, context.db),
        request.params.id,
        request.query,
      ),
  );

  typed.patch(
    '/api/candidates/deadline',
    {
      config: { bulkCandidateIds: 'candidateIds' },
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: 'Set one deadline for several candidates of the company at once',
        description: `${newDeadline} Any id that is not a candidate of the company answers 404 and changes nothing. More than one candidate is a bulk operation: 402 PLAN_FEATURE on the Startup plan.`,
        body: ZBulkDeadlineInput,
        response: { 200: ZDeadlineUpdateResult, 402: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      service.setDeadlines(context, await admin(request), request.body.candidateIds, request.body.deadlineAt),
  );

  typed.patch(
    '/api/candidates/:id/deadline',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: "Extend (or set) one candidate's deadline",
        description: newDeadline,
        params: ZCandidateIdParams,
        body: ZCandidateDeadlineInput,
        response: { 200: ZDeadlineUpdateResult, ...errors },
      },
    },
    async (request) =>
      service.setDeadlines(context, await admin(request), [request.params.id], request.body.deadlineAt),
  );
}
