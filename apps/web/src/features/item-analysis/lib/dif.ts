import {
  fairnessShortLabel,
  type TFairnessRegion,
  type TItemAnalysisItem,
  type TItemDif,
} from '@app/contracts';

const SLOT = { sex: 'sex', race_ethnicity: 'raceEthnicity' } as const;

/**
 * A group as the table names it, in the company's fairness region's words (decision 036): "Female",
 * "Black or African American" (EEO-1's "(not Hispanic or Latino)" left to the guide), "Mixed" in the UK.
 */
export const groupLabel = (
  region: TFairnessRegion,
  dimension: TItemDif['dimension'],
  group: TItemDif['reference'],
) => fairnessShortLabel(region, SLOT[dimension], group);

/** "Female vs Male": the focal group against the reference group. */
export const comparisonLabel = (region: TFairnessRegion, dif: TItemDif) =>
  `${groupLabel(region, dif.dimension, dif.focal)} vs ${groupLabel(region, dif.dimension, dif.reference)}`;

const RANK = { A: 1, B: 2, C: 3 } as const;

/**
 * The item's DIF at a glance: the largest ETS category among the comparisons with enough responses,
 * 'not enough' when none has them, or null when DIF does not apply (not a right/wrong item).
 */
export function difSummary(item: Pick<TItemAnalysisItem, 'dif'>): 'A' | 'B' | 'C' | 'not enough' | null {
  if (item.dif.length === 0) return null;
  const categories = item.dif.flatMap((d) => (d.category ? [d.category] : []));
  if (categories.length === 0) return 'not enough';
  return categories.reduce((worst, c) => (RANK[c] > RANK[worst] ? c : worst));
}

/** The plain-language flags of the item's B and C comparisons. */
export const difFlags = (item: Pick<TItemAnalysisItem, 'dif'>) =>
  item.dif.flatMap((d) => (d.flag ? [d.flag] : []));

/** A p-value as people read it: "< 0.001" below that, else three decimals. */
export const pValue = (p: number | null) => (p === null ? '—' : p < 0.001 ? '< 0.001' : p.toFixed(3));
