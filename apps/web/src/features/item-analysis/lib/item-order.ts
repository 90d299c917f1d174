import type { TItemAnalysisItem } from '@app/contracts';
import { difFlags } from './dif';

/**
 * The items an admin should look at first: flagged ones (most flags first, a differential functioning
 * flag counting like any other), then those with figures, then those still collecting responses;
 * otherwise the test's own order.
 */
export function itemsByConcern(items: TItemAnalysisItem[]): TItemAnalysisItem[] {
  const rank = (item: TItemAnalysisItem) => [
    -(item.flags.length + difFlags(item).length),
    item.enoughResponses ? 0 : 1,
  ];
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const [fa = 0, ea = 0] = rank(a.item);
      const [fb = 0, eb = 0] = rank(b.item);
      return fa - fb || ea - eb || a.index - b.index;
    })
    .map(({ item }) => item);
}

/** A figure with two decimals, a real minus sign and a dash when there is none. */
export const figure = (value: number | null) => (value === null ? '—' : value.toFixed(2).replace('-', '−'));

/** A rate 0-1 as a whole percentage. */
export const percent = (rate: number) => `${Math.round(rate * 100)}%`;
