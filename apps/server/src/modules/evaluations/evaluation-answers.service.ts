import {
  rubricCriteria,
  type TAnswerKey,
  type TEvaluation,
  type TEvaluationAnswers,
  type TEvaluationData,
  type TQuestionRubric,
} from '@app/contracts';
import type { AppContext } from '../../context';
import { AppError, conflict } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { notifyCandidateChanged } from '../candidate-assessment/section-clock';
import { companyOf } from '../candidates/candidates.service';
import { queueEvaluation } from './evaluation.jobs';
import {
  evaluationAnswersRepository as answersRepo,
  STUCK_AFTER_MINUTES,
} from './evaluation-answers.repository';
import { evaluationsRepository as repo } from './evaluations.repository';
import { evaluationsAdminService } from './evaluations-admin.service';

const notFound = () => new AppError('NOT_FOUND', 'Evaluation not found');

const isScored = (data: Record<string, unknown>): data is TEvaluationData => 'sections' in data;

/** Admins may see keys: only what scoring reads of them, not the item's provenance. */
function keyOf(scoring: {
  keyIndex?: number;
  optionKeys?: (number | string)[];
  trait?: string;
  reverse?: boolean;
  rubric?: TQuestionRubric;
}): TAnswerKey {
  return {
    ...(scoring.keyIndex !== undefined ? { keyIndex: scoring.keyIndex } : {}),
    ...(scoring.optionKeys ? { optionKeys: scoring.optionKeys } : {}),
    ...(scoring.trait ? { trait: scoring.trait } : {}),
    ...(scoring.reverse !== undefined ? { reverse: scoring.reverse } : {}),
    ...(scoring.rubric ? { rubric: rubricCriteria(scoring.rubric) } : {}),
  };
}

/** Tracing scores to answers, and queueing a failed or stuck scoring again (admins of the company only). */
export const evaluationAnswersService = {
  async answers(db: AppContext['db'], actor: Actor, candidateId: string): Promise<TEvaluationAnswers> {
    const evaluation = await repo.latestForCandidate(db, companyOf(actor), candidateId);
    if (!evaluation) throw notFound();
    const rows = await answersRepo.answeredQuestions(db, candidateId);
    const results = new Map(
      isScored(evaluation.evaluationData)
        ? evaluation.evaluationData.questions.map((q) => [q.questionId, q])
        : [],
    );
    return {
      candidateId,
      evaluationId: evaluation.id,
      questions: rows.map((row) => ({
        questionId: row.id,
        sectionId: row.sectionId,
        sectionName: row.sectionName,
        number: row.number,
        type: row.type,
        text: row.text,
        options: row.options,
        passage: row.metadata.passage
          ? { title: row.metadata.passage.title, text: row.metadata.passage.text }
          : null,
        item: { key: row.scoring.itemId, version: row.scoring.itemVersion, source: row.scoring.source },
        answer: row.answer?.value ?? null,
        key: keyOf(row.scoring),
        result: results.get(row.id) ?? null,
      })),
    };
  },

  /** Queues scoring again when the latest evaluation failed or has been stuck for minutes; else 409. */
  async rerun(
    context: Pick<AppContext, 'db' | 'jobs'>,
    actor: Actor,
    candidateId: string,
  ): Promise<TEvaluation> {
    const companyId = companyOf(actor);
    const evaluation = await repo.latestForCandidate(context.db, companyId, candidateId);
    if (!evaluation) throw notFound();
    const reset = await answersRepo.resetForRerun(context.db, evaluation.id);
    if (!reset) {
      throw conflict(
        evaluation.evaluationStatus === 'pending' || evaluation.evaluationStatus === 'processing'
          ? `The evaluation is being scored; it can be re-run if it is still not done after ${STUCK_AFTER_MINUTES} minutes.`
          : 'The evaluation is already scored; only a failed or stuck evaluation can be re-run.',
      );
    }
    // Read before the job is queued: a worker may start it at once, and the answer is what the admin did
    // (pending again), not how far a worker has got.
    const queued = await evaluationsAdminService.latest(context.db, actor, candidateId);
    await queueEvaluation(context.jobs, evaluation.id);
    await notifyCandidateChanged(context.db, { id: candidateId, companyId });
    return queued;
  },
};
