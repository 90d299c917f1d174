import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportFilename } from './candidates.service';
import {
  candidatesCsv,
  type ExportRow,
  neutraliseFormula,
  percentileColumns,
  sectionColumns,
} from './candidates-export';

const row = (overrides: Partial<ExportRow>): ExportRow => ({
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  position: null,
  experienceLevel: null,
  testStatus: 'pending',
  totalScore: null,
  evaluationStatus: null,
  sectionScores: {},
  sectionOrder: [],
  cefr: null,
  timeToCompleteSeconds: null,
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

describe('sectionColumns', () => {
  it('orders sections as they were taken (earliest position of any candidate), then by name', () => {
    expect(
      sectionColumns([
        row({
          sectionScores: { 'Logical Reasoning': 50, 'English Grammar': 70 },
          sectionOrder: ['Logical Reasoning', 'English Grammar'],
        }),
        row({
          sectionScores: { 'Business Writing': 40, 'Situational Judgement': 60, Zeta: 1, Alpha: 2 },
          sectionOrder: ['Situational Judgement', 'Business Writing'],
        }),
      ]),
    ).toEqual([
      'Logical Reasoning',
      'Situational Judgement',
      'Business Writing',
      'English Grammar',
      'Alpha',
      'Zeta',
    ]);
  });
});

describe('candidatesCsv', () => {
  it('writes a BOM, a header and one CRLF record per candidate with labels and neutralised cells', () => {
    const csv = candidatesCsv([
      row({ fullName: '=cmd|" /C calc"!A0', phone: '+44 20 7946 0000', testStatus: 'questions_generated' }),
      row({
        fullName: 'Zoë "Z" Ng, PhD',
        email: 'zoe@example.com',
        testStatus: 'submitted',
        totalScore: 87.5,
        evaluationStatus: 'needs_review',
        sectionScores: { 'Logical Reasoning': 75, 'English Grammar': 100 },
        sectionOrder: ['Logical Reasoning', 'English Grammar'],
        cefr: 'B2',
        timeToCompleteSeconds: 1530,
        lastSubmittedAt: new Date('2026-11-02T09:30:00Z'),
      }),
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
      'Evaluation status',
      'Logical Reasoning',
      'English Grammar',
      'CEFR level (indicative)',
      'Time to complete (minutes)',
      'Added',
      'Submitted at',
      'Assessment',
      'Stage',
      'Source',
    ]);
    expect(first?.[0]).toBe(`'=cmd|" /C calc"!A0`);
    expect(first?.[2]).toBe(`'+44 20 7946 0000`);
    expect(first?.slice(5)).toEqual([
      'Ready',
      ...['', '', '', '', '', ''],
      '2026-11-01T10:00:00.000Z',
      ...['', '', 'New', 'CSV upload'],
    ]);
    expect(second).toEqual([
      'Zoë "Z" Ng, PhD',
      'zoe@example.com',
      '',
      '',
      '',
      'Submitted',
      '87.5',
      'Awaiting rating',
      '75.0',
      '100.0',
      'B2',
      // 1530 s = 25.5 minutes
      '25.5',
      '2026-11-01T10:00:00.000Z',
      '2026-11-02T09:30:00.000Z',
      '',
      'New',
      'CSV upload',
    ]);
  });

  it("ends with the opening, the stage in the company's words and the source when nobody is scored", () => {
    const csv = candidatesCsv(
      [
        row({ assessmentName: 'Sales Associate — Pune', stage: 'shortlisted', source: 'link' }),
        row({ assessmentName: '=Evil()', stage: 'promoted', source: 'carrier pigeon' }),
      ],
      { new: 'Applied', shortlisted: 'Interview', rejected: 'Declined', hired: 'Offer' },
    );
    const [header, first, second] = parse(csv.slice(1)) as string[][];
    expect(header?.slice(-3)).toEqual(['Assessment', 'Stage', 'Source']);
    expect(first?.slice(-3)).toEqual(['Sales Associate — Pune', 'Interview', 'Invitation link']);
    // Unknown keys read as the defaults; a formula stays text.
    expect(second?.slice(-3)).toEqual([`'=Evil()`, 'Applied', 'CSV upload']);
  });

  it("labels a profile's column as its completeness, not a score (decision 013)", () => {
    const csv = candidatesCsv([
      row({
        totalScore: 75,
        sectionScores: { 'Logical Reasoning': 75, 'Big Five Personality': 100, 'Work Style': 90 },
        sectionOrder: ['Logical Reasoning', 'Big Five Personality', 'Work Style'],
        profileSections: ['Big Five Personality', 'Work Style'],
      }),
      row({ sectionScores: { 'Logical Reasoning': 50 }, sectionOrder: ['Logical Reasoning'] }),
    ]);
    const [header, first] = parse(csv.slice(1)) as string[][];
    expect(header?.slice(6, 11)).toEqual([
      'Score',
      'Evaluation status',
      'Logical Reasoning',
      'Big Five Personality (profile: % answered)',
      'Work Style (profile: % answered)',
    ]);
    expect(first?.slice(6, 11)).toEqual(['75.0', '', '75.0', '100.0', '90.0']);
  });

  it('neutralises a section name that looks like a formula in the header', () => {
    const csv = candidatesCsv([row({ sectionScores: { '=1+1': 10 }, sectionOrder: ['=1+1'] })]);
    const [header, first] = parse(csv.slice(1)) as string[][];
    expect(header?.[8]).toBe(`'=1+1`);
    expect(first?.[8]).toBe('10.0');
  });
});

describe('sectionColumns and percentileColumns', () => {
  it('list every section in the order taken, then by name; a percentile where any has a norm', () => {
    const rows = [
      row({
        sectionScores: { 'Logical Reasoning': 50, 'Big Five Personality': 100 },
        sectionOrder: ['Logical Reasoning', 'Business Writing', 'Big Five Personality'],
        profileSections: ['Big Five Personality'],
        percentiles: { 'Logical Reasoning': null },
      }),
      row({
        sectionScores: { 'English Grammar': 70, 'Business Writing': 40, Legacy: 10 },
        sectionOrder: ['English Grammar', 'Business Writing'],
        percentiles: { 'English Grammar': 63 },
      }),
    ];
    // Business Writing awaits a rating for one and is scored for the other; Legacy was not in the order taken.
    expect(sectionColumns(rows)).toEqual([
      'English Grammar',
      'Logical Reasoning',
      'Business Writing',
      'Big Five Personality',
      'Legacy',
    ]);
    expect(percentileColumns(rows)).toEqual(['English Grammar', 'Logical Reasoning']);
  });
});

describe('the section and percentile columns', () => {
  it('a section awaiting a rating, or below the norm group, leaves its cell empty; percentiles follow the source', () => {
    const csv = candidatesCsv([
      row({
        fullName: 'Rated',
        totalScore: 80,
        evaluationStatus: 'completed',
        sectionScores: { 'Logical Reasoning': 82.25, 'Business Writing': 0, 'Work Style': 100 },
        sectionOrder: ['Logical Reasoning', 'Business Writing', 'Work Style'],
        profileSections: ['Work Style'],
        percentiles: { 'Logical Reasoning': 0 },
        stage: 'shortlisted',
      }),
      row({
        fullName: 'Awaiting',
        evaluationStatus: 'needs_review',
        // Business Writing awaits a person's rating: absent from section_scores.
        sectionScores: { 'Logical Reasoning': 40, 'Work Style': 90 },
        sectionOrder: ['Logical Reasoning', 'Business Writing', 'Work Style'],
        profileSections: ['Work Style'],
        percentiles: { 'Logical Reasoning': null },
      }),
      row({ fullName: 'Not yet' }),
    ]);
    const [header, rated, awaiting, notYet] = parse(csv.slice(1)) as string[][];
    const first = header?.indexOf('Evaluation status') ?? -1;
    expect(header?.slice(first + 1, first + 4)).toEqual([
      'Logical Reasoning',
      'Business Writing',
      'Work Style (profile: % answered)',
    ]);
    // A score of 0 is a number; a section awaiting a person's rating is empty, never 0.
    expect(rated?.slice(first + 1, first + 4)).toEqual(['82.3', '0.0', '100.0']);
    expect(awaiting?.slice(first + 1, first + 4)).toEqual(['40.0', '', '90.0']);
    expect(notYet?.slice(first + 1, first + 4)).toEqual(['', '', '']);
    // One column per number: the percentile after the source, never a second copy of the score.
    const at = header?.indexOf('Source') ?? -1;
    expect(header?.slice(at)).toEqual(['Source', 'Logical Reasoning percentile']);
    expect(header?.filter((h) => h.includes('Logical Reasoning'))).toHaveLength(2);
    // A percentile of 0 is a number; below the norm group it is not known.
    expect(rated?.slice(at + 1)).toEqual(['0']);
    expect(awaiting?.slice(at + 1)).toEqual(['']);
    expect(notYet?.slice(at + 1)).toEqual(['']);
    expect(header?.some((h) => h.startsWith('Work Style ') && h !== 'Work Style (profile: % answered)')).toBe(
      false,
    );
  });

  it('neutralise a section name that looks like a formula', () => {
    const csv = candidatesCsv([
      row({ sectionScores: { '@SUM(A1)': 10 }, sectionOrder: ['@SUM(A1)'], percentiles: { '@SUM(A1)': 50 } }),
    ]);
    const [header, first] = parse(csv.slice(1)) as string[][];
    expect(header?.[8]).toBe(`'@SUM(A1)`);
    expect(header?.at(-1)).toBe(`'@SUM(A1) percentile`);
    expect([first?.[8], first?.at(-1)]).toEqual(['10.0', '50']);
  });
});

describe('exportFilename', () => {
  it("names one opening's export after it, and any other export candidates-<day>", () => {
    const now = new Date('2026-12-02T10:00:00Z');
    expect(exportFilename(null, now)).toBe('candidates-2026-12-02.csv');
    expect(exportFilename('Sales Associate — Pune', now)).toBe('sales-associate-pune-2026-12-02.csv');
    expect(exportFilename('विक्रय सहायक, पुणे', now)).toBe('विक्रय-सहायक-पुणे-2026-12-02.csv');
    expect(exportFilename('../../etc/passwd', now)).toBe('etc-passwd-2026-12-02.csv');
    expect(exportFilename('—', now)).toBe('candidates-2026-12-02.csv');
  });

  it("names the day on the company's calendar: 1:00 in Pune is already the 3rd", () => {
    const late = new Date('2026-12-02T19:30:00Z');
    expect(exportFilename(null, late, 'Asia/Kolkata')).toBe('candidates-2026-12-03.csv');
    expect(exportFilename(null, late)).toBe('candidates-2026-12-02.csv');
  });
});

describe("the export's times", () => {
  it("are ISO 8601 in the company's time zone, with its offset", () => {
    const csv = candidatesCsv(
      [
        row({
          createdAt: new Date('2026-11-01T20:00:00Z'),
          lastSubmittedAt: new Date('2026-11-02T09:30:00Z'),
        }),
      ],
      undefined,
      'Asia/Kolkata',
    );
    const [header, first] = parse(csv.slice(1)) as string[][];
    const cell = (name: string) => first?.[header?.indexOf(name) ?? -1];
    expect(cell('Added')).toBe('2026-11-02T01:30:00+05:30');
    expect(cell('Submitted at')).toBe('2026-11-02T15:00:00+05:30');
  });
});
