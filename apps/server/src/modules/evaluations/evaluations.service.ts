import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { aiCallCollector, aiLogService } from '../ai-log/ai-log.service';
import { notifyCandidateChanged } from '../candidate-assessment/section-clock';
import { evaluationsRepository as repo } from './evaluations.repository';
import { gradeOpenEnded } from './open-ended';
import { type OpenEndedGrade, type ScoringQuestion, type ScoringSection, scoreEvaluation } from './scoring';

type Deps = Pick<AppContext, 'db' | 'ai' | 'logger'>;

/** Loads a candidate's answers, grades the open-ended ones and scores the whole submission (no writes). */
/** A submission's evaluation, created pending in the submission's own transaction (decision 007). */
export function createPendingEvaluation(tx: Executor, candidateId: string, submissionId: string) {
  return repo.createPending(tx, candidateId, submissionId);
}

export async function evaluateCandidate(
  deps: Deps,
  candidateId: string,
  evaluationId: string,
  /** Grades already given (a recomputation after an override keeps them instead of grading again). */
  previous: Map<string, OpenEndedGrade> = new Map(),
) {
  const { questionRows, answerRows, attemptRows, eventRows, weights, candidate } = await repo.scoringData(
    deps.db,
    candidateId,
  );
  const [overrides, confirmations] = await Promise.all([
    repo.latestOverrides(deps.db, evaluationId),
    repo.confirmations(deps.db, evaluationId),
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
      const override = overrides.get(q.id);
      const before = previous.get(q.id);
      const kept =
        before?.method === 'override'
          ? (before.details?.overriddenGrade as OpenEndedGrade | undefined)
          : before;
      const graded =
        kept ??
        (await gradeOpenEnded(
          deps.ai,
          {
            prompt: q.text,
            rubric: q.scoring.rubric ?? {},
            answer: value,
            ...(q.metadata.minWords !== undefined ? { minWords: q.metadata.minWords } : {}),
            ...(q.metadata.maxWords !== undefined ? { maxWords: q.metadata.maxWords } : {}),
          },
          candidate ? log.observe({ ...candidate, candidateId, questionId: q.id }) : undefined,
        ));
      // A person confirmed the machine grade as it stands: it no longer waits for review.
      const confirmed = !override && confirmations.has(q.id) ? { ...graded, needsReview: false } : graded;
      grades.set(
        q.id,
        override
          ? {
              method: 'override',
              credit: override.score / 100,
              needsReview: false,
              note: `Overridden by an admin to ${override.score}: ${override.reason}`,
              details: {
                overriddenGrade: graded,
                adminUserId: override.adminUserId,
                at: override.createdAt.toISOString(),
              },
            }
          : confirmed,
      );
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
 * which recomputes after an override). Status processing → completed, or needs_review when an
 * open-ended grade needs a human; a failure is recorded by the job.
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
