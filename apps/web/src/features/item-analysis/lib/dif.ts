import { SELF_IDENTIFICATION_LABELS, type TItemAnalysisItem, type TItemDif } from '@app/contracts';

const GROUP_LABELS: Record<TItemDif['reference'], string> = {
  ...SELF_IDENTIFICATION_LABELS.sex,
  ...SELF_IDENTIFICATION_LABELS.raceEthnicity,
};

/** A group as the table names it: "Female", "Black or African American" (EEO-1's "(not Hispanic or Latino)" left to the guide). */
export const groupLabel = (group: TItemDif['reference']) =>
  GROUP_LABELS[group].replace(/ \(not Hispanic or Latino\)$/, '');

/** "Female vs Male": the focal group against the reference group. */
export const comparisonLabel = (dif: TItemDif) => `${groupLabel(dif.focal)} vs ${groupLabel(dif.reference)}`;

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
