import { format } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createLogger } from '../../src/lib/logger';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { DEMO, seedDemo } from '../../src/modules/demo/demo.service';
import { announceStart } from '../../src/start-banner';
import { createAssessment } from '../candidates';
import {
  ADMIN_PASSWORD,
  createTestApp,
  linkIn,
  signedInAdmin,
  type TestApp,
  TestClient,
  waitForMail,
} from '../helpers';
import { givePlan } from '../plans';
import { teamInviteToken } from '../team';

/**
 * Issue 37, finding 12: whoever reads the logs must find no way in. The app logs at 'trace' into memory
 * while the flows that handle one-time links, passwords and keys run; no secret they used may appear in
 * any line, every line is JSON, and nothing reaches the console.
 */
const logged: string[] = [];
const printed: string[] = [];
const consoleSpies: MockInstance[] = [];
const logger = createLogger('trace', { write: (line: string) => void logged.push(line) });

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
const ADMIN_EMAIL = 'owner@log-scrubbing.test';
const COMPANY = 'Log Scrubbing Co';

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    consoleSpies.push(
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(format(...args));
      }),
    );
  }
  t = await createTestApp({}, { logger });
  admin = await signedInAdmin(t, ADMIN_EMAIL, { name: COMPANY, industry: 'Technology' });
  await givePlan(t.context, admin.companyId);
}, 60_000);
afterAll(async () => {
  await t?.close();
  for (const spy of consoleSpies) spy.mockRestore();
});

const visitor = () => new TestClient(t.app);
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

function expectNoneLogged(secrets: string[]) {
  expect(logged.length).toBeGreaterThan(0);
  for (const line of logged) expect(() => JSON.parse(line), line).not.toThrow();
  expect(printed).toEqual([]);
  const text = logged.join('');
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(5);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(encodeURIComponent(secret));
  }
}

