import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TItemDraft, withCriterionKeys, ZItemDraft } from '@app/contracts';
import { parse } from 'csv-parse/sync';
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

const BANDS = [
  'Off topic.',
  'Names one idea.',
  '',
  'Explains one idea.',
  'Explains both.',
  'Weighs both, "with data".',
];

/** Written questions rated on their authors' own criteria (decision 037), as the API holds them. */
const OWN_CRITERIA_DRAFTS: TItemDraft[] = [
  {
    type: 'open_ended',
    stem: 'Explain a trade-off you made, in detail.',
    minWords: 50,
    maxWords: 300,
    rubric: [
      {
        key: 'weighs_options',
        label: 'Trade-off, "both sides"',
        description: 'Names both options,\nand why.',
        anchors: BANDS,
      },
      { key: 'criterion_2', label: 'स्पष्टता', description: 'Clear; no "filler".' },
    ],
    tags: ['reasoning'],
  },
  {
    type: 'open_ended',
    stem: 'Review this pull request.',
    minWords: 0,
    maxWords: 400,
    rubric: ['Correctness', 'Tests', 'Naming', 'Design', 'Security', 'Tone'].map((label) => ({
      key: label.toLowerCase(),
      label,
      description: `Comments on ${label.toLowerCase()} where it matters.`,
      anchors: BANDS,
    })),
    tags: [],
  },
];

/** The cells of a CSV's data rows by column, read with the library the import uses. */
const csvRows = (text: string) => parse(text, { bom: true, columns: true }) as Record<string, string>[];

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

  it("round-trip the authors' own criteria: keys, labels, descriptions and anchors with an empty band", () => {
    const parsed = parseItemsCsv(csv(itemsToCsv(OWN_CRITERIA_DRAFTS)));
    expect(parsed.entries.every((entry) => entry.outcome === 'imported')).toBe(true);
    expect(parsed.drafts.map((entry) => entry.draft)).toEqual(OWN_CRITERIA_DRAFTS);
  });

  it('write own criteria in rubric_json as the API shapes them, and the writing columns otherwise', () => {
    const [own, writing] = csvRows(
      itemsToCsv([OWN_CRITERIA_DRAFTS[0] as TItemDraft, TRICKY_DRAFTS[5] as TItemDraft]),
    );
    expect(JSON.parse(own?.rubric_json ?? '')).toEqual([
      {
        key: 'weighs_options',
        label: 'Trade-off, "both sides"',
        description: 'Names both options,\nand why.',
        anchors: BANDS,
      },
      { key: 'criterion_2', label: 'स्पष्टता', description: 'Clear; no "filler".' },
    ]);
    expect(own?.rubric_task_response).toBe('');
    expect(writing?.rubric_json).toBe('');
    expect(writing?.rubric_task_response).toBe('Describes the conflict, the action and the result.');
  });

  it('import, export and import own criteria written without keys to the same questions, keys made once', () => {
    const first = parseItemsCsv(fixture('own-criteria-rubrics.csv')).drafts.map((entry) => entry.draft);
    const again = parseItemsCsv(csv(itemsToCsv(first))).drafts.map((entry) => entry.draft);
    const withKeys = (draft: TItemDraft) =>
      draft.type === 'open_ended' && Array.isArray(draft.rubric)
        ? { ...draft, rubric: withCriterionKeys(draft.rubric) }
        : draft;
    expect(first).toHaveLength(1);
    expect(again).toEqual(first.map(withKeys));
    expect(again[0]).toMatchObject({
      rubric: [{ key: 'method' }, { key: 'customer_care' }],
    });
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
  it('has the header, one example of each of the six types and one of own criteria, all importable', () => {
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

  it("imports the authors' own criteria in rubric_json and explains every rubric_json it cannot", () => {
    const parsed = parseItemsCsv(fixture('own-criteria-rubrics.csv'));
    const help =
      'Write the criteria as a JSON array, like [{"label":"Correctness","description":"Finds the real cause."}], or leave rubric_json empty to use the four rubric_ columns of the writing criteria.';
    expect(parsed.entries.map((entry) => [entry.ref, entry.outcome, entry.reason])).toEqual([
      ['row 2', 'imported', undefined],
      ['row 3', 'skipped', `rubric_json: This is not valid JSON. ${help}`],
      ['row 4', 'skipped', `rubric_json: This is not a list of criteria. ${help}`],
      [
        'row 5',
        'skipped',
        'rubric_json: The question is rated either on your own criteria (rubric_json) or on the writing criteria (the four rubric_ columns), not both: empty rubric_coherence or rubric_json.',
      ],
      ['row 6', 'skipped', 'rubric_json (criterion 2 description): Missing.'],
      ['row 7', 'skipped', 'rubric_json (criterion 2 label): Two criteria have the same name.'],
      ['row 8', 'skipped', 'rubric_json (criterion 1 anchors): Give six anchors, band 0 to band 5.'],
      ['row 9', 'skipped', 'rubric_json: Give the rubric at least one criterion.'],
      ['row 10', 'skipped', 'rubric_json (criterion 1 label): Write text.'],
    ]);
    expect(parsed.drafts[0]?.draft).toEqual({
      type: 'open_ended',
      stem: 'Explain how you would find why a customer keeps being logged out.',
      minWords: 0,
      maxWords: 200,
      rubric: [
        {
          label: 'Method',
          description: 'Reproduces the problem, then narrows it down step by step.',
          anchors: [
            'No method.',
            'Guesses a cause.',
            '',
            'Checks several causes.',
            'Narrows it down.',
            'Confirms the cause before fixing it.',
          ],
        },
        { label: 'Customer care', description: 'Keeps the customer informed and offers a workaround.' },
      ],
      tags: ['support'],
    });
  });

  it('names the band of an anchor too long, and refuses more than six criteria or anchors not in a list', () => {
    const jsonCell = (value: unknown) => `"${JSON.stringify(value).replaceAll('"', '""')}"`;
    const criterion = (label: string) => ({ label, description: 'Full marks.' });
    const longBand = { ...criterion('Depth'), anchors: ['', '', '', 'x'.repeat(501), '', ''] };
    const seven = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map(criterion);
    const parsed = parseItemsCsv(
      csv(
        'type,question,max_words,rubric_json\n' +
          `open_ended,Explain.,100,${jsonCell([criterion('Accuracy'), longBand])}\n` +
          `open_ended,Explain.,100,${jsonCell(seven)}\n` +
          `open_ended,Explain.,100,${jsonCell([{ ...criterion('Depth'), anchors: 'Deep' }])}\n`,
      ),
    );
    expect(parsed.entries.map((entry) => entry.reason)).toEqual([
      'rubric_json (criterion 2 band 3 anchor): At most 500 characters.',
      'rubric_json: At most 6 criteria.',
      'rubric_json (criterion 1 anchors): Write a list.',
    ]);
  });

  it('reads the four writing columns of a file written before rubric_json existed', () => {
    const parsed = parseItemsCsv(
      csv(
        'type,question,max_words,rubric_task_response,rubric_coherence,rubric_lexical_resource,rubric_grammar_accuracy\n' +
          'open_ended,Describe your team.,100,Names roles.,Clear order.,Precise words.,Few errors.\n',
      ),
    );
    expect(parsed.drafts[0]?.draft).toMatchObject({
      rubric: {
        task_response: 'Names roles.',
        coherence: 'Clear order.',
        lexical_resource: 'Precise words.',
        grammar_accuracy: 'Few errors.',
      },
    });
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
