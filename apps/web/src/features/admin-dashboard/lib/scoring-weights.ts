import {
  BIG_FIVE_TRAIT_LABELS,
  BIG_FIVE_TRAITS,
  DEFAULT_SCORING_WEIGHTS,
  type TScoringWeights,
  WEIGHTED_KIND_LABELS,
  WEIGHTED_KINDS,
  ZScoringWeights,
} from '@app/contracts';
import type { TFunction } from 'i18next';

/** The contract's first message for weights an admin typed, or null when they may be sent. */
export function weightsProblem(weights: TScoringWeights, t: TFunction): string | null {
  const result = ZScoringWeights.safeParse(weights);
  return result.success ? null : (result.error.issues[0]?.message ?? t('weights.problem'));
}

export const isDefaultWeights = (weights: TScoringWeights) =>
  WEIGHTED_KINDS.every((k) => weights.sections[k] === DEFAULT_SCORING_WEIGHTS.sections[k]) &&
  BIG_FIVE_TRAITS.every((trait) => weights.traits[trait] === DEFAULT_SCORING_WEIGHTS.traits[trait]);

/** "Cognitive 2, English 1, … , Conscientiousness 1": the parts that count, for the review tab. */
export function describeWeights(weights: TScoringWeights, t: TFunction): string {
  if (isDefaultWeights(weights)) return t('weights.default');
  const parts = [
    ...WEIGHTED_KINDS.map((k) => [WEIGHTED_KIND_LABELS[k], weights.sections[k]] as const),
    ...BIG_FIVE_TRAITS.map((trait) => [BIG_FIVE_TRAIT_LABELS[trait], weights.traits[trait]] as const),
  ].filter(([, weight]) => weight > 0);
  return parts.map(([label, weight]) => `${label} ${weight}`).join(', ');
}
