import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TItemDraft, ZItemDraft } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ITEMS_CSV_MAX_ROWS, itemsToCsv, parseItemsCsv } from './items-csv';
import { ITEMS_CSV_COLUMNS } from './items-csv-row';
import { itemsCsvTemplate, TEMPLATE_EXAMPLES } from './items-csv-template';

const fixture = (name: string) => readFileSync(join(__dirname, '../../../../test/fixtures/items-csv', name));
const csv = (text: string) => Buffer.from(text, 'utf8');
const HEADER = ITEMS_CSV_COLUMNS.join(',');

/** Questions with the text that breaks naive CSV: commas, quotes, line breaks, formulas, non-Latin script. */
const TRICKY_DRAFTS: TItemDraft[] = [
  {
    type: 'mcq',
    stem: 'अनन्या asks: "Which option, if any, is right?"\nRead carefully.',
    options: ['Yes, "always"', '王芳, the manager', '=SUM(A1:A3)', '-1'],
    keyIndex: 1,
    difficulty: 'hard',
    tags: ['हिन्दी', 'with, comma'],
    explanation: 'Line one.\n\nLine two, after a blank line.',
  },
  { type: 'true_false', stem: '@everyone: 王芳 leads the team.', key: false, tags: [] },
  {
    type: 'likert_scale',
    stem: '+ I stay calm under pressure.',
    trait: 'emotional stability',
    reverse: true,
    tags: [],
  },
  {
    type: 'forced_choice',
    stem: 'Which is more like you?',
    options: [
      { text: 'I work "by the book".', style: 'structure' },
      { text: 'I improvise, often.', style: 'flexibility' },
    ],
    tags: ['work style'],
  },
  {
    type: 'sjt',
    stem: 'A client shouts at you, in public.\nWhat do you do?',
    options: [
      { text: 'Stay calm, listen', effectiveness: 4 },
      { text: 'Shout back', effectiveness: 1 },
      { text: 'Call your manager', effectiveness: 3 },
    ],
    tags: [],
  },
  {
    type: 'open_ended',
    stem: 'Describe, in detail, a conflict you resolved.',
    minWords: 0,
    maxWords: 250,
    rubric: {
      task_response: 'Describes the conflict, the action and the result.',
      coherence: 'Clear order: situation, action, result.',
      lexical_resource: 'Precise words; no "filler".',
      grammar_accuracy: 'Few errors,\neven in long sentences.',
    },
    tags: [],
  },
];

describe('itemsToCsv and parseItemsCsv', () => {
  it('round-trip every question type, with commas, quotes, line breaks, formulas and non-Latin text', () => {
    const parsed = parseItemsCsv(csv(itemsToCsv(TRICKY_DRAFTS)));
    expect(parsed.fileError).toBeUndefined();
    expect(parsed.drafts.map((entry) => entry.draft)).toEqual(
      TRICKY_DRAFTS.map((draft) => ZItemDraft.parse(draft)),
    );
    // A value spanning lines is still one spreadsheet row.
    expect(parsed.drafts.map((entry) => entry.ref)).toEqual([
      'row 2',
      'row 3',
      'row 4',
      'row 5',
      'row 6',
      'row 7',
    ]);
    expect(parsed.entries.every((entry) => entry.outcome === 'imported')).toBe(true);
  });

  it('write UTF-8 with a BOM, the documented header, CRLF records and formulas neutralised', () => {
    const text = itemsToCsv(TRICKY_DRAFTS);
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(text).toContain(`,'=SUM(A1:A3),'-1,`);
    expect(text).toContain(`'@everyone`);
    expect(text).toContain(`'+ I stay calm`);
  });
});

describe('itemsCsvTemplate', () => {
  it('has the header and one example of each of the six types, all importable', () => {
    const template = itemsCsvTemplate();
    expect(template.split('\r\n')[0]).toBe(`\uFEFF${HEADER}`);
    const parsed = parseItemsCsv(csv(template));
    expect(parsed.entries.map((entry) => [entry.outcome, entry.type])).toEqual([
      ['imported', 'mcq'],
      ['imported', 'true_false'],
      ['imported', 'likert_scale'],
      ['imported', 'forced_choice'],
      ['imported', 'sjt'],
      ['imported', 'open_ended'],
    ]);
    expect(parsed.drafts.map((entry) => entry.draft)).toEqual(TEMPLATE_EXAMPLES);
  });
});

