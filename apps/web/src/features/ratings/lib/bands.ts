import { RATING_BAND_MAX, type TRatingRequest } from '@app/contracts';

/** The bands chosen so far, one per criterion key of the question's rubric. */
export type Bands = Partial<Record<string, number>>;

/** The digit keys 0-5 as a band; null for any other key. */
export function bandOfKey(key: string): number | null {
  if (!/^\d$/.test(key)) return null;
  const band = Number(key);
  return band <= RATING_BAND_MAX ? band : null;
}

/** The rating to send once every criterion of the rubric (`keys`) has a band; null while one is missing. */
export function completeRating(bands: Bands, keys: string[]): TRatingRequest['criteria'] | null {
  const criteria: TRatingRequest['criteria'] = {};
  for (const criterion of keys) {
    const band = bands[criterion];
    if (band === undefined) return null;
    criteria[criterion] = band;
  }
  return criteria;
}

/** The model's suggestion as bands to start from: a mean of its two gradings may fall between two bands. */
export function bandsOfSuggestion(criteria: Partial<Record<string, number>>, keys: string[]): Bands {
  const bands: Bands = {};
  for (const criterion of keys) {
    const score = criteria[criterion];
    if (score !== undefined) bands[criterion] = Math.min(RATING_BAND_MAX, Math.max(0, Math.round(score)));
  }
  return bands;
}

/**
 * What a key pressed in the rating form does. A digit rates the criterion that holds focus (or, when focus is
 * on none, the first still unrated) and moves on to the next criterion, or to Save after the last; Enter on a
 * band saves. `order` is the criteria as shown; `focused` the index of the one holding focus, -1 for none.
 */
export type KeyAction =
  | { kind: 'rate'; criterion: string; band: number; next: number | 'save' }
  | { kind: 'save' };

export function keyAction(
  key: string,
  { order, focused, onBand, bands }: { order: string[]; focused: number; onBand: boolean; bands: Bands },
): KeyAction | null {
  if (key === 'Enter') return onBand ? { kind: 'save' } : null;
  const band = bandOfKey(key);
  if (band === null) return null;
  const index = focused >= 0 ? focused : order.findIndex((criterion) => bands[criterion] === undefined);
  const criterion = order[index];
  if (criterion === undefined) return null;
  return { kind: 'rate', criterion, band, next: index + 1 < order.length ? index + 1 : 'save' };
}
