import type { TIntakeResponse, TUploadCheckResponse } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, type TestClient } from '../../../test/helpers';
import { openApiContract } from '../../../test/openapi-contract';
import { givePlan } from '../../../test/plans';
import { TEST_IDS } from '../assessments/test-ids';

/**
 * POST /api/candidates/csv-check, the upload's dry run: the same verdicts as the upload of the same
 * file, nothing written, scoped to the admin's company, the plan's room reported rather than refused.
 */
let t: TestApp;
let contract: Awaited<ReturnType<typeof openApiContract>>;
type Admin = Awaited<ReturnType<typeof signedInAdmin>>;
let admins = 0;

beforeAll(async () => {
  t = await createTestApp();
  contract = await openApiContract(t.app);
}, 60_000);
afterAll(() => t?.close());

const CHECK = '/api/candidates/csv-check';
const UPLOAD = '/api/n8n/csv-upload';
const PRE_BUILT = { selectedTests: [{ id: TEST_IDS.logicalReasoning }], testMode: 'pre-built' };

async function newAdmin(): Promise<Admin> {
  admins += 1;
  const admin = await signedInAdmin(t, `admin${admins}@csv-check.test`, {
    name: `Check Co ${admins}`,
    industry: 'Technology',
  });
  await givePlan(t.context, admin.companyId);
  return admin;
}

async function send(
  client: TestClient,
  url: string,
  csv: string,
  fields: Record<string, string> = { testConfiguration: JSON.stringify(PRE_BUILT) },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'candidates.csv');
  const request = new Request('http://x', { method: 'POST', body: form });
  const response = await client.request('POST', url, Buffer.from(await request.arrayBuffer()), {
    'content-type': request.headers.get('content-type') ?? '',
  });
  if (url === CHECK) contract.check('POST', CHECK, response);
  return response;
}

