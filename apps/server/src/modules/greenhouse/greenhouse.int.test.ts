import type { AddressInfo } from 'node:net';
import {
  GREENHOUSE_PARTNER_PATHS,
  PLAN_FEATURE_MESSAGES,
  type TGreenhouseKeyCreated,
  type TGreenhouseSettings,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  greenhouseAuthorization,
  greenhouseCallbackReceiver,
  greenhouseClient,
} from '../../../test/ats/greenhouse-client';
import { applicationsOutOfStepWithTheirRecord } from '../../../test/candidate-records';
import { acknowledgeNotice, createAssessment } from '../../../test/candidates';
import {
  createTestApp,
  linkIn,
  signedInAdmin,
  type TestApp,
  TestClient,
  waitForMail,
  waitUntil,
} from '../../../test/helpers';
import { openApiContract } from '../../../test/openapi-contract';
import { givePlan } from '../../../test/plans';
import { answerAndSubmit } from '../../../test/submit-all';
import { assessments, auditLog, candidates, evaluations, greenhouseTestRequests } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

const SETTINGS = '/api/greenhouse';
const KEYS = '/api/greenhouse/keys';
const INVITATION_SUBJECT = 'Your assessment invitation from Greenhouse A';

let t: TestApp;
let base: string;
let contract: Awaited<ReturnType<typeof openApiContract>>;
let receiver: Awaited<ReturnType<typeof greenhouseCallbackReceiver>>;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let adminB: Awaited<ReturnType<typeof signedInAdmin>>;
let keyA: TGreenhouseKeyCreated;
let keyB: TGreenhouseKeyCreated;
let assessmentA: string;
let assessmentB: string;

/** The three URLs of the settings page, on the port this test's server listens on. */
const urls = {
  listTests: () => `${base}${GREENHOUSE_PARTNER_PATHS.listTests}`,
  sendTest: () => `${base}${GREENHOUSE_PARTNER_PATHS.sendTest}`,
  testStatus: () => `${base}${GREENHOUSE_PARTNER_PATHS.testStatus}`,
};
const greenhouse = (key: string) =>
  greenhouseClient(
    { listTests: urls.listTests(), sendTest: urls.sendTest(), testStatus: urls.testStatus() },
    key,
  );

const person = (email: string, applicationId: number) => ({
  first_name: 'Harry',
  last_name: 'Potter',
  email,
  phone_number: '123-456-7890',
  resume_url: 'https://hogwarts.example/resume',
  greenhouse_profile_url: `https://app.greenhouse.io/people/17681532?application_id=${applicationId}`,
});

async function createKey(admin: { client: TestClient }): Promise<TGreenhouseKeyCreated> {
  const response = await admin.client.post(KEYS);
  contract.check('POST', KEYS, response);
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function settings(admin: { client: TestClient }): Promise<TGreenhouseSettings> {
  const response = await admin.client.get(SETTINGS);
  contract.check('GET', SETTINGS, response);
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_RETRY_DELAY_SECONDS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  contract = await openApiContract(t.app);
  receiver = await greenhouseCallbackReceiver({ failFirst: 1 });
  adminA = await signedInAdmin(t, 'admin@gh-a.test', { name: 'Greenhouse A', industry: 'Technology' });
  adminB = await signedInAdmin(t, 'admin@gh-b.test', { name: 'Greenhouse B', industry: 'Retail' });
  await givePlan(t.context, adminA.companyId);
  await givePlan(t.context, adminB.companyId);
  keyA = await createKey(adminA);
  keyB = await createKey(adminB);
  assessmentA = await createAssessment(t, adminA.companyId, [TEST_IDS.logicalReasoning]);
  assessmentB = await createAssessment(t, adminB.companyId, [TEST_IDS.logicalReasoning]);
}, 60_000);

afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('the admin’s Greenhouse keys', () => {
  it('shows a key once, keeps its SHA-256 only, and lists the three URLs to give Greenhouse', async () => {
    expect(keyA.key).toMatch(/^ha_gh_[A-Za-z0-9_-]{43}$/);
    expect(keyA.key.length).toBeLessThan(171);
    expect(keyA.key.startsWith(keyA.prefix)).toBe(true);
    const page = await settings(adminA);
    expect(JSON.stringify(page)).not.toContain(keyA.key);
    expect(page.keys.map((k) => k.id)).toEqual([keyA.id]);
    expect(page.urls).toEqual({
      listTests: `http://localhost:3000${GREENHOUSE_PARTNER_PATHS.listTests}`,
      sendTest: `http://localhost:3000${GREENHOUSE_PARTNER_PATHS.sendTest}`,
      testStatus: `http://localhost:3000${GREENHOUSE_PARTNER_PATHS.testStatus}`,
    });
  });

  it('refuses another company’s key (404) and a Startup company (402)', async () => {
    const foreign = await adminB.client.post(`${KEYS}/${keyA.id}/revoke`);
    contract.check('POST', `${KEYS}/{id}/revoke`, foreign);
    expect(foreign.statusCode).toBe(404);
    const startup = await signedInAdmin(t, 'admin@gh-startup.test', { name: 'Small', industry: 'Retail' });
    for (const response of [await startup.client.get(SETTINGS), await startup.client.post(KEYS)]) {
      expect(response.statusCode).toBe(402);
      expect(response.json().error.message).toBe(PLAN_FEATURE_MESSAGES.greenhouse);
    }
  });
});

