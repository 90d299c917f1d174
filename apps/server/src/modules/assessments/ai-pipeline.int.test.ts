import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formQuestions } from '../../../test/form-questions';
import {
  createTestApp,
  signedInAdmin,
  type TestApp,
  type TestClient,
  uploadCsv,
  waitUntil,
} from '../../../test/helpers';
import { aiItemCache, candidates, sections } from '../../db/schema';
import { createAiProvider } from '../ai';
import {
  completion,
  errorAnswer,
  type FakeChatServer,
  type FakeHandler,
  startFakeChatServer,
} from '../ai/fake-chat-server';
import { createFakeModel, isKeyCheck, solve, taskOf } from '../ai/fake-model';
import { TEST_IDS } from './test-ids';

/**
 * The AI modes end to end: uploads through the API, the pipeline's jobs, a local OpenAI-compatible server.
 * Blueprints: Big Five 40 (always bank), SJT 15 (cells 5 + 10), grammar 20 (4 cells of 5), writing 3 (3 cells).
 */
const SELECTED = [
  TEST_IDS.bigFive,
  TEST_IDS.situationalJudgement,
  TEST_IDS.englishGrammar,
  TEST_IDS.businessWriting,
];
const SLOTS_PER_ROLE = 2 + 4 + 3;
/** Grammar's four slots are keyed (mcq): each batch is answered once more to check its keys. */
const KEYED_SLOTS_PER_ROLE = 4;
const generations = () => server.requests.filter((r) => !isKeyCheck(r));

let t: TestApp;
let server: FakeChatServer;
let handler: FakeHandler;
const model = createFakeModel('fake-model-7b');

beforeAll(async () => {
  server = await startFakeChatServer((request, n) => handler(request, n));
  t = await createTestApp({ AI_BASE_URL: server.baseUrl, AI_MODEL: 'fake-model-7b' });
  // Short timeouts and backoff, so the misbehaving-server cases take seconds.
  t.context.ai = createAiProvider(t.context.config, { timeoutMs: 1_000, backoffMs: 5, retries: 1 });
});
afterAll(async () => {
  await t.close();
  await server.close();
});
beforeEach(() => {
  handler = (request) => model.answer(request);
  server.requests.length = 0;
});

const formOf = async (candidateId: string) => {
  const testOf = new Map(
    (await t.context.db.select({ id: sections.id, testId: sections.testId }).from(sections)).map((s) => [
      s.id,
      s.testId,
    ]),
  );
  const order = new Map(
    (await t.context.db.select({ id: sections.id, order: sections.displayOrder }).from(sections)).map((s) => [
      s.id,
      s.order,
    ]),
  );
  return (await formQuestions(t.context.db, candidateId))
    .map((q) => ({ testId: testOf.get(q.sectionId) ?? null, ...q, number: q.questionNumber }))
    .sort((a, b) => (order.get(a.sectionId) ?? 0) - (order.get(b.sectionId) ?? 0) || a.number - b.number);
};

async function uploadAndWait(admin: { client: TestClient }, csv: string, config: object) {
  const upload = await uploadCsv(admin, csv, config);
  await waitUntil(async () => {
    const rows = await t.context.db
      .select({ status: candidates.testStatus, userId: candidates.userId })
      .from(candidates)
      .where(inArray(candidates.id, upload.candidateIds));
    return rows.every((r) => r.status === 'questions_generated' && r.userId !== null);
  }, 60_000);
  return upload;
}

const sourcesByTest = (form: Awaited<ReturnType<typeof formOf>>) => {
  const out: Record<string, { ai: number; bank: number }> = {};
  for (const q of form) {
    const entry = out[q.testId ?? ''] ?? { ai: 0, bank: 0 };
    const source = q.scoring.source;
    if (source === 'custom') throw new Error('forms of library tests hold no custom items');
    entry[source] += 1;
    out[q.testId ?? ''] = entry;
  }
  return out;
};

