import type { TItemAnalysisItem } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { figure, itemsByConcern, percent } from './item-order';

const item = (itemKey: string, flags: number, enoughResponses = true, difFlag: string | null = null) =>
  ({
    itemKey,
    flags: Array.from({ length: flags }, (_, i) => `flag ${i}`),
    enoughResponses,
    dif: difFlag ? [{ flag: difFlag }] : [],
  }) as TItemAnalysisItem;

describe('the order of the table', () => {
  it('puts flagged items first, most flags first, and items still collecting responses last', () => {
    const items = [item('few', 0, false), item('ok', 0), item('one', 1), item('two', 2), item('ok2', 0)];
    expect(itemsByConcern(items).map((i) => i.itemKey)).toEqual(['two', 'one', 'ok', 'ok2', 'few']);
  });

  it('counts a differential functioning flag like any other', () => {
    const items = [
      item('ok', 0),
      item('dif', 0, true, 'Large DIF against women (ETS category C)'),
      item('one', 1),
    ];
    expect(itemsByConcern(items).map((i) => i.itemKey)).toEqual(['dif', 'one', 'ok']);
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
