import { z } from 'zod';
import { type CANDIDATE_STATUSES, TEST_MODES, ZTestConfiguration } from './candidates';
import { ZReminderHours } from './deadlines';
import { ZScoringWeights } from './evaluation-data';
import { candidateLanguageSchema } from './languages';

/** An assessment's life: a draft is prepared, open ones take candidates, closed ones are done, archived ones are put away. */
export const ASSESSMENT_STATUSES = ['draft', 'open', 'closed', 'archived'] as const;
export type TAssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];
export const ASSESSMENT_STATUS_LABELS: Record<TAssessmentStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
  archived: 'Archived',
};

/**
 * The moves an admin may make: open a draft, close and reopen, archive from anywhere, and restore an
 * archived one as closed (reopening it is then one more deliberate step).
 */
export const ASSESSMENT_TRANSITIONS: Record<TAssessmentStatus, readonly TAssessmentStatus[]> = {
  draft: ['open', 'archived'],
  open: ['closed', 'archived'],
  closed: ['open', 'archived'],
  archived: ['closed'],
};

/**
 * What draws and scores a candidate's form. Once an assessment has candidates these cannot change: the
 * pipeline draws each form from them as soon as a candidate is added, and every candidate of an
 * assessment is scored alike. Name, window and candidate instructions stay editable.
 */
export const ASSESSMENT_LOCKED_PARTS = [
  'role',
  'tests',
  'mode',
  'customInstructions',
  'scoringWeights',
] as const;
export type TAssessmentLockedPart = (typeof ASSESSMENT_LOCKED_PARTS)[number];
export const ASSESSMENT_LOCKED_PART_LABELS: Record<TAssessmentLockedPart, string> = {
  role: 'role',
  tests: 'tests',
  mode: 'test mode',
  customInstructions: 'custom instructions',
  scoringWeights: 'scoring weights',
};

