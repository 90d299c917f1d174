import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, TestClient, waitUntil } from '../../../test/helpers';
import { pdfTextOf } from '../../../test/pdf-text';
import { givePlan } from '../../../test/plans';
import { scanDatabase } from '../../../test/scan-database';
import { askSelfIdentification } from '../../../test/self-identification';
import { submitAssessment } from '../../../test/submit-all';
import { candidates, webhookEndpoints } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { retentionService } from './retention.service';

/**
 * Erasure (issue 21's "done when"): after a candidate who did everything is erased, nothing of them is
 * found in any column of any table (public and pgboss schemas) nor in the company's responses and exports,
 * while the company's statistics still add up.
 */
const NAME = 'Zebulon Quillfeather';
const EMAIL = 'zebulon.quill_feather@erasure.test';
const PATTERNS = ['zebulon', 'quillfeather', 'quill_feather@erasure'];

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let candidateId = '';
let candidateClient: TestClient;
let apiKey = '';

const statistics = async () => {
  const analytics = await admin.client.get('/api/analytics');
  const fairness = await admin.client.get('/api/fairness/adverse-impact');
  return { analytics: analytics.json(), fairness: fairness.statusCode === 200 ? fairness.json() : null };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'admin@erasure-a.test', { name: 'Erasure Co', industry: 'Technology' });
  await askSelfIdentification(admin, 'uk');
  other = await signedInAdmin(t, 'admin@erasure-b.test', { name: 'Other Co', industry: 'Retail' });
  await givePlan(t.context, admin.companyId);
  apiKey = (await admin.client.post('/api/api-keys', { name: 'ATS' })).json().key;
  await t.context.db.insert(webhookEndpoints).values({
    companyId: admin.companyId,
    url: 'https://hooks.example.com/in',
    secret: 'whsec_test',
    events: ['candidate.created', 'assessment.submitted', 'evaluation.completed', 'questions.generated'],
  });
  const assessmentId = await createAssessment(t, admin.companyId, [
    TEST_IDS.englishGrammar,
    TEST_IDS.businessWriting,
  ]);
  const candidate = await signedInCandidate(t, admin.companyId, assessmentId, EMAIL, NAME);
  candidateId = candidate.candidateId;
  candidateClient = candidate.client;
  const profile = JSON.stringify({ city: 'Quillfeather Town' });
  await t.context.db.execute(
    sql`UPDATE candidates SET phone = '+44 7700 900123', profile_data = ${profile}::jsonb WHERE id = ${candidateId}`,
  );
  await t.context.db.execute(
    sql`UPDATE candidate_records SET phone = '+44 7700 900123', profile_data = ${profile}::jsonb
        WHERE id = (SELECT record_id FROM candidates WHERE id = ${candidateId})`,
  );
  expect(
    (
      await candidate.client.post('/api/candidate/accommodations', {
        kind: 'other',
        reason: `I am ${NAME}, I need a screen reader`,
      })
    ).statusCode,
  ).toBeLessThan(300);
  for (const section of (await candidate.client.get('/api/candidate/sections')).json().sections) {
    await candidate.client.post(`/api/candidate/sections/${section.id}/start`);
    const detail = (await candidate.client.get(`/api/candidate/sections/${section.id}`)).json();
    for (const [index, q] of detail.questions.entries()) {
      const value = q.questionType === 'open_ended' ? `My name is ${NAME} and I write to ${EMAIL} daily.` : 0;
      await candidate.client.put(`/api/candidate/answers/${q.id}`, { value, questionIndex: index });
    }
  }
  expect((await submitAssessment(candidate.client, candidateId, candidate.userId)).statusCode).toBe(201);
  await waitUntil(async () => {
    const r = await admin.client.get(`/api/evaluations/${candidateId}`);
    return r.statusCode === 200 && ['completed', 'needs_review'].includes(r.json().evaluationStatus);
  }, 30_000);
  const selfId = await candidate.client.put('/api/candidate/self-identification', {
    sex: 'female',
    ageBand: '25_34',
  });
  expect(selfId.statusCode, selfId.body).toBe(200);
  const evaluation = (await admin.client.get(`/api/evaluations/${candidateId}`)).json();
  const writing = evaluation.evaluationData.questions.find((q: { type: string }) => q.type === 'open_ended');
  await admin.client.post(`/api/evaluations/${candidateId}/overrides`, {
    questionId: writing.questionId,
    score: 70,
    reason: `${NAME} wrote well`,
  });
}, 180_000);
afterAll(() => t.close());

