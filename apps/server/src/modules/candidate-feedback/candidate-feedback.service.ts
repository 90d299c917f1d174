import {
  FEEDBACK_MESSAGES,
  type TCandidateFeedback,
  type TCandidateFeedbackStatus,
  type TEvaluationData,
  type TFeedbackState,
} from '@app/contracts';
import type { Database } from '../../db/client';
import type { ApplicationScope } from '../../db/own-application';
import { AppError, forbidden } from '../../lib/app-error';
import { reportBrandOf } from '../branding/branding.service';
import { readingLanguage } from '../candidate-assessment/reading-language';
import { normsService } from '../norms/norms.service';
import { safeFileNamePart } from '../reports/report-http';
import { candidateFeedbackRepository as repo } from './candidate-feedback.repository';
import { buildFeedback } from './feedback-content';
import { renderFeedbackPdf } from './feedback-pdf';

/** Statuses of an evaluation that holds a result a person may read (a grade under review included). */
const READABLE = new Set(['completed', 'needs_review']);

type CandidateRow = NonNullable<Awaited<ReturnType<typeof repo.candidateInScope>>>;
type EvaluationRow = Awaited<ReturnType<typeof repo.latestEvaluation>>;

async function ownCandidate(db: Database, scope: ApplicationScope, options?: { logo: boolean }) {
  const candidate = await repo.candidateInScope(db, scope, options);
  if (!candidate) throw forbidden('Your account has no candidate record.');
  return candidate;
}

/**
 * Feedback follows the candidate's current submission: a reopened assessment has none until it is
 * submitted again, and a submission being scored shows nothing until its result exists.
 */
function stateOf(candidate: CandidateRow, evaluation: EvaluationRow): TFeedbackState {
  if (!candidate.offered) return 'not_offered';
  if (candidate.testStatus !== 'submitted') return 'not_submitted';
  if (!evaluation?.scored || !READABLE.has(evaluation.status)) return 'scoring';
  return 'ready';
}

/**
 * The readable report of the signed-in candidate in the language they read (`acceptLanguage`: the
 * browser's, when neither they nor the assessment chose one), or 404 saying why there is none yet.
 */
async function readable(
  db: Database,
  scope: ApplicationScope,
  acceptLanguage: string | undefined,
  options?: { logo: boolean },
) {
  const candidate = await ownCandidate(db, scope, options);
  const evaluation = candidate.offered
    ? await repo.latestEvaluation(db, candidate.id, { withData: true })
    : null;
  const state = stateOf(candidate, evaluation);
  if (state !== 'ready') throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES[state]);
  // 'ready' means a scored evaluation was found.
  const scored = evaluation as NonNullable<EvaluationRow>;
  const data = scored.data as TEvaluationData;
  const norms = await normsService.evaluationNorms(db, candidate.companyId, {
    candidateId: candidate.id,
    submissionId: scored.submissionId,
    data,
  });
  const { brand } = reportBrandOf(candidate);
  const language = readingLanguage(candidate, acceptLanguage);
  const feedback: TCandidateFeedback = buildFeedback(
    {
      companyName: brand?.displayName || candidate.companyName,
      assessmentName: candidate.assessmentName ?? 'Assessment',
      candidateName: candidate.fullName,
      submittedAt: scored.submittedAt,
      contactEmail: candidate.contactEmail,
      data,
      norms,
    },
    language,
  );
  return { feedback, brand, language };
}

/** The candidate's own feedback report (issue 21, item 3): only their own, only when the assessment offers it. */
export const candidateFeedbackService = {
  async status(db: Database, scope: ApplicationScope): Promise<TCandidateFeedbackStatus> {
    const candidate = await ownCandidate(db, scope);
    const evaluation = candidate.offered ? await repo.latestEvaluation(db, candidate.id) : null;
    const state = stateOf(candidate, evaluation);
    return { state, message: state === 'ready' ? null : FEEDBACK_MESSAGES[state] };
  },

  async feedback(
    db: Database,
    scope: ApplicationScope,
    acceptLanguage?: string,
  ): Promise<TCandidateFeedback> {
    return (await readable(db, scope, acceptLanguage)).feedback;
  },

  async pdf(db: Database, scope: ApplicationScope, acceptLanguage?: string) {
    const { feedback, brand, language } = await readable(db, scope, acceptLanguage, { logo: true });
    const pdf = await renderFeedbackPdf({ feedback, brand, generatedAt: new Date(), language });
    return { pdf, fileName: `${safeFileNamePart(feedback.candidateName)} - Feedback report.pdf` };
  },
};
