import { describe, expect, it } from 'vitest';
import type { AnalysedItem, FormQuestion } from './item-analysis.types';
import { flagsOf } from './item-flags';
import {
  type Appearance,
  analyseItems,
  appearancesByItem,
  chosenOption,
  creditOf,
  itemStatistics,
  likertScore,
  pearson,
  topGroup,
} from './item-statistics';

const mcq = (id: string, keyIndex = 0, options = ['A', 'B', 'C', 'D']): AnalysedItem => ({
  id,
  itemKey: id,
  version: 1,
  type: 'mcq',
  stem: `Question ${id}`,
  options,
  optionKeys: null,
  keyIndex,
  trait: null,
  reverse: null,
  source: 'custom',
  status: 'active',
});
const likert = (id: string, reverse: boolean): AnalysedItem => ({
  ...mcq(id),
  type: 'likert_scale',
  options: [],
  keyIndex: null,
  trait: 'extraversion',
  reverse,
});
const sjt: AnalysedItem = {
  ...mcq('s1'),
  type: 'sjt',
  options: ['Escalate', 'Ignore', 'Ask', 'Wait'],
  optionKeys: [4, 1, 3, 2],
  keyIndex: null,
};

/** The same forms `times` times over, each copy a different set of candidates. */
function repeated(forms: FormQuestion[], times: number): FormQuestion[] {
  return Array.from({ length: times }, (_, copy) =>
    forms.map((q) => ({ ...q, candidateId: `${q.candidateId}-${copy}` })),
  ).flat();
}

describe('pearson', () => {
  it('matches the point-biserial formula on a worked example', () => {
    // x = [1,1,0,0,1], y = [3,2,1,0,4]. Deviations: Σdxdy = 3.0, Σdx² = 1.2, Σdy² = 10, r = 3/√12.
    // Point-biserial: (M1 − M0)/s_n × √(pq) = (3 − 0.5)/√2 × √0.24 = 0.8660, the same.
    expect(pearson([1, 1, 0, 0, 1], [3, 2, 1, 0, 4])).toBeCloseTo(0.866025, 5);
  });

  it('is null when a side does not vary or there are fewer than two pairs', () => {
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(pearson([0, 1], [2, 2])).toBeNull();
    expect(pearson([1], [1])).toBeNull();
  });
});

describe('reading an answer', () => {
  it("maps the candidate's presented index back to the item's own option", () => {
    // The candidate saw the item's options 2, 0, 3, 1: their answer 1 is the item's option 0.
    expect(chosenOption(mcq('a'), { optionOrder: [2, 0, 3, 1], value: 1 })).toBe(0);
    expect(chosenOption(mcq('a'), { optionOrder: null, value: 3 })).toBe(3);
    expect(chosenOption(mcq('a'), { optionOrder: null, value: 4 })).toBeNull();
    expect(chosenOption(mcq('a'), { optionOrder: null, value: 'B' })).toBeNull();
    expect(chosenOption(mcq('a'), { optionOrder: null, value: null })).toBeNull();
  });

  it('reads rating scales in their fixed order', () => {
    const tf: AnalysedItem = { ...mcq('t'), type: 'true_false', options: [], keyIndex: 1 };
    expect(chosenOption(tf, { optionOrder: [1, 0], value: 1 })).toBe(1);
    expect(creditOf(tf, 1)).toBe(1);
    expect(creditOf(tf, 0)).toBe(0);
    expect(chosenOption(likert('l', false), { optionOrder: null, value: 4 })).toBe(4);
    expect(chosenOption(likert('l', false), { optionOrder: null, value: 5 })).toBeNull();
  });

  it('credits sjt options (e − 1)/3 and mcq keys 1, unanswered 0', () => {
    expect([0, 1, 2, 3].map((i) => creditOf(sjt, i))).toEqual([1, 0, 2 / 3, 1 / 3]);
    expect(creditOf(mcq('a', 2), 2)).toBe(1);
    expect(creditOf(mcq('a', 2), 1)).toBe(0);
    expect(creditOf(mcq('a', 2), null)).toBe(0);
  });

  it('scores Likert 1-5 and reverse keys 6 − x', () => {
    expect(likertScore(likert('l', false), 0)).toBe(1);
    expect(likertScore(likert('l', false), 4)).toBe(5);
    expect(likertScore(likert('l', true), 0)).toBe(5);
    expect(likertScore(likert('l', true), 3)).toBe(2);
    expect(likertScore(likert('l', true), null)).toBeNull();
  });
});

