/**
 * Agreement between two raters on an ordinal scale of bands 0..max: Cohen's quadratic weighted kappa
 * (ASSESSMENT.md section 1 asks for it before a model's grades are relied on):
 *   κ = 1 − Σ w·O / Σ w·E,  w(i, j) = (i − j)² / max²,
 * O the observed share of pairs per (i, j), E the share expected by chance from each rater's own
 * distribution. 1 is perfect agreement, 0 what chance gives, below 0 worse than chance.
 */
import {
  criterionLabelOf,
  KAPPA_MIN_PAIRS,
  RATING_BAND_MAX,
  RUBRIC_CRITERIA,
  type TKappa,
} from '@app/contracts';

/** Null when nobody disagrees by chance either (both raters gave a single band): nothing to measure. */
export function quadraticWeightedKappa(pairs: [number, number][], max = RATING_BAND_MAX): number | null {
  const n = pairs.length;
  if (n === 0) return null;
  const k = max + 1;
  const first = new Array<number>(k).fill(0);
  const second = new Array<number>(k).fill(0);
  let observed = 0;
  for (const [a, b] of pairs) {
    first[a] = (first[a] ?? 0) + 1;
    second[b] = (second[b] ?? 0) + 1;
    observed += (a - b) ** 2;
  }
  let expected = 0;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) expected += ((first[i] ?? 0) * (second[j] ?? 0) * (i - j) ** 2) / n;
  if (expected === 0) return null;
  return Math.round((1 - observed / expected) * 1000) / 1000;
}

/**
 * Kappa per criterion from pairs of ratings of the same answers; none below KAPPA_MIN_PAIRS pairs. The
 * criteria are those rated in the pairs and those named in `labels` (the rubrics of the answers in view,
 * by key): the writing criteria first, then the authors' own by name; the writing criteria when neither
 * names any.
 */
export function kappaPerCriterion(
  pairs: { a: Record<string, number>; b: Record<string, number> }[],
  labels: ReadonlyMap<string, string> = new Map(),
): TKappa[] {
  const labelOf = (key: string) => labels.get(key) ?? criterionLabelOf(key);
  const keys = new Set([...labels.keys(), ...pairs.flatMap(({ a }) => Object.keys(a))]);
  const writing = RUBRIC_CRITERIA.filter((key) => keys.has(key) || keys.size === 0);
  const own = [...keys]
    .filter((key) => !(RUBRIC_CRITERIA as readonly string[]).includes(key))
    .sort((x, y) => labelOf(x).localeCompare(labelOf(y)));
  return [...writing, ...own].map((criterion) => {
    const bands = pairs.flatMap(({ a, b }) => {
      const x = a[criterion];
      const y = b[criterion];
      return x === undefined || y === undefined ? [] : [[band(x), band(y)] as [number, number]];
    });
    return {
      criterion,
      label: labelOf(criterion),
      pairs: bands.length,
      kappa: bands.length >= KAPPA_MIN_PAIRS ? quadraticWeightedKappa(bands) : null,
    };
  });
}

/** A band 0..max: the model's mean of two gradings (e.g. 3.5) rounds half up. */
const band = (x: number) => Math.min(RATING_BAND_MAX, Math.max(0, Math.floor(x + 0.5)));