describe('access', () => {
  it('hands the candidate their data as a versioned JSON attachment, without answer keys', async () => {
    const response = await candidateClient.get('/api/candidate/my-data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-/);
    const body = response.json();
    expect(body.format).toBe('hireassess.candidate-data.v1');
    expect(body.profile.fullName).toBe(NAME);
    expect(body.answers.some((a: { answer: unknown }) => String(a.answer).includes(NAME))).toBe(true);
    expect(body.accommodationRequests).toHaveLength(1);
    expect(body.noticeAcknowledgements.length).toBeGreaterThan(0);
    expect(body.selfIdentification).toMatchObject({ region: 'uk', sex: 'female', ageBand: '25_34' });
    expect(JSON.stringify(body)).not.toMatch(/keyIndex|optionKeys|"correct"/);
  });
});

describe('erasure', () => {
  it("records a request once, refuses reviewers and other companies, and erases on the admin's word", async () => {
    const requested = await candidateClient.post('/api/candidate/erasure-request');
    expect(requested.statusCode).toBe(200);
    expect(requested.json().requestedAt).not.toBeNull();
    const pending = (await admin.client.get('/api/candidates/erasure-requests')).json();
    expect(pending.items.map((i: { candidateId: string }) => i.candidateId)).toEqual([candidateId]);
    expect((await other.client.post(`/api/candidates/${candidateId}/erase`)).statusCode).toBe(404);

    // The scan finds the person before, so finding nothing after means something.
    expect(await scanDatabase(t.context.db, PATTERNS)).toEqual(
      expect.arrayContaining([
        'public.candidates.full_name',
        'public.candidates.email',
        'public.candidates.profile_data',
        'public.candidate_records.full_name',
        'public.candidate_records.email',
        'public.candidate_records.profile_data',
        'public.user.email',
        'public.answers.answer_data',
        'public.evaluations.evaluation_data',
        'public.score_overrides.reason',
        'public.accommodation_requests.reason',
        'public.webhook_deliveries.payload',
        'public.outbox.text',
        'pgboss.job.data',
      ]),
    );
    const before = await statistics();
    const erased = await admin.client.post(`/api/candidates/${candidateId}/erase`);
    expect(erased.statusCode).toBe(200);
    expect((await admin.client.post(`/api/candidates/${candidateId}/erase`)).statusCode).toBe(409);
    expect(await statistics()).toEqual(before);

    expect(await scanDatabase(t.context.db, PATTERNS)).toEqual([]);
    const list = await admin.client.get('/api/candidates');
    expect(list.body).toContain('Erased candidate');
    const exported = await admin.client.post('/api/candidates/export', { ids: [candidateId] });
    const publicApi = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidates',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(publicApi.body).toContain('Erased candidate');
    const pdf = (await pdfTextOf((await admin.client.get(`/api/reports/${candidateId}/pdf`)).rawPayload))
      .text;
    expect(pdf).toContain('Erased candidate');
    expect(exported.body).toContain('Erased candidate');
    for (const body of [
      list.body,
      exported.body,
      publicApi.body,
      pdf,
      (await admin.client.get(`/api/evaluations/${candidateId}`)).body,
    ]) {
      for (const p of PATTERNS) expect(body.toLowerCase()).not.toContain(p);
    }
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: EMAIL,
      password: 'candidate-pass-1',
    });
    expect(signIn.statusCode).not.toBe(200);
    const audit = await t.context.db.execute<{ details: { by: string } }>(
      sql`SELECT details FROM audit_log WHERE action = 'candidate.erased' AND object_id = ${candidateId}`,
    );
    expect(audit.rows.map((r) => r.details.by)).toContain('admin');
  });
});

