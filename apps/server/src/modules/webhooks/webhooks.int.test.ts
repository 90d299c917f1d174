import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  TCandidateSectionDetail,
  TCandidateSectionsResponse,
  TWebhookDelivery,
  TWebhookEndpointWithSecret,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import {
  createTestApp,
  signedInAdmin,
  type TestApp,
  type TestClient,
  uploadCsv,
  waitForMail,
  waitUntil,
} from '../../../test/helpers';
import { givePlan } from '../../../test/plans';
import { submitAssessment } from '../../../test/submit-all';
import { submissions } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

const UPGRADE = 'Webhooks are available on the Enterprise plan. Contact us at /contact to upgrade.';
const ENDPOINTS = '/api/webhooks/endpoints';

/** The documentation page's verification recipe, word for word. */
function verifyWebhook(secret: string, headers: http.IncomingHttpHeaders, rawBody: string): boolean {
  const timestamp = String(headers['webhook-timestamp']);
  const signature = String(headers['webhook-signature']);
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!(age <= 5 * 60)) return false; // older than 5 minutes, or no timestamp: reject
  const expected = `v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  return (
    signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}

type Received = { path: string; headers: http.IncomingHttpHeaders; rawBody: string; body: WebhookBody };
type EventCandidate = { id: string; full_name: string; email: string; status: string };
type WebhookBody = {
  id: string;
  type: string;
  created_at: string;
  company_id: string;
  data: { candidates: EventCandidate[]; candidate: EventCandidate; [key: string]: unknown };
};

/** A local receiver: `/ok` answers 200, `/flaky` 500 twice then 200, `/down` always 500. */
const received: Received[] = [];
let flakyCalls = 0;
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const path = request.url ?? '';
    received.push({ path, headers: request.headers, rawBody, body: JSON.parse(rawBody) });
    let status = 200;
    if (path.startsWith('/flaky')) status = ++flakyCalls <= 2 ? 500 : 200;
    if (path.startsWith('/down')) status = 500;
    response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'boom');
  });
});
let receiverUrl = '';

let t: TestApp;
let admins = 0;
type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

async function enterpriseAdmin(): Promise<Admin> {
  admins += 1;
  const admin = await signedInAdmin(t, `admin${admins}@hooks.test`, {
    name: `Hooks Co ${admins}`,
    industry: 'Technology',
  });
  await givePlan(t.context, admin.companyId);
  return admin;
}

async function addEndpoint(admin: Admin, path: string, events: string[]) {
  const response = await admin.client.post(ENDPOINTS, { url: `${receiverUrl}${path}`, events });
  expect(response.statusCode).toBe(201);
  return response.json() as TWebhookEndpointWithSecret;
}

const at = (path: string, type?: string) =>
  received.filter((r) => r.path === path && (!type || r.body.type === type));

async function deliveries(admin: Admin, endpointId: string): Promise<TWebhookDelivery[]> {
  return (await admin.client.get(`${ENDPOINTS}/${endpointId}/deliveries`)).json().items;
}

async function addCandidate(admin: Admin, email: string) {
  const response = await admin.client.post('/api/n8n/create-candidate', { email, full_name: 'Added Person' });
  expect(response.statusCode).toBe(201);
  return response.json().candidateIds[0] as string;
}

/** Starts every section and answers every question, as a candidate's browser would. */
async function answerEverything(client: TestClient) {
  const list: TCandidateSectionsResponse['sections'] = (await client.get('/api/candidate/sections')).json()
    .sections;
  for (const section of list) {
    expect((await client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail: TCandidateSectionDetail = (
      await client.get(`/api/candidate/sections/${section.id}`)
    ).json();
    for (const [index, q] of detail.questions.entries()) {
      const value = q.questionType === 'open_ended' ? 'A short answer written for the test.' : 0;
      expect(
        (await client.put(`/api/candidate/answers/${q.id}`, { value, questionIndex: index })).statusCode,
      ).toBe(200);
    }
  }
  return list;
}

/** The final submission, with the summary the dashboard sends. */
async function submit(cand: { client: TestClient; candidateId: string; userId: string }) {
  const response = await submitAssessment(cand.client, cand.candidateId, cand.userId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { submission_id: string; webhook_sent: boolean };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp({
    WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
    WEBHOOKS_MAX_ATTEMPTS: '3',
    WEBHOOKS_RETRY_DELAY_SECONDS: '1',
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('webhook endpoints', () => {
  it('are refused on the Startup plan with the upgrade message', async () => {
    admins += 1;
    const startup = await signedInAdmin(t, 'startup@hooks.test', { name: 'Small Co', industry: 'Retail' });
    for (const response of [
      await startup.client.get(ENDPOINTS),
      await startup.client.post(ENDPOINTS, { url: `${receiverUrl}/ok`, events: ['candidate.created'] }),
      await startup.client.post(`${ENDPOINTS}/${crypto.randomUUID()}/test`),
    ]) {
      expect(response.statusCode).toBe(402);
      expect(response.json().error).toEqual({ code: 'PLAN_FEATURE', message: UPGRADE });
    }
  });

  it('are created with a secret shown to the admins, rotated on demand, and sent a signed test event', async () => {
    const admin = await enterpriseAdmin();
    const endpoint = await addEndpoint(admin, '/ok', ['candidate.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({ enabled: true, events: ['candidate.created'], lastDelivery: null });
    expect((await admin.client.get(`${ENDPOINTS}/${endpoint.id}/secret`)).json()).toEqual({
      secret: endpoint.secret,
    });

    const test = await admin.client.post(`${ENDPOINTS}/${endpoint.id}/test`);
    expect(test.statusCode).toBe(200);
    const delivery: TWebhookDelivery = test.json();
    expect(delivery).toMatchObject({
      eventType: 'ping',
      status: 'succeeded',
      lastStatusCode: 200,
      attemptCount: 1,
    });
    expect(delivery.lastResponseTimeMs).toBeGreaterThanOrEqual(0);
    const [ping] = at('/ok', 'ping');
    expect(ping?.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'HireAssess-Webhooks/1',
      'webhook-id': delivery.eventId,
    });
    expect(verifyWebhook(endpoint.secret, ping?.headers ?? {}, ping?.rawBody ?? '')).toBe(true);
    expect(ping?.body).toMatchObject({ id: delivery.eventId, type: 'ping', company_id: admin.companyId });

    const rotated = (await admin.client.post(`${ENDPOINTS}/${endpoint.id}/secret/rotate`)).json().secret;
    expect(rotated).not.toBe(endpoint.secret);
    await admin.client.post(`${ENDPOINTS}/${endpoint.id}/test`);
    const second = at('/ok', 'ping')[1];
    expect(verifyWebhook(rotated, second?.headers ?? {}, second?.rawBody ?? '')).toBe(true);
    expect(verifyWebhook(endpoint.secret, second?.headers ?? {}, second?.rawBody ?? '')).toBe(false);

    const list = (await admin.client.get(ENDPOINTS)).json().items;
    expect(list).toHaveLength(1);
    expect(list[0].lastDelivery).toMatchObject({
      status: 'succeeded',
      lastStatusCode: 200,
      eventType: 'ping',
    });
    const log = await deliveries(admin, endpoint.id);
    expect(log.map((d) => d.eventType)).toEqual(['ping', 'ping']);
    expect((log[0]?.createdAt ?? '') >= (log[1]?.createdAt ?? '')).toBe(true);

    // Redelivered: the same event (same Webhook-Id) once more.
    const redelivered = await admin.client.post(
      `${ENDPOINTS}/${endpoint.id}/deliveries/${delivery.id}/redeliver`,
    );
    expect(redelivered.statusCode).toBe(200);
    await waitUntil(
      async () => at('/ok', 'ping').filter((r) => r.body.id === delivery.eventId).length === 2,
      10_000,
    );
  });

  it('checks the URL and the events', async () => {
    const admin = await enterpriseAdmin();
    const noEvents = await admin.client.post(ENDPOINTS, { url: `${receiverUrl}/ok`, events: [] });
    expect(noEvents.statusCode).toBe(400);
    const ftp = await admin.client.post(ENDPOINTS, {
      url: 'ftp://example.com/x',
      events: ['candidate.created'],
    });
    expect(ftp.statusCode).toBe(400);
  });

  it("answers 404 for another company's endpoint and deliveries", async () => {
    const owner = await enterpriseAdmin();
    const other = await enterpriseAdmin();
    const endpoint = await addEndpoint(owner, '/ok', ['candidate.created']);
    const delivery: TWebhookDelivery = (await owner.client.post(`${ENDPOINTS}/${endpoint.id}/test`)).json();
    const base = `${ENDPOINTS}/${endpoint.id}`;
    for (const response of [
      await other.client.get(`${base}/secret`),
      await other.client.post(`${base}/secret/rotate`),
      await other.client.patch(base, { enabled: false }),
      await other.client.post(`${base}/test`),
      await other.client.get(`${base}/deliveries`),
      await other.client.post(`${base}/deliveries/${delivery.id}/redeliver`),
      await other.client.request('DELETE', base),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await owner.client.get(`${base}/secret`)).json().secret).toBe(endpoint.secret);
    expect((await owner.client.request('DELETE', base)).statusCode).toBe(204);
    expect((await owner.client.get(ENDPOINTS)).json().items).toEqual([]);
  });
});

describe('events', () => {
  it('sends candidate.created after an upload, then questions.generated when they are Ready', async () => {
    const admin = await enterpriseAdmin();
    const endpoint = await addEndpoint(admin, '/ok?upload', ['candidate.created', 'questions.generated']);
    const { assessmentId, candidateIds } = await uploadCsv(
      admin,
      'full_name,email\nAda Upload,ada@upload.test\nBo Upload,bo@upload.test\n',
      { testMode: 'pre-built', selectedTests: [{ id: TEST_IDS.logicalReasoning }] },
    );
    await waitUntil(async () => at('/ok?upload', 'questions.generated').length > 0, 30_000);
    const [created] = at('/ok?upload', 'candidate.created');
    expect(created?.body.data).toMatchObject({ assessment_id: assessmentId, part: 1, parts: 1 });
    expect(created?.body.data.candidates.map((c: { id: string }) => c.id).sort()).toEqual(
      [...candidateIds].sort(),
    );
    expect(created?.body.data.candidates[0]).toMatchObject({
      full_name: 'Ada Upload',
      email: 'ada@upload.test',
    });
    expect(verifyWebhook(endpoint.secret, created?.headers ?? {}, created?.rawBody ?? '')).toBe(true);
    const generated = at('/ok?upload', 'questions.generated');
    expect(generated).toHaveLength(1);
    expect(generated[0]?.body.data.candidates.map((c: { status: string }) => c.status)).toEqual([
      'questions_generated',
      'questions_generated',
    ]);
    expect(JSON.stringify(generated[0]?.body)).not.toMatch(/password|token|keyIndex/i);
  }, 40_000);

  it('sends assessment.submitted on the final submission (webhook_sent true) and evaluation.completed', async () => {
    const admin = await enterpriseAdmin();
    const endpoint = await addEndpoint(admin, '/ok?submit', ['assessment.submitted', 'evaluation.completed']);
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
    const cand = await signedInCandidate(t, admin.companyId, assessmentId, 'sam@submit.test', 'Sam Submit');
    await answerEverything(cand.client);
    const submitted = await submit(cand);
    expect(submitted.webhook_sent).toBe(true);
    const submissionId = submitted.submission_id;

    await waitUntil(async () => at('/ok?submit', 'evaluation.completed').length > 0, 20_000);
    const [event] = at('/ok?submit', 'assessment.submitted');
    expect(verifyWebhook(endpoint.secret, event?.headers ?? {}, event?.rawBody ?? '')).toBe(true);
    expect(event?.body.data).toMatchObject({
      submission_id: submissionId,
      assessment_id: assessmentId,
      candidate: { id: cand.candidateId, full_name: 'Sam Submit', email: 'sam@submit.test' },
    });
    const [submission] = await t.context.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, submissionId));
    expect(submission?.webhookSent).toBe(true);

    const [evaluated] = at('/ok?submit', 'evaluation.completed');
    expect(evaluated?.body.data).toMatchObject({ submission_id: submissionId, status: 'completed' });
    expect(evaluated?.body.data.total_score).toEqual(expect.any(Number));
    expect(evaluated?.body.data.candidate.id).toBe(cand.candidateId);
  }, 40_000);

  it('answers webhook_sent false when no endpoint subscribes', async () => {
    const admin = await enterpriseAdmin();
    await addEndpoint(admin, '/ok?other', ['candidate.created']);
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
    const cand = await signedInCandidate(t, admin.companyId, assessmentId, 'nat@nohook.test');
    await answerEverything(cand.client);
    expect((await submit(cand)).webhook_sent).toBe(false);
  }, 30_000);
});

describe('retries and disabling', () => {
  it('retries a failed delivery with backoff and logs every attempt', async () => {
    const admin = await enterpriseAdmin();
    const endpoint = await addEndpoint(admin, '/flaky', ['candidate.created']);
    await addCandidate(admin, 'flo@flaky.test');
    await waitUntil(async () => (await deliveries(admin, endpoint.id))[0]?.status === 'succeeded', 20_000);
    const [delivery] = await deliveries(admin, endpoint.id);
    expect(delivery).toMatchObject({ attemptCount: 3, lastStatusCode: 200, lastError: null });
    expect(delivery?.attempts.map((a) => a.statusCode)).toEqual([500, 500, 200]);
    expect(delivery?.attempts[1]?.error).toBe('HTTP 500');
    const calls = at('/flaky');
    expect(new Set(calls.map((c) => c.headers['webhook-id'])).size).toBe(1);
    // Backoff: the second retry waited at least twice the first delay (1 s, then 2 s at the least).
    const times = (delivery?.attempts ?? []).map((a) => Date.parse(a.at));
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(900);
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(1_900);
  }, 30_000);

  it('disables an endpoint after 3 deliveries failed every attempt, and emails the admins', async () => {
    const admin = await enterpriseAdmin();
    const endpoint = await addEndpoint(admin, '/down', ['candidate.created']);
    for (const name of ['one', 'two', 'three']) await addCandidate(admin, `${name}@down.test`);
    await waitUntil(
      async () => (await admin.client.get(ENDPOINTS)).json().items[0].enabled === false,
      30_000,
    );
    const [disabled] = (await admin.client.get(ENDPOINTS)).json().items;
    expect(disabled).toMatchObject({
      enabled: false,
      consecutiveFailures: 3,
      disabledReason: '3 deliveries in a row failed after 3 attempts each.',
    });
    const log = await deliveries(admin, endpoint.id);
    expect(log.map((d) => [d.status, d.attemptCount])).toEqual([
      ['failed', 3],
      ['failed', 3],
      ['failed', 3],
    ]);
    const mail = await waitForMail(t.context, `admin${admins}@hooks.test`, 'A webhook endpoint was disabled');
    expect(mail.text).toContain(`${receiverUrl}/down`);

    // While disabled it gets nothing; re-enabled, it starts counting again.
    const before = at('/down').length;
    await addCandidate(admin, 'four@down.test');
    const reenabled = await admin.client.patch(`${ENDPOINTS}/${endpoint.id}`, { enabled: true });
    expect(reenabled.json()).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    expect(at('/down').length).toBe(before);
  }, 60_000);
});

describe('the SSRF guard (WEBHOOKS_ALLOW_PRIVATE_URLS off)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({}, { workers: false });
  }, 60_000);
  afterAll(() => strict.close());

  it.each([
    ['https://localhost/hooks', 'localhost resolves to 127.0.0.1'],
    ['https://10.1.2.3/hooks', '10.1.2.3 resolves to 10.1.2.3'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254 resolves to 169.254.169.254'],
    ['https://[::1]/hooks', '[::1] resolves to ::1'],
    ['https://[::ffff:127.0.0.1]/hooks', 'resolves to ::ffff:7f00:1'],
    ['http://example.com/hooks', 'Webhook URLs must use https://.'],
  ])('refuses %s', async (url, message) => {
    const admin = await signedInAdmin(strict, `ssrf${crypto.randomUUID()}@hooks.test`, {
      name: 'Strict Co',
      industry: 'Technology',
    });
    await givePlan(strict.context, admin.companyId);
    const response = await admin.client.post(ENDPOINTS, { url, events: ['candidate.created'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });
});
