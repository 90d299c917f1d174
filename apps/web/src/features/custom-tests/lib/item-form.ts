import {
  type ITEM_DIFFICULTIES,
  isCustomRubric,
  RUBRIC_BANDS,
  RUBRIC_CRITERIA,
  rubricCriteria,
  type TCriterionDraft,
  type TItemDraft,
  type TItemType,
  type TQuestionRubric,
  type TWritingRubric,
  type WORK_STYLES,
  ZItemDraft,
} from '@app/contracts';
import type { Resolver } from 'react-hook-form';
import { i18n } from '@/lib/i18n';
import { contractResolver, numberFrom } from './contract-resolver';

type WorkStyle = (typeof WORK_STYLES)[number];
export type Difficulty = (typeof ITEM_DIFFICULTIES)[number];

/** One option row of the form; each type reads the fields it has. */
export type OptionRow = { text: string; style: WorkStyle; effectiveness: string };

/**
 * One criterion of a written question's rubric: `key` is '' for a criterion the author adds (the server
 * makes it from the label) and the saved key otherwise, sent back so ratings keep their criterion;
 * `anchors` are the six bands' texts, band 0 first, '' where the author wrote none.
 */
export type CriterionRow = { key: string; label: string; description: string; anchors: string[] };

/**
 * What the question form edits, for every type at once: options as rows (react-hook-form's field arrays
 * need objects), numbers as typed text, the right answer as the radio's value ('' until one is chosen).
 */
export type TItemForm = {
  type: TItemType;
  stem: string;
  tags: string;
  explanation: string;
  options: OptionRow[];
  keyIndex: string;
  difficulty: Difficulty | 'none';
  key: '' | 'true' | 'false';
  trait: string;
  reverse: boolean;
  minWords: string;
  maxWords: string;
  rubric: CriterionRow[];
};

/** The Big Five, offered for Likert statements; a company may name its own trait instead. */
export const BIG_FIVE_TRAITS = [
  'Openness',
  'Conscientiousness',
  'Extraversion',
  'Agreeableness',
  'Neuroticism',
] as const;

/** An SJT response's rating, 1 (least effective) to 4 (most), as the select holds it. */
export const EFFECTIVENESS_RATINGS = ['1', '2', '3', '4'] as const;

/** What a full-marks answer does on each writing criterion: a starting point the company adapts. */
const writingFullMarks = () =>
  Object.fromEntries(
    RUBRIC_CRITERIA.map((criterion) => [criterion, i18n.t(`rubric.${criterion}`, { ns: 'custom-tests' })]),
  ) as TWritingRubric;

/** A criterion the author adds: nothing written yet, no key until the server makes one from its label. */
export const emptyCriterion = (): CriterionRow => ({
  key: '',
  label: '',
  description: '',
  anchors: Array<string>(RUBRIC_BANDS).fill(''),
});

/**
 * A rubric as rows: the author's criteria keep their keys; the writing criteria open as their four rows
 * with the stock anchors, which show authors what anchors are before they write their own. Those rows
 * carry no key: the server makes it from the label (a writing label gives the writing key), so a row
 * renamed to "Correctness" is a criterion of its own, not task response under another name.
 */
function rubricRows(rubric: TQuestionRubric): CriterionRow[] {
  if (isCustomRubric(rubric))
    return rubric.map((c) => ({
      key: c.key ?? '',
      label: c.label,
      description: c.description,
      anchors: c.anchors ?? emptyCriterion().anchors,
    }));
  return rubricCriteria(rubric).map((criterion) => ({ ...criterion, key: '' }));
}

/** The criterion as the contract takes it: anchors only when a band is written, a key only once it has one. */
const criterionDraftFrom = (row: CriterionRow): TCriterionDraft => ({
  key: row.key || undefined,
  label: row.label,
  description: row.description,
  anchors: row.anchors.some((anchor) => anchor.trim() !== '') ? row.anchors : undefined,
});

export const MCQ_OPTIONS = { min: 2, max: 6 } as const;
export const SJT_OPTIONS = { min: 2, max: 6 } as const;

const row = (text = '', style: WorkStyle = 'structure', effectiveness = ''): OptionRow => ({
  text,
  style,
  effectiveness,
});

function optionsFor(type: TItemType): OptionRow[] {
  if (type === 'mcq') return [row(), row(), row(), row()];
  if (type === 'forced_choice') return [row('', 'structure'), row('', 'collaboration')];
  if (type === 'sjt') return ['4', '3', '2', '1'].map((level) => row('', 'structure', level));
  return [];
}

