import { randomUUID } from 'node:crypto';
import {
  CUSTOM_QUESTIONS_PLAN_MESSAGE,
  CUSTOM_TEST_IMPORT_MAX_BYTES,
  CUSTOM_TEST_MAX_ITEMS,
  type TCustomTest,
  type TCustomTestSettings,
  type TItemDraft,
} from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import {
  createTestApp,
  signedInAdmin,
  type TestApp,
  type TestClient,
  uploadCsv,
} from '../../../test/helpers';
import { openApiContract } from '../../../test/openapi-contract';
import { givePlan } from '../../../test/plans';
import { signedInMember } from '../../../test/team';
import { candidates, items, sections, testLibrary } from '../../db/schema';
import { REVIEWER_READ_ONLY_MESSAGE } from '../../lib/access';
import { TEST_IDS } from '../assessments/test-ids';
import { itemsToCsv } from './interchange/items-csv';
import { SAMPLE_DRAFTS } from './sample-drafts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let startup: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let reviewer: TestClient;
let contract: Awaited<ReturnType<typeof openApiContract>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'owner@custom.test', { name: 'Custom Co', industry: 'Technology' });
  await givePlan(t.context, admin.companyId, 'enterprise');
  startup = await signedInAdmin(t, 'owner@startup.test', { name: 'Startup Co', industry: 'Retail' });
  await givePlan(t.context, startup.companyId, 'startup');
  other = await signedInAdmin(t, 'owner@other.test', { name: 'Other Co', industry: 'Finance' });
  reviewer = (await signedInMember(t, admin, 'Custom Co', 'reviewer@custom.test', 'reviewer')).client;
  contract = await openApiContract(t.app);
}, 90_000);
afterAll(() => t?.close());

const settings = (overrides: Partial<TCustomTestSettings> = {}): TCustomTestSettings => ({
  name: 'Customer service basics',
  description: 'Our own questions',
  category: 'skills',
  durationMinutes: 15,
  questionSeconds: 45,
  drawCount: null,
  shuffleOptions: false,
  ...overrides,
});

/** The call, checked against the OpenAPI document (status documented, JSON body valid). */
async function checked(
  client: TestClient,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  path: string,
  body?: unknown,
) {
  const response = await client.request(method, url, body);
  contract.check(method, path, response);
  return response;
}

