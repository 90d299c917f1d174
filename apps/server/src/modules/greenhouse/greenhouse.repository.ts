import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  assessments,
  candidates,
  evaluations,
  greenhouseKeys,
  greenhouseTestRequests,
  user,
} from '../../db/schema';

/** What a Greenhouse request authenticated by a key may act as: the key's company, on its current plan. */
export type GreenhouseKeyMatch = { id: string; companyId: string; revokedAt: Date | null; plan: string };

/** The latest evaluation of each candidate: what test_status and the settings page report. */
const latestEvaluation = (db: Executor) =>
  db
    .selectDistinctOn([evaluations.candidateId], {
      candidateId: evaluations.candidateId,
      status: evaluations.evaluationStatus,
      totalScore: evaluations.totalScore,
      updatedAt: evaluations.updatedAt,
    })
    .from(evaluations)
    .orderBy(evaluations.candidateId, desc(evaluations.createdAt))
    .as('latest_evaluation');

export type TestRequestRow = Awaited<ReturnType<typeof greenhouseRepository.requests>>[number];

export const greenhouseRepository = {
  keys(db: Database, companyId: string, id?: string) {
    return db
      .select({
        id: greenhouseKeys.id,
        prefix: greenhouseKeys.prefix,
        createdAt: greenhouseKeys.createdAt,
        lastUsedAt: greenhouseKeys.lastUsedAt,
        revokedAt: greenhouseKeys.revokedAt,
        creatorId: user.id,
        creatorName: user.name,
      })
      .from(greenhouseKeys)
      .leftJoin(user, eq(user.id, greenhouseKeys.createdBy))
      .where(and(eq(greenhouseKeys.companyId, companyId), id ? eq(greenhouseKeys.id, id) : undefined))
      .orderBy(desc(greenhouseKeys.createdAt), desc(greenhouseKeys.id));
  },

  async insertKey(
    db: Database,
    values: { companyId: string; prefix: string; keyHash: string; keyEncrypted: string; createdBy: string },
  ): Promise<string> {
    const [row] = await db.insert(greenhouseKeys).values(values).returning({ id: greenhouseKeys.id });
    if (!row) throw new Error('greenhouse key insert returned no row');
    return row.id;
  },

  /** Revokes once: revoking again keeps the first time. False when the key is not the company's. */
  async revokeKey(db: Database, companyId: string, id: string): Promise<boolean> {
    const rows = await db
      .update(greenhouseKeys)
      .set({ revokedAt: sql`coalesce(${greenhouseKeys.revokedAt}, now())` })
      .where(and(eq(greenhouseKeys.companyId, companyId), eq(greenhouseKeys.id, id)))
      .returning({ id: greenhouseKeys.id });
    return rows.length > 0;
  },

  /**
   * The key with this hash and its company's plan in one round trip, recording its use at most once a
   * minute (as the public API's keys do).
   */
  async authenticate(db: Database, keyHash: string): Promise<GreenhouseKeyMatch | null> {
    const result = await db.execute<{
      id: string;
      company_id: string;
      revoked_at: Date | null;
      plan: string;
    }>(
      sql`
      WITH found AS (
        SELECT id, company_id, revoked_at FROM greenhouse_keys WHERE key_hash = ${keyHash}
      ), touched AS (
        UPDATE greenhouse_keys SET last_used_at = now()
        FROM found
        WHERE greenhouse_keys.id = found.id AND found.revoked_at IS NULL
          AND (greenhouse_keys.last_used_at IS NULL OR greenhouse_keys.last_used_at < now() - interval '1 minute')
        RETURNING greenhouse_keys.id
      )
      SELECT found.id, found.company_id, found.revoked_at, companies.plan
      FROM found JOIN companies ON companies.id = found.company_id`,
    );
    const [row] = result.rows;
    if (!row) return null;
    return {
      id: row.id,
      companyId: row.company_id,
      revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
      plan: row.plan,
    };
  },

  /** The company's open assessments, newest first: what Greenhouse offers as tests. */
  openAssessments(db: Database, companyId: string) {
    return db
      .select({ id: assessments.id, name: assessments.name })
      .from(assessments)
      .where(and(eq(assessments.companyId, companyId), eq(assessments.status, 'open')))
      .orderBy(desc(assessments.createdAt), desc(assessments.id));
  },

  /** The request Greenhouse already made for this application and test, if any. */
  async requestOfApplication(db: Database, companyId: string, applicationId: string, assessmentId: string) {
    const [row] = await db
      .select({ id: greenhouseTestRequests.id })
      .from(greenhouseTestRequests)
      .where(
        and(
          eq(greenhouseTestRequests.companyId, companyId),
          eq(greenhouseTestRequests.greenhouseApplicationId, applicationId),
          eq(greenhouseTestRequests.assessmentId, assessmentId),
        ),
      );
    return row ?? null;
  },

  /** A request for this candidate and test without an application id (Greenhouse sent none). */
  async requestOfCandidate(db: Database, companyId: string, candidateId: string, assessmentId: string) {
    const [row] = await db
      .select({ id: greenhouseTestRequests.id })
      .from(greenhouseTestRequests)
      .where(
        and(
          eq(greenhouseTestRequests.companyId, companyId),
          eq(greenhouseTestRequests.candidateId, candidateId),
          eq(greenhouseTestRequests.assessmentId, assessmentId),
        ),
      )
      .orderBy(desc(greenhouseTestRequests.createdAt))
      .limit(1);
    return row ?? null;
  },

  /** The company's candidate with this (lower-case) email in this assessment. */
  async candidateInAssessment(db: Database, companyId: string, assessmentId: string, email: string) {
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

  /**
   * Records the request; a concurrent send of the same application and test finds the one written first
   * (the unique index), so both answer the same partner_interview_id.
   */
  async insertRequest(
    db: Database,
    values: {
      companyId: string;
      candidateId: string;
      assessmentId: string;
      keyId: string;
      greenhouseApplicationId: string | null;
      callbackUrl: string | null;
    },
  ): Promise<string> {
    const [row] = await db
      .insert(greenhouseTestRequests)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: greenhouseTestRequests.id });
    if (row) return row.id;
    if (values.greenhouseApplicationId === null) throw new Error('greenhouse request insert returned no row');
    const existing = await this.requestOfApplication(
      db,
      values.companyId,
      values.greenhouseApplicationId,
      values.assessmentId,
    );
    if (!existing) throw new Error('greenhouse request conflict without a row');
    return existing.id;
  },

  /** Requests with their candidate's progress and latest evaluation; one by id, or the newest `limit`. */
  requests(db: Database, companyId: string, options: { id?: string; limit: number }) {
    const latest = latestEvaluation(db);
    return db
      .select({
        id: greenhouseTestRequests.id,
        candidateId: greenhouseTestRequests.candidateId,
        candidateName: candidates.fullName,
        testStatus: candidates.testStatus,
        assessmentId: greenhouseTestRequests.assessmentId,
        assessmentName: assessments.name,
        evaluationStatus: latest.status,
        totalScore: latest.totalScore,
        evaluatedAt: latest.updatedAt,
        callbackUrl: greenhouseTestRequests.callbackUrl,
        callbackSentAt: greenhouseTestRequests.callbackSentAt,
        createdAt: greenhouseTestRequests.createdAt,
      })
      .from(greenhouseTestRequests)
      .innerJoin(candidates, eq(candidates.id, greenhouseTestRequests.candidateId))
      .innerJoin(assessments, eq(assessments.id, greenhouseTestRequests.assessmentId))
      .leftJoin(latest, eq(latest.candidateId, greenhouseTestRequests.candidateId))
      .where(
        and(
          eq(greenhouseTestRequests.companyId, companyId),
          options.id ? eq(greenhouseTestRequests.id, options.id) : undefined,
        ),
      )
      .orderBy(desc(greenhouseTestRequests.createdAt), desc(greenhouseTestRequests.id))
      .limit(options.limit);
  },

  /** The requests of the evaluated candidate that asked for a callback. */
  async callbacksOfEvaluation(db: Executor, evaluationId: string) {
    return db
      .select({ id: greenhouseTestRequests.id })
      .from(greenhouseTestRequests)
      .innerJoin(evaluations, eq(evaluations.candidateId, greenhouseTestRequests.candidateId))
      .where(
        and(
          eq(evaluations.id, evaluationId),
          inArray(evaluations.evaluationStatus, ['completed', 'needs_review']),
          isNotNull(greenhouseTestRequests.callbackUrl),
        ),
      );
  },

  /** Where to PATCH, and the still-valid key the test was sent with (its PATCH is authenticated by it). */
  async callbackTarget(db: Database, requestId: string) {
    const [row] = await db
      .select({
        companyId: greenhouseTestRequests.companyId,
        callbackUrl: greenhouseTestRequests.callbackUrl,
        keyEncrypted: greenhouseKeys.keyEncrypted,
      })
      .from(greenhouseTestRequests)
      .leftJoin(
        greenhouseKeys,
        and(eq(greenhouseKeys.id, greenhouseTestRequests.keyId), isNull(greenhouseKeys.revokedAt)),
      )
      .where(eq(greenhouseTestRequests.id, requestId));
    return row ?? null;
  },

  async markCallbackSent(db: Database, requestId: string): Promise<void> {
    await db
      .update(greenhouseTestRequests)
      .set({ callbackSentAt: sql`now()` })
      .where(eq(greenhouseTestRequests.id, requestId));
  },
};
