import { z } from 'zod';
import type { BankItem } from '../items/library/item-schema';
import type { ChatMessage, ResponseMode } from './prompts';

/**
 * ASSESSMENT.md section 3's solve check: a generated keyed item is answered once more, without its key, at
 * temperature 0; an item the model answers differently has a doubtful key and is dropped (the bank fills
 * its place). A wrong key makes a question unfair for every candidate who answers it correctly.
 */

export const KEY_CHECK_SCHEMA_NAME = 'answer_check';
export const KEY_CHECK_FORMAT_PROBLEM = 'the key check answered in the wrong format, so no key was confirmed';

type Keyed = Extract<BankItem, { type: 'mcq' | 'true_false' }>;
export const isKeyed = (item: BankItem): item is Keyed => item.type === 'mcq' || item.type === 'true_false';

const ZAnswers = z.object({ answers: z.array(z.object({ n: z.number().int(), answer: z.number().int() })) });

/** JSON Schema of the answer: every property required, no extra ones (strict mode). */
export const KEY_CHECK_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: {
    answers: {
      type: 'array',
      items: {
        type: 'object',
        properties: { n: { type: 'integer' }, answer: { type: 'integer' } },
        required: ['n', 'answer'],
        additionalProperties: false,
      },
    },
  },
  required: ['answers'],
  additionalProperties: false,
};

const KEY_CHECK_PROMPT =
  'You take a test. For each numbered question, choose the single best option and give its 0-based index as "answer" (for True/False questions: 0 is True, 1 is False). Answer with one JSON object of the form {"answers": [{"n": 1, "answer": 0}, ...]} and nothing else.';

/** The options the solver sees: a true/false statement becomes the two options True and False. */
const optionsOf = (item: Keyed) => (item.type === 'mcq' ? item.options : ['True', 'False']);
const keyOf = (item: Keyed) => (item.type === 'mcq' ? item.key : item.key ? 0 : 1);

export function keyCheckMessages(items: Keyed[], mode: ResponseMode): ChatMessage[] {
  const questions = items.map((item, i) => ({ n: i + 1, question: item.text, options: optionsOf(item) }));
  const schema =
    mode === 'json_object'
      ? `\nThe JSON must match this JSON Schema: ${JSON.stringify(KEY_CHECK_JSON_SCHEMA)}`
      : '';
  return [
    { role: 'system', content: KEY_CHECK_PROMPT },
    { role: 'user', content: `${JSON.stringify(questions, null, 2)}${schema}` },
  ];
}

/**
 * Which items the solver answered as their key says. An unreadable answer confirms nothing: every item of
 * the batch is then reported as unchecked.
 */
export function confirmedKeys(items: Keyed[], parsed: unknown): { confirmed: Keyed[]; problems: string[] } {
  const answers = ZAnswers.safeParse(parsed);
  if (!answers.success)
    return {
      confirmed: [],
      problems: [KEY_CHECK_FORMAT_PROBLEM],
    };
  const byNumber = new Map(answers.data.answers.map((a) => [a.n, a.answer]));
  const confirmed: Keyed[] = [];
  const problems: string[] = [];
  items.forEach((item, i) => {
    const answer = byNumber.get(i + 1);
    if (answer === keyOf(item)) confirmed.push(item);
    else
      problems.push(
        `item "${item.text.slice(0, 60)}": the key check chose ${answer === undefined ? 'nothing' : `option ${answer}`}, the key is option ${keyOf(item)}`,
      );
  });
  return { confirmed, problems };
}
