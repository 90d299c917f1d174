import type { TCandidateSection } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import english from '@/locales/en/candidate-dashboard.json';
import {
  buildSubmissionData,
  isAssessmentFinished,
  sectionAction,
  summarizeProgress,
  withStatus,
} from './progress';

const attempt = (submitted: boolean) => ({
  startedAt: '2026-03-14T09:00:00.000Z',
  deadlineAt: '2026-03-14T09:30:00.000Z',
  submittedAt: submitted ? '2026-03-14T09:20:00.000Z' : null,
  closedBy: submitted ? ('candidate' as const) : null,
});

let n = 0;
const section = (
  name: string,
  questionCount: number,
  answeredCount: number,
  attemptValue: TCandidateSection['attempt'] = null,
): TCandidateSection => ({
  id: `00000000-0000-4000-8000-00000000000${n++}`,
  name,
  description: `${name} questions`,
  category: 'english',
  displayOrder: n,
  timeLimitMinutes: 30,
  questionCount,
  answeredCount,
  attempt: attemptValue,
});

describe('section status and progress', () => {
  it('derives each card status and its button', () => {
    const sections = withStatus([
      section('Grammar', 10, 0),
      section('Reading', 10, 4, attempt(false)),
      section('Vocabulary', 10, 10),
      section('Writing', 2, 1, attempt(true)),
      section('Empty', 0, 0),
      section('Opened', 10, 0, attempt(false)),
    ]);
    expect(sections.map((s) => s.status)).toEqual([
      'not_started',
      'in_progress',
      'completed',
      'completed',
      'not_started',
      'not_started',
    ]);
    expect(sections.map((s) => english[`action.${s.status}`]).slice(0, 3)).toEqual([
      'Start Test',
      'Continue Test',
      'Review Test',
    ]);
  });

  it('keeps an opened section without answers not started (SPEC section 4), continued since its clock runs', () => {
    const [opened, untouched] = withStatus([section('Opened', 10, 0, attempt(false)), section('New', 10, 0)]);
    if (!opened || !untouched) throw new Error('two sections expected');
    expect(opened.status).toBe('not_started');
    expect(sectionAction(opened)).toBe('in_progress');
    expect(sectionAction(untouched)).toBe('not_started');
    expect(summarizeProgress([opened, untouched])).toMatchObject({ inProgressSections: 0, started: true });
  });

  it('counts completed sections and answers, and knows when everything is done', () => {
    const partial = summarizeProgress(withStatus([section('A', 10, 10), section('B', 5, 2, attempt(false))]));
    expect(partial).toEqual({
      totalSections: 2,
      completedSections: 1,
      inProgressSections: 1,
      totalQuestions: 15,
      answeredQuestions: 12,
      percent: 50,
      allCompleted: false,
      started: true,
    });
    const done = summarizeProgress(withStatus([section('A', 3, 3), section('B', 3, 1, attempt(true))]));
    expect(done.allCompleted).toBe(true);
    expect(done.percent).toBe(100);
  });

  it('has nothing to submit and nothing started without sections or answers', () => {
    expect(summarizeProgress([])).toMatchObject({ percent: 0, allCompleted: false, started: false });
    expect(summarizeProgress(withStatus([section('A', 3, 0)]))).toMatchObject({ started: false });
    expect(summarizeProgress(withStatus([section('A', 3, 0), section('B', 3, 0)])).percent).toBe(0);
    expect(
      summarizeProgress(withStatus([section('A', 1, 1), section('B', 1, 0), section('C', 1, 0)])).percent,
    ).toBe(33);
  });
});

describe('submission data', () => {
  it('is SPEC.md section 7 submission_data, computed from the sections', () => {
    const sections = withStatus([section('Grammar', 10, 10), section('Writing', 2, 1, attempt(true))]);
    const data = buildSubmissionData(sections, { city: 'Pune' });
    expect(data).toEqual({
      total_sections: 2,
      completed_sections: 2,
      total_questions: 12,
      total_answers: 11,
      completion_rate: 100,
      section_details: [
        {
          section_id: sections[0]?.id,
          section_name: 'Grammar',
          questions_count: 10,
          answers_count: 10,
          completion_status: 'completed',
        },
        {
          section_id: sections[1]?.id,
          section_name: 'Writing',
          questions_count: 2,
          answers_count: 1,
          completion_status: 'completed',
        },
      ],
      profile_data: { city: 'Pune' },
    });
  });
});

describe('finished assessment', () => {
  it('is over when locked, or submitted without the server allowing another submission', () => {
    expect(isAssessmentFinished({ locked: true, testStatus: 'submitted' }, undefined)).toBe(true);
    expect(isAssessmentFinished({ locked: false, testStatus: 'submitted' }, { can_submit: false })).toBe(
      true,
    );
    // An admin's unlock: submitted before, allowed to submit again.
    expect(isAssessmentFinished({ locked: false, testStatus: 'submitted' }, { can_submit: true })).toBe(
      false,
    );
    expect(isAssessmentFinished({ locked: false, testStatus: 'submitted' }, undefined)).toBe(false);
    expect(isAssessmentFinished({ locked: false, testStatus: 'in_progress' }, { can_submit: false })).toBe(
      false,
    );
  });
});