async function check(client: TestClient, csv: string, fields?: Record<string, string>) {
  const response = await send(client, CHECK, csv, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TUploadCheckResponse;
}

async function upload(client: TestClient, csv: string, fields?: Record<string, string>) {
  const response = await send(client, UPLOAD, csv, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TIntakeResponse;
}

/** The check's skipped rows as the upload lists them. */
const skippedOf = (result: TUploadCheckResponse) =>
  result.rows
    .filter((row) => row.verdict === 'skip')
    .map(({ row, email, reason }) => ({ row, email, reason }));

async function counts(companyId: string) {
  const result = await t.context.db.execute<{ candidates: number; assessments: number }>(sql`
    SELECT (SELECT count(*)::int FROM candidates WHERE company_id = ${companyId}) AS candidates,
           (SELECT count(*)::int FROM assessments WHERE company_id = ${companyId}) AS assessments`);
  return result.rows[0];
}

async function nameOf(assessmentId: string) {
  const result = await t.context.db.execute<{ name: string }>(
    sql`SELECT name FROM assessments WHERE id = ${assessmentId}`,
  );
  return result.rows[0]?.name ?? '';
}

/** Nine rows, three bad (a missing email, an invalid one, a duplicate) and a person the company knows. */
const NINE_ROWS = [
  'full_name,email,position',
  'Ada Lovelace,ada@check.test,Analyst',
  'Alan Turing,alan@check.test,Analyst',
  'No Email,,Analyst',
  'Bad Email,not-an-email,Analyst',
  'Grace Hopper,grace@check.test,Analyst',
  'Ada Again,ADA@check.test,Analyst',
  'Existing Person,existing@check.test,Analyst',
  'Katherine Johnson,katherine@check.test,Analyst',
  'Edsger Dijkstra,edsger@check.test,Analyst',
].join('\n');

describe('the CSV check', () => {
  it('gives every row the verdict the upload then gives it, and writes nothing', async () => {
    const admin = await newAdmin();
    const existing = await upload(admin.client, 'full_name,email\nExisting Person,existing@check.test\n');
    const existingOpening = await nameOf(existing.assessmentId ?? '');
    const before = await counts(admin.companyId);

    const result = await check(admin.client, NINE_ROWS);
    expect(await counts(admin.companyId)).toEqual(before);
    expect(result).toMatchObject({
      rowsRead: 9,
      willAdd: 6,
      willSkip: 3,
      addedNotListed: 0,
      alsoElsewhere: 1,
    });
    expect(result.rows.map((row) => [row.row, row.verdict, row.fullName, row.reason])).toEqual([
      [2, 'add', 'Ada Lovelace', null],
      [3, 'add', 'Alan Turing', null],
      [4, 'skip', 'No Email', 'Missing email address'],
      [5, 'skip', 'Bad Email', 'Invalid email address'],
      [6, 'add', 'Grace Hopper', null],
      [7, 'skip', 'Ada Again', 'Duplicate of row 2 in this file'],
      // Known from another opening: a new upload is a new opening, and a new application of theirs.
      [8, 'add', 'Existing Person', `Also a candidate of “${existingOpening}”`],
      [9, 'add', 'Katherine Johnson', null],
      [10, 'add', 'Edsger Dijkstra', null],
    ]);
    expect(result.plan).toMatchObject({ needed: 6, fits: true, message: null });

    const uploaded = await upload(admin.client, NINE_ROWS);
    expect(uploaded.candidatesProcessed).toBe(result.willAdd);
    expect(uploaded.skipped).toEqual(skippedOf(result));
    // Checked again into the opening it made: every row is now its candidate or still invalid.
    const again = await check(admin.client, NINE_ROWS, { assessmentId: uploaded.assessmentId ?? '' });
    expect(again.willAdd).toBe(0);
  });

  it('into an existing assessment: the same reasons as the upload, its own candidates told apart', async () => {
    const admin = await newAdmin();
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
    await upload(admin.client, 'full_name,email\nExisting Person,existing@check.test\n');
    await upload(admin.client, 'full_name,email\nIn This One,mine@check.test\n', { assessmentId });
    const csv = [
      'full_name,email',
      'New Person,new@check.test',
      'Existing Person,existing@check.test',
      'In This One,MINE@check.test',
      'New Person,new@check.test',
    ].join('\n');
    const before = await counts(admin.companyId);

    const result = await check(admin.client, csv, { assessmentId });
    expect(await counts(admin.companyId)).toEqual(before);
    expect(skippedOf(result)).toEqual([
      { row: 4, email: 'MINE@check.test', reason: 'Already a candidate of this assessment' },
      { row: 5, email: 'new@check.test', reason: 'Duplicate of row 2 in this file' },
    ]);
    const uploaded = await upload(admin.client, csv, { assessmentId });
    expect(uploaded.candidatesProcessed).toBe(result.willAdd);
    expect(uploaded.skipped).toEqual(skippedOf(result));
  });

  it('notes a row whose language some library tests are not translated into', async () => {
    const admin = await newAdmin();
    const assessmentId = await createAssessment(t, admin.companyId, [
      TEST_IDS.bigFive,
      TEST_IDS.logicalReasoning,
    ]);
    const csv = [
      'full_name,email,language',
      'Hema Hindi,hema@lang.test,hi',
      'Eddie English,eddie@lang.test,',
      'Asha Also,asha@lang.test,hi-IN',
    ].join('\n');
    const result = await check(admin.client, csv, { assessmentId });
    // Big Five is translated into Hindi; Logical Reasoning is not.
    expect(result.rows.map((row) => [row.fullName, row.reason])).toEqual([
      ['Hema Hindi', 'Reads Hindi, but Logical Reasoning is in English only'],
      ['Eddie English', null],
      ['Asha Also', 'Reads Hindi, but Logical Reasoning is in English only'],
    ]);
    expect(result.inEnglishOnly).toBe(2);
    // The assessment's own language speaks for a row without one.
    await t.context.db.execute(sql`UPDATE assessments SET language = 'es' WHERE id = ${assessmentId}`);
    const spanish = await check(admin.client, csv, { assessmentId });
    expect(spanish.rows.map((row) => row.reason)).toEqual([
      'Reads Hindi, but Logical Reasoning is in English only',
      'Reads Spanish, but Logical Reasoning is in English only',
      'Reads Hindi, but Logical Reasoning is in English only',
    ]);
  });

  it("refuses what the upload refuses: a closed assessment, another company's, a file that is not CSV", async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const closed = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
    await t.context.db.execute(sql`UPDATE assessments SET status = 'closed' WHERE id = ${closed}`);
    const csv = 'full_name,email\nAda,ada@check.test\n';
    for (const url of [CHECK, UPLOAD]) {
      const refusedClosed = await send(admin.client, url, csv, { assessmentId: closed });
      expect(refusedClosed.statusCode).toBe(409);
      expect(refusedClosed.json().error.message).toContain('This assessment is closed.');
      const foreign = await send(other.client, url, csv, { assessmentId: closed });
      expect(foreign.statusCode).toBe(404);
      const forged = await send(other.client, url, csv, {
        companyId: admin.companyId,
        testConfiguration: JSON.stringify(PRE_BUILT),
      });
      expect(forged.statusCode).toBe(403);
      const noTests = await send(admin.client, url, csv, {
        testConfiguration: JSON.stringify({ testMode: 'pre-built' }),
      });
      expect(noTests.statusCode).toBe(400);
      expect(noTests.json().error.message).toBe(
        'Please select at least one test or choose AI-generated mode.',
      );
    }
  });

  it('is scoped to the admin\'s company: another company\'s candidates are not "already a candidate"', async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    await upload(other.client, 'full_name,email\nShared Person,shared@check.test\n');
    const result = await check(admin.client, 'full_name,email\nShared Person,shared@check.test\n');
    expect(result.rows).toEqual([
      { row: 2, email: 'shared@check.test', fullName: 'Shared Person', verdict: 'add', reason: null },
    ]);
    // The other company's usage is not the admin's.
    expect(result.plan.usage.pending).toBe(0);
  });

  it('reports a plan without room with the message the upload refuses with (402), writing nothing', async () => {
    const admin = await newAdmin();
    await givePlan(t.context, admin.companyId, 'startup', 2);
    const csv = 'full_name,email\nA,a@check.test\nB,b@check.test\nC,c@check.test\n';
    const before = await counts(admin.companyId);
    const result = await check(admin.client, csv);
    expect(result.willAdd).toBe(3);
    expect(result.plan).toMatchObject({ needed: 3, fits: false });
    expect(result.plan.usage).toMatchObject({ limit: 2, remaining: 2 });
    const refused = await send(admin.client, UPLOAD, csv);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe(result.plan.message);
    expect(await counts(admin.companyId)).toEqual(before);
    // Two fit.
    const two = await check(admin.client, 'full_name,email\nA,a@check.test\nB,b@check.test\n');
    expect(two.plan).toMatchObject({ needed: 2, fits: true, message: null });
  });

  it('lists every skipped row but only the first 1,000 rows to add', async () => {
    const admin = await newAdmin();
    const lines = ['full_name,email'];
    for (let i = 0; i < 1_005; i += 1) lines.push(`Person ${i},p${i}@check.test`);
    lines.push('Bad,not-an-email');
    const result = await check(admin.client, lines.join('\n'));
    expect(result).toMatchObject({ rowsRead: 1_006, willAdd: 1_005, willSkip: 1, addedNotListed: 5 });
    expect(result.rows).toHaveLength(1_001);
    expect(result.rows.at(-1)).toMatchObject({ row: 1_007, verdict: 'skip' });
  });
});
