import { describe, expect, it } from 'vitest';
import type { GroupCounts, ReportTotals } from './adverse-impact.repository';
import { assembleReport, type ReportMeta } from './adverse-impact-report';

const EMPTY: GroupCounts = {
  sex: null,
  raceEthnicity: null,
  ageBand: null,
  disability: null,
  assessed: 0,
  decided: 0,
  advanced: 0,
  awaiting: 0,
  scored: 0,
  aboveMedian: 0,
};

/** A counts row: decided/advanced/awaiting for selection, scored/above for scoring. */
const row = (
  keys: Partial<GroupCounts>,
  decided: number,
  advanced: number,
  awaiting = 0,
  scored = decided,
  above = advanced,
) => ({
  ...EMPTY,
  ...keys,
  assessed: decided + awaiting,
  decided,
  advanced,
  awaiting,
  scored,
  aboveMedian: above,
});

const totalsOf = (groups: GroupCounts[], extra: Partial<ReportTotals> = {}): ReportTotals => {
  // The overall row is the sum of any one table's rows (every person is in each table once).
  const sexRows = groups.filter((g) => g.sex !== null && g.raceEthnicity === null);
  const sum = (k: keyof GroupCounts) => sexRows.reduce((s, g) => s + Number(g[k]), 0);
  return {
    ...EMPTY,
    assessed: sum('assessed'),
    decided: sum('decided'),
    advanced: sum('advanced'),
    awaiting: sum('awaiting'),
    scored: sum('scored'),
    aboveMedian: sum('aboveMedian'),
    median: 50,
    withoutSelfIdentification: EMPTY,
    profileSections: 0,
    otherRegion: 0,
    ...extra,
  };
};

const META: ReportMeta = {
  scope: { kind: 'assessment', id: 'a', name: 'Role', assessments: ['Role'] },
  from: '2026-01-01',
  to: '2026-06-30',
  generatedAt: '2026-07-01T00:00:00.000Z',
  companyName: 'Co',
  selfIdentificationEnabled: true,
  region: 'us',
  leftOut: [],
  currentMonthLeftOut: false,
};

function build(groups: GroupCounts[], extra: Partial<ReportTotals> = {}, meta = META) {
  return assembleReport(meta, totalsOf(groups, extra), groups);
}
const table = (r: ReturnType<typeof build>, measure: string, category: string) => {
  const found = r.measures.find((m) => m.measure === measure)?.tables.find((t) => t.category === category);
  if (!found) throw new Error('no table');
  return found;
};