describe('what the app logs while handling secrets', () => {
  it('join link, join confirmation, the application link and the sign-in code', async () => {
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
    const link = (await admin.client.post(`/api/assessments/${assessmentId}/invite-link`)).json();
    const joinToken = String(link.url).split('/join/')[1] ?? '';
    expect((await visitor().get(`/api/join/${joinToken}`)).statusCode).toBe(200);
    const email = 'joiner@log-scrubbing.test';
    const joined = await visitor().post(`/api/join/${joinToken}`, { fullName: 'Jo Iner', email });
    expect(joined.statusCode, joined.body).toBe(202);

    const confirmLink = linkIn(
      (await waitForMail(t.context, email, `Confirm your email for ${COMPANY}`)).text,
    );
    const confirmation = tokenOf(confirmLink);
    await visitor().get(pathOf(confirmLink));
    const check = await visitor().get(`/api/join/confirm?token=${confirmation}`);
    expect(check.json().status).toBe('valid');
    expect((await visitor().post('/api/join/confirm', { token: confirmation })).json().outcome).toBe(
      'joined',
    );

    const invitationLink = linkIn(
      (await waitForMail(t.context, email, `Your assessment invitation from ${COMPANY}`, 20_000)).text,
    );
    const invitation = tokenOf(invitationLink);
    await visitor().get(pathOf(invitationLink));
    const candidate = visitor();
    expect(
      (await candidate.get(`/api/invitations/accept?token=${encodeURIComponent(invitation)}`)).json().status,
    ).toBe('valid');
    expect((await candidate.post('/api/invitations/enter', { token: invitation })).statusCode).toBe(200);
    await candidate.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    const code =
      (await waitForMail(t.context, email, 'Your HireAssess sign-in code')).text.match(/\b\d{6}\b/)?.[0] ??
      '';
    const signIn = await candidate.post('/api/auth/sign-in/email-otp', { email, otp: code });
    expect(signIn.statusCode).toBe(200);

    expectNoneLogged([joinToken, confirmation, invitation]);
    // Six digits also occur inside timestamps and ids: the code alone, not as part of a longer number.
    expect(code).toMatch(/^\d{6}$/);
    expect(logged.join('')).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(logged.join('')).toContain('/api/invitations/accept?token=[Redacted]');
  });

  it('password reset: the request, the emailed link, the new password; sign-ins right and wrong', async () => {
    // An account of its own: a reset signs its owner out everywhere.
    const email = 'forgetful@log-scrubbing.test';
    await signedInAdmin(t, email);
    const owner = visitor();
    await owner.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const resetLink = linkIn((await waitForMail(t.context, email, 'Reset your password')).text);
    const callback = await owner.get(pathOf(resetLink));
    const token = new URL(String(callback.headers.location), 'http://x').searchParams.get('token') ?? '';
    await owner.get(`/reset-password?token=${token}`);
    const newPassword = 'owner-secret-pass-2';
    const reset = await owner.post('/api/auth/reset-password', { token, newPassword });
    expect(reset.statusCode, reset.body).toBe(200);

    const wrongPassword = 'not-the-owner-pass';
    const refused = await visitor().post('/api/auth/sign-in/email', { email, password: wrongPassword });
    expect(refused.statusCode).toBe(401);
    const signIn = await visitor().post('/api/auth/sign-in/email', { email, password: newPassword });
    expect(signIn.statusCode).toBe(200);

    expectNoneLogged([token, newPassword, wrongPassword, ADMIN_PASSWORD]);
  });

  it('team invitation, API key and SCIM token, and the requests that use them', async () => {
    const email = 'reviewer@log-scrubbing.test';
    expect((await admin.client.post('/api/team/invitations', { email, role: 'reviewer' })).statusCode).toBe(
      201,
    );
    const { url, token: teamToken } = await teamInviteToken(t, email, COMPANY);
    await visitor().get(url.pathname + url.search);
    await visitor().get(`/api/team/invitations/accept?token=${encodeURIComponent(teamToken)}`);
    const memberPassword = 'reviewer-secret-pass-1';
    const accepted = await visitor().post('/api/team/invitations/accept', {
      token: teamToken,
      name: 'Rev Iewer',
      password: memberPassword,
    });
    expect(accepted.statusCode, accepted.body).toBe(204);

    const apiKey = (await admin.client.post('/api/api-keys', { name: 'ATS' })).json().key as string;
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidates',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(listed.statusCode).toBe(200);
    const scimToken = (await admin.client.post('/api/company/scim/tokens')).json().token as string;
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/auth/scim/v2/Users',
      headers: { authorization: `Bearer ${scimToken}` },
    });
    expect(users.statusCode).toBe(200);

    expectNoneLogged([teamToken, memberPassword, apiKey, scimToken]);
  });

  it('fields named for secrets, headers, URLs and a failed query’s parameters', () => {
    const failed = new DrizzleQueryError(
      'update "verification" set "value" = $1 where "identifier" = $2',
      ['query-param-secret-1', 'reset-password:query-param-secret-2'],
      new Error('connection terminated'),
    );
    logger.error({ err: failed }, 'a query failed');
    logger.warn(
      {
        password: 'field-secret-1',
        body: { newPassword: 'field-secret-2', token: 'field-secret-3' },
        request: {
          url: '/accept-invite?token=field-secret-4&lang=de',
          headers: { authorization: 'Bearer field-secret-5' },
        },
      },
      'a careless log call',
    );

    expectNoneLogged([
      'query-param-secret-1',
      'query-param-secret-2',
      ...[1, 2, 3, 4, 5].map((n) => `field-secret-${n}`),
    ]);
    expect(logged.join('')).toContain('update \\"verification\\" set');
    expect(logged.join('')).toContain('lang=de');
  });
});

describe('the start banner', () => {
  it('names the demo accounts, never their passwords: one JSON line in production, text in development', async () => {
    await seedDemo(t.context);
    const facts = { mode: 'all', readyMs: 7, serving: true, embeddedDatabase: true } as const;
    const banner: string[] = [];
    const print = (text: string) => void banner.push(text);

    const firstLine = logged.length;
    const production = { ...t.context, config: { ...t.context.config, isProduction: true } };
    await announceStart(production, facts, print);
    expect(banner).toEqual([]);
    const lines = logged.slice(firstLine).map((line) => JSON.parse(line));
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'HireAssess API and worker ready in 7 ms' }));
    expect(lines).toContainEqual(
      expect.objectContaining({ demoAccounts: [DEMO.admin.email, DEMO.candidate.email] }),
    );

    await announceStart(t.context, facts, print);
    expect(banner.join('\n')).toContain(`Demo admin: ${DEMO.admin.email}`);
    expect(banner.join('\n')).toContain('password in README.md');
    for (const password of [DEMO.admin.password, DEMO.candidate.password]) {
      expect(banner.join('\n')).not.toContain(password);
    }
    expectNoneLogged([DEMO.admin.password, DEMO.candidate.password]);
  });
});
