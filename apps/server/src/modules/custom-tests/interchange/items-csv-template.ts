import type { TItemDraft } from '@app/contracts';
import { itemsToCsv } from './items-csv';

/**
 * One question of each type, written the way an HR admin would, and a written question rated on its author's
 * own criteria (rubric_json): the rows to copy when filling the template.
 */
export const TEMPLATE_EXAMPLES: TItemDraft[] = [
  {
    type: 'mcq',
    stem: 'A customer emails to say their order arrived damaged. What should you do first?',
    options: [
      'Apologise and offer a replacement or a refund',
      'Ask the customer to complain to the courier',
      'Forward the email to your manager without replying',
      'Wait to see whether the customer writes again',
    ],
    keyIndex: 0,
    difficulty: 'easy',
    tags: ['customer service'],
    explanation: 'Owning the problem and offering a remedy resolves it fastest and keeps the customer.',
  },
  {
    type: 'true_false',
    stem: 'Under the GDPR, a candidate may ask to see the personal data a company holds about them.',
    key: true,
    tags: ['compliance'],
  },
  {
    type: 'likert_scale',
    stem: 'I often leave tasks until the last minute.',
    trait: 'conscientiousness',
    reverse: true,
    tags: [],
  },
  {
    type: 'forced_choice',
    stem: 'Which statement describes you better?',
    options: [
      { text: 'I like a clear plan before I start.', style: 'structure' },
      { text: 'I like to adapt my plan as I go.', style: 'flexibility' },
    ],
    tags: [],
  },
  {
    type: 'sjt',
    stem: 'A colleague keeps missing deadlines that hold up your work. What would you do?',
    options: [
      { text: 'Talk to the colleague privately to understand what is going on', effectiveness: 4 },
      { text: 'Report the colleague to your manager straight away', effectiveness: 2 },
      { text: "Quietly do the colleague's work yourself", effectiveness: 1 },
      { text: 'Agree on check-ins with the colleague before the next deadline', effectiveness: 3 },
    ],
    tags: ['teamwork'],
  },
  {
    type: 'open_ended',
    stem: 'Write an email to a customer explaining that their delivery will arrive two days late.',
    minWords: 80,
    maxWords: 150,
    rubric: {
      task_response: 'Apologises, gives the new delivery date and offers something to make up for the delay.',
      coherence: 'Opens with the news, explains briefly and closes with a clear next step.',
      lexical_resource: 'Uses polite, precise business vocabulary without jargon.',
      grammar_accuracy: 'Sentences are correct and well punctuated.',
    },
    tags: ['writing'],
  },
  {
    type: 'open_ended',
    stem: 'A customer says the app logs them out every few minutes. Explain how you would find the cause.',
    minWords: 50,
    maxWords: 200,
    rubric: [
      {
        key: 'method',
        label: 'Method',
        description: 'Reproduces the problem, then narrows it down step by step before changing anything.',
        anchors: [
          'No method: guesses or blames the customer.',
          'Guesses a cause without checking it.',
          'Checks one possible cause.',
          'Checks several causes, in no clear order.',
          'Reproduces the problem and narrows it down.',
          'Reproduces it, narrows it down and confirms the cause before fixing it.',
        ],
      },
      {
        key: 'customer_care',
        label: 'Customer care',
        description: 'Keeps the customer informed and offers a workaround meanwhile.',
      },
    ],
    tags: ['support'],
  },
];

/** The questions CSV template: the header, one example of each question type and one of own criteria. */
export function itemsCsvTemplate(): string {
  return itemsToCsv(TEMPLATE_EXAMPLES);
}
