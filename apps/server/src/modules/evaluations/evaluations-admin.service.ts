import {
  reportPdfPath,
  rubricCriteria,
  type TEvaluation,
  type TEvaluationData,
  type TGradeConfirmationRequest,
  type TRatingRequest,
  type TRubricCriterionDefinition,
  type TScoreOverrideRequest,
} from '@app/contracts';
import type { AppContext } from '../../context';
import { AppError, conflict } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { normsService } from '../norms/norms.service';
import { type EvaluationRow, evaluationsRepository as repo } from './evaluations.repository';
import { runEvaluation } from './evaluations.service';

/** A pending or failed evaluation holds `{}` until the job writes the scoring result. */
const isScored = (data: Record<string, unknown>): data is TEvaluationData => 'sections' in data;

const notFound = () => new AppError('NOT_FOUND', 'Evaluation not found');

async function toEvaluation(
  db: AppContext['db'],
  companyId: string,
  row: EvaluationRow,
): Promise<TEvaluation> {
  const [overrides, confirmations, norms] = await Promise.all([
    repo.overrideHistory(db, row.id),
    repo.confirmations(db, row.id),
    isScored(row.evaluationData)
      ? normsService.evaluationNorms(db, companyId, {
          candidateId: row.candidateId,
          submissionId: row.submissionId,
          data: row.evaluationData,
        })
      : null,
  ]);
  return {
    id: row.id,
    candidateId: row.candidateId,
    submissionId: row.submissionId,
    totalScore: row.totalScore,
    evaluationStatus: row.evaluationStatus,
    sectionScores: row.sectionScores,
    evaluationData: isScored(row.evaluationData) ? row.evaluationData : null,
    overrides: overrides.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    confirmations: [...confirmations.values()].map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    norms,
    // The report is rendered on request (DESIGN.md section 6): its route once there is something to print.
    pdfReportUrl: row.pdfReportUrl ?? (isScored(row.evaluationData) ? reportPdfPath(row.candidateId) : null),
    scoringVersion: row.scoringVersion,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The candidate's scored evaluation and one question of their form, for a person's judgement of an answer
 * (override, rating, confirmation): 404 for another company's candidate or question, 409 while scoring.
 */
async function scoredAnswer(
  db: AppContext['db'],
  companyId: string,
  candidateId: string,
  questionId: string,
) {
  const row = await repo.latestForCandidate(db, companyId, candidateId);
  if (!row) throw notFound();
  if (row.evaluationStatus === 'pending' || row.evaluationStatus === 'processing')
    throw conflict('The evaluation is still being scored; try again in a moment.');
  const question = await repo.questionOf(db, candidateId, questionId);
  if (!question) throw new AppError('NOT_FOUND', 'Question not found');
  return { row, question };
}

/** A rating holds a band for each criterion of the question's rubric and for nothing else (decision 037). */
function checkCriteria(given: Record<string, number>, rubric: TRubricCriterionDefinition[]) {
  const missing = rubric.filter((c) => given[c.key] === undefined).map((c) => c.label);
  const keys = new Set(rubric.map((c) => c.key));
  const unknown = Object.keys(given).filter((key) => !keys.has(key));
  if (missing.length === 0 && unknown.length === 0) return;
  const reason =
    missing.length > 0
      ? `Rate every criterion of the question's rubric: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`
      : `Not a criterion of this question's rubric: ${unknown.join(', ')}`;
  throw new AppError('VALIDATION_ERROR', reason, { criteria: reason });
}

/** The evaluation as the judgement left it, recomputed. */
async function rescored(db: AppContext['db'], companyId: string, candidateId: string) {
  const updated = await repo.latestForCandidate(db, companyId, candidateId);
  if (!updated) throw notFound();
  return toEvaluation(db, companyId, updated);
}

/** The admin's side: the latest evaluation of a candidate of the admin's company (others 404). */
export const evaluationsAdminService = {
  async latest(db: AppContext['db'], actor: Actor, candidateId: string): Promise<TEvaluation> {
    return evaluationsAdminService.latestOfCompany(db, companyOf(actor), candidateId);
  },

  /** The same for a caller without a session (the public API, for its key's company). */
  async latestOfCompany(db: AppContext['db'], companyId: string, candidateId: string): Promise<TEvaluation> {
    const row = await repo.latestForCandidate(db, companyId, candidateId);
    if (!row) throw notFound();
    return toEvaluation(db, companyId, row);
  },

  /**
   * Overrides an open-ended answer's score with a reason: the override is kept (audited, never edited)
   * and the evaluation recomputed at once from the stored grades, so the totals follow.
   */
  async override(
    context: Pick<AppContext, 'db' | 'ai' | 'logger'>,
    actor: Actor,
    candidateId: string,
    body: TScoreOverrideRequest,
  ): Promise<TEvaluation> {
    const companyId = companyOf(actor);
    const { row, question } = await scoredAnswer(context.db, companyId, candidateId, body.questionId);
    if (question.type !== 'open_ended') {
      throw new AppError('VALIDATION_ERROR', 'Only open-ended answers can be overridden', {
        questionId: 'Only open-ended answers can be overridden',
      });
    }
    await repo.insertOverride(context.db, {
      evaluationId: row.id,
      questionId: body.questionId,
      score: body.score,
      reason: body.reason,
      adminUserId: actor.session.user.id,
    });
    await runEvaluation(context, row.id, true);
    return rescored(context.db, companyId, candidateId);
  },

  /**
   * A person's rating of a written answer, 0-5 per criterion (decision 035): their earlier rating of it
   * is replaced, and the candidate's scores are recomputed at once from every rater's latest rating.
   */
  async rate(
    context: Pick<AppContext, 'db' | 'ai' | 'logger'>,
    actor: Actor,
    candidateId: string,
    body: TRatingRequest,
  ): Promise<TEvaluation> {
    const companyId = companyOf(actor);
    const { row, question } = await scoredAnswer(context.db, companyId, candidateId, body.questionId);
    const result = isScored(row.evaluationData)
      ? row.evaluationData.questions.find((q) => q.questionId === body.questionId)
      : undefined;
    if (question.type !== 'open_ended' || !result?.answered) {
      const reason = 'Only a written answer can be rated';
      throw new AppError('VALIDATION_ERROR', reason, { questionId: reason });
    }
    checkCriteria(body.criteria, rubricCriteria(question.rubric));
    if ((await repo.latestOverrides(context.db, row.id)).has(body.questionId))
      throw conflict('An admin overrode this score: the override stands over ratings.');
    await repo.upsertRating(context.db, {
      evaluationId: row.id,
      questionId: body.questionId,
      raterUserId: actor.session.user.id,
      criteria: body.criteria,
    });
    await runEvaluation(context, row.id, true);
    return rescored(context.db, companyId, candidateId);
  },

  /**
   * Confirms the model's suggested grade of an open-ended answer as it stands: idempotent (the first
   * confirmation is kept). Refused for an answer with no suggestion or one an admin overrode. The
   * evaluation is recomputed, so the answer counts and the status becomes completed once none waits.
   */
  async confirm(
    context: Pick<AppContext, 'db' | 'ai' | 'logger'>,
    actor: Actor,
    candidateId: string,
    body: TGradeConfirmationRequest,
  ): Promise<TEvaluation> {
    const companyId = companyOf(actor);
    const { row } = await scoredAnswer(context.db, companyId, candidateId, body.questionId);
    const data = isScored(row.evaluationData) ? row.evaluationData : null;
    const method = data?.questions.find((q) => q.questionId === body.questionId)?.grade?.method;
    const overridden = (await repo.latestOverrides(context.db, row.id)).has(body.questionId);
    if (method === 'override' || overridden)
      throw conflict(
        'An admin overrode this score: an override is a person’s grade and needs no confirmation.',
      );
    if (method !== 'ai') {
      const reason = 'Only a model’s suggested grade can be confirmed; rate the answer instead';
      throw new AppError('VALIDATION_ERROR', reason, { questionId: reason });
    }
    const added = await repo.insertConfirmations(context.db, [
      { evaluationId: row.id, questionId: body.questionId, adminUserId: actor.session.user.id },
    ]);
    if (added.length > 0) await runEvaluation(context, row.id, true);
    return rescored(context.db, companyId, candidateId);
  },
};
