import { createHash } from 'node:crypto';
import { JOIN_RATE_LIMITS, type TInviteLink, type TJoinConfirmResult, type TJoinInfo } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsOutOfStepWithTheirRecord } from '../../../test/candidate-records';
import { createAssessment } from '../../../test/candidates';
import {
  createTestApp,
  linkIn,
  signedInAdmin,
  type TestApp,
  TestClient,
  waitForMail,
} from '../../../test/helpers';
import { openApiContract } from '../../../test/openapi-contract';
import { givePlan } from '../../../test/plans';
import { assessments, candidates, inviteLinkRegistrations } from '../../db/schema';
import { outboxRepository } from '../../mail/outbox.repository';
import { TEST_IDS } from '../assessments/test-ids';
import { SIGN_UP_ANSWER } from './invite-link.service';

let t: TestApp;
let contract: Awaited<ReturnType<typeof openApiContract>>;
type Admin = Awaited<ReturnType<typeof signedInAdmin>>;
let admin: Admin;
let other: Admin;
let people = 0;

beforeAll(async () => {
  t = await createTestApp();
  contract = await openApiContract(t.app);
  admin = await signedInAdmin(t, 'owner@link.test', { name: 'Link Co', industry: 'Technology' });
  other = await signedInAdmin(t, 'owner@other-link.test', { name: 'Other Link Co', industry: 'Retail' });
}, 60_000);
afterAll(() => t?.close());

const CONFIRM_SUBJECT = 'Confirm your email for Link Co';
const INVITATION_SUBJECT = 'Your assessment invitation from Link Co';

/** An open assessment with a freshly made (enabled) link; returns its id and token. */
async function withLink(companyId = admin.companyId, client = admin.client) {
  const id = await createAssessment(t, companyId, [TEST_IDS.logicalReasoning, TEST_IDS.englishGrammar]);
  const response = await client.post(`/api/assessments/${id}/invite-link`);
  contract.check('POST', '/api/assessments/{id}/invite-link', response);
  expect(response.statusCode, response.body).toBe(200);
  const link = response.json() as TInviteLink;
  return { id, link, token: (link.url ?? '').split('/join/')[1] ?? '' };
}

const setAssessment = (id: string, values: Partial<typeof assessments.$inferInsert>) =>
  t.context.db.update(assessments).set(values).where(eq(assessments.id, id));

/** A visitor without a session, from their own address. */
const visitor = () => new TestClient(t.app);

async function info(token: string) {
  const response = await visitor().get(`/api/join/${token}`);
  contract.check('GET', '/api/join/{token}', response);
  expect(response.statusCode).toBe(200);
  return response.json() as TJoinInfo;
}

async function signUp(token: string, body: { fullName: string; email: string }, client = visitor()) {
  const response = await client.post(`/api/join/${token}`, body);
  contract.check('POST', '/api/join/{token}', response);
  return response;
}

async function confirmationToken(email: string) {
  const mail = await waitForMail(t.context, email, CONFIRM_SUBJECT);
  const url = new URL(linkIn(mail.text));
  expect(url.pathname).toBe('/join/confirm');
  return url.searchParams.get('token') ?? '';
}

async function confirm(token: string) {
  const response = await visitor().post('/api/join/confirm', { token });
  contract.check('POST', '/api/join/confirm', response);
  expect(response.statusCode).toBe(200);
  return response.json() as TJoinConfirmResult;
}

const nextEmail = () => {
  people += 1;
  return `person${people}@join.test`;
};

const mailsTo = async (email: string) =>
  (await outboxRepository.listNewestFirst(t.context.db, 500)).filter((m) => m.to === email);

