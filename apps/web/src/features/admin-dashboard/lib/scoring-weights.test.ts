import { DEFAULT_SCORING_WEIGHTS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { describeWeights, isDefaultWeights, weightsProblem } from './scoring-weights';

const t = i18n.getFixedT('en', 'admin-dashboard');

const zero = {
  sections: { cognitive: 0, english: 0, sjt: 0, writing: 0 },
  traits: { openness: 0, conscientiousness: 0, extraversion: 0, agreeableness: 0, emotional_stability: 0 },
};

describe('scoring weights in the upload wizard', () => {
  it('accepts the defaults and describes them as such', () => {
    expect(weightsProblem(DEFAULT_SCORING_WEIGHTS, t)).toBeNull();
    expect(isDefaultWeights(DEFAULT_SCORING_WEIGHTS)).toBe(true);
    expect(describeWeights(DEFAULT_SCORING_WEIGHTS, t)).toBe(
      'Default: scored sections equal, personality not counted',
    );
  });

  it('lists only the parts that count', () => {
    const weights = {
      sections: { ...DEFAULT_SCORING_WEIGHTS.sections, cognitive: 2, writing: 0 },
      traits: { ...DEFAULT_SCORING_WEIGHTS.traits, conscientiousness: 1 },
    };
    expect(isDefaultWeights(weights)).toBe(false);
    expect(describeWeights(weights, t)).toBe(
      'Cognitive 2, English 1, Situational judgement 1, Conscientiousness 1',
    );
  });

  it('refuses all zeros, fractions, blanks and weights above 5', () => {
    expect(weightsProblem(zero, t)).toBe('At least one weight must be above 0');
    const withSections = (cognitive: number) => ({
      ...DEFAULT_SCORING_WEIGHTS,
      sections: { ...DEFAULT_SCORING_WEIGHTS.sections, cognitive },
    });
    expect(weightsProblem(withSections(1.5), t)).toBe('Weights are whole numbers');
    expect(weightsProblem(withSections(6), t)).toBe('Weights are 0-5');
    expect(weightsProblem(withSections(Number.NaN), t)).not.toBeNull();
  });
});
