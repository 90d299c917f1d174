/**
 * Words in an open answer, as a candidate would count them: runs of letters, combining marks (Devanagari
 * vowel signs and viramas, Arabic harakat belong to their word) or digits, with inner apostrophes and
 * hyphens kept ("don't", "well-known" are one word each) and numbers whole ("12.5", "1,000"); punctuation and symbols alone
 * ("-", "&", "...") are not words.
 */
export function countWords(text: string): number {
  return (
    text.match(/[\p{L}\p{M}\p{N}]+(?:(?:['’-]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu)?.length ?? 0
  );
}

export type WordRange = { minWords?: number; maxWords?: number };

/** 'below' the minimum, 'above' the maximum, or 'ok' (also when no range is set). */
export function wordCountStatus(count: number, { minWords, maxWords }: WordRange): 'below' | 'above' | 'ok' {
  if (minWords !== undefined && count < minWords) return 'below';
  if (maxWords !== undefined && count > maxWords) return 'above';
  return 'ok';
}

/**
 * '150–300 words', 'At least 150 words', 'At most 300 words' (the test-runner catalogue's words.*, read
 * through `translate`), or null without a range.
 */
export function describeWordRange(
  { minWords, maxWords }: WordRange,
  translate: (key: string, values: Record<string, number>) => string,
): string | null {
  if (minWords !== undefined && maxWords !== undefined)
    return translate('words.range', { min: minWords, max: maxWords });
  if (minWords !== undefined) return translate('words.atLeast', { count: minWords });
  if (maxWords !== undefined) return translate('words.atMost', { count: maxWords });
  return null;
}