describe('keyed items', () => {
  // Three mcq items (key: option 0) on one section. Item A's credits are x = [1,1,0,0,1] (candidate 4
  // skips it, candidate 3 answers wrong through a shuffled order) and the credits of B + C are
  // y = [2,1,1,0,2]. By hand: x̄ = 0.6, ȳ = 1.2, Σdxdy = 1.4, Σdx² = 1.2, Σdy² = 2.8,
  // r = 1.4/√3.36 = 0.7638; point-biserial check: (5/3 − 1/2)/√0.56 × √0.24 = 0.7638.
  const items = [mcq('A'), mcq('B'), mcq('C')];
  const answers: Record<string, [unknown, unknown, unknown]> = {
    c1: [0, 0, 0],
    c2: [0, 0, 1],
    c3: [0, 1, 0], // A shown as [2, 0, 1, 3]: presented 0 is the item's option 2, wrong
    c4: [null, 1, 1],
    c5: [0, 0, 0],
  };
  const forms: FormQuestion[] = Object.entries(answers).flatMap(([candidateId, values]) =>
    items.map((item, i) => ({
      candidateId,
      sectionId: 'sec',
      itemId: item.id,
      optionOrder: candidateId === 'c3' && item.id === 'A' ? [2, 0, 1, 3] : null,
      value: values[i],
    })),
  );

  it("uses the candidate's own section total minus the item", () => {
    const a = appearancesByItem(items, forms).get('A') ?? [];
    expect(a.map((x) => x.score)).toEqual([1, 1, 0, 0, 1]);
    expect(a.map((x) => x.rest)).toEqual([2, 1, 1, 0, 2]);
  });

  it('gives p and the corrected point-biserial from 30 responses', () => {
    // Six copies of the five candidates: means and r are unchanged by repeating the data.
    const [a] = analyseItems(items, repeated(forms, 6));
    expect(a?.responses).toBe(30);
    expect(a?.enoughResponses).toBe(true);
    expect(a?.difficulty).toBe(0.6);
    expect(a?.discrimination).toBe(0.764); // rounded to three places
    // Option rates in the item's own order: 18 × A (key), 6 × C (c3's wrong answer), 6 skipped.
    expect(a?.optionRates).toEqual([
      { option: 'A', rate: 0.6, isKey: true },
      { option: 'B', rate: 0, isKey: false },
      { option: 'C', rate: 0.2, isKey: false },
      { option: 'D', rate: 0, isKey: false },
    ]);
    expect(a?.flags).toEqual([]);
  });

  it('shows no figures below 30 responses', () => {
    const few = repeated(forms, 6).filter((q) => q.candidateId !== 'c1-0');
    const [a] = analyseItems(items, few);
    expect(a).toMatchObject({
      responses: 29,
      enoughResponses: false,
      difficulty: null,
      discrimination: null,
      optionRates: [],
      flags: [],
    });
  });

  it('keeps order-independent ties in the top 27%', () => {
    // 10 candidates: ceil(2.7) = 3rd highest rest is 7, and all three 7s are in.
    const rests = [9, 8, 7, 7, 7, 1, 1, 1, 0, 0];
    const group = topGroup(rests.map((rest) => ({ choice: 0, score: 1, rest })));
    expect(group.map((a) => a.rest)).toEqual([9, 8, 7, 7, 7]);
  });

  it('flags a distractor the top scorers prefer to the key', () => {
    // Rest scores 0..29: the top 27% are ceil(8.1) = 9 candidates (rests 21-29); 5 of them chose C.
    const appearances: Appearance[] = Array.from({ length: 30 }, (_, rest) => {
      const choice = rest >= 25 ? 2 : rest >= 21 ? 0 : rest % 3 === 0 ? 1 : 0;
      return { choice, score: choice === 0 ? 1 : 0, rest };
    });
    const stats = itemStatistics(mcq('D'), appearances);
    expect(stats.flags).toContain(
      'Among the top 27% of scorers, option “C” was chosen more often than the key.',
    );
    // Five of the best chose C and lost the point: credit goes down as the rest score goes up.
    expect(stats.flags.some((f) => f.startsWith('Negative discrimination (r = −'))).toBe(true);
  });

  it('scores sjt difficulty as mean credit and keys the most effective option', () => {
    // 10 × option 0 (credit 1), 10 × option 2 (2/3), 10 × option 1 (0): p = (10 + 6.667) / 30 = 0.556.
    const appearances: Appearance[] = [0, 2, 1].flatMap((choice, g) =>
      Array.from({ length: 10 }, (_, i) => ({ choice, score: creditOf(sjt, choice), rest: 20 - g * 5 + i })),
    );
    const stats = itemStatistics(sjt, appearances);
    expect(stats.difficulty).toBeCloseTo(0.556, 3);
    expect(stats.optionRates.map((o) => o.isKey)).toEqual([true, false, false, false]);
    expect(stats.optionRates.map((o) => o.rate)).toEqual([0.333, 0.333, 0.333, 0]);
  });
});

