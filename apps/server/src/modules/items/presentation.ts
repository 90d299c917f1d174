import type { CandidateLanguage, TQuestionRubric } from '@app/contracts';
import { items, passages } from '../../db/schema';
import type { ItemRecord } from './item-rows';
import { translatedItem } from './library/translations';

/** What a candidate may see of a question beyond its text and options. */
export type QuestionMetadata = {
  passage?: { id: string; title: string; text: string };
  minWords?: number;
  maxWords?: number;
};

/**
 * Server-only: the key and the provenance of a question. Never reaches a candidate-facing response.
 * `optionKeys` and `keyIndex` follow the candidate's (shuffled) option order.
 */
export type QuestionScoring = {
  itemId: string;
  itemVersion: number;
  /** Where the item comes from: the library ('bank'), the AI provider, or the company's own test. */
  source: 'bank' | 'ai' | 'custom';
  model?: string;
  difficulty?: string;
  cefr?: string;
  skill?: string;
  trait?: string;
  reverse?: boolean;
  industry?: string;
  competency?: string;
  /** mcq: the index of the right option; true_false: 0 for True, 1 for False. */
  keyIndex?: number;
  /** sjt: effectiveness 1-4 per option; forced_choice: the style each option expresses. */
  optionKeys?: (number | string)[];
  rubric?: TQuestionRubric;
};

export const LIKERT_OPTIONS = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'];
export const TRUE_FALSE_OPTIONS = ['True', 'False'];

/**
 * The item and passage columns a question is presented from: spread into a select that joins
 * `items` on questions.item_id and left-joins `passages` on items.passage_id.
 */
export const itemColumns = {
  itemKey: items.itemKey,
  itemVersion: items.version,
  itemSource: items.source,
  itemModel: items.model,
  type: items.type,
  stem: items.stem,
  itemOptions: items.options,
  optionKeys: items.optionKeys,
  keyIndex: items.keyIndex,
  trait: items.trait,
  reverse: items.reverse,
  industry: items.industry,
  competency: items.competency,
  difficulty: items.difficulty,
  cefr: items.cefr,
  skill: items.skill,
  minWords: items.minWords,
  maxWords: items.maxWords,
  rubric: items.rubric,
  passageKey: passages.passageKey,
  passageTitle: passages.title,
  passageText: passages.text,
};

/** The candidate-facing columns only: what a candidate's section needs, no key. */
export const candidateItemColumns = {
  itemKey: items.itemKey,
  type: items.type,
  stem: items.stem,
  itemOptions: items.options,
  minWords: items.minWords,
  maxWords: items.maxWords,
  passageKey: passages.passageKey,
  passageTitle: passages.title,
  passageText: passages.text,
};

type CandidateItemRow = {
  /** null: an item not in the library (a custom test's draft), never translated. */
  itemKey: string | null;
  type: string;
  stem: string;
  itemOptions: string[];
  minWords: number | null;
  maxWords: number | null;
  passageKey: string | null;
  passageTitle: string | null;
  passageText: string | null;
};
export type ItemRow = CandidateItemRow & {
  itemKey: string;
  itemVersion: number;
  itemSource: string;
  itemModel: string | null;
  optionKeys: (number | string)[] | null;
  keyIndex: number | null;
  trait: string | null;
  reverse: boolean | null;
  industry: string | null;
  competency: string | null;
  difficulty: string | null;
  cefr: string | null;
  skill: string | null;
  rubric: TQuestionRubric | null;
};

/** The options a candidate sees: the item's own, in the candidate's order (rating scales are fixed). */
function presentedOptions(
  row: CandidateItemRow,
  order: number[] | null,
  likertOptions: string[] | null,
): string[] {
  if (row.type === 'likert_scale') return likertOptions ?? LIKERT_OPTIONS;
  if (row.type === 'true_false') return TRUE_FALSE_OPTIONS;
  return order ? order.map((i) => row.itemOptions[i] as string) : row.itemOptions;
}

/**
 * The question as the candidate sees it (SPEC.md section 3's text, type, options, metadata), in their
 * language where the library has a published translation of the item (issue 23); else as written.
 */
export function presentToCandidate(
  row: CandidateItemRow,
  optionOrder: number[] | null,
  language: CandidateLanguage = 'en',
) {
  const translation = row.itemKey === null ? null : translatedItem(row.itemKey, language);
  const metadata: QuestionMetadata = {};
  if (row.passageKey && row.passageTitle !== null && row.passageText !== null)
    metadata.passage = { id: row.passageKey, title: row.passageTitle, text: row.passageText };
  if (row.type === 'open_ended') {
    if (row.minWords !== null) metadata.minWords = row.minWords;
    if (row.maxWords !== null) metadata.maxWords = row.maxWords;
  }
  return {
    text: translation?.stem ?? row.stem,
    type: row.type,
    options: presentedOptions(row, optionOrder, translation?.likertOptions ?? null),
    metadata,
  };
}

/** The key of the question in the candidate's option order, with the item's provenance. */
export function scoringOf(row: ItemRow, optionOrder: number[] | null): QuestionScoring {
  const order = optionOrder ?? row.itemOptions.map((_, i) => i);
  const defined = <T extends object>(value: T) =>
    Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;
  const scoring: QuestionScoring = {
    itemId: row.itemKey,
    itemVersion: row.itemVersion,
    source: row.itemSource === 'ai' ? 'ai' : row.itemSource === 'custom' ? 'custom' : 'bank',
    ...defined({
      model: row.itemModel ?? undefined,
      difficulty: row.difficulty ?? undefined,
      cefr: row.cefr ?? undefined,
      skill: row.skill ?? undefined,
      trait: row.trait ?? undefined,
      reverse: row.reverse ?? undefined,
      industry: row.industry ?? undefined,
      competency: row.competency ?? undefined,
      rubric: row.rubric ?? undefined,
    }),
  };
  if (row.type === 'mcq' && row.keyIndex !== null) scoring.keyIndex = order.indexOf(row.keyIndex);
  if (row.type === 'true_false' && row.keyIndex !== null) scoring.keyIndex = row.keyIndex;
  if (row.optionKeys) scoring.optionKeys = order.map((i) => row.optionKeys?.[i] as number | string);
  return scoring;
}

/** Everything about a question: what the candidate sees and its key (evaluation, reports, analysis). */
export function presentQuestion(row: ItemRow, optionOrder: number[] | null) {
  return { ...presentToCandidate(row, optionOrder), scoring: scoringOf(row, optionOrder) };
}

/** A stored item (with its passage) in the shape questions are presented from. */
export function itemRowOf(
  item: ItemRecord,
  passage?: { passageKey: string; title: string; text: string } | null,
): ItemRow {
  return {
    itemKey: item.itemKey,
    itemVersion: item.version,
    itemSource: item.source,
    itemModel: item.model,
    type: item.type,
    stem: item.stem,
    itemOptions: item.options,
    optionKeys: item.optionKeys,
    keyIndex: item.keyIndex,
    trait: item.trait,
    reverse: item.reverse,
    industry: item.industry,
    competency: item.competency,
    difficulty: item.difficulty,
    cefr: item.cefr,
    skill: item.skill,
    minWords: item.minWords,
    maxWords: item.maxWords,
    rubric: item.rubric,
    passageKey: passage?.passageKey ?? null,
    passageTitle: passage?.title ?? null,
    passageText: passage?.text ?? null,
  };
}
