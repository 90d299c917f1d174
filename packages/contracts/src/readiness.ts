import { z } from 'zod';

const ZDependencyState = z.enum(['up', 'down']);

/**
 * GET /api/health/ready: whether this process can serve requests now (its database and its job queue
 * answer). 200 when both are up, 503 naming what is down: a load balancer or an orchestrator stops
 * sending traffic until it answers 200 again.
 */
export const ZReadinessResponse = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({
      /** The application database answers a query. */
      database: ZDependencyState,
      /** The pg-boss job queue reaches its schema (jobs can be sent and worked). */
      queue: ZDependencyState,
    }),
  })
  .meta({ id: 'ReadinessResponse' });
export type TReadinessResponse = z.infer<typeof ZReadinessResponse>;
