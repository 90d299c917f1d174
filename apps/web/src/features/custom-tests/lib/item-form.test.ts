import { type TCriterionDraft, type TItemDraft, WRITING_ANCHORS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  type CriterionRow,
  draftInputFromForm,
  emptyCriterion,
  emptyItemForm,
  itemFormFromDraft,
  resolveItemForm,
  type TItemForm,
} from './item-form';

const resolve = async (form: TItemForm) =>
  resolveItemForm(form, undefined, { fields: {}, shouldUseNativeValidation: false });

const drafts: TItemDraft[] = [
  { type: 'mcq', stem: 'Pick B', tags: ['x'], options: ['A', 'B', 'C'], keyIndex: 1, difficulty: 'easy' },
  { type: 'true_false', stem: 'The sky is green.', tags: [], key: false },
  { type: 'likert_scale', stem: 'I plan ahead.', tags: [], trait: 'Conscientiousness', reverse: true },
  {
    type: 'forced_choice',
    stem: 'Which is more like you?',
    tags: [],
    options: [
      { text: 'I follow a plan.', style: 'structure' },
      { text: 'I adapt as I go.', style: 'flexibility' },
    ],
  },
  {
    type: 'sjt',
    stem: 'A customer is angry.',
    tags: [],
    options: [
      { text: 'Listen first.', effectiveness: 4 },
      { text: 'Hang up.', effectiveness: 1 },
    ],
  },
  {
    type: 'open_ended',
    stem: 'Describe a project.',
    tags: [],
    explanation: 'Any honest account.',
    minWords: 50,
    maxWords: 200,
    rubric: [
      {
        key: 'correctness',
        label: 'Correctness',
        description: 'The query returns exactly the rows asked for.',
        anchors: ['No query.', 'Wrong table.', '', 'Right rows, one join wrong.', '', 'Exact rows.'],
      },
      { key: 'trade_off', label: 'Explains the trade-off', description: 'Names what the index costs.' },
    ],
  },
];

/** A question saved before decision 037: what full marks look like on the four writing criteria. */
const writingQuestion: TItemDraft = {
  type: 'open_ended',
  stem: 'Describe a project.',
  tags: [],
  minWords: 50,
  maxWords: 200,
  rubric: { task_response: 'abc', coherence: 'def', lexical_resource: 'ghi', grammar_accuracy: 'jkl' },
};

const openEnded = (form: TItemForm) =>
  draftInputFromForm(form) as Extract<TItemDraft, { type: 'open_ended' }>;

