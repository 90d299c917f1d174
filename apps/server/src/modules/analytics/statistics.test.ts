import { describe, expect, it } from 'vitest';
import {
  alphaFromVariances,
  binIndex,
  cronbachAlpha,
  median,
  percentOf,
  scoreDistribution,
  standardDeviation,
  variance,
} from './statistics';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('standard deviation', () => {
  it('is the sample SD (n − 1)', () => {
    // Mean 5; squared deviations 9+1+1+1+0+0+4+16 = 32; 32 / 7.
    const values = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(variance(values)).toBeCloseTo(32 / 7, 12);
    expect(standardDeviation(values)).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(standardDeviation([50])).toBeNull();
  });
});

describe('score distribution', () => {
  it('puts each score in [from, from + 10) and 100 in the last bin', () => {
    expect(binIndex(0)).toBe(0);
    expect(binIndex(9.99)).toBe(0);
    expect(binIndex(10)).toBe(1);
    expect(binIndex(89.9)).toBe(8);
    expect(binIndex(90)).toBe(9);
    expect(binIndex(100)).toBe(9);

    const d = scoreDistribution([0, 9.99, 10, 55, 90, 100]);
    expect(d.bins.map((b) => b.count)).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 0, 2]);
    expect(d.bins[0]).toEqual({ from: 0, to: 10, count: 2 });
    expect(d.bins[9]).toEqual({ from: 90, to: 100, count: 2 });
    expect(d.n).toBe(6);
    // (0 + 9.99 + 10 + 55 + 90 + 100) / 6 = 264.99 / 6
    expect(d.mean).toBeCloseTo(44.165, 10);
    expect(d.median).toBeCloseTo(32.5, 10);
  });

  it('is all zero and null with no candidates', () => {
    const d = scoreDistribution([]);
    expect(d.bins).toHaveLength(10);
    expect(d.bins.every((b) => b.count === 0)).toBe(true);
    expect([d.n, d.mean, d.median, d.sd]).toEqual([0, null, null, null]);
  });
});

describe("Cronbach's alpha", () => {
  // Four candidates, three 0/1 items (a Guttman pattern).
  // Item variances (n − 1): item 1 (1,1,1,0) 0.75/3 = 0.25; item 2 (1,1,0,0) 1/3; item 3 (1,0,0,0) 0.25.
  // Σ = 5/6. Totals 3,2,1,0: variance 5/3. alpha = 3/2 × (1 − (5/6)/(5/3)) = 1.5 × 0.5 = 0.75.
  const matrix = [
    [1, 1, 1],
    [1, 1, 0],
    [1, 0, 0],
    [0, 0, 0],
  ];

  it('is k/(k−1) × (1 − Σ item variances / variance of totals)', () => {
    expect(cronbachAlpha(matrix)).toBeCloseTo(0.75, 12);
    expect(alphaFromVariances(3, 5 / 6, 5 / 3)).toBeCloseTo(0.75, 12);
  });

  it('handles partial credit', () => {
    // Items (1, 0.5, 0) and (1, 0.5, 0.5): variances 0.25 and 1/12; totals 2, 1, 0.5: variance 7/12.
    // alpha = 2 × (1 − (4/12)/(7/12)) = 2 × 3/7 = 6/7.
    expect(
      cronbachAlpha([
        [1, 1],
        [0.5, 0.5],
        [0, 0.5],
      ]),
    ).toBeCloseTo(6 / 7, 12);
  });

  it('is undefined for one item, totals that do not vary, or a ragged matrix', () => {
    expect(cronbachAlpha([[1], [0]])).toBeNull();
    expect(
      cronbachAlpha([
        [1, 0],
        [0, 1],
      ]),
    ).toBeNull();
    expect(cronbachAlpha([[1, 0], [1]])).toBeNull();
  });
});

describe('percentOf', () => {
  it('rounds to whole percent and is 0 of nothing', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});
