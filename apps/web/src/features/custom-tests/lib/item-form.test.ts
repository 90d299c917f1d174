import type { TItemDraft } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftInputFromForm,
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
    rubric: { task_response: 'abc', coherence: 'def', lexical_resource: 'ghi', grammar_accuracy: 'jkl' },
  },
];

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
    expect(Object.values(emptyItemForm('open_ended').rubric).every((text) => text.length > 3)).toBe(true);
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