describe('assembling the adverse impact report from group counts', () => {
  it('gives rates and ratios; shows unknown and declined apart when nothing is suppressed', () => {
    const r = build([
      row({ sex: 'male' }, 50, 30),
      row({ sex: 'female' }, 50, 25),
      row({ sex: 'unknown' }, 6, 1),
      row({ sex: 'declined' }, 7, 2),
    ]);
    const sex = table(r, 'selection', 'sex');
    expect(sex.rows.map((x) => [x.group, x.total, x.selected, x.rate, x.belowFourFifths])).toEqual([
      ['female', 50, 25, 0.5, false],
      ['male', 50, 30, 0.6, false],
      ['another', 0, 0, null, false],
    ]);
    expect(sex.rows[0]?.impactRatio).toBeCloseTo(5 / 6, 12);
    expect(sex.referenceGroup).toBe('male');
    expect([sex.unknown, sex.declined, sex.notShown, sex.known, sex.tooSmall]).toEqual([
      6,
      7,
      13,
      100,
      false,
    ]);
  });

  it('flags a ratio below 0.8 and marks significance in plain terms', () => {
    const sex = table(
      build([row({ sex: 'male' }, 100, 60), row({ sex: 'female' }, 100, 40)]),
      'selection',
      'sex',
    );
    const women = sex.rows.find((x) => x.group === 'female');
    expect(women?.belowFourFifths).toBe(true);
    expect(women?.significance).toMatchObject({ method: 'two_proportion_z', significant: true });
  });

  it('withholds a group of 1-4 and then merges unknown, declined and that group into one count', () => {
    const sex = table(
      build([
        row({ sex: 'male' }, 40, 20),
        row({ sex: 'female' }, 40, 20),
        row({ sex: 'another' }, 2, 1),
        row({ sex: 'unknown' }, 3, 0),
        row({ sex: 'declined' }, 1, 0),
      ]),
      'selection',
      'sex',
    );
    expect(sex.rows.find((x) => x.group === 'another')).toMatchObject({
      total: null,
      selected: null,
      awaiting: null,
      rate: null,
      suppressed: true,
    });
    expect([sex.unknown, sex.declined, sex.notShown, sex.known]).toEqual([null, null, 6, 80]);
  });

  it('withholds the next smallest group too when nobody left the question blank or declined it', () => {
    // Without a complement, 81 decided minus the 80 shown would be the one person of another gender identity.
    const sex = table(
      build([row({ sex: 'male' }, 40, 20), row({ sex: 'female' }, 40, 10), row({ sex: 'another' }, 1, 1)]),
      'selection',
      'sex',
    );
    expect(sex.rows.map((x) => [x.group, x.total, x.suppressed])).toEqual([
      ['female', null, true],
      ['male', null, true],
      ['another', null, true],
    ]);
    expect([sex.withholding, sex.known, sex.notShown, sex.unknown, sex.referenceGroup]).toEqual([
      'some_groups',
      0,
      81,
      null,
      null,
    ]);
    const race = table(
      build([
        row({ sex: 'male' }, 50, 25),
        row({ raceEthnicity: 'white' }, 36, 18),
        row({ raceEthnicity: 'asian' }, 12, 6),
        row({ raceEthnicity: 'black_or_african_american' }, 1, 1),
      ]),
      'selection',
      'race_ethnicity',
    );
    // The empty groups add no room, so Asian (12) goes with them: 1 + 12 hidden people for 6 groups.
    expect(race.rows.filter((x) => x.suppressed).map((x) => x.group)).toEqual([
      'hispanic_or_latino',
      'black_or_african_american',
      'native_hawaiian_or_pacific_islander',
      'asian',
      'american_indian_or_alaska_native',
      'two_or_more_races',
    ]);
    expect(race.rows.find((x) => x.group === 'white')).toMatchObject({ total: 36, rate: 0.5 });
    expect([race.known, race.notShown]).toEqual([36, 13]);
  });

  it('does not count those who gave no self-identification at all as cover: anyone can count them', () => {
    const groups = [
      row({ sex: 'male' }, 40, 20),
      row({ sex: 'female' }, 40, 10),
      row({ sex: 'another' }, 1, 1),
      row({ sex: 'unknown' }, 6, 0),
    ];
    const covered = table(build(groups), 'selection', 'sex');
    expect(covered.rows.filter((x) => x.suppressed).map((x) => x.group)).toEqual(['another']);
    const bare = table(build(groups, { withoutSelfIdentification: row({}, 6, 0) }), 'selection', 'sex');
    expect(bare.rows.filter((x) => x.suppressed).map((x) => x.group)).toEqual(['female', 'male', 'another']);
  });

  it('withholds a whole table whose groups would be pinned down even all withheld', () => {
    // Five people who self-identified, each in a combination of their own; the 40 others gave nothing.
    const combinations = [
      'male|white',
      'male|asian',
      'male|black_or_african_american',
      'female|white',
      'female|asian',
    ];
    const r = build(
      [
        row({ sex: 'male' }, 3, 0),
        row({ sex: 'female' }, 2, 0),
        row({ sex: 'unknown' }, 40, 20),
        ...combinations.map((c) => {
          const [sex, raceEthnicity] = c.split('|');
          return row({ sex, raceEthnicity }, 1, 0);
        }),
        row({ sex: 'unknown', raceEthnicity: 'unknown' }, 40, 20),
      ],
      { withoutSelfIdentification: row({}, 40, 20) },
    );
    expect(table(r, 'selection', 'intersection')).toMatchObject({
      rows: [],
      withholding: 'whole_table',
      notShown: 45,
      tooSmall: true,
    });
    // The sex table has room: 5 hidden people for its 2 withheld groups.
    expect(table(r, 'selection', 'sex').rows.map((x) => [x.group, x.total])).toEqual([
      ['female', null],
      ['male', null],
      ['another', 0],
    ]);
  });

  it('gives no rates when fewer than 5 of those who self-identified were advanced or were not', () => {
    const r = build([row({ sex: 'male' }, 40, 3), row({ sex: 'female' }, 40, 0)]);
    const selection = r.measures.find((m) => m.measure === 'selection');
    expect(selection?.tables).toEqual([]);
    expect(selection?.unavailable).toBe(
      'Fewer than 5 of the candidates who self-identified were advanced: counts by group would show which group each of them is in, so no groups are shown for this rate.',
    );
    // Advanced people without a self-identification do not count: they give nobody away.
    const cover = build(
      [row({ sex: 'male' }, 40, 3), row({ sex: 'female' }, 40, 0), row({ sex: 'unknown' }, 9, 9)],
      {
        withoutSelfIdentification: row({}, 9, 9),
      },
    );
    expect(cover.measures[0]?.unavailable).toMatch(/were advanced/);
    const notAdvanced = build([row({ sex: 'male' }, 40, 38), row({ sex: 'female' }, 40, 40)]);
    expect(notAdvanced.measures[0]?.unavailable).toMatch(/were not advanced/);
  });

  it('withholds every awaiting count when 1 to 4 of those who self-identified await a decision', () => {
    const r = build([row({ sex: 'male' }, 40, 20, 1), row({ sex: 'female' }, 40, 10)]);
    expect(r.measures[0]?.awaitingWithheld).toBe(true);
    expect(table(r, 'selection', 'sex').rows.map((x) => x.awaiting)).toEqual([null, null, null]);
    expect(table(r, 'selection', 'sex').rows[0]).toMatchObject({ total: 40, selected: 10, rate: 0.25 });
  });

  it('refuses a scope where 1 to 4 self-identified, or none once months with a few were left out', () => {
    const tooFew = build([row({ sex: 'female' }, 3, 1), row({ sex: 'unknown' }, 40, 20)], {
      withoutSelfIdentification: row({}, 40, 20),
    });
    expect(tooFew.warnings.map((w) => w.code)).toEqual(['too_few_people']);
    expect(tooFew.warnings[0]?.message).toMatch(
      /^Too few people in this scope: fewer than 5 of its candidates/,
    );
    expect(tooFew.measures.map((m) => [m.tables, m.unavailable])).toEqual([
      [[], expect.stringMatching(/^No groups are shown: too few people/)],
      [[], expect.stringMatching(/^No groups are shown: too few people/)],
    ]);
    const leftOut = assembleReport(
      { ...META, leftOut: [{ month: '2026-03', assessment: 'Role', candidates: 3 }] },
      totalsOf([]),
      [],
    );
    expect(leftOut.warnings.map((w) => w.code)).toEqual(['months_left_out', 'too_few_people']);
    expect(leftOut.warnings[0]?.message).toMatch(/^Left out: March 2026 \(Role: 3\); 3 candidates in all\./);
  });

  it('says when the current month was asked for and left out', () => {
    const r = assembleReport(
      { ...META, currentMonthLeftOut: true },
      totalsOf([row({ sex: 'male' }, 50, 25), row({ sex: 'female' }, 50, 20)]),
      [row({ sex: 'male' }, 50, 25), row({ sex: 'female' }, 50, 20)],
    );
    expect(r.warnings.map((w) => w.code)).toEqual(['current_month']);
    expect(r.warnings[0]?.message).toMatch(/The report ends on 2026-06-30\.$/);
  });

  it('suppresses a group whose only members are awaiting a decision when they are fewer than 5', () => {
    const sex = table(
      build([row({ sex: 'male' }, 40, 20), row({ sex: 'female' }, 40, 20), row({ sex: 'another' }, 0, 0, 3)]),
      'selection',
      'sex',
    );
    expect(sex.rows.find((x) => x.group === 'another')).toMatchObject({
      total: null,
      awaiting: null,
      suppressed: true,
    });
    const big = table(
      build([row({ sex: 'male' }, 40, 20), row({ sex: 'female' }, 40, 20), row({ sex: 'another' }, 0, 0, 6)]),
      'selection',
      'sex',
    );
    expect(big.rows.find((x) => x.group === 'another')).toMatchObject({
      total: 0,
      awaiting: 6,
      rate: null,
      suppressed: false,
    });
  });

  it('reads an intersection with either side unknown as unknown, else with either declined as declined', () => {
    const r = build([
      row({ sex: 'male' }, 40, 20),
      row({ sex: 'female' }, 40, 10),
      row({ sex: 'male', raceEthnicity: 'white' }, 35, 18),
      row({ sex: 'male', raceEthnicity: 'unknown' }, 5, 2),
      row({ sex: 'female', raceEthnicity: 'white' }, 30, 8),
      row({ sex: 'female', raceEthnicity: 'declined' }, 6, 1),
      row({ sex: 'female', raceEthnicity: 'asian' }, 4, 1),
    ]);
    const cross = table(r, 'selection', 'intersection');
    // Only combinations somebody belongs to are listed.
    expect(cross.rows.map((x) => [x.group, x.total])).toEqual([
      ['female|white', 30],
      ['female|asian', null],
      ['male|white', 35],
    ]);
    expect([cross.unknown, cross.declined, cross.notShown]).toEqual([null, null, 5 + 6 + 4]);
  });

  it('marks a category under 2 % of the counted people', () => {
    const race = table(
      build([
        row({ raceEthnicity: 'white' }, 300, 150),
        row({ raceEthnicity: 'asian' }, 200, 100),
        row({ raceEthnicity: 'hispanic_or_latino' }, 6, 3),
        row({ sex: 'male' }, 506, 253),
      ]),
      'selection',
      'race_ethnicity',
    );
    expect(race.rows.find((x) => x.group === 'hispanic_or_latino')).toMatchObject({
      underTwoPercent: true,
      rate: 0.5,
    });
    expect(race.rows.find((x) => x.group === 'asian')?.underTwoPercent).toBe(false);
  });

  it('calls a table too small below 30 known people or with fewer than two groups to compare', () => {
    const r = build([
      row({ sex: 'male' }, 14, 7),
      row({ sex: 'female' }, 14, 7),
      row({ raceEthnicity: 'white' }, 28, 14),
    ]);
    expect(table(r, 'selection', 'sex').tooSmall).toBe(true);
    expect(table(r, 'selection', 'race_ethnicity').tooSmall).toBe(true);
    expect(r.warnings.map((w) => w.code)).toEqual(['too_small', 'too_small']);
    expect(r.warnings[0]?.message).toMatch(/^Selection rates: the sample is too small to conclude anything/);
  });

  it('gives a profile test no scoring rate, and warns when the question is off or nobody decided', () => {
    const groups = [row({ sex: 'male' }, 0, 0, 40, 0, 0), row({ sex: 'female' }, 0, 0, 40, 0, 0)];
    const r = build(
      groups,
      { profileSections: 80 },
      {
        ...META,
        scope: { kind: 'test', id: 't', name: 'Big Five', assessments: ['Role'] },
        selfIdentificationEnabled: false,
      },
    );
    const scoring = r.measures.find((m) => m.measure === 'scoring');
    expect(scoring?.tables).toEqual([]);
    expect(scoring?.unavailable).toMatch(/profile \(personality or work style\), not a score/);
    expect(r.warnings.map((w) => w.code)).toEqual([
      'self_identification_off',
      'no_decisions',
      'profile_test',
    ]);
    expect(r.measures.find((m) => m.measure === 'selection')).toMatchObject({
      sampleSize: 0,
      awaiting: 80,
      tables: [],
    });
  });
});

