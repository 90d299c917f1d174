import type { TestBank } from './item-types';

/** Logical Reasoning: series, rules and arguments from easy to hard. */
export const logicalReasoningBank: TestBank = {
  testId: '6f1d0a3e-1b7a-4c1e-9a01-000000000004',
  items: [],
};
