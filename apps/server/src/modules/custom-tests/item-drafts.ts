import {
  type ITEM_DIFFICULTIES,
  isCustomRubric,
  type TItemDraft,
  type TQuestionRubric,
  type WORK_STYLES,
  withCriterionKeys,
} from '@app/contracts';
import type { ItemRecord } from '../items/item-rows';

/** The columns an item draft decides: every one of them, so an edit that changes the type clears the rest. */
export type DraftColumns = Pick<
  ItemRecord,
  | 'type'
  | 'stem'
  | 'options'
  | 'optionKeys'
  | 'keyIndex'
  | 'trait'
  | 'reverse'
  | 'difficulty'
  | 'minWords'
  | 'maxWords'
  | 'rubric'
  | 'explanation'
  | 'tags'
>;

const EMPTY: Omit<DraftColumns, 'type' | 'stem' | 'explanation' | 'tags'> = {
  options: [],
  optionKeys: null,
  keyIndex: null,
  trait: null,
  reverse: null,
  difficulty: null,
  minWords: null,
  maxWords: null,
  rubric: null,
};

/** A draft as `items` columns (the keys in the columns items/presentation.ts reads them from). */
export function draftToColumns(draft: TItemDraft): DraftColumns {
  const base = {
    ...EMPTY,
    type: draft.type,
    stem: draft.stem,
    explanation: draft.explanation || null,
    tags: draft.tags ?? [],
  };
  switch (draft.type) {
    case 'mcq':
      return {
        ...base,
        options: draft.options,
        keyIndex: draft.keyIndex,
        difficulty: draft.difficulty ?? null,
      };
    case 'true_false':
      // The candidate sees True/False (presentation.ts); 0 is True, 1 is False.
      return { ...base, keyIndex: draft.key ? 0 : 1 };
    case 'likert_scale':
      return { ...base, trait: draft.trait, reverse: draft.reverse };
    case 'forced_choice':
      return {
        ...base,
        options: draft.options.map((o) => o.text),
        optionKeys: draft.options.map((o) => o.style),
      };
    case 'sjt':
      return {
        ...base,
        options: draft.options.map((o) => o.text),
        optionKeys: draft.options.map((o) => o.effectiveness),
      };
    case 'open_ended':
      return {
        ...base,
        minWords: draft.minWords,
        maxWords: draft.maxWords,
        rubric: isCustomRubric(draft.rubric) ? withCriterionKeys(draft.rubric) : draft.rubric,
      };
  }
}

type StoredColumns = Omit<DraftColumns, 'type'> & { type: string };

/**
 * A stored item back as its draft. Rows are written by draftToColumns, so a missing key column is a
 * broken row: it is read as the draft's neutral value rather than failing the whole test's read.
 */
export function columnsToDraft(row: StoredColumns): TItemDraft {
  const common = {
    stem: row.stem,
    tags: row.tags,
    ...(row.explanation ? { explanation: row.explanation } : {}),
  };
  const keys = row.optionKeys ?? [];
  switch (row.type) {
    case 'mcq':
      return {
        type: 'mcq',
        ...common,
        options: row.options,
        keyIndex: row.keyIndex ?? 0,
        ...(row.difficulty ? { difficulty: row.difficulty as (typeof ITEM_DIFFICULTIES)[number] } : {}),
      };
    case 'true_false':
      return { type: 'true_false', ...common, key: row.keyIndex === 0 };
    case 'likert_scale':
      return { type: 'likert_scale', ...common, trait: row.trait ?? '', reverse: row.reverse ?? false };
    case 'forced_choice':
      return {
        type: 'forced_choice',
        ...common,
        options: row.options.map((text, i) => ({ text, style: keys[i] as (typeof WORK_STYLES)[number] })),
      };
    case 'sjt':
      return {
        type: 'sjt',
        ...common,
        options: row.options.map((text, i) => ({ text, effectiveness: Number(keys[i] ?? 1) })),
      };
    default:
      return {
        type: 'open_ended',
        ...common,
        minWords: row.minWords ?? 0,
        maxWords: row.maxWords ?? 1,
        rubric: row.rubric ?? ({} as TQuestionRubric),
      };
  }
}
