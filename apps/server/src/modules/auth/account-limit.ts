import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimit } from '../../db/schema';

/**
 * Failed sign-ins per account, whatever the address they come from: the per-address limit alone lets
 * a password be guessed from many addresses. Ten failures lock the account's sign-in for 15 minutes
 * after the last one (OWASP Authentication Cheat Sheet: account lockout with a time window); unknown
 * emails count the same, so the answer never tells whether an account exists.
 */
export const ACCOUNT_SIGN_IN_FAILURES = 10;
export const ACCOUNT_LOCK_SECONDS = 15 * 60;

/** Its rows share Better Auth's rate_limit table: rate-limit-storage.ts leaves them to this file. */
export const ACCOUNT_KEY_PREFIX = 'account-sign-in:';
/**
 * A key per address, of fixed length whatever was typed: an address is the SHA-256 of its trimmed lower
 * case (a megabyte of "email" once made the key too long for the table's unique index: a 500).
 */
export const addressKey = (prefix: string, email: string) =>
  `${prefix}${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
const keyOf = (email: string) => addressKey(ACCOUNT_KEY_PREFIX, email);

export const accountLimit = {
  /** Seconds until the account may try again, or 0 when it may now. */
  async lockedFor(db: Database, email: string, now = Date.now()): Promise<number> {
    const rows = await db.execute<{ count: number; last_request: string }>(
      sql`SELECT count, last_request FROM ${rateLimit} WHERE key = ${keyOf(email)}`,
    );
    const row = rows.rows[0];
    if (!row || row.count < ACCOUNT_SIGN_IN_FAILURES) return 0;
    const left = ACCOUNT_LOCK_SECONDS - Math.floor((now - Number(row.last_request)) / 1000);
    return Math.max(0, left);
  },

  /** One more failure; a failure after a quiet window starts the count again. */
  async recordFailure(db: Database, email: string, now = Date.now()) {
    await db.execute(sql`
      INSERT INTO ${rateLimit} (id, key, count, last_request)
      VALUES (gen_random_uuid()::text, ${keyOf(email)}, 1, ${now})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN ${rateLimit}.last_request < ${now - ACCOUNT_LOCK_SECONDS * 1000} THEN 1
                     ELSE ${rateLimit}.count + 1 END,
        last_request = ${now}`);
  },

  async clear(db: Database, email: string) {
    await db.execute(sql`DELETE FROM ${rateLimit} WHERE key = ${keyOf(email)}`);
  },
};

/**
 * Sign-in codes mailed to one address, whoever asks (decision 033): a code request is a mail the asker
 * makes the server send, so an address gets at most this many in the window. Unknown addresses count the
 * same, so the refusal never tells whether an account exists.
 */
export const SIGN_IN_CODES_PER_WINDOW = 5;
export const SIGN_IN_CODE_WINDOW_SECONDS = 15 * 60;
/** Its rows, like the account locks, outlive the address limits' one-minute clean-up (rate-limit-storage.ts). */
export const CODE_KEY_PREFIX = 'sign-in-code:';

export const codeLimit = {
  /** Counts one more request for the address; answers the seconds to wait when it is one too many, else 0. */
  async take(db: Database, email: string, now = Date.now()): Promise<number> {
    const key = addressKey(CODE_KEY_PREFIX, email);
    const windowStart = now - SIGN_IN_CODE_WINDOW_SECONDS * 1000;
    const rows = await db.execute<{ count: number; first: string }>(sql`
      INSERT INTO ${rateLimit} (id, key, count, last_request)
      VALUES (gen_random_uuid()::text, ${key}, 1, ${now})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN ${rateLimit}.last_request < ${windowStart} THEN 1 ELSE ${rateLimit}.count + 1 END,
        last_request = CASE WHEN ${rateLimit}.last_request < ${windowStart} THEN ${now}
                            ELSE ${rateLimit}.last_request END
      RETURNING count, last_request AS first`);
    const row = rows.rows[0];
    if (!row || row.count <= SIGN_IN_CODES_PER_WINDOW) return 0;
    return Math.max(1, SIGN_IN_CODE_WINDOW_SECONDS - Math.floor((now - Number(row.first)) / 1000));
  },
};
