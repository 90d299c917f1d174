import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { REVIEWER_READ_ONLY_MESSAGE, reviewerMayCall } from '../lib/access';
import { forbidden } from '../lib/app-error';
import { profileOf } from '../lib/guards';

/**
 * Refuses a reviewer's mutating requests before body validation, whatever the route's own guard says:
 * a route added without a thought for reviewers is closed to them (lib/access.ts lists the exceptions).
 * The routes' requireRole(..., 'admin') says the same again, so neither check alone is load-bearing.
 */
export const reviewerAccessPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Database }) => {
    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url || reviewerMayCall(request.method, url)) return;
      const session = await request.getSession();
      if (!session) return;
      const profile = await profileOf(request, db, session.user.id);
      if (profile?.role === 'reviewer') throw forbidden(REVIEWER_READ_ONLY_MESSAGE);
    });
  },
  { name: 'reviewer-access', dependencies: ['auth'] },
);