async function createTest(client: TestClient, overrides: Partial<TCustomTestSettings> = {}) {
  const response = await checked(
    client,
    'POST',
    '/api/custom-tests',
    '/api/custom-tests',
    settings(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TCustomTest;
}

async function addItems(client: TestClient, testId: string, drafts: TItemDraft[]) {
  const keys: string[] = [];
  for (const draft of drafts) {
    const response = await checked(
      client,
      'POST',
      `/api/custom-tests/${testId}/items`,
      '/api/custom-tests/{testId}/items',
      draft,
    );
    expect(response.statusCode, response.body).toBe(201);
    keys.push(response.json().itemKey);
  }
  return keys;
}

const getTest = async (client: TestClient, testId: string) => {
  const response = await checked(client, 'GET', `/api/custom-tests/${testId}`, '/api/custom-tests/{testId}');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TCustomTest;
};

/** POST /api/custom-tests/import as multipart/form-data, encoded by the platform's Request. */
async function importFile(
  client: TestClient,
  file: { bytes: Buffer | string; name: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const bytes = typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes);
  form.set('file', new Blob([bytes]), file.name);
  const request = new Request('http://x', { method: 'POST', body: form });
  const response = await client.request(
    'POST',
    '/api/custom-tests/import',
    Buffer.from(await request.arrayBuffer()),
    { 'content-type': request.headers.get('content-type') ?? '' },
  );
  contract.check('POST', '/api/custom-tests/import', response);
  return response;
}

async function exportFile(client: TestClient, testId: string, format: string) {
  const response = await client.request('GET', `/api/custom-tests/${testId}/export?format=${format}`);
  contract.check('GET', '/api/custom-tests/{testId}/export', response);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** A candidate's form that uses the item version: what makes it "in use". */
async function useInAForm(companyId: string, itemKey: string) {
  const [item] = await t.context.db
    .select({ id: items.id, testId: items.testId })
    .from(items)
    .where(and(eq(items.itemKey, itemKey), eq(items.status, 'active')));
  if (!item) throw new Error(`no active item ${itemKey}`);
  const assessmentId = await createAssessment(t, companyId, [TEST_IDS.logicalReasoning]);
  const [candidate] = await t.context.db
    .insert(candidates)
    .values({ companyId, assessmentId, fullName: 'Form Holder', email: `${itemKey}@form.test` })
    .returning({ id: candidates.id });
  const [section] = await t.context.db
    .insert(sections)
    .values({
      assessmentId,
      testId: item.testId,
      name: 'Custom',
      category: 'skills',
      displayOrder: 1,
      blueprintVersion: 1,
    })
    .returning({ id: sections.id });
  if (!candidate || !section) throw new Error('form rows not inserted');
  await t.context.db.execute(sql`
    INSERT INTO form_sections (candidate_id, section_id, question_ids, item_ids, option_orders, time_limits)
    VALUES (${candidate.id}, ${section.id}, ARRAY[${randomUUID()}]::uuid[], ARRAY[${item.id}]::uuid[],
            ARRAY[NULL]::text[], ARRAY[60]::smallint[])`);
}

const testConfiguration = (...ids: string[]) => ({
  selectedTests: ids.map((id) => ({ id })),
  testMode: 'pre-built',
});
const newAssessment = (client: TestClient, ...ids: string[]) =>
  client.post('/api/assessments', {
    name: 'With our own questions',
    testConfiguration: testConfiguration(...ids),
  });

/** Every key a preview must never carry, under any name. */
const KEY_FIELDS = ['keyIndex', 'key', 'optionKeys', 'rubric', 'trait', 'reverse', 'effectiveness', 'style'];
function keysIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) keysIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (KEY_FIELDS.includes(key)) out.push(key);
      keysIn(v, out);
    }
  }
  return out;
}

