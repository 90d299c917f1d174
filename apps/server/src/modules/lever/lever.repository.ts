import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  assessments,
  candidates,
  evaluations,
  leverConnections,
  leverInvitations,
  leverPostingMappings,
  leverWebhookSignatures,
} from '../../db/schema';

/** Invitations shown on the settings page: the most recent ones. */
export const RECENT_INVITATIONS = 50;

export type ConnectionRow = typeof leverConnections.$inferSelect;
export type MappingRow = typeof leverPostingMappings.$inferSelect;
export type InvitationRow = typeof leverInvitations.$inferSelect;

export const leverRepository = {
  /**
   * Remembers the signature of a delivery the company accepted; false when it already was (a replay, or
   * Lever sending the same delivery again). Concurrent deliveries under one signature wait on the primary
   * key, so only one of them is true.
   */
  async rememberSignature(db: Executor, row: typeof leverWebhookSignatures.$inferInsert): Promise<boolean> {
    const inserted = await db
      .insert(leverWebhookSignatures)
      .values(row)
      .onConflictDoNothing()
      .returning({ signature: leverWebhookSignatures.signature });
    return inserted.length > 0;
  },

  /** Signatures past their expiry: a delivery under them is refused as stale before this table is read. */
  async forgetExpiredSignatures(db: Executor, now: Date): Promise<void> {
    await db.delete(leverWebhookSignatures).where(lt(leverWebhookSignatures.expiresAt, now));
  },

  async connection(db: Executor, companyId: string): Promise<ConnectionRow | null> {
    const [row] = await db.select().from(leverConnections).where(eq(leverConnections.companyId, companyId));
    return row ?? null;
  },

  async saveConnection(db: Executor, row: typeof leverConnections.$inferInsert): Promise<ConnectionRow> {
    const [saved] = await db
      .insert(leverConnections)
      .values(row)
      .onConflictDoUpdate({
        target: leverConnections.companyId,
        set: {
          apiKeyEncrypted: row.apiKeyEncrypted,
          apiKeyHint: row.apiKeyHint,
          webhookSignatureTokenEncrypted: row.webhookSignatureTokenEncrypted,
          apiBaseUrl: row.apiBaseUrl,
          createdBy: row.createdBy,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    if (!saved) throw new Error('lever connection upsert returned no row');
    return saved;
  },

  /** The connection and its mappings go; invitations stay, so a redelivered event still invites once. */
  async deleteConnection(db: Executor, companyId: string): Promise<boolean> {
    await db.delete(leverPostingMappings).where(eq(leverPostingMappings.companyId, companyId));
    const rows = await db
      .delete(leverConnections)
      .where(eq(leverConnections.companyId, companyId))
      .returning({ companyId: leverConnections.companyId });
    return rows.length > 0;
  },

  mappings(db: Executor, companyId: string) {
    return db
      .select({
        id: leverPostingMappings.id,
        postingId: leverPostingMappings.postingId,
        postingTitle: leverPostingMappings.postingTitle,
        assessmentId: leverPostingMappings.assessmentId,
        assessmentName: assessments.name,
        triggerStageId: leverPostingMappings.triggerStageId,
        advancedStageId: leverPostingMappings.advancedStageId,
        rejectedStageId: leverPostingMappings.rejectedStageId,
        createdAt: leverPostingMappings.createdAt,
      })
      .from(leverPostingMappings)
      .innerJoin(assessments, eq(assessments.id, leverPostingMappings.assessmentId))
      .where(eq(leverPostingMappings.companyId, companyId))
      .orderBy(leverPostingMappings.postingTitle, leverPostingMappings.createdAt);
  },

  async assessmentOfCompany(db: Executor, companyId: string, assessmentId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: assessments.id })
      .from(assessments)
      .where(and(eq(assessments.companyId, companyId), eq(assessments.id, assessmentId)));
    return row !== undefined;
  },

  async saveMapping(db: Executor, row: typeof leverPostingMappings.$inferInsert): Promise<string> {
    const [saved] = await db
      .insert(leverPostingMappings)
      .values(row)
      .onConflictDoUpdate({
        target: [leverPostingMappings.companyId, leverPostingMappings.postingId],
        set: {
          postingTitle: row.postingTitle,
          assessmentId: row.assessmentId,
          triggerStageId: row.triggerStageId,
          advancedStageId: row.advancedStageId,
          rejectedStageId: row.rejectedStageId,
        },
      })
      .returning({ id: leverPostingMappings.id });
    if (!saved) throw new Error('lever mapping upsert returned no row');
    return saved.id;
  },

  async deleteMapping(db: Executor, companyId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(leverPostingMappings)
      .where(and(eq(leverPostingMappings.companyId, companyId), eq(leverPostingMappings.id, id)))
      .returning({ id: leverPostingMappings.id });
    return rows.length > 0;
  },

  /** The mapping of one of these postings whose trigger is `stageId`. */
  async triggeredMapping(db: Executor, companyId: string, postingIds: string[], stageId: string) {
    if (postingIds.length === 0) return null;
    const [row] = await db
      .select()
      .from(leverPostingMappings)
      .where(
        and(
          eq(leverPostingMappings.companyId, companyId),
          inArray(leverPostingMappings.postingId, postingIds),
          eq(leverPostingMappings.triggerStageId, stageId),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  async invitationOf(db: Executor, companyId: string, opportunityId: string, assessmentId: string) {
    const [row] = await db
      .select()
      .from(leverInvitations)
      .where(
        and(
          eq(leverInvitations.companyId, companyId),
          eq(leverInvitations.opportunityId, opportunityId),
          eq(leverInvitations.assessmentId, assessmentId),
        ),
      );
    return row ?? null;
  },

  /** One row per opportunity and assessment: a second insert (a redelivery, a race) adds nothing. */
  async insertInvitation(db: Executor, row: typeof leverInvitations.$inferInsert): Promise<string | null> {
    const [saved] = await db
      .insert(leverInvitations)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: leverInvitations.id });
    return saved?.id ?? null;
  },

  async invitation(db: Executor, id: string): Promise<InvitationRow | null> {
    const [row] = await db.select().from(leverInvitations).where(eq(leverInvitations.id, id));
    return row ?? null;
  },

  /** Invitations of candidates, with the mapping of their posting (for the stages results move to). */
  invitationsOfCandidates(db: Executor, companyId: string, candidateIds: string[]) {
    if (candidateIds.length === 0) return Promise.resolve([]);
    return db
      .select({
        id: leverInvitations.id,
        candidateId: leverInvitations.candidateId,
        advancedStageId: leverPostingMappings.advancedStageId,
        rejectedStageId: leverPostingMappings.rejectedStageId,
      })
      .from(leverInvitations)
      .leftJoin(
        leverPostingMappings,
        and(
          eq(leverPostingMappings.companyId, leverInvitations.companyId),
          eq(leverPostingMappings.postingId, leverInvitations.postingId),
        ),
      )
      .where(
        and(eq(leverInvitations.companyId, companyId), inArray(leverInvitations.candidateId, candidateIds)),
      );
  },

  /** The Lever invitations of a scored evaluation's candidate (none for everyone else). */
  invitationsOfEvaluation(db: Executor, evaluationId: string) {
    return db
      .select({ id: leverInvitations.id })
      .from(evaluations)
      .innerJoin(leverInvitations, eq(leverInvitations.candidateId, evaluations.candidateId))
      .where(
        and(
          eq(evaluations.id, evaluationId),
          inArray(evaluations.evaluationStatus, ['completed', 'needs_review']),
        ),
      );
  },

  /** The latest scored evaluation of a candidate: what the note reports. */
  async scoredEvaluation(db: Executor, candidateId: string) {
    const [row] = await db
      .select({ totalScore: evaluations.totalScore, sectionScores: evaluations.sectionScores })
      .from(evaluations)
      .where(
        and(
          eq(evaluations.candidateId, candidateId),
          inArray(evaluations.evaluationStatus, ['completed', 'needs_review']),
        ),
      )
      .orderBy(desc(evaluations.updatedAt))
      .limit(1);
    return row ?? null;
  },

  async assessmentName(db: Executor, assessmentId: string): Promise<string> {
    const [row] = await db
      .select({ name: assessments.name })
      .from(assessments)
      .where(eq(assessments.id, assessmentId));
    return row?.name ?? '';
  },

  /** Merges Lever's answers into write_back (jsonb ||), never replacing what an earlier step stored. */
  async recordWriteBack(
    db: Executor,
    id: string,
    writeBack: Record<string, unknown>,
    resultWritten = false,
  ): Promise<void> {
    await db
      .update(leverInvitations)
      .set({
        writeBack: sql`${leverInvitations.writeBack} || ${JSON.stringify(writeBack)}::jsonb`,
        ...(resultWritten ? { resultWrittenAt: sql`now()` } : {}),
      })
      .where(eq(leverInvitations.id, id));
  },

  recentInvitations(db: Executor, companyId: string) {
    return db
      .select({
        id: leverInvitations.id,
        candidateId: leverInvitations.candidateId,
        candidateName: candidates.fullName,
        assessmentName: assessments.name,
        opportunityId: leverInvitations.opportunityId,
        postingId: leverInvitations.postingId,
        createdAt: leverInvitations.createdAt,
        resultWrittenAt: leverInvitations.resultWrittenAt,
        writeBack: leverInvitations.writeBack,
      })
      .from(leverInvitations)
      .innerJoin(candidates, eq(candidates.id, leverInvitations.candidateId))
      .innerJoin(assessments, eq(assessments.id, leverInvitations.assessmentId))
      .where(eq(leverInvitations.companyId, companyId))
      .orderBy(desc(leverInvitations.createdAt))
      .limit(RECENT_INVITATIONS);
  },
};
