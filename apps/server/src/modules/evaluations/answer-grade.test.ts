import { describe, expect, it } from 'vitest';
import { answerGrade, meanRating, modelGradeOf } from './answer-grade';
import type { OpenEndedGrade } from './scoring';

const at = new Date('2026-12-03T10:00:00Z');
const person = (criteria: Record<string, number>, raterUserId = 'u1') => ({
  raterUserId,
  raterName: 'Priya',
  criteria,
  at,
});
const model: OpenEndedGrade = {
  method: 'ai',
  criteria: { task_response: 5, coherence: 4.5, lexical_resource: 4, grammar_accuracy: 4 },
  credit: 17.5 / 20,
  needsReview: true,
  note: "The mean of the model's two gradings at temperature 0",
};

describe('the grade of a written answer', () => {
  it('is none without a model and without a person: nothing is invented', () => {
    expect(
      answerGrade({ model: undefined, confirmed: false, ratings: [], override: undefined }),
    ).toBeUndefined();
  });

  it("keeps the model's grade a suggestion until a person confirms it", () => {
    expect(answerGrade({ model, confirmed: false, ratings: [], override: undefined })?.needsReview).toBe(
      true,
    );
    const confirmed = answerGrade({ model, confirmed: true, ratings: [], override: undefined });
    expect(confirmed).toMatchObject({ method: 'ai', needsReview: false, credit: 0.875 });
  });

  it("takes the mean of the raters per criterion, total / 20, over the model's suggestion", () => {
    const grade = answerGrade({
      model,
      confirmed: true,
      ratings: [
        person({ task_response: 1, coherence: 3, lexical_resource: 4, grammar_accuracy: 4 }),
        person({ task_response: 2, coherence: 3, lexical_resource: 3, grammar_accuracy: 5 }, 'u2'),
      ],
      override: undefined,
    });
    expect(grade?.method).toBe('rating');
    expect(grade?.criteria).toEqual({
      task_response: 1.5,
      coherence: 3,
      lexical_resource: 3.5,
      grammar_accuracy: 4.5,
    });
    expect(grade?.credit).toBeCloseTo(12.5 / 20, 10);
    expect(grade?.needsReview).toBe(false);
    expect(grade?.note).toBe('Rated by 2 people: the mean of their ratings per criterion');
    expect(modelGradeOf(grade)).toEqual(model);
  });

  it('rounds a mean of three raters to two decimals', () => {
    const mean = meanRating([
      { criteria: { task_response: 1, coherence: 0, lexical_resource: 0, grammar_accuracy: 0 } },
      { criteria: { task_response: 1, coherence: 0, lexical_resource: 0, grammar_accuracy: 0 } },
      { criteria: { task_response: 2, coherence: 0, lexical_resource: 0, grammar_accuracy: 0 } },
    ]);
    expect(mean.criteria.task_response).toBe(1.33);
  });

  it("lets an admin's override stand over the ratings, keeping what it replaced", () => {
    const grade = answerGrade({
      model: undefined,
      confirmed: false,
      ratings: [person({ task_response: 5, coherence: 5, lexical_resource: 5, grammar_accuracy: 5 })],
      override: { score: 40, reason: 'Off topic', adminUserId: 'u9', createdAt: at },
    });
    expect(grade).toMatchObject({ method: 'override', credit: 0.4, needsReview: false });
    expect(grade?.details?.overriddenGrade).toMatchObject({ method: 'rating' });
  });

  it("never carries the former word-count heuristic's grade into a recomputation", () => {
    expect(modelGradeOf({ ...model, method: 'heuristic' })).toBeUndefined();
    expect(modelGradeOf({ ...model, needsReview: false })).toEqual(model);
  });
});
