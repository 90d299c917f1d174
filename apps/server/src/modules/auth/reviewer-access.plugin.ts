import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { refuseOtherRoles } from './guards';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route checks the session itself, with this plugin's check (refuseOtherRoles) on every path that
     * has not proven the caller a candidate of its own: the answer save, whose statement checks the session
     * token (decision 022). The hook below would read the session first, a round trip the save avoids.
     */
    checksSessionItself?: boolean;
  }
}

/** Runs refuseOtherRoles (auth/guards.ts) on every route but those that run it themselves. */
export const reviewerAccessPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Database }) => {
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.checksSessionItself) return;
      await refuseOtherRoles(request, db);
    });
  },
  { name: 'reviewer-access', dependencies: ['auth'] },
);
