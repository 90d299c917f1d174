import type { TApiKeyCreated, TIntakeResponse, TPublicAssessmentList } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsOutOfStepWithTheirRecord } from '../../../test/candidate-records';
import { createAssessment } from '../../../test/candidates';
import {
  createTestApp,
  linkIn,
  signedInAdmin,
  type TestApp,
  type TestClient,
  waitForMail,
} from '../../../test/helpers';
import { openApiContract } from '../../../test/openapi-contract';
import { givePlan } from '../../../test/plans';
import { assessments, candidates } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;
let contract: Awaited<ReturnType<typeof openApiContract>>;
type Admin = Awaited<ReturnType<typeof signedInAdmin>>;
let admin: Admin;
let other: Admin;
let admins = 0;

beforeAll(async () => {
  t = await createTestApp();
  contract = await openApiContract(t.app);
  admin = await signedInAdmin(t, 'owner@into.test', { name: 'Into Co', industry: 'Technology' });
  other = await signedInAdmin(t, 'owner@other-into.test', { name: 'Other Co', industry: 'Retail' });
}, 60_000);
afterAll(() => t?.close());

const ADD = '/api/assessments/{id}/candidates';
const addOne = async (client: TestClient, assessmentId: string, body: object) => {
  const response = await client.post(`/api/assessments/${assessmentId}/candidates`, body);
  contract.check('POST', ADD, response);
  return response;
};

/** An open assessment of the admin's company with one pre-built test. */
const openAssessment = (companyId = admin.companyId) =>
  createAssessment(t, companyId, [TEST_IDS.logicalReasoning]);

async function setAssessment(id: string, values: Partial<typeof assessments.$inferInsert>) {
  await t.context.db.update(assessments).set(values).where(eq(assessments.id, id));
}

/** The CSV upload's form with an assessmentId field (and no test configuration). */
async function uploadInto(client: TestClient, assessmentId: string, csv: string) {
  const form = new FormData();
  form.set('assessmentId', assessmentId);
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'more.csv');
  const request = new Request('http://x', { method: 'POST', body: form });
  return client.request('POST', '/api/n8n/csv-upload', Buffer.from(await request.arrayBuffer()), {
    'content-type': request.headers.get('content-type') ?? '',
  });
}

