import type { TItemStatistics } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { figure, itemsByConcern, percent } from './item-order';

const item = (itemKey: string, flags: number, enoughResponses = true) =>
  ({
    itemKey,
    flags: Array.from({ length: flags }, (_, i) => `flag ${i}`),
    enoughResponses,
  }) as TItemStatistics;

describe('the order of the table', () => {
  it('puts flagged items first, most flags first, and items still collecting responses last', () => {
    const items = [item('few', 0, false), item('ok', 0), item('one', 1), item('two', 2), item('ok2', 0)];
    expect(itemsByConcern(items).map((i) => i.itemKey)).toEqual(['two', 'one', 'ok', 'ok2', 'few']);
  });
});

describe('figures', () => {
  it('shows two decimals with a real minus sign, a dash for none and whole percentages', () => {
    expect(figure(-0.125)).toBe('−0.13');
    expect(figure(0.6)).toBe('0.60');
    expect(figure(null)).toBe('—');
    expect(percent(0.333)).toBe('33%');
  });
});
