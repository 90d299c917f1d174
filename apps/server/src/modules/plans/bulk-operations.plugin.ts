import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { profileOf } from '../auth/guards';
import { assertBulkAllowed } from './plan-features';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body field that lists the candidates a route acts on: several at once is a bulk operation, an
     * Enterprise feature (402 PLAN_FEATURE on Startup), checked for every such route by this plugin.
     */
    bulkCandidateIds?: 'ids' | 'candidateIds';
  }
}

/**
 * The one place the plan's bulk-operations feature is enforced: after validation, before the handler,
 * for every route whose config names its candidate ids. A request without a company member's session is
 * left to the route's own guard, so it is refused exactly as before.
 */
export const bulkOperationsPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Database }) => {
    app.addHook('preHandler', async (request) => {
      const field = request.routeOptions.config.bulkCandidateIds;
      if (!field) return;
      const ids = (request.body as Partial<Record<typeof field, unknown>> | undefined)?.[field];
      if (!Array.isArray(ids) || new Set(ids).size <= 1) return;
      const session = await request.getSession();
      const profile = session ? await profileOf(request, db, session.user.id) : null;
      if (!profile?.companyId) return;
      await assertBulkAllowed(db, profile.companyId, ids as string[]);
    });
  },
  { name: 'bulk-operations', dependencies: ['auth'] },
);