describe('retention', () => {
  it('counts from the close of the assessment: set when closed or archived, cleared when reopened', async () => {
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.englishGrammar]);
    const closedAt = async () =>
      (
        await t.context.db.execute<{ closed_at: string | null }>(
          sql`SELECT closed_at FROM assessments WHERE id = ${assessmentId}`,
        )
      ).rows[0]?.closed_at ?? null;
    const status = (to: string) =>
      admin.client.post(`/api/assessments/${assessmentId}/status`, { status: to });
    expect((await status('open')).statusCode).toBe(200);
    expect(await closedAt()).toBeNull();
    expect((await status('closed')).statusCode).toBe(200);
    const first = await closedAt();
    expect(first).not.toBeNull();
    expect((await status('archived')).statusCode).toBe(200);
    expect(await closedAt()).toEqual(first);
    expect((await status('closed')).statusCode).toBe(200);
    expect((await status('open')).statusCode).toBe(200);
    expect(await closedAt()).toBeNull();

    // Closed on 2021-03-01 with a candidate last active before it: due six months after the close.
    await t.context.db.execute(
      sql`UPDATE assessments SET status = 'closed', closed_at = '2021-03-01T00:00:00Z' WHERE id = ${assessmentId}`,
    );
    const [row] = await t.context.db
      .insert(candidates)
      .values({
        companyId: admin.companyId,
        assessmentId,
        fullName: 'Carl Closed',
        email: 'carl@erasure.test',
        createdAt: new Date('2021-01-05T00:00:00Z'),
      })
      .returning({ id: candidates.id });
    await t.context.db.execute(
      sql`UPDATE companies SET candidate_retention_months = 6 WHERE id = ${admin.companyId}`,
    );
    const erasedAt = async () =>
      (
        await t.context.db.execute<{ erased_at: string | null }>(
          sql`SELECT erased_at FROM candidates WHERE id = ${row?.id}`,
        )
      ).rows[0]?.erased_at ?? null;
    await retentionService.run(t.context.db, new Date('2021-08-31T23:00:00Z'));
    expect(await erasedAt()).toBeNull();
    await retentionService.run(t.context.db, new Date('2021-09-01T01:00:00Z'));
    expect(await erasedAt()).not.toBeNull();
  });

  it('erases a request no admin acted on after 30 days, audited as by request', async () => {
    const [row] = await t.context.db
      .insert(candidates)
      .values({
        companyId: admin.companyId,
        fullName: 'Wanda Waiting',
        email: 'wanda@erasure.test',
        createdAt: new Date('2030-01-01T00:00:00Z'),
        erasureRequestedAt: new Date('2030-01-01T00:00:00Z'),
      })
      .returning({ id: candidates.id });
    const state = async () =>
      (
        await t.context.db.execute<{ erased_at: string | null; by: string | null }>(sql`
          SELECT c.erased_at, (SELECT a.details->>'by' FROM audit_log a WHERE a.object_id = c.id::text) AS by
          FROM candidates c WHERE c.id = ${row?.id}`)
      ).rows[0];
    await retentionService.run(t.context.db, new Date('2030-01-30T23:00:00Z'));
    expect((await state())?.erased_at).toBeNull();
    await retentionService.run(t.context.db, new Date('2030-01-31T01:00:00Z'));
    expect(await state()).toMatchObject({ erased_at: expect.anything(), by: 'request' });
  });

  it('keeps a candidate the day before their date and anonymises them the day after', async () => {
    const [row] = await t.context.db
      .insert(candidates)
      .values({
        companyId: admin.companyId,
        fullName: 'Rita Retained',
        email: 'rita@erasure.test',
        createdAt: new Date('2020-01-10T00:00:00Z'),
      })
      .returning({ id: candidates.id });
    await t.context.db.execute(
      sql`UPDATE companies SET candidate_retention_months = 6 WHERE id = ${admin.companyId}`,
    );
    // Added 2020-01-10 with no assessment: due six months after that last activity, 2020-07-10.
    expect(await retentionService.run(t.context.db, new Date('2020-07-09T23:00:00Z'))).toBe(0);
    expect(await retentionService.run(t.context.db, new Date('2020-07-10T01:00:00Z'))).toBeGreaterThanOrEqual(
      1,
    );
    const [after] = (
      await t.context.db.execute<{ full_name: string; erased_at: string | null }>(
        sql`SELECT full_name, erased_at FROM candidates WHERE id = ${row?.id}`,
      )
    ).rows;
    expect(after?.full_name).toBe('Erased candidate');
    expect(after?.erased_at).not.toBeNull();
  });
});
