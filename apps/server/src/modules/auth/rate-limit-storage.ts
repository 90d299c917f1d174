import type { BetterAuthOptions } from 'better-auth';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimit } from '../../db/schema';
import { ACCOUNT_KEY_PREFIX, CODE_KEY_PREFIX } from './account-limit';

/** Better Auth's longest rate-limit window (auth.ts rateLimit): an address's row older than this is spent. */
const LONGEST_WINDOW_MS = 60_000;

type RateLimitStorage = NonNullable<NonNullable<BetterAuthOptions['rateLimit']>['customStorage']>;

/**
 * Better Auth's per-address limiter in one statement: its database storage reads the row, then updates it
 * (two round trips on every /api/auth request), and prunes every row older than its longest window,
 * account locks (account-limit.ts, 15 minutes, same table) included. The rule is Better Auth's: a window
 * that has elapsed starts again at 1, a full window refuses without counting, otherwise the count grows.
 */
export function createRateLimitStorage(db: Database): RateLimitStorage {
  return {
    async consume(key, rule) {
      const now = Date.now();
      const elapsed = now - rule.window * 1000;
      const counted = await db.execute<{ restarted: boolean }>(sql`
        INSERT INTO ${rateLimit} (id, key, count, last_request)
        VALUES (gen_random_uuid()::text, ${key}, 1, ${now})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN ${rateLimit}.last_request <= ${elapsed} THEN 1 ELSE ${rateLimit}.count + 1 END,
          last_request = ${now}
        WHERE ${rateLimit}.last_request <= ${elapsed} OR ${rateLimit}.count < ${rule.max}
        RETURNING (xmax <> 0 AND count = 1) AS restarted`);
      const row = counted.rows[0];
      if (row) {
        // A window that starts again is Better Auth's moment to drop spent rows: only addresses' rows.
        if (row.restarted) {
          await db.execute(sql`
            DELETE FROM ${rateLimit} WHERE last_request < ${now - LONGEST_WINDOW_MS}
              AND key NOT LIKE ${`${ACCOUNT_KEY_PREFIX}%`} AND key NOT LIKE ${`${CODE_KEY_PREFIX}%`}`);
        }
        return { allowed: true, retryAfter: null };
      }
      const [full] = (
        await db.execute<{ last_request: string }>(
          sql`SELECT last_request FROM ${rateLimit} WHERE key = ${key}`,
        )
      ).rows;
      const last = Number(full?.last_request ?? now);
      return { allowed: false, retryAfter: Math.ceil((last + rule.window * 1000 - now) / 1000) };
    },
  };
}
