import {
  KAPPA_MIN_PAIRS,
  rubricCriteria,
  type TOpenEndedGrade,
  type TRatingQueue,
  type TRatingQueueItem,
  type TRatingQueueQuery,
  type TSuggestionConfirmations,
  type TSuggestionConfirmationsRequest,
  ZRatingQueueQuery,
} from '@app/contracts';
import type { AppContext } from '../../context';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { modelGradeOf } from '../evaluations/answer-grade';
import { recordConfirmations, runEvaluation } from '../evaluations/evaluations.service';
import { countWords } from '../evaluations/open-ended';
import { kappaPerCriterion } from './agreement';
import { type RatingScope, ratingsRepository as repo } from './ratings.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Agreement on the criteria rated in the scope and those of the answers in view (`inView`, by key). */
function agreement(
  rated: Awaited<ReturnType<typeof repo.ratedAnswers>>,
  inView: TRatingQueueItem[],
): TRatingQueue['agreement'] {
  const raters = rated.flatMap(({ ratings: [a, b] }) => (a && b ? [{ a, b }] : []));
  const model = rated.flatMap(({ ratings: [first], grade }) => {
    const suggestion = modelGradeOf((grade ?? undefined) as TOpenEndedGrade | undefined)?.criteria;
    return first && suggestion ? [{ a: suggestion, b: first }] : [];
  });
  const labels = new Map([
    ...rated.flatMap(({ rubric }) => (rubric ?? []).map((c): [string, string] => [c.key, c.label])),
    ...inView.flatMap((item) => item.criteria.map((c): [string, string] => [c.key, c.label])),
  ]);
  return {
    minPairs: KAPPA_MIN_PAIRS,
    raters: kappaPerCriterion(raters, labels),
    model: kappaPerCriterion(model, labels),
  };
}

/** The rating queue (issue 36 item 2, decision 035): written answers waiting for a person, one after another. */
export const ratingsService = {
  async queue(db: AppContext['db'], actor: Actor, query: TRatingQueueQuery): Promise<TRatingQueue> {
    const { assessmentId, round, reveal, limit } = ZRatingQueueQuery.parse(query);
    const scope: RatingScope = { companyId: companyOf(actor), ...(assessmentId ? { assessmentId } : {}) };
    const [waiting, rated] = await Promise.all([
      repo.waiting(db, scope, round, actor.session.user.id, limit),
      repo.ratedAnswers(db, scope),
    ]);
    const counts =
      round === 'first' && waiting[0]
        ? { total: waiting[0].total, suggestions: waiting[0].suggestions }
        : await repo.firstRoundCounts(db, scope);
    const questions = new Map(
      (await repo.questions(db, scope.companyId, [...new Set(waiting.map((w) => w.question_id))])).map(
        (q) => [q.id, q],
      ),
    );
    const items = waiting.flatMap((w): TRatingQueueItem[] => {
      const question = questions.get(w.question_id);
      if (!question) return [];
      const grade = (w.grade ?? undefined) as TOpenEndedGrade | undefined;
      const suggestion = round === 'first' && grade?.method === 'ai' ? grade : undefined;
      return [
        {
          candidateId: w.candidate_id,
          questionId: w.question_id,
          assessmentId: question.assessmentId,
          assessmentName: question.assessmentName,
          sectionName: question.sectionName,
          questionNumber: question.number,
          ...(reveal === 'true' ? { candidateName: question.candidateName } : {}),
          prompt: question.text,
          answer: w.answer,
          words: countWords(w.answer),
          minWords: question.metadata.minWords ?? null,
          maxWords: question.metadata.maxWords ?? null,
          criteria: rubricCriteria(question.scoring.rubric),
          suggestion: suggestion?.criteria
            ? {
                criteria: suggestion.criteria,
                note: suggestion.note,
                model: typeof suggestion.details?.model === 'string' ? suggestion.details.model : null,
              }
            : null,
          ratings: w.ratings,
          submittedAt: iso(w.submitted_at),
        },
      ];
    });
    return {
      round,
      items,
      total: round === 'first' ? counts.total : (waiting[0]?.total ?? 0),
      suggestions: counts.suggestions,
      agreement: agreement(rated, items),
    };
  },

  /**
   * Confirms the model's suggestions of the listed answers as they stand, in one insert, recording who
   * confirmed; each candidate's scores are then recomputed. Answers that are not a waiting suggestion of
   * the company's candidates (rated, overridden, confirmed before, another company's) are left alone.
   */
  async confirmSuggestions(
    context: Pick<AppContext, 'db' | 'ai' | 'logger'>,
    actor: Actor,
    body: TSuggestionConfirmationsRequest,
  ): Promise<TSuggestionConfirmations> {
    const companyId = companyOf(actor);
    const confirmable = await repo.confirmableSuggestions(context.db, companyId, body.answers);
    const added = await recordConfirmations(
      context.db,
      confirmable.map((c) => ({
        evaluationId: c.evaluation_id,
        questionId: c.question_id,
        adminUserId: actor.session.user.id,
      })),
    );
    const evaluations = [...new Set(added)];
    // Each evaluation is scored on its own (a pure function of its answers); one at a time keeps the pool free.
    for (const evaluationId of evaluations) await runEvaluation(context, evaluationId, true);
    return { confirmed: added.length, candidates: evaluations.length };
  },
};
