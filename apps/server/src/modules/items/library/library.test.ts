import { INDUSTRIES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../assessments/test-ids';
import { bankProblems } from './bank-invariants';
import { ITEM_BANKS } from './index';

// The seeded test_library rows (migration 0004): name and question_count per id.
const LIBRARY: Record<string, { name: string; questionCount: number }> = {
  [TEST_IDS.bigFive]: { name: 'Big Five Work Personality', questionCount: 40 },
  [TEST_IDS.workStyle]: { name: 'Work Style Preferences', questionCount: 20 },
  [TEST_IDS.situationalJudgement]: { name: 'Situational Judgement', questionCount: 15 },
  [TEST_IDS.logicalReasoning]: { name: 'Logical Reasoning', questionCount: 15 },
  [TEST_IDS.englishGrammar]: { name: 'English Grammar', questionCount: 20 },
  [TEST_IDS.englishVocabulary]: { name: 'English Vocabulary', questionCount: 20 },
  [TEST_IDS.readingComprehension]: { name: 'Reading Comprehension', questionCount: 15 },
  [TEST_IDS.businessWriting]: { name: 'Business Writing', questionCount: 3 },
};

describe('item bank', () => {
  it('has a bank for every seeded test', () => {
    expect([...ITEM_BANKS.keys()].sort()).toEqual(Object.keys(LIBRARY).sort());
  });

  it.each(Object.entries(LIBRARY).map(([testId, t]) => [t.name, testId, t.questionCount] as const))(
    '%s bank keeps its invariants',
    (_name, testId, questionCount) => {
      const bank = ITEM_BANKS.get(testId);
      expect(bank).toBeDefined();
      expect(bank && bankProblems(bank, questionCount)).toEqual([]);
    },
  );

  it('has situational judgement scenarios for every industry, and enough for any one company', () => {
    const sjt = ITEM_BANKS.get(TEST_IDS.situationalJudgement)?.items ?? [];
    const count = (industry: string) => sjt.filter((i) => i.type === 'sjt' && i.industry === industry).length;
    expect(count('General')).toBeGreaterThanOrEqual(30);
    for (const industry of INDUSTRIES) expect(count(industry), industry).toBeGreaterThanOrEqual(5);
  });

  it('has no item id twice across banks', () => {
    const ids = [...ITEM_BANKS.values()].flatMap((b) => b.items.map((i) => i.id));
    expect(ids.length).toBe(new Set(ids).size);
  });
});
