import { ZCandidateFeedback, ZCandidateFeedbackStatus, ZErrorResponse } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { attachmentHeader } from '../../lib/attachment-header';
import { candidateMounts, candidateScope } from '../auth/candidate-scope';
import { candidateFeedbackService as service } from './candidate-feedback.service';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse };
/** Binary bodies are sent as they are (fastify never serializes a Buffer): documented only. */
const bytes = z.any().meta({ type: 'string', format: 'binary' });

/** The signed-in candidate's own feedback report (issue 21, item 3); nobody else's, and no one else's route. */
export async function candidateFeedbackRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const scopeOf = (request: FastifyRequest) => candidateScope(request, context.db);

  for (const mount of candidateMounts(context.db)) {
    typed.get(
      `${mount.base}/feedback/status`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags: ['candidate'],
          params: mount.params,
          summary:
            'Whether the feedback report can be read: not offered, not submitted, being scored or ready',
          description:
            "The candidate's own: the assessment must offer a feedback report, the assessment be submitted and its results scored. A message says why when it is not ready.",
          response: { 200: ZCandidateFeedbackStatus, ...errors },
        },
      },
      async (request) => service.status(context.db, await scopeOf(request)),
    );

    typed.get(
      `${mount.base}/feedback`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags: ['candidate'],
          params: mount.params,
          summary: "The signed-in candidate's feedback report in plain language",
          description:
            'Section results as bands, the trait profile and work-style preferences in words, the indicative English level and what the results can and cannot say. Never answers, questions, keys, integrity signals, notes or other candidates. 404 with a message when the assessment offers no report or the results are not scored yet.',
          response: { 200: ZCandidateFeedback, 404: ZErrorResponse, ...errors },
        },
      },
      async (request) =>
        service.feedback(context.db, await scopeOf(request), request.headers['accept-language']),
    );

    typed.get(
      `${mount.base}/feedback/pdf`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags: ['candidate'],
          params: mount.params,
          summary: "The signed-in candidate's feedback report as a PDF",
          description:
            "application/pdf with the same content as the feedback report, in the company's branding. 404 with a message when the assessment offers no report or the results are not scored yet.",
          response: {
            200: {
              description: 'The PDF, as an attachment',
              content: { 'application/pdf': { schema: bytes } },
            },
            404: ZErrorResponse,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await service.pdf(
          context.db,
          await scopeOf(request),
          request.headers['accept-language'],
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', attachmentHeader(fileName))
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    );
  }
}
