import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { countWords, describeWordRange, wordCountStatus } from './word-count';

const translate = (key: string, values: Record<string, number>) =>
  i18n.t(key, { ns: 'test-runner', ...values });

describe('word count', () => {
  it('counts words separated by any whitespace, ignoring leading and trailing space', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
    expect(countWords('Dear team,')).toBe(2);
    expect(countWords('  one\ntwo\t\tthree  four ')).toBe(4);
  });

  it('keeps contractions and hyphenated words whole and skips lone punctuation', () => {
    expect(countWords("We don't use a well-known tool - really!")).toBe(7);
    expect(countWords('Q3 revenue rose 12.5% & costs fell by 1,000...')).toBe(8);
    expect(countWords('Café naïve — résumé')).toBe(3);
  });

  it('keeps vowel signs and viramas inside their word (Devanagari, Arabic)', () => {
    expect(countWords('मेरा नाम अनन्या शर्मा है')).toBe(5);
    expect(countWords('هٰذَا جَوَابِي')).toBe(2);
  });

  it('compares a count with the expected range', () => {
    expect(wordCountStatus(10, { minWords: 150, maxWords: 300 })).toBe('below');
    expect(wordCountStatus(150, { minWords: 150, maxWords: 300 })).toBe('ok');
    expect(wordCountStatus(301, { minWords: 150, maxWords: 300 })).toBe('above');
    expect(wordCountStatus(5, {})).toBe('ok');
    expect(describeWordRange({ minWords: 150, maxWords: 300 }, translate)).toBe('150–300 words');
    expect(describeWordRange({ minWords: 50 }, translate)).toBe('At least 50 words');
    expect(describeWordRange({ maxWords: 80 }, translate)).toBe('At most 80 words');
    expect(describeWordRange({}, translate)).toBeNull();
  });
});
