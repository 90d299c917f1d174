import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GREENHOUSE_PARTNER_PATHS } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, greenhouseTestRequests } from '../../src/db/schema';
import { createLogger } from '../../src/lib/logger';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { sendGreenhouseCallback } from '../../src/modules/greenhouse/greenhouse-callback';
import {
  greenhouseAuthorization,
  greenhouseCallbackReceiver,
  greenhouseClient,
} from '../ats/greenhouse-client';
import { acknowledgeNotice, createAssessment } from '../candidates';
import {
  createTestApp,
  linkIn,
  signedInAdmin,
  type TestApp,
  TestClient,
  waitForMail,
  waitUntil,
} from '../helpers';
import { givePlan } from '../plans';
import { answerAndSubmit } from '../submit-all';

/*
 * Issue 37, finding 11: Greenhouse's contract as published (github.com/grnhse/greenhouse-api-docs,
 * source/includes/assessment/). partner_profile_url is "URL to the candidate's page on the Test Partner's
 * website": a recruiter opens it in a browser, so it is a page of the web app, not an API answering 401.
 * "The polling option has been deprecated as of October 1, 2019. All Assessment API implementations after
 * this date must use the PATCH Completed Test endpoint": the PATCH is how Greenhouse learns of a result, so
 * it is retried until Greenhouse takes it, and a PATCH never taken is an error in the log.
 */

const SPA_SHELL = '<!doctype html><title>HireAssess</title><div id="root"></div>';
const HOUR = 60 * 60;

let t: TestApp;
let base: string;
let webRoot: string;
let receiver: Awaited<ReturnType<typeof greenhouseCallbackReceiver>>;
const logged: string[] = [];
let key: string;
let interviewId: string;
let candidateId: string;

/** Greenhouse calling the three URLs of the settings page, with the company's key. */
const greenhouse = () =>
  greenhouseClient(
    {
      listTests: `${base}${GREENHOUSE_PARTNER_PATHS.listTests}`,
      sendTest: `${base}${GREENHOUSE_PARTNER_PATHS.sendTest}`,
      testStatus: `${base}${GREENHOUSE_PARTNER_PATHS.testStatus}`,
    },
    key,
  );

/** The least time pg-boss's backoff can spread a job's retries over (each wait ≥ delay·2^n, capped). */
function shortestRetrySpanSeconds(job: { limit: number; delay: number; delayMax: number }): number {
  let span = 0;
  for (let retry = 0; retry < job.limit; retry++) {
    span += Math.min(job.delay * 2 ** Math.min(retry, 15), job.delayMax);
  }
  return span;
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'hireassess-web-'));
  await writeFile(path.join(webRoot, 'index.html'), SPA_SHELL);
  const logger = createLogger('trace', { write: (line: string) => void logged.push(line) });
  t = await createTestApp(
    { WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_RETRY_DELAY_SECONDS: '1' },
    { webRoot, logger },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // Greenhouse is down for the first three attempts.
  receiver = await greenhouseCallbackReceiver({ failFirst: 3 });

  const admin = await signedInAdmin(t, 'admin@gh-contract.test', { name: 'Contract Co', industry: 'Retail' });
  await givePlan(t.context, admin.companyId);
  const created = await admin.client.post('/api/greenhouse/keys');
  expect(created.statusCode).toBe(201);
  key = created.json().key;
  const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);

  const sent = await greenhouse().sendTest(
    assessmentId,
    {
      first_name: 'Hermione',
      last_name: 'Granger',
      email: 'hermione@hogwarts.example',
      greenhouse_profile_url: 'https://app.greenhouse.io/people/1?application_id=424242',
    },
    receiver.urlFor('424242'),
  );
  expect(sent.status).toBe(200);
  interviewId = sent.sent?.partner_interview_id ?? '';
  const [candidate] = await t.context.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.email, 'hermione@hogwarts.example'));
  candidateId = candidate?.id ?? '';

  // The candidate takes the test Greenhouse sent, from the invitation it triggered.
  const mail = await waitForMail(
    t.context,
    'hermione@hogwarts.example',
    'Your assessment invitation from Contract Co',
    30_000,
  );
  const browser = new TestClient(t.app);
  const token = new URL(linkIn(mail.text)).searchParams.get('token') ?? '';
  expect((await browser.post('/api/invitations/enter', { token })).statusCode).toBe(200);
  const [{ userId } = { userId: null }] = await t.context.db
    .select({ userId: candidates.userId })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  await acknowledgeNotice(browser);
  await answerAndSubmit(t, { client: browser, candidateId, userId: userId ?? '' }, true);
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await t?.close();
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

