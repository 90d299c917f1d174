/**
 * Mantel-Haenszel differential item functioning (DIF) for a dichotomous item (pure functions, no I/O).
 *
 * Candidates are matched on a score (strata); within stratum k the 2×2 table is
 *   reference: A_k right, B_k wrong;  focal: C_k right, D_k wrong;  T_k people.
 * - Common odds ratio (Holland & Thayer 1988): alphaMh = Σ(A_k·D_k/T_k) / Σ(B_k·C_k/T_k). Above 1: the
 *   reference group is more likely to answer right than the focal group of the same score.
 * - ETS delta (Holland & Thayer 1988; Dorans & Holland 1993): deltaMh = −2.35·ln(alphaMh). Negative: the item
 *   favours the reference group (DIF against the focal group); positive: it favours the focal group.
 * - Chi-square with continuity correction, 1 df, as R's mantelhaen.test:
 *   (|ΣA_k − ΣE(A_k)| − ½)² / ΣVar(A_k), E(A_k) = n_Rk·m_1k/T_k,
 *   Var(A_k) = n_Rk·n_Fk·m_1k·m_0k / (T_k²(T_k − 1)); the ½ is dropped when |ΣA − ΣE| < ½ (as R).
 *   Strata with fewer than 2 people carry no information and are left out.
 * - Standard error of deltaMh: 2.35 × the Robins-Breslow-Greenland (1986) standard error of ln(alphaMh)
 *   (the same estimator as Phillips & Holland 1987, which ETS uses for MH D-DIF).
 * - ETS classification (Zwick 2012, ETS RR-12-08, "A Review of ETS DIF Assessment Procedures"; Dorans &
 *   Holland 1993):
 *   A (negligible): |Δ| < 1, or Δ not significantly different from 0 (MH chi-square, α = .05);
 *   C (large):      |Δ| ≥ 1.5 and |Δ| significantly greater than 1 (α = .05, one-sided test of the interval
 *                   null |Δ| ≤ 1: (|Δ| − 1)/SE > 1.645; Paek & Holland 2015, Psychometrika 80:406);
 *   B (moderate):   otherwise.
 *   Without a defined alphaMh (a group empty, or no discordant pairs) there is no category (null).
 */
import { normalTwoSidedP } from './significance';

export type DifStratum = {
  referenceRight: number;
  referenceWrong: number;
  focalRight: number;
  focalWrong: number;
};
export type DifResult = {
  /** Common odds ratio. */
  alphaMh: number | null;
  /** ETS delta: −2.35 ln(alphaMh). */
  deltaMh: number | null;
  /** MH chi-square with continuity correction. */
  chiSquare: number | null;
  p: number | null;
  /** ETS classification (Zwick 2012). */
  category: 'A' | 'B' | 'C' | null;
  referenceCount: number;
  focalCount: number;
};

const DELTA_PER_LOGIT = 2.35;
const ALPHA = 0.05;
const ONE_SIDED_Z = 1.6448536269514722;

/** ETS A/B/C from delta, its standard error and the MH chi-square p (see the file comment). */
export function etsCategory(deltaMh: number, standardError: number, p: number): 'A' | 'B' | 'C' {
  const size = Math.abs(deltaMh);
  if (size < 1 || p >= ALPHA) return 'A';
  if (size >= 1.5 && (size - 1) / standardError > ONE_SIDED_Z) return 'C';
  return 'B';
}

export function mantelHaenszelDif(strata: DifStratum[]): DifResult {
  let referenceCount = 0;
  let focalCount = 0;
  let observed = 0;
  let expected = 0;
  let variance = 0;
  // Robins-Breslow-Greenland sums.
  let r = 0;
  let s = 0;
  let pr = 0;
  let psQr = 0;
  let qs = 0;
  for (const { referenceRight: a, referenceWrong: b, focalRight: c, focalWrong: d } of strata) {
    referenceCount += a + b;
    focalCount += c + d;
    const t = a + b + c + d;
    if (t < 2) continue;
    const nR = a + b;
    const nF = c + d;
    const right = a + c;
    const wrong = b + d;
    observed += a;
    expected += (nR * right) / t;
    variance += (nR * nF * right * wrong) / (t * t * (t - 1));
    const rk = (a * d) / t;
    const sk = (b * c) / t;
    const pk = (a + d) / t;
    const qk = (b + c) / t;
    r += rk;
    s += sk;
    pr += pk * rk;
    psQr += pk * sk + qk * rk;
    qs += qk * sk;
  }
  const counts = { referenceCount, focalCount };
  if (r === 0 || s === 0) {
    return { alphaMh: null, deltaMh: null, chiSquare: null, p: null, category: null, ...counts };
  }
  const alphaMh = r / s;
  const deltaMh = -DELTA_PER_LOGIT * Math.log(alphaMh);
  const difference = Math.abs(observed - expected);
  const correction = difference >= 0.5 ? 0.5 : 0;
  const chiSquare = (difference - correction) ** 2 / variance;
  // 1-df chi-square tail = two-sided normal tail of √χ².
  const p = normalTwoSidedP(Math.sqrt(chiSquare));
  const varianceLnAlpha = pr / (2 * r * r) + psQr / (2 * r * s) + qs / (2 * s * s);
  const standardError = DELTA_PER_LOGIT * Math.sqrt(varianceLnAlpha);
  return { alphaMh, deltaMh, chiSquare, p, category: etsCategory(deltaMh, standardError, p), ...counts };
}
