/**
 * When a Cronbach's alpha should not be read as a reliability: below zero the questions of the scale
 * disagree with each other (a miskeyed or reversed question, or a scale that measures several things);
 * below 0.5 most of the score's spread is noise (the usual reading: 0.7 and above is acceptable).
 */
export type AlphaWarning = 'negative' | 'low' | null;

export const LOW_ALPHA = 0.5;

export function alphaWarning(alpha: number | null): AlphaWarning {
  if (alpha === null) return null;
  if (alpha < 0) return 'negative';
  if (alpha < LOW_ALPHA) return 'low';
  return null;
}
