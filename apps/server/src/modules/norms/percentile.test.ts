import { NORM_MIN_GROUP, normBand, ordinal, sectionNormText, type TEvaluationData } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { midRankPercentile, normTargets, sectionNorms } from './percentile';

const section = (sectionId: string, name: string, kind: string, score: number) => ({
  sectionId,
  name,
  kind,
  score,
});
const data = {
  sections: [
    section('s-logic', 'Logical Reasoning', 'cognitive', 62),
    section('s-big5', 'Big Five', 'personality', 100),
    section('s-style', 'Work Style', 'work_style', 100),
    section('s-sjt', 'Judgement', 'sjt', 40),
  ],
} as unknown as TEvaluationData;

describe('midRankPercentile', () => {
  it('counts those below and half of the ties, over the group', () => {
    // 100 earlier: 70 lower, 2 equal → (70 + 1) / 100 = 71st.
    expect(midRankPercentile(70, 2, 100)).toBe(71);
    // 142 earlier, 100 lower, 3 equal: (100 + 1.5) / 142 = 71.48… → 71.
    expect(midRankPercentile(100, 3, 142)).toBe(71);
  });

  it('puts a candidate tied with everyone at the 50th, and the extremes at 0 and 100', () => {
    expect(midRankPercentile(0, 30, 30)).toBe(50);
    expect(midRankPercentile(0, 0, 30)).toBe(0);
    expect(midRankPercentile(30, 0, 30)).toBe(100);
  });

  it('rounds half up: 1 below of 40 is 2.5 → 3', () => {
    expect(midRankPercentile(1, 0, 40)).toBe(3);
  });

  it('refuses an empty group', () => {
    expect(() => midRankPercentile(0, 0, 0)).toThrow();
  });
});

describe('normBand', () => {
  it('is below most under the 25th, typical from 25 to 75, above most over the 75th', () => {
    expect(normBand(24)).toBe('below_most');
    expect(normBand(25)).toBe('typical');
    expect(normBand(75)).toBe('typical');
    expect(normBand(76)).toBe('above_most');
  });
});

describe('ordinal', () => {
  it('writes English ordinals, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 71, 100, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '71st',
      '100th',
      '111th',
    ]);
  });
});

describe('sectionNorms', () => {
  it('targets scored sections only: profiles never get a percentile', () => {
    expect(normTargets(data).map((t) => t.sectionId)).toEqual(['s-logic', 's-sjt']);
  });

  it('gives a percentile and band from the minimum group, and "so far" below it', () => {
    const norms = sectionNorms(data, [
      { sectionId: 's-logic', testId: 't1', n: 142, below: 100, equal: 3 },
      { sectionId: 's-sjt', testId: 't2', n: NORM_MIN_GROUP - 1, below: 5, equal: 0 },
      // A profile section is dropped even if counts came back for it.
      { sectionId: 's-big5', testId: 't3', n: 200, below: 10, equal: 0 },
    ]);
    expect(norms).toEqual([
      expect.objectContaining({
        sectionId: 's-logic',
        groupSize: 142,
        percentile: 71,
        band: 'typical',
        group: "Your company's earlier candidates of Logical Reasoning (n = 142)",
      }),
      expect.objectContaining({ sectionId: 's-sjt', groupSize: 29, percentile: null, band: null }),
    ]);
    expect(norms.map(sectionNormText)).toEqual([
      "71st percentile (typical) among your company's 142 earlier candidates of this test",
      'No percentile yet: it takes 30 earlier candidates of this test, and there are 29',
    ]);
  });

  it('gives a percentile with exactly the minimum group', () => {
    const [norm] = sectionNorms(data, [{ sectionId: 's-logic', testId: 't1', n: 30, below: 27, equal: 0 }]);
    expect(norm).toMatchObject({ percentile: 90, band: 'above_most' });
  });
});
