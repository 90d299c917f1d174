import { KAPPA_MIN_PAIRS, RUBRIC_CRITERIA } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { kappaPerCriterion, quadraticWeightedKappa } from './agreement';

describe('quadratic weighted kappa', () => {
  it('is 1 for identical ratings and −1 for opposite ends', () => {
    expect(
      quadraticWeightedKappa([
        [0, 0],
        [2, 2],
        [5, 5],
      ]),
    ).toBe(1);
    expect(
      quadraticWeightedKappa([
        [0, 5],
        [5, 0],
      ]),
    ).toBe(-1);
  });

  it('weighs a disagreement by its squared distance against what chance gives', () => {
    // Observed Σ(i − j)² = 2; both raters spread evenly over 0-3, so chance gives Σ(i − j)² / 4 = 40 / 4 = 10.
    expect(
      quadraticWeightedKappa([
        [0, 0],
        [1, 2],
        [2, 1],
        [3, 3],
      ]),
    ).toBe(0.8);
    // One band apart costs less than three bands apart.
    const near = quadraticWeightedKappa([
      [1, 2],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    const far = quadraticWeightedKappa([
      [1, 4],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    expect(near).toBeGreaterThan(far ?? 1);
  });

  it('says nothing when both raters used one band only', () => {
    expect(
      quadraticWeightedKappa([
        [3, 3],
        [3, 3],
      ]),
    ).toBeNull();
    expect(quadraticWeightedKappa([])).toBeNull();
  });
});

describe('kappa per criterion', () => {
  const rating = (x: number) => ({
    task_response: x,
    coherence: x,
    lexical_resource: x,
    grammar_accuracy: 5 - x,
  });

  it(`is shown only from ${KAPPA_MIN_PAIRS} pairs, and rounds the model's half bands up`, () => {
    const few = Array.from({ length: KAPPA_MIN_PAIRS - 1 }, (_, i) => ({
      a: rating(i % 6),
      b: rating(i % 6),
    }));
    expect(kappaPerCriterion(few).every((k) => k.kappa === null && k.pairs === KAPPA_MIN_PAIRS - 1)).toBe(
      true,
    );
    const enough = Array.from({ length: KAPPA_MIN_PAIRS }, (_, i) => ({
      a: rating(i % 6),
      b: { ...rating(i % 6), task_response: (i % 6) - 0.5 },
    }));
    const [task, coherence] = kappaPerCriterion(enough);
    // 2.5 → 3, so a model's mean 0.5 below a person's whole band agrees with it.
    expect(task).toEqual({
      criterion: 'task_response',
      label: 'Task response',
      pairs: KAPPA_MIN_PAIRS,
      kappa: 1,
    });
    expect(coherence?.kappa).toBe(1);
  });

  it("lists an author's own criteria by their rubric's names, and only the criteria in view (decision 037)", () => {
    // Ten answers to a SQL question rated on "Correctness" (bands 0-4 twice) by two people who differ by
    // one band on the last five: observed Σd² = 5; expected from the margins (2 of each band; 1, 2, 2, 3, 2)
    // 2/10 × (1·30 + 2·15 + 2·10 + 3·15 + 2·30) = 37 → κ = 1 − 5/37 ≈ 0.865.
    const first = [0, 1, 2, 3, 4, 0, 1, 2, 3, 4];
    const second = [0, 1, 2, 3, 4, 1, 2, 3, 4, 3];
    const pairs = first.map((a, i) => ({ a: { correctness: a }, b: { correctness: second[i] as number } }));
    const labels = new Map([
      ['correctness', 'Correctness'],
      ['explains_the_trade_off', 'Explains the trade-off'],
      ['task_response', 'Task response'],
    ]);
    const kappas = kappaPerCriterion(pairs, labels);
    // A question in view on the writing rubric lists its criterion first; the authors' own follow by name.
    expect(kappas.map((k) => k.criterion)).toEqual([
      'task_response',
      'correctness',
      'explains_the_trade_off',
    ]);
    const own = kappas[1];
    expect(own).toMatchObject({ label: 'Correctness', pairs: 10 });
    expect(own?.kappa).toBe(quadraticWeightedKappa(first.map((a, i) => [a, second[i] as number])));
    expect(own?.kappa).toBeCloseTo(1 - 5 / 37, 3);
    expect(kappas[2]).toEqual({
      criterion: 'explains_the_trade_off',
      label: 'Explains the trade-off',
      pairs: 0,
      kappa: null,
    });
    // Nothing in view: the writing criteria, with no pairs.
    expect(kappaPerCriterion([]).map((k) => k.criterion)).toEqual([...RUBRIC_CRITERIA]);
  });
});
