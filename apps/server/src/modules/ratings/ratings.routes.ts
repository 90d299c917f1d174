import {
  ZErrorResponse,
  ZRatingQueue,
  ZRatingQueueQuery,
  ZSuggestionConfirmations,
  ZSuggestionConfirmationsRequest,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireRole, signedIn } from '../auth/guards';
import { ratingsService } from './ratings.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The rating queue (decision 035): admins of the company rate its written answers. */
export async function ratingsRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');

  typed.get(
    '/api/ratings',
    {
      onRequest: signedIn,
      schema: {
        tags: ['evaluations'],
        summary: 'Written answers waiting for a person’s rating, one after another',
        description:
          'round=first: answers no person has rated, confirmed or overridden; round=second: answers one other admin rated (a second, independent rating: the first rating is not shown). Oldest submission first, at most `limit`; `total` counts them all. Names only with reveal=true (blind rating by default). `agreement` is the quadratic weighted kappa per criterion between the first two raters and between the model and the first rater, from at least 10 pairs.',
        querystring: ZRatingQueueQuery,
        response: { 200: ZRatingQueue, ...errors },
      },
    },
    async (request) => ratingsService.queue(context.db, await admin(request), request.query),
  );

  typed.post(
    '/api/ratings/suggestion-confirmations',
    {
      onRequest: signedIn,
      schema: {
        tags: ['evaluations'],
        summary: 'Confirm the model’s suggested grades of several answers as they stand',
        description:
          'Each confirmation records the admin and time; the candidates’ scores are recomputed. Answers that are not a waiting suggestion of your company’s candidates are left alone, and `confirmed` says how many were.',
        body: ZSuggestionConfirmationsRequest,
        response: { 200: ZSuggestionConfirmations, ...errors },
      },
    },
    async (request) => ratingsService.confirmSuggestions(context, await admin(request), request.body),
  );
}
