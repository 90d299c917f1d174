import type { TItemAnalysis, TItemAnalysisItem } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment } from '../../../test/candidates';
import { insertQuestions, libraryItemId } from '../../../test/form-questions';
import { createTestApp, signedInAdmin, type TestApp, TestClient } from '../../../test/helpers';
import { setFairnessRegion } from '../../../test/self-identification';
import { answers, candidates, evaluations, items, sections, submissions, testLibrary } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let adminB: Awaited<ReturnType<typeof signedInAdmin>>;
let customTestId: string;

/**
 * A custom test of four items on one section (q-1, q-2, q-4: mcq; q-3: true/false, key True) and the
 * library's lr-01 (key: option 1) on a second. Eight answer patterns, each given by four candidates (32):
 *
 *   cand   q-1     q-2  q-3  q-4 (key 1)      credits q1 q2 q3 q4
 *   1      key     key  T    option 2          1  1  1  0
 *   2      key     key  T    option 2          1  1  1  0
 *   3      key     key  F    key               1  1  0  1
 *   4      key     –    T    option 2          1  0  1  0
 *   5      opt 1   key  F    key               0  1  0  1
 *   6      key     –    F    option 0          1  0  0  0
 *   7      opt 3   –    T    (skipped)         0  0  1  0
 *   8      (skip)  –    F    option 3          0  0  0  0
 *   (– : a wrong option)
 *
 * q-1 by hand: credits x = [1,1,1,1,0,1,0,0], p = 5/8 = 0.625; rest (q2+q3+q4) y = [2,2,2,1,2,0,1,0].
 * Point-biserial: M1 = 7/5 = 1.4, M0 = 3/3 = 1, s_y = √(18/8 − 1.25²) = √0.6875 = 0.8292,
 * r = (1.4 − 1)/0.8292 × √(0.625 × 0.375) = 0.4824 × 0.4841 = 0.2336 (check: Sxy = 7 − 6.25 = 0.75,
 * Sxx = 1.875, Syy = 18 − 12.5 = 5.5, r = 0.75/√10.3125 = 0.2336).
 * q-4: credits [0,0,1,0,1,0,0,0], p = 0.25; rest y = [3,3,2,2,1,1,1,0]: M1 = 1.5, M0 = 10/6,
 * s_y = √(29/8 − 1.625²) = 0.9922, r = −0.1667/0.9922 × √(0.25 × 0.75) = −0.0727.
 * Top 27% of 32 = 9 people; the 9th highest rest is 2, so the 16 with rest ≥ 2 (patterns 1-4) are the
 * top group: 12 chose option 2, 4 the key.
 * Half the copies saw q-1's options reversed, so the stored answers differ while the choices are the same.
 */
const PATTERNS = [
  { q1: 0, q2: 2, q3: 0, q4: 2 },
  { q1: 0, q2: 2, q3: 0, q4: 2 },
  { q1: 0, q2: 2, q3: 1, q4: 1 },
  { q1: 0, q2: 0, q3: 0, q4: 2 },
  { q1: 1, q2: 2, q3: 1, q4: 1 },
  { q1: 0, q2: 0, q3: 1, q4: 0 },
  { q1: 3, q2: 0, q3: 0, q4: null },
  { q1: null, q2: 0, q3: 1, q4: 3 },
] as const;
const OPTIONS = ['Stop the line', 'Carry on', 'Call a friend', 'Ignore it'];
const REVERSED = [3, 2, 1, 0];

async function insertItem(testId: string, itemKey: string, values: Partial<typeof items.$inferInsert>) {
  const [row] = await t.context.db
    .insert(items)
    .values({
      testId,
      itemKey,
      version: 1,
      source: 'custom',
      type: 'mcq',
      stem: `Stem of ${itemKey}`,
      ...values,
    })
    .returning({ id: items.id });
  if (!row) throw new Error('no item');
  return row.id;
}

async function insertSection(assessmentId: string, testId: string, displayOrder: number) {
  const [row] = await t.context.db
    .insert(sections)
    .values({
      assessmentId,
      testId,
      name: `Section ${displayOrder}`,
      category: 'skills',
      displayOrder,
      blueprintVersion: 1,
    })
    .returning({ id: sections.id });
  if (!row) throw new Error('no section');
  return row.id;
}

type Answered = { sectionId: string; itemId: string; value: number | null; optionOrder?: number[] };

