import type { TEvaluationData, TOpenEndedGrade, TQuestionResult, TSectionResult } from '@app/contracts';
import type { ReportInput } from '../src/modules/reports/report-pdf';

/**
 * A hand-made evaluation as scoring-v2 writes it (decision 035): six sections (keyed, English with CEFR,
 * SJT, writing, Big Five, work style), for the renderer's tests. The writing holds an answer rated by two
 * people, one an admin overrode (over the model's suggestion) and one whose model suggestion awaits a
 * person's rating, so the writing section and the overall score have no number yet.
 */
const keyed = (prefix: string, n: number, right: number, extra: Partial<TQuestionResult> = {}) =>
  Array.from(
    { length: n },
    (_, i): TQuestionResult => ({
      questionId: `q-${prefix}-${i + 1}`,
      number: i + 1,
      type: 'mcq',
      answered: true,
      answer: 0,
      correct: i < right,
      credit: i < right ? 1 : 0,
      points: i < right ? 1 : 0,
      maxPoints: 1,
      ...extra,
    }),
  );

/** The model's grade of the third written answer: a suggestion awaiting a person's rating. */
const SUGGESTION: TOpenEndedGrade = {
  method: 'ai',
  criteria: { task_response: 3, coherence: 3, lexical_resource: 3, grammar_accuracy: 2.5 },
  credit: 0.575,
  needsReview: true,
  note: "The model's two gradings differ by 2 bands on a criterion (more than 1): look closely",
  details: { model: 'gpt-test', promptVersion: 'rubric-grading-v1' },
};

const WRITING_METHOD =
  "rubric grade of each answer, 4 criteria × 0-5, total / 20: the mean of the people's ratings, an admin's override, or the model's grade once a person confirms it; score = mean × 100 (unanswered = 0); no score while an answer awaits a person's rating";

const section = (
  s: Partial<TSectionResult> & Pick<TSectionResult, 'name' | 'kind' | 'score'>,
): TSectionResult => ({
  sectionId: `s-${s.name.toLowerCase().replaceAll(' ', '-')}`,
  weight: 1,
  method: 'percent correct of the keyed questions (unanswered = wrong)',
  questions: 0,
  answered: 0,
  needsReview: false,
  timeSeconds: 754,
  startedAt: '2026-11-20T09:00:00.000Z',
  submittedAt: '2026-11-20T09:12:34.000Z',
  closedBy: 'candidate',
  integrityEvents: {},
  ...s,
});