describe('parseItemsCsv rows', () => {
  it('imports the valid rows of a hand-made file and skips the others, saying which cell to fix', () => {
    const parsed = parseItemsCsv(fixture('mixed-valid-and-invalid.csv'));
    expect(parsed.fileError).toBeUndefined();
    expect(parsed.entries).toEqual([
      { ref: 'row 2', title: 'Which city is the capital of France?', outcome: 'imported', type: 'mcq' },
      {
        ref: 'row 3',
        title: 'Which planet is largest?',
        outcome: 'skipped',
        type: 'mcq',
        reason: 'correct: Mark the right option with its number (1-6) or its exact text.',
      },
      {
        ref: 'row 5',
        title: 'What is 2 + 2?',
        outcome: 'skipped',
        reason:
          'type: "quiz" is not a question type. Use one of: mcq, true_false, likert_scale, forced_choice, sjt, open_ended.',
      },
      {
        ref: 'row 6',
        title: 'The Earth is flat.',
        outcome: 'skipped',
        type: 'true_false',
        reason: 'correct: Write true or false.',
      },
      {
        ref: 'row 7',
        title: 'Pick one',
        outcome: 'skipped',
        type: 'mcq',
        reason: 'correct: There is no option 5.',
      },
      {
        ref: 'row 8',
        title: 'A customer is angry. What do you do?',
        outcome: 'skipped',
        type: 'sjt',
        reason: 'effectiveness: Give one rating from 1 to 4 per response, separated by |, like 4|1|3|2.',
      },
      {
        ref: 'row 9',
        title: 'Which describes you better?',
        outcome: 'skipped',
        type: 'forced_choice',
        reason: 'options: The two statements must express different styles.',
      },
      {
        ref: 'row 10',
        title: 'Describe a project you led.',
        outcome: 'skipped',
        type: 'open_ended',
        reason: 'rubric_coherence: Write at least 3 characters.',
      },
      { ref: 'row 11', title: 'I enjoy meeting new people.', outcome: 'imported', type: 'likert_scale' },
      {
        ref: 'row 12',
        title: 'Water boils at 100 °C at sea level.',
        outcome: 'imported',
        type: 'true_false',
      },
      {
        ref: 'row 13',
        title: 'Pick the odd one',
        outcome: 'skipped',
        type: 'mcq',
        reason: 'options: Two options have the same text.',
      },
      {
        ref: 'row 14',
        title: 'I keep my desk tidy.',
        outcome: 'skipped',
        type: 'likert_scale',
        reason: 'trait: Name the trait the statement measures.',
      },
      { ref: 'row 15', title: '', outcome: 'skipped', type: 'mcq', reason: 'question: Write the question.' },
    ]);
    expect(parsed.drafts).toEqual([
      {
        ref: 'row 2',
        draft: {
          type: 'mcq',
          stem: 'Which city is the capital of France?',
          options: ['Paris', 'Lyon', 'Marseille'],
          keyIndex: 0,
          tags: ['geography', 'europe'],
        },
      },
      {
        ref: 'row 11',
        draft: {
          type: 'likert_scale',
          stem: 'I enjoy meeting new people.',
          trait: 'extraversion',
          reverse: false,
          tags: [],
        },
      },
      {
        ref: 'row 12',
        draft: { type: 'true_false', stem: 'Water boils at 100 °C\nat sea level.', key: true, tags: [] },
      },
    ]);
  });

  it('reads the type labels and headers as people write them', () => {
    const parsed = parseItemsCsv(
      csv(
        'Type,Question,Option 1,Option 2,Correct,Styles,Effectiveness\n' +
          'Situational judgement,What now?,Ask,Ignore,,,3|1\n' +
          'FORCED CHOICE,Which fits?,I plan.,I adapt.,,Structure|flexibility\n',
      ),
    );
    expect(parsed.drafts.map((entry) => entry.draft)).toEqual([
      {
        type: 'sjt',
        stem: 'What now?',
        options: [
          { text: 'Ask', effectiveness: 3 },
          { text: 'Ignore', effectiveness: 1 },
        ],
        tags: [],
      },
      {
        type: 'forced_choice',
        stem: 'Which fits?',
        options: [
          { text: 'I plan.', style: 'structure' },
          { text: 'I adapt.', style: 'flexibility' },
        ],
        tags: [],
      },
    ]);
  });

  it('explains open-ended word limits that are not numbers and options with gaps', () => {
    const parsed = parseItemsCsv(
      csv(
        'type,question,option_1,option_2,option_3,max_words\n' +
          'open_ended,Write about you.,,,,about 100\n' +
          'mcq,Pick,A,,C,\n',
      ),
    );
    expect(parsed.entries.map((entry) => entry.reason)).toEqual([
      'max_words: Give the word limit as a whole number.',
      'option_2: Fill the options from option_1 on, without empty ones between.',
    ]);
  });

  it('reads a BOM and non-Latin text', () => {
    const parsed = parseItemsCsv(fixture('bom-and-non-latin.csv'));
    expect(parsed.drafts).toEqual([
      {
        ref: 'row 2',
        draft: {
          type: 'true_false',
          stem: 'Ananya (अनन्या) may ask for a copy of her data.',
          key: true,
          tags: [],
        },
      },
    ]);
  });
});