describe('Greenhouse’s calls, as Greenhouse makes them', () => {
  let interviewId: string;
  let candidateId: string;

  it('list_tests: the company’s open assessments only', async () => {
    const closed = await createAssessment(t, adminA.companyId, [TEST_IDS.logicalReasoning]);
    await t.context.db.update(assessments).set({ status: 'closed' }).where(eq(assessments.id, closed));
    const listed = await greenhouse(keyA.key).listTests();
    expect(listed.status).toBe(200);
    const ids = listed.tests?.map((test) => test.partner_test_id);
    expect(ids).toContain(assessmentA);
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(assessmentB);
    expect(listed.tests?.find((test) => test.partner_test_id === assessmentA)?.partner_test_name).toBe(
      'Test assessment',
    );
  });

  it('send_test: the candidate joins with source ATS, is invited, and the same application answers the same id', async () => {
    const client = greenhouse(keyA.key);
    const sent = await client.sendTest(
      assessmentA,
      person('Harry@Hogwarts.example', 26234709),
      receiver.urlFor('12345'),
    );
    expect(sent.status).toBe(200);
    interviewId = sent.sent?.partner_interview_id ?? '';
    const [candidate] = await t.context.db
      .select()
      .from(candidates)
      .where(and(eq(candidates.companyId, adminA.companyId), eq(candidates.email, 'harry@hogwarts.example')));
    expect(candidate).toMatchObject({ source: 'ats', assessmentId: assessmentA, fullName: 'Harry Potter' });
    candidateId = candidate?.id ?? '';
    const [request] = await t.context.db
      .select()
      .from(greenhouseTestRequests)
      .where(eq(greenhouseTestRequests.id, interviewId));
    expect(request).toMatchObject({
      candidateId,
      greenhouseApplicationId: '26234709',
      callbackUrl: receiver.urlFor('12345'),
      callbackSentAt: null,
    });

    const again = await client.sendTest(
      assessmentA,
      person('harry@hogwarts.example', 26234709),
      receiver.urlFor('12345'),
    );
    expect(again.sent?.partner_interview_id).toBe(interviewId);
    const rows = await t.context.db
      .select()
      .from(greenhouseTestRequests)
      .where(eq(greenhouseTestRequests.companyId, adminA.companyId));
    expect(rows).toHaveLength(1);

    const entries = await t.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, adminA.companyId), eq(auditLog.action, 'candidate.created')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorKind: 'system', actorName: 'Greenhouse', objectId: candidateId });
    expect(JSON.stringify(entries[0]?.details)).not.toMatch(/harry|potter|hogwarts/i);

    await waitForMail(
      t.context,
      'harry@hogwarts.example',
      'Your assessment invitation from Greenhouse A',
      30_000,
    );
    expect(await applicationsOutOfStepWithTheirRecord(t.context.db, adminA.companyId)).toEqual([]);
    const status = await client.testStatus(interviewId);
    expect(status.result).toEqual({
      partner_status: 'sent',
      partner_profile_url: null,
      partner_score: null,
      metadata: { Assessment: 'Test assessment' },
    });
  }, 60_000);

  it('test_status: complete with the overall score and the report link after the evaluation, and the callback goes out', async () => {
    // The candidate follows the invitation Greenhouse's send triggered: its link signs them in.
    const mail = await waitForMail(t.context, 'harry@hogwarts.example', INVITATION_SUBJECT);
    const token = new URL(linkIn(mail.text)).searchParams.get('token') ?? '';
    const browser = new TestClient(t.app);
    const entered = await browser.post('/api/invitations/enter', { token });
    expect(entered.statusCode).toBe(200);
    const [{ userId } = { userId: null }] = await t.context.db
      .select({ userId: candidates.userId })
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    await acknowledgeNotice(browser);
    await answerAndSubmit(t, { client: browser, candidateId, userId: userId ?? '' }, true);

    const client = greenhouse(keyA.key);
    await waitUntil(
      async () => (await client.testStatus(interviewId)).result?.partner_status === 'complete',
      30_000,
    );
    const [evaluation] = await t.context.db
      .select()
      .from(evaluations)
      .where(eq(evaluations.candidateId, candidateId));
    const status = (await client.testStatus(interviewId)).result;
    expect(status?.partner_score).toBe(Math.round((evaluation?.totalScore ?? -1) * 10) / 10);
    expect(status?.partner_score).toBeGreaterThan(0);
    // The web app's page of the candidate's report, which a recruiter opens from Greenhouse.
    expect(status?.partner_profile_url).toBe(`http://localhost:3000/admin-dashboard?report=${candidateId}`);
    expect(Object.values(status?.metadata ?? {}).every((v) => v === null || typeof v !== 'object')).toBe(
      true,
    );

    // The first PATCH was answered 503: retried with backoff, then recorded as sent.
    await waitUntil(async () => receiver.received.length >= 2, 30_000);
    for (const callback of receiver.received) {
      expect(callback.method).toBe('PATCH');
      expect(callback.url).toBe('/integrations/testing_partners/take_home_tests/12345');
      expect(callback.body).toBe('');
      expect(callback.headers['content-type']).toBeUndefined();
      expect(callback.headers.cookie).toBeUndefined();
      // Authenticated as Greenhouse's example shows: the key the test was sent with, as the user name.
      expect(callback.headers.authorization).toBe(greenhouseAuthorization(keyA.key));
    }
    await waitUntil(async () => (await settings(adminA)).requests[0]?.callbackSentAt !== null, 10_000);
    const [request] = (await settings(adminA)).requests;
    expect(request).toMatchObject({
      id: interviewId,
      candidateId,
      candidateName: 'Harry Potter',
      status: 'complete',
      score: status?.partner_score,
      callbackRequested: true,
    });
  }, 90_000);

  it('another company’s test and interview are not found (404), even with a valid key', async () => {
    const foreignTest = await greenhouse(keyB.key).sendTest(
      assessmentA,
      person('neville@hogwarts.example', 1),
      receiver.urlFor('1'),
    );
    expect(foreignTest.status).toBe(404);
    const foreignInterview = await greenhouse(keyB.key).testStatus(interviewId);
    expect(foreignInterview.status).toBe(404);
    expect(
      await greenhouse(keyA.key)
        .testStatus('not-an-id')
        .then((r) => r.status),
    ).toBe(404);
    const rows = await t.context.db
      .select()
      .from(candidates)
      .where(eq(candidates.email, 'neville@hogwarts.example'));
    expect(rows).toEqual([]);
  });
});

