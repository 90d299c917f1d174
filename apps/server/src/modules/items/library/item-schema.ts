import { INDUSTRIES, WORK_STYLES } from '@app/contracts';
import { z } from 'zod';

/**
 * The library's item shapes (decision 016). Items are original to this project (or public-domain IPIP
 * statements), kept as data in ./data, one JSON file per test, and loaded into the `items` table at start:
 * bump `version` when an item's text, options or key change, so stored forms and reports can say which
 * version a candidate saw. Keys never leave the server.
 */

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const BIG_FIVE_TRAITS = [
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'emotional_stability',
] as const;
export { WORK_STYLES };
/** Scenario contexts: the eight onboarding industries, plus scenarios that fit any workplace. */
export const SCENARIO_INDUSTRIES = [...INDUSTRIES, 'General'] as const;

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id');
const text = z.string().trim().min(3);
const base = {
  id,
  version: z.number().int().min(1),
  /** Where the item comes from, when it is not original (e.g. 'IPIP X14'). */
  note: z.string().min(1).optional(),
};

/** A statement rated on the five-point agreement scale; reverse-keyed items score 6 − x. */
export const ZLikertItem = z.object({
  ...base,
  type: z.literal('likert_scale'),
  text,
  trait: z.enum(BIG_FIVE_TRAITS),
  /** IPIP facet code or name, for coverage (e.g. 'N1' or 'anxiety'). */
  facet: z.string().min(1),
  reverse: z.boolean(),
});

/** Two equally desirable statements; the candidate picks the one more like them. Not keyed: ipsative. */
export const ZForcedChoiceItem = z.object({
  ...base,
  type: z.literal('forced_choice'),
  text, // the prompt, e.g. 'Which is more like you at work?'
  options: z
    .array(z.object({ text, style: z.enum(WORK_STYLES) }))
    .length(2)
    .refine(([a, b]) => a?.style !== b?.style, 'the two statements must express different styles'),
});

/** A workplace scenario; every option rated by the key for effectiveness 1 (worst) to 4 (best). */
export const ZSjtItem = z.object({
  ...base,
  type: z.literal('sjt'),
  industry: z.enum(SCENARIO_INDUSTRIES),
  /** What the scenario measures, e.g. 'customer focus', 'integrity', 'teamwork', 'prioritisation'. */
  competency: z.string().min(3),
  text, // the scenario and the question ('What would you do?')
  options: z.array(z.object({ text, effectiveness: z.number().int().min(1).max(4) })).length(4),
});

/** One correct option among four (or three for short vocabulary items). */
export const ZMcqItem = z.object({
  ...base,
  type: z.literal('mcq'),
  text,
  options: z.array(text).min(3).max(5),
  /** Index into options of the one correct answer. */
  key: z.number().int().min(0),
  difficulty: z.enum(DIFFICULTIES),
  /** English items: the level the item targets. */
  cefr: z.enum(CEFR_LEVELS).optional(),
  /** What the item measures within its test, e.g. 'tenses', 'collocation', 'inference', 'number series'. */
  skill: z.string().min(2),
  /** Reading items: the shared passage they belong to. */
  passageId: id.optional(),
  /** Why the key is right: shown in reviews and admin reports, never to the candidate before submission. */
  explanation: z.string().min(3),
});

export const ZTrueFalseItem = z.object({
  ...base,
  type: z.literal('true_false'),
  text,
  key: z.boolean(),
  difficulty: z.enum(DIFFICULTIES),
  cefr: z.enum(CEFR_LEVELS).optional(),
  skill: z.string().min(2),
  passageId: id.optional(),
  explanation: z.string().min(3),
});

/** The IELTS-style analytic rubric of ASSESSMENT.md section 1: four criteria scored 0-5. */
export const WRITING_CRITERIA = [
  'task_response',
  'coherence',
  'lexical_resource',
  'grammar_accuracy',
] as const;

export const ZOpenEndedItem = z.object({
  ...base,
  type: z.literal('open_ended'),
  text, // the prompt the candidate answers
  cefr: z.enum(CEFR_LEVELS),
  minWords: z.number().int().min(20),
  maxWords: z.number().int().min(40),
  /** What a full-marks answer does for each criterion, given to the grader with the answer. */
  rubric: z.record(z.enum(WRITING_CRITERIA), z.string().min(10)),
});

export const ZBankItem = z.discriminatedUnion('type', [
  ZLikertItem,
  ZForcedChoiceItem,
  ZSjtItem,
  ZMcqItem,
  ZTrueFalseItem,
  ZOpenEndedItem,
]);
export type BankItem = z.infer<typeof ZBankItem>;

/** A shared reading text: several questions point at it with passageId and are shown beside it. */
export const ZPassage = z.object({
  id,
  version: z.number().int().min(1),
  title: text,
  text: z.string().min(200),
  cefr: z.enum(CEFR_LEVELS),
  /** The kind of workplace text, e.g. 'email', 'notice', 'report', 'article'. */
  genre: z.string().min(3),
});
export type Passage = z.infer<typeof ZPassage>;

/** One test's bank, keyed to its test_library row by the row's fixed id (migration 0004). */
export type TestBank = {
  testId: string;
  items: BankItem[];
  passages?: Passage[];
};

/** A library data file: one test's bank with a word on where its items come from. */
export const ZLibraryFile = z.object({
  testId: z.string().uuid(),
  about: z.string().min(10),
  passages: z.array(ZPassage).optional(),
  items: z.array(ZBankItem).min(1),
});
