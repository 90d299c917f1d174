import { ZAcknowledgeNoticeRequest, ZCandidateNoticeResponse, ZErrorResponse } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { candidateMounts, candidateScope } from '../auth/candidate-scope';
import { candidateNoticeService as service } from './candidate-notice.service';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const tags = ['candidate'];

/** The notice a candidate reads and acknowledges before their first section (role candidate only). */
export async function candidateNoticeRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (request: FastifyRequest) => candidateScope(request, context.db);

  for (const mount of candidateMounts(context.db)) {
    typed.get(
      `${mount.base}/notice`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags,
          params: mount.params,
          summary: 'The notice before the first section, and whether its current version is acknowledged',
          description:
            'Generated from the company and the assessment: who assesses, what each section measures and its time, where AI is used and that a person decides, the integrity signals recorded, retention, how to ask for an accommodation, whom to contact.',
          response: { 200: ZCandidateNoticeResponse, ...errors },
        },
      },
      async (request) => service.get(context, await scopeOf(request), request.headers['accept-language']),
    );

    typed.post(
      `${mount.base}/notice/acknowledge`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags,
          params: mount.params,
          summary: 'Acknowledge the notice (idempotent): stored with its time, version and content',
          description:
            'CONFLICT (409) when `version` is not the current one: the notice changed since it was read.',
          body: ZAcknowledgeNoticeRequest,
          response: { 200: ZCandidateNoticeResponse, 400: ZErrorResponse, 409: ZErrorResponse, ...errors },
        },
      },
      async (request) =>
        service.acknowledge(
          context,
          await scopeOf(request),
          request.body.version,
          request.headers['accept-language'],
        ),
    );
  }
}
