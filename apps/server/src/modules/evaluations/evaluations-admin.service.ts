import {
  reportPdfPath,
  type TEvaluation,
  type TEvaluationData,
  type TScoreOverrideRequest,
} from '@app/contracts';
import type { AppContext } from '../../context';
import { AppError, conflict } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { type EvaluationRow, evaluationsRepository as repo } from './evaluations.repository';
import { runEvaluation } from './evaluations.service';

/** A pending or failed evaluation holds `{}` until the job writes the scoring result. */
const isScored = (data: Record<string, unknown>): data is TEvaluationData => 'sections' in data;

const notFound = () => new AppError('NOT_FOUND', 'Evaluation not found');

async function toEvaluation(db: AppContext['db'], row: EvaluationRow): Promise<TEvaluation> {
  const overrides = await repo.overrideHistory(db, row.id);
  return {
    id: row.id,
    candidateId: row.candidateId,
    submissionId: row.submissionId,
    totalScore: row.totalScore,
    evaluationStatus: row.evaluationStatus,
    sectionScores: row.sectionScores,
    evaluationData: isScored(row.evaluationData) ? row.evaluationData : null,
    overrides: overrides.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    // The report is rendered on request (DESIGN.md section 6): its route once there is something to print.
    pdfReportUrl: row.pdfReportUrl ?? (isScored(row.evaluationData) ? reportPdfPath(row.candidateId) : null),
    scoringVersion: row.scoringVersion,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
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
    return toEvaluation(db, row);
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
    const row = await repo.latestForCandidate(context.db, companyId, candidateId);
    if (!row) throw notFound();
    if (row.evaluationStatus === 'pending' || row.evaluationStatus === 'processing')
      throw conflict('The evaluation is still being scored; try again in a moment.');
    const question = await repo.questionOf(context.db, candidateId, body.questionId);
    if (!question) throw new AppError('NOT_FOUND', 'Question not found');
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
    const updated = await repo.latestForCandidate(context.db, companyId, candidateId);
    if (!updated) throw notFound();
    return toEvaluation(context.db, updated);
  },
};
