import type { TTraitScore } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { pooledNorm, TRAIT_NORM_SOURCE, traitNorms, traitPercentile } from './trait-norms';

const trait = (name: string, mean: number, answered = 8): TTraitScore => ({
  trait: name,
  mean,
  score: (100 * (mean - 1)) / 4,
  standardError: null,
  band: null,
  answered,
  items: 8,
});

describe('the published IPIP-NEO-120 norm', () => {
  it('pools the four cells equally and moves the sum of 24 items to the item-mean scale', () => {
    // Openness, sum of 24 items: 86.51/12.65, 83.04/13.05, 88.25/12.15, 86.15/12.62 (Johnson's table).
    // Mean 85.9875; variance = mean of SD² + (mean − 85.9875)² = 651.317975 / 4, worked by hand.
    const openness = pooledNorm('openness');
    expect(openness.mean).toBeCloseTo(85.9875 / 24, 10);
    expect(openness.sd).toBeCloseTo(Math.sqrt(651.317975 / 4) / 24, 10);
  });

  it('reads a level as the normal model’s percentile, within 1-99', () => {
    const norm = { mean: 3.5, sd: 0.5 };
    expect(traitPercentile(3.5, norm)).toBe(50);
    expect(traitPercentile(4, norm)).toBe(84); // Φ(1) = 0.8413
    expect(traitPercentile(3, norm)).toBe(16); // Φ(−1) = 0.1587
    expect(traitPercentile(3.5 + 0.5 * 1.96, norm)).toBe(98); // Φ(1.96) = 0.975
    expect(traitPercentile(5, norm)).toBe(99); // Φ(3) = 0.9987: never "100th"
    expect(traitPercentile(1, norm)).toBe(1);
  });

  it('scores emotional stability as Neuroticism keyed the other way', () => {
    // Neuroticism's pooled mean: (66.97 + 64.11 + 72.14 + 67.38) / 4 = 67.65, an item mean of 2.81875;
    // emotional stability's is 6 − 2.81875 = 3.18125, so that level is the 50th percentile.
    const [stable] = traitNorms([trait('emotional_stability', 3.18125)]);
    expect(stable).toMatchObject({ trait: 'emotional_stability', percentile: 50, band: 'typical' });
    const neuroticism = pooledNorm('neuroticism');
    const calmer = traitNorms([trait('emotional_stability', 3.18125 + neuroticism.sd)])[0];
    expect(calmer?.percentile).toBe(84);
    expect(calmer?.band).toBe('above_most');
  });

  it('norms only the Big Five traits the candidate answered, naming the group', () => {
    const norms = traitNorms([trait('openness', 2.2), trait('grit', 4), trait('agreeableness', 4, 0)]);
    expect(norms.map((n) => [n.trait, n.band])).toEqual([['openness', 'below_most']]);
    expect(norms[0]?.group).toBe(TRAIT_NORM_SOURCE.group);
    expect(TRAIT_NORM_SOURCE.group).toContain('group sizes not published');
    expect(TRAIT_NORM_SOURCE.citation).toContain('Journal of Research in Personality, 51, 78-89');
  });
});
