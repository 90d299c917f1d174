import { describe, expect, it } from 'vitest';
import { AI_ITEM_TYPES } from '../ai';
import { bankItemToRow, type ItemRecord } from '../items/item-rows';
import type { BankItem, Passage, TestBank } from '../items/library/item-schema';
import { itemRowOf, presentQuestion } from '../items/presentation';
import { aiShare, poolSize } from './ai-items';
import { BLUEPRINTS, type Blueprint, type ItemCell } from './blueprints';
import {
  type AssembledItem,
  assembleForm,
  BlueprintError,
  formSeed,
  MAX_EXPOSURE,
  optionOrderOf,
  type Rng,
  rngFor,
} from './form-assembly';
import { TEST_IDS } from './test-ids';

const LEVELS = ['A2', 'B1', 'B2', 'C1'] as const;
const mcq = (id: string, cefr: (typeof LEVELS)[number]): BankItem => ({
  id,
  version: 1,
  type: 'mcq',
  text: `Question ${id}`,
  options: [`${id} right`, `${id} wrong a`, `${id} wrong b`, `${id} wrong c`],
  key: 0,
  difficulty: 'medium',
  cefr,
  skill: 'tenses',
  explanation: 'Because.',
});
// 12 items per level: three times the 4 a form takes from each.
const grammarBank: TestBank = {
  testId: 'grammar',
  items: LEVELS.flatMap((level) =>
    Array.from({ length: 12 }, (_, i) => mcq(`${level.toLowerCase()}-${i}`, level)),
  ),
};
const grammarBlueprint: Blueprint = {
  version: 1,
  cells: LEVELS.map((level) => ({
    kind: 'items',
    label: level,
    count: 4,
    where: (i) => 'cefr' in i && i.cefr === level,
  })),
  questionSeconds: () => 45,
};
const context = { industry: 'Retail' };
const assemble = (candidateId: string, exposure?: (id: string) => number) =>
  assembleForm({
    bank: grammarBank,
    blueprint: grammarBlueprint,
    seed: formSeed('assessment-1', candidateId, 1),
    context,
    exposure,
  });
const ids = (form: ReturnType<typeof assemble>) => form.map((f) => f.item.id);