describe('refusals Greenhouse can act on', () => {
  it('401 with a Basic challenge without a key, with a key not ours, and with a revoked key', async () => {
    const revoked = await createKey(adminA);
    const revoke = await adminA.client.post(`${KEYS}/${revoked.id}/revoke`);
    contract.check('POST', `${KEYS}/{id}/revoke`, revoke);
    expect(revoke.json().revokedAt).not.toBeNull();
    const answers = [
      await fetch(urls.listTests()),
      await fetch(urls.listTests(), { headers: { authorization: `Bearer ${keyA.key}` } }),
      await fetch(urls.listTests(), {
        headers: { authorization: greenhouseAuthorization(`ha_gh_${'A'.repeat(43)}`) },
      }),
      await fetch(urls.listTests(), { headers: { authorization: greenhouseAuthorization(revoked.key) } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
      expect((await answer.json()).error.message).toMatch(/Greenhouse key/);
    }
  });

  it('400 with a message for a request without the candidate’s email', async () => {
    const response = await greenhouse(keyA.key).call(urls.sendTest(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partner_test_id: assessmentA, candidate: { first_name: 'A', last_name: 'B' } }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('candidate.email');
  });

  it('a person of another assessment gets a new application; one already in this assessment is linked without a second invitation', async () => {
    const other = await createAssessment(t, adminA.companyId, [TEST_IDS.logicalReasoning]);
    const client = greenhouse(keyA.key);
    const created = () =>
      t.context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyId, adminA.companyId), eq(auditLog.action, 'candidate.created')));
    const before = (await created()).length;
    const elsewhere = await client.sendTest(other, person('harry@hogwarts.example', 7), receiver.urlFor('7'));
    expect(elsewhere.status).toBe(200);
    const applications = await t.context.db
      .select({ assessmentId: candidates.assessmentId, recordId: candidates.recordId })
      .from(candidates)
      .where(and(eq(candidates.companyId, adminA.companyId), eq(candidates.email, 'harry@hogwarts.example')));
    // Harry applied to assessmentA through Greenhouse earlier in this file.
    expect(applications.map((a) => a.assessmentId).sort()).toEqual([assessmentA, other].sort());
    expect(new Set(applications.map((a) => a.recordId)).size).toBe(1);
    expect(await created()).toHaveLength(before + 1);

    // Sent again without an application id: the same candidate and test answer the same id.
    const noApplication = {
      ...person('harry@hogwarts.example', 0),
      greenhouse_profile_url: 'https://app.greenhouse.io/people/1',
    };
    const first = await client.sendTest(assessmentA, noApplication, receiver.urlFor('8'));
    const second = await client.sendTest(assessmentA, noApplication, receiver.urlFor('8'));
    expect(first.status).toBe(200);
    expect(second.sent?.partner_interview_id).toBe(first.sent?.partner_interview_id);
    expect(await created()).toHaveLength(before + 1);
  });

  it('400 for a callback URL that is not http(s)', async () => {
    const refused = await greenhouse(keyA.key).sendTest(
      assessmentA,
      person('ginny@hogwarts.example', 3),
      'ftp://greenhouse.example/take_home_tests/3',
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('url:');
  });

  it('402 when the month’s plan limit is reached, with nothing written', async () => {
    await givePlan(t.context, adminA.companyId, 'enterprise', 1);
    const refused = await greenhouse(keyA.key).sendTest(
      assessmentA,
      person('luna@hogwarts.example', 2),
      receiver.urlFor('2'),
    );
    expect(refused.status).toBe(402);
    expect((refused.body as { error: { code: string } }).error.code).toBe('PLAN_LIMIT_REACHED');
    expect(
      await t.context.db.select().from(candidates).where(eq(candidates.email, 'luna@hogwarts.example')),
    ).toEqual([]);
    await givePlan(t.context, adminA.companyId);
  });

  it('402 once the company is on the Startup plan: its key no longer works', async () => {
    await givePlan(t.context, adminB.companyId, 'startup');
    const refused = await greenhouse(keyB.key).listTests();
    expect(refused.status).toBe(402);
    expect((refused.body as { error: { message: string } }).error.message).toBe(
      PLAN_FEATURE_MESSAGES.greenhouse,
    );
    await givePlan(t.context, adminB.companyId);
  });
});
