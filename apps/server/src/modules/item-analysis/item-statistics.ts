/**
 * Classical item statistics (pure: no database, no clock). Forms are personal, so every figure is read per
 * item version over the forms that contained it, and a candidate's total is their own section's total.
 *
 * - Keyed items (mcq, true_false, sjt) earn credit as scoring.ts gives it: 1/0 for the key, (e − 1) / 3 for
 *   an sjt option of effectiveness e, 0 when unanswered. Difficulty p is the mean credit; discrimination
 *   is the corrected item-total correlation: Pearson r between the item's credit and the credit of the
 *   section's other keyed items (the point-biserial when the credit is 0/1).
 * - Likert statements score 1-5 (reverse keyed 6 − x), unanswered is missing; discrimination is the
 *   item-rest correlation with the mean of the candidate's other answered statements of the same trait in
 *   that section. The mean, not the sum: a skipped statement would otherwise read as a score of 0.
 * - Forced-choice and open-ended items have no key: responses (and forced-choice option shares) only.
 */
import { ITEM_ANALYSIS_MIN_RESPONSES, type TItemStatistics, type TItemType } from '@app/contracts';
import { LIKERT_OPTIONS, TRUE_FALSE_OPTIONS } from '../items/presentation';
import type { AnalysedItem, FormQuestion } from './item-analysis.types';
import { flagsOf } from './item-flags';

const KEYED = new Set<TItemType>(['mcq', 'true_false', 'sjt']);
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Pearson's r; null with fewer than two pairs or when either side does not vary. */
export function pearson(xs: number[], ys: number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return null;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i] as number;
    my += ys[i] as number;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // Sums of squares of a constant column come out as rounding noise, not exactly 0.
  if (sxx < 1e-12 || syy < 1e-12) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** The options as the admin reads them, in the item's own order. */
function optionsOf(item: AnalysedItem): string[] {
  if (item.type === 'likert_scale') return LIKERT_OPTIONS;
  if (item.type === 'true_false') return TRUE_FALSE_OPTIONS;
  return item.options;
}

/** Which of the item's own options are keyed: the mcq / true-false key, the sjt's most effective ones. */
function keyedOptions(item: AnalysedItem): boolean[] {
  const options = optionsOf(item);
  if (item.type === 'mcq' || item.type === 'true_false') return options.map((_, i) => i === item.keyIndex);
  if (item.type === 'sjt') {
    const effectiveness = options.map((_, i) => Number(item.optionKeys?.[i]));
    const best = Math.max(...effectiveness.filter(Number.isFinite));
    return effectiveness.map((e) => e === best);
  }
  return options.map(() => false);
}

/**
 * The chosen option in the item's own order, or null when unanswered or out of range. The value is the
 * index in the order the candidate saw; rating scales (Likert, true/false) are never shuffled.
 */
export function chosenOption(item: AnalysedItem, question: Pick<FormQuestion, 'optionOrder' | 'value'>) {
  const count = optionsOf(item).length;
  const value = question.value;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= count) return null;
  const fixed = item.type === 'likert_scale' || item.type === 'true_false';
  const own = fixed || !question.optionOrder ? value : question.optionOrder[value];
  return own === undefined || own < 0 || own >= count ? null : own;
}

/** A keyed item's credit for the chosen option (unanswered earns 0), as scoring.ts gives it. */
export function creditOf(item: AnalysedItem, choice: number | null): number {
  if (choice === null) return 0;
  if (item.type === 'sjt') {
    const e = Number(item.optionKeys?.[choice]);
    return Number.isFinite(e) ? Math.min(1, Math.max(0, (e - 1) / 3)) : 0;
  }
  return choice === item.keyIndex ? 1 : 0;
}

/** A Likert statement's keyed score 1-5, or null when unanswered. */
export function likertScore(item: AnalysedItem, choice: number | null): number | null {
  if (choice === null) return null;
  return item.reverse ? 5 - choice : choice + 1;
}

/** One appearance of an item on a form, with what the rest of that form gives it to correlate with. */
export type Appearance = { choice: number | null; score: number | null; rest: number | null };

type Scored = { item: AnalysedItem; formKey: string; choice: number | null; score: number | null };