describe('Greenhouse is told of completion by the PATCH, retried until it takes it', () => {
  it('PATCHes the send request’s url, retries with backoff after 503s, and records the one accepted', async () => {
    await waitUntil(async () => receiver.received.length >= 4, 60_000);
    await waitUntil(async () => {
      const [row] = await t.context.db
        .select({ sentAt: greenhouseTestRequests.callbackSentAt })
        .from(greenhouseTestRequests)
        .where(eq(greenhouseTestRequests.id, interviewId));
      return row?.sentAt != null;
    }, 10_000);
    expect(receiver.received).toHaveLength(4);
    for (const callback of receiver.received) {
      expect(callback.method).toBe('PATCH');
      expect(callback.url).toBe('/integrations/testing_partners/take_home_tests/424242');
      expect(callback.headers.authorization).toBe(greenhouseAuthorization(key));
    }
    expect(logged.filter((line) => line.includes('Greenhouse callback failed'))).toHaveLength(3);
  }, 90_000);

  it('keeps retrying for days: pg-boss’s shortest backoff spans at least three days', async () => {
    const jobs = await t.context.db.execute<{
      retry_limit: number;
      retry_delay: number;
      retry_delay_max: number | null;
      retry_backoff: boolean;
      retry_count: number;
      data: { requestId: string; retryUntil: string };
    }>(
      sql`SELECT retry_limit, retry_delay, retry_delay_max, retry_backoff, retry_count, data
          FROM pgboss.job WHERE name = 'greenhouse.callback'`,
    );
    const [job] = jobs.rows;
    expect(jobs.rows).toHaveLength(1);
    expect(job?.data.requestId).toBe(interviewId);
    expect(job?.retry_count).toBe(3);
    expect(job?.retry_backoff).toBe(true);
    expect(job?.retry_delay_max).toBe(HOUR);
    const span = shortestRetrySpanSeconds({
      limit: job?.retry_limit ?? 0,
      delay: job?.retry_delay ?? 0,
      delayMax: job?.retry_delay_max ?? 0,
    });
    expect(span).toBeGreaterThanOrEqual(3 * 24 * HOUR);
    // The last retry comes after the deadline the handler gives up at, so giving up is the handler's call.
    const window = (Date.parse(job?.data.retryUntil ?? '') - Date.now()) / 1000;
    expect(window).toBeGreaterThan(3 * 24 * HOUR - 5 * 60);
    expect(span).toBeGreaterThan(window);
  });

  it('gives up after the deadline with an error in the log, and not before', async () => {
    const down = await greenhouseCallbackReceiver({ failFirst: Number.POSITIVE_INFINITY });
    try {
      await t.context.db
        .update(greenhouseTestRequests)
        .set({ callbackUrl: down.urlFor('500'), callbackSentAt: null })
        .where(eq(greenhouseTestRequests.id, interviewId));
      const tomorrow = new Date(Date.now() + 24 * HOUR * 1000).toISOString();
      await expect(
        sendGreenhouseCallback(t.context, { requestId: interviewId, retryUntil: tomorrow }),
      ).rejects.toThrow(/failed: HTTP 503/);

      const before = logged.length;
      const past = new Date(Date.now() - 1000).toISOString();
      await sendGreenhouseCallback(t.context, { requestId: interviewId, retryUntil: past });
      const lines = logged.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 50,
          greenhouseRequestId: interviewId,
          statusCode: 503,
          msg: expect.stringMatching(/Greenhouse callback given up/),
        }),
      );
      expect(down.received).toHaveLength(2);
      const [row] = await t.context.db
        .select({ sentAt: greenhouseTestRequests.callbackSentAt })
        .from(greenhouseTestRequests)
        .where(eq(greenhouseTestRequests.id, interviewId));
      expect(row?.sentAt).toBeNull();
    } finally {
      await down.close();
    }
  });
});

describe('partner_profile_url is a page a recruiter opens in a browser', () => {
  it('is the web app’s candidate report, under APP_URL and outside /api/', async () => {
    const status = await greenhouse().testStatus(interviewId);
    expect(status.result?.partner_status).toBe('complete');
    const url = new URL(status.result?.partner_profile_url ?? '');
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname.startsWith('/api/')).toBe(false);
    // The admin dashboard with this candidate's report open (apps/web: paths.adminDashboard, report link).
    expect(`${url.pathname}${url.search}`).toBe(`/admin-dashboard?report=${candidateId}`);
  });

  it('answers a signed-out browser with the web app, which sends it through sign-in and back', async () => {
    const status = await greenhouse().testStatus(interviewId);
    const url = new URL(status.result?.partner_profile_url ?? '');
    // No cookie, as a recruiter's browser that never signed in to HireAssess: the page, not a 401.
    const page = await fetch(`${base}${url.pathname}${url.search}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toBe(SPA_SHELL);
    // Its route is a signed-in one: apps/web's decide-access.test.ts and safe-redirect.test.ts prove the
    // detour through /login?redirectTo=… and the way back to this report for an admin and a reviewer.
  });
});
