import { rubricCriteria } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { AiProvider } from '../ai';
import { combineAiGrades, suggestGrade } from './open-ended';
import {
  indicativeCefr,
  type OpenEndedGrade,
  type ScoringQuestion,
  type ScoringSection,
  scoreEvaluation,
  scoreQuestion,
} from './scoring';

// Every expected number below is worked out by hand in the comment beside it.

let ids = 0;
const q = (type: string, scoring: Partial<ScoringQuestion['scoring']>, options = 4): ScoringQuestion => {
  ids += 1;
  return {
    id: `q${ids}`,
    number: ids,
    type,
    options: Array.from(
      { length: type === 'likert_scale' ? 5 : type === 'true_false' ? 2 : options },
      (_, i) => `o${i}`,
    ),
    scoring: { itemId: `item-${ids}`, itemVersion: 1, source: 'bank', ...scoring },
  };
};
const section = (
  id: string,
  name: string,
  category: string,
  displayOrder: number,
  questions: ScoringQuestion[],
  attempt: ScoringSection['attempt'] = null,
): ScoringSection => ({ id, name, category, displayOrder, questions, attempt });

// Logical reasoning: keys 0, 1, 2, 3, 0 and a true/false keyed False (1).
const lr = [
  q('mcq', { keyIndex: 0, difficulty: 'easy', skill: 'deduction' }),
  q('mcq', { keyIndex: 1, difficulty: 'easy', skill: 'deduction' }),
  q('mcq', { keyIndex: 2, difficulty: 'medium', skill: 'series' }),
  q('mcq', { keyIndex: 3, difficulty: 'medium', skill: 'series' }),
  q('true_false', { keyIndex: 1, difficulty: 'hard', skill: 'series' }),
];
// right, right, wrong (0 ≠ 2), unanswered, right (False = 1) → 3 of 5
const lrAnswers: [string, number][] = [
  ['q1', 0],
  ['q2', 1],
  ['q3', 0],
  ['q5', 1],
];

// English grammar: 5 items at each of A2, B1, B2, C1.
const grammar = ['A2', 'B1', 'B2', 'C1'].flatMap((cefr) =>
  Array.from({ length: 5 }, () => q('mcq', { keyIndex: 2, cefr, skill: 'grammar' })),
);
// right per level: A2 5/5, B1 3/5, B2 2/5, C1 4/5 → 14 of 20
const grammarRight = { A2: 5, B1: 3, B2: 2, C1: 4 } as Record<string, number>;
const grammarAnswers: [string, number][] = grammar.map((item) => {
  const level = item.scoring.cefr ?? '';
  const right = (grammarRight[level] ?? 0) > 0;
  if (right) grammarRight[level] = (grammarRight[level] ?? 0) - 1;
  return [item.id, right ? 2 : 0];
});

// Big Five: conscientiousness 4 statements (2 reverse-keyed), extraversion 2 (one unanswered).
const bigFive = [
  q('likert_scale', { trait: 'conscientiousness', reverse: false }),
  q('likert_scale', { trait: 'conscientiousness', reverse: true }),
  q('likert_scale', { trait: 'conscientiousness', reverse: false }),
  q('likert_scale', { trait: 'conscientiousness', reverse: true }),
  q('likert_scale', { trait: 'extraversion', reverse: false }),
  q('likert_scale', { trait: 'extraversion', reverse: true }),
];
// option index i = response i + 1: 5, 2 (reverse → 6 − 2 = 4), 3, 1 (reverse → 5); extraversion 4
const bigFiveAnswers: [string, number][] = [
  [bigFive[0]?.id ?? '', 4],
  [bigFive[1]?.id ?? '', 1],
  [bigFive[2]?.id ?? '', 2],
  [bigFive[3]?.id ?? '', 0],
  [bigFive[4]?.id ?? '', 3],
];

// SJT: effectiveness per shown option.
const sjt = [
  q('sjt', { optionKeys: [4, 1, 3, 2] }),
  q('sjt', { optionKeys: [2, 4, 1, 3] }),
  q('sjt', { optionKeys: [1, 2, 3, 4] }),
  q('sjt', { optionKeys: [3, 1, 4, 2] }),
];
// e = 4 → 1, e = 3 → 2/3, e = 2 → 1/3, unanswered → 0: 2 of 4 → 50
const sjtAnswers: [string, number][] = [
  [sjt[0]?.id ?? '', 0],
  [sjt[1]?.id ?? '', 3],
  [sjt[2]?.id ?? '', 1],
];