/** A candidate with these questions answered, submitted, and evaluated with `status`. */
async function insertCandidate(
  companyId: string,
  assessmentId: string,
  email: string,
  form: Answered[],
  { testStatus = 'submitted', status = 'completed' as 'completed' | 'pending' } = {},
) {
  const db = t.context.db;
  const [candidate] = await db
    .insert(candidates)
    .values({ companyId, assessmentId, fullName: email, email, testStatus, submissionCount: 1 })
    .returning({ id: candidates.id });
  if (!candidate) throw new Error('no candidate');
  const rows = await insertQuestions(
    db,
    form.map((q, i) => ({
      sectionId: q.sectionId,
      candidateId: candidate.id,
      questionNumber: i + 1,
      itemId: q.itemId,
      optionOrder: q.optionOrder ?? null,
    })),
  );
  const answered = form.flatMap((q, i) => {
    const questionId = rows[i]?.id;
    return q.value === null || !questionId ? [] : [{ q, questionId, index: i }];
  });
  if (answered.length > 0)
    await db.insert(answers).values(
      answered.map(({ q, questionId, index }) => ({
        candidateId: candidate.id,
        questionId,
        sectionId: q.sectionId,
        answerData: { value: q.value as number, question_index: index },
      })),
    );
  const [submission] = await db
    .insert(submissions)
    .values({ candidateId: candidate.id, submissionNumber: 1, submissionData: {} })
    .returning({ id: submissions.id });
  await db
    .insert(evaluations)
    .values({ candidateId: candidate.id, submissionId: submission?.id ?? '', evaluationStatus: status });
}

