import type { TTestLibraryEntry } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { groupTestsByCategory, testCategoryLabel } from './test-library';

const test = (id: string, category: string) => ({ id, category }) as TTestLibraryEntry;

describe('the test library by category', () => {
  it('groups tests in the order their category first comes', () => {
    const [a, b, c] = [test('a', 'english'), test('b', 'psychometric'), test('c', 'english')];
    expect(groupTestsByCategory([a, b, c])).toEqual([
      ['english', [a, c]],
      ['psychometric', [b]],
    ]);
    expect(groupTestsByCategory([])).toEqual([]);
  });

  it('labels a known category and shows an unknown one as it is', () => {
    expect(testCategoryLabel('english')).toBe('English');
    expect(testCategoryLabel('not-a-category')).toBe('not-a-category');
  });
});
