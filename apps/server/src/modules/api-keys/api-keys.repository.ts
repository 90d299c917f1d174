import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeys, user } from '../../db/schema';

export type ApiKeyRow = Awaited<ReturnType<typeof apiKeysRepository.list>>[number];

/** What a request authenticated by a key may act as: the key's company, on its current plan. */
export type ApiKeyMatch = {
  id: string;
  companyId: string;
  createdBy: string | null;
  revokedAt: Date | null;
  plan: string;
};

export const apiKeysRepository = {
  /** The company's keys, newest first (revoked ones too, so the admin sees what was cut off and when). */
  list(db: Database, companyId: string, id?: string) {
    return db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        prefix: apiKeys.prefix,
        createdAt: apiKeys.createdAt,
        lastUsedAt: apiKeys.lastUsedAt,
        revokedAt: apiKeys.revokedAt,
        creatorId: user.id,
        creatorName: user.name,
        creatorEmail: user.email,
      })
      .from(apiKeys)
      .leftJoin(user, eq(user.id, apiKeys.createdBy))
      .where(and(eq(apiKeys.companyId, companyId), id ? eq(apiKeys.id, id) : undefined))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  },

  async insert(
    db: Database,
    values: { companyId: string; name: string; prefix: string; keyHash: string; createdBy: string },
  ): Promise<string> {
    const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
    if (!row) throw new Error('api key insert returned no row');
    return row.id;
  },

  /** Revokes once: revoking again keeps the first time. False when the key is not the company's. */
  async revoke(db: Database, companyId: string, id: string): Promise<boolean> {
    const rows = await db
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
      .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
      .returning({ id: apiKeys.id });
    return rows.length > 0;
  },

  /**
   * The key with this hash and its company's plan, in one round trip (the unique index on key_hash).
   * The same statement records the use, at most once a minute per key: a busy integration does not
   * write a row per request, and concurrent requests of the same minute find the time already set.
   */
  async authenticate(db: Database, keyHash: string): Promise<ApiKeyMatch | null> {
    const result = await db.execute<{
      id: string;
      company_id: string;
      created_by: string | null;
      revoked_at: Date | null;
      plan: string;
    }>(sql`
      WITH found AS (
        SELECT id, company_id, created_by, revoked_at FROM api_keys WHERE key_hash = ${keyHash}
      ), touched AS (
        UPDATE api_keys SET last_used_at = now()
        FROM found
        WHERE api_keys.id = found.id AND found.revoked_at IS NULL
          AND (api_keys.last_used_at IS NULL OR api_keys.last_used_at < now() - interval '1 minute')
        RETURNING api_keys.id
      )
      SELECT found.id, found.company_id, found.created_by, found.revoked_at, companies.plan
      FROM found JOIN companies ON companies.id = found.company_id`);
    const [row] = result.rows;
    if (!row) return null;
    return {
      id: row.id,
      companyId: row.company_id,
      createdBy: row.created_by,
      revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
      plan: row.plan,
    };
  },
};
