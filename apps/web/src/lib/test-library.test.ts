import type { TTestLibraryEntry } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { describeTestLanguages, groupTests, testCategoryLabel } from './test-library';

const test = (id: string, category: string, custom = false) =>
  ({ id, category, custom }) as TTestLibraryEntry;

describe('the tests pickers’ groups', () => {
  it('groups library tests in the order their category first comes', () => {
    const [a, b, c] = [test('a', 'english'), test('b', 'psychometric'), test('c', 'english')];
    expect(groupTests([a, b, c])).toEqual([
      { id: 'english', label: 'English', tests: [a, c] },
      { id: 'psychometric', label: 'Psychometric', tests: [b] },
    ]);
    expect(groupTests([])).toEqual([]);
  });

  it('puts the company’s own tests last, as "Your tests", whatever their category', () => {
    const own = test('own', 'english', true);
    const skills = test('skills', 'skills', true);
    const library = test('lib', 'english');
    expect(groupTests([own, library, skills])).toEqual([
      { id: 'english', label: 'English', tests: [library] },
      { id: 'custom', label: 'Your tests', tests: [own, skills] },
    ]);
  });

  it('labels a known category and shows an unknown one as it is', () => {
    expect(testCategoryLabel('english')).toBe('English');
    expect(testCategoryLabel('not-a-category')).toBe('not-a-category');
  });

  it('tells admins which languages a test can be taken in', () => {
    expect(describeTestLanguages(['en', 'hi', 'ar'])).toBe('English, Hindi, Arabic');
    expect(describeTestLanguages(['en'])).toBe('English only');
    expect(describeTestLanguages(null)).toBe('As your team wrote it');
  });
});