// Work style: forced-choice pairs with the style of each shown statement.
const workStyle = [
  q('forced_choice', { optionKeys: ['structured', 'flexible'] }, 2),
  q('forced_choice', { optionKeys: ['collaborative', 'independent'] }, 2),
  q('forced_choice', { optionKeys: ['flexible', 'structured'] }, 2),
  q('forced_choice', { optionKeys: ['structured', 'collaborative'] }, 2),
];
const workStyleAnswers: [string, number][] = [
  [workStyle[0]?.id ?? '', 0], // structured
  [workStyle[1]?.id ?? '', 1], // independent
  [workStyle[2]?.id ?? '', 1], // structured
];

const writing = [q('open_ended', {})];
const writingGrade: OpenEndedGrade = {
  method: 'ai',
  criteria: { task_response: 4, coherence: 4, lexical_resource: 3, grammar_accuracy: 4 },
  credit: 15 / 20, // 4 + 4 + 3 + 4 = 15 of 20
  needsReview: false,
  note: 'graded',
};

const sections = [
  section('s1', 'Logical Reasoning', 'psychometric', 1, lr, {
    startedAt: new Date('2026-01-05T10:00:00Z'),
    submittedAt: new Date('2026-01-05T10:12:30Z'), // 12 min 30 s = 750 s
    closedBy: 'candidate',
  }),
  section('s2', 'English Grammar', 'english', 2, grammar, {
    startedAt: new Date('2026-01-05T10:15:00Z'),
    submittedAt: new Date('2026-01-05T10:25:00Z'), // 600 s
    closedBy: 'timeout',
  }),
  section('s3', 'Big Five Personality', 'psychometric', 3, bigFive),
  section('s4', 'Situational Judgement', 'psychometric', 4, sjt),
  section('s5', 'Work Style', 'psychometric', 5, workStyle),
  section('s6', 'Business Writing', 'english', 6, writing),
];
const answers = new Map<string, number | string>([
  ...lrAnswers,
  ...grammarAnswers,
  ...bigFiveAnswers,
  ...sjtAnswers,
  ...workStyleAnswers,
  [writing[0]?.id ?? '', 'Dear Sam, I cannot work on Saturday.'],
]);
const input = {
  sections,
  answers,
  grades: new Map([[writing[0]?.id ?? '', writingGrade]]),
  integrityEvents: [
    { type: 'tab_hidden', sectionId: 's1' },
    { type: 'tab_hidden', sectionId: 's1' },
    { type: 'paste', sectionId: 's6' },
  ],
};

const result = scoreEvaluation(input);
const sectionNamed = (name: string) => {
  const found = result.data.sections.find((s) => s.name === name);
  if (!found) throw new Error(`no section ${name}`);
  return found;
};

describe('keyed questions (mcq, true/false)', () => {
  it('scores percent correct with unanswered as wrong, and breaks it down by difficulty and skill', () => {
    const s = sectionNamed('Logical Reasoning');
    expect(s.kind).toBe('cognitive');
    expect(s.score).toBe(60); // 3 / 5 × 100
    expect(s.correct).toBe(3);
    expect(s.answered).toBe(4);
    expect(s.byDifficulty).toEqual([
      { key: 'easy', correct: 2, total: 2, percent: 100 },
      { key: 'hard', correct: 1, total: 1, percent: 100 },
      { key: 'medium', correct: 0, total: 2, percent: 0 },
    ]);
    expect(s.bySkill).toEqual([
      { key: 'deduction', correct: 2, total: 2, percent: 100 },
      { key: 'series', correct: 1, total: 3, percent: 33.3 }, // 1 / 3 = 33.33…
    ]);
    const perQuestion = result.data.questions.filter((r) => lr.some((x) => x.id === r.questionId));
    expect(perQuestion.map((r) => [r.correct, r.points, r.answered])).toEqual([
      [true, 1, true],
      [true, 1, true],
      [false, 0, true],
      [false, 0, false],
      [true, 1, true],
    ]);
  });

  it('counts an out-of-range index as wrong', () => {
    const item = q('mcq', { keyIndex: 0 });
    expect(scoreQuestion(item, 7, undefined)).toMatchObject({ answered: false, correct: false, credit: 0 });
  });
});

