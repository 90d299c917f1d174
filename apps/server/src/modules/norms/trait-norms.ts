import { normBand, type TTraitNorm, type TTraitScore } from '@app/contracts';
import jStat from 'jstat';
import { z } from 'zod';
import published from './data/ipip-neo-120-norms.json';

type Domain = 'neuroticism' | 'extraversion' | 'openness' | 'agreeableness' | 'conscientiousness';
const ZMeanSd = z.tuple([z.number(), z.number().positive()]);
const ZNormFile = z.object({
  instrument: z.string(),
  citation: z.string(),
  source: z.string(),
  sample: z.string(),
  groupName: z.string(),
  scale: z.object({ items: z.number().int().positive(), min: z.number(), max: z.number() }),
  cells: z
    .array(
      z.object({
        group: z.string(),
        neuroticism: ZMeanSd,
        extraversion: ZMeanSd,
        openness: ZMeanSd,
        agreeableness: ZMeanSd,
        conscientiousness: ZMeanSd,
      }),
    )
    .min(1),
});
const file = ZNormFile.parse(published);

/** A normal distribution of a trait's item mean (1-5, keyed so that high means more of the trait). */
export type ItemMeanNorm = { mean: number; sd: number };

/**
 * The published table pooled into one general-population norm per domain, on the item-mean scale our
 * traits use (decision 007: the mean of the 1-5 answers). The cells are weighted equally because the
 * table gives no group sizes: the mixture's mean is the mean of the cells' means, its variance the mean of
 * (SD² + (cell mean − pooled mean)²). A sum of 24 items becomes an item mean by dividing mean and SD by 24.
 */
export function pooledNorm(domain: Domain): ItemMeanNorm {
  const cells = file.cells.map((cell) => cell[domain]);
  const mean = cells.reduce((sum, [m]) => sum + m, 0) / cells.length;
  const variance = cells.reduce((sum, [m, sd]) => sum + sd ** 2 + (m - mean) ** 2, 0) / cells.length;
  return { mean: mean / file.scale.items, sd: Math.sqrt(variance) / file.scale.items };
}

/** Our traits: emotional stability is Neuroticism keyed the other way (6 − x per answer), so 6 − its mean. */
const TRAIT_NORMS: Record<string, ItemMeanNorm> = (() => {
  const neuroticism = pooledNorm('neuroticism');
  return {
    openness: pooledNorm('openness'),
    conscientiousness: pooledNorm('conscientiousness'),
    extraversion: pooledNorm('extraversion'),
    agreeableness: pooledNorm('agreeableness'),
    emotional_stability: { mean: 6 - neuroticism.mean, sd: neuroticism.sd },
  };
})();

export const TRAIT_NORM_SOURCE = {
  instrument: file.instrument,
  citation: file.citation,
  source: file.source,
  sample: file.sample,
  group: file.groupName,
};

/**
 * A trait level's percentile in the published norm: the normal CDF of z = (item mean − norm mean) / norm
 * SD, × 100, rounded and kept within 1-99 (a normal model says nothing exact about the far tails). The
 * candidate answered a personalised subset of the statements, whose mean varies more than the full
 * scale's: extreme percentiles are less certain than they look, as the trait's ±1 SE band shows.
 */
export function traitPercentile(itemMean: number, norm: ItemMeanNorm): number {
  const z = (itemMean - norm.mean) / norm.sd;
  const cdf = 0.5 * jStat.erfc(-z / Math.SQRT2);
  return Math.min(99, Math.max(1, Math.round(cdf * 100)));
}

/** Each Big Five trait with answers, against the published general-population norm. */
export function traitNorms(traits: TTraitScore[]): TTraitNorm[] {
  return traits.flatMap((t) => {
    const norm = TRAIT_NORMS[t.trait];
    if (!norm || t.answered === 0) return [];
    const percentile = traitPercentile(t.mean, norm);
    return [{ trait: t.trait, percentile, band: normBand(percentile), group: file.groupName }];
  });
}