/** A new question of the type, with the defaults a company usually keeps. */
export function emptyItemForm(type: TItemType): TItemForm {
  return {
    type,
    stem: '',
    tags: '',
    explanation: '',
    options: optionsFor(type),
    keyIndex: '',
    difficulty: 'none',
    key: '',
    trait: '',
    reverse: false,
    minWords: '50',
    maxWords: '250',
    rubric: rubricRows(writingFullMarks()),
  };
}

/** The form of a saved question. */
export function itemFormFromDraft(draft: TItemDraft): TItemForm {
  const form = { ...emptyItemForm(draft.type), stem: draft.stem, tags: draft.tags.join(', ') };
  form.explanation = draft.explanation ?? '';
  switch (draft.type) {
    case 'mcq':
      return {
        ...form,
        options: draft.options.map((text) => row(text)),
        keyIndex: String(draft.keyIndex),
        difficulty: draft.difficulty ?? 'none',
      };
    case 'true_false':
      return { ...form, key: draft.key ? 'true' : 'false' };
    case 'likert_scale':
      return { ...form, trait: draft.trait, reverse: draft.reverse };
    case 'forced_choice':
      return { ...form, options: draft.options.map((o) => row(o.text, o.style)) };
    case 'sjt':
      return {
        ...form,
        options: draft.options.map((o) => row(o.text, 'structure', String(o.effectiveness))),
      };
    case 'open_ended':
      return {
        ...form,
        minWords: String(draft.minWords),
        maxWords: String(draft.maxWords),
        rubric: rubricRows(draft.rubric),
      };
  }
}

const tagsFrom = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The request body of a form, before the contract checks it (so an unchosen key stays unchosen). */
export function draftInputFromForm(form: TItemForm): Record<string, unknown> {
  const common = {
    type: form.type,
    stem: form.stem,
    tags: tagsFrom(form.tags),
    explanation: form.explanation.trim() || undefined,
  };
  switch (form.type) {
    case 'mcq':
      return {
        ...common,
        options: form.options.map((o) => o.text),
        keyIndex: form.keyIndex === '' ? undefined : Number(form.keyIndex),
        difficulty: form.difficulty === 'none' ? undefined : form.difficulty,
      };
    case 'true_false':
      return { ...common, key: form.key === '' ? undefined : form.key === 'true' };
    case 'likert_scale':
      return { ...common, trait: form.trait, reverse: form.reverse };
    case 'forced_choice':
      return { ...common, options: form.options.map((o) => ({ text: o.text, style: o.style })) };
    case 'sjt':
      return {
        ...common,
        options: form.options.map((o) => ({ text: o.text, effectiveness: numberFrom(o.effectiveness) })),
      };
    case 'open_ended':
      return {
        ...common,
        minWords: numberFrom(form.minWords),
        maxWords: numberFrom(form.maxWords),
        rubric: form.rubric.map(criterionDraftFrom),
      };
  }
}

/**
 * Where the form shows an issue of the contract: an mcq option's text sits in its row's `text`; a list's
 * own issue goes under the list; a clash of criterion keys shows on the name, as the key is hidden.
 */
export function itemFieldPath(type: TItemType) {
  return (path: readonly PropertyKey[]): readonly PropertyKey[] => {
    if (path.length === 1 && (path[0] === 'options' || path[0] === 'rubric')) return [path[0], 'root'];
    if (path[0] === 'rubric' && path[2] === 'key') return ['rubric', path[1] as PropertyKey, 'label'];
    if (path[0] === 'tags') return ['tags'];
    if (type === 'mcq' && path[0] === 'options' && path.length === 2) return [...path, 'text'];
    return path;
  };
}

/** Words for the keys left unchosen: zod's own "expected number, received undefined" says nothing. */
const UNCHOSEN: Record<string, string> = {
  keyIndex: 'validation.keyIndex',
  key: 'validation.trueFalse',
};

/** Resolves the question form against the contract's ZItemDraft, an unchosen key said in words. */
export const resolveItemForm: Resolver<TItemForm, unknown, TItemDraft> = async (values, context, options) => {
  const resolve = contractResolver<TItemForm, TItemDraft>(
    ZItemDraft,
    draftInputFromForm,
    itemFieldPath(values.type),
  );
  const result = await resolve(values, context, options);
  const errors = result.errors as Record<string, { type: string; message: string } | undefined>;
  for (const [field, key] of Object.entries(UNCHOSEN)) {
    if (errors[field]?.type === 'invalid_type')
      errors[field] = { type: 'required', message: i18n.t(key, { ns: 'custom-tests' }) };
  }
  return result;
};
