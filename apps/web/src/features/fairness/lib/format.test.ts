import type { TImpactRow, TImpactTable } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { companyFormat } from '@/lib/i18n/use-company-format';
import { countText, notShownLines, ratioRows, withheldNote } from './format';

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
  withholding: null,
  tooSmall: false,
  ...over,
});

describe('printing the report', () => {
  it('prints a withheld count as withheld, never as a bound such as “fewer than 5”', () => {
    expect(countText(null, true, t, number)).toBe('withheld');
    expect(countText(0, true, t, number)).toBe('withheld');
    expect(countText(40, false, t, number)).toBe('40');
    expect(countText(1200, false, t, number)).toBe('1,200');
    expect(countText(null, false, t, number)).toBe('—');
  });

  it('says why numbers are withheld, without telling the small group from the others', () => {
    expect(withheldNote(table({}), 5, t)).toBeNull();
    expect(withheldNote(table({ withholding: 'some_groups' }), 5, t)).toBe(
      'Withheld: at least one of the groups marked withheld has 1 to 4 people, and the others are withheld with it so that its size cannot be worked out from the totals. Which is which is not said: a withheld group may hold nobody, a few or many.',
    );
    expect(withheldNote(table({ rows: [], withholding: 'whole_table', notShown: 45 }), 5, t)).toBe(
      'Withheld: this table’s groups are too few and too small to show without giving someone’s answer away (45 people in all).',
    );
  });

  it('lists unknown and declined apart, or only their merged sum when a group is withheld', () => {
    expect(notShownLines(table({}), t)).toEqual([
      { label: 'Unknown (not answered)', count: 4 },
      { label: 'Declined (prefer not to say)', count: 2 },
    ]);
    expect(notShownLines(table({ unknown: null, declined: null, notShown: 9 }), t)).toEqual([
      { label: 'Unknown, declined or in a withheld group (merged)', count: 9 },
    ]);
  });

  it('charts only the groups with a ratio', () => {
    expect(ratioRows(table({})).map((r) => r.group)).toEqual(['female']);
  });
});
