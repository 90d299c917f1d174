import type { TEvaluationData, TQuestionResult, TSectionResult } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  derivation,
  formatDuration,
  strengthsAndRisks as insightsOf,
  reportAvailability,
} from './report-insights';

const t = i18n.getFixedT('en', 'reports');
const strengthsAndRisks = (evaluation: TEvaluationData) => insightsOf(evaluation, t);

const section = (over: Partial<TSectionResult>): TSectionResult => ({
  sectionId: over.name ?? 's',
  name: 'Section',
  kind: 'cognitive',
  score: 0,
  weight: 1,
  method: 'percent correct',
  questions: 10,
  answered: 10,
  needsReview: false,
  timeSeconds: 600,
  startedAt: null,
  submittedAt: null,
  closedBy: 'candidate',
  integrityEvents: {},
  ...over,
});
const question = (answered: boolean): TQuestionResult => ({
  questionId: crypto.randomUUID(),
  number: 1,
  type: 'mcq',
  answered,
  answer: answered ? 0 : null,
  correct: answered,
  credit: answered ? 1 : 0,
  points: null,
  maxPoints: null,
});
const data = (over: Partial<TEvaluationData>): TEvaluationData => ({
  scoringVersion: 'scoring-v1',
  weights: { cognitive: 1, english: 1, sjt: 1, writing: 1 },
  traitWeights: {},
  overallMethod: 'weighted mean',
  sections: [],
  questions: [],
  traits: [],
  preferences: [],
  cefr: null,
  integrityEvents: {},
  totalTimeSeconds: null,
  review: [],
  ...over,
});

describe('strengthsAndRisks', () => {
  it('names scored sections at 70+ as strengths and below 50 as risks, never weight-0 sections', () => {
    const result = strengthsAndRisks(
      data({
        sections: [
          section({ name: 'Logic', score: 85 }),
          section({ name: 'Judgement', score: 72.5 }),
          section({ name: 'Writing', score: 40, kind: 'writing' }),
          section({ name: 'Middle', score: 60 }),
          section({ name: 'Big Five', score: 100, kind: 'personality', weight: 0 }),
        ],
      }),
    );
    expect(result.strengths.map((s) => s.text)).toEqual(['Logic: 85.0 / 100', 'Judgement: 72.5 / 100']);
    expect(result.risks.map((s) => s.text)).toEqual(['Writing: 40.0 / 100']);
  });

  it('gives the best and weakest skill with their counts', () => {
    const result = strengthsAndRisks(
      data({
        sections: [
          section({
            name: 'Logic',
            score: 60,
            bySkill: [
              { key: 'numerical', correct: 4, total: 5, percent: 80 },
              { key: 'abstract_pattern', correct: 1, total: 4, percent: 25 },
              // Too few items to name, however extreme.
              { key: 'series', correct: 0, total: 2, percent: 0 },
              { key: 'analogy', correct: 1, total: 1, percent: 100 },
            ],
          }),
        ],
      }),
    );
    expect(result.strengths.map((s) => s.text)).toEqual([
      'Best skill: numerical (Logic): 4 of 5 right, 80.0%',
    ]);
    expect(result.risks.map((s) => s.text)).toEqual([
      'Weakest skill: abstract pattern (Logic): 1 of 4 right, 25.0%',
    ]);
  });

  it('counts answers awaiting rating, integrity events and a large unanswered share as risks', () => {
    const result = strengthsAndRisks(
      data({
        review: [{ questionId: 'q', reason: "Awaiting a person's rating" }],
        integrityEvents: { paste: 2, tab_hidden: 1 },
        questions: [question(true), question(true), question(true), question(false)],
      }),
    );
    expect(result.risks.map((s) => s.text)).toEqual([
      '1 written answer awaits a person’s rating',
      '3 integrity events recorded',
      '1 of 4 questions unanswered (25.0%)',
    ]);
  });

  it('says nothing about 10% unanswered or fewer', () => {
    const questions = [...Array.from({ length: 9 }, () => question(true)), question(false)];
    expect(strengthsAndRisks(data({ questions })).risks).toEqual([]);
  });
});

describe('reportAvailability', () => {
  it('is ready when scored and explains every other state', () => {
    expect(reportAvailability('completed', t)).toEqual({ ready: true });
    expect(reportAvailability('needs_review', t)).toEqual({ ready: true });
    expect(reportAvailability('processing', t)).toMatchObject({
      ready: false,
      reason: /scoring finishes/,
      note: 'Report once scored',
    });
    expect(reportAvailability('failed', t)).toMatchObject({
      ready: false,
      reason: /failed/,
      note: 'No report: scoring failed',
    });
    expect(reportAvailability(null, t)).toMatchObject({
      ready: false,
      reason: /submitted/,
      note: 'Report once submitted',
    });
  });
});

describe('formatDuration', () => {
  it('shows minutes and seconds', () => {
    expect(formatDuration(725, t)).toBe('12 min 5 s');
    expect(formatDuration(600, t)).toBe('10 min');
    expect(formatDuration(42, t)).toBe('42 s');
    expect(formatDuration(null, t)).toBe('—');
  });
});

describe('derivation', () => {
  it('states the fixed cut-offs', () => {
    expect(derivation(t)).toBe(
      'Derived from this evaluation only: scored sections and skills (of 3+ questions) at 70 or above are strengths, below 50 risks; answers needing review, integrity events and more than 10% unanswered questions are risks. Fixed cut-offs, not a comparison with other candidates; personality and work style are never strengths or risks.',
    );
  });
});
