import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, like, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database } from '../../db/client';
import {
  account,
  assessments,
  candidateRecords,
  candidates,
  companies,
  profiles,
  sections,
  user,
  verification,
} from '../../db/schema';
import { RESET_PASSWORD_PREFIX } from '../auth/reset-links';
import { type BrandRow, brandColumns } from '../branding/brand-columns';

/** The database or a transaction of it: every function here runs inside the service's transaction. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Better Auth deletes a reset-password row when it is used (and expired ones in its periodic cleanup),
 * after which a link cannot be told from a mistyped one. So each invitation also leaves a record of its
 * own in the same table, under the SHA-256 of its token (the token itself is not kept once used): it is
 * renamed to the used prefix when the password is set, and outlives the link by RECORD_RETENTION_MS so a
 * late click still hears what happened to the link.
 */
export const INVITATION_RECORD_PREFIX = 'candidate-invitation:';
export const USED_INVITATION_RECORD_PREFIX = 'candidate-invitation-used:';
export const RECORD_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export type LinkRecord = {
  kind: 'link' | 'issued' | 'used';
  /** When the link itself stops (stopped) working. */
  linkExpiresAt: Date;
  /** The candidate's own language and their assessment's (issue 23), as stored. */
  candidateLanguage: string | null;
  assessmentLanguage: string | null;
} & BrandRow;

export type NewAccount = { candidateId: string; userId: string; name: string; email: string };
export type NewToken = { userId: string; token: string; expiresAt: Date };

export const invitationsRepository = {
  /** The account an unexpired invitation (or reset) token belongs to; null for any other token. */
  async accountForToken(db: Database, token: string) {
    const [row] = await db
      .select({ userId: user.id, email: user.email })
      .from(verification)
      .innerJoin(user, eq(user.id, verification.value))
      .where(
        and(
          eq(verification.identifier, `${RESET_PASSWORD_PREFIX}${token}`),
          gt(verification.expiresAt, new Date()),
        ),
      );
    return row ?? null;
  },

  /** The candidate opened a valid link of theirs (the accept page's check): the admin's table shows it. */
  async markOpened(db: Database, token: string): Promise<void> {
    await db
      .update(candidates)
      .set({ invitationOpenedAt: sql`now()` })
      .from(verification)
      .where(
        and(
          eq(verification.identifier, `${RESET_PASSWORD_PREFIX}${token}`),
          eq(candidates.userId, verification.value),
        ),
      );
  },

  /** The candidate set their password with an invitation (having opened it, whatever was recorded). */
  async markPasswordSet(db: Database, userId: string): Promise<void> {
    await db
      .update(candidates)
      .set({
        passwordSetAt: sql`now()`,
        invitationOpenedAt: sql`coalesce(${candidates.invitationOpenedAt}, now())`,
      })
      .where(eq(candidates.userId, userId));
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
   * What is known of a link: its live reset-password row (kind 'link', expired or not) and its record
   * ('issued' or 'used'), each with the company of the candidate it belongs to. Empty for an unknown token.
   */
  async linkRecords(db: Database, token: string): Promise<LinkRecord[]> {
    const hash = tokenHash(token);
    const identifiers = {
      [`${RESET_PASSWORD_PREFIX}${token}`]: 'link',
      [`${INVITATION_RECORD_PREFIX}${hash}`]: 'issued',
      [`${USED_INVITATION_RECORD_PREFIX}${hash}`]: 'used',
    } as const;
    // A person with several applications: the latest invited one's company and language speak.
    const rows = await db
      .selectDistinctOn([verification.identifier], {
        identifier: verification.identifier,
        expiresAt: verification.expiresAt,
        candidateLanguage: candidates.language,
        assessmentLanguage: assessments.language,
        ...brandColumns,
      })
      .from(verification)
      .innerJoin(candidates, eq(candidates.userId, verification.value))
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(inArray(verification.identifier, Object.keys(identifiers)))
      .orderBy(verification.identifier, sql`${candidates.invitedAt} DESC NULLS LAST`);
    return rows.map(({ identifier, expiresAt, ...rest }) => {
      const kind = identifiers[identifier] ?? 'link';
      const linkExpiresAt = kind === 'link' ? expiresAt : new Date(expiresAt.getTime() - RECORD_RETENTION_MS);
      return { kind, linkExpiresAt, ...rest };
    });
  },

  /** The password was set with this link: its record says so from now on. */
  async markUsed(db: Database, token: string): Promise<void> {
    const hash = tokenHash(token);
    await db
      .update(verification)
      .set({ identifier: `${USED_INVITATION_RECORD_PREFIX}${hash}`, updatedAt: new Date() })
      .where(eq(verification.identifier, `${INVITATION_RECORD_PREFIX}${hash}`));
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
   * Which of these users their owner activated: a password set (through an invitation or "Forgot
   * password?") or any other sign-in method linked. An account created for an invitation has none of these
   * until its owner opens a link sent to the address.
   */
  async activatedAccounts(tx: Tx, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await tx
      .selectDistinct({ userId: account.userId })
      .from(account)
      .where(anyOf(account.userId, userIds, 'text'));
    return new Set(rows.map((r) => r.userId));
  },

  /** Which of these emails already have an auth user (Better Auth and candidates both store them lower-case). */
  async takenEmails(tx: Tx, emails: string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const rows = await tx
      .select({ email: user.email })
      .from(user)
      .where(anyOf(user.email, emails, 'text'));
    return new Set(rows.map((r) => r.email));
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

  /**
   * One fresh token per user; every earlier reset-password token of these users (an older invitation,
   * or a pending "forgot password" link) stops working.
   */
  async replaceTokens(tx: Tx, tokens: NewToken[]): Promise<void> {
    if (tokens.length === 0) return;
    await tx.delete(verification).where(
      and(
        anyOf(
          verification.value,
          tokens.map((t) => t.userId),
          'text',
        ),
        like(verification.identifier, `${RESET_PASSWORD_PREFIX}%`),
      ),
    );
    const rows = tokens.flatMap((t) => [
      {
        identifier: `${RESET_PASSWORD_PREFIX}${t.token}`,
        value: t.userId,
        expiresAt: t.expiresAt.toISOString(),
      },
      {
        identifier: `${INVITATION_RECORD_PREFIX}${tokenHash(t.token)}`,
        value: t.userId,
        expiresAt: new Date(t.expiresAt.getTime() + RECORD_RETENTION_MS).toISOString(),
      },
    ]);
    await tx.execute(sql`
      INSERT INTO ${verification} (id, identifier, value, expires_at)
      SELECT v.id, v.identifier, v.value, v.expires_at
      FROM unnest(${sql.param(rows.map(() => randomUUID()))}::text[],
                  ${sql.param(rows.map((r) => r.identifier))}::text[],
                  ${sql.param(rows.map((r) => r.value))}::text[],
                  ${sql.param(rows.map((r) => r.expiresAt))}::timestamptz[]) AS v(id, identifier, value, expires_at)`);
  },
};
