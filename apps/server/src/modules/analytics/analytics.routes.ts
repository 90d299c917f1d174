import {
  ZAnalytics,
  ZAnalyticsQuery,
  ZCompare,
  ZCompareQuery,
  ZErrorResponse,
  ZReliabilityReport,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireCompanyMember, signedIn } from '../auth/guards';
import { analyticsService } from './analytics.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The admin's overview of their company's candidates; nothing of another company enters any number. */
export async function analyticsRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const member = (request: Parameters<typeof requireCompanyMember>[0]) =>
    requireCompanyMember(request, context.db);

  typed.get(
    '/api/analytics',
    {
      onRequest: signedIn,
      schema: {
        tags: ['analytics'],
        summary:
          "Score distribution, section averages, completion funnel, time to complete and evaluation statuses of the company's candidates",
        description:
          "Scores come from each candidate's latest scored evaluation. assessmentId narrows everything to one upload batch (404 if it is not the company's), position to one position; positions lists the company's positions.",
        querystring: ZAnalyticsQuery,
        response: { 200: ZAnalytics, ...errors },
      },
    },
    async (request) => analyticsService.overview(context.db, await member(request), request.query),
  );

  typed.get(
    '/api/analytics/reliability',
    {
      onRequest: signedIn,
      schema: {
        tags: ['analytics'],
        summary: "Cronbach's alpha per test and per Big Five trait scale, with n and k",
        description:
          'Reads every scored answer of the company (or of the filter), so it is a separate request. Alpha is given from RELIABILITY_MIN_CANDIDATES (30) candidates; `method` says how it is computed. Same filters as /api/analytics.',
        querystring: ZAnalyticsQuery,
        response: { 200: ZReliabilityReport, ...errors },
      },
    },
    async (request) => analyticsService.reliability(context.db, await member(request), request.query),
  );

  typed.get(
    '/api/analytics/compare',
    {
      onRequest: signedIn,
      schema: {
        tags: ['analytics'],
        summary: '2-4 candidates of the company side by side: scores, traits, CEFR, time, integrity events',
        description:
          '`ids` is 2-4 candidate ids, comma separated (400 otherwise); 404 if any is not of your company.',
        querystring: ZCompareQuery,
        response: { 200: ZCompare, ...errors },
      },
    },
    async (request) => analyticsService.compare(context.db, await member(request), request.query.ids),
  );
}