export function reportFixture(): ReportInput {
  const logical = keyed('logical', 12, 9, { skill: 'deductive' });
  const grammar = keyed('grammar', 6, 4, { cefr: 'B1' });
  const sjt = keyed('sjt', 6, 0, { type: 'sjt', correct: null });
  const writing: TQuestionResult[] = [
    {
      questionId: 'q-writing-1',
      number: 1,
      type: 'open_ended',
      answered: true,
      answer: 'Dear team, …',
      correct: null,
      credit: 0.65,
      points: 0.65,
      maxPoints: 1,
      grade: {
        method: 'rating',
        criteria: { task_response: 4, coherence: 3.5, lexical_resource: 3, grammar_accuracy: 2.5 },
        credit: 0.65,
        needsReview: false,
        note: 'Rated by 2 people: the mean of their ratings per criterion',
        details: {
          ratings: [
            {
              raterUserId: 'rater-1',
              raterName: 'Priya Admin',
              criteria: { task_response: 4, coherence: 4, lexical_resource: 3, grammar_accuracy: 3 },
              at: '2026-11-21T09:30:00.000Z',
            },
            {
              raterUserId: 'rater-2',
              raterName: 'Tomás Rater',
              criteria: { task_response: 4, coherence: 3, lexical_resource: 3, grammar_accuracy: 2 },
              at: '2026-11-21T11:10:00.000Z',
            },
          ],
        },
      },
    },
    {
      questionId: 'q-writing-2',
      number: 2,
      type: 'open_ended',
      answered: true,
      answer: 'Hello …',
      correct: null,
      credit: 0.5,
      points: 0.5,
      maxPoints: 1,
      grade: {
        method: 'override',
        credit: 0.5,
        needsReview: false,
        note: 'Overridden by an admin to 50: Shorter than asked but to the point',
        details: {
          overriddenGrade: {
            method: 'ai',
            criteria: { task_response: 2, coherence: 3, lexical_resource: 4, grammar_accuracy: 5 },
            credit: 0.7,
            needsReview: true,
            note: "The mean of the model's two gradings at temperature 0",
          },
          adminUserId: 'admin-1',
          at: '2026-11-21T14:05:00.000Z',
        },
      },
    },
    {
      questionId: 'q-writing-3',
      number: 3,
      type: 'open_ended',
      answered: true,
      answer: 'Hi …',
      correct: null,
      // The model's suggestion alone counts for nothing: no credit until a person rates or confirms it.
      credit: null,
      points: null,
      maxPoints: 1,
      awaitingRating: true,
      grade: SUGGESTION,
    },
  ];
  const likert = Array.from(
    { length: 10 },
    (_, i): TQuestionResult => ({
      questionId: `q-likert-${i + 1}`,
      number: i + 1,
      type: 'likert_scale',
      answered: true,
      answer: 3,
      correct: null,
      credit: null,
      points: null,
      maxPoints: null,
      trait: i < 5 ? 'conscientiousness' : 'emotional_stability',
      reverse: i % 2 === 1,
      keyedResponse: 4,
    }),
  );
  const styles = Array.from(
    { length: 6 },
    (_, i): TQuestionResult => ({
      questionId: `q-fc-${i + 1}`,
      number: i + 1,
      type: 'forced_choice',
      answered: true,
      answer: 0,
      correct: null,
      credit: null,
      points: null,
      maxPoints: null,
      style: i < 4 ? 'structured' : 'collaborative',
    }),
  );

  const cefr = {
    level: 'B1',
    label: 'indicative CEFR (not certified)' as const,
    levels: [
      { level: 'A2', correct: 2, total: 2, percent: 100, reached: true },
      { level: 'B1', correct: 2, total: 3, percent: 66.7, reached: true },
      { level: 'B2', correct: 0, total: 1, percent: 0, reached: false },
    ],
    rule: 'highest level reached without a gap from the lowest level on the form; a level is reached at ≥ 60 % of its items right',
  };
  const traits = [
    {
      trait: 'conscientiousness',
      mean: 3.6,
      score: 65,
      standardError: 6.1,
      band: { low: 58.9, high: 71.1 },
      answered: 5,
      items: 5,
    },
    {
      trait: 'emotional_stability',
      mean: 2.9,
      score: 47.5,
      standardError: 8.4,
      band: { low: 39.1, high: 55.9 },
      answered: 5,
      items: 5,
    },
  ];
  const preferences = [
    { style: 'collaborative', chosen: 2, offered: 6, share: 33.3 },
    { style: 'structured', chosen: 4, offered: 6, share: 66.7 },
  ];

  const data: TEvaluationData = {
    scoringVersion: 'scoring-v2',
    weights: { cognitive: 1, english: 1, sjt: 1, writing: 1 },
    traitWeights: {},
    overallMethod:
      'weighted mean of the scored section scores (weights by section kind, equal by default) and of the trait scores a role weights (none by default); personality and work style sections have weight 0; null when nothing is weighted, and while a weighted section awaits a person’s rating',
    sections: [
      section({
        name: 'Logical Reasoning',
        kind: 'cognitive',
        score: 75,
        questions: 12,
        answered: 12,
        correct: 9,
        bySkill: [{ key: 'deductive', correct: 9, total: 12, percent: 75 }],
        byDifficulty: [
          { key: 'easy', correct: 4, total: 4, percent: 100 },
          { key: 'medium', correct: 3, total: 4, percent: 75 },
          { key: 'hard', correct: 2, total: 4, percent: 50 },
        ],
        integrityEvents: { tab_hidden: 2 },
      }),
      section({
        name: 'English Grammar',
        kind: 'english',
        score: 66.7,
        questions: 6,
        answered: 6,
        correct: 4,
        byDifficulty: [{ key: 'B1', correct: 4, total: 6, percent: 66.7 }],
        cefr,
        timeSeconds: 431,
      }),
      section({
        name: 'Situational Judgement',
        kind: 'sjt',
        score: 61.1,
        method:
          "keyed partial credit: the chosen option's effectiveness e (1-4) earns (e − 1) / 3; score = mean × 100",
        questions: 6,
        answered: 6,
        timeSeconds: 1205,
        integrityEvents: { paste: 1, window_blur: 3 },
      }),
      section({
        name: 'Business Writing',
        kind: 'writing',
        score: null,
        awaitingRating: 1,
        method: WRITING_METHOD,
        questions: 3,
        answered: 3,
        needsReview: true,
        timeSeconds: 1790,
        closedBy: 'timeout',
      }),
      section({
        name: 'Big Five Personality',
        kind: 'personality',
        score: 100,
        weight: 0,
        method:
          'profile only: traits as % of scale range 100 × (mean − 1) / 4 with reverse keys 6 − x and ±1 SE bands; the section score is its completeness (statements answered / statements × 100)',
        questions: 10,
        answered: 10,
        traits,
        timeSeconds: 300,
      }),
      section({
        name: 'Work Style',
        kind: 'work_style',
        score: 100,
        weight: 0,
        method:
          'relative preferences only (share of pairs where each style was chosen, never ranked); the section score is its completeness (pairs answered / pairs × 100)',
        questions: 6,
        answered: 6,
        preferences,
        timeSeconds: 185,
      }),
    ],
    questions: [...logical, ...grammar, ...sjt, ...writing, ...likert, ...styles],
    traits,
    preferences,
    cefr,
    integrityEvents: { paste: 1, tab_hidden: 2, window_blur: 3 },
    totalTimeSeconds: 4665,
    review: [
      {
        questionId: 'q-writing-3',
        reason: `Awaiting a person's rating (the model suggests: ${SUGGESTION.note})`,
      },
    ],
    awaitingRating: 1,
  };

  return {
    company: { name: 'Acme Logistics', locale: 'en-IN', timeZone: 'Asia/Kolkata' },
    candidate: {
      name: 'Zoë Ångström-Łukasiewicz',
      email: 'zoe@example.test',
      position: 'Operations Analyst',
    },
    submittedAt: new Date('2026-11-20T10:30:00Z'),
    generatedAt: new Date('2026-11-22T06:00:00Z'),
    evaluation: {
      status: 'needs_review',
      // The weighted writing section awaits a rating: no overall score yet.
      totalScore: null,
      data,
      overrides: [
        {
          questionId: 'q-writing-2',
          score: 50,
          reason: 'Shorter than asked but to the point',
          adminUserId: 'admin-1',
          adminName: 'Priya Admin',
          createdAt: '2026-11-21T14:05:00.000Z',
        },
      ],
    },
  };
}

