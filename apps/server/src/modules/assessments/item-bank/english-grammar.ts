import type { TestBank } from './item-types';

/** English Grammar: cloze and error spotting, CEFR A2-C1. */
export const englishGrammarBank: TestBank = {
  testId: '6f1d0a3e-1b7a-4c1e-9a01-000000000005',
  items: [],
};
