import type { TestBank } from './item-types';

/** Big Five Work Personality: IPIP-NEO-120 statements (public domain). */
export const bigFiveBank: TestBank = {
  testId: '6f1d0a3e-1b7a-4c1e-9a01-000000000001',
  items: [],
};
