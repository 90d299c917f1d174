import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { assessments, candidates, companies, inviteLinkRegistrations } from '../../db/schema';
import { brandColumns } from '../branding/brand-columns';

const linkColumns = {
  assessmentId: assessments.id,
  companyId: assessments.companyId,
  name: assessments.name,
  status: assessments.status,
  opensAt: assessments.opensAt,
  closesAt: assessments.closesAt,
  timeZone: assessments.timeZone,
  selectedTests: assessments.selectedTests,
  token: assessments.inviteLinkToken,
  enabled: assessments.inviteLinkEnabled,
  cap: assessments.inviteLinkCap,
};

// Every admin query takes the company id: another company's assessment is simply not found.
export const inviteLinkRepository = {
  async settings(db: Executor, companyId: string, assessmentId: string) {
    const [row] = await db
      .select(linkColumns)
      .from(assessments)
      .where(and(eq(assessments.companyId, companyId), eq(assessments.id, assessmentId)));
    return row ?? null;
  },

  async update(
    db: Executor,
    companyId: string,
    assessmentId: string,
    values: { token?: string; enabled?: boolean; cap?: number | null },
  ) {
    const set: Partial<typeof assessments.$inferInsert> = {};
    if (values.token !== undefined) set.inviteLinkToken = values.token;
    if (values.enabled !== undefined) set.inviteLinkEnabled = values.enabled;
    if (values.cap !== undefined) set.inviteLinkCap = values.cap;
    const updated = await db
      .update(assessments)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(assessments.companyId, companyId), eq(assessments.id, assessmentId)))
      .returning({ id: assessments.id });
    return updated.length > 0;
  },

  /** A replaced link's unconfirmed sign-ups stop too: their confirmation links expire now. */
  async expirePending(db: Executor, assessmentId: string) {
    await db
      .update(inviteLinkRegistrations)
      .set({ expiresAt: sql`now()` })
      .where(
        and(
          eq(inviteLinkRegistrations.assessmentId, assessmentId),
          isNull(inviteLinkRegistrations.confirmedAt),
          gt(inviteLinkRegistrations.expiresAt, sql`now()`),
        ),
      );
  },

  /** Candidates who came in through the link. */
  async joined(db: Executor, assessmentId: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(candidates)
      .where(and(eq(candidates.assessmentId, assessmentId), eq(candidates.source, 'link')));
    return row?.value ?? 0;
  },

  /** Sign-ups still waiting for their confirmation. */
  async pending(db: Executor, assessmentId: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(inviteLinkRegistrations)
      .where(
        and(
          eq(inviteLinkRegistrations.assessmentId, assessmentId),
          isNull(inviteLinkRegistrations.confirmedAt),
          gt(inviteLinkRegistrations.expiresAt, sql`now()`),
        ),
      );
    return row?.value ?? 0;
  },

  /** The assessment behind a public link, with its company's brand; null for an unknown token. */
  async byToken(db: Database, token: string) {
    const [row] = await db
      // The assessment's language: the confirmation email is written in it (issue 23).
      .select({ ...linkColumns, ...brandColumns, language: assessments.language })
      .from(assessments)
      .innerJoin(companies, eq(companies.id, assessments.companyId))
      .where(eq(assessments.inviteLinkToken, token));
    return row ?? null;
  },

  /** Sign-ups since `since`: of this address (through any link) and through this link. */
  async recentSignUps(db: Database, input: { email: string; assessmentId: string; since: Date }) {
    const [byAddress] = await db
      .select({ value: count() })
      .from(inviteLinkRegistrations)
      .where(
        and(
          eq(inviteLinkRegistrations.email, input.email),
          gte(inviteLinkRegistrations.createdAt, input.since),
        ),
      );
    const [byLink] = await db
      .select({ value: count() })
      .from(inviteLinkRegistrations)
      .where(
        and(
          eq(inviteLinkRegistrations.assessmentId, input.assessmentId),
          gte(inviteLinkRegistrations.createdAt, input.since),
        ),
      );
    return { byAddress: byAddress?.value ?? 0, byLink: byLink?.value ?? 0 };
  },

  async insertRegistration(db: Executor, values: typeof inviteLinkRegistrations.$inferInsert) {
    await db.insert(inviteLinkRegistrations).values(values);
  },

  /** A sign-up by its confirmation token's hash, with its assessment and company brand. */
  async registration(db: Executor, tokenHash: string) {
    const [row] = await db
      .select({
        id: inviteLinkRegistrations.id,
        fullName: inviteLinkRegistrations.fullName,
        email: inviteLinkRegistrations.email,
        expiresAt: inviteLinkRegistrations.expiresAt,
        confirmedAt: inviteLinkRegistrations.confirmedAt,
        assessmentName: assessments.name,
        ...brandColumns,
        assessmentId: assessments.id,
        closesAt: assessments.closesAt,
        assessmentLanguage: assessments.language,
        reapplyAfterMonths: assessments.reapplyAfterMonths,
      })
      .from(inviteLinkRegistrations)
      .innerJoin(assessments, eq(assessments.id, inviteLinkRegistrations.assessmentId))
      .innerJoin(companies, eq(companies.id, inviteLinkRegistrations.companyId))
      .where(eq(inviteLinkRegistrations.tokenHash, tokenHash));
    return row ?? null;
  },

  /** Takes an unconfirmed, unexpired sign-up for this confirmation; false when another took it first. */
  async claim(db: Executor, id: string): Promise<boolean> {
    const claimed = await db
      .update(inviteLinkRegistrations)
      .set({ confirmedAt: sql`now()` })
      .where(
        and(
          eq(inviteLinkRegistrations.id, id),
          isNull(inviteLinkRegistrations.confirmedAt),
          gt(inviteLinkRegistrations.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: inviteLinkRegistrations.id });
    return claimed.length > 0;
  },

  /** Gives a claimed sign-up back (the admission was refused): its link works again while unexpired. */
  async release(db: Executor, id: string) {
    await db
      .update(inviteLinkRegistrations)
      .set({ confirmedAt: null })
      .where(eq(inviteLinkRegistrations.id, id));
  },

  async setCandidate(db: Executor, id: string, candidateId: string) {
    await db.update(inviteLinkRegistrations).set({ candidateId }).where(eq(inviteLinkRegistrations.id, id));
  },

  /** The application of this (lower-case) email to the assessment, if the person already applied to it. */
  async applicationOf(db: Executor, companyId: string, assessmentId: string, email: string) {
    const [row] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        and(
          eq(candidates.companyId, companyId),
          eq(candidates.assessmentId, assessmentId),
          eq(candidates.email, email),
        ),
      )
      // The latest application when the opening took the person again (decision 034).
      .orderBy(desc(candidates.attempt))
      .limit(1);
    return row ?? null;
  },
};