async function analysis(client: TestClient, testId: string) {
  const response = await client.get(`/api/item-analysis/${testId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TItemAnalysis;
}

const byKey = (result: TItemAnalysis, itemKey: string) =>
  result.items.find((i) => i.itemKey === itemKey) as TItemAnalysisItem;

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  adminA = await signedInAdmin(t, 'admin@items-a.test', { name: 'Items A', industry: 'Technology' });
  adminB = await signedInAdmin(t, 'admin@items-b.test', { name: 'Items B', industry: 'Retail' });
  // A asks the US's questions (decision 036): its items' DIF compares the US's groups.
  await setFairnessRegion(t, adminA.companyId, 'us');
  const [test] = await t.context.db
    .insert(testLibrary)
    .values({
      companyId: adminA.companyId,
      name: 'Warehouse safety',
      description: 'Our own questions',
      category: 'skills',
      subCategory: 'custom',
      durationMinutes: 10,
      questionCount: 4,
    })
    .returning({ id: testLibrary.id });
  customTestId = test?.id ?? '';
  const company = { companyId: adminA.companyId };
  const q1 = await insertItem(customTestId, 'q-1', {
    ...company,
    options: OPTIONS,
    keyIndex: 0,
    position: 1,
  });
  const q2 = await insertItem(customTestId, 'q-2', {
    ...company,
    options: OPTIONS,
    keyIndex: 2,
    position: 2,
  });
  const q3 = await insertItem(customTestId, 'q-3', {
    ...company,
    type: 'true_false',
    keyIndex: 0,
    position: 3,
  });
  const q4 = await insertItem(customTestId, 'q-4', {
    ...company,
    options: OPTIONS,
    keyIndex: 1,
    position: 4,
  });
  const lr01 = await libraryItemId(t.context.db, 'lr-01');

  const assessmentA = await createAssessment(t, adminA.companyId, [customTestId, TEST_IDS.logicalReasoning]);
  const custom = await insertSection(assessmentA, customTestId, 1);
  const library = await insertSection(assessmentA, TEST_IDS.logicalReasoning, 2);
  const formOf = (p: (typeof PATTERNS)[number], reversed: boolean, all = false): Answered[] => [
    {
      sectionId: custom,
      itemId: q1,
      value: p.q1 === null ? null : reversed ? REVERSED.indexOf(p.q1) : p.q1,
      ...(reversed ? { optionOrder: REVERSED } : {}),
    },
    { sectionId: custom, itemId: q2, value: all ? 2 : p.q2 },
    { sectionId: custom, itemId: q3, value: all ? 0 : p.q3 },
    { sectionId: custom, itemId: q4, value: all ? 1 : p.q4 },
    { sectionId: library, itemId: lr01, value: 1 },
  ];
  for (let copy = 0; copy < 4; copy++)
    for (const [i, pattern] of PATTERNS.entries())
      await insertCandidate(
        adminA.companyId,
        assessmentA,
        `c${i}-${copy}@items-a.test`,
        formOf(pattern, copy >= 2),
      );
  // Not finished forms: one whose evaluation is still pending, one unlocked again. Both answer every item
  // right, which would change every p if they counted.
  await insertCandidate(
    adminA.companyId,
    assessmentA,
    'pending@items-a.test',
    formOf(PATTERNS[0], false, true),
    {
      status: 'pending',
    },
  );
  await insertCandidate(
    adminA.companyId,
    assessmentA,
    'unlocked@items-a.test',
    formOf(PATTERNS[0], false, true),
    {
      testStatus: 'in_progress',
    },
  );

  // Company B's one candidate on the same library item.
  const assessmentB = await createAssessment(t, adminB.companyId, [TEST_IDS.logicalReasoning]);
  const libraryB = await insertSection(assessmentB, TEST_IDS.logicalReasoning, 1);
  await insertCandidate(adminB.companyId, assessmentB, 'b@items-b.test', [
    { sectionId: libraryB, itemId: lr01, value: 0 },
  ]);
}, 120_000);

afterAll(() => t.close());

describe('GET /api/item-analysis/:testId', () => {
  it("gives a custom test's items p and the corrected point-biserial worked out by hand", async () => {
    const result = await analysis(adminA.client, customTestId);
    expect(result).toMatchObject({ testId: customTestId, testName: 'Warehouse safety', minResponses: 30 });
    expect(result.items.map((i) => i.itemKey)).toEqual(['q-1', 'q-2', 'q-3', 'q-4']);
    expect(byKey(result, 'q-1')).toEqual({
      itemKey: 'q-1',
      version: 1,
      type: 'mcq',
      stem: 'Stem of q-1',
      responses: 32,
      enoughResponses: true,
      difficulty: 0.625,
      discrimination: 0.234,
      // 20 × key, 4 × option 1, 4 × option 3, 4 skipped: in the item's own order whatever order was shown.
      optionRates: [
        { option: 'Stop the line', rate: 0.625, isKey: true },
        { option: 'Carry on', rate: 0.125, isKey: false },
        { option: 'Call a friend', rate: 0, isKey: false },
        { option: 'Ignore it', rate: 0.125, isKey: false },
      ],
      flags: [],
      itemId: expect.any(String),
      source: 'custom',
      retired: false,
      // Nobody self-identified: the sex comparison shows its zero counts (item-fairness.int.test.ts has DIF).
      dif: [
        expect.objectContaining({
          focal: 'female',
          referenceCount: 0,
          focalCount: 0,
          enoughResponses: false,
        }),
      ],
    });
  });

  it('flags a key the best scorers avoid, in plain words', async () => {
    const q4 = byKey(await analysis(adminA.client, customTestId), 'q-4');
    expect(q4.difficulty).toBe(0.25);
    expect(q4.discrimination).toBe(-0.073);
    expect(q4.flags).toEqual([
      'Negative discrimination (r = −0.07): candidates who do well overall are less likely to get it right. Check the key.',
      'Among the top 27% of scorers, option “Call a friend” was chosen more often than the key.',
    ]);
    const q3 = byKey(await analysis(adminA.client, customTestId), 'q-3');
    expect(q3.optionRates).toEqual([
      { option: 'True', rate: 0.5, isKey: true },
      { option: 'False', rate: 0.5, isKey: false },
    ]);
  });

  it("counts only the company's own candidates on a library test", async () => {
    const mine = byKey(await analysis(adminA.client, TEST_IDS.logicalReasoning), 'lr-01');
    expect(mine.responses).toBe(32);
    expect(mine.difficulty).toBe(1);
    expect(mine.flags).toEqual([
      'Very easy (p = 1.00 > 0.95): almost everyone gets it right, so it tells candidates apart little.',
    ]);
    const theirs = await analysis(adminB.client, TEST_IDS.logicalReasoning);
    expect(byKey(theirs, 'lr-01')).toMatchObject({
      responses: 1,
      enoughResponses: false,
      difficulty: null,
      optionRates: [],
    });
    // Every other library item is listed, with nothing answered.
    expect(theirs.items.filter((i) => i.itemKey !== 'lr-01').every((i) => i.responses === 0)).toBe(true);
    expect(theirs.items.length).toBeGreaterThan(10);
  });

  it("answers 404 for another company's custom test or an unknown one, 401 without a session", async () => {
    const foreign = await adminB.client.get(`/api/item-analysis/${customTestId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Warehouse');
    expect(
      (await adminA.client.get('/api/item-analysis/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await new TestClient(t.app).get(`/api/item-analysis/${customTestId}`)).statusCode).toBe(401);
  });
});