describe('AI-generated and hybrid assessments', () => {
  it('writes the generated sections with the provider, once per role and slot, without the candidate', async () => {
    const admin = await signedInAdmin(t, 'ai@clinic.test', { name: 'Clinic Co', industry: 'Healthcare' });
    const csv = [
      'full_name,email,position,experience_level',
      'Ada Quist,ada.quist@clinic.test,Nurse,Junior',
      'Bo Rennet,bo.rennet@clinic.test,  nurse ,junior',
      'Cy Tallow,cy.tallow@clinic.test,Ward Manager,Senior',
    ].join('\n');
    const { candidateIds } = await uploadAndWait(admin, csv, {
      testMode: 'ai-generated',
      selectedTests: SELECTED.map((id) => ({ id })),
      customInstructions: 'Set scenarios on a busy hospital ward.',
    });

    // Two roles (Nurse/Junior, spelled two ways, and Ward Manager/Senior): one call per role and slot.
    expect(generations()).toHaveLength(2 * SLOTS_PER_ROLE);
    expect(server.requests.filter(isKeyCheck)).toHaveLength(2 * KEYED_SLOTS_PER_ROLE);
    const tasks = generations().map(taskOf);
    expect(new Set(tasks.map((task) => JSON.stringify(task.roleProfile)))).toEqual(
      new Set([
        JSON.stringify({ position: 'Nurse', experienceLevel: 'Junior', industry: 'Healthcare' }),
        JSON.stringify({ position: 'Ward Manager', experienceLevel: 'Senior', industry: 'Healthcare' }),
      ]),
    );
    for (const request of generations())
      expect(request.raw).toContain('Set scenarios on a busy hospital ward.');
    for (const request of server.requests) {
      for (const secret of ['Ada', 'Quist', 'Rennet', 'Tallow', 'clinic.test', admin.companyId])
        expect(request.raw).not.toContain(secret);
    }
    expect(await t.context.db.select().from(aiItemCache)).toHaveLength(2 * SLOTS_PER_ROLE);

    const [ada, bo, cy] = await Promise.all(candidateIds.map(formOf));
    if (!ada || !bo || !cy) throw new Error('forms missing');
    for (const form of [ada, bo, cy]) {
      expect(form).toHaveLength(40 + 15 + 20 + 3);
      expect(sourcesByTest(form)).toEqual({
        [TEST_IDS.bigFive]: { ai: 0, bank: 40 },
        [TEST_IDS.situationalJudgement]: { ai: 15, bank: 0 },
        [TEST_IDS.englishGrammar]: { ai: 20, bank: 0 },
        [TEST_IDS.businessWriting]: { ai: 3, bank: 0 },
      });
      for (const q of form.filter((q) => q.scoring.source === 'ai')) {
        expect(q.scoring.model).toBe('fake-model-7b');
        expect(q.scoring.itemId).toMatch(/^ai-[0-9a-f]{16}$/);
      }
    }
    // The same role draws from the same pools but gets a different form; another role other items.
    const aiIds = (form: typeof ada) =>
      new Set(form.filter((q) => q.scoring.source === 'ai').map((q) => q.scoring.itemId));
    expect(aiIds(ada)).not.toEqual(aiIds(bo));
    expect([...aiIds(cy)].filter((id) => aiIds(ada).has(id) || aiIds(bo).has(id))).toEqual([]);
    // The keys stay on the server, with the item's source recorded on the form too.
    const mcq = ada.find((q) => q.testId === TEST_IDS.englishGrammar);
    expect(mcq?.scoring.keyIndex).toBeTypeOf('number');
    expect(ada.filter((q) => q.scoring.source === 'ai' && q.scoring.model === 'fake-model-7b')).toHaveLength(
      38,
    );

    // A later upload for a known role reuses the cached items: the provider is not called again.
    server.requests.length = 0;
    await uploadAndWait(
      admin,
      'full_name,email,position,experience_level\nDee Vale,dee@vale.test,Nurse,Junior\n',
      {
        testMode: 'ai-generated',
        selectedTests: SELECTED.map((id) => ({ id })),
        customInstructions: 'Set scenarios on a busy hospital ward.',
      },
    );
    expect(server.requests).toHaveLength(0);
  }, 120_000);

  it('hybrid mode mixes generated and bank items to its documented share', async () => {
    const admin = await signedInAdmin(t, 'hybrid@shop.test', { name: 'Shop Co', industry: 'Retail' });
    const { candidateIds } = await uploadAndWait(
      admin,
      'full_name,email,position,experience_level\nEve Hale,eve@shop.test,Store Supervisor,Mid\n',
      { testMode: 'hybrid', selectedTests: SELECTED.map((id) => ({ id })) },
    );
    const form = await formOf(candidateIds[0] ?? '');
    // SJT 5 → 2 + 10 → 5; grammar four cells of 5 → 2 each; writing: the first and third prompt.
    expect(sourcesByTest(form)).toEqual({
      [TEST_IDS.bigFive]: { ai: 0, bank: 40 },
      [TEST_IDS.situationalJudgement]: { ai: 7, bank: 8 },
      [TEST_IDS.englishGrammar]: { ai: 8, bank: 12 },
      [TEST_IDS.businessWriting]: { ai: 2, bank: 1 },
    });
    // Pre-built never calls the provider.
    server.requests.length = 0;
    await uploadAndWait(admin, 'full_name,email\nFinn Hale,finn@shop.test\n', {
      testMode: 'pre-built',
      selectedTests: SELECTED.map((id) => ({ id })),
    });
    expect(server.requests).toHaveLength(0);
  }, 120_000);

  it('falls back to the bank when the provider fails, and stops calling a server that is down', async () => {
    const admin = await signedInAdmin(t, 'down@bank.test', { name: 'Bank Co', industry: 'Finance' });
    const cachedBefore = (await t.context.db.select().from(aiItemCache)).length;
    handler = () => errorAnswer(500, 'upstream exploded');
    const { candidateIds } = await uploadAndWait(
      admin,
      'full_name,email,position\nGus Penn,gus@bank.test,Teller\n',
      { testMode: 'ai-generated', selectedTests: SELECTED.map((id) => ({ id })) },
    );
    const form = await formOf(candidateIds[0] ?? '');
    expect(form).toHaveLength(78);
    expect(form.every((q) => q.scoring.source === 'bank')).toBe(true);
    // At most one batch of concurrent calls (4 slots × 2 attempts) before the chunk gave up on the server.
    expect(server.requests.length).toBeLessThanOrEqual(8);
    expect(await t.context.db.select().from(aiItemCache)).toHaveLength(cachedBefore);
  }, 60_000);

  it('replaces a slot whose answers stay malformed or wrong, and keeps the slots that were fine', async () => {
    const admin = await signedInAdmin(t, 'odd@school.test', { name: 'School Co', industry: 'Education' });
    const cachedBefore = new Set((await t.context.db.select().from(aiItemCache)).map((r) => r.cacheKey));
    handler = (request) => {
      if (isKeyCheck(request)) return model.answer(request);
      const task = taskOf(request);
      if (task.slot.type === 'sjt') return completion('{"items": [ {"text": "oops", ');
      if (task.slot.type === 'open_ended') return completion({ items: [{ text: 'Write.', cefr: 'B1' }] });
      return model.answer(request);
    };
    const { candidateIds } = await uploadAndWait(
      admin,
      'full_name,email,position\nHal Moss,hal@school.test,Teacher\n',
      { testMode: 'ai-generated', selectedTests: SELECTED.map((id) => ({ id })) },
    );
    const form = await formOf(candidateIds[0] ?? '');
    expect(sourcesByTest(form)).toEqual({
      [TEST_IDS.bigFive]: { ai: 0, bank: 40 },
      [TEST_IDS.situationalJudgement]: { ai: 0, bank: 15 },
      [TEST_IDS.englishGrammar]: { ai: 20, bank: 0 },
      [TEST_IDS.businessWriting]: { ai: 0, bank: 3 },
    });
    // Each broken slot was asked twice (the answer, then one repair) and nothing of it was cached.
    const sjtCalls = generations().filter((r) => taskOf(r).slot.type === 'sjt');
    expect(sjtCalls).toHaveLength(2 * 2);
    const added = (await t.context.db.select().from(aiItemCache)).filter(
      (r) => !cachedBefore.has(r.cacheKey),
    );
    expect(added.map((r) => r.testId)).toEqual(Array(4).fill(TEST_IDS.englishGrammar));
  }, 60_000);

  it('drops generated questions whose key a second, keyless answer does not confirm', async () => {
    const admin = await signedInAdmin(t, 'keys@firm.test', { name: 'Firm Co', industry: 'Technology' });
    const cachedBefore = new Set((await t.context.db.select().from(aiItemCache)).map((r) => r.cacheKey));
    // The solver picks option 1 for every third question: those keys (option 0) count as doubtful.
    handler = (request) =>
      isKeyCheck(request) ? solve(request, (n) => (n % 3 === 0 ? 1 : 0)) : model.answer(request);
    const { candidateIds } = await uploadAndWait(
      admin,
      'full_name,email,position\nIvy Lane,ivy@firm.test,Analyst\n',
      { testMode: 'ai-generated', selectedTests: [{ id: TEST_IDS.englishGrammar }] },
    );
    const checks = server.requests.filter(isKeyCheck);
    expect(checks).toHaveLength(4);
    expect(checks.every((r) => r.body.temperature === 0)).toBe(true);
    // Nothing of the key reaches the solver.
    expect(checks.every((r) => !r.raw.includes('"key"') && !r.raw.includes('explanation'))).toBe(true);
    const added = (await t.context.db.select().from(aiItemCache)).filter(
      (r) => !cachedBefore.has(r.cacheKey),
    );
    // Pools of 10 per cell: questions 3, 6 and 9 were dropped, 7 kept.
    expect(added.map((r) => r.items.length)).toEqual([7, 7, 7, 7]);
    const form = await formOf(candidateIds[0] ?? '');
    expect(form).toHaveLength(20);
    expect(sourcesByTest(form)).toEqual({ [TEST_IDS.englishGrammar]: { ai: 20, bank: 0 } });
  }, 60_000);
});
