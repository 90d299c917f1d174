import { z } from 'zod';
import { ZScoringWeights } from './evaluation-data';
import { EVALUATION_STATUSES } from './evaluations';
import { CandidateSource, HiringStage } from './hiring';
import { ZPlanUsage } from './plans';

/** SPEC.md section 4's candidate statuses and their labels; unknown values show as Pending. */
export const CANDIDATE_STATUSES = [
  'pending',
  'questions_generated',
  'in_progress',
  'completed',
  'submitted',
] as const;
export type TCandidateStatus = (typeof CANDIDATE_STATUSES)[number];
export const CANDIDATE_STATUS_LABELS: Record<TCandidateStatus, string> = {
  pending: 'Pending',
  questions_generated: 'Ready',
  in_progress: 'In Progress',
  completed: 'Completed',
  submitted: 'Submitted',
};
export function candidateStatusLabel(status: string): string {
  return CANDIDATE_STATUS_LABELS[status as TCandidateStatus] ?? CANDIDATE_STATUS_LABELS.pending;
}

export const TEST_MODES = ['pre-built', 'ai-generated', 'hybrid'] as const;
export type TTestMode = (typeof TEST_MODES)[number];
export const DEFAULT_TEST_MODE: TTestMode = 'pre-built';

/** Upload limits, stated to the user: a file over either is refused as a whole. */
export const CSV_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 50_000 } as const;

/** SPEC.md section 3's test configuration; only the ids of the selected library entries are trusted. */
export const ZTestConfiguration = z
  .object({
    selectedTests: z
      .array(z.object({ id: z.uuid() }).loose())
      .max(20)
      .default([]),
    testMode: z.enum(TEST_MODES).default(DEFAULT_TEST_MODE),
    customInstructions: z.string().trim().max(2000).optional().default(''),
    /** The role's weights in the overall score; the documented defaults when absent. */
    scoringWeights: ZScoringWeights.optional(),
  })
  .refine((c) => c.testMode === 'ai-generated' || c.selectedTests.length > 0, {
    message: 'Please select at least one test or choose AI-generated mode.',
    path: ['selectedTests'],
  })
  .meta({ id: 'TestConfiguration' });
export type TTestConfiguration = z.input<typeof ZTestConfiguration>;

export const ZSkippedRow = z
  .object({ row: z.number().int(), email: z.string(), reason: z.string() })
  .meta({ id: 'SkippedRow' });
export type TSkippedRow = z.infer<typeof ZSkippedRow>;

/** POST /api/n8n/csv-upload and POST /api/n8n/create-candidate. */
export const ZIntakeResponse = z
  .object({
    candidatesProcessed: z.number().int(),
    assessmentId: z.string().nullable(),
    candidateIds: z.array(z.string()),
    skipped: z.array(ZSkippedRow),
  })
  .meta({ id: 'IntakeResponse' });
export type TIntakeResponse = z.infer<typeof ZIntakeResponse>;

/** How many rows to add a CSV check lists; every skipped row is listed. */
export const UPLOAD_CHECK_ADDED_LISTED = 1000;

/** One row of a CSV check: what the upload of the same file would do with it. */
export const ZUploadCheckRow = z
  .object({
    row: z.number().int().describe('As a spreadsheet shows it, the header being row 1'),
    email: z.string().describe('As written in the file'),
    fullName: z.string(),
    verdict: z.enum(['add', 'skip']),
    reason: z
      .string()
      .nullable()
      .describe(
        "Why the upload would skip the row, in its words; for a row to add, notes: the person already applied to another of the company's openings (they get an application to this one too), or reads a language some tests are not in; null otherwise",
      ),
  })
  .meta({ id: 'UploadCheckRow' });
export type TUploadCheckRow = z.infer<typeof ZUploadCheckRow>;

/** POST /api/candidates/csv-check: the upload's verdicts on a file, nothing written. */
export const ZUploadCheckResponse = z
  .object({
    rowsRead: z.number().int(),
    willAdd: z.number().int(),
    willSkip: z.number().int(),
    rows: z
      .array(ZUploadCheckRow)
      .describe(`Every skipped row and the first ${UPLOAD_CHECK_ADDED_LISTED} rows to add, in file order`),
    addedNotListed: z.number().int().describe('Rows to add beyond those listed'),
    alsoElsewhere: z
      .number()
      .int()
      .describe("Rows to add whose person already applied to another of the company's openings"),
    inEnglishOnly: z
      .number()
      .int()
      .describe(
        "Rows to add whose language (the row's, else the assessment's) some of the library tests are not translated into: they take those in English",
      ),
    plan: z.object({
      usage: ZPlanUsage,
      needed: z.number().int().describe('Test generations the upload would use: the rows to add'),
      fits: z.boolean(),
      message: z
        .string()
        .nullable()
        .describe('When it does not fit: the message of the 402 the upload would answer'),
    }),
  })
  .meta({ id: 'UploadCheckResponse' });