describe('English and the indicative CEFR level', () => {
  it('scores percent correct and the highest level reached without a gap (≥ 60 % of its items)', () => {
    const s = sectionNamed('English Grammar');
    expect(s.kind).toBe('english');
    expect(s.score).toBe(70); // 14 / 20
    // A2 100 % reached, B1 60 % reached, B2 40 % not reached → B1 (C1's 80 % does not jump the gap)
    expect(s.cefr?.level).toBe('B1');
    expect(s.cefr?.label).toBe('indicative CEFR (not certified)');
    expect(s.cefr?.levels).toEqual([
      { level: 'A2', correct: 5, total: 5, percent: 100, reached: true },
      { level: 'B1', correct: 3, total: 5, percent: 60, reached: true },
      { level: 'B2', correct: 2, total: 5, percent: 40, reached: false },
      { level: 'C1', correct: 4, total: 5, percent: 80, reached: true },
    ]);
    expect(result.data.cefr?.level).toBe('B1');
  });

  it('gives no level when the lowest level on the form is not reached', () => {
    // A2: 2 of 5 = 40 % → not reached
    const results = Array.from({ length: 5 }, (_, i) => ({
      questionId: `x${i}`,
      number: i,
      type: 'mcq',
      answered: true,
      answer: 0,
      correct: i < 2,
      credit: i < 2 ? 1 : 0,
      points: i < 2 ? 1 : 0,
      maxPoints: 1,
      cefr: 'A2',
    }));
    expect(indicativeCefr(results)?.level).toBeNull();
    expect(indicativeCefr([])).toBeNull();
  });
});

describe('Likert traits', () => {
  it('reverse-keys 6 − x, scores % of scale range with a ±1 SE band, and counts what was answered', () => {
    const s = sectionNamed('Big Five Personality');
    expect(s.kind).toBe('personality');
    expect(s.weight).toBe(0);
    expect(s.score).toBe(83.3); // completeness: 5 of 6 statements = 83.33…
    const c = result.data.traits.find((t) => t.trait === 'conscientiousness');
    // keyed 5, 4, 3, 5: mean 17 / 4 = 4.25; 100 × (4.25 − 1) / 4 = 81.25 → 81.3
    // deviations .75, −.25, −1.25, .75; squares sum 2.75; SD = √(2.75 / 3) = .9574; SE = .9574 / 2 × 25 = 11.97
    expect(c).toEqual({
      trait: 'conscientiousness',
      mean: 4.25,
      score: 81.3,
      standardError: 12,
      band: { low: 69.3, high: 93.2 }, // 81.25 ∓ 11.97
      answered: 4,
      items: 4,
    });
    // one answer (4): mean 4 → 75; no SE from one answer
    expect(result.data.traits.find((t) => t.trait === 'extraversion')).toEqual({
      trait: 'extraversion',
      mean: 4,
      score: 75,
      standardError: null,
      band: null,
      answered: 1,
      items: 2,
    });
  });

  it('clamps the band to 0-100', () => {
    const items = [q('likert_scale', { trait: 'openness' }), q('likert_scale', { trait: 'openness' })];
    const r = scoreEvaluation({
      sections: [section('p', 'P', 'psychometric', 1, items)],
      answers: new Map([
        [items[0]?.id ?? '', 4],
        [items[1]?.id ?? '', 3],
      ]),
      grades: new Map(),
      integrityEvents: [],
    });
    // 5 and 4: mean 4.5 → 87.5; SD = √0.5 = .7071, SE = .7071 / √2 × 25 = 12.5 → 75 to 100 (not 100.0 + )
    expect(r.data.traits[0]).toMatchObject({
      score: 87.5,
      standardError: 12.5,
      band: { low: 75, high: 100 },
    });
  });
});

