import {
  criteriaOfResult,
  criterionKeyOf,
  RUBRIC_CRITERIA,
  rubricCriteria,
  WRITING_ANCHORS,
  ZItemDraft,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { meanRating } from '../evaluations/answer-grade';

/** A written question's rubric (decision 037): the writing criteria, or its author's own. */
describe('the criteria of a rubric', () => {
  it('keys an author’s criterion by its label, a writing label by the writing key', () => {
    expect(criterionKeyOf('Explains the trade-off', 0)).toBe('explains_the_trade_off');
    expect(criterionKeyOf('  Grammar and accuracy ', 1)).toBe('grammar_accuracy');
    expect(criterionKeyOf('3NF normalisation', 2)).toBe('nf_normalisation');
    expect(criterionKeyOf('शुद्धता', 3)).toBe('criterion_4');
    expect(criterionKeyOf('Café service', 0)).toBe('cafe_service');
  });

  it('reads the writing rubric on the four criteria with the stock anchors', () => {
    const criteria = rubricCriteria({
      task_response: 'Answers every part.',
      coherence: 'In order.',
      lexical_resource: 'Precise words.',
      grammar_accuracy: 'Accurate.',
    });
    expect(criteria.map((c) => c.key)).toEqual([...RUBRIC_CRITERIA]);
    expect(criteria[0]).toEqual({
      key: 'task_response',
      label: 'Task response',
      description: 'Answers every part.',
      anchors: WRITING_ANCHORS.task_response,
    });
    expect(rubricCriteria(null).every((c) => c.description === '')).toBe(true);
  });

  it('reads an author’s rubric in its order, keys kept or made, anchors as written', () => {
    const criteria = rubricCriteria([
      { key: 'accuracy', label: 'Correctness', description: 'Right rows.' },
      { label: 'Trade-off', description: 'When to use which.', anchors: ['a', '', 'c', 'd', 'e', 'f'] },
    ]);
    expect(criteria).toEqual([
      { key: 'accuracy', label: 'Correctness', description: 'Right rows.', anchors: [] },
      {
        key: 'trade_off',
        label: 'Trade-off',
        description: 'When to use which.',
        anchors: ['a', '', 'c', 'd', 'e', 'f'],
      },
    ]);
  });

  it('refuses two criteria of one name, seven criteria, or five anchors', () => {
    const draft = (rubric: unknown) =>
      ZItemDraft.safeParse({
        type: 'open_ended',
        stem: 'Explain joins.',
        minWords: 5,
        maxWords: 100,
        rubric,
      });
    const twice = draft([
      { label: 'Correctness', description: 'Right rows.' },
      { label: 'correctness ', description: 'Again.' },
    ]);
    expect(twice.error?.issues[0]).toMatchObject({
      path: ['rubric', 1, 'label'],
      message: 'Two criteria have the same name.',
    });
    const seven = draft(
      Array.from({ length: 7 }, (_, i) => ({ label: `C${i}`, description: 'Full marks.' })),
    );
    expect(seven.error?.issues[0]?.message).toBe('At most 6 criteria.');
    const anchors = draft([
      { label: 'Correctness', description: 'Right rows.', anchors: ['a', 'b', 'c', 'd', 'e'] },
    ]);
    expect(anchors.error?.issues[0]?.message).toBe('Give six anchors, band 0 to band 5.');
    expect(draft([{ label: 'Correctness', description: 'Right rows.' }]).success).toBe(true);
  });

  it('names the criteria of grades stored before decision 037 from their keys', () => {
    expect(criteriaOfResult(undefined, { coherence: 3, task_response: 4 })).toEqual([
      { key: 'task_response', label: 'Task response' },
      { key: 'coherence', label: 'Coherence' },
    ]);
    expect(criteriaOfResult([{ key: 'x', label: 'X' }], { x: 1 })).toEqual([{ key: 'x', label: 'X' }]);
  });

  it("means people's ratings over the question's own criteria: (5 + 3) / 10 and (4 + 2) / 10 → 0.7", () => {
    const mean = meanRating([
      { criteria: { correctness: 5, trade_off: 3 } },
      { criteria: { correctness: 4, trade_off: 2 } },
    ]);
    expect(mean).toEqual({ criteria: { correctness: 4.5, trade_off: 2.5 }, credit: 0.7 });
  });
});
