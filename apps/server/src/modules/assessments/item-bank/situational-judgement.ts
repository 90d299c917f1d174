import type { TestBank } from './item-types';

/** Situational Judgement: scenarios per industry, options rated for effectiveness. */
export const situationalJudgementBank: TestBank = {
  testId: '6f1d0a3e-1b7a-4c1e-9a01-000000000003',
  items: [],
};