/** "the role, tests and test mode" */
export function listLockedParts(parts: readonly TAssessmentLockedPart[]): string {
  const labels = parts.map((part) => ASSESSMENT_LOCKED_PART_LABELS[part]);
  if (labels.length <= 1) return `the ${labels.join('')}`;
  return `the ${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export const ASSESSMENT_LIMITS = {
  name: 120,
  position: 200,
  experienceLevel: 100,
  candidateInstructions: 5000,
} as const;

/** An IANA time zone this runtime knows ("Asia/Kolkata", "UTC"). */
export const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
};

/** A window's instant: ISO 8601 with an offset, from the year 2000 on (PostgreSQL has no year 0). */
const ZWindowInstant = z.iso
  .datetime({ offset: true })
  .refine((value) => Date.parse(value) >= Date.UTC(2000, 0, 1), 'Choose a date from the year 2000 on')
  .nullable();

export const ZAssessmentWindow = z
  .object({
    opensAt: ZWindowInstant,
    closesAt: ZWindowInstant,
    timeZone: z.string().trim().max(64).refine(isTimeZone, 'Choose a time zone from the list'),
  })
  .refine((w) => !w.opensAt || !w.closesAt || Date.parse(w.closesAt) > Date.parse(w.opensAt), {
    message: 'The window must close after it opens',
    path: ['closesAt'],
  })
  .meta({ id: 'AssessmentWindow' });
export type TAssessmentWindow = z.infer<typeof ZAssessmentWindow>;

/** Optional text: empty or absent is stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** The longest wait an opening may set before a person applies again, in months. */
export const REAPPLY_AFTER_MONTHS_MAX = 36;
const ZReapplyAfterMonths = z
  .number()
  .int('Whole months')
  .min(0, 'At least 0 months')
  .max(REAPPLY_AFTER_MONTHS_MAX, `At most ${REAPPLY_AFTER_MONTHS_MAX} months`);

const assessmentFields = {
  name: z
    .string()
    .trim()
    .min(1, 'Name the assessment')
    .max(ASSESSMENT_LIMITS.name, `At most ${ASSESSMENT_LIMITS.name} characters`),
  position: optionalText(ASSESSMENT_LIMITS.position),
  experienceLevel: optionalText(ASSESSMENT_LIMITS.experienceLevel),
  testConfiguration: ZTestConfiguration,
  window: ZAssessmentWindow.default({ opensAt: null, closesAt: null, timeZone: 'UTC' }),
  candidateInstructions: optionalText(ASSESSMENT_LIMITS.candidateInstructions),
  /** Hours before each candidate's deadline at which a reminder goes out (default 72 and 24). */
  reminderHours: ZReminderHours.optional(),
  /** No per-question clock on personality and work-style statements (no right answer); default false. */
  untimedProfileQuestions: z.boolean().optional(),
  /** Candidates read a plain-language feedback report once their results are scored; default false. */
  feedbackReportEnabled: z.boolean().optional(),
  /** The language its candidates are invited in unless their own says otherwise; null: English (issue 23). */
  language: candidateLanguageSchema.nullable().optional(),
  /** Re-applications (decision 034): null (default), a person applies once; N, again N months after. */
  reapplyAfterMonths: ZReapplyAfterMonths.nullable().optional(),
};

/** POST /api/assessments: a new assessment, kept as a draft or opened at once. */
export const ZAssessmentCreateInput = z
  .object({ ...assessmentFields, status: z.enum(['draft', 'open']).default('draft') })
  .meta({ id: 'AssessmentCreateInput' });
export type TAssessmentCreateInput = z.input<typeof ZAssessmentCreateInput>;

/** A field of PATCH: absent leaves it as it is, null or empty clears it. */
const patchText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).nullable().optional();

/** PATCH /api/assessments/:id: only the fields sent change; the locked parts only while it has no candidates. */
export const ZAssessmentUpdateInput = z
  .object({
    name: assessmentFields.name.optional(),
    position: patchText(ASSESSMENT_LIMITS.position),
    experienceLevel: patchText(ASSESSMENT_LIMITS.experienceLevel),
    testConfiguration: ZTestConfiguration.optional(),
    window: ZAssessmentWindow.optional(),
    candidateInstructions: patchText(ASSESSMENT_LIMITS.candidateInstructions),
    reminderHours: ZReminderHours.optional(),
    untimedProfileQuestions: z.boolean().optional(),
    feedbackReportEnabled: z.boolean().optional(),
    language: candidateLanguageSchema.nullable().optional(),
    reapplyAfterMonths: ZReapplyAfterMonths.nullable().optional(),
  })
  .meta({ id: 'AssessmentUpdateInput' });
export type TAssessmentUpdateInput = z.input<typeof ZAssessmentUpdateInput>;

export const ZAssessmentStatusInput = z
  .object({ status: z.enum(['open', 'closed', 'archived']) })
  .meta({ id: 'AssessmentStatusInput' });
export type TAssessmentStatusInput = z.infer<typeof ZAssessmentStatusInput>;

export const ZAssessmentIdParams = z.object({ id: z.uuid('Assessment not found') });

export const ZSelectedTest = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    durationMinutes: z.number().int(),
    questionCount: z.number().int(),
  })
  .meta({ id: 'SelectedTest' });

/** Candidates of the assessment per SPEC.md status, and how many completed or submitted. */
export const ZAssessmentCounts = z
  .object({
    total: z.number().int(),
    byStatus: z.object({
      pending: z.number().int(),
      questions_generated: z.number().int(),
      in_progress: z.number().int(),
      completed: z.number().int(),
      submitted: z.number().int(),
    }) satisfies z.ZodType<Record<(typeof CANDIDATE_STATUSES)[number], number>>,
    /** Whole percent of the candidates who completed or submitted (0 without candidates). */
    completionRate: z.number(),
    /** Candidates whose latest evaluation is scored in full. */
    scored: z.number().int(),
    /** Candidates whose latest evaluation waits for a person's rating of a written answer (decision 035). */
    awaitingRating: z.number().int(),
    /** Candidates moved past New: a person decided something about them. */
    decided: z.number().int(),
  })
  .meta({ id: 'AssessmentCounts' });
export type TAssessmentCounts = z.infer<typeof ZAssessmentCounts>;

export const ZAssessmentSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    position: z.string().nullable(),
    experienceLevel: z.string().nullable(),
    status: z.enum(ASSESSMENT_STATUSES),
    /**
     * The status as it reads now: an open assessment whose window has closed reads closed (nobody can join
     * or start it any more); `status` stays what the admin set.
     */
    currentStatus: z.enum(ASSESSMENT_STATUSES),
    testMode: z.enum(TEST_MODES),
    tests: z.array(ZSelectedTest),
    window: ZAssessmentWindow,
    counts: ZAssessmentCounts,
    createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AssessmentSummary' });
export type TAssessmentSummary = z.infer<typeof ZAssessmentSummary>;

export const ZAssessment = ZAssessmentSummary.extend({
  customInstructions: z.string(),
  /** Null: the documented default weights (decision 007). */
  scoringWeights: ZScoringWeights.nullable(),
  candidateInstructions: z.string().nullable(),
  /** Hours before each candidate's deadline at which a reminder goes out, latest first. */
  reminderHours: z.array(z.number().int()),
  /** Personality and work-style statements run without a per-question clock (the section's still runs). */
  untimedProfileQuestions: z.boolean(),
  /** Candidates can read a plain-language feedback report of their results once scored (issue 21). */
  feedbackReportEnabled: z.boolean(),
  /** The candidates' language when their own is not set; null: English emails, the browser's pages. */
  language: candidateLanguageSchema.nullable(),
  /**
   * Null: a person applies to the opening once. N: again once their latest application is finished (submitted,
   * rejected or hired, past its deadline, or erased) and at least N months old (decision 034).
   */
  reapplyAfterMonths: z.number().int().nullable(),
  sourceFilename: z.string().nullable(),
  /** True once the assessment has candidates: ASSESSMENT_LOCKED_PARTS cannot change any more. */
  configurationLocked: z.boolean(),
}).meta({ id: 'Assessment' });
export type TAssessment = z.infer<typeof ZAssessment>;

export const ASSESSMENT_SORTS = ['created_at', 'name'] as const;

export const ZAssessmentListQuery = z
  .object({
    search: z.string().trim().max(200).optional(),
    /** Without a status, every assessment but the archived ones. */
    status: z.enum(ASSESSMENT_STATUSES).optional(),
    sort: z.enum(ASSESSMENT_SORTS).default('created_at'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  // No schema id: @fastify/swagger inlines query parameters and cannot follow a $ref there.
  .describe('Assessment list query');
export type TAssessmentListQuery = z.input<typeof ZAssessmentListQuery>;
export type TAssessmentListFilters = z.output<typeof ZAssessmentListQuery>;

export const ZAssessmentList = z
  .object({
    items: z.array(ZAssessmentSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AssessmentList' });
export type TAssessmentList = z.infer<typeof ZAssessmentList>;
