import type { TestBank } from './item-types';

/** Work Style Preferences: forced-choice pairs of equally desirable statements. */
export const workStyleBank: TestBank = {
  testId: '6f1d0a3e-1b7a-4c1e-9a01-000000000002',
  items: [],
};