describe('admin: the link', () => {
  it('is made enabled, read with its counts, capped, disabled and enabled; 404 for another company', async () => {
    const id = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
    const before = await admin.client.get(`/api/assessments/${id}/invite-link`);
    contract.check('GET', '/api/assessments/{id}/invite-link', before);
    expect(before.json()).toEqual({
      url: null,
      enabled: false,
      cap: null,
      joined: 0,
      pending: 0,
      state: 'disabled',
    });

    const made = await admin.client.post(`/api/assessments/${id}/invite-link`);
    expect(made.json()).toMatchObject({ enabled: true, cap: null, state: 'open' });
    expect(made.json().url).toMatch(/^http:\/\/localhost:3000\/join\/[A-Za-z0-9_-]{32}$/);

    const capped = await admin.client.patch(`/api/assessments/${id}/invite-link`, { cap: 5 });
    contract.check('PATCH', '/api/assessments/{id}/invite-link', capped);
    expect(capped.json()).toMatchObject({ cap: 5, enabled: true });
    const off = await admin.client.patch(`/api/assessments/${id}/invite-link`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, state: 'disabled', cap: 5 });
    const uncapped = await admin.client.patch(`/api/assessments/${id}/invite-link`, {
      enabled: true,
      cap: null,
    });
    expect(uncapped.json()).toMatchObject({ enabled: true, state: 'open', cap: null });
    expect((await admin.client.patch(`/api/assessments/${id}/invite-link`, {})).statusCode).toBe(400);
    expect((await admin.client.patch(`/api/assessments/${id}/invite-link`, { cap: 0 })).statusCode).toBe(400);

    for (const [method, body] of [
      ['GET', undefined],
      ['POST', {}],
      ['PATCH', { enabled: false }],
    ] as const) {
      const response = await other.client.request(method, `/api/assessments/${id}/invite-link`, body);
      expect(response.statusCode, `${method}`).toBe(404);
    }
    const [row] = await t.context.db.select().from(assessments).where(eq(assessments.id, id));
    expect(row?.inviteLinkEnabled).toBe(true);
  });

  it('regenerating gives a new link: the old one is unknown and its pending sign-ups expire', async () => {
    const { id, token } = await withLink();
    const email = nextEmail();
    expect((await signUp(token, { fullName: 'Early Bird', email })).statusCode).toBe(202);
    const pendingToken = await confirmationToken(email);
    const again = await admin.client.post(`/api/assessments/${id}/invite-link`);
    const fresh = (again.json() as TInviteLink).url?.split('/join/')[1] ?? '';
    expect(fresh).not.toBe(token);
    expect((await info(token)).state).toBe('unknown');
    expect((await info(fresh)).state).toBe('open');
    expect((await signUp(token, { fullName: 'Too Late', email: nextEmail() })).statusCode).toBe(404);
    expect((await confirm(pendingToken)).outcome).toBe('expired');
  });
});

