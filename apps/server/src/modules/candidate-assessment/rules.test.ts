import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  eligibility,
  scaledMinutes,
  scaledQuestionSeconds,
  sectionSeconds,
  submissionSummary,
} from './rules';

const attempt = (submitted: boolean) => ({
  startedAt: '2026-01-01T10:00:00.000Z',
  deadlineAt: '2026-01-01T10:30:00.000Z',
  submittedAt: submitted ? '2026-01-01T10:20:00.000Z' : null,
  closedBy: submitted ? ('candidate' as const) : null,
});

describe('answerProblem', () => {
  it('takes an option index for choice types', () => {
    for (const type of ['mcq', 'sjt', 'forced_choice', 'likert_scale']) {
      expect(answerProblem(type, 4, 0)).toBeNull();
      expect(answerProblem(type, 4, 3)).toBeNull();
      expect(answerProblem(type, 4, 4)).toBe('Choose one of the 4 options.');
      expect(answerProblem(type, 4, 'A')).toBe('Choose one of the options.');
    }
    expect(answerProblem('mcq', 0, 0)).toBe('Choose one of the 0 options.');
  });

  it('takes 0 (True) or 1 (False) for true/false', () => {
    expect(answerProblem('true_false', 2, 0)).toBeNull();
    expect(answerProblem('true_false', 2, 1)).toBeNull();
    expect(answerProblem('true_false', 2, 2)).toBe('Answer True (0) or False (1).');
    expect(answerProblem('true_false', 2, 'True')).toBe('Answer True (0) or False (1).');
  });

  it('takes text for open-ended and any other type', () => {
    for (const type of ['open_ended', 'short_answer', '']) {
      expect(answerProblem(type, 0, 'An answer')).toBeNull();
      expect(answerProblem(type, 0, '')).toBeNull();
      expect(answerProblem(type, 0, 1)).toBe('Write your answer as text.');
    }
  });
});

describe('extra time', () => {
  it('scales section and question times, never shortening a question timer', () => {
    expect(scaledMinutes(30, 1)).toBe(30);
    expect(scaledMinutes(30, 1.25)).toBe(37.5);
    expect(scaledMinutes(25, 1.1)).toBe(27.5);
    expect(sectionSeconds(30, 1.5)).toBe(2700);
    expect(sectionSeconds(20, 1.33)).toBe(1596);
    expect(scaledQuestionSeconds(60, 1)).toBe(60);
    expect(scaledQuestionSeconds(45, 1.25)).toBe(57); // 56.25 rounded up
    expect(scaledQuestionSeconds(60, 1.1)).toBe(66); // not 67 from 66.00000000000001
  });
});

describe('eligibility', () => {
  const candidate = { testStatus: 'in_progress', submissionCount: 0 };
  const done = { id: 's1', name: 'Grammar', questionCount: 5, answeredCount: 5, attempt: attempt(false) };
  const timedOut = { id: 's2', name: 'Reading', questionCount: 5, answeredCount: 1, attempt: attempt(true) };
  const open = { id: 's3', name: 'Writing', questionCount: 3, answeredCount: 1, attempt: attempt(false) };
  const untouched = { id: 's4', name: 'Logic', questionCount: 4, answeredCount: 0, attempt: null };

  it('allows the submission when every section is completed, answered in full or closed', () => {
    expect(eligibility(candidate, [done, timedOut])).toEqual({
      can_submit: true,
      reason: 'Every section is completed. You can submit your assessment.',
      current_status: 'in_progress',
      submission_count: 0,
    });
    expect(eligibility({ testStatus: 'completed', submissionCount: 1 }, [done]).reason).toBe(
      'Every section is completed. You can submit your assessment again.',
    );
  });

  it('names the sections still open', () => {
    expect(eligibility(candidate, [done, open, untouched]).reason).toBe(
      'Complete every section before submitting: 1 of 3 sections completed (still open: Writing, Logic).',
    );
    expect(eligibility(candidate, [{ ...open, name: 'Only' }]).reason).toBe(
      'Complete every section before submitting: 0 of 1 section completed (still open: Only).',
    );
  });

  it('refuses a locked assessment and one without sections', () => {
    expect(eligibility({ testStatus: 'submitted', submissionCount: 1 }, [done])).toEqual({
      can_submit: false,
      reason: 'Your assessment has already been submitted and is locked.',
      current_status: 'submitted',
      submission_count: 1,
    });
    expect(eligibility(candidate, []).can_submit).toBe(false);
    // A section without questions is not started, so it can never count as completed.
    expect(eligibility(candidate, [{ ...done, questionCount: 0, answeredCount: 0 }]).can_submit).toBe(false);
  });
});

describe('submissionSummary', () => {
  it("counts SPEC.md's submission_data from the sections", () => {
    const summary = submissionSummary([
      { id: 's1', name: 'Grammar', questionCount: 5, answeredCount: 5, attempt: attempt(false) },
      { id: 's2', name: 'Reading', questionCount: 15, answeredCount: 2, attempt: attempt(true) },
    ]);
    expect(summary).toEqual({
      total_sections: 2,
      completed_sections: 2,
      total_questions: 20,
      total_answers: 7,
      completion_rate: 35,
      section_details: [
        {
          section_id: 's1',
          section_name: 'Grammar',
          questions_count: 5,
          answers_count: 5,
          completion_status: 'completed',
        },
        {
          section_id: 's2',
          section_name: 'Reading',
          questions_count: 15,
          answers_count: 2,
          completion_status: 'completed',
        },
      ],
    });
    expect(submissionSummary([]).completion_rate).toBe(0);
  });

  it('tells not started (no answer yet, opened or not) from in progress, as SPEC.md section 4 does', () => {
    const summary = submissionSummary([
      { id: 's1', name: 'Opened', questionCount: 5, answeredCount: 0, attempt: attempt(false) },
      { id: 's2', name: 'Untouched', questionCount: 5, answeredCount: 0, attempt: null },
      { id: 's3', name: 'Answering', questionCount: 5, answeredCount: 1, attempt: attempt(false) },
      { id: 's4', name: 'Closed empty', questionCount: 5, answeredCount: 0, attempt: attempt(true) },
    ]);
    expect(summary.section_details.map((d) => d.completion_status)).toEqual([
      'not_started',
      'not_started',
      'in_progress',
      'completed',
    ]);
    expect(summary.completed_sections).toBe(1);
  });
});
