import { describe, expect, it } from 'vitest';
import { impactTable } from './adverse-impact';
import { compareRates } from './significance';

const byGroup = (rows: ReturnType<typeof impactTable>['rows']) =>
  Object.fromEntries(rows.map((r) => [r.group, r]));
const percent = (x: number | null) => (x === null ? null : (x * 100).toFixed(1));

describe('impactTable against the published worked examples', () => {
  it('reproduces EEOC/OPM/DOJ/DOL Questions and Answers on the Uniform Guidelines (44 FR 11996, 1979), Q&A 12', () => {
    // "if the hiring rate for whites other than Hispanics is 60%, for American Indians 45%, for Hispanics 48%,
    // and for Blacks 51% ... These comparisons show the following impact ratios: American Indians 45/60 or 75%;
    // Hispanics 48/60 or 80%; and Blacks 51/60 or 85% ... adverse impact is indicated for American Indians but
    // not for Hispanics or Blacks." The rates are given as percentages: 100 applicants per group.
    const { rows, referenceGroup } = impactTable(
      [
        { group: 'White', total: 100, selected: 60 },
        { group: 'American Indian', total: 100, selected: 45 },
        { group: 'Hispanic', total: 100, selected: 48 },
        { group: 'Black', total: 100, selected: 51 },
      ],
      { minGroupSize: 1 },
    );
    const row = byGroup(rows);
    expect(referenceGroup).toBe('White');
    expect(row.White?.impactRatio).toBe(1);
    expect(row['American Indian']?.impactRatio).toBeCloseTo(0.75, 12);
    expect(row.Hispanic?.impactRatio).toBeCloseTo(0.8, 12);
    expect(row.Black?.impactRatio).toBeCloseTo(0.85, 12);
    // Exactly four-fifths is not "less than four-fifths" (29 CFR 1607.4(D)).
    expect(rows.filter((r) => r.belowFourFifths).map((r) => r.group)).toEqual(['American Indian']);
  });

  it('reproduces the LL144 rules, 6 RCNY §5-301(d) example ("culture fit" scoring rates)', () => {
    // Published: # of applicants, scoring rate, impact ratio. Sex: Male 92, 54.3%, 1.00; Female 76, 44.7%, 0.82.
    // Race/ethnicity: Hispanic or Latino 28, 64.2%, 1.00; White 40, 37.5%, 0.58; Black or African American 32,
    // 50.0%, 0.78; Native Hawaiian or Pacific Islander 8, 62.5%, 0.97; Asian 24, 41.7%, 0.65. The number above
    // the median is not printed: it is the only integer giving the printed rate (92 × 54.3% = 50, …).
    const sex = byGroup(
      impactTable(
        [
          { group: 'Male', total: 92, selected: 50 },
          { group: 'Female', total: 76, selected: 34 },
        ],
        { minGroupSize: 1 },
      ).rows,
    );
    expect([percent(sex.Male?.rate ?? null), sex.Male?.impactRatio?.toFixed(2)]).toEqual(['54.3', '1.00']);
    expect([percent(sex.Female?.rate ?? null), sex.Female?.impactRatio?.toFixed(2)]).toEqual([
      '44.7',
      '0.82',
    ]);

    const { rows, referenceGroup } = impactTable(
      [
        { group: 'Hispanic or Latino', total: 28, selected: 18 },
        { group: 'White', total: 40, selected: 15 },
        { group: 'Black or African American', total: 32, selected: 16 },
        { group: 'Native Hawaiian or Pacific Islander', total: 8, selected: 5 },
        { group: 'Asian', total: 24, selected: 10 },
      ],
      { minGroupSize: 1 },
    );
    const race = byGroup(rows);
    expect(referenceGroup).toBe('Hispanic or Latino');
    // 18/28 = 64.29 %: the rule prints 64.2 % (truncated; every other rate in the table is rounded).
    expect(Math.abs((race['Hispanic or Latino']?.rate ?? 0) - 0.642)).toBeLessThan(0.001);
    expect(rows.map((r) => [r.group, percent(r.rate), r.impactRatio?.toFixed(2)]).slice(1)).toEqual([
      ['White', '37.5', '0.58'],
      ['Black or African American', '50.0', '0.78'],
      ['Native Hawaiian or Pacific Islander', '62.5', '0.97'],
      ['Asian', '41.7', '0.65'],
    ]);
    expect(rows.filter((r) => r.belowFourFifths).map((r) => r.group)).toEqual([
      'White',
      'Black or African American',
      'Asian',
    ]);
  });
});

describe('impactTable rules', () => {
  it('suppresses groups below the minimum size: no rate, ratio or test, and never the reference', () => {
    const { rows, referenceGroup } = impactTable(
      [
        { group: 'a', total: 40, selected: 20 },
        { group: 'b', total: 3, selected: 3 },
        { group: 'c', total: 50, selected: 10 },
      ],
      { minGroupSize: 5 },
    );
    const row = byGroup(rows);
    expect(referenceGroup).toBe('a');
    expect(row.b).toMatchObject({
      suppressed: true,
      rate: null,
      impactRatio: null,
      significance: null,
      belowFourFifths: false,
    });
    expect(row.c).toMatchObject({ suppressed: false, rate: 0.2, impactRatio: 0.4, belowFourFifths: true });
    expect(row.c?.significance).toEqual(compareRates(10, 50, 20, 40));
    expect(row.a?.significance).toBeNull();
  });

  it('flags a group under 2 % of everyone counted, and still computes its ratio', () => {
    const row = byGroup(
      impactTable(
        [
          { group: 'big', total: 990, selected: 500 },
          { group: 'small', total: 10, selected: 5 },
        ],
        { minGroupSize: 5 },
      ).rows,
    );
    expect(row.small).toMatchObject({ underTwoPercent: true, suppressed: false });
    expect(row.small?.impactRatio).toBeCloseTo(5 / 10 / (500 / 990), 12);
    expect(row.big?.underTwoPercent).toBe(false);
  });

  it('breaks a tie for the highest rate by the larger group', () => {
    expect(
      impactTable(
        [
          { group: 'small', total: 10, selected: 5 },
          { group: 'large', total: 100, selected: 50 },
        ],
        { minGroupSize: 1 },
      ).referenceGroup,
    ).toBe('large');
  });

  it('has no ratios when nobody was selected, and no reference when every group is suppressed', () => {
    const none = impactTable(
      [
        { group: 'a', total: 10, selected: 0 },
        { group: 'b', total: 10, selected: 0 },
      ],
      { minGroupSize: 1 },
    );
    expect(none.rows.every((r) => r.impactRatio === null && !r.belowFourFifths)).toBe(true);
    const suppressed = impactTable([{ group: 'a', total: 2, selected: 1 }], { minGroupSize: 5 });
    expect(suppressed.referenceGroup).toBeNull();
    expect(suppressed.rows[0]).toMatchObject({ suppressed: true, rate: null, isReference: false });
  });

  it('rejects impossible counts', () => {
    expect(() => impactTable([{ group: 'a', total: 2, selected: 3 }], { minGroupSize: 1 })).toThrow(
      RangeError,
    );
  });
});
