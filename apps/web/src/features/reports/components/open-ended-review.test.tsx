import type { TEvaluation, TOpenEndedGrade } from '@app/contracts';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answersAwaitingRating, Provenance } from './open-ended-review';

afterEach(cleanup);

const aiGrade: TOpenEndedGrade = {
  method: 'ai',
  criteria: { task_response: 4, coherence: 3.5, lexical_resource: 3, grammar_accuracy: 5 },
  credit: 0.775,
  needsReview: false,
  note: 'Graded twice by the AI provider at temperature 0; the mean of the two gradings',
  details: {
    model: 'llama3.1:8b',
    promptVersion: 'rubric-grading-v1',
    gradings: [
      { task_response: 4, coherence: 4, lexical_resource: 3, grammar_accuracy: 5 },
      { task_response: 4, coherence: 3, lexical_resource: 3, grammar_accuracy: 5 },
    ],
  },
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Provenance', () => {
  it('names the model and prompt and shows both gradings beside the mean used', () => {
    const view = render(<Provenance grade={aiGrade} overridden={false} />);
    expect(view.getByText(/Graded by a model/).textContent).toBe(
      'Graded by a model: llama3.1:8b, prompt rubric-grading-v1',
    );
    expect(view.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Criterion',
      '1st grading',
      '2nd grading',
      'Used (mean)',
    ]);
    expect(cells(view.getByRole('row', { name: /Coherence/ }))).toEqual(['4 / 5', '3 / 5', '3.5 / 5']);
  });

  it('names the people who rated, one column each, beside their mean', () => {
    const rating: TOpenEndedGrade = {
      method: 'rating',
      criteria: { task_response: 3.5, coherence: 3, lexical_resource: 4, grammar_accuracy: 4 },
      credit: 0.725,
      needsReview: false,
      note: 'Rated by 2 people: the mean of their ratings per criterion',
      details: {
        ratings: [
          {
            raterName: 'Priya',
            criteria: { task_response: 3, coherence: 3, lexical_resource: 4, grammar_accuracy: 4 },
          },
          {
            raterName: null,
            criteria: { task_response: 4, coherence: 3, lexical_resource: 4, grammar_accuracy: 4 },
          },
        ],
      },
    };
    const view = render(<Provenance grade={rating} overridden={false} />);
    expect(view.getByText(/^Rated by/).textContent).toBe('Rated by Priya, a removed admin');
    expect(view.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Criterion',
      'Rater 1',
      'Rater 2',
      'Mean',
    ]);
    expect(cells(view.getByRole('row', { name: /Task response/ }))).toEqual(['3 / 5', '4 / 5', '3.5 / 5']);
  });

  it("reads a rating on the question's own rubric by its criteria's names (decision 037)", () => {
    const rating: TOpenEndedGrade = {
      method: 'rating',
      criteria: { correctness: 4, explains_the_trade_off: 2 },
      credit: 0.6,
      needsReview: false,
      note: 'Rated by a person',
      details: { ratings: [{ raterName: 'Priya', criteria: { correctness: 4, explains_the_trade_off: 2 } }] },
    };
    const rubric = [
      { key: 'correctness', label: 'Correctness' },
      { key: 'explains_the_trade_off', label: 'Explains the trade-off' },
    ];
    const view = render(<Provenance grade={rating} overridden={false} rubric={rubric} />);
    expect(view.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Correctness',
      'Explains the trade-off',
    ]);
    expect(cells(view.getByRole('row', { name: /Explains the trade-off/ }))).toEqual(['2 / 5']);
  });

  it('says a grade of the former heuristic came from it, with one score per criterion', () => {
    const heuristic: TOpenEndedGrade = {
      method: 'heuristic',
      criteria: { task_response: 2, coherence: 1, lexical_resource: 2, grammar_accuracy: 2 },
      credit: 0.35,
      needsReview: true,
      note: 'Scored by the offline heuristic',
    };
    const view = render(<Provenance grade={heuristic} overridden />);
    expect(view.getByText(/former offline heuristic/)).toBeTruthy();
    expect(view.queryByText(/Graded by a model/)).toBeNull();
    expect(view.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Criterion',
      'Score (before override)',
    ]);
    expect(cells(view.getByRole('row', { name: /Task response/ }))).toEqual(['2 / 5']);
  });
});

describe('answersAwaitingRating', () => {
  it('counts the written answers awaiting a person: unrated, or a suggestion nobody confirmed', () => {
    const question = (
      questionId: string,
      method: TOpenEndedGrade['method'] | null,
      { awaiting = false, needsReview = false } = {},
    ) => ({
      questionId,
      number: 1,
      type: 'open_ended',
      answered: true,
      answer: 'x',
      correct: null,
      credit: awaiting ? null : 0.5,
      points: null,
      maxPoints: 1,
      ...(method ? { grade: { ...aiGrade, method, needsReview } } : {}),
      ...(awaiting ? { awaitingRating: true } : {}),
    });
    const evaluation = {
      evaluationData: {
        questions: [
          question('a', 'ai', { awaiting: true, needsReview: true }),
          question('b', null, { awaiting: true }),
          question('c', 'override'),
          question('d', 'ai'),
          question('e', 'rating'),
          // Scored before decision 035: a heuristic grade nobody confirmed still waits.
          question('f', 'heuristic', { needsReview: true }),
        ],
      },
      confirmations: [{ questionId: 'd', adminUserId: 'u', adminName: 'Una', createdAt: '2026-01-01' }],
    } as unknown as TEvaluation;
    expect(answersAwaitingRating(evaluation)).toBe(3);
    expect(answersAwaitingRating({ ...evaluation, evaluationData: null })).toBe(0);
  });
});
