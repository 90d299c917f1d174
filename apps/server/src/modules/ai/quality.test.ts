import { describe, expect, it } from 'vitest';
import type { BankItem } from '../items/library/item-schema';
import { generationJsonSchema } from './generation-schemas';
import { redactContactDetails } from './prompts';
import { checkItems, diceCoefficient, isNearDuplicate, itemProblems, protectedTerms } from './quality';

const mcq = (patch: Partial<Extract<BankItem, { type: 'mcq' }>> = {}): BankItem => ({
  id: 'ai-1',
  version: 1,
  type: 'mcq',
  text: 'Choose the word that completes the sentence: The report ___ sent yesterday.',
  options: ['was', 'were', 'has', 'have'],
  key: 0,
  difficulty: 'easy',
  skill: 'tenses',
  explanation: 'A singular subject in the past takes "was".',
  ...patch,
});
const likert = (text: string): BankItem => ({
  id: 'ai-2',
  version: 1,
  type: 'likert_scale',
  text,
  trait: 'conscientiousness',
  facet: 'orderliness',
  reverse: false,
});
const sjt = (ratings: number[]): BankItem => ({
  id: 'ai-3',
  version: 1,
  type: 'sjt',
  industry: 'Retail',
  competency: 'customer focus',
  text: 'A customer asks Kim for a product that is out of stock. What would you do?',
  options: ratings.map((effectiveness, i) => ({
    text: `Action number ${i + 1} for the customer`,
    effectiveness,
  })),
});

describe('itemProblems', () => {
  const mcqSlot = { testId: 't', type: 'mcq' } as const;

  it('accepts a good MCQ', () => {
    expect(itemProblems(mcq(), mcqSlot)).toEqual([]);
  });

  it('MCQ: exactly four distinct options of similar length, one key in range, no "of the above"', () => {
    expect(itemProblems(mcq({ options: ['was', 'were', 'has'] }), mcqSlot)).toContain(
      'has 3 options, needs exactly 4',
    );
    expect(itemProblems(mcq({ options: ['was', 'Was', 'has', 'are'] }), mcqSlot)).toContain(
      'options are not distinct',
    );
    expect(itemProblems(mcq({ key: 4 }), mcqSlot)).toContain('key 4 is not the index of an option (0 to 3)');
    expect(itemProblems(mcq({ options: ['was', 'were', 'has', 'all of the above'] }), mcqSlot)).toContain(
      'has an "all / none / both of the above" option',
    );
    expect(
      itemProblems(mcq({ options: ['was', 'were', 'has', 'has been being sent by them'] }), mcqSlot),
    ).toContain('options differ too much in length (the longest is over 2.5 times the shortest)');
    // The bank's own limits apply as well (ZBankItem: options of at least 3 characters).
    expect(itemProblems(mcq({ options: ['12', '13', '14', '15'] }), mcqSlot)[0]).toMatch(/options\.0/);
  });

  it('Likert: one idea, at most 20 words, no double negative', () => {
    const slot = { testId: 't', type: 'likert_scale' } as const;
    expect(itemProblems(likert('Follow a schedule at work.'), slot)).toEqual([]);
    expect(itemProblems(likert('Plan my tasks and finish them early.'), slot)).toContain(
      'statement joins two ideas (and / or / but); keep one idea',
    );
    expect(
      itemProblems(
        likert(
          'Like to check every detail of every task that I am given at work before I hand it over to anyone.',
        ),
        slot,
      ),
    ).toContain('statement has more than 20 words');
    expect(itemProblems(likert("Don't never leave tasks unfinished."), slot)).toContain(
      'statement has a double negative',
    );
    expect(itemProblems(likert('Am not unhappy with routine work.'), slot)).toContain(
      'statement has a double negative',
    );
    expect(itemProblems(likert('Do not understand why plans matter.'), slot)).toEqual([]);
    expect(itemProblems(likert('Follow a schedule at work.'), { ...slot, trait: 'openness' })).toContain(
      'trait is conscientiousness, expected openness',
    );
  });

  it('SJT: four options rated 1 to 4, each once', () => {
    const slot = { testId: 't', type: 'sjt' } as const;
    expect(itemProblems(sjt([4, 2, 3, 1]), slot)).toEqual([]);
    expect(itemProblems(sjt([4, 4, 3, 1]), slot)).toContain(
      'effectiveness ratings must be 1, 2, 3 and 4, each once',
    );
  });

  it('forced choice: two statements of different styles, the slot style among them', () => {
    const slot = { testId: 't', type: 'forced_choice', style: 'drive' } as const;
    const pair = (a: string, b: string): BankItem => ({
      id: 'ai-4',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you?',
      options: [
        { text: 'I set myself targets for each week.', style: a as 'drive' },
        { text: 'I check my work twice before I send it.', style: b as 'care' },
      ],
    });
    expect(itemProblems(pair('drive', 'care'), slot)).toEqual([]);
    expect(itemProblems(pair('care', 'care'), slot)[0]).toMatch(/different styles|same style/);
    expect(itemProblems(pair('structure', 'care'), slot)).toContain(
      'neither statement expresses the style drive',
    );
  });

  it('open-ended: a rubric for the four criteria and minWords below maxWords', () => {
    const slot = { testId: 't', type: 'open_ended' } as const;
    const rubric = {
      task_response: 'Answers every part of the task.',
      coherence: 'Ideas follow in a clear order.',
      lexical_resource: 'Precise workplace vocabulary.',
      grammar_accuracy: 'Varied, accurate sentences.',
    };
    const item = (patch: object): BankItem =>
      ({
        id: 'ai-5',
        version: 1,
        type: 'open_ended',
        text: 'Write a short email to a colleague about a delayed delivery.',
        cefr: 'B1',
        minWords: 80,
        maxWords: 120,
        rubric,
        ...patch,
      }) as BankItem;
    expect(itemProblems(item({}), slot)).toEqual([]);
    expect(itemProblems(item({ minWords: 150 }), slot)).toContain('minWords must be below maxWords');
    const { coherence: _, ...partial } = rubric;
    expect(itemProblems(item({ rubric: partial }), slot).join()).toMatch(/rubric lacks coherence|coherence/);
  });

  it('rejects protected characteristics anywhere a reader sees', () => {
    expect(itemProblems(mcq({ explanation: 'Older staff say "was" here.' }), mcqSlot)).toContain(
      'mentions a protected characteristic (older staff)',
    );
    expect(protectedTerms('Alex, a Muslim woman, is pregnant; her husband is disabled.')).toEqual([
      'muslim',
      'woman',
      'pregnant',
      'husband',
      'disabled',
    ]);
    expect(
      protectedTerms('Manage the mandate; the management is ageless and boldly handles storage.'),
    ).toEqual([]);
    expect(protectedTerms('Compare British and American English spelling.')).toEqual([]);
    expect(protectedTerms('Many colleagues say the old system worked; keep the older version.')).toEqual([]);
    expect(protectedTerms('An old colleague, 58 years old, and the oldest team members.')).toEqual([
      'old colleague',
      'years old',
      'oldest team members',
    ]);
  });
});

