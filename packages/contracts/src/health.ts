import { z } from 'zod';

export const ZHealthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'HealthResponse' });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** GET /api/public-config: what the public pages need to know about this installation. */
export const ZPublicConfig = z
  .object({
    /** Set only while the seeded demo workspace is available (never on a production database). */
    demoAccount: z.object({ email: z.string(), password: z.string() }).nullable(),
  })
  .meta({ id: 'PublicConfig' });
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