describe('the report in its region’s categories and framing (decision 036)', () => {
  it('groups a UK company’s report by the UK’s categories, in the UK’s words', () => {
    const r = build(
      [
        row({ sex: 'male' }, 40, 24),
        row({ sex: 'female' }, 40, 12),
        row({ raceEthnicity: 'white' }, 50, 22),
        row({ raceEthnicity: 'black' }, 15, 7),
        row({ raceEthnicity: 'asian' }, 15, 7),
        row({ sex: 'male', raceEthnicity: 'white' }, 25, 15),
        row({ sex: 'female', raceEthnicity: 'white' }, 25, 7),
        row({ sex: 'male', raceEthnicity: 'black' }, 15, 9),
        row({ sex: 'female', raceEthnicity: 'asian' }, 15, 5),
        row({ ageBand: '35_44' }, 80, 36),
        row({ disability: 'yes' }, 10, 3),
        row({ disability: 'no' }, 70, 33),
      ],
      {},
      { ...META, region: 'uk' },
    );
    expect(r.region).toBe('uk');
    const race = table(r, 'selection', 'race_ethnicity');
    expect(race.rows.map((x) => [x.group, x.label, x.total])).toEqual([
      ['asian', 'Asian, Asian British or Asian Welsh', 15],
      ['black', 'Black, Black British, Black Welsh, Caribbean or African', 15],
      ['mixed', 'Mixed or Multiple ethnic groups', 0],
      ['white', 'White', 50],
      ['other', 'Other ethnic group', 0],
    ]);
    // Sex: no "another gender identity" group in the UK's ONS-style question.
    expect(table(r, 'selection', 'sex').rows.map((x) => x.group)).toEqual(['female', 'male']);
    expect(table(r, 'selection', 'age_band').rows.map((x) => x.group)).toEqual([
      'under_25',
      '25_34',
      '35_44',
      '45_54',
      '55_64',
      '65_plus',
    ]);
    expect(table(r, 'selection', 'intersection').rows.map((x) => x.label)).toEqual([
      'Female · Asian, Asian British or Asian Welsh',
      'Female · White',
      'Male · Black, Black British, Black Welsh, Caribbean or African',
      'Male · White',
    ]);
    expect(table(r, 'selection', 'disability').rows.map((x) => x.label)).toEqual([
      'Disabled',
      'Not disabled',
    ]);
  });

  it('with no region, shows no group and says why, whatever the stored answers', () => {
    const r = build(
      [row({ sex: 'male' }, 40, 24), row({ sex: 'female' }, 40, 12)],
      { withoutSelfIdentification: { ...row({}, 80, 36) } },
      { ...META, region: 'none', selfIdentificationEnabled: false },
    );
    expect(r.measures.map((m) => [m.measure, m.tables, m.unavailable])).toEqual([
      ['selection', [], expect.stringMatching(/has not chosen a fairness region/)],
      ['scoring', [], expect.stringMatching(/has not chosen a fairness region/)],
    ]);
    expect(r.warnings.map((w) => w.code)).toEqual(['no_region']);
    expect(r.warnings[0]?.message).toMatch(
      /^There is no group data: your company has not chosen a fairness region/,
    );
  });

  it('says how many answered under another region, counted as no self-identification', () => {
    const groups = [row({ sex: 'male' }, 40, 24), row({ sex: 'female' }, 40, 12)];
    const r = build(groups, { otherRegion: 7 }, { ...META, region: 'uk' });
    const other = r.warnings.find((w) => w.code === 'other_region');
    expect(other?.message).toBe(
      '7 candidates in this scope answered the self-identification questions of another region, before your company chose United Kingdom: those answers are not in United Kingdom’s categories, so they are counted here as no self-identification. They are counted again if that region is chosen.',
    );
    expect(build(groups).warnings.map((w) => w.code)).not.toContain('other_region');
  });

  it('words the too-small warning in the region’s categories', () => {
    const r = build(
      [row({ sex: 'male' }, 14, 7), row({ sex: 'female' }, 14, 7), row({ raceEthnicity: 'white' }, 28, 14)],
      {},
      { ...META, region: 'uk' },
    );
    expect(r.warnings[0]?.message).toContain('people with a known sex or ethnic group');
  });
});
