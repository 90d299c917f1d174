import {
  type THealthResponse,
  type TReadinessResponse,
  ZHealthResponse,
  ZPublicConfig,
  ZReadinessResponse,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { within } from '../../lib/time-limit';
import { DEMO, demoCredentialsActive } from '../demo/demo.service';

const DEMO_CHECK_TTL_MS = 30_000;
/** A dependency that has not answered by then counts as down: a probe must answer before its own timeout. */
const READINESS_CHECK_TIMEOUT_MS = 3_000;

const answers = (check: Promise<unknown>) =>
  within(check, READINESS_CHECK_TIMEOUT_MS).then(
    () => 'up' as const,
    () => 'down' as const,
  );

export async function healthRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database status',
        description:
          'The process answers: 200 `ok` with `database: up`, or 503 `degraded` (alive, but its database does ' +
          'not answer). Load balancers and readiness probes ask /api/health/ready, which checks the job queue too.',
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

  typed.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database and the job queue answer',
        description:
          'For load balancers and readiness probes: 200 `ready` when the database answers a query and the ' +
          'job queue reaches its schema; 503 `not_ready` naming the check that is down. Each check gives up ' +
          'after 3 seconds.',
        response: { 200: ZReadinessResponse, 503: ZReadinessResponse },
      },
    },
    async (_request, reply) => {
      const [database, queue] = await Promise.all([
        answers(context.db.execute(sql`SELECT 1`)),
        answers(
          context.jobs.boss.isInstalled().then((installed) => {
            if (!installed) throw new Error('the pg-boss schema is missing');
          }),
        ),
      ]);
      const ready = database === 'up' && queue === 'up';
      const body: TReadinessResponse = { status: ready ? 'ready' : 'not_ready', checks: { database, queue } };
      return reply.status(ready ? 200 : 503).send(body);
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
