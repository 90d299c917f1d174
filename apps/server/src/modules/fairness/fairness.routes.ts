import { ZAdverseImpactQuery, ZAdverseImpactReport, ZErrorResponse } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireCompanyMember, signedIn } from '../auth/guards';
import { adverseImpactService } from './adverse-impact.service';
import { adverseImpactCsv } from './adverse-impact-csv';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const DESCRIPTION =
  "Selection rates (shortlisted or hired among candidates with a decision) and scoring rates (share above the sample's median) per self-identified sex, race/ethnicity (UK: ethnic group), their intersection, age band and disability, in the categories and with the legal framing of the company's fairness region (`region`: us is EEO-1 with the four-fifths rule and NYC Local Law 144, uk is ONS 2021 Census-style with the Equality Act 2010; none has no groups, and answers given under another region count as no self-identification), with impact ratios against the most selected group, four-fifths flags and Fisher's exact or two-proportion z significance. No count of 1-4 people who self-identified is shown or can be worked out from the totals: small groups are withheld with complementary groups, a scope where fewer than 5 candidates self-identified shows no groups, and an assessment's month where 1-4 did is left out; only counts per group are returned, never a person's answers. Exactly one of assessmentId and testId; from/to are inclusive UTC dates, widened to whole calendar months and ending with the last complete month (default the last 12 complete months). Another company's assessment or test is 404.";

/** The adverse impact report for the company's admins and reviewers (a read), as JSON and as CSV. */
export async function fairnessRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/fairness/adverse-impact',
    {
      onRequest: signedIn,
      schema: {
        tags: ['fairness'],
        summary: 'Adverse impact of an assessment or a test: rates, impact ratios and significance per group',
        description: DESCRIPTION,
        querystring: ZAdverseImpactQuery,
        response: { 200: ZAdverseImpactReport, ...errors },
      },
    },
    async (request, reply) => {
      const report = await adverseImpactService.report(
        context.db,
        await requireCompanyMember(request, context.db),
        request.query,
      );
      reply.header('cache-control', 'no-store');
      return report;
    },
  );

  typed.get(
    '/api/fairness/adverse-impact.csv',
    {
      onRequest: signedIn,
      schema: {
        tags: ['fairness'],
        summary: 'The adverse impact report as CSV, with its scope and definitions',
        description: `${DESCRIPTION} UTF-8 with BOM, CRLF; the scope, warnings and definitions come first, then one row per group.`,
        querystring: ZAdverseImpactQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV file'), ...errors },
      },
    },
    async (request, reply) => {
      const report = await adverseImpactService.report(
        context.db,
        await requireCompanyMember(request, context.db),
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="adverse-impact-${report.from}-to-${report.to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(adverseImpactCsv(report));
    },
  );
}
