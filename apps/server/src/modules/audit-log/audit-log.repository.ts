import type { TAuditLogFilters } from '@app/contracts';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { apiKeys, auditLog, companies, profiles, roles, user } from '../../db/schema';

export type NewAuditLogEntry = typeof auditLog.$inferInsert;

/** The object id as a uuid where it is one (most are), so the name lookups below use primary keys. */
const objectUuid = sql`CASE WHEN ${auditLog.objectId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN ${auditLog.objectId}::uuid END`;

/**
 * The object in words, read now from the company's own rows: the log keeps ids only, and a deleted object
 * has no name. Things only (assessments, tests, endpoints, keys): a person stays an id on the page and in
 * its CSV, which outlive an erasure in whoever downloaded them.
 */
const objectName = sql<string | null>`CASE ${auditLog.objectType}
  WHEN 'assessment' THEN (SELECT a.name FROM assessments a WHERE a.id = ${objectUuid} AND a.company_id = ${auditLog.companyId})
  WHEN 'custom_test' THEN (SELECT t.name FROM test_library t WHERE t.id = ${objectUuid} AND t.company_id = ${auditLog.companyId})
  WHEN 'webhook_endpoint' THEN (SELECT w.url FROM webhook_endpoints w WHERE w.id = ${objectUuid} AND w.company_id = ${auditLog.companyId})
  WHEN 'api_key' THEN (SELECT k.name FROM api_keys k WHERE k.id = ${objectUuid} AND k.company_id = ${auditLog.companyId})
END`;

const entryColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorKind: auditLog.actorKind,
  actorUserId: auditLog.actorUserId,
  actorName: auditLog.actorName,
  apiKeyId: auditLog.apiKeyId,
  apiKeyName: apiKeys.name,
  action: auditLog.action,
  objectType: auditLog.objectType,
  objectId: auditLog.objectId,
  objectName,
  ip: auditLog.ip,
  details: auditLog.details,
};

/** The day after `date` (YYYY-MM-DD) at 00:00 UTC: `to` is inclusive. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000);

function matching(companyId: string, filters: Omit<TAuditLogFilters, 'page'>): SQL | undefined {
  return and(
    eq(auditLog.companyId, companyId),
    filters.from ? gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(auditLog.createdAt, dayAfter(filters.to)) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    // A member's own actions, not those of the API keys they created (which carry them as the key's creator).
    filters.actor
      ? or(
          and(eq(auditLog.actorUserId, filters.actor), inArray(auditLog.actorKind, ['admin', 'reviewer'])),
          sql`${auditLog.apiKeyId}::text = ${filters.actor}`,
        )
      : undefined,
    filters.objectId ? eq(auditLog.objectId, filters.objectId) : undefined,
  );
}

const listQuery = (db: Executor, where: SQL | undefined) =>
  db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));

// Every read takes the company id: another company's entries are never listed.
export const auditLogRepository = {
  async insert(db: Executor, row: NewAuditLogEntry) {
    await db.insert(auditLog).values(row);
  },

  /**
   * A company member's sign-in, in one statement: nothing for a candidate or a user without a company.
   * The name is the one the member has now, kept as written when they later change it or leave.
   */
  async insertSignIn(db: Executor, userId: string, ip: string | null) {
    await db.execute(sql`
      INSERT INTO ${auditLog} (company_id, actor_kind, actor_user_id, actor_name, action, object_type, object_id, ip)
      SELECT ${profiles.companyId}, ${roles.name}, ${user.id}, ${user.name}, 'member.signed_in', 'member', ${user.id}, ${ip}
      FROM ${profiles}
      JOIN ${roles} ON ${roles.id} = ${profiles.roleId}
      JOIN ${user} ON ${user.id} = ${profiles.id}
      WHERE ${profiles.id} = ${userId} AND ${profiles.companyId} IS NOT NULL
        AND ${roles.name} IN ('admin', 'reviewer')`);
  },

  /** A wrong password for a company member's address: recorded against the member, without the password. */
  async insertFailedSignIn(db: Executor, email: string, ip: string | null) {
    await db.execute(sql`
      INSERT INTO ${auditLog} (company_id, actor_kind, actor_user_id, actor_name, action, object_type, object_id, ip)
      SELECT ${profiles.companyId}, ${roles.name}, ${user.id}, ${user.name}, 'member.sign_in_failed', 'member', ${user.id}, ${ip}
      FROM ${user}
      JOIN ${profiles} ON ${profiles.id} = ${user.id}
      JOIN ${roles} ON ${roles.id} = ${profiles.roleId}
      WHERE ${user.email} = ${email.trim().toLowerCase()} AND ${profiles.companyId} IS NOT NULL
        AND ${roles.name} IN ('admin', 'reviewer')`);
  },

  async page(db: Executor, companyId: string, filters: TAuditLogFilters, pageSize: number) {
    const where = matching(companyId, filters);
    const [items, [total]] = await Promise.all([
      listQuery(db, where)
        .limit(pageSize)
        .offset((filters.page - 1) * pageSize),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  /** Every matching entry, newest first, up to `limit` (the CSV export). */
  all(db: Executor, companyId: string, filters: Omit<TAuditLogFilters, 'page'>, limit: number) {
    return listQuery(db, matching(companyId, filters)).limit(limit);
  },

  /** The members and API keys that appear in the company's log, for the actor filter. */
  async actors(db: Executor, companyId: string) {
    const [members, keys] = await Promise.all([
      db
        .selectDistinctOn([auditLog.actorUserId], {
          id: auditLog.actorUserId,
          name: auditLog.actorName,
          kind: auditLog.actorKind,
        })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.companyId, companyId),
            isNotNull(auditLog.actorUserId),
            sql`${auditLog.actorKind} in ('admin', 'reviewer')`,
          ),
        )
        .orderBy(auditLog.actorUserId, desc(auditLog.createdAt)),
      db
        .selectDistinct({ id: auditLog.apiKeyId, name: apiKeys.name })
        .from(auditLog)
        .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
        .where(and(eq(auditLog.companyId, companyId), isNotNull(auditLog.apiKeyId))),
    ]);
    return { members, keys };
  },

  async retentionMonths(db: Executor, companyId: string): Promise<number | null> {
    const [row] = await db
      .select({ months: companies.auditLogRetentionMonths })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.months ?? null;
  },

  /**
   * Deletes every company's entries older than its retention period in one statement. The append-only
   * trigger lets a DELETE through only in a transaction that set hireassess.audit_purge.
   */
  async deleteExpired(db: Database, now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL hireassess.audit_purge = 'on'`);
      const result = await tx.execute(sql`
        DELETE FROM ${auditLog} a USING ${companies} c
        WHERE c.id = a.company_id
          AND a.created_at < ${now.toISOString()}::timestamptz - make_interval(months => c.audit_log_retention_months)`);
      return result.rowCount ?? 0;
    });
  },
};