describe('Likert statements', () => {
  // One trait, three statements (L2 reverse keyed), four candidates; c2 skips L3.
  // Keyed scores: c1 [5,5,4], c2 [4,3,–], c3 [2,2,2], c4 [1,1,1].
  // L1 vs the mean of the other answered ones: x = [5,4,2,1], y = [4.5,3,2,1]; Σdxdy = 8, Σdx² = 10,
  // Σdy² = 6.6875, r = 8/√66.875 = 0.9783. L3 (3 pairs): x = [4,2,1], y = [5,2,1]; r = 57/√3276 = 0.9959.
  const items = [likert('L1', false), likert('L2', true), likert('L3', false)];
  const choices: Record<string, [unknown, unknown, unknown]> = {
    c1: [4, 0, 3],
    c2: [3, 2, null],
    c3: [1, 3, 1],
    c4: [0, 4, 0],
  };
  const forms: FormQuestion[] = Object.entries(choices).flatMap(([candidateId, values]) =>
    items.map((item, i) => ({
      candidateId,
      sectionId: 'sec',
      itemId: item.id,
      optionOrder: null,
      value: values[i],
    })),
  );

  it('correlates each statement with the rest of its trait, skipping the unanswered', () => {
    const [l1, , l3] = analyseItems(items, repeated(forms, 8));
    expect(l1?.discrimination).toBe(0.978);
    expect(l1?.difficulty).toBeNull();
    expect(l3?.responses).toBe(32);
    expect(l3?.discrimination).toBe(0.996);
    expect(l3?.optionRates.map((o) => o.rate)).toEqual([0.25, 0.25, 0, 0.25, 0]);
    expect(l3?.flags).toEqual([]);
  });

  it('flags a statement that goes against its trait', () => {
    expect(
      flagsOf({
        item: items[0] as AnalysedItem,
        difficulty: null,
        discrimination: -0.1,
        options: [],
        keys: [],
        topCounts: [],
      }),
    ).toEqual([
      'Goes against its trait (r = −0.10): people who score high on “extraversion” tend to disagree with it. Check whether it should be reverse-scored.',
    ]);
  });
});

describe('flags', () => {
  const none = { options: ['A', 'B'], keys: [true, false], topCounts: [5, 1] };

  it('names weak discrimination and extreme difficulty in plain words', () => {
    expect(flagsOf({ item: mcq('x'), difficulty: 0.97, discrimination: 0.12, ...none })).toEqual([
      'Weak discrimination (r = 0.12 < 0.20): candidates who do well overall are not more likely to get it right.',
      'Very easy (p = 0.97 > 0.95): almost everyone gets it right, so it tells candidates apart little.',
    ]);
    expect(flagsOf({ item: mcq('x'), difficulty: 0.15, discrimination: 0.35, ...none })).toEqual([
      'Very hard (p = 0.15 < 0.20): few get it right. Check the key and the wording.',
    ]);
  });

  it('leaves a sound item alone, at the boundaries too', () => {
    expect(flagsOf({ item: mcq('x'), difficulty: 0.95, discrimination: 0.2, ...none })).toEqual([]);
    expect(flagsOf({ item: mcq('x'), difficulty: 0.2, discrimination: null, ...none })).toEqual([]);
  });

  it('gives forced-choice shares without a key and open-ended counts only', () => {
    const fc: AnalysedItem = {
      ...mcq('f'),
      type: 'forced_choice',
      options: ['Plan', 'Improvise'],
      keyIndex: null,
    };
    const open: AnalysedItem = { ...mcq('o'), type: 'open_ended', options: [], keyIndex: null };
    const appearances = Array.from({ length: 30 }, (_, i) => ({
      choice: i < 21 ? 0 : 1,
      score: null,
      rest: null,
    }));
    expect(itemStatistics(fc, appearances)).toMatchObject({
      difficulty: null,
      discrimination: null,
      flags: [],
      optionRates: [
        { option: 'Plan', rate: 0.7, isKey: false },
        { option: 'Improvise', rate: 0.3, isKey: false },
      ],
    });
    expect(itemStatistics(open, appearances)).toMatchObject({
      responses: 30,
      difficulty: null,
      optionRates: [],
    });
  });
});
