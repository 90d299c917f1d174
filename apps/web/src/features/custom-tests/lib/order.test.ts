import { describe, expect, it } from 'vitest';
import { moveKey } from './order';

describe('moving a question', () => {
  it('swaps it with its neighbour', () => {
    expect(moveKey(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveKey(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order as it is at either end', () => {
    expect(moveKey(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveKey(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