describe('one by one into an existing assessment', () => {
  it("adds the candidate with source 'manual'; the pipeline gives them the assessment's form and an invitation", async () => {
    const id = await openAssessment();
    const response = await addOne(admin.client, id, { email: 'Ada@Example.com', full_name: 'Ada Lovelace' });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json() as TIntakeResponse;
    expect(result).toMatchObject({ candidatesProcessed: 1, assessmentId: id, skipped: [] });
    const [row] = await t.context.db.select().from(candidates).where(eq(candidates.email, 'ada@example.com'));
    expect(row).toMatchObject({ assessmentId: id, source: 'manual', companyId: admin.companyId });
    const mail = await waitForMail(
      t.context,
      'ada@example.com',
      'Your assessment invitation from Into Co',
      20_000,
    );
    expect(await applicationsOutOfStepWithTheirRecord(t.context.db, admin.companyId)).toEqual([]);
    expect(linkIn(mail.text)).toContain('/accept-invite?token=');
    expect(mail.text).toContain('Logical Reasoning');
    // The assessment's tests are now locked: it has a candidate.
    const read = await admin.client.get(`/api/assessments/${id}`);
    expect(read.json().configurationLocked).toBe(true);
  });

  it('refuses a draft, a closed, an archived assessment and one whose window closed, with what to do', async () => {
    const id = await openAssessment();
    const body = { email: 'late@example.com', full_name: 'Late Comer' };
    await setAssessment(id, { status: 'draft' });
    let response = await addOne(admin.client, id, body);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Open the assessment before inviting candidates.');
    await setAssessment(id, { status: 'closed' });
    response = await addOne(admin.client, id, body);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('This assessment is closed. Reopen it');
    await setAssessment(id, { status: 'archived' });
    response = await addOne(admin.client, id, body);
    expect(response.json().error.message).toContain('archived');
    await setAssessment(id, {
      status: 'open',
      opensAt: new Date('2020-01-01T00:00:00Z'),
      closesAt: new Date('2020-02-01T09:00:00Z'),
      timeZone: 'Europe/Paris',
    });
    response = await addOne(admin.client, id, body);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      "This assessment's window closed on 1 Feb 2020, 10:00 (Europe/Paris). Move its closing time before inviting candidates.",
    );
    // Before the window opens candidates may be added: they start once it opens.
    await setAssessment(id, { opensAt: new Date(Date.now() + 86_400_000), closesAt: null });
    response = await addOne(admin.client, id, body);
    expect(response.statusCode, response.body).toBe(201);
    const added = await t.context.db
      .select()
      .from(candidates)
      .where(eq(candidates.email, 'late@example.com'));
    expect(added).toHaveLength(1);
  });

  it('refuses an email already in this assessment, and gives a person of another opening a new application', async () => {
    const first = await openAssessment();
    const second = await openAssessment();
    expect(
      (await addOne(admin.client, first, { email: 'twice@example.com', full_name: 'Twice' })).statusCode,
    ).toBe(201);
    let response = await addOne(admin.client, first, { email: 'TWICE@example.com', full_name: 'Twice' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'TWICE@example.com is already a candidate of this assessment.',
    );
    response = await addOne(admin.client, second, { email: 'twice@example.com', full_name: 'Twice' });
    expect(response.statusCode).toBe(201);
    const rows = await t.context.db
      .select()
      .from(candidates)
      .where(eq(candidates.email, 'twice@example.com'));
    expect(rows.map((row) => row.assessmentId).sort()).toEqual([first, second].sort());
    expect(new Set(rows.map((row) => row.recordId)).size).toBe(1);
  });

  it("answers 404 for another company's assessment and writes nothing", async () => {
    const foreign = await openAssessment(other.companyId);
    const response = await addOne(admin.client, foreign, { email: 'spy@example.com', full_name: 'Spy' });
    expect(response.statusCode).toBe(404);
    const unknown = await addOne(admin.client, '00000000-0000-4000-8000-000000000000', {
      email: 'spy@example.com',
      full_name: 'Spy',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      await t.context.db.select().from(candidates).where(eq(candidates.email, 'spy@example.com')),
    ).toEqual([]);
  });

  it("refuses a candidate beyond the plan's limit with 402 and nothing written", async () => {
    admins += 1;
    const small = await signedInAdmin(t, `small${admins}@into.test`, {
      name: `Small ${admins}`,
      industry: 'Retail',
    });
    await givePlan(t.context, small.companyId, 'startup', 1);
    const id = await openAssessment(small.companyId);
    expect((await addOne(small.client, id, { email: 'one@small.test', full_name: 'One' })).statusCode).toBe(
      201,
    );
    const response = await addOne(small.client, id, { email: 'two@small.test', full_name: 'Two' });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe('PLAN_LIMIT_REACHED');
    expect(
      await t.context.db.select().from(candidates).where(eq(candidates.email, 'two@small.test')),
    ).toEqual([]);
  });
});

describe('CSV upload into an existing assessment', () => {
  it("adds the file's candidates to it, people of other openings too, skips its own, and needs no test configuration", async () => {
    const id = await openAssessment();
    const elsewhere = await openAssessment();
    await addOne(admin.client, id, { email: 'already@csv.test', full_name: 'Already Here' });
    await addOne(admin.client, elsewhere, { email: 'other@csv.test', full_name: 'Other Place' });
    const csv = [
      'full_name,email,position',
      'New One,new1@csv.test,Analyst',
      'Already Here,already@csv.test,',
      'Other Place,other@csv.test,',
      'New Two,new2@csv.test,Analyst',
      ',broken@csv.test,',
    ].join('\n');
    const response = await uploadInto(admin.client, id, csv);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as TIntakeResponse;
    expect(result.candidatesProcessed).toBe(3);
    expect(result.assessmentId).toBe(id);
    expect(result.skipped).toEqual([
      { row: 3, email: 'already@csv.test', reason: 'Already a candidate of this assessment' },
      { row: 6, email: 'broken@csv.test', reason: 'Missing full name' },
    ]);
    const rows = await t.context.db.select().from(candidates).where(eq(candidates.assessmentId, id));
    expect(rows.map((row) => [row.email, row.source]).sort()).toEqual([
      ['already@csv.test', 'manual'],
      ['new1@csv.test', 'upload'],
      ['new2@csv.test', 'upload'],
      ['other@csv.test', 'upload'],
    ]);
    // No new assessment was made for the file.
    const made = await t.context.db
      .select()
      .from(assessments)
      .where(eq(assessments.sourceFilename, 'more.csv'));
    expect(made).toEqual([]);
  });

  it("refuses a file whose new candidates do not fit in the plan's limit: 402 and nothing written", async () => {
    const small = await signedInAdmin(t, 'csv-small@into.test', { name: 'Csv Small', industry: 'Retail' });
    await givePlan(t.context, small.companyId, 'startup', 2);
    const id = await openAssessment(small.companyId);
    const csv = 'full_name,email\nA,a@csv-small.test\nB,b@csv-small.test\nC,c@csv-small.test\n';
    const response = await uploadInto(small.client, id, csv);
    expect(response.statusCode).toBe(402);
    expect(response.json().error.message).toContain('This upload needs 3 test generations');
    expect(await t.context.db.select().from(candidates).where(eq(candidates.assessmentId, id))).toEqual([]);
  });

  it('refuses a draft (409), an unknown or foreign assessment (404), a malformed id (404)', async () => {
    const draft = await openAssessment();
    await setAssessment(draft, { status: 'draft' });
    const csv = 'full_name,email\nX,x@refused.test\n';
    const refused = await uploadInto(admin.client, draft, csv);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Open the assessment before inviting candidates.');
    const foreign = await uploadInto(admin.client, await openAssessment(other.companyId), csv);
    expect(foreign.statusCode).toBe(404);
    expect((await uploadInto(admin.client, 'not-an-id', csv)).statusCode).toBe(404);
    expect(
      await t.context.db.select().from(candidates).where(eq(candidates.email, 'x@refused.test')),
    ).toEqual([]);
  });
});

describe('public API', () => {
  let key: TApiKeyCreated;
  const api = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${key.key}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  beforeAll(async () => {
    await givePlan(t.context, admin.companyId);
    const created = await admin.client.post('/api/api-keys', { name: 'ATS' });
    expect(created.statusCode, created.body).toBe(201);
    key = created.json();
  });

  it('lists the company’s assessments so an integrator finds the id, and never another company’s', async () => {
    const id = await openAssessment();
    await openAssessment(other.companyId);
    // v1 filters by the stored status, as it always did: an open assessment whose window has passed (the
    // admin pages read it as Closed) is still listed under open, with status open.
    const passed = await openAssessment();
    await setAssessment(passed, {
      opensAt: new Date(Date.now() - 3 * 86_400_000),
      closesAt: new Date(Date.now() - 86_400_000),
    });
    const response = await api('GET', '/api/v1/assessments?status=open&pageSize=100');
    contract.check('GET', '/api/v1/assessments', response);
    expect(response.statusCode).toBe(200);
    const list = response.json() as TPublicAssessmentList;
    const found = list.items.find((item) => item.id === id);
    expect(found).toMatchObject({ status: 'open', name: 'Test assessment', candidates: 0 });
    expect(found?.tests.map((test) => test.id)).toEqual([TEST_IDS.logicalReasoning]);
    expect(list.items.find((item) => item.id === passed)?.status).toBe('open');
    const mine = await t.context.db
      .select()
      .from(assessments)
      .where(eq(assessments.companyId, admin.companyId));
    expect(list.total).toBe(mine.filter((row) => row.status === 'open').length);
  });

  it("adds candidates into an assessment with source 'api', skipping existing ones; 404 for another company's", async () => {
    const id = await openAssessment();
    const path = '/api/v1/assessments/{id}/candidates';
    const response = await api('POST', `/api/v1/assessments/${id}/candidates`, {
      candidates: [
        { fullName: 'Api One', email: 'api1@into.test' },
        { fullName: 'Api Two', email: 'api2@into.test' },
        { fullName: 'Api One again', email: 'api1@into.test' },
      ],
    });
    contract.check('POST', path, response);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      candidatesProcessed: 2,
      assessmentId: id,
      skipped: [{ row: 3, email: 'api1@into.test', reason: 'Duplicate of row 1 in this request' }],
    });
    const rows = await t.context.db.select().from(candidates).where(eq(candidates.assessmentId, id));
    expect(rows.map((row) => row.source)).toEqual(['api', 'api']);

    const again = await api('POST', `/api/v1/assessments/${id}/candidates`, {
      fullName: 'Api Two',
      email: 'api2@into.test',
    });
    contract.check('POST', path, again);
    expect(again.statusCode).toBe(200);
    expect(again.json().skipped[0].reason).toBe('Already a candidate of this assessment');

    const foreign = await api(
      'POST',
      `/api/v1/assessments/${await openAssessment(other.companyId)}/candidates`,
      {
        fullName: 'X',
        email: 'x@into.test',
      },
    );
    contract.check('POST', path, foreign);
    expect(foreign.statusCode).toBe(404);
    const closed = await openAssessment();
    await setAssessment(closed, { status: 'closed' });
    const refused = await api('POST', `/api/v1/assessments/${closed}/candidates`, {
      fullName: 'X',
      email: 'x@into.test',
    });
    contract.check('POST', path, refused);
    expect(refused.statusCode).toBe(409);
  });
});

