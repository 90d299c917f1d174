import { ZCandidateHome, ZErrorResponse } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { candidateMounts, candidateScope } from '../auth/candidate-scope';
import { candidateHomeService as service } from './candidate-home.service';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The candidate's dashboard in one request (issue 38), at SPEC's candidate paths and per application. */
export async function candidateHomeRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (request: FastifyRequest) => candidateScope(request, context.db);

  for (const mount of candidateMounts(context.db)) {
    typed.get(
      `${mount.base}/dashboard`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags: ['candidate'],
          params: mount.params,
          summary: "The dashboard's data at once: record, sections, eligibility, notice and accommodations",
          description:
            'Each part is what its own route answers (GET …/me, …/sections, …/submission-eligibility, …/notice, …/accommodations), for one application: a phone on a slow network makes one round trip instead of three in a row. 404 when the account has no application.',
          response: { 200: ZCandidateHome, ...errors },
        },
      },
      async (request) => service.home(context, await scopeOf(request), request.headers['accept-language']),
    );
  }
}
