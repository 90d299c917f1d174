import { fairnessDefinitions } from '@app/contracts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { GroupCounts } from './adverse-impact.repository';
import { adverseImpactCsv } from './adverse-impact-csv';
import { assembleReport } from './adverse-impact-report';

const group = (sex: string, decided: number, advanced: number): GroupCounts => ({
  sex,
  raceEthnicity: null,
  ageBand: null,
  disability: null,
  assessed: decided,
  decided,
  advanced,
  awaiting: 0,
  scored: decided,
  aboveMedian: advanced,
});

const META = {
  scope: { kind: 'test' as const, id: 't', name: '+Reasoning', assessments: ['=HYPERLINK("x")', 'Sales'] },
  from: '2026-01-01',
  to: '2026-06-30',
  generatedAt: '2026-07-01T00:00:00.000Z',
  companyName: 'Co',
  selfIdentificationEnabled: true,
  region: 'us' as const,
  leftOut: [],
  currentMonthLeftOut: false,
};

const report = (companyName: string) =>
  assembleReport(
    {
      scope: { kind: 'test', id: 't', name: '+Reasoning', assessments: ['=HYPERLINK("x")', 'Sales'] },
      from: '2026-01-01',
      to: '2026-06-30',
      generatedAt: '2026-07-01T00:00:00.000Z',
      companyName,
      selfIdentificationEnabled: true,
      region: 'us',
      leftOut: [],
      currentMonthLeftOut: false,
    },
    {
      ...group('male', 60, 30),
      sex: null,
      median: 50,
      withoutSelfIdentification: { ...group('male', 0, 0), sex: null },
      profileSections: 0,
      otherRegion: 0,
    },
    [group('male', 30, 20), group('female', 30, 10)],
  );

describe('the adverse impact CSV', () => {
  it('starts with a BOM, uses CRLF, and keeps the company’s names from running as formulas', () => {
    const csv = adverseImpactCsv(report('=cmd|calc'));
    expect(csv.startsWith("\uFEFFAdverse impact report,'=cmd|calc\r\n")).toBe(true);
    const records: string[][] = parse(csv.slice(1), { relax_column_count: true });
    expect(records[1]).toEqual(['Test', "'+Reasoning"]);
    expect(records[2]).toEqual(['Used in', '\'=HYPERLINK("x"); Sales']);
  });

  it('prints every definition, and negative z as a number', () => {
    const records: string[][] = parse(adverseImpactCsv(report('Co')).slice(1), { relax_column_count: true });
    expect(records.filter((r) => r[0] === 'Definition').map((r) => r[1])).toEqual(
      Object.values(fairnessDefinitions('us')),
    );
    const women = records.find((r) => r[0] === 'Selection rate' && r[2] === 'Female');
    expect(women?.[10]).toMatch(/^-\d\.\d{3}$/);
  });

  it('says withheld wherever the report withholds, and gives the withheld only as one sum', () => {
    const groups = [
      group('male', 40, 20),
      group('female', 12, 6),
      group('another', 1, 1),
      group('unknown', 2, 0),
    ];
    const withheld = assembleReport(
      META,
      {
        ...group('male', 55, 27),
        sex: null,
        awaiting: 1,
        median: 50,
        withoutSelfIdentification: { ...group('unknown', 2, 0), sex: null },
        profileSections: 0,
        otherRegion: 0,
      },
      [...groups, { ...group('male', 0, 0), awaiting: 1 }],
    );
    const records: string[][] = parse(adverseImpactCsv(withheld).slice(1), { relax_column_count: true });
    const sex = records.filter((r) => r[0] === 'Selection rate' && r[1] === 'Sex');
    expect(sex.map((r) => r.slice(2, 6))).toEqual([
      ['Female', 'withheld', 'withheld', 'withheld'],
      ['Male', '40', '20', 'withheld'],
      ['Another gender identity', 'withheld', 'withheld', 'withheld'],
      ['Unknown, declined or in a withheld group', '15'],
    ]);
    expect(sex[0]?.at(-1)).toBe('yes');
    expect(records.filter((r) => r[0] === 'Selection rate').some((r) => r.includes('fewer than 5'))).toBe(
      false,
    );
  });

  it('names the region, prints its legal framing and its categories (decision 036)', () => {
    const uk = assembleReport(
      { ...META, region: 'uk' },
      {
        ...group('male', 60, 30),
        sex: null,
        median: 50,
        withoutSelfIdentification: { ...group('male', 0, 0), sex: null },
        profileSections: 0,
        otherRegion: 0,
      },
      [
        group('male', 30, 20),
        group('female', 30, 10),
        { ...group('male', 30, 20), sex: null, raceEthnicity: 'white' },
        { ...group('male', 30, 10), sex: null, raceEthnicity: 'black' },
      ],
    );
    const records: string[][] = parse(adverseImpactCsv(uk).slice(1), { relax_column_count: true });
    expect(records).toContainEqual(['Fairness region', 'United Kingdom']);
    const definitions = records.filter((r) => r[0] === 'Definition').map((r) => r[1]);
    expect(definitions).toEqual(Object.values(fairnessDefinitions('uk')));
    expect(definitions[0]).toMatch(/^Legal framing \(United Kingdom\): the Equality Act 2010/);
    expect(definitions.join(' ')).not.toMatch(/Local Law 144|LL144/);
    expect(
      records.filter((r) => r[0] === 'Selection rate' && r[1] === 'Ethnic group').map((r) => r[2]),
    ).toEqual([
      'Asian, Asian British or Asian Welsh',
      'Black, Black British, Black Welsh, Caribbean or African',
      'Mixed or Multiple ethnic groups',
      'White',
      'Other ethnic group',
      'Unknown',
      'Declined (prefer not to say)',
    ]);
  });
});