describe('parseItemsCsv refuses a file that is not a questions CSV', () => {
  const refusal = (bytes: Buffer) => {
    const parsed = parseItemsCsv(bytes);
    expect(parsed.drafts).toEqual([]);
    expect(parsed.entries).toEqual([]);
    return parsed.fileError;
  };

  it.each([
    ['empty', ''],
    ['a BOM only', '\uFEFF'],
    ['blank lines only', '\n\n  \n'],
  ])('%s', (_, text) => {
    expect(refusal(csv(text))).toMatch(/^The file is empty\./);
  });

  it('a header without questions', () => {
    expect(refusal(csv(`${HEADER}\r\n`))).toBe(
      'The file has a header row but no questions: add one question per row.',
    );
  });

  it('missing columns', () => {
    expect(refusal(csv('name,email\nAda,ada@example.com\n'))).toMatch(
      /^The file is missing the columns type and question\. /,
    );
  });

  it('semicolon separators, with a hint', () => {
    expect(refusal(fixture('semicolon-separated.csv'))).toMatch(
      /separated by semicolons or tabs: save the file with commas\.$/,
    );
  });

  it('Latin-1 or UTF-16 text', () => {
    expect(refusal(fixture('latin1-encoded.csv'))).toMatch(/^This file is not UTF-8 text\./);
    expect(refusal(Buffer.from(`\uFEFF${HEADER}\r\n`, 'utf16le'))).toMatch(/^This file is not UTF-8 text\./);
  });

  it('a quote never closed', () => {
    expect(refusal(csv('type,question\ntrue_false,"Never closed\n'))).toMatch(/^The file is not valid CSV: /);
  });

  it(`more than ${ITEMS_CSV_MAX_ROWS} questions`, () => {
    const rows = Array.from(
      { length: ITEMS_CSV_MAX_ROWS + 1 },
      (_, index) => `true_false,Statement ${index},true`,
    );
    expect(refusal(csv(['type,question,correct', ...rows].join('\n')))).toMatch(
      /^The file has 2,001 questions; at most 2,000/,
    );
  });

  it('a duplicated column', () => {
    expect(refusal(csv('type,question,Question\nmcq,a,b\n'))).toBe(
      'The column question appears twice in the header.',
    );
  });

  it('accepts exactly the row limit', () => {
    const rows = Array.from(
      { length: ITEMS_CSV_MAX_ROWS },
      (_, index) => `true_false,Statement ${index},true`,
    );
    expect(parseItemsCsv(csv(['type,question,correct', ...rows].join('\n'))).drafts).toHaveLength(
      ITEMS_CSV_MAX_ROWS,
    );
  });
});
