import {
  ASSESSMENT_LIMITS,
  DEFAULT_REMINDER_HOURS,
  DEFAULT_SCORING_WEIGHTS,
  DEFAULT_TEST_MODE,
  isTimeZone,
  type TAssessment,
  type TAssessmentCreateInput,
  type TAssessmentUpdateInput,
  TEST_MODES,
  ZReminderHours,
  ZScoringWeights,
} from '@app/contracts';
import { z } from 'zod';
import { instantToZoned, zonedToInstant } from '@/lib/zoned-time';

export const CUSTOM_INSTRUCTIONS_MAX = 2000;

/** What the form edits: the window as wall-clock times in its zone, tests as ids. */
export const ZAssessmentForm = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name the assessment')
      .max(ASSESSMENT_LIMITS.name, `At most ${ASSESSMENT_LIMITS.name} characters`),
    position: z
      .string()
      .trim()
      .max(ASSESSMENT_LIMITS.position, `At most ${ASSESSMENT_LIMITS.position} characters`),
    experienceLevel: z
      .string()
      .trim()
      .max(ASSESSMENT_LIMITS.experienceLevel, `At most ${ASSESSMENT_LIMITS.experienceLevel} characters`),
    selectedTestIds: z.array(z.string()),
    testMode: z.enum(TEST_MODES),
    customInstructions: z.string().trim().max(CUSTOM_INSTRUCTIONS_MAX),
    customWeights: z.boolean(),
    scoringWeights: z.custom<z.input<typeof ZScoringWeights>>(),
    opensAt: z.string(),
    closesAt: z.string(),
    timeZone: z.string().refine(isTimeZone, 'Choose a time zone from the list'),
    candidateInstructions: z
      .string()
      .trim()
      .max(
        ASSESSMENT_LIMITS.candidateInstructions,
        `At most ${ASSESSMENT_LIMITS.candidateInstructions} characters`,
      ),
    /** Hours before each candidate's deadline at which a reminder goes out. */
    reminderHours: ZReminderHours,
    untimedProfileQuestions: z.boolean(),
    feedbackReportEnabled: z.boolean(),
  })
  .superRefine((form, context) => {
    if (form.testMode !== 'ai-generated' && form.selectedTestIds.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['selectedTestIds'],
        message: 'Please select at least one test or choose AI-generated mode.',
      });
    }
    if (form.customWeights) {
      const weights = ZScoringWeights.safeParse(form.scoringWeights);
      if (!weights.success) {
        context.addIssue({
          code: 'custom',
          path: ['scoringWeights'],
          message: weights.error.issues[0]?.message ?? 'Check the scoring weights',
        });
      }
    }
    const opens = form.opensAt ? zonedToInstant(form.opensAt, form.timeZone) : null;
    const closes = form.closesAt ? zonedToInstant(form.closesAt, form.timeZone) : null;
    if (opens && closes && Date.parse(closes) <= Date.parse(opens)) {
      context.addIssue({
        code: 'custom',
        path: ['closesAt'],
        message: 'The window must close after it opens',
      });
    }
  });
export type TAssessmentForm = z.input<typeof ZAssessmentForm>;

export function emptyForm(timeZone: string): TAssessmentForm {
  return {
    name: '',
    position: '',
    experienceLevel: '',
    selectedTestIds: [],
    testMode: DEFAULT_TEST_MODE,
    customInstructions: '',
    customWeights: false,
    scoringWeights: DEFAULT_SCORING_WEIGHTS,
    opensAt: '',
    closesAt: '',
    timeZone,
    candidateInstructions: '',
    reminderHours: [...DEFAULT_REMINDER_HOURS],
    untimedProfileQuestions: false,
    feedbackReportEnabled: false,
  };
}

export function formFromAssessment(assessment: TAssessment): TAssessmentForm {
  const { timeZone } = assessment.window;
  return {
    name: assessment.name,
    position: assessment.position ?? '',
    experienceLevel: assessment.experienceLevel ?? '',
    selectedTestIds: assessment.tests.map((test) => test.id),
    testMode: assessment.testMode,
    customInstructions: assessment.customInstructions,
    customWeights: assessment.scoringWeights !== null,
    scoringWeights: assessment.scoringWeights ?? DEFAULT_SCORING_WEIGHTS,
    opensAt: instantToZoned(assessment.window.opensAt, timeZone),
    closesAt: instantToZoned(assessment.window.closesAt, timeZone),
    timeZone,
    candidateInstructions: assessment.candidateInstructions ?? '',
    reminderHours: assessment.reminderHours,
    untimedProfileQuestions: assessment.untimedProfileQuestions,
    feedbackReportEnabled: assessment.feedbackReportEnabled,
  };
}

function shared(form: TAssessmentForm) {
  return {
    name: form.name.trim(),
    window: {
      opensAt: form.opensAt ? zonedToInstant(form.opensAt, form.timeZone) : null,
      closesAt: form.closesAt ? zonedToInstant(form.closesAt, form.timeZone) : null,
      timeZone: form.timeZone,
    },
    candidateInstructions: form.candidateInstructions.trim() || null,
    reminderHours: form.reminderHours,
    untimedProfileQuestions: form.untimedProfileQuestions,
    feedbackReportEnabled: form.feedbackReportEnabled,
  };
}

function locked(form: TAssessmentForm) {
  return {
    position: form.position.trim() || null,
    experienceLevel: form.experienceLevel.trim() || null,
    testConfiguration: {
      selectedTests: form.selectedTestIds.map((id) => ({ id })),
      testMode: form.testMode,
      customInstructions: form.customInstructions.trim(),
      ...(form.customWeights ? { scoringWeights: form.scoringWeights } : {}),
    },
  };
}

export const createInput = (form: TAssessmentForm, status: 'draft' | 'open'): TAssessmentCreateInput => ({
  ...shared(form),
  ...locked(form),
  status,
});

/** Once candidates are added the role and configuration are not sent: the server would refuse a change. */
export const updateInput = (form: TAssessmentForm, configurationLocked: boolean): TAssessmentUpdateInput => ({
  ...shared(form),
  ...(configurationLocked ? {} : locked(form)),
});
