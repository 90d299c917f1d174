import { DEFAULT_SCORING_WEIGHTS, type TAssessment } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  createInput,
  emptyForm,
  formFromAssessment,
  REAPPLY_ONCE,
  reapplyOptions,
  updateInput,
  ZAssessmentForm,
} from './assessment-form';

const assessment: TAssessment = {
  id: 'a1',
  name: 'Backend Engineer, Pune, Q1',
  position: 'Backend Engineer',
  experienceLevel: null,
  status: 'open',
  currentStatus: 'open',
  testMode: 'hybrid',
  tests: [
    { id: 't1', name: 'Logical Reasoning', category: 'psychometric', durationMinutes: 30, questionCount: 20 },
  ],
  window: { opensAt: '2027-01-04T03:30:00.000Z', closesAt: null, timeZone: 'Asia/Kolkata' },
  counts: {
    total: 3,
    byStatus: { pending: 0, questions_generated: 3, in_progress: 0, completed: 0, submitted: 0 },
    completionRate: 0,
    scored: 0,
    awaitingRating: 0,
    decided: 0,
  },
  createdBy: null,
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
  customInstructions: '',
  scoringWeights: null,
  candidateInstructions: null,
  reminderHours: [48],
  untimedProfileQuestions: true,
  feedbackReportEnabled: true,
  language: 'hi',
  reapplyAfterMonths: 9,
  sourceFilename: null,
  configurationLocked: true,
};

describe('the assessment form', () => {
  it('asks for a test unless the mode is AI-generated, and for a window that closes after it opens', () => {
    const form = { ...emptyForm('UTC'), name: 'Opening' };
    const issues = ZAssessmentForm.safeParse(form).error?.issues.map((i) => i.message);
    expect(issues).toEqual(['Please select at least one test or choose AI-generated mode.']);
    expect(ZAssessmentForm.safeParse({ ...form, testMode: 'ai-generated' }).success).toBe(true);
    const backwards = {
      ...form,
      testMode: 'ai-generated' as const,
      opensAt: '2027-02-01T09:00',
      closesAt: '2027-01-01T09:00',
    };
    expect(ZAssessmentForm.safeParse(backwards).error?.issues[0]?.message).toBe(
      'The window must close after it opens',
    );
    const noWeight = {
      ...form,
      testMode: 'ai-generated' as const,
      customWeights: true,
      scoringWeights: {
        sections: { cognitive: 0, english: 0, sjt: 0, writing: 0 },
        traits: DEFAULT_SCORING_WEIGHTS.traits,
      },
    };
    expect(ZAssessmentForm.safeParse(noWeight).error?.issues[0]?.message).toBe(
      'At least one weight must be above 0',
    );
  });

  it('shows a saved window as the clock of its zone and sends it back as the same instants', () => {
    const form = formFromAssessment(assessment);
    expect(form).toMatchObject({
      opensAt: '2027-01-04T09:00',
      closesAt: '',
      selectedTestIds: ['t1'],
      customWeights: false,
    });
    expect(createInput(form, 'draft')).toMatchObject({
      status: 'draft',
      position: 'Backend Engineer',
      experienceLevel: null,
      window: { opensAt: '2027-01-04T03:30:00.000Z', closesAt: null, timeZone: 'Asia/Kolkata' },
      testConfiguration: { selectedTests: [{ id: 't1' }], testMode: 'hybrid', customInstructions: '' },
    });
  });

  it('leaves the role and configuration out of an edit once candidates are added', () => {
    const form = formFromAssessment(assessment);
    // Reminder moments and per-question clocks, like the window, change at any time.
    expect(Object.keys(updateInput(form, true)).sort()).toEqual([
      'candidateInstructions',
      'feedbackReportEnabled',
      'language',
      'name',
      'reapplyAfterMonths',
      'reminderHours',
      'untimedProfileQuestions',
      'window',
    ]);
    expect(updateInput(form, true).untimedProfileQuestions).toBe(true);
    expect(emptyForm('UTC').untimedProfileQuestions).toBe(false);
    expect(updateInput(form, true).feedbackReportEnabled).toBe(true);
    expect(emptyForm('UTC').feedbackReportEnabled).toBe(false);
    // The candidates' language changes at any time; "not set" is sent as null.
    expect(updateInput(form, true).language).toBe('hi');
    expect(updateInput(emptyForm('UTC'), true).language).toBeNull();
    expect(updateInput(form, false)).toHaveProperty('testConfiguration');
  });

  it('keeps 0 to 3 reminder moments of 1 to 336 hours, 72 and 24 by default', () => {
    const form = { ...emptyForm('UTC'), name: 'Opening', testMode: 'ai-generated' as const };
    expect(form.reminderHours).toEqual([72, 24]);
    expect(formFromAssessment(assessment).reminderHours).toEqual([48]);
    expect(createInput({ ...form, reminderHours: [] }, 'draft').reminderHours).toEqual([]);
    for (const reminderHours of [[0], [337], [1, 2, 3, 4], [24, 24]]) {
      expect(ZAssessmentForm.safeParse({ ...form, reminderHours }).success, String(reminderHours)).toBe(
        false,
      );
    }
  });

  it("takes one application per person by default, and keeps an opening's own wait among the choices", () => {
    expect(emptyForm('UTC').reapply).toBe(REAPPLY_ONCE);
    expect(createInput({ ...emptyForm('UTC'), name: 'O' }, 'draft').reapplyAfterMonths).toBeNull();
    const form = formFromAssessment(assessment);
    expect(form.reapply).toBe('9');
    expect(updateInput(form, true).reapplyAfterMonths).toBe(9);
    expect(updateInput({ ...form, reapply: '0' }, true).reapplyAfterMonths).toBe(0);
    const label = (months: number | null) => (months === null ? 'once' : `${months}`);
    expect(reapplyOptions('9', label).map((o) => o.value)).toEqual(['once', '0', '3', '6', '9', '12', '24']);
    expect(reapplyOptions(REAPPLY_ONCE, label).map((o) => o.value)).toEqual([
      'once',
      '0',
      '3',
      '6',
      '12',
      '24',
    ]);
  });
});
