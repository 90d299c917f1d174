import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { REVIEWER_READ_ONLY_MESSAGE, roleMayCall } from '../../lib/access';
import { forbidden } from '../../lib/app-error';
import { profileOf } from './guards';

/**
 * Refuses a signed-in user a route of another role before body validation, whatever the route's own
 * guard says: a reviewer's mutations (a route added without a thought for reviewers is closed to them;
 * lib/access.ts lists the exceptions), a candidate's call of a company route, a member's call of a
 * candidate's. The routes' requireRole says the same again, so neither check alone is load-bearing.
 */
export const reviewerAccessPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Database }) => {
    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith('/api/') || url.startsWith('/api/auth/')) return;
      const session = await request.getSession();
      if (!session) return;
      const profile = await profileOf(request, db, session.user.id);
      if (!profile || roleMayCall(profile.role, request.method, url)) return;
      throw forbidden(profile.role === 'reviewer' ? REVIEWER_READ_ONLY_MESSAGE : undefined);
    });
  },
  { name: 'reviewer-access', dependencies: ['auth'] },
);
