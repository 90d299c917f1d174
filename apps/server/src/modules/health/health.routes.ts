import { type THealthResponse, ZHealthResponse, ZPublicConfig } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { DEMO, demoCredentialsActive } from '../demo/demo.service';

const DEMO_CHECK_TTL_MS = 30_000;

export async function healthRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database status',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const up = await context.db
        .execute(sql`SELECT 1`)
        .then(() => true)
        .catch(() => false);
      const body: THealthResponse = {
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(up ? 200 : 503).send(body);
    },
  );

  // The password check costs an argon2 verification, so its answer is cached briefly.
  let demo: { active: boolean; checkedAt: number } | null = null;
  typed.get(
    '/api/public-config',
    {
      schema: {
        tags: ['system'],
        summary: 'What the public pages need to know about this installation',
        response: { 200: ZPublicConfig },
      },
    },
    async () => {
      if (context.config.isProduction) return { demoAccount: null };
      if (!demo || Date.now() - demo.checkedAt > DEMO_CHECK_TTL_MS) {
        demo = { active: await demoCredentialsActive(context).catch(() => false), checkedAt: Date.now() };
      }
      return { demoAccount: demo.active ? { email: DEMO.admin.email, password: DEMO.admin.password } : null };
    },
  );
}
