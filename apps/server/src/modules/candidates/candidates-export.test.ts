import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { candidatesCsv, type ExportRow, neutraliseFormula } from './candidates-export';

const row = (overrides: Partial<ExportRow>): ExportRow => ({
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  position: null,
  experienceLevel: null,
  testStatus: 'pending',
  totalScore: null,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  lastSubmittedAt: null,
  ...overrides,
});

describe('neutraliseFormula', () => {
  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'prefixes %j with an apostrophe',
    (value) => expect(neutraliseFormula(value)).toBe(`'${value}`),
  );
  it.each(['Ada', 'a=b', '', ' =1', '42'])('leaves %j alone', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });
});

describe('candidatesCsv', () => {
  it('writes a BOM, a header and one CRLF record per candidate with labels and neutralised cells', () => {
    const csv = candidatesCsv([
      row({ fullName: '=cmd|" /C calc"!A0', phone: '+44 20 7946 0000', testStatus: 'questions_generated' }),
      row({ fullName: 'Zoë "Z" Ng, PhD', email: 'zoe@example.com', testStatus: 'mystery', totalScore: 87.5 }),
    ]);

    expect(csv.startsWith('\uFEFFName,Email,')).toBe(true);
    expect(csv).toContain('\r\n');
    const [header, first, second] = parse(csv.slice(1)) as string[][];
    expect(header).toEqual([
      'Name',
      'Email',
      'Phone',
      'Position',
      'Experience level',
      'Status',
      'Score',
      'Added',
      'Last submitted',
    ]);
    expect(first?.[0]).toBe(`'=cmd|" /C calc"!A0`);
    expect(first?.[2]).toBe(`'+44 20 7946 0000`);
    expect(first?.[5]).toBe('Ready');
    expect(second?.slice(0, 7)).toEqual([
      'Zoë "Z" Ng, PhD',
      'zoe@example.com',
      '',
      '',
      '',
      'Pending',
      '87.5',
    ]);
    expect(second?.[7]).toBe('2026-11-01T10:00:00.000Z');
  });
});