export type TUploadCheckResponse = z.infer<typeof ZUploadCheckResponse>;

export const ZCreateCandidateInput = z
  .object({
    email: z.string().trim().pipe(z.email('Enter a valid email address')),
    full_name: z.string().trim().min(1, 'Full name is required').max(200),
    phone: z.string().trim().max(50).optional(),
    position: z.string().trim().max(200).optional(),
    experience_level: z.string().trim().max(100).optional(),
    /** The language the candidate reads their emails and pages in; else the assessment's (issue 23). */
    language: z.string().trim().max(100).optional(),
    testConfiguration: ZTestConfiguration.optional(),
  })
  .meta({ id: 'CreateCandidateInput' });
export type TCreateCandidateInput = z.input<typeof ZCreateCandidateInput>;

export const ZCandidate = z
  .object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    position: z.string().nullable(),
    experienceLevel: z.string().nullable(),
    testStatus: z.string(),
    /** The evaluation's overall score out of 100; null until the candidate has been evaluated. */
    totalScore: z.number().nullable(),
    /**
     * The latest scored evaluation's score of each scored section, by name (a section awaiting a person's
     * rating is absent, and so are profiles, whose section score is only their completeness).
     */
    sectionScores: z.record(z.string(), z.number()),
    /** The latest evaluation's status (pending … failed); null before the first final submission. */
    evaluationStatus: z.enum(EVALUATION_STATUSES).nullable(),
    hasAccount: z.boolean(),
    /** Why the last pipeline step failed; null when nothing failed (or a retry succeeded). */
    pipelineError: z.string().nullable(),
    assessmentId: z.string().nullable(),
    /** The name of that assessment (the opening); null for a candidate of no assessment. */
    assessmentName: z.string().nullable(),
    createdAt: z.string(),
    lastSubmittedAt: z.string().nullable(),
    /** Accommodation: section and question times are multiplied by it (1 = standard time). */
    extraTimeMultiplier: z.number(),
    /** Final submissions made so far. */
    submissionCount: z.number().int(),
    /** Submitted and not unlocked: POST /api/candidates/:id/unlock opens it again. */
    locked: z.boolean(),
    /** The hiring stage inside the assessment (HIRING_STAGES); its changes are kept in a history. */
    stage: HiringStage,
    stageChangedAt: z.string().nullable(),
    /** The candidate's own deadline when an admin extended it; null: the assessment's closing time. */
    deadlineAt: z.string().nullable(),
    /** How the candidate came in. */
    source: CandidateSource,
    /** Which application of the person to this opening it is: 2 and on are re-applications (decision 034). */
    attempt: z.number().int().positive(),
    /** The pipeline facts (ISO times, null: not yet). When the latest invitation was issued. */
    invitedAt: z.string().nullable(),
    /** When the candidate last opened a valid invitation link. */
    invitationOpenedAt: z.string().nullable(),
    /** When the candidate last set their password through an invitation. */
    passwordSetAt: z.string().nullable(),
    /** The first section start. */
    startedAt: z.string().nullable(),
    /** The latest answer save, section start or submit, or final submission. */
    lastActivityAt: z.string().nullable(),
    /** The deadline that applies: the candidate's own, else the assessment's closing time. */
    effectiveDeadlineAt: z.string().nullable(),
  })
  .meta({ id: 'Candidate' });
export type TCandidate = z.infer<typeof ZCandidate>;

/** A bound of the score filters, to two decimals: scores are stored as `real`, which holds no 1e-300. */
const ZScoreBound = z.coerce
  .number()
  .min(0)
  .max(100)
  .transform((value) => Math.round(value * 100) / 100);

/** `score`: the overall score of the latest scored evaluation; candidates without one come last either way. */
export const CANDIDATE_SORTS = [
  'created_at',
  'full_name',
  'email',
  'test_status',
  'score',
  'section_score',
] as const;
export const RANK_SECTION_MESSAGE = 'Choose the section to rank by';

/** Years outside 1900-2999 are typing mistakes (and year 0 does not exist in PostgreSQL). */
const ZAppliedDate = z.iso
  .date('Use a date as YYYY-MM-DD')
  .refine((d) => d >= '1900-01-01' && d <= '2999-12-31', 'Use a date between 1900 and 2999');

