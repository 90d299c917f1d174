import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, TestClient } from '../../../test/helpers';
import { signedInMember } from '../../../test/team';
import { session, user } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { createAdminAccount } from './admin-accounts';
import { GET_SESSION_PATH } from './session-response';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'admin@answer.test', { name: 'Answer Co', industry: 'Technology' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** Better Auth's own answer for the same cookies, asked directly (its handler, as the plugin forwards). */
async function betterAuthBody(client: TestClient) {
  const response = await t.context.auth.handler(
    new Request(`http://localhost:3000${GET_SESSION_PATH}`, {
      headers: { cookie: client.cookieHeader(), 'x-forwarded-for': client.address },
    }),
  );
  expect(response.headers.getSetCookie()).toEqual([]);
  return response.text();
}

async function answeredInFront(client: TestClient) {
  const handler = vi.spyOn(t.context.auth, 'handler');
  const answer = await client.get(GET_SESSION_PATH);
  expect(handler).not.toHaveBeenCalled();
  handler.mockRestore();
  return answer;
}

async function answeredByBetterAuth(client: TestClient, url = GET_SESSION_PATH) {
  const handler = vi.spyOn(t.context.auth, 'handler');
  const answer = await client.get(url);
  expect(handler).toHaveBeenCalledTimes(1);
  handler.mockRestore();
  return answer;
}

const PER_RESPONSE = ['date', 'x-request-id'];
const stable = (headers: LightMyRequestResponse['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([key]) => !PER_RESPONSE.includes(key)));

/**
 * The answer in front of Better Auth is Better Auth's: the body byte for byte as its handler writes it, and
 * every header (cookies included) as the app sends Better Auth's answer. The reference goes through Better
 * Auth with a query that changes nothing there (the cookie cache is off), as a query always does.
 */
async function expectSameAnswer(client: TestClient) {
  const inFront = await answeredInFront(client);
  const forwarded = await answeredByBetterAuth(client, `${GET_SESSION_PATH}?disableCookieCache=true`);
  expect(inFront.statusCode).toBe(200);
  expect(forwarded.statusCode).toBe(200);
  const body = await betterAuthBody(client);
  expect(inFront.body).toBe(body);
  expect(forwarded.body).toBe(body);
  expect(stable(inFront.headers)).toEqual(stable(forwarded.headers));
  return inFront;
}

describe("get-session answered in front of Better Auth is Better Auth's answer", () => {
  it('for an admin, a reviewer and a candidate', async () => {
    const reviewer = await signedInMember(t, admin, 'Answer Co', 'reviewer@answer.test');
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
    const candidate = await signedInCandidate(t, admin.companyId, assessmentId, 'cand@answer.test');
    for (const [client, email] of [
      [admin.client, 'admin@answer.test'],
      [reviewer.client, 'reviewer@answer.test'],
      [candidate.client, 'cand@answer.test'],
    ] as const) {
      const answer = await expectSameAnswer(client);
      expect(answer.json().user.email).toBe(email);
    }
  });

  it('with the optional fields set (an image, a user agent) and without them', async () => {
    const { client, userId } = await signedInAdmin(t, 'fields@answer.test');
    await t.context.db.update(session).set({ userAgent: null }).where(eq(session.userId, userId));
    expect((await expectSameAnswer(client)).json()).toMatchObject({
      user: { image: null },
      session: { userAgent: null },
    });
    await t.context.db.update(user).set({ image: 'https://cdn.test/me.png' }).where(eq(user.id, userId));
    await t.context.db.update(session).set({ userAgent: 'Firefox/140' }).where(eq(session.userId, userId));
    expect((await expectSameAnswer(client)).json()).toMatchObject({
      user: { image: 'https://cdn.test/me.png' },
      session: { userAgent: 'Firefox/140' },
    });
  });
});

describe('get-session goes to Better Auth where it would do more than read', () => {
  it('a session due for its sliding refresh is extended, with a new cookie', async () => {
    const { client, userId } = await signedInAdmin(t, 'refresh@answer.test');
    const { expiresIn, updateAge } = (await t.context.auth.$context).sessionConfig;
    const due = new Date(Date.now() + (expiresIn - updateAge - 60) * 1000);
    await t.context.db.update(session).set({ expiresAt: due }).where(eq(session.userId, userId));
    const answer = await answeredByBetterAuth(client);
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers['set-cookie'])).toMatch(/hireassess\.session_token=/);
    expect(new Date(answer.json().session.expiresAt).valueOf()).toBeGreaterThan(due.valueOf());
  });

  it('a "don\'t remember me" session, which keeps its own cookie lifetime', async () => {
    const once = new TestClient(t.app);
    await createAdminAccount(t.context, { email: 'once@answer.test', password: 'once-pass-1', name: 'Once' });
    const signIn = await once.post('/api/auth/sign-in/email', {
      email: 'once@answer.test',
      password: 'once-pass-1',
      rememberMe: false,
    });
    expect(String(signIn.headers['set-cookie'])).toMatch(/hireassess\.dont_remember=/);
    const answer = await answeredByBetterAuth(once);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(await betterAuthBody(once));
  });

  it('a cookie-cache cookie, which Better Auth clears', async () => {
    const { client } = await signedInAdmin(t, 'cached@answer.test');
    const handler = vi.spyOn(t.context.auth, 'handler');
    const stale = await client.get(GET_SESSION_PATH, {
      cookie: `${client.cookieHeader()}; hireassess.session_data=stale`,
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(stale.json().user.email).toBe('cached@answer.test');
    expect(String(stale.headers['set-cookie'])).toMatch(/hireassess\.session_data=;/);
  });

  it('no cookie, a forged signature, a revoked session: no session', async () => {
    const { client, userId } = await signedInAdmin(t, 'revoked@answer.test');
    expect((await answeredByBetterAuth(new TestClient(t.app))).body).toBe('null');
    const [name, value] = client.cookieHeader().split(/=(.*)/s) as [string, string];
    const forged = new TestClient(t.app);
    const forgedAnswer = await forged.get(GET_SESSION_PATH, {
      cookie: `${name}=${value.split('.')[0]}.${Buffer.alloc(32, 7).toString('base64')}`,
    });
    expect(forgedAnswer.body).toBe('null');
    expect((await answeredInFront(client)).json().user.email).toBe('revoked@answer.test');
    await t.context.db.delete(session).where(eq(session.userId, userId));
    const revoked = await answeredByBetterAuth(client);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).toBe('null');
  });
});
