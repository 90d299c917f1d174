import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  answerRatings,
  answers,
  assessments,
  candidates,
  type EvaluationStatus,
  evaluations,
  gradeConfirmations,
  integrityEvents,
  items,
  passages,
  questions,
  scoreOverrides,
  sectionAttempts,
  sections,
  user,
} from '../../db/schema';
import { itemColumns, presentQuestion } from '../items/presentation';
import type { OpenEndedGrade } from './scoring';

const evaluationColumns = {
  id: evaluations.id,
  candidateId: evaluations.candidateId,
  submissionId: evaluations.submissionId,
  totalScore: evaluations.totalScore,
  evaluationStatus: evaluations.evaluationStatus,
  sectionScores: evaluations.sectionScores,
  evaluationData: evaluations.evaluationData,
  pdfReportUrl: evaluations.pdfReportUrl,
  scoringVersion: evaluations.scoringVersion,
  error: evaluations.error,
  createdAt: evaluations.createdAt,
  updatedAt: evaluations.updatedAt,
};
export type EvaluationRow = NonNullable<Awaited<ReturnType<typeof evaluationsRepository.latestForCandidate>>>;

export const evaluationsRepository = {
  /** The pending evaluation of a new submission (in the submission's transaction); idempotent. */
  async createPending(db: Executor, candidateId: string, submissionId: string): Promise<string> {
    await db.insert(evaluations).values({ candidateId, submissionId }).onConflictDoNothing();
    const [row] = await db
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(eq(evaluations.submissionId, submissionId));
    if (!row) throw new Error('evaluation insert returned no row');
    return row.id;
  },

  /**
   * Takes the evaluation for scoring: pending, failed (a retry) or processing (a crashed attempt) becomes
   * processing. With `force` (recomputation after an override) finished ones too. Null when done already.
   */
  async claim(db: Executor, id: string, force = false) {
    const claimable: EvaluationStatus[] = force
      ? ['pending', 'processing', 'failed', 'completed', 'needs_review']
      : ['pending', 'processing', 'failed'];
    const [row] = await db
      .update(evaluations)
      .set({ evaluationStatus: 'processing', updatedAt: sql`now()` })
      .where(and(eq(evaluations.id, id), inArray(evaluations.evaluationStatus, claimable)))
      .returning({
        id: evaluations.id,
        candidateId: evaluations.candidateId,
        companyId: sql<string>`(SELECT c.company_id FROM candidates c WHERE c.id = "evaluations"."candidate_id")`,
        data: evaluations.evaluationData,
      });
    if (!row) return null;
    // The grades of the last scoring, so a recomputation does not grade the answers again.
    const grades = new Map<string, OpenEndedGrade>();
    const previous =
      (row.data as { questions?: { questionId: string; grade?: OpenEndedGrade }[] }).questions ?? [];
    for (const q of previous) if (q.grade) grades.set(q.questionId, q.grade);
    return { id: row.id, candidateId: row.candidateId, companyId: row.companyId, grades };
  },

  async finish(
    db: Executor,
    id: string,
    result: {
      status: EvaluationStatus;
      totalScore: number | null;
      sectionScores: Record<string, number>;
      data: Record<string, unknown>;
      scoringVersion: string;
    },
  ) {
    await db
      .update(evaluations)
      .set({
        evaluationStatus: result.status,
        totalScore: result.totalScore,
        sectionScores: result.sectionScores,
        evaluationData: result.data,
        scoringVersion: result.scoringVersion,
        error: null,
        updatedAt: sql`now()`,
      })
      .where(eq(evaluations.id, id));
  },

  async fail(db: Executor, id: string, error: string) {
    await db
      .update(evaluations)
      .set({ evaluationStatus: 'failed', error, updatedAt: sql`now()` })
      .where(eq(evaluations.id, id));
  },

  /** Everything scoring needs: the candidate's sections and questions (with keys), answers, attempts, events. */
  async scoringData(db: Executor, candidateId: string) {
    const [questionRows, answerRows, attemptRows, eventRows, [role]] = await Promise.all([
      db
        .select({
          id: questions.id,
          sectionId: questions.sectionId,
          number: questions.questionNumber,
          optionOrder: questions.optionOrder,
          ...itemColumns,
          sectionName: sections.name,
          sectionCategory: sections.category,
          displayOrder: sections.displayOrder,
        })
        .from(questions)
        .innerJoin(sections, eq(sections.id, questions.sectionId))
        .innerJoin(items, eq(items.id, questions.itemId))
        .leftJoin(passages, eq(passages.id, items.passageId))
        .where(eq(questions.candidateId, candidateId))
        .orderBy(asc(sections.displayOrder), asc(questions.questionNumber))
        .then((rows) =>
          rows.map((row) => ({
            id: row.id,
            sectionId: row.sectionId,
            number: row.number,
            ...presentQuestion(row, row.optionOrder),
            sectionName: row.sectionName,
            sectionCategory: row.sectionCategory,
            displayOrder: row.displayOrder,
          })),
        ),
      db
        .select({ questionId: answers.questionId, answerData: answers.answerData })
        .from(answers)
        .where(eq(answers.candidateId, candidateId)),
      db
        .select({
          sectionId: sectionAttempts.sectionId,
          startedAt: sectionAttempts.startedAt,
          submittedAt: sectionAttempts.submittedAt,
          closedBy: sectionAttempts.closedBy,
        })
        .from(sectionAttempts)
        .where(eq(sectionAttempts.candidateId, candidateId)),
      db
        .select({ type: integrityEvents.type, sectionId: integrityEvents.sectionId })
        .from(integrityEvents)
        .where(eq(integrityEvents.candidateId, candidateId)),
      db
        .select({
          scoringWeights: assessments.scoringWeights,
          companyId: candidates.companyId,
          assessmentId: candidates.assessmentId,
        })
        .from(candidates)
        .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
        .where(eq(candidates.id, candidateId)),
    ]);
    return {
      questionRows,
      answerRows,
      attemptRows,
      eventRows,
      weights: role?.scoringWeights ?? null,
      // Where the AI call log files the gradings.
      candidate: role ? { companyId: role.companyId, assessmentId: role.assessmentId } : null,
    };
  },

  /** The latest override per question of the evaluation. */
  async latestOverrides(db: Executor, evaluationId: string) {
    const rows = await db
      .select({
        questionId: scoreOverrides.questionId,
        score: scoreOverrides.score,
        reason: scoreOverrides.reason,
        adminUserId: scoreOverrides.adminUserId,
        adminName: user.name,
        createdAt: scoreOverrides.createdAt,
      })
      .from(scoreOverrides)
      .leftJoin(user, eq(user.id, scoreOverrides.adminUserId))
      .where(eq(scoreOverrides.evaluationId, evaluationId))
      .orderBy(asc(scoreOverrides.createdAt), asc(scoreOverrides.id));
    return new Map(rows.map((r) => [r.questionId, r]));
  },

  async insertOverride(
    db: Executor,
    values: { evaluationId: string; questionId: string; score: number; reason: string; adminUserId: string },
  ) {
    await db.insert(scoreOverrides).values(values);
  },

  /** The machine grades an admin confirmed, by question. */
  async confirmations(db: Executor, evaluationId: string) {
    const rows = await db
      .select({
        questionId: gradeConfirmations.questionId,
        adminUserId: gradeConfirmations.adminUserId,
        adminName: user.name,
        createdAt: gradeConfirmations.createdAt,
      })
      .from(gradeConfirmations)
      .leftJoin(user, eq(user.id, gradeConfirmations.adminUserId))
      .where(eq(gradeConfirmations.evaluationId, evaluationId))
      .orderBy(asc(gradeConfirmations.createdAt), asc(gradeConfirmations.id));
    return new Map(rows.map((r) => [r.questionId, r]));
  },

  /**
   * One insert for every confirmation; idempotent: a second confirmation of the same answer keeps the
   * first (who and when). Answers the evaluations that gained one.
   */
  async insertConfirmations(
    db: Executor,
    values: { evaluationId: string; questionId: string; adminUserId: string }[],
  ) {
    if (values.length === 0) return [];
    const inserted = await db
      .insert(gradeConfirmations)
      .values(values)
      .onConflictDoNothing()
      .returning({ evaluationId: gradeConfirmations.evaluationId });
    return inserted.map((row) => row.evaluationId);
  },

  /** Each rater's rating of the evaluation's written answers, by question, oldest first. */
  async ratings(db: Executor, evaluationId: string) {
    const rows = await db
      .select({
        questionId: answerRatings.questionId,
        raterUserId: answerRatings.raterUserId,
        raterName: user.name,
        criteria: answerRatings.criteria,
        at: answerRatings.updatedAt,
      })
      .from(answerRatings)
      .leftJoin(user, eq(user.id, answerRatings.raterUserId))
      .where(eq(answerRatings.evaluationId, evaluationId))
      .orderBy(asc(answerRatings.createdAt), asc(answerRatings.id));
    const byQuestion = new Map<string, typeof rows>();
    for (const row of rows) byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row]);
    return byQuestion;
  },

  /** A rater's rating of one answer: their earlier one of it is replaced. */
  async upsertRating(
    db: Executor,
    values: {
      evaluationId: string;
      questionId: string;
      raterUserId: string;
      criteria: Record<string, number>;
    },
  ) {
    await db
      .insert(answerRatings)
      .values(values)
      .onConflictDoUpdate({
        target: [answerRatings.evaluationId, answerRatings.questionId, answerRatings.raterUserId],
        set: { criteria: values.criteria, updatedAt: sql`now()` },
      });
  },

  async overrideHistory(db: Executor, evaluationId: string) {
    return db
      .select({
        questionId: scoreOverrides.questionId,
        score: scoreOverrides.score,
        reason: scoreOverrides.reason,
        adminUserId: scoreOverrides.adminUserId,
        adminName: user.name,
        createdAt: scoreOverrides.createdAt,
      })
      .from(scoreOverrides)
      .leftJoin(user, eq(user.id, scoreOverrides.adminUserId))
      .where(eq(scoreOverrides.evaluationId, evaluationId))
      .orderBy(asc(scoreOverrides.createdAt), asc(scoreOverrides.id));
  },

  /** The latest evaluation of a candidate of the company; null for another company's candidate. */
  async latestForCandidate(db: Executor, companyId: string, candidateId: string) {
    const [row] = await db
      .select(evaluationColumns)
      .from(evaluations)
      .innerJoin(candidates, eq(candidates.id, evaluations.candidateId))
      .where(and(eq(evaluations.candidateId, candidateId), eq(candidates.companyId, companyId)))
      .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
      .limit(1);
    return row ?? null;
  },

  async questionOf(db: Executor, candidateId: string, questionId: string) {
    const [row] = await db
      .select({ id: questions.id, type: items.type, rubric: items.rubric })
      .from(questions)
      .innerJoin(items, eq(items.id, questions.itemId))
      .where(and(eq(questions.id, questionId), eq(questions.candidateId, candidateId)));
    return row ?? null;
  },
};
