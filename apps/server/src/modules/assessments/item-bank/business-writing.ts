import type { TestBank } from './item-types';

/** Business Writing: prompts graded on the four-criterion rubric. */
export const businessWritingBank: TestBank = {
  testId: '6f1d0a3e-1b7a-4c1e-9a01-000000000008',
  items: [],
};
