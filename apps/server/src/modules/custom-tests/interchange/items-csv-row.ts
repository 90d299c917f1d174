import {
  csvHeaderKey,
  ITEM_TYPE_LABELS,
  ITEM_TYPES,
  isCustomRubric,
  ownValue,
  RUBRIC_CRITERIA,
  rubricCriteria,
  type TItemDraft,
  type TItemType,
  type TQuestionRubric,
  WORK_STYLE_LABELS,
  WORK_STYLES,
} from '@app/contracts';
import { criterionPart, type FieldName } from './draft-validation';

/** The columns of the questions CSV, in file order; headers match case-, space- and underscore-insensitively. */
export const ITEMS_CSV_COLUMNS = [
  'type',
  'question',
  'option_1',
  'option_2',
  'option_3',
  'option_4',
  'option_5',
  'option_6',
  'correct',
  'trait',
  'reverse',
  'styles',
  'effectiveness',
  'min_words',
  'max_words',
  'rubric_task_response',
  'rubric_coherence',
  'rubric_lexical_resource',
  'rubric_grammar_accuracy',
  'rubric_json',
  'difficulty',
  'tags',
  'explanation',
] as const;
export type ItemsCsvColumn = (typeof ITEMS_CSV_COLUMNS)[number];

const OPTION_COLUMNS = ['option_1', 'option_2', 'option_3', 'option_4', 'option_5', 'option_6'] as const;
const WRITING_RUBRIC_COLUMNS = RUBRIC_CRITERIA.map((criterion) => `rubric_${criterion}` as const);
const RUBRIC_JSON_HELP =
  'Write the criteria as a JSON array, like [{"label":"Correctness","description":"Finds the real cause."}], or leave rubric_json empty to use the four rubric_ columns of the writing criteria.';
const LIST_SEPARATOR = '|';

/** A row's trimmed value in a column ('' when the file lacks the column). */
export type RowValue = (column: ItemsCsvColumn) => string;

const TYPE_BY_KEY = new Map<string, TItemType>(
  ITEM_TYPES.flatMap((type) => [
    [csvHeaderKey(type), type],
    [csvHeaderKey(ITEM_TYPE_LABELS[type]), type],
  ]),
);
const STYLE_BY_KEY = new Map<string, (typeof WORK_STYLES)[number]>(
  WORK_STYLES.flatMap((style) => [
    [csvHeaderKey(style), style],
    [csvHeaderKey(WORK_STYLE_LABELS[style]), style],
  ]),
);

export const itemTypeOf = (value: string): TItemType | undefined => TYPE_BY_KEY.get(csvHeaderKey(value));

export const TYPE_HELP = `Use one of: ${ITEM_TYPES.join(', ')}.`;

/**
 * Reads one row as the draft it describes, for the contract to validate; returns the reason instead when a
 * cell cannot even be read (an unknown style, a word limit that is not a number).
 */
