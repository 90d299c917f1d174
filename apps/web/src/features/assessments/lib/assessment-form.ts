import {
  ASSESSMENT_LIMITS,
  CANDIDATE_LANGUAGES,
  candidateLanguageSchema,
  DEFAULT_REMINDER_HOURS,
  DEFAULT_SCORING_WEIGHTS,
  DEFAULT_TEST_MODE,
  isTimeZone,
  LANGUAGE_INFO,
  type TAssessment,
  type TAssessmentCreateInput,
  type TAssessmentUpdateInput,
  TEST_MODES,
  ZReminderHours,
  ZScoringWeights,
} from '@app/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';
import { instantToZoned, zonedToInstant } from '@/lib/zoned-time';

/** The form's messages from the assessments catalogue, looked up when a value is checked. */
const message = (key: string, values?: Record<string, unknown>) => ({
  error: () => i18n.t(key, { ns: 'assessments', ...values }),
});

export const CUSTOM_INSTRUCTIONS_MAX = 2000;

/** No language chosen for the assessment (a select cannot hold null): pages follow the browser, emails English. */
export const NO_ASSESSMENT_LANGUAGE = 'none';

/** The candidate-language select: nothing chosen, then each language by its English and its own name. */
export const assessmentLanguageOptions = (t: TFunction) => [
  { value: NO_ASSESSMENT_LANGUAGE, label: t('languageNotSet') },
  ...CANDIDATE_LANGUAGES.map((language) => {
    const { englishName, nativeName } = LANGUAGE_INFO[language];
    return {
      value: language,
      label: englishName === nativeName ? englishName : `${englishName} (${nativeName})`,
    };
  }),
];

/** What the form edits: the window as wall-clock times in its zone, tests as ids. */
export const ZAssessmentForm = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, message('validation.name'))
      .max(ASSESSMENT_LIMITS.name, message('validation.maxLength', { max: ASSESSMENT_LIMITS.name })),
    position: z
      .string()
      .trim()
      .max(ASSESSMENT_LIMITS.position, message('validation.maxLength', { max: ASSESSMENT_LIMITS.position })),
    experienceLevel: z
      .string()
      .trim()
      .max(
        ASSESSMENT_LIMITS.experienceLevel,
        message('validation.maxLength', { max: ASSESSMENT_LIMITS.experienceLevel }),
      ),
    selectedTestIds: z.array(z.string()),
    testMode: z.enum(TEST_MODES),
    customInstructions: z.string().trim().max(CUSTOM_INSTRUCTIONS_MAX),
    customWeights: z.boolean(),
    scoringWeights: z.custom<z.input<typeof ZScoringWeights>>(),
    opensAt: z.string(),
    closesAt: z.string(),
    timeZone: z.string().refine(isTimeZone, message('validation.timeZone')),
    candidateInstructions: z
      .string()
      .trim()
      .max(
        ASSESSMENT_LIMITS.candidateInstructions,
        message('validation.maxLength', { max: ASSESSMENT_LIMITS.candidateInstructions }),
      ),
    /** Hours before each candidate's deadline at which a reminder goes out. */
    reminderHours: ZReminderHours,
    untimedProfileQuestions: z.boolean(),
    feedbackReportEnabled: z.boolean(),
    /** REAPPLY_ONCE, or the months after which a person may apply again (decision 034). */
    reapply: z.string(),
    /** The candidates' language unless their own is set (the CSV's column, their choice). */
    language: z.union([z.literal(NO_ASSESSMENT_LANGUAGE), candidateLanguageSchema]),
  })
  .superRefine((form, context) => {
    if (form.testMode !== 'ai-generated' && form.selectedTestIds.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['selectedTestIds'],
        message: i18n.t('validation.tests', { ns: 'assessments' }),
      });
    }
    if (form.customWeights) {
      const weights = ZScoringWeights.safeParse(form.scoringWeights);
      if (!weights.success) {
        context.addIssue({
          code: 'custom',
          path: ['scoringWeights'],
          message: weights.error.issues[0]?.message ?? i18n.t('validation.weights', { ns: 'assessments' }),
        });
      }
    }
    const opens = form.opensAt ? zonedToInstant(form.opensAt, form.timeZone) : null;
    const closes = form.closesAt ? zonedToInstant(form.closesAt, form.timeZone) : null;
    if (opens && closes && Date.parse(closes) <= Date.parse(opens)) {
      context.addIssue({
        code: 'custom',
        path: ['closesAt'],
        message: i18n.t('validation.window', { ns: 'assessments' }),
      });
    }
  });
export type TAssessmentForm = z.input<typeof ZAssessmentForm>;

/** The re-application choice of an opening that takes one application per person. */
export const REAPPLY_ONCE = 'once';
/** The waits offered in the form, in months; an opening set otherwise (through the API) keeps its own. */
const REAPPLY_CHOICES = [0, 3, 6, 12, 24];

/** The form's re-application choices, with the opening's own wait when it is not one of them. */
export function reapplyOptions(current: string, label: (months: number | null) => string) {
  const months = [...new Set([...REAPPLY_CHOICES, ...(current === REAPPLY_ONCE ? [] : [Number(current)])])];
  return [
    { value: REAPPLY_ONCE, label: label(null) },
    ...months.sort((a, b) => a - b).map((m) => ({ value: String(m), label: label(m) })),
  ];
}

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
    reapply: REAPPLY_ONCE,
    language: NO_ASSESSMENT_LANGUAGE,
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
    reapply: assessment.reapplyAfterMonths === null ? REAPPLY_ONCE : String(assessment.reapplyAfterMonths),
    language: assessment.language ?? NO_ASSESSMENT_LANGUAGE,
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
    reapplyAfterMonths: form.reapply === REAPPLY_ONCE ? null : Number(form.reapply),
    language: form.language === NO_ASSESSMENT_LANGUAGE ? null : form.language,
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
