import type { TItemDraft } from '@app/contracts';

/** One question of each of the six types, as an admin writes them (the tests' shared sample). */
export const SAMPLE_DRAFTS: TItemDraft[] = [
  {
    type: 'mcq',
    stem: 'Which number comes next: 2, 4, 8, …?',
    tags: ['numbers'],
    explanation: 'Each term doubles.',
    options: ['10', '12', '16'],
    keyIndex: 2,
    difficulty: 'easy',
  },
  { type: 'true_false', stem: 'Every invoice needs a purchase order.', tags: [], key: false },
  { type: 'true_false', stem: 'Refunds are approved by finance.', tags: [], key: true },
  {
    type: 'likert_scale',
    stem: 'I enjoy helping a customer with a difficult request.',
    tags: [],
    trait: 'customer orientation',
    reverse: true,
  },
  {
    type: 'forced_choice',
    stem: 'Which is more like you?',
    tags: [],
    options: [
      { text: 'I plan my week in advance.', style: 'structure' },
      { text: 'I adapt my plans as things change.', style: 'flexibility' },
    ],
  },
  {
    type: 'sjt',
    stem: 'A customer is upset about a late delivery. What do you do?',
    tags: ['service'],
    options: [
      { text: 'Apologise and offer a tracking update.', effectiveness: 4 },
      { text: 'Tell them it is the courier’s fault.', effectiveness: 1 },
      { text: 'Escalate to your manager at once.', effectiveness: 2 },
    ],
  },
  {
    type: 'open_ended',
    stem: 'Write a short email declining a meeting.',
    tags: [],
    minWords: 50,
    maxWords: 150,
    rubric: {
      task_response: 'Declines clearly and offers an alternative.',
      coherence: 'One idea per paragraph, in a sensible order.',
      lexical_resource: 'Polite, precise wording.',
      grammar_accuracy: 'Accurate sentences of varied structure.',
    },
  },
];