export function rowToCandidate(type: TItemType, value: RowValue): Record<string, unknown> | string {
  const common = {
    type,
    stem: value('question'),
    tags: splitList(value('tags')),
    explanation: value('explanation') || undefined,
  };
  switch (type) {
    case 'mcq': {
      const options = optionTexts(value);
      if (typeof options === 'string') return options;
      const keyIndex = correctIndex(value('correct'), options);
      if (typeof keyIndex === 'string') return keyIndex;
      return { ...common, options, keyIndex, difficulty: value('difficulty').toLowerCase() || undefined };
    }
    case 'true_false': {
      const key = yesNo(value('correct'));
      return key === undefined ? 'correct: Write true or false.' : { ...common, key };
    }
    case 'likert_scale': {
      const reverse = value('reverse') === '' ? false : yesNo(value('reverse'));
      if (reverse === undefined) return 'reverse: Write yes or no.';
      return { ...common, trait: value('trait'), reverse };
    }
    case 'forced_choice': {
      const options = optionTexts(value);
      if (typeof options === 'string') return options;
      const styles = splitList(value('styles'));
      if (styles.length !== options.length) {
        return 'styles: Give one style per statement, separated by |, like structure|care.';
      }
      const unknown = styles.find((style) => !STYLE_BY_KEY.has(csvHeaderKey(style)));
      if (unknown !== undefined)
        return `styles: "${unknown}" is not a work style. Use ${WORK_STYLES.join(', ')}.`;
      return {
        ...common,
        options: options.map((text, index) => ({
          text,
          style: STYLE_BY_KEY.get(csvHeaderKey(styles[index] ?? '')),
        })),
      };
    }
    case 'sjt': {
      const options = optionTexts(value);
      if (typeof options === 'string') return options;
      const ratings = splitList(value('effectiveness')).map(wholeNumber);
      if (ratings.length !== options.length || ratings.some(Number.isNaN)) {
        return 'effectiveness: Give one rating from 1 to 4 per response, separated by |, like 4|1|3|2.';
      }
      return { ...common, options: options.map((text, index) => ({ text, effectiveness: ratings[index] })) };
    }
    case 'open_ended': {
      const minWords = value('min_words') === '' ? 0 : wholeNumber(value('min_words'));
      const maxWords = wholeNumber(value('max_words'));
      if (Number.isNaN(minWords)) return 'min_words: Give a whole number (or leave it empty for no minimum).';
      if (Number.isNaN(maxWords)) return 'max_words: Give the word limit as a whole number.';
      const rubric = rubricCells(value);
      if (typeof rubric === 'string') return rubric;
      return { ...common, minWords, maxWords, rubric };
    }
  }
}

/** The row a draft is written as: every cell a string, in the columns the draft's type uses. */
export function draftToRow(draft: TItemDraft): Partial<Record<ItemsCsvColumn, string>> {
  const row: Partial<Record<ItemsCsvColumn, string>> = {
    type: draft.type,
    question: draft.stem,
    tags: draft.tags.join(LIST_SEPARATOR),
    explanation: draft.explanation ?? '',
  };
  const texts = (options: string[]) =>
    Object.fromEntries(options.map((text, index) => [OPTION_COLUMNS[index], text]));
  switch (draft.type) {
    case 'mcq':
      return {
        ...row,
        ...texts(draft.options),
        correct: String(draft.keyIndex + 1),
        difficulty: draft.difficulty ?? '',
      };
    case 'true_false':
      return { ...row, correct: String(draft.key) };
    case 'likert_scale':
      return { ...row, trait: draft.trait, reverse: draft.reverse ? 'yes' : 'no' };
    case 'forced_choice':
      return {
        ...row,
        ...texts(draft.options.map((option) => option.text)),
        styles: draft.options.map((option) => option.style).join(LIST_SEPARATOR),
      };
    case 'sjt':
      return {
        ...row,
        ...texts(draft.options.map((option) => option.text)),
        effectiveness: draft.options.map((option) => option.effectiveness).join(LIST_SEPARATOR),
      };
    case 'open_ended':
      return {
        ...row,
        min_words: String(draft.minWords),
        max_words: String(draft.maxWords),
        ...rubricRow(draft.rubric),
      };
  }
}

/** An open-ended row's rubric: the author's criteria in rubric_json, else the writing criteria's four columns. */
function rubricCells(value: RowValue): unknown[] | Record<string, string> | string {
  const json = value('rubric_json');
  if (json === '')
    return Object.fromEntries(RUBRIC_CRITERIA.map((criterion) => [criterion, value(`rubric_${criterion}`)]));
  const filled = WRITING_RUBRIC_COLUMNS.filter((column) => value(column) !== '');
  if (filled.length > 0) {
    return `rubric_json: The question is rated either on your own criteria (rubric_json) or on the writing criteria (the four rubric_ columns), not both: empty ${filled.join(', ')} or rubric_json.`;
  }
  return criteriaJson(json);
}

