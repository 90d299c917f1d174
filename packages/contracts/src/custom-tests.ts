import { z } from 'zod';
import { everyCategory, FAIRNESS_REGIONS, PREFER_NOT_TO_SAY } from './fairness-regions';
import { ZQuestionRubric } from './rubrics';

/** The six question types of SPEC.md section 3, as a company writes them. */
export const ITEM_TYPES = [
  'mcq',
  'true_false',
  'likert_scale',
  'forced_choice',
  'sjt',
  'open_ended',
] as const;
export type TItemType = (typeof ITEM_TYPES)[number];
export const ITEM_TYPE_LABELS: Record<TItemType, string> = {
  mcq: 'Multiple choice',
  true_false: 'True / false',
  likert_scale: 'Likert statement',
  forced_choice: 'Forced choice',
  sjt: 'Situational judgement',
  open_ended: 'Open-ended',
};

/** Work-style dimensions a forced-choice option expresses (the library's Work Style test uses the same). */
export const WORK_STYLES = [
  'structure',
  'flexibility',
  'collaboration',
  'independence',
  'drive',
  'care',
] as const;
export const WORK_STYLE_LABELS: Record<(typeof WORK_STYLES)[number], string> = {
  structure: 'Structure',
  flexibility: 'Flexibility',
  collaboration: 'Collaboration',
  independence: 'Independence',
  drive: 'Drive',
  care: 'Care',
};
export const ITEM_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const CUSTOM_TEST_CATEGORIES = ['skills', 'psychometric', 'english'] as const;
export const CUSTOM_TEST_CATEGORY_LABELS: Record<(typeof CUSTOM_TEST_CATEGORIES)[number], string> = {
  skills: 'Job skills',
  psychometric: 'Psychometric',
  english: 'English',
};

/** Startup: at most this many custom questions per assessment (all its custom tests together). */
export const STARTUP_CUSTOM_QUESTIONS_PER_ASSESSMENT = 10;

const stem = z.string().trim().min(1, 'Write the question.').max(4000, 'At most 4,000 characters.');
const optionText = z.string().trim().min(1, 'Write every option.').max(1000, 'At most 1,000 characters.');
const tags = z.array(z.string().trim().min(1).max(40)).max(10).default([]);
const common = {
  stem,
  tags,
  /** Why the key is right, for reviewers; never shown to candidates. */
  explanation: z.string().trim().max(2000).optional(),
};

const ZMcqDraft = z.object({
  type: z.literal('mcq'),
  ...common,
  options: z.array(optionText).min(2, 'Give at least two options.').max(6, 'At most six options.'),
  keyIndex: z.number().int().min(0),
  difficulty: z.enum(ITEM_DIFFICULTIES).optional(),
});
const ZTrueFalseDraft = z.object({ type: z.literal('true_false'), ...common, key: z.boolean() });
const ZLikertDraft = z.object({
  type: z.literal('likert_scale'),
  ...common,
  /** One of the Big Five traits, or the company's own construct (e.g. 'customer orientation'). */
  trait: z.string().trim().min(2, 'Name the trait the statement measures.').max(60),
  reverse: z.boolean(),
});
const ZForcedChoiceDraft = z.object({
  type: z.literal('forced_choice'),
  ...common,
  options: z
    .array(z.object({ text: optionText, style: z.enum(WORK_STYLES) }))
    .length(2, 'A forced choice has exactly two statements.'),
});
const ZSjtDraft = z.object({
  type: z.literal('sjt'),
  ...common,
  options: z
    .array(z.object({ text: optionText, effectiveness: z.number().int().min(1).max(4) }))
    .min(2, 'Give at least two responses.')
    .max(6, 'At most six responses.'),
});
const ZOpenEndedDraft = z.object({
  type: z.literal('open_ended'),
  ...common,
  minWords: z.number().int().min(0).max(2000),
  maxWords: z.number().int().min(1).max(5000),
  /**
   * What the answer is rated on (decision 037): what a full-marks answer does on each of the four
   * writing criteria, or the author's own criteria with their anchors. Raters and the model read it.
   */
  rubric: ZQuestionRubric,
});

/** A question as a company writes, imports or edits it: the candidate's text with its key. */
export const ZItemDraft = z
  .discriminatedUnion('type', [
    ZMcqDraft,
    ZTrueFalseDraft,
    ZLikertDraft,
    ZForcedChoiceDraft,
    ZSjtDraft,
    ZOpenEndedDraft,
  ])
  .superRefine((item, ctx) => {
    if (item.type === 'mcq' && item.keyIndex >= item.options.length)
      ctx.addIssue({ code: 'custom', path: ['keyIndex'], message: 'Mark the right option.' });
    if (item.type === 'mcq' || item.type === 'sjt' || item.type === 'forced_choice') {
      const texts = item.options.map((o) => (typeof o === 'string' ? o : o.text).toLowerCase());
      if (new Set(texts).size !== texts.length)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Two options have the same text.' });
    }
    if (item.type === 'forced_choice' && item.options[0]?.style === item.options[1]?.style)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'The two statements must express different styles.',
      });
    if (item.type === 'open_ended' && item.maxWords <= item.minWords)
      ctx.addIssue({
        code: 'custom',
        path: ['maxWords'],
        message: 'The word limit must be above the minimum.',
      });
  })
  .meta({ id: 'ItemDraft' });