describe('duplicates', () => {
  it('Dice on word bigrams', () => {
    expect(diceCoefficient('the report was sent', 'the report was sent')).toBe(1);
    expect(diceCoefficient('a b c', 'x y z')).toBe(0);
    expect(isNearDuplicate('Follow a schedule at work.', 'follow a SCHEDULE at work')).toBe(true);
    expect(
      isNearDuplicate(
        'A customer asks Kim for a product that is out of stock today. What would you do?',
        'A customer asks Kim for a product that is out of stock. What would you do?',
      ),
    ).toBe(true);
    expect(isNearDuplicate('Follow a schedule at work.', 'Enjoy meeting new people at work.')).toBe(false);
  });

  it('drops duplicates of avoidTexts and of earlier items in the batch', () => {
    const slot = { testId: 't', type: 'mcq' } as const;
    const first = mcq();
    const twin = mcq({ id: 'ai-6', text: `${first.text} ` });
    const other = mcq({
      id: 'ai-7',
      text: 'Choose the word that completes the sentence: We ___ the client tomorrow.',
    });
    const result = checkItems([first, twin, other], slot, []);
    expect(result.passed.map((i) => i.id)).toEqual(['ai-1', 'ai-7']);
    expect(result.rejected).toEqual([
      { index: 2, problems: [expect.stringMatching(/duplicates an existing/)] },
    ]);
    expect(checkItems([first], slot, [first.text.toUpperCase()]).passed).toEqual([]);
  });

  it('compares forced-choice pairs by their statements, since prompts repeat by design', () => {
    const slot = { testId: 't', type: 'forced_choice' } as const;
    const pair = (a: string, b: string, id: string): BankItem => ({
      id,
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you at work?',
      options: [
        { text: a, style: 'drive' },
        { text: b, style: 'care' },
      ],
    });
    const items = [
      pair('I set myself targets for each week.', 'I check my work twice before I send it.', 'ai-8'),
      pair('I like to work at a fast pace.', 'I make sure my colleagues are doing well.', 'ai-9'),
      pair('I set myself targets for each week.', 'I take time to get the details right.', 'ai-10'),
    ];
    const result = checkItems(items, slot, ['Which is more like you at work?']);
    expect(result.passed.map((i) => i.id)).toEqual(['ai-8', 'ai-9']);
  });
});

describe('prompt inputs', () => {
  it('removes contact details from custom instructions', () => {
    expect(
      redactContactDetails('Ask jo.doe+hr@mail.example.org or call +1 (555) 010-9999 about 2024 targets.'),
    ).toBe('Ask [removed] or call [removed] about 2024 targets.');
  });

  it('builds a JSON schema in the cross-provider subset for every type', () => {
    for (const type of ['mcq', 'true_false', 'sjt', 'likert_scale', 'forced_choice', 'open_ended'] as const) {
      const schema = generationJsonSchema({ testId: 't', type, cefr: 'B2', trait: 'openness' });
      const text = JSON.stringify(schema);
      expect(text).not.toMatch(
        /"(minimum|maximum|minLength|maxLength|minItems|maxItems|pattern|format|\$schema)"/,
      );
      // Strict mode: every object closed and every property required.
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        const n = node as { type?: unknown; properties?: Record<string, unknown>; required?: string[] };
        if (n.type === 'object') {
          expect((node as { additionalProperties?: unknown }).additionalProperties).toBe(false);
          expect(n.required?.sort()).toEqual(Object.keys(n.properties ?? {}).sort());
        }
        for (const value of Object.values(node)) visit(value);
      };
      visit(schema);
    }
    expect(JSON.stringify(generationJsonSchema({ testId: 't', type: 'open_ended', cefr: 'B2' }))).toContain(
      '"enum":["B2"]',
    );
  });
});
