import { FAIRNESS_DEFINITIONS } from '@app/contracts';
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

const report = (companyName: string) =>
  assembleReport(
    {
      scope: { kind: 'test', id: 't', name: '+Reasoning', assessments: ['=HYPERLINK("x")', 'Sales'] },
      from: '2026-01-01',
      to: '2026-06-30',
      generatedAt: '2026-07-01T00:00:00.000Z',
      companyName,
      selfIdentificationEnabled: true,
    },
    { ...group('male', 60, 30), sex: null, median: 50, noSelfIdentification: 0, profileSections: 0 },
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
      Object.values(FAIRNESS_DEFINITIONS),
    );
    const women = records.find((r) => r[0] === 'Selection rate' && r[2] === 'Female');
    expect(women?.[10]).toMatch(/^-\d\.\d{3}$/);
  });
});
