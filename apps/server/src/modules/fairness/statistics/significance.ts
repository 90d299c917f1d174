/**
 * Significance of a difference between two selection rates (pure functions, no I/O).
 *
 * The four-fifths rule alone misleads at small n (29 CFR 1607.4(D): "Greater differences in selection rate
 * may not constitute adverse impact where the differences are based on small numbers and are not
 * statistically significant"), so every impact ratio gets a test beside it:
 *
 * - Fisher's exact test when the sample is small: any expected cell count of the 2×2 table below 5
 *   (Cochran's rule, the usual condition for the normal approximation; e.g. "5 or more successes and 5 or
 *   more failures in both samples"). Expected count of a cell = row total × column total / grand total.
 * - Otherwise the pooled two-proportion z-test (the "2 standard deviations" test of adverse impact).
 *
 * Both p-values are two-sided: the question is whether the rates differ, whichever way.
 */
import jStat from 'jstat';

/** ln C(n, k). */
const lnChoose = (n: number, k: number) =>
  jStat.gammaln(n + 1) - jStat.gammaln(k + 1) - jStat.gammaln(n - k + 1);

/** R's fisher.test treats probabilities within this relative distance of the observed one as equal (floating-point ties). */
const RELATIVE_TIE = 1 + 1e-7;

const assertCounts = (...counts: number[]) => {
  for (const c of counts) {
    if (!Number.isInteger(c) || c < 0) throw new RangeError(`counts must be non-negative integers, got ${c}`);
  }
};

/**
 * Two-sided p of Fisher's exact test for the 2×2 table [[a, b], [c, d]] (rows: groups; columns: selected,
 * not selected), summing the probabilities of all tables with the same margins no more likely than the
 * observed one (as R's fisher.test). Under fixed margins the top-left cell is hypergeometric.
 */
export function fisherExactTwoSided(a: number, b: number, c: number, d: number): number {
  assertCounts(a, b, c, d);
  const row1 = a + b;
  const row2 = c + d;
  const col1 = a + c;
  const lnTotal = lnChoose(row1 + row2, col1);
  const lnProbability = (x: number) => lnChoose(row1, x) + lnChoose(row2, col1 - x) - lnTotal;
  const observed = lnProbability(a);
  let p = 0;
  for (let x = Math.max(0, col1 - row2); x <= Math.min(col1, row1); x++) {
    const lp = lnProbability(x);
    if (lp <= observed + Math.log(RELATIVE_TIE)) p += Math.exp(lp);
  }
  return Math.min(1, p);
}

/** Two-sided normal tail: P(|Z| ≥ |z|), through erfc so that small p do not cancel to 0. */
export const normalTwoSidedP = (z: number) => Math.min(1, jStat.erfc(Math.abs(z) / Math.SQRT2));

/**
 * Pooled two-proportion z-test of x1/n1 against x2/n2: z and its two-sided p. z > 0 when the first rate is
 * the higher. When the pooled rate is 0 or 1 (nobody or everybody selected) the rates cannot differ:
 * z = 0, p = 1.
 */
export function twoProportionZTest(x1: number, n1: number, x2: number, n2: number): { z: number; p: number } {
  assertCounts(x1, n1, x2, n2);
  if (n1 === 0 || n2 === 0 || x1 > n1 || x2 > n2)
    throw new RangeError('each group needs 0 ≤ x ≤ n and n > 0');
  const pooled = (x1 + x2) / (n1 + n2);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (standardError === 0) return { z: 0, p: 1 };
  const z = (x1 / n1 - x2 / n2) / standardError;
  return { z, p: normalTwoSidedP(z) };
}

export type RateComparison = {
  method: 'fisher_exact' | 'two_proportion_z';
  statistic: number | null;
  p: number;
};

/** Expected count under which the normal approximation is not trusted (Cochran's rule). */
export const MIN_EXPECTED_CELL = 5;

/**
 * Fisher's exact test when the sample is small (any expected cell count below 5), else the pooled z-test.
 * statistic is z for the z-test and null for Fisher (whose p needs no statistic).
 */
export function compareRates(x1: number, n1: number, x2: number, n2: number): RateComparison {
  assertCounts(x1, n1, x2, n2);
  const total = n1 + n2;
  const selected = x1 + x2;
  const expected = [n1, n2].flatMap((n) => [(n * selected) / total, (n * (total - selected)) / total]);
  if (total === 0 || expected.some((e) => e < MIN_EXPECTED_CELL)) {
    return { method: 'fisher_exact', statistic: null, p: fisherExactTwoSided(x1, n1 - x1, x2, n2 - x2) };
  }
  const { z, p } = twoProportionZTest(x1, n1, x2, n2);
  return { method: 'two_proportion_z', statistic: z, p };
}
