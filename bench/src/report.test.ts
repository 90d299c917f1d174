import { describe, expect, it } from 'vitest';
import { type Figure, formatTable, percentiles, ratioToFloor, verdict } from './report';

const figure = (f: Partial<Figure>): Figure => ({
  name: 'x',
  value: 1,
  unit: 'ms',
  floor: null,
  budget: null,
  ...f,
});

describe('bench table', () => {
  it('divides the figure by its floor, none without a floor', () => {
    expect(ratioToFloor(figure({ value: 30, floor: 10 }))).toBe(3);
    expect(ratioToFloor(figure({ value: 2_000, floor: 5_000 }))).toBe(0.4);
    expect(ratioToFloor(figure({ value: 30 }))).toBeNull();
    expect(ratioToFloor(figure({ value: 30, floor: 0 }))).toBeNull();
  });

  it('passes a maximum at the limit and misses above it; a minimum the other way round', () => {
    expect(verdict(figure({ value: 20, budget: { limit: 20, kind: 'max' } }))).toBe('pass');
    expect(verdict(figure({ value: 20.1, budget: { limit: 20, kind: 'max' } }))).toBe('miss');
    expect(verdict(figure({ value: 3_999, budget: { limit: 4_000, kind: 'min' } }))).toBe('miss');
    expect(verdict(figure({ value: 4_000, budget: { limit: 4_000, kind: 'min' } }))).toBe('pass');
    expect(verdict(figure({ value: Number.NaN, budget: { limit: 1, kind: 'max' } }))).toBe('-');
    expect(verdict(figure({ value: 5 }))).toBe('-');
  });

  it('prints one aligned row per figure with its floor, ratio, budget and result', () => {
    const table = formatTable([
      figure({ name: 'PDF median', value: 12.5, floor: 10, budget: { limit: 20, kind: 'max' } }),
      figure({ name: 'restart', value: 3_500, budget: { limit: 3_000, kind: 'max' } }),
    ]).split('\n');
    expect(table[0]).toMatch(/^figure\s+value\s+floor\s+ratio\s+budget\s+result$/);
    expect(table[2]).toMatch(/^PDF median\s+12\.5 ms\s+10\.0 ms\s+1\.25×\s+≤ 20\.0 ms\s+pass$/);
    expect(table[3]).toMatch(/^restart\s+3,500 ms\s+-\s+-\s+≤ 3,000 ms\s+miss$/);
    expect(table[2]?.indexOf('12.5')).toBe(table[3]?.indexOf('3,500'));
  });

  it('takes the median, the 95th and the 99th percentile by nearest rank', () => {
    const samples = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(percentiles(samples)).toEqual({ median: 100, p95: 190, p99: 198 });
    expect(percentiles([7])).toEqual({ median: 7, p95: 7, p99: 7 });
    expect(percentiles([]).p95).toBeNaN();
  });
});
