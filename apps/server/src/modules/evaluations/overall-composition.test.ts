import { isProfileKind, listInWords, overallComposition, profileWeightNote } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type ScoringQuestion, type ScoringSection, scoreEvaluation } from './scoring';

// What the report says the overall score includes (decision 013) must be what scoring computed
// (decision 007): every case below scores real answers, then reads the composition of that evaluation.

let ids = 0;
const q = (type: string, scoring: Partial<ScoringQuestion['scoring']>, options = 4): ScoringQuestion => {
  ids += 1;
  return {
    id: `q${ids}`,
    number: ids,
    type,
    options: Array.from({ length: type === 'likert_scale' ? 5 : options }, (_, i) => `o${i}`),
    scoring: { itemId: `item-${ids}`, itemVersion: 1, source: 'bank', ...scoring },
  };
};
const section = (id: string, name: string, category: string, order: number, questions: ScoringQuestion[]) =>
  ({ id, name, category, displayOrder: order, questions, attempt: null }) satisfies ScoringSection;

// Logical reasoning: 3 of 4 right → 75.
const lr = [0, 1, 2, 3].map((key) => q('mcq', { keyIndex: key }));
// English grammar: 1 of 2 right → 50.
const grammar = [q('mcq', { keyIndex: 0 }), q('mcq', { keyIndex: 0 })];
// Big Five: conscientiousness all 5 (→ 100 % of range), openness all 3 (→ 50 %).
const bigFive = [
  q('likert_scale', { trait: 'conscientiousness' }),
  q('likert_scale', { trait: 'conscientiousness' }),
  q('likert_scale', { trait: 'openness' }),
  q('likert_scale', { trait: 'openness' }),
];
const workStyle = [q('forced_choice', { optionKeys: ['structured', 'flexible'] }, 2)];

const sections = [
  section('s1', 'Logical Reasoning', 'psychometric', 1, lr),
  section('s2', 'Big Five Personality', 'psychometric', 2, bigFive),
  section('s3', 'English Grammar', 'english', 3, grammar),
  section('s4', 'Work Style', 'psychometric', 4, workStyle),
];
const answers = new Map<string, number | string>([
  ...lr.map((x, i): [string, number] => [x.id, i === 3 ? 0 : i]),
  [grammar[0]?.id ?? '', 0],
  [grammar[1]?.id ?? '', 1],
  [bigFive[0]?.id ?? '', 4],
  [bigFive[1]?.id ?? '', 4],
  [bigFive[2]?.id ?? '', 2],
  [bigFive[3]?.id ?? '', 2],
  [workStyle[0]?.id ?? '', 0],
]);
const input = { sections, answers, grades: new Map(), integrityEvents: [] };

/** The weighted mean of exactly what the composition says is included. */
function meanOfIncluded(data: ReturnType<typeof scoreEvaluation>['data']) {
  const c = overallComposition(data);
  const parts = [
    ...c.sections.map((s) => ({ w: s.weight, x: data.sections.find((d) => d.name === s.name)?.score ?? 0 })),
    ...c.traits.map((t) => ({ w: t.weight, x: data.traits.find((d) => d.trait === t.trait)?.score ?? 0 })),
  ];
  const sum = parts.reduce((a, p) => a + p.w, 0);
  return sum === 0 ? null : Math.round((10 * parts.reduce((a, p) => a + p.w * p.x, 0)) / sum) / 10;
}

describe('overallComposition', () => {
  it('names the scored sections equally weighted and the profiles as not included', () => {
    const r = scoreEvaluation(input);
    expect(r.totalScore).toBe(62.5); // (75 + 50) / 2
    // The profile sections' stored numbers are completeness (all answered), not performance.
    expect(r.sectionScores['Big Five Personality']).toBe(100);
    expect(r.sectionScores['Work Style']).toBe(100);
    const c = overallComposition(r.data);
    expect(c.sections).toEqual([
      { name: 'Logical Reasoning', weight: 1 },
      { name: 'English Grammar', weight: 1 },
    ]);
    expect(c.profiles).toEqual(['Big Five Personality', 'Work Style']);
    expect(c.traits).toEqual([]);
    expect(c.sentences).toEqual([
      'Includes Logical Reasoning and English Grammar, equally weighted.',
      'Big Five Personality and Work Style are profiles, not scores: not included.',
    ]);
    expect(meanOfIncluded(r.data)).toBe(r.totalScore);
  });

  it('says plainly when the assessment weights a trait, and the total follows it', () => {
    const r = scoreEvaluation({ ...input, traitWeights: { conscientiousness: 2 } });
    expect(r.totalScore).toBe(81.3); // (75 + 50 + 2 × 100) / 4 = 81.25
    const c = overallComposition(r.data);
    expect(c.traits).toEqual([{ trait: 'conscientiousness', label: 'Conscientiousness', weight: 2 }]);
    expect(c.sentences).toEqual([
      'Includes Logical Reasoning and English Grammar, each at weight 1.',
      'Includes Conscientiousness at weight 2, set by the assessment.',
      'Big Five Personality and Work Style are profiles, not scores: only the weighted traits above count.',
    ]);
    expect(meanOfIncluded(r.data)).toBe(r.totalScore);
    // The Big Five's line names the trait that counts; the work style's says it is not in.
    const [bigFive, workStyle] = r.data.sections.filter((s) => isProfileKind(s.kind));
    expect(profileWeightNote(bigFive ?? { traits: [] }, r.data.traitWeights)).toBe(
      'Conscientiousness (weight 2) in overall score',
    );
    expect(profileWeightNote(workStyle ?? { traits: [] }, r.data.traitWeights)).toBe('Not in overall score');
    expect(profileWeightNote(bigFive ?? { traits: [] }, {})).toBe('Not in overall score');
  });

  it('gives the weights when they differ and names a section weighted 0', () => {
    const r = scoreEvaluation({ ...input, weights: { cognitive: 3, english: 0, sjt: 1, writing: 1 } });
    expect(r.totalScore).toBe(75);
    const c = overallComposition(r.data);
    expect(c.sentences).toEqual([
      'Includes Logical Reasoning.',
      'English Grammar is not included: weight 0, set by the assessment.',
      'Big Five Personality and Work Style are profiles, not scores: not included.',
    ]);
    const both = scoreEvaluation({ ...input, weights: { cognitive: 3, english: 1, sjt: 1, writing: 1 } });
    expect(overallComposition(both.data).sentences[0]).toBe(
      'Includes Logical Reasoning at weight 3 and English Grammar at weight 1, set by the assessment.',
    );
    expect(meanOfIncluded(both.data)).toBe(both.totalScore);
  });

  it('says there is no overall score when only profiles were taken', () => {
    const r = scoreEvaluation({ ...input, sections: [sections[1] as ScoringSection] });
    expect(r.totalScore).toBeNull();
    expect(overallComposition(r.data).sentences).toEqual([
      'No overall score: no scored section or trait is weighted in this assessment.',
      'Big Five Personality is a profile, not a score: not included.',
    ]);
    expect(meanOfIncluded(r.data)).toBeNull();
  });
});

describe('profile kinds and words', () => {
  it('treats personality and work style as profiles, every other kind as scored', () => {
    expect(['personality', 'work_style'].map(isProfileKind)).toEqual([true, true]);
    expect(['cognitive', 'english', 'sjt', 'writing', '', null, undefined].map(isProfileKind)).toEqual(
      Array(7).fill(false),
    );
  });

  it('lists in words', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['A'])).toBe('A');
    expect(listInWords(['A', 'B'])).toBe('A and B');
    expect(listInWords(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
