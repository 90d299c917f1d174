import { ERASURE_REQUEST_DAYS, type TPrivacySettings } from '@app/contracts';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ApplicationScope, applicationOrder, ownApplication } from '../../db/own-application';
import { assessments, candidates, companies, profiles, roles, user } from '../../db/schema';

export const privacyRepository = {
  async company(db: Executor, companyId: string) {
    const [row] = await db
      .select({
        name: companies.name,
        email: companies.email,
        privacyContactEmail: companies.privacyContactEmail,
        privacyPolicyUrl: companies.privacyPolicyUrl,
        candidateRetentionMonths: companies.candidateRetentionMonths,
        auditLogRetentionMonths: companies.auditLogRetentionMonths,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row ?? null;
  },

  async saveSettings(db: Executor, companyId: string, settings: TPrivacySettings) {
    await db.update(companies).set(settings).where(eq(companies.id, companyId));
  },

  /** The signed-in candidate's application in scope (not erased: an erased person has no account left). */
  async candidateInScope(db: Executor, scope: ApplicationScope) {
    const [row] = await db
      .select({
        id: candidates.id,
        companyId: candidates.companyId,
        erasureRequestedAt: candidates.erasureRequestedAt,
        assessmentName: assessments.name,
      })
      .from(candidates)
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(and(ownApplication(scope), isNull(candidates.erasedAt)))
      .orderBy(...applicationOrder(scope))
      .limit(1);
    return row ?? null;
  },

  /**
   * Marks the request once, on every application of the person at the application's company (an erasure
   * erases the person there, so each of their dashboards shows it): asking again keeps the first date (the
   * one-month clock runs from it).
   */
  async requestErasure(db: Executor, candidateId: string): Promise<Date> {
    const rows = await db
      .update(candidates)
      .set({ erasureRequestedAt: sql`coalesce(${candidates.erasureRequestedAt}, now())` })
      .where(
        sql`${candidates.id} = ${candidateId} OR (${candidates.userId}, ${candidates.companyId}) = (
          SELECT c.user_id, c.company_id FROM ${candidates} c WHERE c.id = ${candidateId})`,
      )
      .returning({ id: candidates.id, at: candidates.erasureRequestedAt });
    const at = rows.find((r) => r.id === candidateId)?.at;
    if (!at) throw new Error('erasure request not stored');
    return at;
  },

  /**
   * The companies that hold applications of the person (not erased), each with the application its
   * erasure request starts from (the first made) and the earliest request, if any.
   */
  companiesOf(db: Executor, userId: string) {
    return db
      .select({
        companyId: candidates.companyId,
        companyName: sql<string>`min(coalesce(nullif(${companies.displayName}, ''), ${companies.name}))`,
        firstApplicationId: sql<string>`(array_agg(${candidates.id} ORDER BY ${candidates.createdAt}, ${candidates.id}))[1]`,
        applications: sql<number>`count(*)::int`,
        requestedAt: sql<Date | null>`min(${candidates.erasureRequestedAt})`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
      })
      .from(candidates)
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .where(and(eq(candidates.userId, userId), isNull(candidates.erasedAt)))
      .groupBy(candidates.companyId)
      .orderBy(sql`min(${candidates.createdAt})`);
  },

  pendingRequests(db: Executor, companyId: string) {
    return db
      .select({
        candidateId: candidates.id,
        fullName: candidates.fullName,
        email: candidates.email,
        assessmentName: assessments.name,
        requestedAt: candidates.erasureRequestedAt,
        dueBy: sql<Date>`${candidates.erasureRequestedAt} + make_interval(days => ${ERASURE_REQUEST_DAYS})`,
      })
      .from(candidates)
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(
        and(
          eq(candidates.companyId, companyId),
          isNotNull(candidates.erasureRequestedAt),
          isNull(candidates.erasedAt),
        ),
      )
      .orderBy(asc(candidates.erasureRequestedAt));
  },

  async candidateExists(db: Executor, companyId: string, candidateId: string) {
    const [row] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)));
    return Boolean(row);
  },

  adminEmails(db: Executor, companyId: string) {
    return db
      .select({ email: user.email })
      .from(profiles)
      .innerJoin(roles, eq(roles.id, profiles.roleId))
      .innerJoin(user, eq(user.id, profiles.id))
      .where(and(eq(profiles.companyId, companyId), eq(roles.name, 'admin')));
  },

  /**
   * Deletes the company and everything of it in one transaction: its rows (every company table cascades
   * from companies), the sign-in accounts of its members and candidates (sessions and accounts cascade),
   * and what outside those tables names its people: mail in the outbox and in pg-boss, verification and
   * rate-limit rows, the exposure counts and AI cache of its custom tests. Its audit log goes with it
   * (the append-only trigger allows the purge). Of a candidate who is also another company's, only the
   * mail about this company's applications goes: the account and the rest are the other company's too.
   */
  async deleteCompany(tx: Executor, companyId: string) {
    await tx.execute(sql`SET LOCAL hireassess.audit_purge = 'on'`);
    const people = await tx.execute<{ user_id: string | null; email: string }>(sql`
      SELECT p.id AS user_id, lower(u.email) AS email FROM profiles p JOIN "user" u ON u.id = p.id WHERE p.company_id = ${companyId}
      UNION SELECT c.user_id, lower(c.email) FROM candidates c WHERE c.company_id = ${companyId}
      UNION SELECT NULL, lower(t.email) FROM team_invitations t WHERE t.company_id = ${companyId}
      UNION SELECT NULL, lower(r.email) FROM invite_link_registrations r WHERE r.company_id = ${companyId}`);
    const userIds = [...new Set(people.rows.flatMap((p) => (p.user_id ? [p.user_id] : [])))];
    const list = (values: string[]) => sql`${sql.param(values)}::text[]`;
    // A candidate who is also another company's keeps that company's mail and their sign-in rows: only the
    // mail about this company's applications goes for them (issue 35 item 6).
    const elsewhere = await tx.execute<{ email: string }>(sql`
      SELECT DISTINCT lower(email) AS email FROM candidates
      WHERE company_id <> ${companyId} AND erased_at IS NULL
        AND lower(email) = ANY(${list(people.rows.map((p) => p.email))})`);
    const kept = new Set(elsewhere.rows.map((r) => r.email));
    const emails = [...new Set(people.rows.map((p) => p.email))].filter((e) => !kept.has(e));
    const patterns = emails.map((e) => `%${e.replace(/[\\%_]/g, '\\$&')}%`);
    await tx.execute(sql`
      DELETE FROM outbox WHERE candidate_id IN (SELECT id FROM candidates WHERE company_id = ${companyId})`);
    await tx.execute(sql`
      DELETE FROM pgboss.job WHERE data->>'candidateId' IN (SELECT id::text FROM candidates WHERE company_id = ${companyId})`);
    await tx.execute(sql`
      DELETE FROM item_exposure WHERE test_id IN (SELECT id FROM test_library WHERE company_id = ${companyId})`);
    await tx.execute(sql`
      DELETE FROM ai_item_cache WHERE test_id IN (SELECT id FROM test_library WHERE company_id = ${companyId})`);
    if (emails.length > 0) {
      await tx.execute(sql`DELETE FROM outbox WHERE lower("to") = ANY(${list(emails)})`);
      await tx.execute(sql`DELETE FROM pgboss.job WHERE data::text ILIKE ANY(${list(patterns)})`);
      await tx.execute(sql`
        DELETE FROM verification WHERE identifier ILIKE ANY(${list(patterns)}) OR value ILIKE ANY(${list(patterns)})
          OR value = ANY(${list(userIds)})`);
      await tx.execute(sql`DELETE FROM rate_limit WHERE key ILIKE ANY(${list(patterns)})`);
    }
    await tx.execute(sql`DELETE FROM companies WHERE id = ${companyId}`);
    if (userIds.length > 0) {
      // A candidate account also used by another company's candidate record stays for that company.
      await tx.execute(sql`
        DELETE FROM "user" u WHERE u.id = ANY(${list(userIds)})
          AND NOT EXISTS (SELECT 1 FROM candidates c WHERE c.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = u.id AND p.company_id IS NOT NULL)`);
    }
  },
};
