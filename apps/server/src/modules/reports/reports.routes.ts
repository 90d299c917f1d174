import { REPORTS_ZIP_PATH, ZErrorResponse, ZReportCandidateParams, ZReportsZipRequest } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { attachmentHeader } from '../../lib/attachment-header';
import { requireCompanyMember, signedIn } from '../auth/guards';
import { reportsService } from './reports.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
/** Binary bodies are sent as they are (fastify never serializes a Buffer or a stream): documented only. */
const bytes = z.any().meta({ type: 'string', format: 'binary' });
const binary = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: bytes } },
});

/** Reports are private and change when the evaluation does: a browser keeps one but asks every time. */
const PDF_CACHE_CONTROL = 'private, no-cache';

/** PDF reports (issue 6): rendered on request from the stored evaluation, nothing stored. Admins only. */
export async function reportsRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const member = (request: Parameters<typeof requireCompanyMember>[0]) =>
    requireCompanyMember(request, context.db);

  typed.get(
    '/api/reports/:candidateId/pdf',
    {
      onRequest: signedIn,
      schema: {
        tags: ['reports'],
        summary: "The candidate's assessment report as a PDF",
        description:
          'application/pdf, rendered from the latest scored evaluation: company, candidate, overall and section scores, trait profile, English level, integrity summary, per-section detail and the scoring method. Strong ETag; send it back in If-None-Match for a 304. 404 when the candidate has no scored evaluation or is not of your company.',
        params: ZReportCandidateParams,
        response: {
          200: binary('application/pdf', 'The PDF, as an attachment named after the candidate'),
          // A 'null' schema is documented without content; HTTP sends no body with a 304 anyway.
          304: z.null().describe('Not modified: the ETag sent in If-None-Match is still current'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const result = await reportsService.pdf(
        context.db,
        await member(request),
        request.params.candidateId,
        request.headers['if-none-match'],
      );
      reply.header('ETag', result.etag).header('Cache-Control', PDF_CACHE_CONTROL);
      if (!result.pdf) return reply.code(304).send(null);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentHeader(result.fileName))
        .send(result.pdf);
    },
  );

  typed.post(
    REPORTS_ZIP_PATH,
    {
      config: { bulkCandidateIds: 'ids' },
      onRequest: signedIn,
      schema: {
        tags: ['reports'],
        summary: 'The PDF reports of several candidates in one ZIP',
        description:
          'application/zip with one PDF per chosen candidate that has a scored evaluation (file names made unique); ids of other companies or without a report are skipped. 404 when none of the ids has a report. 402 PLAN_FEATURE on the Startup plan for more than one candidate (a bulk operation).',
        body: ZReportsZipRequest,
        response: {
          200: binary('application/zip', 'The ZIP of the PDFs, streamed'),
          402: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await reportsService.zip(
        context.db,
        await member(request),
        request.body.ids,
      );
      return reply
        .type('application/zip')
        .header('Content-Disposition', attachmentHeader(fileName))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
}
