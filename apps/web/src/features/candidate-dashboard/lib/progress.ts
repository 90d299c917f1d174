import {
  deriveSectionStatus,
  type TCandidateSection,
  type TCandidateSelf,
  type TSectionStatus,
  type TSubmissionEligibility,
  type TSubmitAssessmentRequest,
} from '@app/contracts';

export type TSectionView = TCandidateSection & { status: TSectionStatus };

/**
 * Which of the section card's buttons (the catalogue's action.<status>: Start, Continue or Review Test)
 * a section shows. An opened section's clock runs even before its first answer: it is continued, not
 * started again. A section without questions has no button at all.
 */
export const sectionAction = (section: TSectionView): TSectionStatus =>
  section.status === 'not_started' && section.attempt !== null ? 'in_progress' : section.status;

export const withStatus = (sections: readonly TCandidateSection[]): TSectionView[] =>
  sections.map((section) => ({ ...section, status: deriveSectionStatus(section) }));

export type TProgress = {
  totalSections: number;
  completedSections: number;
  inProgressSections: number;
  totalQuestions: number;
  answeredQuestions: number;
  /** Whole percent of sections completed (the overall progress bar). */
  percent: number;
  /** Every section completed, and there is at least one: the first condition of the final submission. */
  allCompleted: boolean;
  /** Some section has been opened or answered: the "before you start" notice is no longer needed. */
  started: boolean;
};

export function summarizeProgress(sections: readonly TSectionView[]): TProgress {
  const totalSections = sections.length;
  const completedSections = sections.filter((s) => s.status === 'completed').length;
  return {
    totalSections,
    completedSections,
    inProgressSections: sections.filter((s) => s.status === 'in_progress').length,
    totalQuestions: sections.reduce((sum, s) => sum + s.questionCount, 0),
    answeredQuestions: sections.reduce((sum, s) => sum + Math.min(s.answeredCount, s.questionCount), 0),
    percent: totalSections === 0 ? 0 : Math.round((completedSections / totalSections) * 100),
    allCompleted: totalSections > 0 && completedSections === totalSections,
    started: sections.some((s) => s.attempt !== null || s.answeredCount > 0),
  };
}

/**
 * SPEC.md section 7's submission_data, computed from the sections as the dashboard shows them.
 * completion_rate is the percentage of sections completed (the overall progress bar), not of questions
 * answered: a section closed by its deadline counts as completed with questions left open.
 */
export function buildSubmissionData(
  sections: readonly TSectionView[],
  profileData: Record<string, unknown>,
): TSubmitAssessmentRequest['submission_data'] {
  const progress = summarizeProgress(sections);
  return {
    total_sections: progress.totalSections,
    completed_sections: progress.completedSections,
    total_questions: progress.totalQuestions,
    total_answers: progress.answeredQuestions,
    completion_rate: progress.percent,
    section_details: sections.map((s) => ({
      section_id: s.id,
      section_name: s.name,
      questions_count: s.questionCount,
      answers_count: Math.min(s.answeredCount, s.questionCount),
      completion_status: s.status,
    })),
    profile_data: profileData,
  };
}

/**
 * SPEC.md section 4: the assessment is over once submitted and not unlocked by an admin (the record says
 * `locked`), or when the status is submitted and the server does not allow another submission.
 */
export function isAssessmentFinished(
  candidate: Pick<TCandidateSelf, 'locked' | 'testStatus'>,
  eligibility: Pick<TSubmissionEligibility, 'can_submit'> | undefined,
): boolean {
  return candidate.locked || (candidate.testStatus === 'submitted' && eligibility?.can_submit === false);
}
