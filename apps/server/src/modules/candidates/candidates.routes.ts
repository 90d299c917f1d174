import {
  NORM_MIN_GROUP,
  ZBulkCandidateIds,
  ZBulkDeleteResult,
  ZCandidate,
  ZCandidateExportInput,
  ZCandidateIdParams,
  ZCandidateList,
  ZCandidateListQuery,
  ZCandidateSummary,
  ZErrorResponse,
  ZPipelineRetryResult,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { attachmentHeader } from '../../lib/attachment-header';
import { requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { candidatesService, companyOf } from './candidates.service';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export async function candidatesRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');
  const member = (request: Parameters<typeof requireCompanyMember>[0]) =>
    requireCompanyMember(request, context.db);

  typed.get(
    '/api/candidates',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary:
          "The company's candidates: search by name or email, filter by status, stage, score and the days they were added, sort, paginate",
        description:
          "appliedFrom and appliedTo (YYYY-MM-DD, both included) are days in the company's time zone (UTC when it has none); 400 when appliedFrom is after appliedTo. The total counts the same candidates.",
        querystring: ZCandidateListQuery,
        response: { 200: ZCandidateList, 400: ZErrorResponse, ...errors },
      },
    },
    async (request) => candidatesService.list(context.db, await member(request), request.query),
  );

  typed.get(
    '/api/candidates/summary',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary:
          "Totals, completion rate, the automation pipeline steps and this month's test generations against the company's plan",
        response: { 200: ZCandidateSummary, ...errors },
      },
    },
    async (request) => candidatesService.summary(context.db, await member(request)),
  );

  typed.get(
    '/api/candidates/events',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary:
          "Server-sent events: 'candidates' whenever a candidate of the company is added, changed or deleted",
        produces: ['text/event-stream'],
        response: { ...errors, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const actor = await member(request);
      await app.liveEvents.open(reply, actor.session.user.id, async () => ({ companyId: companyOf(actor) }));
    },
  );

  typed.get(
    '/api/candidates/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: 'One candidate of the company',
        params: ZCandidateIdParams,
        response: { 200: ZCandidate, 400: ZErrorResponse, ...errors },
      },
    },
    async (request) => candidatesService.get(context.db, await member(request), request.params.id),
  );

  typed.delete(
    '/api/candidates/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: 'Delete a candidate with all associated test data and their account',
        params: ZCandidateIdParams,
        response: { 204: z.null().describe('Deleted'), 400: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await candidatesService.remove(context.db, await admin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  typed.post(
    '/api/candidates/bulk-delete',
    {
      config: { bulkCandidateIds: 'ids' },
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: 'Delete several candidates at once; ids of other companies are ignored',
        description: 'More than one candidate is a bulk operation: 402 PLAN_FEATURE on the Startup plan.',
        body: ZBulkCandidateIds,
        response: { 200: ZBulkDeleteResult, 400: ZErrorResponse, 402: ZErrorResponse, ...errors },
      },
    },
    async (request) => ({
      deleted: await candidatesService.removeMany(context.db, await admin(request), request.body.ids),
    }),
  );

  typed.post(
    '/api/candidates/export',
    {
      config: { bulkCandidateIds: 'ids' },
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: 'The selected candidates (or all) as CSV with status, scores and percentiles',
        description: `UTF-8 with BOM, CRLF. Cells starting with = + - @ are prefixed with an apostrophe so spreadsheets do not run them as formulas. Columns: Name, Email, Phone, Position, Experience level, Status, Score (overall), Evaluation status, one per section (a profile's says it is the share answered), CEFR level (indicative), Time to complete (minutes), Added, Submitted at, Assessment, Stage, Source; then, per scored section of the exported candidates in the order taken, '<Section> score' and, for a section with a norm, '<Section> percentile': from the latest scored evaluation, the score as stored (empty while it awaits a person's rating) and the percentile among the company's earlier candidates of the same test as the report gives it (empty below ${NORM_MIN_GROUP} of them). Personality and work style profiles have neither. appliedFrom and appliedTo narrow the export as they narrow GET /api/candidates. Without ids, every candidate (any plan); a selection of more than one is a bulk operation: 402 PLAN_FEATURE on the Startup plan.`,
        body: ZCandidateExportInput,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV file'),
          400: ZErrorResponse,
          402: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { csv, filename } = await candidatesService.exportCsv(
        context.db,
        await member(request),
        request.body,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(filename))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  typed.post(
    '/api/candidates/pipeline/retry',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: 'Run the pipeline again for candidates whose setup failed or has not finished',
        description:
          'Finished steps are skipped; ids of other companies and finished candidates are ignored.',
        body: ZBulkCandidateIds,
        response: { 200: ZPipelineRetryResult, 400: ZErrorResponse, ...errors },
      },
    },
    async (request) => ({
      queued: await candidatesService.retryPipeline(
        context.db,
        context.jobs,
        await admin(request),
        request.body.ids,
      ),
    }),
  );
}
