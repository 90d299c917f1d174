import { z } from 'zod';
import { renderPlaceholders, unknownPlaceholderMessageOf, unknownPlaceholdersOf } from './placeholders';

/**
 * A candidate's hiring stage inside an assessment. The keys are fixed (the fairness report reads
 * shortlisted and hired as advanced); each company may rename them (companies.stage_labels).
 */
export const HIRING_STAGES = ['new', 'shortlisted', 'rejected', 'hired'] as const;
export const HiringStage = z.enum(HIRING_STAGES);
export type THiringStage = z.infer<typeof HiringStage>;
export const DEFAULT_STAGE_LABELS: Record<THiringStage, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  hired: 'Hired',
};

/** How a candidate came into an assessment. */
export const CANDIDATE_SOURCES = ['upload', 'manual', 'api', 'link', 'ats'] as const;
export const CandidateSource = z.enum(CANDIDATE_SOURCES);
export type TCandidateSource = z.infer<typeof CandidateSource>;
/** How exports and pages name a source. */
export const CANDIDATE_SOURCE_LABELS: Record<TCandidateSource, string> = {
  upload: 'CSV upload',
  manual: 'Added by an admin',
  api: 'API',
  link: 'Invitation link',
  ats: 'ATS',
};

/**
 * Issue 18, decisions: the keys above are fixed (the fairness report reads shortlisted and hired as
 * advanced); only their labels are the company's. A label is what people read on screens and in
 * decision emails ({{stage}}), the key is what the API, webhooks and filters carry.
 */
export const ZStageLabel = z
  .string()
  .trim()
  .min(1, 'Give the stage a name')
  .max(40, 'A stage name is at most 40 characters');

/** Every stage's label, the company's where it renamed one and the default otherwise. */
export const ZStageLabels = z
  .object({ new: z.string(), shortlisted: z.string(), rejected: z.string(), hired: z.string() })
  .meta({ id: 'StageLabels' });
export type TStageLabels = z.infer<typeof ZStageLabels>;

export const ZStageLabelsInput = z
  .object({ new: ZStageLabel, shortlisted: ZStageLabel, rejected: ZStageLabel, hired: ZStageLabel })
  .refine(
    (labels) => new Set(Object.values(labels).map((l) => l.toLowerCase())).size === HIRING_STAGES.length,
    { message: 'Give each stage a different name', path: ['hired'] },
  )
  .meta({ id: 'StageLabelsUpdate' });
export type TStageLabelsInput = z.input<typeof ZStageLabelsInput>;

/** A company's stored labels (a partial record) over the defaults; anything unknown is ignored. */
export function stageLabelsOf(stored: Record<string, unknown> | null | undefined): TStageLabels {
  const labels = { ...DEFAULT_STAGE_LABELS };
  for (const stage of HIRING_STAGES) {
    const value = stored?.[stage];
    if (typeof value === 'string' && value.trim() !== '') labels[stage] = value.trim();
  }
  return labels;
}

/** The placeholders a decision email may use, with what each becomes. */
export const DECISION_PLACEHOLDERS = {
  candidate_name: "The candidate's full name",
  assessment_name: 'The name of the assessment the candidate took',
  position: 'The position the candidate applied for (the assessment name when none was given)',
  company_name: 'Your company name (the white-label display name when it applies)',
  stage: 'The name of the stage the candidate moved to, as you labelled it',
} as const;
export type TDecisionPlaceholder = keyof typeof DECISION_PLACEHOLDERS;
export const DECISION_PLACEHOLDER_KEYS = Object.keys(DECISION_PLACEHOLDERS) as TDecisionPlaceholder[];
export type TDecisionValues = Record<TDecisionPlaceholder, string>;

/** What the preview shows when no real candidate is chosen. */
export const SAMPLE_DECISION_VALUES: Omit<TDecisionValues, 'company_name' | 'stage'> = {
  candidate_name: 'Alex Sample',
  assessment_name: 'Frontend Engineer assessment',
  position: 'Frontend Engineer',
};

/** The placeholders of `text` that are not DECISION_PLACEHOLDERS, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  return unknownPlaceholdersOf(text, DECISION_PLACEHOLDERS);
}

export function unknownPlaceholderMessage(names: string[]): string {
  return unknownPlaceholderMessageOf(names, DECISION_PLACEHOLDER_KEYS);
}

/** Replaces every known placeholder with its value; `text` must have passed unknownPlaceholders. */
export function renderDecisionText(text: string, values: TDecisionValues): string {
  return renderPlaceholders(text, DECISION_PLACEHOLDERS, values);
}

