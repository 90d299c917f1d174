import { describe, expect, it } from 'vitest';
import { compareRates, fisherExactTwoSided, twoProportionZTest } from './significance';

describe('fisherExactTwoSided', () => {
  it("reproduces R's fisher.test Tea Tasting example (Agresti 2002, p. 91): two-sided p = 0.4857", () => {
    // R documentation ?fisher.test: TeaTasting <- matrix(c(3, 1, 1, 3), nrow = 2); one-sided p = 0.2429.
    // Two-sided: tables with margins 4/4 have probabilities 1, 16, 36, 16, 1 (/70); those ≤ 16/70 sum to 34/70.
    expect(fisherExactTwoSided(3, 1, 1, 3)).toBeCloseTo(34 / 70, 12);
    expect(fisherExactTwoSided(3, 1, 1, 3).toFixed(4)).toBe('0.4857');
  });

  it("reproduces Wikipedia's 'Fisher's exact test' example (dieting by sex [[1, 9], [11, 3]]): p = 0.002759", () => {
    expect(fisherExactTwoSided(1, 9, 11, 3)).toBeCloseTo(0.002759, 6);
  });

  it('is 1 when the rows are proportional, and does not depend on which row comes first', () => {
    expect(fisherExactTwoSided(2, 2, 4, 4)).toBeCloseTo(1, 9);
    expect(fisherExactTwoSided(11, 3, 1, 9)).toBeCloseTo(fisherExactTwoSided(1, 9, 11, 3), 12);
    expect(fisherExactTwoSided(0, 0, 0, 0)).toBe(1);
  });

  it('rejects counts that are not non-negative integers', () => {
    expect(() => fisherExactTwoSided(-1, 2, 3, 4)).toThrow(RangeError);
    expect(() => fisherExactTwoSided(1.5, 2, 3, 4)).toThrow(RangeError);
  });
});

describe('twoProportionZTest', () => {
  it('reproduces the Penn State STAT 415 example (cigarette tax poll: 351 of 605 non-smokers, 41 of 195 smokers): z = 8.99', () => {
    const { z, p } = twoProportionZTest(351, 605, 41, 195);
    expect(z.toFixed(2)).toBe('8.99');
    expect(p).toBeLessThan(1e-15);
  });

  it('gives the negative z when the first rate is the lower (pooled formula worked by hand)', () => {
    // 20/100 vs 30/100: pooled 0.25, SE = √(0.25·0.75·0.02) = 0.0612372, z = −1.632993, p = 0.1024704.
    const { z, p } = twoProportionZTest(20, 100, 30, 100);
    expect(z).toBeCloseTo(-1.632993, 5);
    expect(p).toBeCloseTo(0.1024704, 6);
  });

  it('has no difference to test when nobody or everybody was selected', () => {
    expect(twoProportionZTest(0, 10, 0, 20)).toEqual({ z: 0, p: 1 });
    expect(twoProportionZTest(10, 10, 20, 20)).toEqual({ z: 0, p: 1 });
  });
});

describe('compareRates', () => {
  it("uses Fisher's exact test when any expected cell count is below 5", () => {
    // 3 of 4 against 1 of 4: expected counts are 2.
    expect(compareRates(3, 4, 1, 4)).toEqual({
      method: 'fisher_exact',
      statistic: null,
      p: fisherExactTwoSided(3, 1, 1, 3),
    });
    // 1 selected of 200: the expected selected counts are 0.5.
    expect(compareRates(1, 100, 0, 100).method).toBe('fisher_exact');
  });

  it('uses the two-proportion z-test when every expected cell count is at least 5', () => {
    // Expected: selected 5 and 5, not selected 15 and 15.
    const comparison = compareRates(7, 20, 3, 20);
    expect(comparison.method).toBe('two_proportion_z');
    expect(comparison.statistic).toBeCloseTo(twoProportionZTest(7, 20, 3, 20).z, 12);
    expect(compareRates(351, 605, 41, 195).method).toBe('two_proportion_z');
  });
});