describe('assembleForm', () => {
  it('gives the same form for the same seed', () => {
    expect(ids(assemble('cand-1'))).toEqual(ids(assemble('cand-1')));
    expect(formSeed('a', 'c', 1)).toBe(formSeed('a', 'c', 1));
    expect(formSeed('a', 'c', 1)).not.toBe(formSeed('a', 'c', 2));
  });

  it('gives two candidates different forms built to the same blueprint', () => {
    const first = assemble('cand-1');
    const second = assemble('cand-2');
    expect(ids(first)).not.toEqual(ids(second));
    const levels = (form: typeof first) => form.map((f) => ('cefr' in f.item ? f.item.cefr : ''));
    expect(levels(first)).toEqual([
      'A2',
      'A2',
      'A2',
      'A2',
      'B1',
      'B1',
      'B1',
      'B1',
      'B2',
      'B2',
      'B2',
      'B2',
      'C1',
      'C1',
      'C1',
      'C1',
    ]);
    expect(levels(second)).toEqual(levels(first));
    expect(new Set(ids(first)).size).toBe(16);
  });

  it('avoids items at the exposure cap while others are eligible, and uses them when it must', () => {
    const overexposed = new Set(grammarBank.items.filter((_, i) => i % 12 < 8).map((i) => i.id));
    const form = assemble('cand-3', (id) => (overexposed.has(id) ? MAX_EXPOSURE : 0));
    expect(ids(form).filter((id) => overexposed.has(id))).toEqual([]);

    const almostAll = new Set(grammarBank.items.filter((_, i) => i % 12 < 10).map((i) => i.id));
    const tight = assemble('cand-3', (id) => (almostAll.has(id) ? 0.9 : 0));
    // Two fresh items per level, then two of the over-exposed ones to complete the cell.
    expect(ids(tight).filter((id) => !almostAll.has(id))).toHaveLength(8);
    expect(tight).toHaveLength(16);
  });

  it('keeps exposure near the cap over many forms when exposure is fed back', () => {
    const counts = new Map<string, number>();
    const forms = 300;
    for (let n = 0; n < forms; n++) {
      const form = assemble(`cand-${n}`, (id) => (n === 0 ? 0 : (counts.get(id) ?? 0) / n));
      for (const id of ids(form)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const rates = [...counts.values()].map((c) => c / forms);
    expect(Math.max(...rates)).toBeLessThanOrEqual(MAX_EXPOSURE + 0.02);
    expect(counts.size).toBe(grammarBank.items.length);
  });

  it('refuses a bank that cannot fill the blueprint', () => {
    const small = { ...grammarBank, items: grammarBank.items.slice(0, 20) };
    expect(() => assembleForm({ bank: small, blueprint: grammarBlueprint, seed: 's', context })).toThrow(
      BlueprintError,
    );
  });

  it('draws whole passages with their questions in reading order', () => {
    const passages: Passage[] = ['p1', 'p2', 'p3'].map((id) => ({
      id,
      version: 1,
      title: `Passage ${id}`,
      text: 'x'.repeat(250),
      cefr: 'B1',
      genre: 'email',
    }));
    const items = passages.flatMap((p) =>
      [1, 2, 3, 4].map(
        (q): BankItem => ({
          ...(mcq(`${p.id}-q${q}`, 'B1') as Extract<BankItem, { type: 'mcq' }>),
          passageId: p.id,
        }),
      ),
    );
    const form = assembleForm({
      bank: { testId: 'reading', items, passages },
      blueprint: {
        version: 1,
        cells: [
          { kind: 'passages', label: 'B1', count: 2, questionsPerPassage: 3, where: (p) => p.cefr === 'B1' },
        ],
        questionSeconds: () => 100,
      },
      seed: 'seed',
      context,
    });
    expect(form).toHaveLength(6);
    for (const { item, passage } of form) expect('passageId' in item && item.passageId).toBe(passage?.id);
    const first = form.slice(0, 3).map((f) => f.item.id);
    expect(first).toEqual([...first].sort());
  });
});

/** An assembled item as its candidate sees it with its key: the item row and the drawn option order. */
function presentItem({ item, origin }: AssembledItem, rng: Rng) {
  const row = bankItemToRow(item, {
    testId: 'test',
    position: 0,
    source: origin?.source === 'ai' ? 'ai' : 'library',
    ...(origin?.source === 'ai' ? { model: origin.model } : {}),
  });
  const nulls = Object.fromEntries(
    [
      'optionKeys',
      'keyIndex',
      'trait',
      'facet',
      'reverse',
      'industry',
      'competency',
      'difficulty',
      'cefr',
      'skill',
      'minWords',
      'maxWords',
      'rubric',
      'model',
    ].map((k) => [k, null]),
  );
  const record = { options: [], ...nulls, ...row } as unknown as ItemRecord;
  return presentQuestion(itemRowOf(record), optionOrderOf(item, rng));
}

describe('presentItem', () => {
  it('shuffles options per candidate and the key follows the right answer', () => {
    const item = mcq('k1', 'B2');
    const orders = new Set<string>();
    for (let n = 0; n < 20; n++) {
      const q = presentItem({ item }, rngFor(`seed-${n}`, item.id));
      expect(q.options[q.scoring.keyIndex ?? -1]).toBe('k1 right');
      expect([...q.options].sort()).toEqual([...(item.type === 'mcq' ? item.options : [])].sort());
      orders.add(q.options.join('|'));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('keeps SJT effectiveness and forced-choice styles with their options', () => {
    const sjt: BankItem = {
      id: 's1',
      version: 2,
      type: 'sjt',
      industry: 'General',
      competency: 'integrity',
      text: 'A scenario. What would you do?',
      options: [
        { text: 'Best', effectiveness: 4 },
        { text: 'Good', effectiveness: 3 },
        { text: 'Poor', effectiveness: 2 },
        { text: 'Worst', effectiveness: 1 },
      ],
    };
    const q = presentItem({ item: sjt }, rngFor('seed', 's1'));
    const rating = Object.fromEntries(q.options.map((o, i) => [o, q.scoring.optionKeys?.[i]]));
    expect(rating).toEqual({ Best: 4, Good: 3, Poor: 2, Worst: 1 });
    expect(q.scoring).toMatchObject({
      itemId: 's1',
      itemVersion: 2,
      source: 'bank',
      competency: 'integrity',
    });
  });

  it('keeps rating scales and True/False in their natural order, and word limits visible', () => {
    const likert = presentItem(
      {
        item: {
          id: 'l1',
          version: 1,
          type: 'likert_scale',
          text: 'I plan ahead.',
          trait: 'conscientiousness',
          facet: 'C5',
          reverse: true,
        },
      },
      rngFor('s', 'l1'),
    );
    expect(likert.options).toEqual(['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree']);
    expect(likert.scoring).toMatchObject({ trait: 'conscientiousness', reverse: true });
    const tf = presentItem(
      {
        item: {
          id: 't1',
          version: 1,
          type: 'true_false',
          text: 'It is.',
          key: false,
          difficulty: 'easy',
          skill: 'detail',
          explanation: 'No.',
        },
      },
      rngFor('s', 't1'),
    );
    expect(tf.options).toEqual(['True', 'False']);
    expect(tf.scoring.keyIndex).toBe(1);
  });
});

describe('the real banks', () => {
  it('fill every blueprint for every industry, within the section time', async () => {
    const { BLUEPRINTS } = await import('./blueprints');
    const { ITEM_BANKS } = await import('../items/library');
    const { INDUSTRIES } = await import('@app/contracts');
    const durations: Record<string, number> = {
      [TEST_IDS.bigFive]: 20,
      [TEST_IDS.workStyle]: 15,
      [TEST_IDS.situationalJudgement]: 25,
      [TEST_IDS.logicalReasoning]: 20,
      [TEST_IDS.englishGrammar]: 15,
      [TEST_IDS.englishVocabulary]: 15,
      [TEST_IDS.readingComprehension]: 25,
      [TEST_IDS.businessWriting]: 30,
    };
    for (const [testId, blueprint] of Object.entries(BLUEPRINTS)) {
      const bank = ITEM_BANKS.get(testId);
      if (!bank) throw new Error(`no bank for ${testId}`);
      for (const industry of [...INDUSTRIES, 'Aerospace']) {
        const form = assembleForm({ bank, blueprint, seed: `s-${industry}`, context: { industry } });
        const seconds = form.reduce((sum, f) => sum + blueprint.questionSeconds(f.item), 0);
        expect(seconds, testId).toBeLessThanOrEqual((durations[testId] ?? 0) * 60);
        if (testId === TEST_IDS.situationalJudgement && industry !== 'Aerospace') {
          const own = form.filter((f) => f.item.type === 'sjt' && f.item.industry === industry);
          expect(own, industry).toHaveLength(5);
        }
        expect(form.some((f) => f.item.type === 'likert_scale' && f.item.facet === 'O6')).toBe(false);
      }
    }
  });
});

describe('forms with AI-written items', () => {
  // A pool for B1 (cell 1): 5 fitting items and 2 that do not fit the cell (wrong level).
  const written = [
    ...Array.from({ length: 5 }, (_, i) => mcq(`ai-b1-${i}`, 'B1')),
    mcq('ai-c2-0', 'C1'),
    mcq('ai-c2-1', 'C1'),
  ];
  const generated = (share: number) => (cellIndex: number) =>
    cellIndex === 1 ? { items: written, model: 'm-1', share } : undefined;
  const withAi = (candidateId: string, share: number) =>
    assembleForm({
      bank: grammarBank,
      blueprint: grammarBlueprint,
      seed: formSeed('assessment-1', candidateId, 1),
      context,
      generated: generated(share),
    });

  it("takes the cell's share from the pool, marked with the model, and fills the rest from the bank", () => {
    const form = withAi('cand-1', 2);
    expect(form).toHaveLength(16);
    const b1 = form.slice(4, 8);
    expect(b1.filter((e) => e.origin?.source === 'ai')).toHaveLength(2);
    expect(b1.every((e) => 'cefr' in e.item && e.item.cefr === 'B1')).toBe(true);
    expect(
      form
        .filter((e) => e.origin?.source === 'ai')
        .every((e) => e.origin?.source === 'ai' && e.origin.model === 'm-1'),
    ).toBe(true);
    // Other cells stay on the bank.
    expect([...form.slice(0, 4), ...form.slice(8)].every((e) => e.origin === undefined)).toBe(true);
    expect(presentItem(b1[0] as AssembledItem, rngFor('s', 'x')).scoring).toMatchObject({
      source: 'ai',
      model: 'm-1',
    });
  });

  it('uses only generated items that fit the cell; the bank covers what the pool cannot', () => {
    const form = withAi('cand-2', 4);
    const ai = form.filter((e) => e.origin?.source === 'ai').map((e) => e.item.id);
    expect(ai).toHaveLength(4);
    expect(ai.every((id) => id.startsWith('ai-b1-'))).toBe(true);
    // Asked for more than fits: 5 fitting items, share 4 of a 4-item cell → all AI; share capped by the count.
    expect(withAi('cand-2', 9).filter((e) => e.origin?.source === 'ai')).toHaveLength(4);
  });

  it('is deterministic for one seed and pool, and varies between candidates of one role', () => {
    const ids = (form: ReturnType<typeof withAi>) => form.map((e) => e.item.id);
    expect(ids(withAi('cand-3', 2))).toEqual(ids(withAi('cand-3', 2)));
    const forms = ['a', 'b', 'c', 'd', 'e'].map((c) =>
      ids(withAi(`cand-${c}`, 2))
        .slice(4, 8)
        .join(),
    );
    expect(new Set(forms).size).toBeGreaterThan(1);
  });
});

describe('the AI share of a cell per mode', () => {
  const cell = (count: number, slot = true): ItemCell => ({
    kind: 'items',
    label: 'x',
    count,
    where: () => true,
    ...(slot ? { slot: () => ({ type: 'mcq' as const }) } : {}),
  });
  it('is none for pre-built and for cells the provider does not write', () => {
    expect(aiShare('pre-built', cell(5), 0)).toBe(0);
    expect(aiShare('ai-generated', cell(5, false), 0)).toBe(0);
    expect(aiShare('hybrid', cell(5, false), 0)).toBe(0);
  });
  it('is all of the cell for ai-generated and about half for hybrid', () => {
    expect(aiShare('ai-generated', cell(5), 3)).toBe(5);
    expect(aiShare('hybrid', cell(5), 0)).toBe(2);
    expect(aiShare('hybrid', cell(10), 1)).toBe(5);
    expect([0, 1, 2, 3].map((i) => aiShare('hybrid', cell(1), i))).toEqual([1, 0, 1, 0]);
  });
  it("asks the provider for twice the share, between 3 and one call's maximum", () => {
    expect([1, 2, 5, 10, 20].map(poolSize)).toEqual([3, 4, 10, 20, 20]);
  });
  it('covers every blueprint cell that has a slot with a slot the provider accepts', () => {
    for (const [testId, blueprint] of Object.entries(BLUEPRINTS)) {
      for (const c of blueprint.cells) {
        if (c.kind !== 'items' || !c.slot) continue;
        expect(AI_ITEM_TYPES, `${testId} ${c.label}`).toContain(c.slot({ industry: 'Retail' }).type);
      }
    }
    // Big Five statements are validated IPIP items: never generated.
    expect(BLUEPRINTS[TEST_IDS.bigFive]?.cells.some((c) => c.kind === 'items' && c.slot)).toBe(false);
  });
});