describe('the question form', () => {
  it.each(drafts)('gives back a saved $type question unchanged', async (draft) => {
    const form = itemFormFromDraft(draft);
    expect(draftInputFromForm(form)).toEqual(draft);
    expect((await resolve(form)).values).toEqual(draft);
  });

  it('starts a new question with the defaults of its type', () => {
    expect(emptyItemForm('mcq').options).toHaveLength(4);
    expect(emptyItemForm('forced_choice').options.map((o) => o.style)).toEqual([
      'structure',
      'collaboration',
    ]);
    expect(emptyItemForm('sjt').options.map((o) => o.effectiveness)).toEqual(['4', '3', '2', '1']);
  });

  it('starts a written question on the four writing criteria, their full-marks texts and anchors', async () => {
    const form = { ...emptyItemForm('open_ended'), stem: 'Write to a customer.' };
    expect(form.rubric.map((c) => c.label)).toEqual([
      'Task response',
      'Coherence',
      'Lexical resource',
      'Grammar and accuracy',
    ]);
    expect(form.rubric.every((c) => c.description.length > 3)).toBe(true);
    // No keys: the server makes them from the labels, so a renamed row is a criterion of its own.
    expect(openEnded(form).rubric).toEqual([
      expect.objectContaining({ key: undefined, anchors: WRITING_ANCHORS.task_response }),
      expect.objectContaining({ key: undefined, anchors: WRITING_ANCHORS.coherence }),
      expect.objectContaining({ key: undefined, anchors: WRITING_ANCHORS.lexical_resource }),
      expect.objectContaining({ key: undefined, anchors: WRITING_ANCHORS.grammar_accuracy }),
    ]);
    expect((await resolve(form)).errors).toEqual({});
  });

  it('opens a question rated on the writing criteria as their four rows, and saves them as a list', () => {
    const form = itemFormFromDraft(writingQuestion);
    expect(form.rubric.map((c) => [c.key, c.label, c.description])).toEqual([
      ['', 'Task response', 'abc'],
      ['', 'Coherence', 'def'],
      ['', 'Lexical resource', 'ghi'],
      ['', 'Grammar and accuracy', 'jkl'],
    ]);
    expect(openEnded(form).rubric).toEqual(
      form.rubric.map((c) => ({
        key: undefined,
        label: c.label,
        description: c.description,
        anchors: c.anchors,
      })),
    );
  });

  it('keeps the keys of saved criteria, sends none for a new one, and anchors only when a band is written', () => {
    const form = itemFormFromDraft(drafts[5] as TItemDraft);
    expect(form.rubric[1]?.anchors).toEqual(['', '', '', '', '', '']);
    form.rubric.push({
      ...emptyCriterion(),
      label: 'Readability',
      description: 'Names and layout are clear.',
    });
    form.rubric[1] = { ...(form.rubric[1] as CriterionRow), anchors: ['', '', '', '', '', '  '] };
    const [correctness, tradeOff, readability] = openEnded(form).rubric as TCriterionDraft[];
    expect(correctness?.key).toBe('correctness');
    expect(correctness?.anchors?.[3]).toBe('Right rows, one join wrong.');
    expect(tradeOff).toEqual({
      key: 'trade_off',
      label: 'Explains the trade-off',
      description: 'Names what the index costs.',
    });
    expect(readability).toEqual({ label: 'Readability', description: 'Names and layout are clear.' });
  });

  it('shows the problems of a criterion on its fields, a repeated name on the name', async () => {
    const form = itemFormFromDraft(drafts[5] as TItemDraft);
    form.rubric.push({ ...emptyCriterion(), label: ' correctness', description: 'ok' });
    form.rubric[0] = { ...(form.rubric[0] as CriterionRow), anchors: ['x'.repeat(501), '', '', '', '', ''] };
    const { errors } = await resolve(form);
    expect(errors.rubric?.[2]?.label?.message).toBe('Two criteria have the same name.');
    expect(errors.rubric?.[2]?.description?.message).toBe('Say what full marks look like.');
    expect(errors.rubric?.[0]?.anchors?.[0]?.message).toBe('At most 500 characters.');
  });

  it('shows a clash of hidden keys on the name of the later criterion', async () => {
    const form = itemFormFromDraft(drafts[5] as TItemDraft);
    form.rubric.push({ ...emptyCriterion(), label: 'Trade off', description: 'Weighs the options.' });
    const { errors } = await resolve(form);
    expect(errors.rubric?.[2]?.label?.message).toBe('Two criteria have names too alike: rename one.');
  });

  it('says in words that the right answer is unmarked, and points at each empty option', async () => {
    const form = { ...emptyItemForm('mcq'), stem: 'Pick one' };
    form.options = [
      { ...form.options[0], text: 'A' },
      { ...form.options[1], text: '' },
    ] as TItemForm['options'];
    const { errors } = await resolve(form);
    expect(errors.keyIndex?.message).toBe('Mark the right option.');
    expect(errors.options?.[1]?.text?.message).toBe('Write every option.');
    expect(errors.stem).toBeUndefined();
  });

  it('asks for the key of a true/false statement and for whole word limits', async () => {
    expect((await resolve({ ...emptyItemForm('true_false'), stem: 'S' })).errors.key?.message).toBe(
      'Choose whether the statement is true or false.',
    );
    const open = { ...emptyItemForm('open_ended'), stem: 'Write', minWords: '', maxWords: '2.5' };
    const { errors } = await resolve(open);
    expect(errors.minWords?.message).toBe('Enter a number.');
    expect(errors.maxWords?.message).toBe('Enter a whole number.');
  });

  it('shows a list-wide problem of the options under the list', async () => {
    const form = itemFormFromDraft(drafts[3] as TItemDraft);
    form.options = form.options.map((o) => ({ ...o, style: 'structure' }));
    expect((await resolve(form)).errors.options?.root?.message).toBe(
      'The two statements must express different styles.',
    );
  });

  it('reads tags from a comma-separated text', () => {
    const form = { ...emptyItemForm('true_false'), tags: ' billing, ,escalation ', key: 'true' as const };
    expect(draftInputFromForm(form).tags).toEqual(['billing', 'escalation']);
  });
});
