import { ZAuditLogPage, ZAuditLogQuery, ZErrorResponse } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireRole, signedIn } from '../auth/guards';
import { AUDIT_LOG_CSV_MAX_ROWS, auditLogService } from './audit-log.service';
import { auditLogCsv } from './audit-log-csv';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const DESCRIPTION =
  "What the company's admins, reviewers and API keys did: sign-ins, views of evaluations and reports, downloads and exports, deletions, stage decisions, overrides, settings, team and key changes, with who, when, from which address and on which object. Append-only: no route edits or deletes an entry; entries older than the company's audit log retention period (12-120 months) are deleted daily. Filters: from/to (inclusive UTC dates), action, actor (a member's user id or an API key id), objectId. Admins only: a reviewer is 403.";

/**
 * The audit log (issue 21): a filtered page for the settings page, and the same as CSV. Admins only: the log
 * shows what every member looked at and from where, which is the admins' oversight to do, not what a
 * reviewer's read-only role is for (like webhooks and API keys, a reviewer is 403).
 */
export async function auditLogRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/audit-log',
    {
      onRequest: signedIn,
      schema: {
        tags: ['audit-log'],
        summary: "The company's audit log, newest first, 50 entries a page",
        description: DESCRIPTION,
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogPage, ...errors },
      },
    },
    async (request, reply) => {
      const page = await auditLogService.page(
        context.db,
        await requireRole(request, context.db, 'admin'),
        request.query,
      );
      reply.header('cache-control', 'no-store');
      return page;
    },
  );

  typed.get(
    '/api/audit-log.csv',
    {
      onRequest: signedIn,
      schema: {
        tags: ['audit-log'],
        summary: 'The audit log as CSV, with the same filters',
        description: `${DESCRIPTION} UTF-8 with BOM, CRLF; at most ${AUDIT_LOG_CSV_MAX_ROWS.toLocaleString('en-US')} rows, newest first. Downloading it is itself recorded.`,
        querystring: ZAuditLogQuery.omit({ page: true }),
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV file'), ...errors },
      },
    },
    async (request, reply) => {
      const entries = await auditLogService.all(
        context.db,
        await requireRole(request, context.db, 'admin'),
        request.query,
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(auditLogCsv(entries));
    },
  );
}