describe('copy invitation link', () => {
  it('issues a fresh link to the application without an email, beside the emailed one; 409 before questions, 404 foreign', async () => {
    const id = await openAssessment();
    const added = await addOne(admin.client, id, { email: 'copy@into.test', full_name: 'Copy Me' });
    const [candidateId] = (added.json() as TIntakeResponse).candidateIds;
    const mail = await waitForMail(
      t.context,
      'copy@into.test',
      'Your assessment invitation from Into Co',
      20_000,
    );
    const emailed = new URL(linkIn(mail.text)).searchParams.get('token') ?? '';
    const copy = await admin.client.post(`/api/candidates/${candidateId}/invitation-link`);
    contract.check('POST', '/api/candidates/{id}/invitation-link', copy);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.headers['cache-control']).toBe('no-store');
    const { url } = copy.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/accept-invite\?token=/);
    const token = new URL(url).searchParams.get('token') ?? '';
    const check = (value: string) =>
      t.app.inject({ method: 'GET', url: `/api/invitations/accept?token=${value}` });
    expect(copy.json()).toMatchObject({ kind: 'application', url });
    expect((await check(token)).json().status).toBe('valid');
    // The emailed link keeps working: a copy does not take the candidate's own link away.
    expect((await check(emailed)).json().status).toBe('valid');
    // No second email was sent.
    const { outboxRepository } = await import('../../mail/outbox.repository');
    const mails = (await outboxRepository.listNewestFirst(t.context.db, 200)).filter(
      (m) => m.to === 'copy@into.test',
    );
    expect(mails).toHaveLength(1);

    const foreign = await other.client.post(`/api/candidates/${candidateId}/invitation-link`);
    expect(foreign.statusCode).toBe(404);

    // A candidate whose questions are not ready yet: 409 with the reason.
    const [pending] = await t.context.db
      .insert(candidates)
      .values({
        companyId: admin.companyId,
        assessmentId: id,
        fullName: 'Pending',
        email: 'pending@into.test',
      })
      .returning({ id: candidates.id });
    const notReady = await admin.client.post(`/api/candidates/${pending?.id}/invitation-link`);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().error.message).toContain('Questions are not ready yet');
  });
});