describe('SJT partial credit', () => {
  it("earns (e − 1) / 3 for the chosen option's effectiveness e", () => {
    const s = sectionNamed('Situational Judgement');
    expect(s.kind).toBe('sjt');
    expect(s.score).toBe(50); // (1 + 2/3 + 1/3 + 0) / 4 × 100
    const credits = result.data.questions.filter((r) => r.type === 'sjt').map((r) => r.credit);
    expect(credits[0]).toBe(1);
    expect(credits[1]).toBeCloseTo(2 / 3, 10);
    expect(credits[2]).toBeCloseTo(1 / 3, 10);
    expect(credits[3]).toBe(0);
  });
});

describe('forced choice: relative preferences', () => {
  it('counts the chosen styles as shares of the answered pairs, with weight 0', () => {
    const s = sectionNamed('Work Style');
    expect(s.kind).toBe('work_style');
    expect(s.weight).toBe(0);
    expect(s.score).toBe(75); // completeness: 3 of 4 pairs answered
    // 3 answered: structured 2 (offered 3), independent 1 (offered 1), others 0
    expect(s.preferences).toEqual([
      { style: 'collaborative', chosen: 0, offered: 2, share: 0 },
      { style: 'flexible', chosen: 0, offered: 2, share: 0 },
      { style: 'independent', chosen: 1, offered: 1, share: 33.3 },
      { style: 'structured', chosen: 2, offered: 3, share: 66.7 },
    ]);
  });
});

describe('overall score', () => {
  it('is the equal-weighted mean of the scored sections; personality and work style weigh 0', () => {
    expect(sectionNamed('Business Writing').score).toBe(75); // 15 / 20
    // (60 + 70 + 50 + 75) / 4 = 63.75 → 63.8
    expect(result.totalScore).toBe(63.8);
    expect(result.sectionScores).toEqual({
      'Logical Reasoning': 60,
      'English Grammar': 70,
      'Big Five Personality': 83.3,
      'Situational Judgement': 50,
      'Work Style': 75,
      'Business Writing': 75,
    });
    expect(result.needsReview).toBe(false);
  });

  it('follows documented weights, and role weights bring a trait in', () => {
    const weighted = scoreEvaluation({ ...input, weights: { cognitive: 2, english: 1, sjt: 1, writing: 1 } });
    expect(weighted.totalScore).toBe(63); // (2 × 60 + 70 + 50 + 75) / 5 = 315 / 5
    const role = scoreEvaluation({ ...input, traitWeights: { conscientiousness: 1 } });
    expect(role.totalScore).toBe(67.3); // (255 + 81.3) / 5 = 67.26
  });

  it('is null when nothing is weighted', () => {
    const r = scoreEvaluation({ ...input, sections: [sections[2] as ScoringSection] });
    expect(r.totalScore).toBeNull();
  });

  it('is deterministic: the same answers, in any order, give the same evaluation', () => {
    const shuffled = new Map([...answers.entries()].reverse());
    expect(scoreEvaluation({ ...input, answers: shuffled })).toEqual(result);
    expect(scoreEvaluation(input)).toEqual(result);
  });

  it('records time per section, integrity events and the method and version', () => {
    expect(sectionNamed('Logical Reasoning')).toMatchObject({
      timeSeconds: 750,
      closedBy: 'candidate',
      integrityEvents: { tab_hidden: 2 },
    });
    expect(sectionNamed('English Grammar')).toMatchObject({ timeSeconds: 600, closedBy: 'timeout' });
    expect(sectionNamed('Big Five Personality').timeSeconds).toBeNull();
    expect(result.data.totalTimeSeconds).toBe(1350);
    expect(result.data.integrityEvents).toEqual({ paste: 1, tab_hidden: 2 });
    expect(result.scoringVersion).toBe('scoring-v2');
    for (const s of result.data.sections) expect(s.method.length).toBeGreaterThan(10);
  });

  it('gives no number for a written answer nobody rated: the section and the overall score wait', () => {
    const writingId = writing[0]?.id ?? '';
    const r = scoreEvaluation({ ...input, grades: new Map() });
    const section = r.data.sections.find((s) => s.name === 'Business Writing');
    expect(section).toMatchObject({ score: null, awaitingRating: 1, needsReview: true });
    expect(r.data.questions.find((q) => q.questionId === writingId)).toMatchObject({
      answered: true,
      credit: null,
      points: null,
      awaitingRating: true,
    });
    expect(r.totalScore).toBeNull();
    expect(r.sectionScores).not.toHaveProperty('Business Writing');
    expect(r.sectionScores['Logical Reasoning']).toBe(60);
    expect(r.needsReview).toBe(true);
    expect(r.data.awaitingRating).toBe(1);
    expect(r.data.review).toEqual([{ questionId: writingId, reason: "Awaiting a person's rating" }]);
  });

  it("keeps the model's grade a suggestion that counts only once confirmed", () => {
    const writingId = writing[0]?.id ?? '';
    const suggested = scoreEvaluation({
      ...input,
      grades: new Map([[writingId, { ...writingGrade, method: 'ai', needsReview: true, note: 'the mean' }]]),
    });
    expect(suggested.totalScore).toBeNull();
    expect(suggested.data.questions.find((q) => q.questionId === writingId)).toMatchObject({
      credit: null,
      awaitingRating: true,
      grade: { method: 'ai' },
    });
    expect(suggested.data.review[0]?.reason).toBe(
      "Awaiting a person's rating (the model suggests: the mean)",
    );
  });

  it('keeps the overall score when the role does not weigh the waiting section', () => {
    const r = scoreEvaluation({
      ...input,
      grades: new Map(),
      weights: { cognitive: 1, english: 1, sjt: 1, writing: 0 },
    });
    expect(r.totalScore).toBe(60); // (60 + 70 + 50) / 3
  });
});

