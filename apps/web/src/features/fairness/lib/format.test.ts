import type { TImpactRow, TImpactTable } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { companyFormat } from '@/lib/i18n/use-company-format';
import { countText, notShownLines, ratioRows } from './format';

const t = i18n.getFixedT('en', 'fairness');
const { number } = companyFormat({ locale: 'en-US', timeZone: 'UTC' });

const row = (over: Partial<TImpactRow>): TImpactRow => ({
  group: 'female',
  label: 'Female',
  total: 40,
  selected: 12,
  awaiting: 0,
  rate: 0.3,
  impactRatio: 0.5,
  belowFourFifths: true,
  significance: null,
  suppressed: false,
  underTwoPercent: false,
  isReference: false,
  ...over,
});
const table = (over: Partial<TImpactTable>): TImpactTable => ({
  category: 'sex',
  rows: [row({}), row({ group: 'another', suppressed: true, total: null, impactRatio: null })],
  referenceGroup: 'male',
  known: 80,
  unknown: 4,
  declined: 2,
  notShown: 6,
  tooSmall: false,
  ...over,
});

describe('printing the report', () => {
  it('never prints a suppressed count', () => {
    expect(countText(row({ suppressed: true, total: null }), null, 5, t, number)).toBe('fewer than 5');
    expect(countText(row({}), 40, 5, t, number)).toBe('40');
    expect(countText(row({}), 1200, 5, t, number)).toBe('1,200');
    expect(countText(row({}), null, 5, t, number)).toBe('—');
  });

  it('lists unknown and declined apart, or only their merged sum when a group is suppressed', () => {
    expect(notShownLines(table({}), t)).toEqual([
      { label: 'Unknown (not answered)', count: 4 },
      { label: 'Declined (prefer not to say)', count: 2 },
    ]);
    expect(notShownLines(table({ unknown: null, declined: null, notShown: 9 }), t)).toEqual([
      { label: 'Unknown, declined or in a group under the minimum (merged)', count: 9 },
    ]);
  });

  it('charts only the groups with a ratio', () => {
    expect(ratioRows(table({})).map((r) => r.group)).toEqual(['female']);
  });
});
