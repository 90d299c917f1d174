import { ZErrorResponse, ZItemAnalysis } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireCompanyMember, signedIn } from '../auth/guards';
import { itemAnalysisService } from './item-analysis.service';

const ZItemAnalysisParams = z.object({ testId: z.uuid('Test not found') });
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Item statistics for the company's admins and reviewers (a read), like the analytics overview. */
export async function itemAnalysisRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/item-analysis/:testId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['analytics'],
        summary: "Classical item statistics of a test's items, from the company's evaluated candidates",
        description:
          "Per item version: responses, difficulty p, corrected item-total (Likert: item-rest within the trait) correlation, option shares and plain-language flags. Only the company's submitted, scored candidates count; figures are null below `minResponses` responses. A library test or the company's own test; another company's test is 404.",
        params: ZItemAnalysisParams,
        response: { 200: ZItemAnalysis, ...errors },
      },
    },
    async (request) =>
      itemAnalysisService.analyse(
        context.db,
        await requireCompanyMember(request, context.db),
        request.params.testId,
      ),
  );
}
