import { isCustomRubric, rubricCriteria } from '@app/contracts';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { aiCallCollector, aiLogService } from '../ai-log/ai-log.service';
import { notifyCandidateChanged } from '../candidate-assessment/section-clock';
import { answerGrade, modelGradeOf } from './answer-grade';
import { evaluationsRepository as repo } from './evaluations.repository';
import { suggestGrade } from './open-ended';
import { type OpenEndedGrade, type ScoringQuestion, type ScoringSection, scoreEvaluation } from './scoring';

type Deps = Pick<AppContext, 'db' | 'ai' | 'logger'>;

/** A submission's evaluation, created pending in the submission's own transaction (decision 007). */
export function createPendingEvaluation(tx: Executor, candidateId: string, submissionId: string) {
  return repo.createPending(tx, candidateId, submissionId);
}

/**
 * Loads a candidate's answers, has the model suggest grades of the written ones (on the first scoring
 * only) and scores the whole submission with the people's ratings, confirmations and overrides (no writes).
 */
export async function evaluateCandidate(
  deps: Deps,
  candidateId: string,
  evaluationId: string,
  /** Grades of the last scoring: a recomputation keeps the model's and never calls the model again. */
  previous?: Map<string, OpenEndedGrade>,
) {
  const { questionRows, answerRows, attemptRows, eventRows, weights, candidate } = await repo.scoringData(
    deps.db,
    candidateId,
  );
  const [overrides, confirmations, ratings] = await Promise.all([
    repo.latestOverrides(deps.db, evaluationId),
    repo.confirmations(deps.db, evaluationId),
    repo.ratings(deps.db, evaluationId),
  ]);
  const answers = new Map(answerRows.map((a) => [a.questionId, a.answerData.value]));
  const attempts = new Map(attemptRows.map((a) => [a.sectionId, a]));

  const sections = new Map<string, ScoringSection>();
  for (const q of questionRows) {
    let section = sections.get(q.sectionId);
    if (!section) {
      const attempt = attempts.get(q.sectionId);
      section = {
        id: q.sectionId,
        name: q.sectionName,
        category: q.sectionCategory,
        displayOrder: q.displayOrder,
        questions: [],
        attempt: attempt
          ? { startedAt: attempt.startedAt, submittedAt: attempt.submittedAt, closedBy: attempt.closedBy }
          : null,
      };
      sections.set(q.sectionId, section);
    }
    const question: ScoringQuestion = {
      id: q.id,
      number: q.number,
      type: q.type,
      options: q.options,
      scoring: q.scoring,
      ...(q.metadata.minWords !== undefined ? { minWords: q.metadata.minWords } : {}),
      ...(q.metadata.maxWords !== undefined ? { maxWords: q.metadata.maxWords } : {}),
    };
    section.questions.push(question);
  }

  // Open-ended answers one at a time: a local model serves one request at a time anyway.
  const grades = new Map<string, OpenEndedGrade>();
  const log = aiCallCollector();
  try {
    await gradeAnswers();
  } finally {
    // Whatever happened after them, the calls were made: they go to the log in one insert.
    if (log.calls.length > 0) await aiLogService.record(deps, log.calls);
  }

  async function gradeAnswers() {
    for (const q of questionRows) {
      if (q.type !== 'open_ended') continue;
      const value = answers.get(q.id);
      if (typeof value !== 'string' || value.trim() === '') continue;
      const model = previous
        ? modelGradeOf(previous.get(q.id))
        : ((await suggestGrade(
            deps.ai,
            {
              prompt: q.text,
              criteria: rubricCriteria(q.scoring.rubric),
              ownRubric: isCustomRubric(q.scoring.rubric),
              answer: value,
              ...(q.metadata.minWords !== undefined ? { minWords: q.metadata.minWords } : {}),
              ...(q.metadata.maxWords !== undefined ? { maxWords: q.metadata.maxWords } : {}),
            },
            candidate ? log.observe({ ...candidate, candidateId, questionId: q.id }) : undefined,
          )) ?? undefined);
      const grade = answerGrade({
        model,
        confirmed: confirmations.has(q.id),
        ratings: ratings.get(q.id) ?? [],
        override: overrides.get(q.id),
      });
      if (grade) grades.set(q.id, grade);
    }
  }

  return scoreEvaluation({
    sections: [...sections.values()],
    answers,
    grades,
    integrityEvents: eventRows,
    ...(weights ? { weights: weights.sections, traitWeights: weights.traits } : {}),
  });
}

/**
 * Runs one evaluation: idempotent per submission (a finished evaluation is left alone unless `force`,
 * which recomputes after a rating, confirmation or override). Status processing → completed, or
 * needs_review while a written answer awaits a person's rating; a failure is recorded by the job.
 */
export async function runEvaluation(deps: Deps, evaluationId: string, force = false): Promise<void> {
  const claimed = await repo.claim(deps.db, evaluationId, force);
  if (!claimed) return;
  const result = await evaluateCandidate(
    deps,
    claimed.candidateId,
    evaluationId,
    force ? claimed.grades : undefined,
  );
  await repo.finish(deps.db, evaluationId, {
    status: result.needsReview ? 'needs_review' : 'completed',
    totalScore: result.totalScore,
    sectionScores: result.sectionScores,
    data: result.data as unknown as Record<string, unknown>,
    scoringVersion: result.scoringVersion,
  });
  // The admin's table shows the score: tell its live stream that the candidate's row changed.
  await notifyCandidateChanged(deps.db, { id: claimed.candidateId, companyId: claimed.companyId });
}

/** Confirmations of the model's suggested grades, in one insert (the admin recorded on each); idempotent. */
export function recordConfirmations(
  db: Deps['db'],
  values: { evaluationId: string; questionId: string; adminUserId: string }[],
) {
  return repo.insertConfirmations(db, values);
}
