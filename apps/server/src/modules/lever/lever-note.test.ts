import { describe, expect, it } from 'vitest';
import { resultNote } from './lever-note';

describe('the note written to the opportunity', () => {
  it('gives the overall and each section out of 100, rounded, and the report link, in plain text', () => {
    expect(
      resultNote({
        assessmentName: 'Analyst screening',
        totalScore: 72.6,
        sectionScores: { 'Logical Reasoning': 80, 'English Grammar': 64.4 },
        reportUrl: 'https://hire.example/admin-dashboard?report=c1',
      }),
    ).toBe(
      [
        'HireAssess result: Analyst screening',
        'Overall: 73/100',
        'Logical Reasoning: 80/100',
        'English Grammar: 64/100',
        'Report: https://hire.example/admin-dashboard?report=c1',
      ].join('\n'),
    );
  });

  it('says so when there is no overall score (a personality-only assessment)', () => {
    expect(
      resultNote({ assessmentName: 'Fit', totalScore: null, sectionScores: {}, reportUrl: 'https://x/r' }),
    ).toBe('HireAssess result: Fit\nOverall: not scored\nReport: https://x/r');
  });
});