const templateText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Write the ${what}`)
    .max(max, `The ${what} is at most ${max.toLocaleString('en-US')} characters`)
    .superRefine((text, ctx) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(unknown) });
    });
export const ZDecisionSubject = templateText(200, 'subject');
export const ZDecisionBody = templateText(10_000, 'message');

export const ZDecisionEmailTemplateInput = z
  .object({ stage: HiringStage, subject: ZDecisionSubject, body: ZDecisionBody })
  .meta({ id: 'DecisionEmailTemplateSave' });
export type TDecisionEmailTemplateInput = z.input<typeof ZDecisionEmailTemplateInput>;

export const ZPersonRef = z
  .object({ id: z.string(), name: z.string(), email: z.string() })
  .meta({ id: 'PersonRef' });

export const ZDecisionEmailTemplate = z
  .object({
    stage: HiringStage,
    subject: z.string(),
    body: z.string(),
    /**
     * True for the ready-made email of a stage the company has not written its own for: sent in each
     * candidate's language (this is its English text); saving one replaces it.
     */
    isDefault: z.boolean(),
    /** Null for a ready-made email. */
    updatedAt: z.string().nullable(),
    /** Null when the person who last saved it has left the company, and for a ready-made email. */
    updatedBy: ZPersonRef.nullable(),
  })
  .meta({ id: 'DecisionEmailTemplate' });
export type TDecisionEmailTemplate = z.infer<typeof ZDecisionEmailTemplate>;

export const ZDecisionEmailTemplateList = z
  .object({
    /** The stages that have an email (the company's own or a ready-made one); New has none until written. */
    items: z.array(ZDecisionEmailTemplate),
    placeholders: z.array(z.object({ key: z.string(), description: z.string() })),
  })
  .meta({ id: 'DecisionEmailTemplateList' });
export type TDecisionEmailTemplateList = z.infer<typeof ZDecisionEmailTemplateList>;

/**
 * A preview: the stored template of `stage`, or the draft `subject` and `body` when given (the settings
 * page's live preview); for the company's candidate `candidateId`, or sample data without one.
 */
export const ZDecisionEmailPreviewInput = z
  .object({
    stage: HiringStage,
    subject: ZDecisionSubject.optional(),
    body: ZDecisionBody.optional(),
    candidateId: z.uuid('Candidate not found').optional(),
  })
  .meta({ id: 'DecisionEmailPreviewRequest' });
export type TDecisionEmailPreviewInput = z.input<typeof ZDecisionEmailPreviewInput>;

export const ZDecisionEmailPreview = z
  .object({
    /** The candidate's address; null for sample data. */
    to: z.string().nullable(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
  })
  .meta({ id: 'DecisionEmailPreview' });
export type TDecisionEmailPreview = z.infer<typeof ZDecisionEmailPreview>;

/** Bulk stage changes per request, as bulk delete. */
export const MAX_STAGE_CHANGE = 1000;

export const ZSetStageInput = z
  .object({
    stage: HiringStage,
    /** Queue the stage's decision email to the candidate (only when one is written); off by default. */
    sendEmail: z.boolean().default(false),
  })
  .meta({ id: 'SetStageInput' });
export type TSetStageInput = z.input<typeof ZSetStageInput>;

export const ZBulkSetStageInput = z
  .object({
    candidateIds: z
      .array(z.uuid())
      .min(1, 'Select at least one candidate')
      .max(MAX_STAGE_CHANGE, `At most ${MAX_STAGE_CHANGE.toLocaleString('en-US')} candidates at once`),
    stage: HiringStage,
    sendEmail: z.boolean().default(false),
  })
  .meta({ id: 'BulkSetStageInput' });
export type TBulkSetStageInput = z.input<typeof ZBulkSetStageInput>;

export const ZStageChangeResult = z
  .object({
    /** Candidates whose stage changed (each with a history entry). */
    changed: z.number().int(),
    /** Candidates already at the stage: nothing was recorded or sent for them. */
    unchanged: z.number().int(),
    /** Decision emails queued (only for changed candidates, and only when asked). */
    emailsQueued: z.number().int(),
  })
  .meta({ id: 'StageChangeResult' });
export type TStageChangeResult = z.infer<typeof ZStageChangeResult>;

export const ZStageHistoryEntry = z
  .object({
    id: z.string(),
    assessmentId: z.string().nullable(),
    from: HiringStage,
    to: HiringStage,
    changedAt: z.string(),
    /** Who made the change; null when that person has since been removed. */
    changedBy: ZPersonRef.nullable(),
    /** When the decision email of this change was queued; null when none was sent. */
    emailQueuedAt: z.string().nullable(),
  })
  .meta({ id: 'StageHistoryEntry' });
export type TStageHistoryEntry = z.infer<typeof ZStageHistoryEntry>;

export const ZStageHistory = z
  .object({ items: z.array(ZStageHistoryEntry).describe('Newest first') })
  .meta({ id: 'StageHistory' });
export type TStageHistory = z.infer<typeof ZStageHistory>;
