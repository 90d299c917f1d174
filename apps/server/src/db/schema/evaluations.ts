import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { submissions } from './candidate-assessment';
import { candidates } from './candidates';

export const EVALUATION_STATUSES = ['pending', 'processing', 'completed', 'needs_review', 'failed'] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

/**
 * SPEC.md section 3's evaluations: one per submission, created `pending` with the submission and filled
 * by the `evaluation.run` job (decision 007). `evaluation_data` is scoring.ts's EvaluationResult data.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    totalScore: real('total_score'),
    evaluationStatus: text('evaluation_status').$type<EvaluationStatus>().notNull().default('pending'),
    sectionScores: jsonb('section_scores')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    evaluationData: jsonb('evaluation_data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    pdfReportUrl: text('pdf_report_url'),
    scoringVersion: text('scoring_version'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluations_submission_idx').on(t.submissionId),
    index('evaluations_candidate_idx').on(t.candidateId, t.createdAt),
    check(
      'evaluations_status_check',
      sql`${t.evaluationStatus} in ('pending', 'processing', 'completed', 'needs_review', 'failed')`,
    ),
    check(
      'evaluations_total_score_check',
      sql`${t.totalScore} is null or (${t.totalScore} >= 0 and ${t.totalScore} <= 100)`,
    ),
  ],
);

/** An admin's override of one open-ended score (0-100), with the reason: audited, never edited. */
export const scoreOverrides = pgTable(
  'score_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    /** A question of the candidate's form (a view: no foreign key; the evaluation's goes). */
    questionId: uuid('question_id').notNull(),
    score: real('score').notNull(),
    reason: text('reason').notNull(),
    adminUserId: text('admin_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('score_overrides_evaluation_idx').on(t.evaluationId, t.createdAt)],
);

/**
 * A person's rating of one written answer, 0-5 per criterion of its rubric (decision 035). One per rater
 * and answer (a rater who rates again replaces their own); the answer's grade is the mean of them all.
 */
export const answerRatings = pgTable(
  'answer_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    /** A question of the candidate's form (a view: no foreign key; the evaluation's goes). */
    questionId: uuid('question_id').notNull(),
    raterUserId: text('rater_user_id').references(() => user.id, { onDelete: 'set null' }),
    criteria: jsonb('criteria').$type<Record<string, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('answer_ratings_rater_idx').on(t.evaluationId, t.questionId, t.raterUserId)],
);
