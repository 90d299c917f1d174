import type { TestBank } from './item-types';

/** Reading Comprehension: workplace passages with several questions each. */
export const readingComprehensionBank: TestBank = {
  testId: '6f1d0a3e-1b7a-4c1e-9a01-000000000007',
  items: [],
};
