import { ZErrorResponse, ZItemAnalysis, ZItemRetirementParams, ZItemRetirementRequest } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { itemAnalysisService } from './item-analysis.service';

const ZItemAnalysisParams = z.object({ testId: z.uuid('Test not found') });
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const tags = ['analytics'];
const RETIRE_PATH = '/api/item-analysis/:testId/items/:itemId/retire';

/** Item statistics for the company's admins and reviewers (a read); retiring an item is the admins'. */
export async function itemAnalysisRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/item-analysis/:testId',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Classical item statistics of a test's items, from the company's evaluated candidates",
        description:
          "Per item version: responses, difficulty p, corrected item-total (Likert: item-rest within the trait) correlation, option shares and plain-language flags. Only the company's submitted, scored candidates count; figures are null below `minResponses` responses. Each mcq and true/false item also carries its differential item functioning (Mantel-Haenszel, matched on the section's number right) by sex (male reference) and race/ethnicity (white reference), in the categories of the company's fairness region (`region`; none has no comparisons, and answers given under another region are left out): ETS category A/B/C and a plain-language flag for B and C, computed only when both groups have `difMinGroupSize` candidates (otherwise just the counts). Only counts per group are returned, never a person's self-identification. `retired` says whether the company stopped drawing the item. A library test or the company's own test; another company's test is 404.",
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

  typed.post(
    RETIRE_PATH,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Retire an item from the company's new forms",
        description:
          "Admins only. A library item is no longer drawn for the company's new forms (forms already drawn keep it); refused (409) when the rest of the bank could not fill the test's blueprint for every candidate. A question of the company's own test is removed as the test editor removes it (kept on the forms that showed it).",
        params: ZItemRetirementParams,
        body: ZItemRetirementRequest,
        response: { 204: z.null().describe('Retired'), 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await itemAnalysisService.retire(
        context.db,
        await requireRole(request, context.db, 'admin'),
        request.params.testId,
        request.params.itemId,
        request.body.reason,
      );
      return reply.status(204).send(null);
    },
  );

  typed.delete(
    RETIRE_PATH,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Restore a retired item to the company's new forms",
        description:
          "Admins only. The company's new forms may draw the library item again. 409 when it is not retired, or for a question of the company's own test (added again in the test's editor).",
        params: ZItemRetirementParams,
        response: { 204: z.null().describe('Restored'), 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await itemAnalysisService.restore(
        context.db,
        await requireRole(request, context.db, 'admin'),
        request.params.testId,
        request.params.itemId,
      );
      return reply.status(204).send(null);
    },
  );
}