describe('writing a custom test', () => {
  let test: TCustomTest;
  let keys: string[];

  it('creates a test, refusing a name the company has already', async () => {
    test = await createTest(admin.client);
    expect(test).toMatchObject({
      ...settings(),
      itemCount: 0,
      questionCount: 0,
      isActive: true,
      items: [],
    });
    const again = await checked(admin.client, 'POST', '/api/custom-tests', '/api/custom-tests', settings());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Your company already has a test named "Customer service basics". Choose another name.',
    );
    // Another company may use the same name.
    expect((await other.client.post('/api/custom-tests', settings())).statusCode).toBe(201);
  });

  it('adds one question of each type, in order, each at version 1 and not in use', async () => {
    keys = await addItems(admin.client, test.id, SAMPLE_DRAFTS);
    expect(new Set(keys).size).toBe(SAMPLE_DRAFTS.length);
    expect(keys.every((key) => /^q-[0-9a-z]{10}$/.test(key))).toBe(true);
    const read = await getTest(admin.client, test.id);
    expect(read.items.map((item) => item.draft)).toEqual(SAMPLE_DRAFTS);
    expect(read.items.map((item) => [item.itemKey, item.version, item.inUse])).toEqual(
      keys.map((key) => [key, 1, false]),
    );
    expect(read).toMatchObject({ itemCount: SAMPLE_DRAFTS.length, questionCount: SAMPLE_DRAFTS.length });
    const stored = await t.context.db.select().from(items).where(eq(items.testId, test.id));
    expect(stored.every((row) => row.companyId === admin.companyId && row.source === 'custom')).toBe(true);
    expect(stored.every((row) => row.author === admin.userId)).toBe(true);
  });

  it('refuses a question that breaks its type’s rules', async () => {
    const response = await admin.client.post(`/api/custom-tests/${test.id}/items`, {
      type: 'mcq',
      stem: 'Pick one',
      options: ['A', 'B'],
      keyIndex: 5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Mark the right option.');
  });

  it('reorders the questions, and refuses an order that misses or repeats one', async () => {
    const reversed = [...keys].reverse();
    const response = await checked(
      admin.client,
      'PUT',
      `/api/custom-tests/${test.id}/order`,
      '/api/custom-tests/{testId}/order',
      { itemKeys: reversed },
    );
    expect(response.statusCode, response.body).toBe(200);
    const read: TCustomTest = response.json();
    expect(read.items.map((item) => item.itemKey)).toEqual(reversed);
    expect(read.items.map((item) => item.position)).toEqual(reversed.map((_, i) => i));
    expect(read.items.every((item) => item.version === 1)).toBe(true);

    for (const itemKeys of [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), 'q-unknown'],
    ]) {
      const refused = await admin.client.put(`/api/custom-tests/${test.id}/order`, { itemKeys });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toContain('every question of the test exactly once');
    }
    await admin.client.put(`/api/custom-tests/${test.id}/order`, { itemKeys: keys });
  });

  it('edits a question no form uses in place, and one a form uses as its next version', async () => {
    const [mcqKey, falseKey] = keys as [string, string];
    const edited: TItemDraft = {
      ...(SAMPLE_DRAFTS[0] as TItemDraft),
      stem: 'Which number comes next: 3, 6, 12, …?',
    };
    const inPlace = await checked(
      admin.client,
      'PUT',
      `/api/custom-tests/${test.id}/items/${mcqKey}`,
      '/api/custom-tests/{testId}/items/{itemKey}',
      edited,
    );
    expect(inPlace.statusCode, inPlace.body).toBe(200);
    expect(inPlace.json()).toMatchObject({ itemKey: mcqKey, version: 1, position: 0, draft: edited });

    await useInAForm(admin.companyId, falseKey);
    expect((await getTest(admin.client, test.id)).items[1]).toMatchObject({ itemKey: falseKey, inUse: true });
    const changed: TItemDraft = {
      type: 'true_false',
      stem: 'Every invoice needs an approval.',
      tags: [],
      key: true,
    };
    const next = await admin.client.put(`/api/custom-tests/${test.id}/items/${falseKey}`, changed);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({
      itemKey: falseKey,
      version: 2,
      position: 1,
      inUse: false,
      draft: changed,
    });

    const versions = await t.context.db
      .select({ version: items.version, status: items.status, stem: items.stem })
      .from(items)
      .where(and(eq(items.testId, test.id), eq(items.itemKey, falseKey)))
      .orderBy(items.version);
    expect(versions).toEqual([
      { version: 1, status: 'retired', stem: 'Every invoice needs a purchase order.' },
      { version: 2, status: 'active', stem: 'Every invoice needs an approval.' },
    ]);
    const read = await getTest(admin.client, test.id);
    expect(read.items.map((item) => item.itemKey)).toEqual(keys);
    expect(read.itemCount).toBe(SAMPLE_DRAFTS.length);
  });

  it('deletes an unused question and retires one a form uses; both leave the test', async () => {
    const [, , unusedKey, usedKey] = keys as [string, string, string, string];
    await useInAForm(admin.companyId, usedKey);
    for (const key of [unusedKey, usedKey]) {
      const response = await checked(
        admin.client,
        'DELETE',
        `/api/custom-tests/${test.id}/items/${key}`,
        '/api/custom-tests/{testId}/items/{itemKey}',
      );
      expect(response.statusCode, response.body).toBe(204);
    }
    const rows = await t.context.db
      .select({ itemKey: items.itemKey, status: items.status })
      .from(items)
      .where(eq(items.testId, test.id));
    expect(rows.filter((row) => row.itemKey === unusedKey)).toEqual([]);
    expect(rows.filter((row) => row.itemKey === usedKey)).toEqual([{ itemKey: usedKey, status: 'retired' }]);
    const read = await getTest(admin.client, test.id);
    expect(read.items.map((item) => item.itemKey)).toEqual(
      keys.filter((k) => k !== unusedKey && k !== usedKey),
    );
    expect(read).toMatchObject({ itemCount: keys.length - 2, questionCount: keys.length - 2 });
    expect(
      (await admin.client.request('DELETE', `/api/custom-tests/${test.id}/items/${usedKey}`)).statusCode,
    ).toBe(404);
  });

  it('changes the settings; the question count follows the draw', async () => {
    const response = await checked(
      admin.client,
      'PUT',
      `/api/custom-tests/${test.id}`,
      '/api/custom-tests/{testId}',
      settings({ name: 'Service basics', drawCount: 2, shuffleOptions: true }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Service basics',
      drawCount: 2,
      questionCount: 2,
      itemCount: 5,
    });
    const more = await admin.client.put(
      `/api/custom-tests/${test.id}`,
      settings({ name: 'Service basics', drawCount: 50 }),
    );
    expect(more.json()).toMatchObject({ drawCount: 50, questionCount: 5 });
  });

  it('previews the test as a candidate would get it, without keys', async () => {
    await admin.client.put(`/api/custom-tests/${test.id}`, settings({ drawCount: 3, shuffleOptions: true }));
    const response = await checked(
      admin.client,
      'GET',
      `/api/custom-tests/${test.id}/preview`,
      '/api/custom-tests/{testId}/preview',
    );
    expect(response.statusCode, response.body).toBe(200);
    const { questions: shown } = response.json();
    expect(shown).toHaveLength(3);
    expect(shown.map((q: { questionNumber: number }) => q.questionNumber)).toEqual([1, 2, 3]);
    expect(shown.every((q: { timeLimitSeconds: number }) => q.timeLimitSeconds === 45)).toBe(true);
    await admin.client.put(`/api/custom-tests/${test.id}`, settings({ drawCount: null }));
    const every = (await admin.client.get(`/api/custom-tests/${test.id}/preview`)).json();
    expect(every.questions.map((q: { questionType: string }) => q.questionType)).toEqual(
      (await getTest(admin.client, test.id)).items.map((item) => item.draft.type),
    );
    expect(keysIn(every)).toEqual([]);
  });

  it('lists the company’s tests, newest first', async () => {
    const newer = await createTest(admin.client, { name: 'Newer test' });
    const response = await checked(admin.client, 'GET', '/api/custom-tests', '/api/custom-tests');
    const names = response.json().items.map((item: { name: string }) => item.name);
    expect(names.slice(0, 2)).toEqual(['Newer test', 'Customer service basics']);
    expect(
      (await other.client.get('/api/custom-tests')).json().items.map((i: { id: string }) => i.id),
    ).not.toContain(newer.id);
  });
});