export type TItemDraft = z.infer<typeof ZItemDraft>;

/** A custom test's item: its draft fields plus identity, version and whether forms use it. */
export const ZCustomItem = z
  .object({
    itemKey: z.string(),
    version: z.number().int(),
    position: z.number().int(),
    /** True once a candidate's form uses this version: an edit then creates the next version. */
    inUse: z.boolean(),
    draft: ZItemDraft,
  })
  .meta({ id: 'CustomItem' });
export type TCustomItem = z.infer<typeof ZCustomItem>;

export const ZCustomTestSettings = z
  .object({
    name: z.string().trim().min(1, 'Name the test.').max(120),
    description: z.string().trim().max(2000).default(''),
    category: z.enum(CUSTOM_TEST_CATEGORIES),
    durationMinutes: z.number().int().min(1).max(240),
    questionSeconds: z.number().int().min(10).max(3600),
    /** Draw this many of the test's questions per candidate (N of M); null: every question. */
    drawCount: z.number().int().min(1).max(500).nullable(),
    shuffleOptions: z.boolean(),
  })
  .meta({ id: 'CustomTestSettingsInput' });
export type TCustomTestSettings = z.infer<typeof ZCustomTestSettings>;

export const ZCustomTestSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.enum(CUSTOM_TEST_CATEGORIES),
    durationMinutes: z.number().int(),
    questionSeconds: z.number().int(),
    drawCount: z.number().int().nullable(),
    shuffleOptions: z.boolean(),
    /** Active items, and how many a candidate gets (drawCount or every item). */
    itemCount: z.number().int(),
    questionCount: z.number().int(),
    isActive: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CustomTestSummary' });
export type TCustomTestSummary = z.infer<typeof ZCustomTestSummary>;

export const ZCustomTest = ZCustomTestSummary.extend({ items: z.array(ZCustomItem) }).meta({
  id: 'CustomTest',
});
export type TCustomTest = z.infer<typeof ZCustomTest>;

export const ZCustomTestList = z
  .object({ items: z.array(ZCustomTestSummary) })
  .meta({ id: 'CustomTestList' });

export const ZItemOrder = z.object({ itemKeys: z.array(z.string()).min(1) }).meta({ id: 'ItemOrderInput' });

