import { describe, expect, it } from 'vitest';
import type { BankItem } from '../items/library/item-schema';
import { confirmedKeys, isKeyed, keyCheckMessages } from './key-check';

const mcq = (n: number, key: number): BankItem => ({
  id: `ai-${n}`,
  version: 1,
  type: 'mcq',
  text: `Question ${n}`,
  options: ['first', 'second', 'third', 'fourth'],
  key,
  difficulty: 'easy',
  skill: 'grammar',
  explanation: 'Secret reasoning',
});
const tf: BankItem = {
  id: 'ai-tf',
  version: 1,
  type: 'true_false',
  text: 'All the reports were sent.',
  key: false,
  difficulty: 'easy',
  skill: 'inference',
  explanation: 'Secret',
};
const items = [mcq(1, 0), mcq(2, 3), tf].filter(isKeyed);

describe('the key check', () => {
  it('shows the solver the questions and options, never the key or the explanation', () => {
    const [, user] = keyCheckMessages(items, 'json_schema');
    const sent = JSON.parse(user?.content ?? '');
    expect(sent).toEqual([
      { n: 1, question: 'Question 1', options: ['first', 'second', 'third', 'fourth'] },
      { n: 2, question: 'Question 2', options: ['first', 'second', 'third', 'fourth'] },
      { n: 3, question: 'All the reports were sent.', options: ['True', 'False'] },
    ]);
    expect(user?.content).not.toMatch(/Secret|"key"/);
    // json_object mode carries the schema in the prompt.
    expect(keyCheckMessages(items, 'json_object')[1]?.content).toContain('"answers"');
  });

  it('keeps the items answered as keyed and reports the others', () => {
    const { confirmed, problems } = confirmedKeys(items, {
      answers: [
        { n: 1, answer: 0 },
        { n: 2, answer: 1 },
        { n: 3, answer: 1 },
      ],
    });
    expect(confirmed.map((i) => i.id)).toEqual(['ai-1', 'ai-tf']);
    expect(problems).toEqual(['item "Question 2": the key check chose option 1, the key is option 3']);
  });

  it('confirms nothing from a missing answer or an unreadable reply', () => {
    expect(confirmedKeys(items, { answers: [{ n: 1, answer: 0 }] }).confirmed.map((i) => i.id)).toEqual([
      'ai-1',
    ]);
    const unreadable = confirmedKeys(items, { verdict: 'fine' });
    expect(unreadable.confirmed).toEqual([]);
    expect(unreadable.problems).toEqual([
      'the key check answered in the wrong format, so no key was confirmed',
    ]);
    expect(confirmedKeys(items, undefined).confirmed).toEqual([]);
  });
});