/**
 * The fixture once a person has rated the third written answer (3, 3, 3, 2.5 as the mean of their
 * bands): every answer counts, the writing scores (0.65 + 0.5 + 0.575) / 3 = 57.5 and the overall score
 * is the mean of the four weighted sections, 65.1; the evaluation is completed.
 */
export function ratedReportFixture(): ReportInput {
  const input = reportFixture();
  const { awaitingRating: _waiting, ...data } = input.evaluation.data;
  const criteria = { task_response: 3, coherence: 3, lexical_resource: 3, grammar_accuracy: 2.5 };
  const rating: TOpenEndedGrade = {
    method: 'rating',
    criteria,
    credit: 0.575,
    needsReview: false,
    note: 'Rated by a person',
    details: {
      ratings: [
        { raterUserId: 'rater-2', raterName: 'Tomás Rater', criteria, at: '2026-11-22T05:40:00.000Z' },
      ],
      suggestion: SUGGESTION,
    },
  };
  data.questions = data.questions.map(({ awaitingRating: _, ...q }) =>
    q.questionId === 'q-writing-3' ? { ...q, credit: 0.575, points: 0.575, grade: rating } : q,
  );
  data.sections = data.sections.map(({ awaitingRating: _, ...s }) =>
    s.kind === 'writing' ? { ...s, score: 57.5, needsReview: false } : s,
  );
  input.evaluation.data = { ...data, review: [] };
  input.evaluation.status = 'completed';
  input.evaluation.totalScore = 65.1;
  return input;
}
