import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database, Executor } from '../../db/client';
import {
  applicationLinks,
  assessments,
  candidateRecords,
  candidates,
  companies,
  profiles,
  sections,
  user,
} from '../../db/schema';
import { type BrandRow, brandColumns } from '../branding/brand-columns';

/** The database or a transaction of it: every function here runs inside the service's transaction. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Links are kept as the SHA-256 of their token: the table alone opens nothing (decision 033). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What an application link opens, and for whom: its company's white-label and the person's language. */
export type LinkTarget = {
  applicationId: string;
  userId: string | null;
  expiresAt: Date;
  opening: string | null;
  /** The candidate's own language and their assessment's (issue 23), as stored. */
  candidateLanguage: string | null;
  assessmentLanguage: string | null;
} & BrandRow;

export type NewAccount = { candidateId: string; userId: string; name: string; email: string };
export type NewLink = { applicationId: string; token: string; expiresAt: Date };

export const invitationsRepository = {
  /** The application a link opens (expired or not), with what its page shows; null for an unknown token. */
  async linkTarget(db: Database, token: string): Promise<LinkTarget | null> {
    const [row] = await db
      .select({
        applicationId: applicationLinks.applicationId,
        userId: candidates.userId,
        expiresAt: applicationLinks.expiresAt,
        opening: assessments.name,
        candidateLanguage: candidates.language,
        assessmentLanguage: assessments.language,
        ...brandColumns,
      })
      .from(applicationLinks)
      .innerJoin(candidates, eq(candidates.id, applicationLinks.applicationId))
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(eq(applicationLinks.tokenHash, tokenHash(token)));
    return row ?? null;
  },

  /** The person opened a link to this application: the admin's table shows it. */
  async markOpened(db: Database, applicationId: string): Promise<void> {
    await db
      .update(candidates)
      .set({ invitationOpenedAt: sql`now()` })
      .where(eq(candidates.id, applicationId));
  },

  /** The candidates whose invitation was just issued (emailed or copied). */
  async markInvited(tx: Tx, companyId: string, candidateIds: string[]): Promise<void> {
    if (candidateIds.length === 0) return;
    await tx
      .update(candidates)
      .set({ invitedAt: sql`now()` })
      .where(and(eq(candidates.companyId, companyId), anyOf(candidates.id, candidateIds, 'uuid')));
  },

  /** The company's candidates among `ids`, locked until the transaction ends (two resends queue up). */
  lockCandidates(tx: Tx, companyId: string, ids: string[]) {
    return (
      tx
        .select({
          id: candidates.id,
          email: candidates.email,
          fullName: candidates.fullName,
          userId: candidates.userId,
          testStatus: candidates.testStatus,
          candidateLanguage: candidates.language,
          assessmentLanguage: assessments.language,
          assessmentName: assessments.name,
          deadlineAt: sql<Date | null>`coalesce(${candidates.deadlineAt}, ${assessments.closesAt})`.mapWith(
            candidates.createdAt,
          ),
          timeZone: assessments.timeZone,
        })
        .from(candidates)
        .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
        .where(and(eq(candidates.companyId, companyId), anyOf(candidates.id, ids, 'uuid')))
        .orderBy(asc(candidates.id))
        // The candidates only: the assessment is read, not changed.
        .for('update', { of: candidates })
    );
  },

  /**
   * Each candidate's sections (one per selected test, in display order) with their time limits and the
   * candidate's extra-time multiplier, keyed by candidate id: what the invitation email outlines.
   */
  async sectionsOf(tx: Tx, candidateIds: string[]) {
    if (candidateIds.length === 0) return new Map<string, { name: string; minutes: number }[]>();
    const rows = await tx
      .select({
        candidateId: candidates.id,
        name: sections.name,
        timeLimitMinutes: sections.timeLimitMinutes,
        multiplier: candidates.extraTimeMultiplier,
      })
      .from(candidates)
      .innerJoin(sections, eq(sections.assessmentId, candidates.assessmentId))
      .where(anyOf(candidates.id, candidateIds, 'uuid'))
      .orderBy(asc(candidates.id), asc(sections.displayOrder));
    const byCandidate = new Map<string, { name: string; minutes: number }[]>();
    for (const row of rows) {
      const list = byCandidate.get(row.candidateId) ?? [];
      list.push({ name: row.name, minutes: Math.round(row.timeLimitMinutes * row.multiplier) });
      byCandidate.set(row.candidateId, list);
    }
    return byCandidate;
  },

  /**
   * Links applications without an account to the person's account when one exists with their address and
   * it is a candidate's (decision 032 step 4: one account per person, across companies). Safe since no
   * company can obtain a credential of it (decision 033): each company's links open its own applications
   * only, and everything else needs the mailbox. Returns the user ids linked, by application id.
   */
  async linkPersonAccounts(tx: Tx, companyId: string, candidateIds: string[]): Promise<Map<string, string>> {
    if (candidateIds.length === 0) return new Map();
    const linked = await tx.execute<{ id: string; user_id: string }>(sql`
      WITH accounts AS (
        UPDATE ${candidates} c SET user_id = u.id
        FROM ${user} u JOIN ${profiles} p ON p.id = u.id JOIN roles r ON r.id = p.role_id AND r.name = 'candidate'
        WHERE u.email = c.email AND c.user_id IS NULL
          AND c.company_id = ${companyId} AND c.id = ANY(${sql.param(candidateIds)}::uuid[])
        RETURNING c.id, c.user_id, c.record_id
      ), records AS (
        UPDATE ${candidateRecords} r SET user_id = accounts.user_id
        FROM accounts WHERE r.id = accounts.record_id AND r.user_id IS NULL
      )
      SELECT id, user_id FROM accounts`);
    return new Map(linked.rows.map((row) => [row.id, row.user_id]));
  },

  /**
   * Which of these emails already have an auth user that is not a candidate's (an administrator or a
   * reviewer: their account cannot also take tests). Better Auth and candidates both store them lower-case.
   */
  async takenEmails(tx: Tx, emails: string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const rows = await tx.execute<{ email: string }>(sql`
      SELECT u.email FROM ${user} u
      WHERE u.email = ANY(${sql.param(emails)}::text[])
        AND NOT EXISTS (SELECT 1 FROM ${profiles} p JOIN roles r ON r.id = p.role_id
                        WHERE p.id = u.id AND r.name = 'candidate')`);
    return new Set(rows.rows.map((r) => r.email));
  },

  /**
   * Links applications without an account to the account of their record (the person's other application
   * of the company got it first, decision 032). Returns the user ids of those linked, or already linked
   * to their record's account, by application id.
   */
  async linkRecordAccounts(tx: Tx, companyId: string, candidateIds: string[]): Promise<Map<string, string>> {
    if (candidateIds.length === 0) return new Map();
    const linked = await tx.execute<{ id: string; user_id: string }>(sql`
      UPDATE ${candidates} c SET user_id = r.user_id
      FROM ${candidateRecords} r
      WHERE r.id = c.record_id AND r.user_id IS NOT NULL AND (c.user_id IS NULL OR c.user_id = r.user_id)
        AND c.company_id = ${companyId} AND c.id = ANY(${sql.param(candidateIds)}::uuid[])
      RETURNING c.id, c.user_id`);
    return new Map(linked.rows.map((row) => [row.id, row.user_id]));
  },

  /**
   * Verified auth users with a candidate profile in the company, linked to their candidate rows; three
   * statements whatever the count. An email taken concurrently is left out: the returned candidate ids
   * are the ones that got an account.
   */
  async createAccounts(tx: Tx, companyId: string, accounts: NewAccount[]): Promise<Set<string>> {
    if (accounts.length === 0) return new Set();
    // Arrays unnested by PostgreSQL, not Drizzle's multi-row VALUES: building that statement cost more
    // CPU than running it for an upload's thousands of accounts (bench/).
    const inserted = await tx.execute<{ id: string }>(sql`
      INSERT INTO ${user} (id, name, email, email_verified)
      SELECT v.id, v.name, v.email, true
      FROM unnest(${sql.param(accounts.map((a) => a.userId))}::text[],
                  ${sql.param(accounts.map((a) => a.name))}::text[],
                  ${sql.param(accounts.map((a) => a.email))}::text[]) AS v(id, name, email)
      ON CONFLICT (email) DO NOTHING
      RETURNING id`);
    const created = new Set(inserted.rows.map((u) => u.id));
    const linked = accounts.filter((a) => created.has(a.userId));
    if (linked.length === 0) return new Set();
    await tx.execute(sql`
      INSERT INTO ${profiles} (id, role_id, company_id)
      SELECT v.id, (SELECT id FROM roles WHERE name = 'candidate'), ${companyId}::uuid
      FROM unnest(${sql.param(linked.map((a) => a.userId))}::text[]) AS v(id)`);
    await tx.execute(sql`
      WITH applications AS (
        UPDATE ${candidates} SET user_id = v.user_id
        FROM unnest(${sql.param(linked.map((a) => a.candidateId))}::uuid[],
                    ${sql.param(linked.map((a) => a.userId))}::text[]) AS v(id, user_id)
        WHERE ${candidates.id} = v.id AND ${candidates.companyId} = ${companyId}
        RETURNING ${candidates.recordId} AS record_id, ${candidates.userId} AS user_id
      )
      -- The person's other applications get it when their own invitation step links them (linkRecordAccounts).
      UPDATE ${candidateRecords} r SET user_id = applications.user_id
      FROM applications WHERE r.id = applications.record_id`);
    return new Set(linked.map((a) => a.candidateId));
  },

  /** New links, each to one application; the application's earlier links keep working until they expire. */
  async insertLinks(tx: Executor, links: NewLink[]): Promise<void> {
    if (links.length === 0) return;
    await tx.execute(sql`
      INSERT INTO ${applicationLinks} (token_hash, application_id, expires_at)
      SELECT * FROM unnest(${sql.param(links.map((l) => tokenHash(l.token)))}::text[],
                           ${sql.param(links.map((l) => l.applicationId))}::uuid[],
                           ${sql.param(links.map((l) => l.expiresAt.toISOString()))}::timestamptz[])`);
  },
};