describe('public: the page and the sign-up', () => {
  it('shows the company, the assessment, its tests and total time; clear states for unknown, disabled, closed, not yet open, full', async () => {
    const { id, token } = await withLink();
    const open = await info(token);
    expect(open).toMatchObject({ state: 'open', message: null, companyName: 'Link Co', brand: null });
    expect(open.assessment?.name).toBe('Test assessment');
    expect(open.assessment?.tests.map((test) => test.name)).toEqual(['Logical Reasoning', 'English Grammar']);
    expect(open.assessment?.totalMinutes).toBe(
      (open.assessment?.tests ?? []).reduce((sum, test) => sum + test.minutes, 0),
    );

    expect(await info('no-such-link')).toMatchObject({
      state: 'unknown',
      companyName: null,
      assessment: null,
    });
    expect((await info('no-such-link')).message).toContain('does not exist');

    await setAssessment(id, { inviteLinkEnabled: false });
    expect((await info(token)).state).toBe('disabled');
    await setAssessment(id, { inviteLinkEnabled: true, status: 'closed' });
    expect((await info(token)).state).toBe('closed');
    await setAssessment(id, {
      status: 'open',
      closesAt: new Date(Date.now() - 1000),
      opensAt: new Date(Date.now() - 5000),
    });
    expect((await info(token)).state).toBe('closed');
    await setAssessment(id, { opensAt: new Date(Date.now() + 86_400_000), closesAt: null });
    const later = await info(token);
    expect(later.state).toBe('not_yet_open');
    expect(later.message).toMatch(/^This assessment opens on /);
    await setAssessment(id, { opensAt: null, inviteLinkCap: 0 });
    expect((await info(token)).state).toBe('full');

    // Signing up through a link that cannot take anyone: 409 with the state.
    const refused = await signUp(token, { fullName: 'Nobody', email: nextEmail() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toEqual({ state: 'full' });
  });

  it('answers "Check your email" alike for a new address and one over its hourly limit, sending nothing beyond it', async () => {
    const { token } = await withLink();
    const email = nextEmail();
    for (let i = 0; i < JOIN_RATE_LIMITS.perAddressPerHour + 1; i += 1) {
      const response = await signUp(token, { fullName: 'Repeat Person', email: email.toUpperCase() });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: SIGN_UP_ANSWER });
    }
    await waitForMail(t.context, email, CONFIRM_SUBJECT);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(email)).toHaveLength(JOIN_RATE_LIMITS.perAddressPerHour);
    const rows = await t.context.db
      .select()
      .from(inviteLinkRegistrations)
      .where(eq(inviteLinkRegistrations.email, email));
    expect(rows).toHaveLength(JOIN_RATE_LIMITS.perAddressPerHour);
    // Only the token's hash is stored.
    const token0 = await confirmationToken(email);
    expect(rows.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token0).digest('hex'));
    expect(rows.every((row) => !row.tokenHash.includes(token0))).toBe(true);
  });

  it("refuses a link's sign-ups beyond its hourly limit with 429, and validates names and emails", async () => {
    const { id, token } = await withLink();
    await t.context.db.insert(inviteLinkRegistrations).values(
      Array.from({ length: JOIN_RATE_LIMITS.perLinkPerHour }, (_, i) => ({
        companyId: admin.companyId,
        assessmentId: id,
        fullName: `Flood ${i}`,
        email: `flood${i}@join.test`,
        tokenHash: `hash-${id}-${i}`,
        expiresAt: new Date(Date.now() + 3_600_000),
      })),
    );
    const busy = await signUp(token, { fullName: 'One More', email: nextEmail() });
    expect(busy.statusCode).toBe(429);
    expect(busy.json().error.message).toContain('try again in an hour');

    const fresh = await withLink();
    const invalid = await signUp(fresh.token, { fullName: ' ', email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
  });

  it("takes as many sign-ups an hour as the link's cap, for a drive that fills it in a morning", async () => {
    const { id, token } = await withLink();
    const capped = await admin.client.patch(`/api/assessments/${id}/invite-link`, { cap: 150 });
    expect(capped.statusCode, capped.body).toBe(200);
    const flood = (from: number, count: number) =>
      t.context.db.insert(inviteLinkRegistrations).values(
        Array.from({ length: count }, (_, i) => ({
          companyId: admin.companyId,
          assessmentId: id,
          fullName: `Student ${from + i}`,
          email: `student${from + i}@drive.test`,
          tokenHash: `hash-${id}-drive-${from + i}`,
          expiresAt: new Date(Date.now() + 3_600_000),
        })),
      );
    await flood(0, JOIN_RATE_LIMITS.perLinkPerHour);
    expect((await signUp(token, { fullName: 'Student 100', email: nextEmail() })).statusCode).toBe(202);
    await flood(JOIN_RATE_LIMITS.perLinkPerHour + 1, 150 - JOIN_RATE_LIMITS.perLinkPerHour - 1);
    expect((await signUp(token, { fullName: 'Student 151', email: nextEmail() })).statusCode).toBe(429);
  });

  it('limits repeats of one person through one link, never the other people behind the same address', async () => {
    const { token } = await withLink();
    const client = visitor();
    const lab: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      lab.push((await signUp(token, { fullName: 'Lab Student', email: nextEmail() }, client)).statusCode);
    }
    expect(lab.every((status) => status === 202)).toBe(true);
    const email = nextEmail();
    const repeats: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      repeats.push((await signUp(token, { fullName: 'Same Person', email }, client)).statusCode);
    }
    expect(repeats.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(repeats[10]).toBe(429);
  });
});