/** A question as the candidate will see it (no key), for the builder's preview. */
export const ZPreviewQuestion = z.object({
  questionNumber: z.number().int(),
  questionText: z.string(),
  questionType: z.enum(ITEM_TYPES),
  options: z.array(z.string()),
  timeLimitSeconds: z.number().int().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export const ZCustomTestPreview = z
  .object({ questions: z.array(ZPreviewQuestion) })
  .meta({ id: 'CustomTestPreview' });
export type TCustomTestPreview = z.infer<typeof ZCustomTestPreview>;

/** What an import did with each question of the file: imported, or skipped with the reason. */
export const ZImportReportEntry = z.object({
  /** Where the question was in the file: 'row 4', or the QTI item's identifier. */
  ref: z.string(),
  title: z.string(),
  outcome: z.enum(['imported', 'skipped']),
  type: z.enum(ITEM_TYPES).optional(),
  reason: z.string().optional(),
});
export const ZImportReport = z
  .object({
    /** The test the questions went into; null when nothing was imported (a bad file writes nothing). */
    testId: z.string().nullable(),
    format: z.enum(['csv', 'qti']),
    imported: z.number().int(),
    skipped: z.number().int(),
    entries: z.array(ZImportReportEntry),
  })
  .meta({ id: 'ImportReport' });
export type TImportReport = z.infer<typeof ZImportReport>;
export type TImportReportEntry = z.infer<typeof ZImportReportEntry>;

export const QTI_VERSIONS = ['2.1', '3.0'] as const;

/** A test holds at most this many active questions. */
export const CUSTOM_TEST_MAX_ITEMS = 500;
/** An import file (a CSV, or a QTI package as .zip) is at most this large. */
export const CUSTOM_TEST_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const ZCustomTestParams = z.object({ testId: z.uuid() });
export const ZCustomItemParams = z.object({ testId: z.uuid(), itemKey: z.string().min(1).max(100) });

export const CUSTOM_TEST_EXPORT_FORMATS = ['csv', 'qti-2.1', 'qti-3.0'] as const;
export const ZCustomTestExportQuery = z.object({ format: z.enum(CUSTOM_TEST_EXPORT_FORMATS).default('csv') });

/** What DELETE did: a test that assessments or candidates' forms use is archived, any other deleted. */
export const ZCustomTestRemoval = z
  .object({ outcome: z.enum(['deleted', 'archived']) })
  .meta({ id: 'CustomTestRemoval' });
export type TCustomTestRemoval = z.infer<typeof ZCustomTestRemoval>;

/** Item statistics (classical test theory) of one test's items, from the company's evaluated candidates. */
export const ITEM_ANALYSIS_MIN_RESPONSES = 30;
export const ZItemStatistics = z.object({
  itemKey: z.string(),
  version: z.number().int(),
  type: z.enum(ITEM_TYPES),
  stem: z.string(),
  responses: z.number().int(),
  /** Keyed items: share answering right (mcq, true/false) or mean credit (sjt), 0-1. */
  difficulty: z.number().nullable(),
  /** Keyed items: corrected item-total (point-biserial) correlation; Likert: item-rest correlation. */
  discrimination: z.number().nullable(),
  /** Share of responses choosing each option, in the item's own option order. */
  optionRates: z.array(z.object({ option: z.string(), rate: z.number(), isKey: z.boolean() })),
  /** Why the item needs a look (weak discrimination, a distractor preferred by high scorers, ...). */
  flags: z.array(z.string()),
  /** False until the item has ITEM_ANALYSIS_MIN_RESPONSES responses: figures are then not shown. */
  enoughResponses: z.boolean(),
});

/**
 * Differential item functioning (Mantel-Haenszel): computed only when both groups have at least this many
 * candidates who answered the item. 100 per group is the smallest group size at which Mazor, Clauser &
 * Hambleton (1991, ERIC ED331877) studied the MH statistic and within the 50-200 range Fidalgo, Ferreres &
 * Muñiz (2004, Educ. Psychol. Meas. 64:925) found it usable; even at 500 per group MH misses many DIF
 * items (Mazor et al.), so an A below ~500 means "no DIF detected", not "proved fair".
 */
export const DIF_MIN_GROUP_SIZE = 100;
export const DIF_DIMENSIONS = ['sex', 'race_ethnicity'] as const;
/** Any region's sex and race/ethnicity (or ethnic group) categories: a comparison uses its company's region's. */
const DIF_GROUPS = [...everyCategory('sex'), ...everyCategory('raceEthnicity')].filter(
  (c) => c !== PREFER_NOT_TO_SAY,
) as [string, ...string[]];
export const ZItemDif = z.object({
  dimension: z.enum(DIF_DIMENSIONS),
  /** The reference group (male; white) and the focal group compared with it, as categories of the company's region. */
  reference: z.enum(DIF_GROUPS),
  focal: z.enum(DIF_GROUPS),
  /**
   * Candidates of each group who were asked the item; null for 1 to 4 ("fewer than 5", as in the adverse
   * impact report), so a handful of people cannot be picked out beside the forms admins see.
   */
  referenceCount: z.number().int().nullable(),
  focalCount: z.number().int().nullable(),
  /** False below DIF_MIN_GROUP_SIZE in either group: the statistics are then null ("not enough responses"). */
  enoughResponses: z.boolean(),
  /** MH common odds ratio; above 1 the reference group does better than the focal group of the same score. */
  alphaMh: z.number().nullable(),
  /** ETS delta −2.35 ln(alphaMh): negative means DIF against the focal group. */
  deltaMh: z.number().nullable(),
  chiSquare: z.number().nullable(),
  p: z.number().nullable(),
  /** ETS category (Zwick 2012): A negligible, B moderate, C large. */
  category: z.enum(['A', 'B', 'C']).nullable(),
  /** Plain language for B and C, e.g. "Moderate DIF against women (ETS category B)". */
  flag: z.string().nullable(),
});
export type TItemDif = z.infer<typeof ZItemDif>;

export const ZItemAnalysisItem = ZItemStatistics.extend({
  /** The item version's id: the retire and restore routes take it. */
  itemId: z.string(),
  source: z.enum(['library', 'ai', 'custom']),
  /** The company no longer draws it for new forms (a library item) or removed it from its test (custom). */
  retired: z.boolean(),
  /** Mantel-Haenszel DIF by sex and by race/ethnicity; empty for items it does not apply to (not mcq or true/false). */
  dif: z.array(ZItemDif),
});
export type TItemAnalysisItem = z.infer<typeof ZItemAnalysisItem>;
export type TItemStatistics = z.infer<typeof ZItemStatistics>;
export const ZItemAnalysis = z
  .object({
    testId: z.string(),
    testName: z.string(),
    /** The company's fairness region, whose categories the DIF comparisons use (none: no comparisons). */
    region: z.enum(FAIRNESS_REGIONS),
    minResponses: z.number().int(),
    difMinGroupSize: z.number().int(),
    items: z.array(ZItemAnalysisItem),
  })
  .meta({ id: 'ItemAnalysis' });
export type TItemAnalysis = z.infer<typeof ZItemAnalysis>;

/** Why an admin retires an item flagged for differential functioning. */
export const ZItemRetirementRequest = z
  .object({ reason: z.string().trim().min(3, 'Say why, in a few words').max(500) })
  .meta({ id: 'ItemRetirementRequest' });
export type TItemRetirementRequest = z.infer<typeof ZItemRetirementRequest>;
export const ZItemRetirementParams = z.object({
  testId: z.uuid('Test not found'),
  itemId: z.uuid('Question not found'),
});
