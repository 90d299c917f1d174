import { type BankItem, WRITING_CRITERIA, ZBankItem } from '../items/library/item-schema';
import type { GenerationSlot } from './generation-schemas';

/**
 * The checks of ASSESSMENT.md section 3 that every generated item passes before it is used: the item
 * bank's shape (ZBankItem, which carries the length and range limits the JSON schema leaves out), the
 * per-type rules, no protected characteristics, and no duplicates of the bank, the form or each other.
 */

/** Lower case, letters and digits only, single spaces. */
export const normaliseText = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const bigrams = (value: string) => {
  const words = normaliseText(value).split(' ').filter(Boolean);
  const pairs = new Map<string, number>();
  for (let i = 0; i < words.length - 1; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  return pairs;
};

/** Sørensen–Dice coefficient on word bigrams (multiset), 0 to 1. */
export function diceCoefficient(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  let sizeX = 0;
  let sizeY = 0;
  let shared = 0;
  for (const n of x.values()) sizeX += n;
  for (const [pair, n] of y) {
    sizeY += n;
    shared += Math.min(n, x.get(pair) ?? 0);
  }
  return sizeX + sizeY === 0 ? 0 : (2 * shared) / (sizeX + sizeY);
}

export const NEAR_DUPLICATE_DICE = 0.8;

/** Same text once normalised, or word-bigram Dice ≥ 0.8. */
export function isNearDuplicate(a: string, b: string): boolean {
  const x = normaliseText(a);
  const y = normaliseText(b);
  return x === y || diceCoefficient(x, y) >= NEAR_DUPLICATE_DICE;
}

/**
 * Words that name or imply a protected characteristic (age, sex and gender, race and ethnicity, religion,
 * pregnancy and parenthood, disability and health, marital status, sexual orientation, nationality).
 * Deliberately broad: a false positive costs one regenerated item, a miss can make a test unfair.
 * 'English', 'British' and 'American' are left out: English tests talk about the language. 'Old' is in
 * OLD_PEOPLE instead, since "the old system" is common and harmless.
 */
export const PROTECTED_TERMS =
  /\b(age[sd]?|ageing|aging|elderly|young(?:er|est)?|youth|teenagers?|retire(?:d|es|ment)|gender|sex|male|female|man|men|woman|women|boys?|girls?|gentlem[ae]n|lad(?:y|ies)|race|racial|ethnic(?:ity)?|skin colou?r|religions?|religious|christians?|muslims?|islam(?:ic)?|jew(?:s|ish)?|hindus?|buddhists?|sikhs?|atheists?|church|mosque|synagogue|temple|pray(?:s|er|ing)?|pregnan(?:t|cy)|maternity|paternity|disabled|disabilit(?:y|ies)|handicapped|wheelchair|blind|deaf|autis(?:m|tic)|mental illness|sexual orientation|gay|lesbian|bisexual|transgender|married|marital|husband|wife|nationality|national origin|ethnic origin|immigrants?|foreigners?|citizenship|africans?|asians?|europeans?|indians?|chinese|japanese|mexicans?|arabs?|latin[oa]s?|hispanics?|germans?|french|russians?|pakistanis?|nigerians?)\b/gi;

/** 'Old' about people: "older staff", "an old colleague", "50 years old", "old age". */
export const OLD_PEOPLE =
  /\bold(?:er|est)?\s+(?:\w+\s+)?(?:colleagues?|co-?workers?|workers?|employees?|staff|people|persons?|customers?|clients?|patients?|candidates?|applicants?|managers?|members?|generations?|adults?|hands)\b|\byears?[\s-]old\b|\bold[\s-]age\b/gi;

/** The protected-characteristic terms found in a text, lower-cased and de-duplicated. */
export function protectedTerms(text: string): string[] {
  const found = [...text.matchAll(PROTECTED_TERMS), ...text.matchAll(OLD_PEOPLE)].sort(
    (a, b) => (a.index ?? 0) - (b.index ?? 0),
  );
  return [...new Set(found.map((m) => m[0].toLowerCase()))];
}

const OF_THE_ABOVE = /\b(all|none|both|neither) of the (above|options|answers)\b/i;
const NEGATION = /\b(not|no|never|nobody|nothing|none|neither|nor|hardly|rarely|seldom|cannot)\b|n't\b/gi;
/** "not unhappy", "never dislike": a negation before a negative prefix (but not 'under', 'until', 'unless'). */
const NEGATED_NEGATIVE =
  /(?:\b(?:not|never)|n't)\s+(?:un(?!der|til|less)|dis|in(?=capable|efficient|active|flexible))\w+/i;
const SECOND_IDEA = /\b(and|or|but|as well as|whereas)\b|;/i;

const wordCount = (value: string) => value.split(/\s+/).filter(Boolean).length;

/** The strings of an item a candidate or a grader reads, for the protected-terms filter. */
function itemStrings(item: BankItem): string[] {
  switch (item.type) {
    case 'mcq':
      return [item.text, ...item.options, item.explanation];
    case 'true_false':
      return [item.text, item.explanation];
    case 'likert_scale':
      return [item.text];
    case 'forced_choice':
    case 'sjt':
      return [item.text, ...item.options.map((o) => o.text)];
    case 'open_ended':
      return [item.text, ...Object.values(item.rubric)];
  }
}

/**
 * The texts duplicates are judged on. Forced-choice prompts repeat by design ('Which is more like you…'),
 * so pairs are compared by their statements; every other type by its stem.
 */
export function comparableTexts(item: BankItem): string[] {
  return item.type === 'forced_choice' ? item.options.map((o) => o.text) : [item.text];
}

/** What is wrong with one item on its own (shape, type rules, protected terms); empty when nothing. */
export function itemProblems(item: BankItem, slot: GenerationSlot): string[] {
  const parsed = ZBankItem.safeParse(item);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.') || 'item'}: ${i.message}`);
  const problems: string[] = [];
  if (item.type !== slot.type) problems.push(`type is ${item.type}, expected ${slot.type}`);

  switch (item.type) {
    case 'mcq': {
      if (item.options.length !== 4) problems.push(`has ${item.options.length} options, needs exactly 4`);
      if (!Number.isInteger(item.key) || item.key < 0 || item.key >= item.options.length)
        problems.push(`key ${item.key} is not the index of an option (0 to ${item.options.length - 1})`);
      optionProblems(item.options, problems);
      const lengths = item.options.map((o) => o.trim().length);
      if (Math.max(...lengths) > 2.5 * Math.min(...lengths))
        problems.push('options differ too much in length (the longest is over 2.5 times the shortest)');
      break;
    }
    case 'likert_scale': {
      if (wordCount(item.text) > 20) problems.push('statement has more than 20 words');
      if (SECOND_IDEA.test(item.text))
        problems.push('statement joins two ideas (and / or / but); keep one idea');
      const negations = item.text.match(NEGATION)?.length ?? 0;
      if (negations >= 2 || NEGATED_NEGATIVE.test(item.text))
        problems.push('statement has a double negative');
      break;
    }
    case 'sjt': {
      if (item.options.length !== 4) problems.push(`has ${item.options.length} options, needs exactly 4`);
      const ratings = item.options.map((o) => o.effectiveness).sort((a, b) => a - b);
      if (ratings.join() !== '1,2,3,4')
        problems.push('effectiveness ratings must be 1, 2, 3 and 4, each once');
      optionProblems(
        item.options.map((o) => o.text),
        problems,
      );
      break;
    }
    case 'forced_choice': {
      const [a, b] = item.options;
      if (a && b && a.style === b.style) problems.push('the two statements express the same style');
      if (slot.style && !item.options.some((o) => o.style === slot.style))
        problems.push(`neither statement expresses the style ${slot.style}`);
      optionProblems(
        item.options.map((o) => o.text),
        problems,
      );
      break;
    }
    case 'open_ended': {
      const missing = WRITING_CRITERIA.filter((c) => !item.rubric[c] || item.rubric[c].trim().length < 10);
      if (missing.length > 0) problems.push(`rubric lacks ${missing.join(', ')}`);
      if (item.minWords >= item.maxWords) problems.push('minWords must be below maxWords');
      break;
    }
    case 'true_false':
      break;
  }
  if (item.type === 'likert_scale' && slot.trait && item.trait !== slot.trait)
    problems.push(`trait is ${item.trait}, expected ${slot.trait}`);

  const terms = protectedTerms(itemStrings(item).join('\n'));
  if (terms.length > 0) problems.push(`mentions a protected characteristic (${terms.join(', ')})`);
  return problems;
}

function optionProblems(options: string[], problems: string[]) {
  if (new Set(options.map(normaliseText)).size !== options.length) problems.push('options are not distinct');
  if (options.some((o) => OF_THE_ABOVE.test(o)))
    problems.push('has an "all / none / both of the above" option');
}

export type QualityResult = {
  passed: BankItem[];
  /** One entry per dropped item: its position in the answer (1-based) and what was wrong. */
  rejected: { index: number; problems: string[] }[];
};

/**
 * Checks a batch in order: an item passes when it has no problems of its own and is not a (near)
 * duplicate of `avoidTexts` or of an earlier item that passed.
 */
export function checkItems(
  items: BankItem[],
  slot: GenerationSlot,
  avoidTexts: readonly string[],
): QualityResult {
  const seen = avoidTexts.filter((t) => normaliseText(t) !== '');
  const passed: BankItem[] = [];
  const rejected: QualityResult['rejected'] = [];
  items.forEach((item, i) => {
    const problems = itemProblems(item, slot);
    if (problems.length === 0) {
      const texts = comparableTexts(item);
      const twin = seen.find((s) => texts.some((t) => isNearDuplicate(t, s)));
      if (twin !== undefined) problems.push(`duplicates an existing question ("${truncate(twin, 80)}")`);
    }
    if (problems.length > 0) {
      rejected.push({ index: i + 1, problems });
    } else {
      passed.push(item);
      seen.push(...comparableTexts(item));
    }
  });
  return { passed, rejected };
}

export const truncate = (value: string, max: number) =>
  value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;
