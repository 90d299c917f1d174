import { createHash } from 'node:crypto';
import {
  PLAN_FEATURE_MESSAGES,
  publicReportPdfPath,
  type TApiKey,
  type TApiKeyCreated,
  type TEvaluation,
  type TIntakeResponse,
  type TPublicCandidateList,
} from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsOutOfStepWithTheirRecord } from '../../../test/candidate-records';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, TestClient, waitUntil } from '../../../test/helpers';
import { openApiContract } from '../../../test/openapi-contract';
import { givePlan } from '../../../test/plans';
import { answerAndSubmit } from '../../../test/submit-all';
import { apiKeys, webhookDeliveries } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

const KEYS = '/api/api-keys';
const CANDIDATES = '/api/v1/candidates';
const EVALUATION = '/api/v1/candidates/{id}/evaluation';
const REPORT = '/api/v1/candidates/{id}/report.pdf';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let contract: Awaited<ReturnType<typeof openApiContract>>;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let adminB: Awaited<ReturnType<typeof signedInAdmin>>;
let startupAdmin: Awaited<ReturnType<typeof signedInAdmin>>;
let keyA: TApiKeyCreated;
let keyB: TApiKeyCreated;

/** A call of the public API as an integration makes it: a bearer key, no cookies, no Origin. */
function api(
  method: 'GET' | 'POST',
  url: string,
  key: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function createKey(admin: { client: TestClient }, name: string): Promise<TApiKeyCreated> {
  const response = await admin.client.post(KEYS, { name });
  contract.check('POST', KEYS, response);
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function listCandidates(key: string, query = '') {
  const response = await api('GET', `${CANDIDATES}${query}`, key);
  contract.check('GET', CANDIDATES, response);
  expect(response.statusCode).toBe(200);
  return response.json() as TPublicCandidateList;
}

beforeAll(async () => {
  // A webhook endpoint of company A on a closed local port: only the queued deliveries are looked at.
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' });
  contract = await openApiContract(t.app);
  adminA = await signedInAdmin(t, 'admin@api-a.test', { name: 'Api Co', industry: 'Technology' });
  adminB = await signedInAdmin(t, 'admin@api-b.test', { name: 'Other Co', industry: 'Retail' });
  startupAdmin = await signedInAdmin(t, 'admin@api-startup.test', { name: 'Small Co', industry: 'Retail' });
  await givePlan(t.context, adminA.companyId);
  await givePlan(t.context, adminB.companyId);
  keyA = await createKey(adminA, 'ATS sync');
  const endpoint = await adminA.client.post('/api/webhooks/endpoints', {
    url: 'http://127.0.0.1:9/hook',
    events: ['candidate.created'],
  });
  expect(endpoint.statusCode).toBe(201);
  keyB = await createKey(adminB, 'Other integration');
}, 60_000);
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('lists the v1 routes under public-api, secured by the bearerAuth scheme', () => {
    const { document } = contract;
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const [path, method] of [
      [CANDIDATES, 'get'],
      [CANDIDATES, 'post'],
      [EVALUATION, 'get'],
      [REPORT, 'get'],
    ] as const) {
      const operation = document.paths[path]?.[method] as { tags?: string[]; security?: unknown } | undefined;
      expect(operation?.tags, `${method} ${path}`).toEqual(['public-api']);
      expect(operation?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
    expect(document.paths[REPORT]?.get?.responses?.['200']?.content).toHaveProperty(['application/pdf']);
  });

  it('fails a response that breaks its documented schema or status', () => {
    const fake = (statusCode: number, body: unknown) =>
      ({
        statusCode,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(body),
        json: () => body,
      }) as unknown as LightMyRequestResponse;
    expect(() => contract.check('GET', CANDIDATES, fake(200, { items: 'none' }))).toThrow(/must be array/);
    expect(() =>
      contract.check('GET', CANDIDATES, fake(200, { items: [], total: 0, page: 1, pageSize: 25 })),
    ).not.toThrow();
    expect(() => contract.check('GET', CANDIDATES, fake(418, {}))).toThrow(/documents 418/);
    expect(() => contract.check('GET', CANDIDATES, fake(401, { message: 'no' }))).toThrow(/error/);
  });

  it('is readable at /api/docs from our own files, its one inline script allowed by hash', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/openapi.json');
    expect(page.body).not.toMatch(/https?:\/\//);
    const inline = [...page.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0]?.[1] ?? '')
      .digest('base64');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain("unsafe-inline' 'sha");

    const script = await t.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    // Every other page keeps the app's strict policy.
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(other.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});

describe('API keys', () => {
  it('are shown whole once; the list has the prefix, the creator and no key; only the SHA-256 is stored', async () => {
    expect(keyA.key).toMatch(/^ha_live_[A-Za-z0-9_-]{43}$/);
    expect(keyA.prefix).toBe(keyA.key.slice(0, 12));
    expect(keyA).toMatchObject({ name: 'ATS sync', lastUsedAt: null, revokedAt: null });
    expect(keyA.createdBy).toMatchObject({ id: adminA.userId, email: 'admin@api-a.test' });

    const list = await adminA.client.get(KEYS);
    contract.check('GET', KEYS, list);
    const items: TApiKey[] = list.json().items;
    expect(items.map((k) => k.id)).toEqual([keyA.id]);
    expect(list.body).not.toContain(keyA.key);
    expect(items[0]).not.toHaveProperty('key');

    const [row] = await t.context.db.select().from(apiKeys).where(eq(apiKeys.id, keyA.id));
    expect(row?.keyHash).toBe(createHash('sha256').update(keyA.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(keyA.key);
  });

  it('need a name', async () => {
    const response = await adminA.client.post(KEYS, { name: '   ' });
    contract.check('POST', KEYS, response);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fieldErrors.name).toMatch(/name/);
  });

  it('are refused on the Startup plan with the way to /contact', async () => {
    for (const response of [
      await startupAdmin.client.post(KEYS, { name: 'x' }),
      await startupAdmin.client.get(KEYS),
    ]) {
      expect(response.statusCode).toBe(402);
      expect(response.json().error).toEqual({ code: 'PLAN_FEATURE', message: PLAN_FEATURE_MESSAGES.api });
      expect(PLAN_FEATURE_MESSAGES.api).toContain('/contact');
    }
  });

  it('are for admins only: candidates 403, anonymous 401, another company 404', async () => {
    const assessment = await createAssessment(t, adminA.companyId, [TEST_IDS.logicalReasoning]);
    const candidate = await signedInCandidate(t, adminA.companyId, assessment, 'cand@api-a.test');
    for (const response of [
      await candidate.client.get(KEYS),
      await candidate.client.post(KEYS, { name: 'mine' }),
      await candidate.client.post(`${KEYS}/${keyA.id}/revoke`),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(KEYS)).statusCode).toBe(401);
    const foreign = await adminB.client.post(`${KEYS}/${keyA.id}/revoke`);
    contract.check('POST', `${KEYS}/{id}/revoke`, foreign);
    expect(foreign.statusCode).toBe(404);
    expect((await listCandidates(keyA.key)).total).toBeGreaterThan(0);
  });
});

describe('authentication of /api/v1', () => {
  it('answers 401 without a key, with a key that is not one of ours, and to a session cookie alone', async () => {
    const attempts = [
      ['GET', await api('GET', CANDIDATES, null)],
      ['GET', await api('GET', CANDIDATES, null, undefined, { authorization: `Basic ${keyA.key}` })],
      ['GET', await api('GET', CANDIDATES, 'not-a-key')],
      ['GET', await api('GET', CANDIDATES, `ha_live_${'A'.repeat(43)}`)],
      ['GET', await adminA.client.get(CANDIDATES)],
      ['POST', await adminA.client.post(CANDIDATES, { fullName: 'Via Cookie', email: 'cookie@api.test' })],
    ] as const;
    for (const [method, response] of attempts) {
      contract.check(method, CANDIDATES, response);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    expect(attempts[0][1].json().error.message).toContain('Authorization: Bearer');
    expect(attempts[3][1].json().error.message).toContain('not valid');
  });

  it('records the last use at most once a minute', async () => {
    const lastUsed = async () =>
      (await t.context.db.select().from(apiKeys).where(eq(apiKeys.id, keyA.id)))[0]?.lastUsedAt ?? null;
    await listCandidates(keyA.key);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    expect(Date.now() - (first?.getTime() ?? 0)).toBeLessThan(10_000);

    // Within the minute: left alone.
    await t.context.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now() - interval '30 seconds'` })
      .where(eq(apiKeys.id, keyA.id));
    const thirtySecondsAgo = await lastUsed();
    await listCandidates(keyA.key);
    expect(await lastUsed()).toEqual(thirtySecondsAgo);

    // Over a minute ago: recorded again, and the admin's list shows it.
    await t.context.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(apiKeys.id, keyA.id));
    await listCandidates(keyA.key);
    const now = await lastUsed();
    expect(Date.now() - (now?.getTime() ?? 0)).toBeLessThan(10_000);
    const listed: TApiKey[] = (await adminA.client.get(KEYS)).json().items;
    expect(listed.find((k) => k.id === keyA.id)?.lastUsedAt).toBe(now?.toISOString());
  });
});

describe('POST /api/v1/candidates', () => {
  let single: TIntakeResponse;

  it('adds one candidate, and the pipeline makes them Ready', async () => {
    const response = await api('POST', CANDIDATES, keyA.key, {
      fullName: 'Ada Lovelace',
      email: 'Ada@Example.com',
      phone: '+44 20 7946 0000',
      position: 'Analyst',
      experienceLevel: 'Senior',
    });
    contract.check('POST', CANDIDATES, response);
    expect(response.statusCode).toBe(201);
    single = response.json();
    expect(single).toMatchObject({ candidatesProcessed: 1, skipped: [] });
    expect(single.candidateIds).toHaveLength(1);

    await waitUntil(async () => {
      const list = await listCandidates(keyA.key, '?status=questions_generated');
      return list.items.some((c) => c.id === single.candidateIds[0]);
    }, 30_000);
    const { items } = await listCandidates(keyA.key, '?status=questions_generated');
    expect(items.find((c) => c.id === single.candidateIds[0])).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      position: 'Analyst',
      experienceLevel: 'Senior',
      status: 'questions_generated',
      totalScore: null,
      evaluationStatus: null,
    });
    expect(await applicationsOutOfStepWithTheirRecord(t.context.db, adminA.companyId)).toEqual([]);
  });

  it('adds many with the upload rules: duplicates, existing and invalid candidates skipped with reasons', async () => {
    const response = await api('POST', CANDIDATES, keyA.key, {
      candidates: [
        { fullName: 'Grace Hopper', email: 'grace@example.com' },
        { fullName: 'Alan Turing', email: 'alan@example.com', position: 'Engineer' },
        { fullName: 'Grace Again', email: 'GRACE@example.com' },
        { fullName: 'Ada Lovelace', email: 'ada@example.com' },
        { fullName: 'No Email', email: 'not-an-email' },
        { fullName: '', email: 'nameless@example.com' },
        { fullName: 'Edsger Dijkstra', email: 'edsger@example.com' },
      ],
      testConfiguration: { selectedTests: [{ id: TEST_IDS.logicalReasoning }], testMode: 'pre-built' },
    });
    contract.check('POST', CANDIDATES, response);
    expect(response.statusCode).toBe(201);
    const body: TIntakeResponse = response.json();
    expect(body.candidatesProcessed).toBe(3);
    expect(body.candidateIds).toHaveLength(3);
    expect(body.skipped).toEqual([
      { row: 3, email: 'GRACE@example.com', reason: 'Duplicate of row 1 in this request' },
      { row: 4, email: 'ada@example.com', reason: 'Already a candidate of your company' },
      { row: 5, email: 'not-an-email', reason: 'Invalid email address' },
      { row: 6, email: 'nameless@example.com', reason: 'Missing full name' },
    ]);
    await waitUntil(
      async () => (await listCandidates(keyA.key, '?status=questions_generated')).total >= 4,
      30_000,
    );

    // The upload's candidate.created event, for the candidates really added.
    const [delivery] = await t.context.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.eventType, 'candidate.created'),
          sql`${webhookDeliveries.payload}->'data'->>'assessment_id' = ${body.assessmentId}`,
        ),
      );
    expect(delivery).toBeDefined();
    const sent =
      (delivery?.payload.data as { candidates: { id: string; email: string }[] } | undefined)?.candidates ??
      [];
    expect(sent.map((c) => c.email).sort()).toEqual([
      'alan@example.com',
      'edsger@example.com',
      'grace@example.com',
    ]);
    expect(sent.map((c) => c.id).sort()).toEqual([...body.candidateIds].sort());
  });

  it('answers 200 with every candidate skipped when none is new', async () => {
    const response = await api('POST', CANDIDATES, keyA.key, { fullName: 'Ada', email: 'ada@example.com' });
    contract.check('POST', CANDIDATES, response);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ candidatesProcessed: 0, assessmentId: null, candidateIds: [] });
  });

  it('refuses a malformed body as a whole (400)', async () => {
    const tooMany = Array.from({ length: 1001 }, (_, i) => ({
      fullName: `C ${i}`,
      email: `c${i}@example.com`,
    }));
    for (const body of [
      { candidates: [] },
      { candidates: tooMany },
      { fullName: 'No email field' },
      { fullName: 'Bad tests', email: 'x@example.com', testConfiguration: { testMode: 'pre-built' } },
    ]) {
      const response = await api('POST', CANDIDATES, keyA.key, body);
      contract.check('POST', CANDIDATES, response);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses a body that is not JSON (415), not valid JSON (400), or over 1 MB (413)', async () => {
    const send = (payload: string, type: string) =>
      t.app.inject({
        method: 'POST',
        url: CANDIDATES,
        headers: { authorization: `Bearer ${keyA.key}`, 'content-type': type },
        payload,
      });
    for (const [response, status] of [
      [await send('fullName=A&email=a@example.com', 'application/x-www-form-urlencoded'), 415],
      [await send('{"fullName": ', 'application/json'), 400],
      [
        await send(
          JSON.stringify({ fullName: 'x'.repeat(1_100_000), email: 'a@example.com' }),
          'application/json',
        ),
        413,
      ],
    ] as const) {
      contract.check('POST', CANDIDATES, response);
      expect(response.statusCode).toBe(status);
    }
  });

  it("refuses candidates beyond the plan's monthly limit (402), writing nothing", async () => {
    const limited = await signedInAdmin(t, 'admin@api-limited.test', {
      name: 'Limited Co',
      industry: 'Retail',
    });
    await givePlan(t.context, limited.companyId, 'enterprise', 1);
    const key = await createKey(limited, 'limited');
    const response = await api('POST', CANDIDATES, key.key, {
      candidates: [
        { fullName: 'One', email: 'one@example.com' },
        { fullName: 'Two', email: 'two@example.com' },
      ],
    });
    contract.check('POST', CANDIDATES, response);
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe('PLAN_LIMIT_REACHED');
    expect((await listCandidates(key.key)).total).toBe(0);
  });
});

describe('GET /api/v1/candidates', () => {
  it('pages newest first and filters by status, within the key’s company only', async () => {
    const all = await listCandidates(keyA.key, '?pageSize=100');
    const firstPage = await listCandidates(keyA.key, '?page=1&pageSize=2');
    const secondPage = await listCandidates(keyA.key, '?page=2&pageSize=2');
    expect(firstPage).toMatchObject({ page: 1, pageSize: 2, total: all.total });
    expect(secondPage).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect([...firstPage.items, ...secondPage.items].map((c) => c.id)).toEqual(
      all.items.slice(0, 4).map((c) => c.id),
    );
    const created = all.items.map((c) => c.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const ready = await listCandidates(keyA.key, '?status=questions_generated&pageSize=100');
    expect(ready.items.length).toBeGreaterThanOrEqual(4);
    expect(ready.items.every((c) => c.status === 'questions_generated')).toBe(true);

    const other = await listCandidates(keyB.key, '?pageSize=100');
    expect(other.items.map((c) => c.email)).not.toContain('ada@example.com');
  });

  it('refuses an unknown status or a page size over 100 (400)', async () => {
    for (const query of ['?status=hired', '?pageSize=101', '?page=0']) {
      const response = await api('GET', `${CANDIDATES}${query}`, keyA.key);
      contract.check('GET', CANDIDATES, response);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('evaluations and reports', () => {
  let evaluatedId: string;
  let waitingId: string;
  let foreignId: string;

  beforeAll(async () => {
    const assessment = await createAssessment(t, adminA.companyId, [TEST_IDS.logicalReasoning]);
    const candidate = await signedInCandidate(
      t,
      adminA.companyId,
      assessment,
      'eva@api-a.test',
      'Eva Luator',
    );
    await answerAndSubmit(t, candidate, true);
    evaluatedId = candidate.candidateId;
    waitingId = (await signedInCandidate(t, adminA.companyId, assessment, 'wait@api-a.test')).candidateId;
    const foreignAssessment = await createAssessment(t, adminB.companyId, [TEST_IDS.logicalReasoning]);
    const foreign = await signedInCandidate(t, adminB.companyId, foreignAssessment, 'other@api-b.test');
    await answerAndSubmit(t, foreign, true);
    foreignId = foreign.candidateId;
    await waitUntil(async () => {
      const response = await api('GET', `${CANDIDATES}/${evaluatedId}/evaluation`, keyA.key);
      return response.statusCode === 200 && response.json().evaluationStatus === 'completed';
    }, 30_000);
  }, 90_000);

  it("answers the candidate's evaluation, as the admin sees it, with the API's report link", async () => {
    const response = await api('GET', `${CANDIDATES}/${evaluatedId}/evaluation`, keyA.key);
    contract.check('GET', EVALUATION, response);
    expect(response.statusCode).toBe(200);
    const evaluation: TEvaluation = response.json();
    const admins: TEvaluation = (await adminA.client.get(`/api/evaluations/${evaluatedId}`)).json();
    expect(evaluation).toEqual({ ...admins, pdfReportUrl: publicReportPdfPath(evaluatedId) });
    expect(evaluation.totalScore).toBe(100);

    const listed = await listCandidates(keyA.key, '?status=submitted');
    expect(listed.items.find((c) => c.id === evaluatedId)).toMatchObject({
      totalScore: 100,
      evaluationStatus: 'completed',
    });
  });

  it('answers the PDF report with an ETag, and 304 when it has not changed', async () => {
    const response = await api('GET', publicReportPdfPath(evaluatedId), keyA.key);
    contract.check('GET', REPORT, response);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Eva Luator - Assessment report.pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const admins = await adminA.client.get(`/api/reports/${evaluatedId}/pdf`);
    expect(admins.headers.etag).toBe(etag);

    const again = await api('GET', publicReportPdfPath(evaluatedId), keyA.key, undefined, {
      'if-none-match': etag,
    });
    contract.check('GET', REPORT, again);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 before an evaluation, and for another company’s or an unknown candidate', async () => {
    for (const id of [waitingId, foreignId, UNKNOWN]) {
      const evaluation = await api('GET', `${CANDIDATES}/${id}/evaluation`, keyA.key);
      contract.check('GET', EVALUATION, evaluation);
      expect(evaluation.statusCode).toBe(404);
      const report = await api('GET', publicReportPdfPath(id), keyA.key);
      contract.check('GET', REPORT, report);
      expect(report.statusCode).toBe(404);
      expect(report.json().error.code).toBe('NOT_FOUND');
    }
    // The other company's own key reads it.
    expect((await api('GET', `${CANDIDATES}/${foreignId}/evaluation`, keyB.key)).statusCode).toBe(200);
    const malformed = await api('GET', `${CANDIDATES}/not-a-uuid/evaluation`, keyA.key);
    contract.check('GET', EVALUATION, malformed);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('plan gating and revocation', () => {
  it('answers 402 once the company is on the Startup plan, and works again on Enterprise', async () => {
    await givePlan(t.context, adminB.companyId, 'startup');
    const refused = await api('GET', CANDIDATES, keyB.key);
    contract.check('GET', CANDIDATES, refused);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toEqual({ code: 'PLAN_FEATURE', message: PLAN_FEATURE_MESSAGES.api });
    const create = await api('POST', CANDIDATES, keyB.key, { fullName: 'X', email: 'x@example.com' });
    contract.check('POST', CANDIDATES, create);
    expect(create.statusCode).toBe(402);
    await givePlan(t.context, adminB.companyId);
    expect((await api('GET', CANDIDATES, keyB.key)).statusCode).toBe(200);
  });

  it('refuses a revoked key on the very next request, and keeps it listed as revoked', async () => {
    const key = await createKey(adminA, 'to revoke');
    expect((await api('GET', CANDIDATES, key.key)).statusCode).toBe(200);
    const revoked = await adminA.client.post(`${KEYS}/${key.id}/revoke`);
    contract.check('POST', `${KEYS}/{id}/revoke`, revoked);
    expect(revoked.statusCode).toBe(200);
    const revokedAt = revoked.json().revokedAt;
    expect(revokedAt).not.toBeNull();

    const next = await api('GET', CANDIDATES, key.key);
    contract.check('GET', CANDIDATES, next);
    expect(next.statusCode).toBe(401);
    expect(next.json().error.message).toContain('revoked');
    // Revoking again changes nothing; the other keys still work.
    expect((await adminA.client.post(`${KEYS}/${key.id}/revoke`)).json().revokedAt).toBe(revokedAt);
    expect((await api('GET', CANDIDATES, keyA.key)).statusCode).toBe(200);
    const listed: TApiKey[] = (await adminA.client.get(KEYS)).json().items;
    expect(listed.map((k) => [k.name, k.revokedAt !== null])).toEqual([
      ['to revoke', true],
      ['ATS sync', false],
    ]);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  afterAll(() => limited?.close());

  it('answers 429 in the error shape with Retry-After once a key passes API_RATE_LIMIT a minute', async () => {
    limited = await createTestApp({ API_RATE_LIMIT: '3' }, { workers: false });
    const limitedContract = await openApiContract(limited.app);
    const admin = await signedInAdmin(limited, 'admin@api-rate.test', {
      name: 'Busy Co',
      industry: 'Retail',
    });
    await givePlan(limited.context, admin.companyId);
    const busy: TApiKeyCreated = (await admin.client.post(KEYS, { name: 'busy' })).json();
    const calm: TApiKeyCreated = (await admin.client.post(KEYS, { name: 'calm' })).json();
    const call = (key: string) =>
      limited.app.inject({ method: 'GET', url: CANDIDATES, headers: { authorization: `Bearer ${key}` } });

    for (let i = 0; i < 3; i++) {
      const response = await call(busy.key);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(2 - i));
    }
    const refused = await call(busy.key);
    limitedContract.check('GET', CANDIDATES, refused);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.json().error.message).toContain('more than 3 requests in a minute');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Per key: another key of the same company is not held back.
    expect((await call(calm.key)).statusCode).toBe(200);
  }, 60_000);
});

describe('applications and people (decision 032): the public API of the new model', () => {
  const APPLICATIONS = '/api/v1/applications';
  const person = { fullName: 'Meera Two Openings', email: 'Meera@Api-People.test' };

  it("adds a person of another opening as a new application, lists it, and shows the person's record", async () => {
    const [sales, support] = await Promise.all([
      createAssessment(t, adminA.companyId, [TEST_IDS.logicalReasoning]),
      createAssessment(t, adminA.companyId, [TEST_IDS.englishGrammar]),
    ]);
    await t.context.db.execute(
      sql`UPDATE assessments SET status = 'open' WHERE id IN (${sales}, ${support})`,
    );
    const addTo = async (id: string, path: 'applications' | 'candidates') => {
      const response = await api('POST', `/api/v1/assessments/${id}/${path}`, keyA.key, person);
      contract.check('POST', `/api/v1/assessments/{id}/${path}`, response);
      return response;
    };
    expect((await addTo(sales, 'applications')).statusCode).toBe(201);
    // v1's candidates route keeps its rule; the applications route gives the person a second application.
    const v1 = (await addTo(support, 'candidates')).json() as TIntakeResponse;
    expect(v1.skipped).toEqual([
      { row: 1, email: person.email, reason: 'Already a candidate of your company' },
    ]);
    expect((await addTo(support, 'applications')).statusCode).toBe(201);
    const again = (await addTo(support, 'applications')).json() as TIntakeResponse;
    expect(again.skipped.map((s) => s.reason)).toEqual(['Already a candidate of this assessment']);

    const listed = await api('GET', `${APPLICATIONS}?email=${encodeURIComponent(person.email)}`, keyA.key);
    contract.check('GET', APPLICATIONS, listed);
    const items = listed.json().items as {
      id: string;
      personId: string;
      assessmentId: string;
      attempt: number;
    }[];
    expect(items.map((i) => i.assessmentId).sort()).toEqual([sales, support].sort());
    expect(new Set(items.map((i) => i.personId)).size).toBe(1);
    expect(items.every((i) => i.attempt === 1)).toBe(true);
    const oneOpening = await api('GET', `${APPLICATIONS}?assessmentId=${support}`, keyA.key);
    expect(oneOpening.json()).toMatchObject({ total: 1, items: [{ assessmentId: support }] });
    // The application's id is the one v1's candidate routes take.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/candidates/${items[0]?.id}/stage`,
      headers: { authorization: `Bearer ${keyA.key}` },
      payload: { stage: 'shortlisted' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const shortlisted = await api('GET', `${APPLICATIONS}?stage=shortlisted`, keyA.key);
    expect(shortlisted.json().items.map((i: { id: string }) => i.id)).toContain(items[0]?.id);

    const personId = items[0]?.personId ?? '';
    const record = await api('GET', `/api/v1/people/${personId}`, keyA.key);
    contract.check('GET', '/api/v1/people/{id}', record);
    expect(record.json()).toMatchObject({
      id: personId,
      fullName: person.fullName,
      email: 'meera@api-people.test',
      applications: [{ assessmentId: sales }, { assessmentId: support }],
    });
  });

  it("finds nothing of another company's: its people, its applications, its openings", async () => {
    const [mine] = (
      await api('GET', `${APPLICATIONS}?email=${encodeURIComponent(person.email)}`, keyA.key)
    ).json().items as { personId: string }[];
    const theirs = await api('GET', `/api/v1/people/${mine?.personId}`, keyB.key);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Person not found');
    expect((await api('GET', `/api/v1/people/${UNKNOWN}`, keyA.key)).statusCode).toBe(404);
    const listed = await api('GET', `${APPLICATIONS}?email=${encodeURIComponent(person.email)}`, keyB.key);
    expect(listed.json()).toMatchObject({ total: 0, items: [] });
    const intoTheirs = await api(
      'POST',
      `/api/v1/assessments/${await createAssessment(t, adminA.companyId, [TEST_IDS.logicalReasoning])}/applications`,
      keyB.key,
      person,
    );
    expect(intoTheirs.statusCode).toBe(404);
  });
});