export const APPLIED_RANGE_MESSAGE = 'Applied from must be on or before Applied to';

/** When the candidates were added: a day range, both ends included, in the company's time zone. */
const appliedRange = {
  appliedFrom: ZAppliedDate.optional().describe(
    "Only candidates added on or after this day (YYYY-MM-DD, the company's time zone, else UTC)",
  ),
  appliedTo: ZAppliedDate.optional().describe(
    "Only candidates added on or before this day (YYYY-MM-DD, the company's time zone, else UTC)",
  ),
};
const appliedInOrder = (q: { appliedFrom?: string | undefined; appliedTo?: string | undefined }) =>
  !q.appliedFrom || !q.appliedTo || q.appliedFrom <= q.appliedTo;

export const ZCandidateListQuery = z
  .object({
    search: z.string().trim().max(200).optional(),
    status: z.enum(CANDIDATE_STATUSES).optional(),
    /** Only the candidates of one assessment (its page). */
    assessmentId: z.uuid('Assessment not found').optional(),
    stage: HiringStage.optional(),
    /** Only candidates whose overall score (0-100, of the latest scored evaluation) is at least this; unscored ones are left out. */
    minScore: ZScoreBound.optional(),
    /** Only candidates whose overall score is at most this; unscored ones are left out. */
    maxScore: ZScoreBound.optional(),
    ...appliedRange,
    sort: z.enum(CANDIDATE_SORTS).default('created_at'),
    /** With sort=section_score: the section (its name, as in sectionScores) whose score ranks the list. */
    section: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe('With sort=section_score: the section, by name, whose score ranks the list'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine(appliedInOrder, { message: APPLIED_RANGE_MESSAGE, path: ['appliedFrom'] })
  .refine((q) => q.sort !== 'section_score' || q.section !== undefined, {
    message: RANK_SECTION_MESSAGE,
    path: ['section'],
  })
  // No schema id: @fastify/swagger inlines query parameters and cannot follow a $ref there.
  .describe('Candidate list query');
export type TCandidateListQuery = z.input<typeof ZCandidateListQuery>;
export type TCandidateListFilters = z.output<typeof ZCandidateListQuery>;

export const ZCandidateList = z
  .object({
    items: z.array(ZCandidate),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'CandidateList' });
export type TCandidateList = z.infer<typeof ZCandidateList>;

export const ZCandidateIdParams = z.object({ id: z.uuid('Candidate not found') });

export const ZBulkCandidateIds = z
  .object({ ids: z.array(z.uuid()).min(1, 'Select at least one candidate').max(1000) })
  .meta({ id: 'BulkCandidateIds' });
export type TBulkCandidateIds = z.infer<typeof ZBulkCandidateIds>;

export const ZCandidateExportInput = z
  .object({
    ids: z.array(z.uuid()).min(1).max(1000).optional(),
    /** Without ids: every candidate of this assessment instead of the whole company. */
    assessmentId: z.uuid('Assessment not found').optional(),
    /** The list's date range (GET /api/candidates), which narrows the export alike. */
    ...appliedRange,
  })
  .refine(appliedInOrder, { message: APPLIED_RANGE_MESSAGE, path: ['appliedFrom'] })
  .describe(
    'The selected candidates, or every candidate of one assessment (assessmentId) or of the company when ids is absent; appliedFrom and appliedTo narrow any of these to the candidates added in that range',
  );

export const ZPipelineRetryResult = z
  .object({ queued: z.number().int().describe('Candidates handed to the pipeline again') })
  .meta({ id: 'PipelineRetryResult' });

export const ZBulkDeleteResult = z.object({ deleted: z.number().int() }).meta({ id: 'BulkDeleteResult' });

/** The admin dashboard's counts and SPEC.md section 4's pipeline steps (each Completed or Pending). */
export const ZCandidateSummary = z
  .object({
    totalCandidates: z.number().int(),
    testsCompleted: z.number().int(),
    /** Whole percent of candidates who completed or submitted. */
    completionRate: z.number(),
    pipeline: z.object({
      csvUpload: z.boolean(),
      questionGeneration: z.boolean(),
      credentialCreation: z.boolean(),
      testDeployment: z.boolean(),
    }),
    usage: ZPlanUsage,
  })
  .meta({ id: 'CandidateSummary' });
export type TCandidateSummary = z.infer<typeof ZCandidateSummary>;