describe('public: confirming', () => {
  it("admits a new address once with source 'link': the same account, form and invitation as an upload", async () => {
    const { id, token } = await withLink();
    const email = nextEmail();
    await signUp(token, { fullName: 'Grace Hopper', email });
    const confirmation = await confirmationToken(email);
    const check = await visitor().get(`/api/join/confirm?token=${confirmation}`);
    contract.check('GET', '/api/join/confirm', check);
    expect(check.json()).toMatchObject({ status: 'valid', companyName: 'Link Co', email });

    const result = await confirm(confirmation);
    expect(result).toMatchObject({
      outcome: 'joined',
      title: 'Your email is confirmed',
      companyName: 'Link Co',
    });
    const [row] = await t.context.db.select().from(candidates).where(eq(candidates.email, email));
    expect(row).toMatchObject({ assessmentId: id, source: 'link', fullName: 'Grace Hopper' });
    // The browser that confirmed goes on by the application's link (decision 033): one email is the way in.
    expect(result.entryUrl).toMatch(/^http:\/\/localhost:3000\/accept-invite\?token=[\w-]{40,}$/);
    const entryToken = new URL(result.entryUrl ?? '').searchParams.get('token') ?? '';
    const joiner = visitor();
    const early = await joiner.get(`/api/invitations/accept?token=${entryToken}`);
    expect(['preparing', 'valid']).toContain(early.json().status);
    const invitation = await waitForMail(t.context, email, INVITATION_SUBJECT, 20_000);
    expect(linkIn(invitation.text)).toContain('/accept-invite?token=');
    expect(invitation.text).toContain('Logical Reasoning');
    expect(await applicationsOutOfStepWithTheirRecord(t.context.db, admin.companyId)).toEqual([]);
    expect((await joiner.get(`/api/invitations/accept?token=${entryToken}`)).json()).toMatchObject({
      status: 'valid',
      companyName: 'Link Co',
    });
    const entered = await joiner.post('/api/invitations/enter', { token: entryToken });
    expect(entered.json()).toEqual({ applicationId: row?.id });
    expect((await joiner.get('/api/candidate/me')).json().id).toBe(row?.id);

    // Once only: the same link again is used, and its check says so.
    expect((await confirm(confirmation)).outcome).toBe('used');
    expect((await visitor().get(`/api/join/confirm?token=${confirmation}`)).json().status).toBe('used');
    const [registration] = await t.context.db
      .select()
      .from(inviteLinkRegistrations)
      .where(eq(inviteLinkRegistrations.email, email));
    expect(registration?.candidateId).toBe(row?.id);
    const link = (await admin.client.get(`/api/assessments/${id}/invite-link`)).json() as TInviteLink;
    expect(link).toMatchObject({ joined: 1, pending: 0 });
  });

  it('sends an existing candidate of the assessment their invitation again, never a second candidate', async () => {
    const { id, token } = await withLink();
    const email = nextEmail();
    await signUp(token, { fullName: 'Twice Joiner', email });
    expect((await confirm(await confirmationToken(email))).outcome).toBe('joined');
    await waitForMail(t.context, email, INVITATION_SUBJECT, 20_000);

    // Signs up again (same answer), confirms again: the invitation is sent again.
    const second = await signUp(token, { fullName: 'Twice Joiner', email });
    expect(second.json()).toEqual({ message: SIGN_UP_ANSWER });
    const mails = (await mailsTo(email)).filter((m) => m.subject === CONFIRM_SUBJECT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const latest = (await mailsTo(email)).filter((m) => m.subject === CONFIRM_SUBJECT);
    const newest = latest[0] ?? mails[0];
    const again = await confirm(new URL(linkIn(newest?.text ?? '')).searchParams.get('token') ?? '');
    expect(again).toMatchObject({ outcome: 'resent', title: "We've sent your invitation again" });
    expect(again.entryUrl).toMatch(/\/accept-invite\?token=/);
    const rows = await t.context.db.select().from(candidates).where(eq(candidates.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.assessmentId).toBe(id);
    await expect
      .poll(async () => (await mailsTo(email)).filter((m) => m.subject === INVITATION_SUBJECT).length, {
        timeout: 10_000,
      })
      .toBe(2);
  });

  it('under a re-application rule, resends an application going on and admits a new one once it is finished', async () => {
    const { id, token } = await withLink();
    await setAssessment(id, { reapplyAfterMonths: 0 });
    const email = nextEmail();
    const joinOnce = async () => {
      await signUp(token, { fullName: 'Again Joiner', email });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const newest = (await mailsTo(email)).find((m) => m.subject === CONFIRM_SUBJECT);
      return confirm(new URL(linkIn(newest?.text ?? '')).searchParams.get('token') ?? '');
    };
    expect((await joinOnce()).outcome).toBe('joined');
    // Going on: the person gets their invitation again, no second application.
    expect((await joinOnce()).outcome).toBe('resent');
    expect(await t.context.db.select().from(candidates).where(eq(candidates.email, email))).toHaveLength(1);
    // Submitted: the link admits a second application to the same opening (decision 034).
    await t.context.db.update(candidates).set({ testStatus: 'submitted' }).where(eq(candidates.email, email));
    expect((await joinOnce()).outcome).toBe('joined');
    const rows = await t.context.db
      .select()
      .from(candidates)
      .where(eq(candidates.email, email))
      .orderBy(candidates.attempt);
    expect(rows.map((row) => [row.assessmentId, row.attempt])).toEqual([
      [id, 1],
      [id, 2],
    ]);
  });

  it('gives a candidate of another assessment of the company a new application, on the same record', async () => {
    const first = await withLink();
    const second = await withLink();
    const email = nextEmail();
    await signUp(first.token, { fullName: 'Second Opening', email });
    expect((await confirm(await confirmationToken(email))).outcome).toBe('joined');
    await signUp(second.token, { fullName: 'Second Opening', email });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const newest = (await mailsTo(email)).find((m) => m.subject === CONFIRM_SUBJECT);
    const result = await confirm(new URL(linkIn(newest?.text ?? '')).searchParams.get('token') ?? '');
    expect(result.outcome).toBe('joined');
    const rows = await t.context.db.select().from(candidates).where(eq(candidates.email, email));
    expect(rows.map((row) => row.assessmentId).sort()).toEqual([first.id, second.id].sort());
    expect(new Set(rows.map((row) => row.recordId)).size).toBe(1);
    // One person, one account: both applications reach the same sign-in once the pipeline ran.
    await expect
      .poll(
        async () => {
          const now = await t.context.db.select().from(candidates).where(eq(candidates.email, email));
          return now.every((row) => row.userId !== null) ? new Set(now.map((row) => row.userId)).size : 0;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
  });

  it('honours the cap, the switch, the window and the plan at confirmation; a refused link can be used later', async () => {
    const { id, token } = await withLink();
    await admin.client.patch(`/api/assessments/${id}/invite-link`, { cap: 1 });
    const [a, b] = [nextEmail(), nextEmail()];
    await signUp(token, { fullName: 'First In', email: a });
    await signUp(token, { fullName: 'Second In', email: b });
    const [tokenA, tokenB] = [await confirmationToken(a), await confirmationToken(b)];
    expect((await confirm(tokenA)).outcome).toBe('joined');
    const full = await confirm(tokenB);
    expect(full).toMatchObject({ outcome: 'full', title: 'This assessment is full' });
    expect(await t.context.db.select().from(candidates).where(eq(candidates.email, b))).toEqual([]);

    await admin.client.patch(`/api/assessments/${id}/invite-link`, { cap: null, enabled: false });
    expect((await confirm(tokenB)).outcome).toBe('disabled');
    await admin.client.patch(`/api/assessments/${id}/invite-link`, { enabled: true });
    await setAssessment(id, { status: 'closed' });
    expect((await confirm(tokenB)).outcome).toBe('closed');
    await setAssessment(id, { status: 'open', opensAt: new Date(Date.now() + 86_400_000) });
    expect((await confirm(tokenB)).outcome).toBe('not_yet_open');
    await setAssessment(id, { opensAt: null });
    expect((await confirm(tokenB)).outcome).toBe('joined');
  });

  it("refuses at the plan's limit as full", async () => {
    const small = await signedInAdmin(t, 'small@link.test', { name: 'Small Link Co', industry: 'Retail' });
    await givePlan(t.context, small.companyId, 'startup', 1);
    const { token } = await withLink(small.companyId, small.client);
    const [a, b] = [nextEmail(), nextEmail()];
    await signUp(token, { fullName: 'Fits', email: a });
    await signUp(token, { fullName: 'Does Not Fit', email: b });
    const subject = 'Confirm your email for Small Link Co';
    const tokenOf = async (email: string) =>
      new URL(linkIn((await waitForMail(t.context, email, subject)).text)).searchParams.get('token') ?? '';
    const [tokenA, tokenB] = [await tokenOf(a), await tokenOf(b)];
    expect((await confirm(tokenA)).outcome).toBe('joined');
    expect((await confirm(tokenB)).outcome).toBe('full');
    expect((await info(token)).state).toBe('full');
  });

  it('answers an expired, an unknown and an empty token clearly', async () => {
    const { token } = await withLink();
    const email = nextEmail();
    await signUp(token, { fullName: 'Slow Reader', email });
    const confirmation = await confirmationToken(email);
    await t.context.db
      .update(inviteLinkRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(inviteLinkRegistrations.email, email)));
    expect((await visitor().get(`/api/join/confirm?token=${confirmation}`)).json().status).toBe('expired');
    expect((await confirm(confirmation)).outcome).toBe('expired');
    expect((await confirm('unknown-token')).outcome).toBe('invalid');
    expect((await visitor().post('/api/join/confirm', { token: '' })).statusCode).toBe(400);
    expect(await t.context.db.select().from(candidates).where(eq(candidates.email, email))).toEqual([]);
  });

  it('accepts the public POSTs from our own origin and refuses them cross-site', async () => {
    const { token } = await withLink();
    const client = visitor();
    const ours = await client.post(`/api/join/${token}`, { fullName: 'Same Site', email: nextEmail() });
    expect(ours.statusCode).toBe(202);
    const cross = await client.post(
      `/api/join/${token}`,
      { fullName: 'Cross Site', email: nextEmail() },
      { origin: 'https://evil.example' },
    );
    expect(cross.statusCode).toBe(403);
  });
});
