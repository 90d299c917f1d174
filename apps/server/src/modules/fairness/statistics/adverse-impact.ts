/**
 * Selection rates, impact ratios and the four-fifths rule (pure functions, no I/O).
 *
 * - Selection rate: the proportion of a group's applicants who are selected (29 CFR 1607.16(R)); LL144's
 *   "scoring rate" (the share scoring above the full sample's median, 6 RCNY §5-301(c)) is the same
 *   computation with "above the median" as the selection.
 * - Impact ratio: a group's rate divided by the rate of the most selected group (EEOC et al. 1979, Questions
 *   and Answers on the Uniform Guidelines, Q&A 12; 6 RCNY §5-300 "impact ratio"). Below four-fifths (0.8)
 *   is "generally regarded ... as evidence of adverse impact" (29 CFR 1607.4(D)). The comparison is made in
 *   integers (s·N·5 < 4·S·n), so a ratio of exactly 0.8 is not flagged by floating-point rounding.
 * - Suppression: a group with fewer than minGroupSize people gets no rate, ratio or test (a rate of 1 of 2
 *   says nothing and may identify a person); it cannot be the reference. A group of 0 is always suppressed.
 * - The reference is the non-suppressed group with the highest rate; ties go to the larger group, then to
 *   the first given. When its rate is 0 nobody was selected and there are no ratios.
 * - underTwoPercent: fewer than 2 % of all counted people. 6 RCNY §5-301(d) lets the independent auditor
 *   exclude such a category from the impact ratios (with a justification); the flag lets the report say so,
 *   the ratio is still computed.
 * - Significance: this group against the reference, by compareRates (Fisher's exact test at small n, else
 *   the two-proportion z-test).
 */
import { compareRates, type RateComparison } from './significance';

export type GroupCount = { group: string; total: number; selected: number };
export type ImpactRow = GroupCount & {
  /** selected / total; null when suppressed. */
  rate: number | null;
  /** rate / reference rate; null when suppressed or the reference rate is 0. */
  impactRatio: number | null;
  /** impactRatio < 0.8. */
  belowFourFifths: boolean;
  /** This group against the reference group; null for the reference and suppressed groups. */
  significance: RateComparison | null;
  /** total < minGroupSize: counts below the threshold are not shown as rates. */
  suppressed: boolean;
  /** total < 2 % of all counted (LL144 lets the auditor exclude such a category from impact ratios). */
  underTwoPercent: boolean;
  isReference: boolean;
};

const FOUR_FIFTHS = { numerator: 4, denominator: 5 };
const TWO_PERCENT = 0.02;

/** Rates, impact ratios against the most selected (non-suppressed) group, four-fifths flags and significance. */
export function impactTable(
  groups: GroupCount[],
  options: { minGroupSize: number },
): { rows: ImpactRow[]; referenceGroup: string | null } {
  for (const g of groups) {
    if (
      !Number.isInteger(g.total) ||
      !Number.isInteger(g.selected) ||
      g.selected < 0 ||
      g.selected > g.total
    ) {
      throw new RangeError(`group ${g.group}: need integers 0 ≤ selected ≤ total`);
    }
  }
  const counted = groups.reduce((sum, g) => sum + g.total, 0);
  const isSuppressed = (g: GroupCount) => g.total === 0 || g.total < options.minGroupSize;
  // Rates compared by cross-multiplication: a/b > c/d ⇔ a·d > c·b, exact for counts.
  const reference = groups
    .filter((g) => !isSuppressed(g))
    .reduce<GroupCount | null>((best, g) => {
      if (!best) return g;
      const diff = g.selected * best.total - best.selected * g.total;
      return diff > 0 || (diff === 0 && g.total > best.total) ? g : best;
    }, null);

  const rows = groups.map((g): ImpactRow => {
    const suppressed = isSuppressed(g);
    const isReference = g === reference;
    const base = { ...g, suppressed, isReference, underTwoPercent: g.total < TWO_PERCENT * counted };
    // No reference only when every group is suppressed.
    if (suppressed || !reference) {
      return { ...base, rate: null, impactRatio: null, belowFourFifths: false, significance: null };
    }
    const hasRatio = reference.selected > 0;
    return {
      ...base,
      rate: g.selected / g.total,
      impactRatio: hasRatio ? (g.selected * reference.total) / (g.total * reference.selected) : null,
      belowFourFifths:
        hasRatio &&
        g.selected * reference.total * FOUR_FIFTHS.denominator <
          FOUR_FIFTHS.numerator * reference.selected * g.total,
      significance: isReference
        ? null
        : compareRates(g.selected, g.total, reference.selected, reference.total),
    };
  });
  return { rows, referenceGroup: reference?.group ?? null };
}