/** The criteria in rubric_json, for the contract to check; only text that is no array of objects is refused here. */
function criteriaJson(json: string): unknown[] | string {
  let criteria: unknown;
  try {
    criteria = JSON.parse(json);
  } catch {
    return `rubric_json: This is not valid JSON. ${RUBRIC_JSON_HELP}`;
  }
  const isObject = (criterion: unknown) =>
    typeof criterion === 'object' && criterion !== null && !Array.isArray(criterion);
  return Array.isArray(criteria) && criteria.every(isObject)
    ? criteria
    : `rubric_json: This is not a list of criteria. ${RUBRIC_JSON_HELP}`;
}

/** The author's criteria as the API writes them, keys included so a re-import keeps them; else the four texts. */
function rubricRow(rubric: TQuestionRubric): Partial<Record<ItemsCsvColumn, string>> {
  if (isCustomRubric(rubric)) {
    const criteria = rubricCriteria(rubric).map(({ key, label, description, anchors }) => ({
      key,
      label,
      description,
      ...(anchors.length > 0 ? { anchors } : {}),
    }));
    return { rubric_json: JSON.stringify(criteria) };
  }
  return Object.fromEntries(RUBRIC_CRITERIA.map((criterion) => [`rubric_${criterion}`, rubric[criterion]]));
}

const FIELD_COLUMNS: Record<string, ItemsCsvColumn | 'options'> = {
  type: 'type',
  stem: 'question',
  options: 'options',
  keyIndex: 'correct',
  key: 'correct',
  trait: 'trait',
  reverse: 'reverse',
  minWords: 'min_words',
  maxWords: 'max_words',
  // The writing columns are always all read, so an issue with the rubric as a whole is about rubric_json.
  rubric: 'rubric_json',
  difficulty: 'difficulty',
  tags: 'tags',
  explanation: 'explanation',
};

/** The column a contract issue points at, so a reason names the cell to fix. */
export const csvFieldName: FieldName = (path) => {
  const [field, index, part] = path;
  if (field === 'options' && typeof index === 'number') {
    if (part === 'style') return 'styles';
    if (part === 'effectiveness') return 'effectiveness';
    return OPTION_COLUMNS[index] ?? 'options';
  }
  if (field === 'rubric' && typeof index === 'string') return `rubric_${index}`;
  if (field === 'rubric' && typeof index === 'number') return `rubric_json (${criterionPart(path.slice(1))})`;
  return typeof field === 'string' ? ownValue(FIELD_COLUMNS, field) : undefined;
};

function optionTexts(value: RowValue): string[] | string {
  const cells = OPTION_COLUMNS.map((column) => value(column));
  const filled = cells.slice(0, cells.findLastIndex((cell) => cell !== '') + 1);
  const gap = filled.indexOf('');
  return gap === -1
    ? filled
    : `${OPTION_COLUMNS[gap]}: Fill the options from option_1 on, without empty ones between.`;
}

/** The right option: its number (1-6) or, failing that, its text. */
function correctIndex(correct: string, options: string[]): number | string {
  if (correct === '') return 'correct: Mark the right option with its number (1-6) or its exact text.';
  if (/^\d+$/.test(correct)) {
    const index = Number(correct) - 1;
    return index >= 0 && index < options.length ? index : `correct: There is no option ${correct}.`;
  }
  const exact = options.indexOf(correct);
  if (exact !== -1) return exact;
  const folded = options.flatMap((option, index) =>
    option.toLowerCase() === correct.toLowerCase() ? [index] : [],
  );
  return folded.length === 1 && folded[0] !== undefined
    ? folded[0]
    : `correct: "${correct}" is none of the options. Give the right option's number or its exact text.`;
}

function yesNo(value: string): boolean | undefined {
  const word = value.toLowerCase();
  if (word === 'true' || word === 'yes') return true;
  if (word === 'false' || word === 'no') return false;
  return undefined;
}

const wholeNumber = (value: string) => (/^\d+$/.test(value) ? Number(value) : Number.NaN);

const splitList = (value: string) =>
  value
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