describe('importing and exporting', () => {
  it('imports the CSV template into a new test named after the file, reporting each row', async () => {
    const template = await checked(
      admin.client,
      'GET',
      '/api/custom-tests/template.csv',
      '/api/custom-tests/template.csv',
    );
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toContain('attachment');
    const response = await importFile(admin.client, { bytes: template.body, name: 'Template questions.csv' });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ format: 'csv', skipped: 0 });
    expect(report.imported).toBeGreaterThanOrEqual(6);
    expect(report.entries.every((entry: { outcome: string }) => entry.outcome === 'imported')).toBe(true);
    const read = await getTest(admin.client, report.testId);
    expect(read.name).toBe('Template questions');
    expect(read.items).toHaveLength(report.imported);
    expect(new Set(read.items.map((item) => item.draft.type)).size).toBe(6);
    // The same file again: a new test, its name made free.
    const again = (
      await importFile(admin.client, { bytes: template.body, name: 'Template questions.csv' })
    ).json();
    expect((await getTest(admin.client, again.testId)).name).toBe('Template questions (2)');
  });

  it('skips the rows it cannot use, with the reason, and imports the rest into an existing test', async () => {
    const test = await createTest(admin.client, { name: 'Imported into' });
    await addItems(admin.client, test.id, [SAMPLE_DRAFTS[1] as TItemDraft]);
    const template = (await admin.client.get('/api/custom-tests/template.csv')).body;
    const [header, firstRow] = template.split(/\r?\n/);
    const csv = `${header}\n${firstRow}\nmcq,"A question without options"\n`;
    const response = await importFile(admin.client, { bytes: csv, name: 'some.csv' }, { testId: test.id });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ testId: test.id, imported: 1, skipped: 1 });
    expect(report.entries[1]).toMatchObject({ outcome: 'skipped' });
    expect(report.entries[1].reason.length).toBeGreaterThan(0);
    const read = await getTest(admin.client, test.id);
    expect(read.items.map((item) => item.position)).toEqual([0, 1]);
    expect(read.questionCount).toBe(2);
  });

  it('refuses a file it cannot read, and writes nothing', async () => {
    const before = await t.context.db.select({ id: testLibrary.id }).from(testLibrary);
    for (const file of [
      { bytes: 'just,some\nunrelated,columns\n', name: 'unrelated.csv' },
      { bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xff, 0x00]), name: 'broken.zip' },
      { bytes: 'type,question\n', name: 'questions.txt' },
    ]) {
      const response = await importFile(admin.client, file, { name: `Never created from ${file.name}` });
      expect(response.statusCode, `${file.name}: ${response.body}`).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(response.json().error.message.length).toBeGreaterThan(10);
    }
    const after = await t.context.db.select({ id: testLibrary.id }).from(testLibrary);
    expect(after.length).toBe(before.length);
    expect((await importFile(admin.client, { bytes: 'x', name: 'a.csv' })).statusCode).toBe(400);
  });

  it('fills a test up to 500 questions and reports the rest as skipped; then refuses one more', async () => {
    const many = Array.from({ length: CUSTOM_TEST_MAX_ITEMS + 2 }, (_, i) => ({
      type: 'true_false' as const,
      stem: `Statement ${i + 1}`,
      tags: [],
      key: true,
    }));
    const response = await importFile(
      admin.client,
      { bytes: itemsToCsv(many), name: 'many.csv' },
      { name: 'Full' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ imported: CUSTOM_TEST_MAX_ITEMS, skipped: 2 });
    expect(report.entries.at(-1)).toMatchObject({
      outcome: 'skipped',
      reason: expect.stringContaining('500'),
    });
    const more = await admin.client.post(`/api/custom-tests/${report.testId}/items`, SAMPLE_DRAFTS[1]);
    expect(more.statusCode).toBe(400);
    expect(more.json().error.message).toContain('at most 500 questions');
    const taken = await importFile(
      admin.client,
      { bytes: itemsToCsv(many.slice(0, 1)), name: 'a.csv' },
      { name: 'Full' },
    );
    expect(taken.statusCode).toBe(409);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.alloc(CUSTOM_TEST_IMPORT_MAX_BYTES + 1, 'a');
    const response = await importFile(admin.client, { bytes: big, name: 'big.csv' }, { name: 'Too big' });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each(['csv', 'qti-2.1', 'qti-3.0'])(
    'exports as %s, and importing the file gives the same questions',
    async (format) => {
      const test = await createTest(admin.client, { name: `Round trip ${format}` });
      await addItems(admin.client, test.id, SAMPLE_DRAFTS);
      const exported = await exportFile(admin.client, test.id, format);
      expect(exported.headers['content-type']).toContain(format === 'csv' ? 'text/csv' : 'application/zip');
      const extension = format === 'csv' ? 'csv' : 'zip';
      expect(exported.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="Round trip ${format}.*\\.${extension}"$`),
      );
      const imported = await importFile(admin.client, {
        bytes: exported.rawPayload,
        name: `export.${extension}`,
      });
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toMatchObject({ imported: SAMPLE_DRAFTS.length, skipped: 0 });
      const copy = await getTest(admin.client, imported.json().testId);
      expect(copy.items.map((item) => item.draft)).toEqual(SAMPLE_DRAFTS);
    },
  );
});

describe('choosing custom tests for assessments', () => {
  let eleven: TCustomTest;

  beforeAll(async () => {
    eleven = await createTest(startup.client, { name: 'Eleven questions' });
    const true11 = Array.from({ length: 11 }, (_, i) => ({
      type: 'true_false' as const,
      stem: `Statement number ${i + 1}`,
      tags: [],
      key: i % 2 === 0,
    }));
    await addItems(startup.client, eleven.id, true11);
  });

  it('refuses more than 10 custom questions per assessment on the Startup plan (402), wherever tests are chosen', async () => {
    const refused = await newAssessment(startup.client, eleven.id, TEST_IDS.logicalReasoning);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: 'PLAN_FEATURE',
      message: CUSTOM_QUESTIONS_PLAN_MESSAGE,
    });
    expect(CUSTOM_QUESTIONS_PLAN_MESSAGE).toContain('/contact');
    await expect(
      uploadCsv(startup, 'full_name,email\nAnn Lee,ann@startup.test\n', testConfiguration(eleven.id)),
    ).rejects.toThrow(/402/);

    // Ten of them per candidate fit.
    await startup.client.put(
      `/api/custom-tests/${eleven.id}`,
      settings({ name: 'Eleven questions', drawCount: 10 }),
    );
    const created = await newAssessment(startup.client, eleven.id);
    expect(created.statusCode, created.body).toBe(201);
    const assessmentId = created.json().id;
    expect(created.json().tests).toEqual([
      expect.objectContaining({ id: eleven.id, name: 'Eleven questions', questionCount: 10 }),
    ]);
    // Two tests together are over again: on an edit, and on a duplicate after the plan changed.
    const small = await createTest(startup.client, { name: 'One more' });
    await addItems(startup.client, small.id, [SAMPLE_DRAFTS[1] as TItemDraft]);
    const edit = await startup.client.patch(`/api/assessments/${assessmentId}`, {
      testConfiguration: testConfiguration(eleven.id, small.id),
    });
    expect(edit.statusCode).toBe(402);
    await givePlan(t.context, startup.companyId, 'enterprise');
    const both = await startup.client.patch(`/api/assessments/${assessmentId}`, {
      testConfiguration: testConfiguration(eleven.id, small.id),
    });
    expect(both.statusCode, both.body).toBe(200);
    await givePlan(t.context, startup.companyId, 'startup');
    const duplicate = await startup.client.post(`/api/assessments/${assessmentId}/duplicate`);
    expect(duplicate.statusCode).toBe(402);
    expect(duplicate.json().error.code).toBe('PLAN_FEATURE');
  });

  it('takes any number of custom questions on the Enterprise plan', async () => {
    const test = await createTest(admin.client, { name: 'Many questions' });
    await addItems(
      admin.client,
      test.id,
      [...SAMPLE_DRAFTS, ...SAMPLE_DRAFTS].map((d, i) => ({ ...d, stem: `${d.stem} ${i}` })),
    );
    const created = await newAssessment(admin.client, test.id);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().tests[0]).toMatchObject({ id: test.id, questionCount: 14 });
  });

  it('refuses a custom test without questions, and another company’s test', async () => {
    const empty = await createTest(admin.client, { name: 'Nothing yet' });
    const refused = await newAssessment(admin.client, empty.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'The test "Nothing yet" has no questions yet. Add questions to it before choosing it, or choose another test.',
    );
    const foreign = await newAssessment(other.client, eleven.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toContain('not available');
  });

  it('archives a test an assessment chose when it is deleted, and deletes an unused one', async () => {
    const archived = await checked(
      startup.client,
      'DELETE',
      `/api/custom-tests/${eleven.id}`,
      '/api/custom-tests/{testId}',
    );
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toEqual({ outcome: 'archived' });
    expect((await getTest(startup.client, eleven.id)).isActive).toBe(false);
    const refused = await newAssessment(startup.client, eleven.id);
    expect(refused.json().error.message).toContain('not available');

    // Restored, it is the company's again: listed in the test library and editable.
    expect((await other.client.post(`/api/custom-tests/${eleven.id}/restore`)).statusCode).toBe(404);
    const restored = await checked(
      startup.client,
      'POST',
      `/api/custom-tests/${eleven.id}/restore`,
      '/api/custom-tests/{testId}/restore',
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: eleven.id, isActive: true });
    const library = (await startup.client.get('/api/test-library')).json().items as { id: string }[];
    expect(library.map((test) => test.id)).toContain(eleven.id);

    const unused = await createTest(startup.client, { name: 'Short-lived' });
    await addItems(startup.client, unused.id, [SAMPLE_DRAFTS[0] as TItemDraft]);
    expect((await startup.client.request('DELETE', `/api/custom-tests/${unused.id}`)).json()).toEqual({
      outcome: 'deleted',
    });
    expect((await startup.client.get(`/api/custom-tests/${unused.id}`)).statusCode).toBe(404);
    expect(await t.context.db.select().from(items).where(eq(items.testId, unused.id))).toEqual([]);
  });
});

describe('in a candidate’s form', () => {
  it('draws N of the questions for a candidate, in order and without keys, which puts them in use', async () => {
    const test = await createTest(admin.client, {
      name: 'Drawn for candidates',
      drawCount: 3,
      shuffleOptions: true,
    });
    const drafts = SAMPLE_DRAFTS.slice(0, 5);
    const keys = await addItems(admin.client, test.id, drafts);
    const created = await admin.client.post('/api/assessments', {
      name: 'Drawn',
      status: 'open',
      testConfiguration: testConfiguration(test.id),
    });
    expect(created.statusCode, created.body).toBe(201);
    const candidate = await signedInCandidate(t, admin.companyId, created.json().id, 'drawn@custom.test');

    const [section] = (await candidate.client.get('/api/candidate/sections')).json().sections;
    expect(section).toMatchObject({ name: 'Drawn for candidates' });
    expect((await candidate.client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail = (await candidate.client.get(`/api/candidate/sections/${section.id}`)).json();
    const stems = drafts.map((draft) => draft.stem);
    const shown = detail.questions.map((q: { questionText: string }) => q.questionText);
    expect(shown).toHaveLength(3);
    expect(shown.map((text: string) => stems.indexOf(text))).toEqual(
      [...shown.map((text: string) => stems.indexOf(text))].sort((a, b) => a - b),
    );
    expect(detail.questions.every((q: { timeLimitSeconds: number }) => q.timeLimitSeconds === 45)).toBe(true);
    expect(keysIn(detail)).toEqual([]);

    const read = await getTest(admin.client, test.id);
    const used = read.items.filter((item) => item.inUse);
    expect(used.map((item) => item.draft.stem).sort()).toEqual([...shown].sort());
    const [first] = used as [TCustomTest['items'][number]];
    const url = `/api/custom-tests/${test.id}/items/${first.itemKey}`;
    // Saved unchanged: still the version the form uses.
    expect((await admin.client.put(url, first.draft)).json()).toMatchObject({ version: 1, inUse: true });
    const next = await admin.client.put(url, { ...first.draft, stem: `${first.draft.stem} (revised)` });
    expect(next.json()).toMatchObject({ itemKey: first.itemKey, version: 2, inUse: false });
    // The candidate's form keeps the version it showed.
    const again = (await candidate.client.get(`/api/candidate/sections/${section.id}`)).json();
    expect(again.questions.map((q: { questionText: string }) => q.questionText)).toEqual(shown);
    expect(keys).toContain(first.itemKey);
  });
});

describe('the test library', () => {
  it('lists the library, then the company’s own active tests, never another company’s', async () => {
    const own = await createTest(other.client, { name: 'Other’s own', category: 'psychometric' });
    await addItems(other.client, own.id, [SAMPLE_DRAFTS[3] as TItemDraft]);
    const archived = await createTest(other.client, { name: 'Archived own' });
    await t.context.db.update(testLibrary).set({ isActive: false }).where(eq(testLibrary.id, archived.id));

    const list = (await other.client.get('/api/test-library')).json().items as {
      id: string;
      custom: boolean;
      category: string;
      questionCount: number;
    }[];
    const customIndex = list.findIndex((entry) => entry.custom);
    expect(list.slice(0, customIndex).every((entry) => !entry.custom)).toBe(true);
    expect(list.filter((entry) => entry.custom).map((entry) => entry.id)).toContain(own.id);
    expect(list.find((entry) => entry.id === own.id)).toMatchObject({
      category: 'psychometric',
      questionCount: 1,
    });
    expect(list.map((entry) => entry.id)).not.toContain(archived.id);

    const adminList = (await admin.client.get('/api/test-library')).json().items as { id: string }[];
    expect(adminList.map((entry) => entry.id)).not.toContain(own.id);
  });
});

describe('isolation and roles', () => {
  let test: TCustomTest;
  let itemKey: string;

  beforeAll(async () => {
    test = await createTest(admin.client, { name: 'Private questions' });
    [itemKey] = (await addItems(admin.client, test.id, [SAMPLE_DRAFTS[0] as TItemDraft])) as [string];
  });

  it('answers 404 to another company for every route that names the test', async () => {
    const draft = SAMPLE_DRAFTS[1];
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/custom-tests/${test.id}`],
      ['PUT', `/api/custom-tests/${test.id}`, settings({ name: 'Taken over' })],
      ['DELETE', `/api/custom-tests/${test.id}`],
      ['POST', `/api/custom-tests/${test.id}/items`, draft],
      ['PUT', `/api/custom-tests/${test.id}/items/${itemKey}`, draft],
      ['DELETE', `/api/custom-tests/${test.id}/items/${itemKey}`],
      ['PUT', `/api/custom-tests/${test.id}/order`, { itemKeys: [itemKey] }],
      ['GET', `/api/custom-tests/${test.id}/preview`],
      ['GET', `/api/custom-tests/${test.id}/export?format=csv`],
    ];
    for (const [method, url, body] of calls) {
      const response = await other.client.request(method as 'GET', url, body);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    const template = (await admin.client.get('/api/custom-tests/template.csv')).body;
    expect(
      (await importFile(other.client, { bytes: template, name: 'in.csv' }, { testId: test.id })).statusCode,
    ).toBe(404);
    const read = await getTest(admin.client, test.id);
    expect(read).toMatchObject({ name: 'Private questions', itemCount: 1, isActive: true });
  });

  it('refuses a candidate every route (403)', async () => {
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.englishGrammar]);
    const { client } = await signedInCandidate(t, admin.companyId, assessmentId, 'candidate@custom.test');
    for (const [method, url] of [
      ['GET', '/api/custom-tests'],
      ['GET', `/api/custom-tests/${test.id}`],
      ['GET', `/api/custom-tests/${test.id}/preview`],
      ['GET', `/api/custom-tests/${test.id}/export`],
      ['GET', '/api/custom-tests/template.csv'],
      ['POST', '/api/custom-tests'],
      ['DELETE', `/api/custom-tests/${test.id}`],
    ] as const) {
      const response = await client.request(method, url, method === 'POST' ? settings() : undefined);
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
    }
  });

  it('lets a reviewer read but not write', async () => {
    expect((await reviewer.get(`/api/custom-tests/${test.id}`)).statusCode).toBe(200);
    expect((await reviewer.get(`/api/custom-tests/${test.id}/preview`)).statusCode).toBe(200);
    expect((await reviewer.get('/api/custom-tests')).statusCode).toBe(200);
    const writes = [
      reviewer.post('/api/custom-tests', settings({ name: 'By a reviewer' })),
      reviewer.put(`/api/custom-tests/${test.id}`, settings()),
      reviewer.request('DELETE', `/api/custom-tests/${test.id}`),
      reviewer.post(`/api/custom-tests/${test.id}/items`, SAMPLE_DRAFTS[1]),
      reviewer.put(`/api/custom-tests/${test.id}/items/${itemKey}`, SAMPLE_DRAFTS[1]),
      reviewer.put(`/api/custom-tests/${test.id}/order`, { itemKeys: [itemKey] }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(REVIEWER_READ_ONLY_MESSAGE);
    }
    const template = (await admin.client.get('/api/custom-tests/template.csv')).body;
    expect((await importFile(reviewer, { bytes: template, name: 'r.csv' })).statusCode).toBe(403);
  });
});