describe('open-ended: AI grading twice at temperature 0', () => {
  it('takes the mean of two gradings and notes a gap of more than one band', () => {
    const a = { task_response: 4, coherence: 3, lexical_resource: 5, grammar_accuracy: 2 };
    const far = { task_response: 4, coherence: 5, lexical_resource: 4, grammar_accuracy: 2 };
    // coherence 3 vs 5: gap 2 > 1 → review; means 4, 4, 4.5, 2
    expect(combineAiGrades(a, far)).toEqual({
      criteria: { task_response: 4, coherence: 4, lexical_resource: 4.5, grammar_accuracy: 2 },
      disagreement: 2,
      disagreed: true,
    });
    const near = { task_response: 5, coherence: 3, lexical_resource: 4, grammar_accuracy: 2 };
    expect(combineAiGrades(a, near).disagreed).toBe(false); // largest gap 1
  });

  const fakeAi = (contents: string[]) => {
    const calls: { temperature: number }[] = [];
    const ai = {
      async completeJson(request: { temperature: number; read: (content: string) => unknown }) {
        calls.push({ temperature: request.temperature });
        const content = contents[calls.length - 1];
        if (content === undefined) throw new Error('no more answers');
        return { value: request.read(content), model: 'fake-model' };
      },
    } as unknown as AiProvider;
    return { ai, calls };
  };
  const grade = (scores: number[]) =>
    JSON.stringify(
      Object.fromEntries(
        ['task_response', 'coherence', 'lexical_resource', 'grammar_accuracy'].map((c, i) => [
          c,
          { score: scores[i], evidence: 'quoted' },
        ]),
      ),
    );
  const task = {
    prompt: 'Write to Sam',
    criteria: rubricCriteria(undefined),
    answer: 'Dear Sam, no.',
    minWords: 10,
    maxWords: 40,
  };

  it('suggests a grade from the provider, twice at temperature 0, that waits for a person', async () => {
    const { ai, calls } = fakeAi([grade([4, 4, 3, 4]), grade([4, 3, 3, 4])]);
    const g = await suggestGrade(ai, task);
    expect(calls).toEqual([{ temperature: 0 }, { temperature: 0 }]);
    // means 4, 3.5, 3, 4 = 14.5 of 20
    expect(g).toMatchObject({ method: 'ai', credit: 14.5 / 20, needsReview: true });
  });

  it('suggests nothing when the provider fails, and nothing without one: no invented grade', async () => {
    const { ai } = fakeAi([grade([4, 4, 3, 4])]);
    expect(await suggestGrade(ai, task)).toBeNull();
    expect(await suggestGrade(null, task)).toBeNull();
  });
});
