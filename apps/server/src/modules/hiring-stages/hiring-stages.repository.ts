import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  assessments,
  candidateStageHistory,
  candidates,
  companies,
  decisionEmailTemplates,
  user,
} from '../../db/schema';

/** One candidate whose stage changed: what the history, the emails and the webhook need. */
export type StageChange = {
  id: string;
  assessmentId: string | null;
  fromStage: string;
  fullName: string;
  email: string;
  /** The candidate's position, else the opening's (a candidate added to an opening applies for its role). */
  position: string | null;
  assessmentName: string | null;
  /** The languages the decision email is written in: the candidate's, else the assessment's. */
  candidateLanguage: string | null;
  assessmentLanguage: string | null;
  changedAt: Date;
};

// Every query takes the company id: another company's candidate or template is simply not found.
export const hiringStagesRepository = {
  async setStageLabels(db: Executor, companyId: string, labels: Record<string, string>) {
    await db.update(companies).set({ stageLabels: labels }).where(eq(companies.id, companyId));
  },

  /**
   * Moves the company's candidates among `ids` that are not at `stage` yet to it, in one statement: the
   * rows are locked, so two concurrent changes record each step once. Answers the changed rows with the
   * stage they left; candidates already at `stage` and other companies' ids are not in it.
   */
  async moveToStage(db: Executor, companyId: string, ids: string[], stage: string): Promise<StageChange[]> {
    if (ids.length === 0) return [];
    const result = await db.execute<{
      id: string;
      assessment_id: string | null;
      from_stage: string;
      full_name: string;
      email: string;
      position: string | null;
      assessment_name: string | null;
      candidate_language: string | null;
      assessment_language: string | null;
      changed_at: string | Date;
    }>(sql`
      WITH old AS (
        SELECT id, stage, assessment_id FROM candidates
        WHERE company_id = ${companyId}
          AND id = ANY(${sql`ARRAY[${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}]::uuid[]`})
          AND stage <> ${stage}
        FOR UPDATE
      )
      UPDATE candidates c SET stage = ${stage}, stage_changed_at = now()
      FROM old LEFT JOIN assessments a ON a.id = old.assessment_id
      WHERE c.id = old.id
      RETURNING c.id, c.assessment_id, old.stage AS from_stage, c.full_name, c.email,
        coalesce(nullif(c.position, ''), a.position) AS position,
        a.name AS assessment_name, c.language AS candidate_language, a.language AS assessment_language,
        c.stage_changed_at AS changed_at
    `);
    return result.rows.map((r) => ({
      id: r.id,
      assessmentId: r.assessment_id,
      fromStage: r.from_stage,
      fullName: r.full_name,
      email: r.email,
      position: r.position,
      assessmentName: r.assessment_name,
      candidateLanguage: r.candidate_language,
      assessmentLanguage: r.assessment_language,
      changedAt: new Date(r.changed_at),
    }));
  },

  /**
   * The company's candidates among `ids` not rejected yet whose latest evaluation holds written answers
   * awaiting a person (decision 035: no rating, confirmation or override), with how many. Evaluations
   * scored before decision 035 mark none: there, a machine grade (AI or the former heuristic) neither
   * confirmed nor overridden is what waits.
   */
  async answersAwaitingRating(db: Executor, companyId: string, ids: string[]) {
    if (ids.length === 0) return [];
    const result = await db.execute<{ id: string; full_name: string; answers: number }>(sql`
      WITH latest AS (
        SELECT DISTINCT ON (e.candidate_id) e.id, e.candidate_id, e.evaluation_data
        FROM evaluations e JOIN candidates c ON c.id = e.candidate_id
        WHERE c.company_id = ${companyId}
          AND c.id = ANY(${sql`ARRAY[${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}]::uuid[]`})
          AND c.stage <> 'rejected'
        ORDER BY e.candidate_id, e.created_at DESC, e.id DESC
      )
      SELECT c.id, c.full_name, count(*)::int AS answers
      FROM latest l
      JOIN candidates c ON c.id = l.candidate_id
      CROSS JOIN LATERAL jsonb_array_elements(coalesce(l.evaluation_data->'questions', '[]'::jsonb)) q
      WHERE q->>'awaitingRating' = 'true'
         OR (q->'grade'->>'method' IN ('ai', 'heuristic')
        AND NOT EXISTS (SELECT 1 FROM grade_confirmations g
                        WHERE g.evaluation_id = l.id AND g.question_id::text = q->>'questionId')
        AND NOT EXISTS (SELECT 1 FROM score_overrides o
                        WHERE o.evaluation_id = l.id AND o.question_id::text = q->>'questionId'))
      GROUP BY c.id, c.full_name
      ORDER BY c.full_name, c.id
    `);
    return result.rows.map((r) => ({ id: r.id, fullName: r.full_name, answers: Number(r.answers) }));
  },

  /** Which of `ids` are the company's candidates (a single change tells "not found" from "no change"). */
  async existing(db: Executor, companyId: string, id: string) {
    const [row] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.companyId, companyId), eq(candidates.id, id)));
    return row ?? null;
  },

  /** One multi-row insert for the whole change; answers the ids in the order of `rows`. */
  async insertHistory(
    db: Executor,
    rows: {
      companyId: string;
      candidateId: string;
      assessmentId: string | null;
      fromStage: string;
      toStage: string;
      changedBy: string | null;
      changedAt: Date;
      emailQueuedAt: Date | null;
    }[],
  ) {
    if (rows.length === 0) return [];
    const inserted = await db
      .insert(candidateStageHistory)
      .values(rows)
      .returning({ id: candidateStageHistory.id, candidateId: candidateStageHistory.candidateId });
    const byCandidate = new Map(inserted.map((row) => [row.candidateId, row.id]));
    return rows.map((row) => byCandidate.get(row.candidateId) ?? '');
  },

  history(db: Executor, companyId: string, candidateId: string) {
    return db
      .select({
        id: candidateStageHistory.id,
        assessmentId: candidateStageHistory.assessmentId,
        fromStage: candidateStageHistory.fromStage,
        toStage: candidateStageHistory.toStage,
        changedAt: candidateStageHistory.changedAt,
        emailQueuedAt: candidateStageHistory.emailQueuedAt,
        changedById: user.id,
        changedByName: user.name,
        changedByEmail: user.email,
      })
      .from(candidateStageHistory)
      .leftJoin(user, eq(user.id, candidateStageHistory.changedBy))
      .where(
        and(
          eq(candidateStageHistory.companyId, companyId),
          eq(candidateStageHistory.candidateId, candidateId),
        ),
      )
      .orderBy(desc(candidateStageHistory.changedAt), desc(candidateStageHistory.id));
  },

  templates(db: Executor, companyId: string) {
    return db
      .select({
        stage: decisionEmailTemplates.stage,
        subject: decisionEmailTemplates.subject,
        body: decisionEmailTemplates.body,
        updatedAt: decisionEmailTemplates.updatedAt,
        updatedById: user.id,
        updatedByName: user.name,
        updatedByEmail: user.email,
      })
      .from(decisionEmailTemplates)
      .leftJoin(user, eq(user.id, decisionEmailTemplates.updatedBy))
      .where(eq(decisionEmailTemplates.companyId, companyId));
  },

  async template(db: Executor, companyId: string, stage: string) {
    const [row] = await db
      .select({ subject: decisionEmailTemplates.subject, body: decisionEmailTemplates.body })
      .from(decisionEmailTemplates)
      .where(and(eq(decisionEmailTemplates.companyId, companyId), eq(decisionEmailTemplates.stage, stage)));
    return row ?? null;
  },

  async upsertTemplate(
    db: Executor,
    values: { companyId: string; stage: string; subject: string; body: string; updatedBy: string },
  ) {
    const updatedAt = new Date();
    await db
      .insert(decisionEmailTemplates)
      .values({ ...values, updatedAt })
      .onConflictDoUpdate({
        target: [decisionEmailTemplates.companyId, decisionEmailTemplates.stage],
        set: { subject: values.subject, body: values.body, updatedBy: values.updatedBy, updatedAt },
      });
  },

  /** The company's candidate with what a preview fills in. */
  async previewCandidate(db: Executor, companyId: string, candidateId: string) {
    const [row] = await db
      .select({
        email: candidates.email,
        fullName: candidates.fullName,
        position: sql<string | null>`coalesce(nullif(${candidates.position}, ''), ${assessments.position})`,
        assessmentName: assessments.name,
        candidateLanguage: candidates.language,
        assessmentLanguage: assessments.language,
      })
      .from(candidates)
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)));
    return row ?? null;
  },
};
