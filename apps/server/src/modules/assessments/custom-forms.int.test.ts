import type { TWritingRubric } from '@app/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment } from '../../../test/candidates';
import { formQuestions } from '../../../test/form-questions';
import { createTestApp, signedInAdmin, type TestApp } from '../../../test/helpers';
import { candidates, items, testLibrary } from '../../db/schema';
import { generateForms } from './pipeline.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(() => t.close());

const STEMS = [
  'First, about invoices?',
  'Second: a true or false.',
  'Third, about ledgers?',
  'Fourth, write.',
];

/** A company's own test of four items (two mcq, a true/false, an open-ended), in that order. */
async function customTest(
  companyId: string,
  settings: { drawCount: number | null; shuffleOptions: boolean },
) {
  const [test] = await t.context.db
    .insert(testLibrary)
    .values({
      companyId,
      name: `Accounts ${settings.drawCount ?? 'all'} ${settings.shuffleOptions}`,
      description: 'Our own questions',
      category: 'skills',
      subCategory: 'custom',
      durationMinutes: 10,
      questionCount: settings.drawCount ?? STEMS.length,
      questionSeconds: 75,
      ...settings,
    })
    .returning({ id: testLibrary.id });
  const testId = test?.id ?? '';
  const base = { testId, companyId, version: 1, source: 'custom' };
  await t.context.db.insert(items).values([
    {
      ...base,
      itemKey: 'q-a',
      position: 0,
      type: 'mcq',
      stem: STEMS[0] ?? '',
      options: ['A1', 'A2', 'A3', 'A4'],
      keyIndex: 2,
    },
    { ...base, itemKey: 'q-b', position: 1, type: 'true_false', stem: STEMS[1] ?? '', keyIndex: 1 },
    {
      ...base,
      itemKey: 'q-c',
      position: 2,
      type: 'mcq',
      stem: STEMS[2] ?? '',
      options: ['C1', 'C2', 'C3'],
      keyIndex: 0,
    },
    {
      ...base,
      itemKey: 'q-d',
      position: 3,
      type: 'open_ended',
      stem: STEMS[3] ?? '',
      minWords: 10,
      maxWords: 80,
      rubric: { task_response: 'Answers the question asked.' } as TWritingRubric,
    },
    // Retired versions are never drawn for new forms.
    {
      ...base,
      itemKey: 'q-a',
      version: 0,
      position: 0,
      type: 'mcq',
      stem: 'Old',
      options: ['x', 'y'],
      keyIndex: 0,
      status: 'retired',
    },
  ]);
  return testId;
}

async function candidatesOf(companyId: string, assessmentId: string, n: number) {
  const rows = await t.context.db
    .insert(candidates)
    .values(
      Array.from({ length: n }, (_, i) => ({
        companyId,
        assessmentId,
        fullName: `Person ${i}`,
        email: `person${i}-${assessmentId.slice(0, 6)}@custom.test`,
      })),
    )
    .returning({ id: candidates.id });
  return rows.map((r) => r.id);
}

describe("forms of a company's own test", () => {
  it('gives every candidate every active item in the order the company set, options as written', async () => {
    const admin = await signedInAdmin(t, 'custom-forms@acme.test', {
      name: 'Custom Forms Co',
      industry: 'Finance',
    });
    const testId = await customTest(admin.companyId, { drawCount: null, shuffleOptions: false });
    const assessmentId = await createAssessment(t, admin.companyId, [testId]);
    const ids = await candidatesOf(admin.companyId, assessmentId, 3);
    await generateForms(t.context, { assessmentId, candidateIds: ids });
    for (const id of ids) {
      const form = await formQuestions(t.context.db, id);
      expect(form.map((q) => q.text)).toEqual(STEMS);
      expect(form.map((q) => q.optionOrder)).toEqual([null, null, null, null]);
      expect(form.map((q) => q.timeLimitSeconds)).toEqual([75, 75, 75, 75]);
      expect(form[0]?.options).toEqual(['A1', 'A2', 'A3', 'A4']);
      expect(form[0]?.scoring.keyIndex).toBe(2);
      expect(form[1]?.options).toEqual(['True', 'False']);
      expect(form[1]?.scoring.keyIndex).toBe(1);
      expect(form[3]?.metadata).toEqual({ minWords: 10, maxWords: 80 });
    }
  });

  it('draws N of the items per candidate, keeps their order and shuffles options with the key following', async () => {
    const admin = await signedInAdmin(t, 'custom-draw@acme.test', {
      name: 'Custom Draw Co',
      industry: 'Finance',
    });
    const testId = await customTest(admin.companyId, { drawCount: 2, shuffleOptions: true });
    const assessmentId = await createAssessment(t, admin.companyId, [testId]);
    const ids = await candidatesOf(admin.companyId, assessmentId, 12);
    await generateForms(t.context, { assessmentId, candidateIds: ids });
    const forms = await Promise.all(ids.map((id) => formQuestions(t.context.db, id)));
    const drawn = new Set<string>();
    const orders = new Set<string>();
    for (const form of forms) {
      expect(form).toHaveLength(2);
      const positions = form.map((q) => STEMS.indexOf(q.text));
      expect(positions).toEqual([...positions].sort());
      drawn.add(positions.join(','));
      for (const q of form) {
        if (q.text === STEMS[0]) {
          expect(q.options[q.scoring.keyIndex ?? -1]).toBe('A3');
          orders.add(q.options.join(''));
        }
        if (q.text === STEMS[2]) expect(q.options[q.scoring.keyIndex ?? -1]).toBe('C1');
        if (q.type === 'true_false') expect(q.optionOrder).toBeNull();
      }
    }
    expect(drawn.size).toBeGreaterThan(1);
    expect(orders.size).toBeGreaterThan(1);
    // Never the retired version.
    const used = forms.flat().map((q) => q.itemRowId);
    const retired = await t.context.db
      .select({ id: items.id, status: items.status })
      .from(items)
      .where(inArray(items.id, used));
    expect(retired.every((r) => r.status === 'active')).toBe(true);
  });
});