/** Each item's appearances: its score and the rest score of the same form (null: nothing to compare). */
export function appearancesByItem(items: AnalysedItem[], questions: FormQuestion[]) {
  const byId = new Map(items.map((item) => [item.id, item]));
  const scored: Scored[] = [];
  const keyedTotals = new Map<string, number>();
  const traitSums = new Map<string, { sum: number; count: number }>();
  const traitKey = (formKey: string, trait: string) => `${formKey}\u0000${trait}`;
  for (const q of questions) {
    const item = byId.get(q.itemId);
    if (!item) continue;
    const formKey = `${q.candidateId}\u0000${q.sectionId}`;
    const choice = chosenOption(item, q);
    let score: number | null = null;
    if (KEYED.has(item.type)) {
      score = creditOf(item, choice);
      keyedTotals.set(formKey, (keyedTotals.get(formKey) ?? 0) + score);
    } else if (item.type === 'likert_scale') {
      score = likertScore(item, choice);
      if (score !== null && item.trait) {
        const t = traitSums.get(traitKey(formKey, item.trait)) ?? { sum: 0, count: 0 };
        traitSums.set(traitKey(formKey, item.trait), { sum: t.sum + score, count: t.count + 1 });
      }
    }
    scored.push({ item, formKey, choice, score });
  }

  const result = new Map<string, Appearance[]>(items.map((item) => [item.id, []]));
  for (const { item, formKey, choice, score } of scored) {
    let rest: number | null = null;
    if (KEYED.has(item.type)) rest = (keyedTotals.get(formKey) ?? 0) - (score ?? 0);
    else if (item.type === 'likert_scale' && score !== null && item.trait) {
      const t = traitSums.get(traitKey(formKey, item.trait));
      if (t && t.count > 1) rest = (t.sum - score) / (t.count - 1);
    }
    result.get(item.id)?.push({ choice, score, rest });
  }
  return result;
}

/** The share of the top scorers (by rest score) whose choices are compared with the key's. */
const TOP_GROUP_SHARE = 0.27;

/**
 * The top 27 % by rest score: everyone scoring at least the score at that rank, so candidates tied at the
 * boundary are all in (the group never depends on the order rows arrive in).
 */
export function topGroup(appearances: Appearance[]): Appearance[] {
  const rests = appearances.map((a) => a.rest ?? 0).sort((a, b) => b - a);
  if (rests.length === 0) return [];
  const cutoff = rests[Math.ceil(rests.length * TOP_GROUP_SHARE) - 1] as number;
  return appearances.filter((a) => (a.rest ?? 0) >= cutoff);
}

function countChoices(appearances: Appearance[], options: number): number[] {
  const counts = new Array<number>(options).fill(0);
  for (const a of appearances) if (a.choice !== null) counts[a.choice] = (counts[a.choice] ?? 0) + 1;
  return counts;
}

/** The statistics of one item version from its appearances on the forms. */
export function itemStatistics(item: AnalysedItem, appearances: Appearance[]): TItemStatistics {
  const base = { itemKey: item.itemKey, version: item.version, type: item.type, stem: item.stem };
  const responses = appearances.length;
  const enoughResponses = responses >= ITEM_ANALYSIS_MIN_RESPONSES;
  if (!enoughResponses || item.type === 'open_ended') {
    return {
      ...base,
      responses,
      difficulty: null,
      discrimination: null,
      optionRates: [],
      flags: [],
      enoughResponses,
    };
  }
  const options = optionsOf(item);
  const keys = keyedOptions(item);
  const counts = countChoices(appearances, options.length);
  const optionRates = options.map((option, i) => ({
    option,
    rate: round3((counts[i] ?? 0) / responses),
    isKey: keys[i] ?? false,
  }));
  if (item.type === 'forced_choice') {
    return {
      ...base,
      responses,
      difficulty: null,
      discrimination: null,
      optionRates,
      flags: [],
      enoughResponses,
    };
  }

  const paired = appearances.filter(
    (a): a is Appearance & { score: number; rest: number } => a.score !== null && a.rest !== null,
  );
  const r = pearson(
    paired.map((a) => a.score),
    paired.map((a) => a.rest),
  );
  const keyed = KEYED.has(item.type);
  const p = keyed ? appearances.reduce((sum, a) => sum + (a.score ?? 0), 0) / responses : null;
  const top = keyed ? countChoices(topGroup(appearances), options.length) : [];
  const flags = flagsOf({ item, difficulty: p, discrimination: r, options, keys, topCounts: top });
  return {
    ...base,
    responses,
    difficulty: p === null ? null : round3(p),
    discrimination: r === null ? null : round3(r),
    optionRates,
    flags,
    enoughResponses,
  };
}

/** Every item's statistics, in the order the items are given. */
export function analyseItems(items: AnalysedItem[], questions: FormQuestion[]): TItemStatistics[] {
  const appearances = appearancesByItem(items, questions);
  return items.map((item) => itemStatistics(item, appearances.get(item.id) ?? []));
}
