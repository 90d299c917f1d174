import type { TestBank } from './item-types';

/** English Vocabulary: meaning, collocation and register, CEFR A2-C1. */
export const englishVocabularyBank: TestBank = {
  testId: '6f1d0a3e-1b7a-4c1e-9a01-000000000006',
  items: [],
};
