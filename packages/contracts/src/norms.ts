import { z } from 'zod';

/**
 * Norms (issue 20, "is 62 good?"): a scored section's percentile among the company's earlier candidates
 * of the same test. Profile sections (personality, work style) never get one (decision 013).
 */

/** Earlier candidates a percentile needs: fewer, and one candidate moves it too much to mean anything. */
export const NORM_MIN_GROUP = 30;

export const NORM_BANDS = ['below_most', 'typical', 'above_most'] as const;
export type TNormBand = (typeof NORM_BANDS)[number];
export const NORM_BAND_LABELS: Record<TNormBand, string> = {
  below_most: 'below most',
  typical: 'typical',
  above_most: 'above most',
};
/** Band edges in percentiles: below 25 is "below most", above 75 "above most", 25-75 "typical". */
export const NORM_BAND_EDGES = { low: 25, high: 75 } as const;
export const NORM_BAND_RULE =
  'Percentile = (earlier candidates scoring lower + half of those scoring the same) / earlier candidates × 100, rounded. Below the 25th percentile: below most; 25th-75th: typical; above the 75th: above most.';

export const normBand = (percentile: number): TNormBand =>
  percentile < NORM_BAND_EDGES.low
    ? 'below_most'
    : percentile > NORM_BAND_EDGES.high
      ? 'above_most'
      : 'typical';

export const ZSectionNorm = z
  .object({
    sectionId: z.uuid(),
    sectionName: z.string(),
    testId: z.uuid(),
    /** Earlier evaluated candidates of the company who took the same test (latest scored submission each). */
    groupSize: z.number().int().min(0),
    /** 0-100, mid-rank; null while the group has fewer than NORM_MIN_GROUP candidates. */
    percentile: z.number().int().min(0).max(100).nullable(),
    band: z.enum(NORM_BANDS).nullable(),
    /** The norm group named and sized, as the report prints it. */
    group: z.string(),
  })
  .meta({ id: 'SectionNorm' });
export type TSectionNorm = z.infer<typeof ZSectionNorm>;

/**
 * A Big Five trait's level against a published general-population norm (not the company's candidates):
 * where the candidate's level sits among people in general, not a mark of fitness for the role.
 */
export const ZTraitNorm = z
  .object({
    trait: z.string(),
    /** 1-99: the normal model's percentile of the trait's item mean in the published norm. */
    percentile: z.number().int().min(1).max(99),
    band: z.enum(NORM_BANDS),
    /** The norm group named, its sample and size as published. */
    group: z.string(),
  })
  .meta({ id: 'TraitNorm' });
export type TTraitNorm = z.infer<typeof ZTraitNorm>;

export const ZTraitNormSource = z
  .object({
    instrument: z.string(),
    citation: z.string(),
    source: z.string(),
    sample: z.string(),
    group: z.string(),
  })
  .meta({ id: 'TraitNormSource' });
export type TTraitNormSource = z.infer<typeof ZTraitNormSource>;

/** "62nd percentile (typical) in the general population". */
export const traitNormText = (norm: Pick<TTraitNorm, 'percentile' | 'band'>) =>
  `${ordinal(norm.percentile)} percentile (${NORM_BAND_LABELS[norm.band]}) in the general population`;

export const ZEvaluationNorms = z
  .object({
    /** One per scored section whose test is known; profile sections are never normed. */
    sections: z.array(ZSectionNorm),
    /** Big Five traits against the published IPIP-NEO-120 norm; empty without a personality section. */
    traits: z.array(ZTraitNorm),
    /** Where the trait norm comes from; null when no trait is normed. */
    traitSource: ZTraitNormSource.nullable(),
    minGroupSize: z.number().int(),
    rule: z.string(),
  })
  .meta({ id: 'EvaluationNorms' });
export type TEvaluationNorms = z.infer<typeof ZEvaluationNorms>;

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 71st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "Your company's earlier candidates of Logical Reasoning (n = 142)". */
export const normGroupName = (testName: string, groupSize: number) =>
  `Your company's earlier candidates of ${testName} (n = ${groupSize})`;

/**
 * The sentence beside a section's score: "71st percentile (typical) among your company's 142 earlier
 * candidates of this test", or "No percentile yet: it takes 30 earlier candidates of this test, and there are 12".
 */
export function sectionNormText(norm: Pick<TSectionNorm, 'percentile' | 'band' | 'groupSize'>): string {
  if (norm.percentile === null || norm.band === null)
    return `No percentile yet: it takes ${NORM_MIN_GROUP} earlier candidates of this test, and there are ${norm.groupSize}`;
  return `${ordinal(norm.percentile)} percentile (${NORM_BAND_LABELS[norm.band]}) among your company's ${norm.groupSize} earlier candidates of this test`;
}
