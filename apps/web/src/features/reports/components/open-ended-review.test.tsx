import type { TEvaluation, TOpenEndedGrade } from '@app/contracts';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Provenance, unconfirmedGrades } from './open-ended-review';

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

  it('says a heuristic grade came from the offline heuristic, with one score per criterion', () => {
    const heuristic: TOpenEndedGrade = {
      method: 'heuristic',
      criteria: { task_response: 2, coherence: 1, lexical_resource: 2, grammar_accuracy: 2 },
      credit: 0.35,
      needsReview: true,
      note: 'Scored by the offline heuristic',
    };
    const view = render(<Provenance grade={heuristic} overridden />);
    expect(view.getByText(/offline heuristic, not by a model/)).toBeTruthy();
    expect(view.queryByText(/Graded by a model/)).toBeNull();
    expect(view.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Criterion',
      'Score (before override)',
    ]);
    expect(cells(view.getByRole('row', { name: /Task response/ }))).toEqual(['2 / 5']);
  });
});

describe('unconfirmedGrades', () => {
  it('counts the machine grades no admin has confirmed; overrides are a person’s grade', () => {
    const question = (questionId: string, method: TOpenEndedGrade['method'] | null) => ({
      questionId,
      number: 1,
      type: method ? 'open_ended' : 'mcq',
      answered: true,
      answer: 'x',
      correct: null,
      credit: 0.5,
      points: null,
      maxPoints: null,
      ...(method ? { grade: { ...aiGrade, method } } : {}),
    });
    const evaluation = {
      evaluationData: {
        questions: [
          question('a', 'ai'),
          question('b', 'heuristic'),
          question('c', 'override'),
          question('d', null),
          question('e', 'heuristic'),
        ],
      },
      confirmations: [{ questionId: 'e', adminUserId: 'u', adminName: 'Una', createdAt: '2026-01-01' }],
    } as unknown as TEvaluation;
    expect(unconfirmedGrades(evaluation)).toBe(2);
    expect(unconfirmedGrades({ ...evaluation, evaluationData: null })).toBe(0);
  });
});
