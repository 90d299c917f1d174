import type { TScoreDistribution } from '@app/contracts';

/** Ten bins of width 10 over 0-100; a perfect 100 belongs to the last bin (90-100), not an eleventh. */
export const SCORE_BINS = 10;

export function binIndex(score: number): number {
  return Math.min(SCORE_BINS - 1, Math.max(0, Math.floor(score / 10)));
}

export function mean(values: number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Sample variance (n − 1), as Cronbach's alpha and the SD of a cohort use it; null below 2 values. */
export function variance(values: number[]): number | null {
  const m = mean(values);
  if (m === null || values.length < 2) return null;
  return values.reduce((a, v) => a + (v - m) ** 2, 0) / (values.length - 1);
}

export function standardDeviation(values: number[]): number | null {
  const v = variance(values);
  return v === null ? null : Math.sqrt(v);
}

/** The histogram and summary of the candidates' total scores (0-100). */
export function scoreDistribution(totals: number[]): TScoreDistribution {
  const counts = new Array<number>(SCORE_BINS).fill(0);
  for (const total of totals) counts[binIndex(total)] = (counts[binIndex(total)] ?? 0) + 1;
  return {
    bins: counts.map((count, i) => ({ from: i * 10, to: (i + 1) * 10, count })),
    n: totals.length,
    mean: mean(totals),
    median: median(totals),
    sd: standardDeviation(totals),
  };
}

/**
 * Cronbach's alpha from its parts: k/(k − 1) × (1 − Σ item variances / variance of the totals). Null
 * when it is undefined: fewer than 2 items, or totals that do not vary.
 */
export function alphaFromVariances(
  k: number,
  sumItemVariances: number,
  totalVariance: number,
): number | null {
  if (k < 2 || totalVariance <= 0) return null;
  return (k / (k - 1)) * (1 - sumItemVariances / totalVariance);
}

/** Alpha of a complete candidate × item matrix (rows are candidates). */
export function cronbachAlpha(matrix: number[][]): number | null {
  const k = matrix[0]?.length ?? 0;
  if (matrix.length < 2 || matrix.some((row) => row.length !== k)) return null;
  const itemVariances = Array.from({ length: k }, (_, j) => variance(matrix.map((row) => row[j] ?? 0)) ?? 0);
  const totals = matrix.map((row) => row.reduce((a, b) => a + b, 0));
  return alphaFromVariances(
    k,
    itemVariances.reduce((a, b) => a + b, 0),
    variance(totals) ?? 0,
  );
}

/** Whole percent of `of`; 0 when `of` is 0. */
export function percentOf(count: number, of: number): number {
  return of === 0 ? 0 : Math.round((100 * count) / of);
}
