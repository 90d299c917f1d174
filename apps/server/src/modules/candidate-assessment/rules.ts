import {
  deriveSectionStatus,
  type TAnswerValue,
  type TCandidateSection,
  type TSubmissionEligibility,
} from '@app/contracts';

/** The messages of the candidate's side, in one place so tests and the web can rely on them. */
export const MESSAGES = {
  noProfile: 'No candidate profile found',
  noRecord: 'Candidate record not found',
  sectionNotFound: 'Section not found',
  questionNotFound: 'Question not found',
  noQuestions: 'This section has no questions yet.',
  notStarted: 'Start this section before submitting it.',
  sectionSubmitted: 'This section has been submitted: its answers can no longer be changed.',
  timeUp: 'Time is up for this section: answers can no longer be saved.',
  locked: 'Your assessment has been submitted and is locked.',
  profileLocked:
    'Your assessment has been submitted and is locked, so your profile can no longer be changed.',
  notOwnUser: 'You can only submit your own assessment.',
  candidateNotFound: 'Candidate not found',
  submitted: 'Assessment submitted successfully',
  onlySubmittedUnlock: 'Only a submitted assessment can be unlocked.',
} as const;

export const CHOICE_TYPES = ['mcq', 'sjt', 'forced_choice', 'likert_scale'];

/**
 * Why `value` is not an answer to a question of this type, or null when it is. Choice types take the
 * index of one of their options, true/false 0 (True) or 1 (False), everything else (open_ended and any
 * type the runner shows as a text field) text.
 */
export function answerProblem(questionType: string, optionCount: number, value: TAnswerValue): string | null {
  if (questionType === 'true_false') {
    return value === 0 || value === 1 ? null : 'Answer True (0) or False (1).';
  }
  if (CHOICE_TYPES.includes(questionType)) {
    if (typeof value !== 'number') return 'Choose one of the options.';
    return value < optionCount ? null : `Choose one of the ${optionCount} options.`;
  }
  return typeof value === 'string' ? null : 'Write your answer as text.';
}

/** A section's time with the candidate's extra time, in minutes (may be fractional, to the second). */
export const scaledMinutes = (minutes: number, multiplier: number) =>
  Math.round(minutes * 60 * multiplier) / 60;

/** A section's time with the candidate's extra time, in whole seconds: what a new attempt's deadline adds. */
export const sectionSeconds = (minutes: number, multiplier: number) => Math.round(minutes * 60 * multiplier);

/** A question's time with the candidate's extra time, rounded up: extra time never shortens a timer. */
export const scaledQuestionSeconds = (seconds: number, multiplier: number) =>
  Math.ceil(seconds * multiplier - 1e-9);

/** Statements about oneself with no right answer (personality, work style): an assessment may untime them. */
export const isProfileQuestion = (questionType: string) =>
  questionType === 'likert_scale' || questionType === 'forced_choice';

/** Submitted and not unlocked by an admin: nothing of the assessment can change any more. */
export const LOCKED_STATUS = 'submitted';
export const isLocked = (testStatus: string) => testStatus === LOCKED_STATUS;

type SectionCounts = Pick<TCandidateSection, 'id' | 'name' | 'questionCount' | 'answeredCount' | 'attempt'>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** SPEC.md section 7's check_submission_eligibility, with a reason the candidate can act on either way. */
export function eligibility(
  candidate: { testStatus: string; submissionCount: number },
  sections: SectionCounts[],
): TSubmissionEligibility {
  const base = { current_status: candidate.testStatus, submission_count: candidate.submissionCount };
  if (isLocked(candidate.testStatus)) {
    return {
      ...base,
      can_submit: false,
      reason: 'Your assessment has already been submitted and is locked.',
    };
  }
  if (sections.length === 0) {
    return { ...base, can_submit: false, reason: 'Your assessment has no sections yet.' };
  }
  const open = sections.filter((s) => deriveSectionStatus(s) !== 'completed');
  if (open.length > 0) {
    const done = sections.length - open.length;
    return {
      ...base,
      can_submit: false,
      reason: `Complete every section before submitting: ${done} of ${plural(sections.length, 'section')} completed (still open: ${open.map((s) => s.name).join(', ')}).`,
    };
  }
  return {
    ...base,
    can_submit: true,
    reason:
      candidate.submissionCount > 0
        ? 'Every section is completed. You can submit your assessment again.'
        : 'Every section is completed. You can submit your assessment.',
  };
}

/** SPEC.md section 7's submission_data, counted by the server (the client's numbers are kept beside it). */
export function submissionSummary(sections: SectionCounts[]) {
  const totalQuestions = sections.reduce((n, s) => n + s.questionCount, 0);
  const totalAnswers = sections.reduce((n, s) => n + Math.min(s.answeredCount, s.questionCount), 0);
  const details = sections.map((s) => ({
    section_id: s.id,
    section_name: s.name,
    questions_count: s.questionCount,
    answers_count: s.answeredCount,
    completion_status: deriveSectionStatus(s),
  }));
  return {
    total_sections: sections.length,
    completed_sections: details.filter((d) => d.completion_status === 'completed').length,
    total_questions: totalQuestions,
    total_answers: totalAnswers,
    /** Answered questions in whole percent. */
    completion_rate: totalQuestions === 0 ? 0 : Math.round((totalAnswers / totalQuestions) * 100),
    section_details: details,
  };
}
