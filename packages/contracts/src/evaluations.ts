import { z } from 'zod';
import { ZEvaluationData, ZQuestionResult, ZScoreOverride } from './evaluation-data';
import { ZEvaluationNorms } from './norms';
import { ZRubricCriterion } from './rubrics';

/** SPEC.md section 3's evaluation statuses (decision 007). */
export const EVALUATION_STATUSES = ['pending', 'processing', 'completed', 'needs_review', 'failed'] as const;
export type TEvaluationStatus = (typeof EVALUATION_STATUSES)[number];
export const EVALUATION_STATUS_LABELS: Record<TEvaluationStatus, string> = {
  pending: 'Pending',
  processing: 'Scoring',
  completed: 'Completed',
  needs_review: 'Awaiting rating',
  failed: 'Failed',
};

export const ZEvaluationCandidateParams = z.object({ candidateId: z.uuid('Evaluation not found') });

/**
 * An admin's confirmation of a machine grade (AI or heuristic) of one open-ended answer as it stands
 * (issue 20, human oversight): a candidate cannot be rejected while a machine grade of theirs is neither
 * confirmed nor overridden.
 */
export const ZGradeConfirmation = z.object({
  questionId: z.string(),
  /** Null once that admin's account is gone; the confirmation stays. */
  adminUserId: z.string().nullable(),
  adminName: z.string().nullable(),
  createdAt: z.string(),
});
export type TGradeConfirmation = z.infer<typeof ZGradeConfirmation>;

export const ZGradeConfirmationRequest = z.object({ questionId: z.uuid('Question not found') });
export type TGradeConfirmationRequest = z.infer<typeof ZGradeConfirmationRequest>;

/**
 * The latest evaluation of a candidate. `evaluationData` is the scoring result (evaluation-data.ts):
 * sections (score, weight, method, breakdowns, CEFR, traits, preferences, time, integrity events),
 * questions (answer, correct, credit, points, grade), traits with ±1 SE bands, relative preferences,
 * indicative CEFR, integrity event counts, what needs review, the scoring version and weights; null
 * until scored. `overrides` is the audited history of admin overrides, oldest first. `norms` (issue 20)
 * puts each scored section's score among the company's earlier candidates of the same test; null until
 * scored.
 */
export const ZEvaluation = z.object({
  id: z.uuid(),
  candidateId: z.uuid(),
  submissionId: z.uuid(),
  totalScore: z.number().min(0).max(100).nullable(),
  evaluationStatus: z.enum(EVALUATION_STATUSES),
  sectionScores: z.record(z.string(), z.number()),
  evaluationData: ZEvaluationData.nullable(),
  overrides: z.array(ZScoreOverride),
  /** The machine grades an admin confirmed, one per answer at most. */
  confirmations: z.array(ZGradeConfirmation),
  norms: ZEvaluationNorms.nullable().optional(),
  pdfReportUrl: z.string().nullable(),
  scoringVersion: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEvaluation = z.infer<typeof ZEvaluation>;

/** An admin's override of one open-ended answer's score (0-100), with the reason, audited. */
export const ZScoreOverrideRequest = z.object({
  questionId: z.uuid('Question not found'),
  score: z.number().min(0, 'Score must be 0-100').max(100, 'Score must be 0-100'),
  reason: z.string().trim().min(3, 'Please give a reason').max(1000, 'Reason is too long'),
});
export type TScoreOverrideRequest = z.infer<typeof ZScoreOverrideRequest>;

/**
 * The key of a question, shown to admins only: mcq/true_false `keyIndex`; sjt effectiveness 1-4 or
 * forced-choice style per option (`optionKeys`, in the candidate's option order); Likert `trait` and
 * `reverse`; open-ended `rubric`.
 */
export const ZAnswerKey = z.object({
  keyIndex: z.number().int().optional(),
  optionKeys: z.array(z.union([z.number(), z.string()])).optional(),
  trait: z.string().optional(),
  reverse: z.boolean().optional(),
  /** The question's rubric criteria (the writing criteria or the author's own), in order. */
  rubric: z.array(ZRubricCriterion).optional(),
});
export type TAnswerKey = z.infer<typeof ZAnswerKey>;

/** One question of the candidate's form with the answer given, the key and how it was scored. */
export const ZAnsweredQuestion = z.object({
  questionId: z.uuid(),
  sectionId: z.uuid(),
  sectionName: z.string(),
  number: z.number().int(),
  type: z.string(),
  text: z.string(),
  options: z.array(z.string()),
  passage: z.object({ title: z.string(), text: z.string() }).nullable(),
  /** The item and the version of it this candidate saw (a later edit of the item makes a new version). */
  item: z.object({ key: z.string(), version: z.number().int(), source: z.enum(['bank', 'ai', 'custom']) }),
  /** The option index or text the candidate gave; null when unanswered. */
  answer: z.union([z.number(), z.string()]).nullable(),
  key: ZAnswerKey,
  /** The evaluation's result for this question (correct, credit, points, grade); null until scored. */
  result: ZQuestionResult.nullable(),
});
export type TAnsweredQuestion = z.infer<typeof ZAnsweredQuestion>;

/** Every question of the candidate's form in section and question order, for tracing each score. */
export const ZEvaluationAnswers = z.object({
  candidateId: z.uuid(),
  evaluationId: z.uuid(),
  questions: z.array(ZAnsweredQuestion),
});
export type TEvaluationAnswers = z.infer<typeof ZEvaluationAnswers>;
