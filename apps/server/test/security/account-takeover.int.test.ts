import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, outbox, ssoConnections, ssoProvider, user, verification } from '../../src/db/schema';
import { PROOF_REQUIRED_MESSAGE } from '../../src/modules/auth/application-entry.plugin';
import { DEACTIVATED_ACCOUNT_MESSAGE } from '../../src/modules/auth/auth';
import { RESET_PASSWORD_PREFIX } from '../../src/modules/auth/reset-links';
import { INVITATION_SKIP_REASONS } from '../../src/modules/invitations/invitations.service';
import { SCIM_MEMBER_MESSAGES } from '../../src/modules/scim/scim-members';
import { createTestApp, linkIn, signedInAdmin, type TestApp, TestClient, waitForMail } from '../helpers';
import { givePlan } from '../plans';
import { MEMBER_PASSWORD, signedInMember, teamInviteToken } from '../team';

/**
 * The takeover chains of the third outside probe (issue 35): an admin's actions never yield a credential
 * of an account, only a link to the one application (decision 033); a candidate's data export holds only the mail their company sent to
 * their record, never mail to the same address from anyone else; a company's directory (SCIM) manages
 * only its own people, never moves a linked account's sign-in email, and a member it deactivated signs in
 * by no method.
 */
let t: TestApp;
let acme: Awaited<ReturnType<typeof signedInAdmin>>;
let rival: Awaited<ReturnType<typeof signedInAdmin>>;

const RESEND = '/api/candidates/invitations/resend';
const ENTER = '/api/invitations/enter';
const OWNER_PASSWORD = 'owner-pass-1';
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
const linkOf = (candidateId: string) => `/api/candidates/${candidateId}/invitation-link`;
const PROOF_REQUIRED = { code: 'PROOF_REQUIRED', message: PROOF_REQUIRED_MESSAGE };

beforeAll(async () => {
  t = await createTestApp();
  acme = await signedInAdmin(t, 'admin@acme-takeover.test', { name: 'Acme', industry: 'Retail' });
  rival = await signedInAdmin(t, 'admin@rival-takeover.test', { name: 'Rival', industry: 'Retail' });
}, 60_000);
afterAll(() => t.close());

/** A candidate of the company whose questions are ready (what the pipeline leaves before inviting). */
async function readyCandidate(companyId: string, email: string) {
  const [row] = await t.context.db
    .insert(candidates)
    .values({ companyId, fullName: 'Owner Person', email, testStatus: 'questions_generated' })
    .returning({ id: candidates.id });
  if (!row) throw new Error('candidate insert returned no row');
  return row.id;
}

/** A browser that opened an application link: signed in to that application only (decision 033). */
async function entered(url: string) {
  const browser = new TestClient(t.app);
  expect((await browser.post(ENTER, { token: tokenOf(url) })).statusCode).toBe(200);
  return browser;
}

/** The owner proves the address with a code from their mailbox (the outbox here): a full session. */
async function ownerProves(email: string, browser = new TestClient(t.app)) {
  const before = (await t.context.db.select().from(outbox).where(eq(outbox.to, email))).length;
  await browser.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
  const deadline = Date.now() + 10_000;
  let codes = await t.context.db.select().from(outbox).where(eq(outbox.to, email));
  while (codes.length <= before && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    codes = await t.context.db.select().from(outbox).where(eq(outbox.to, email));
  }
  const mail = codes.sort((x, y) => +y.createdAt - +x.createdAt)[0];
  expect(mail?.subject).toBe('Your HireAssess sign-in code');
  const otp = mail?.text.match(/\b\d{6}\b/)?.[0] ?? '';
  expect((await browser.post('/api/auth/sign-in/email-otp', { email, otp })).statusCode).toBe(200);
  return browser;
}

/** The owner chooses a password through "Forgot password?", a link mailed to the address. */
async function ownerSetsPassword(email: string) {
  const owner = new TestClient(t.app);
  await owner.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
  const reset = new URL(linkIn((await waitForMail(t.context, email, 'Reset your password')).text));
  const callback = await owner.get(reset.pathname + reset.search);
  const ownToken = new URL(String(callback.headers.location), 'http://x').searchParams.get('token') ?? '';
  expect(
    (await owner.post('/api/auth/reset-password', { token: ownToken, newPassword: OWNER_PASSWORD }))
      .statusCode,
  ).toBe(200);
  const signedIn = new TestClient(t.app);
  expect(
    (await signedIn.post('/api/auth/sign-in/email', { email, password: OWNER_PASSWORD })).statusCode,
  ).toBe(200);
  return signedIn;
}

async function liveResetLinks(email: string) {
  const [row] = await t.context.db
    .select({ userId: candidates.userId })
    .from(candidates)
    .where(eq(candidates.email, email));
  return t.context.db
    .select()
    .from(verification)
    .where(
      and(
        eq(verification.value, row?.userId ?? ''),
        like(verification.identifier, `${RESET_PASSWORD_PREFIX}%`),
      ),
    );
}

/** What a holder of an application link must not reach: the person's data, account and sessions. */
async function expectOnlyTheApplication(holder: TestClient, candidateId: string) {
  expect((await holder.get('/api/candidate/me')).json().id).toBe(candidateId);
  const data = await holder.get('/api/candidate/my-data');
  expect(data.statusCode).toBe(403);
  expect(data.json().error).toEqual(PROOF_REQUIRED);
  for (const [path, body] of [
    ['/api/auth/change-password', { currentPassword: 'x', newPassword: 'taken-over-1' }],
    ['/api/auth/update-user', { name: 'Taken Over' }],
    ['/api/auth/revoke-sessions', {}],
    ['/api/auth/change-email', { newEmail: 'taker@elsewhere.test' }],
  ] as const) {
    const refused = await holder.post(path, body);
    expect(refused.statusCode, path).toBe(403);
    expect(refused.json().error, path).toEqual(PROOF_REQUIRED);
  }
  expect((await holder.get('/api/auth/list-sessions')).statusCode).toBe(403);
}

describe("a candidate's data export", () => {
  it('needs the address proven, and holds the mail their company sent to their record only', async () => {
    const email = 'shared-address@takeover.test';
    // Acme invites the address to its team: that mail's link would make its holder an admin of Acme.
    expect((await acme.client.post('/api/team/invitations', { email, role: 'admin' })).statusCode).toBe(201);
    const teamMail = await waitForMail(t.context, email, 'Join Acme on HireAssess');

    // Rival adds the same address as a candidate, has the account created, takes its link and enters.
    const candidateId = await readyCandidate(rival.companyId, email);
    expect((await rival.client.post(RESEND, { ids: [candidateId] })).statusCode).toBe(200);
    await waitForMail(t.context, email, 'Your assessment invitation from Rival');
    const copied = await rival.client.post(linkOf(candidateId));
    expect(copied.json().kind).toBe('application');
    const holder = await entered(copied.json().url);
    // The link opens Rival's application, and nothing of the person's: no export without the code.
    await expectOnlyTheApplication(holder, candidateId);

    // The person, who reads the mailbox, proves it: the export holds Rival's mail to this record only.
    const owner = await ownerProves(email);
    const exported = await owner.get('/api/candidate/my-data');
    expect(exported.statusCode).toBe(200);
    const subjects = exported.json().emails.map((m: { subject: string }) => m.subject);
    expect(subjects).toContain('Your assessment invitation from Rival');
    expect(subjects).not.toContain('Join Acme on HireAssess');
    expect(exported.body).not.toContain(new URL(linkIn(teamMail.text)).searchParams.get('token'));
    const delivered = await t.context.db.select().from(outbox).where(eq(outbox.candidateId, candidateId));
    expect(delivered.map((m) => m.subject)).toEqual(['Your assessment invitation from Rival']);
  });
});

describe("an account, under the company's admin actions (decision 033)", () => {
  it('a copied link opens the one application, before and after an unlock, and never the account', async () => {
    const email = 'activated-owner@takeover.test';
    const candidateId = await readyCandidate(acme.companyId, email);
    expect((await acme.client.post(RESEND, { ids: [candidateId] })).json()).toEqual({ sent: 1, skipped: [] });
    const owner = await ownerSetsPassword(email);

    const copied = await acme.client.post(linkOf(candidateId));
    expect(copied.statusCode).toBe(200);
    expect(copied.json()).toMatchObject({ kind: 'application' });
    expect(copied.json().url).toMatch(/^http:\/\/localhost:3000\/accept-invite\?token=[\w-]{40,}$/);
    expect(await liveResetLinks(email)).toEqual([]);
    await expectOnlyTheApplication(await entered(copied.json().url), candidateId);

    // Submitted, then unlocked by the admin: still the application only, never a credential.
    await t.context.db
      .update(candidates)
      .set({ testStatus: 'submitted' })
      .where(eq(candidates.id, candidateId));
    const unlocked = await acme.client.post(`/api/candidates/${candidateId}/unlock`, { reason: 'Retake' });
    expect(unlocked.statusCode).toBe(200);
    const again = (await acme.client.post(linkOf(candidateId))).json();
    await expectOnlyTheApplication(await entered(again.url), candidateId);
    expect(await liveResetLinks(email)).toEqual([]);

    // The owner is still signed in and still signs in with their own password.
    expect((await owner.get('/api/me')).json().user.email).toBe(email);
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email,
      password: OWNER_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('no invitation link, emailed or copied, sets a password', async () => {
    const email = 'forgot-owner@takeover.test';
    const candidateId = await readyCandidate(acme.companyId, email);
    await acme.client.post(RESEND, { ids: [candidateId] });
    const emailed = linkIn(
      (await waitForMail(t.context, email, 'Your assessment invitation from Acme')).text,
    );
    const copied = (await acme.client.post(linkOf(candidateId))).json();
    expect(await liveResetLinks(email)).toEqual([]);

    const holder = new TestClient(t.app);
    for (const url of [emailed, copied.url]) {
      const viaBetterAuth = await holder.post('/api/auth/reset-password', {
        token: tokenOf(url),
        newPassword: 'taken-over-1',
      });
      expect(viaBetterAuth.statusCode).toBe(400);
    }
    await ownerSetsPassword(email);
    const signIn = (password: string) =>
      new TestClient(t.app).post('/api/auth/sign-in/email', { email, password });
    expect((await signIn(OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('taken-over-1')).statusCode).toBe(401);
  });
});

describe("a company's team, against another company's candidate (chain 4)", () => {
  it('an address another company made a candidate joins a team from its invitation, and leaves the applications', async () => {
    const email = 'squatted@takeover.test';
    const candidateId = await readyCandidate(rival.companyId, email);
    await rival.client.post(RESEND, { ids: [candidateId] });
    const copied = (await rival.client.post(linkOf(candidateId))).json();
    const rivalHolds = await entered(copied.url);

    const invited = await acme.client.post('/api/team/invitations', { email, role: 'reviewer' });
    expect(invited.statusCode).toBe(201);
    const { token } = await teamInviteToken(t, email, 'Acme');
    expect(
      (await new TestClient(t.app).get(`/api/team/invitations/accept?token=${token}`)).json(),
    ).toMatchObject({ status: 'valid', accountExists: true, candidateAccount: true });

    // The session the rival's copied link opened is not the owner's: it cannot accept, even with the token.
    const byLink = await rivalHolds.post('/api/team/invitations/accept', { token });
    expect(byLink.statusCode).toBe(403);
    expect(byLink.json().error).toEqual(PROOF_REQUIRED);

    const owner = await ownerProves(email);
    expect((await owner.post('/api/team/invitations/accept', { token })).statusCode).toBe(204);
    const me = (await owner.get('/api/me')).json();
    expect(me.profile).toMatchObject({ role: 'reviewer', companyId: acme.companyId });

    // The rival's link and its session reach nothing of the account any more; the rival keeps its record.
    expect((await rivalHolds.get('/api/me')).statusCode).toBe(401);
    expect((await new TestClient(t.app).post(ENTER, { token: tokenOf(copied.url) })).statusCode).toBe(400);
    const [record] = await t.context.db.select().from(candidates).where(eq(candidates.id, candidateId));
    expect(record).toMatchObject({ email, userId: null });
    const resent = (await rival.client.post(RESEND, { ids: [candidateId] })).json();
    expect(resent.skipped).toEqual([{ id: candidateId, email, reason: INVITATION_SKIP_REASONS.emailTaken }]);
    // Erasing the rival's candidate leaves Acme's reviewer account alone.
    expect((await rival.client.request('DELETE', `/api/candidates/${candidateId}`)).statusCode).toBe(204);
    expect(await t.context.db.select({ id: user.id }).from(user).where(eq(user.email, email))).toHaveLength(
      1,
    );
    expect((await owner.get('/api/candidates')).statusCode).toBe(200);
  });
});

describe("a company's directory (SCIM)", () => {
  const SCIM = '/api/auth/scim/v2';
  let token: string;
  const scim = (method: 'POST' | 'PATCH', path: string, body: unknown) =>
    t.app.inject({
      method,
      url: `${SCIM}${path}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      payload: JSON.stringify(body),
    });
  const directoryUser = (email: string, externalId: string) => ({
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    userName: email,
    name: { givenName: 'Directory', familyName: 'Person' },
    emails: [{ primary: true, value: email, type: 'work' }],
    externalId,
    active: true,
  });
  const setActive = (active: boolean) => ({
    schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
    Operations: [{ op: 'replace', value: { active } }],
  });
  const signIn = (email: string, password: string) =>
    new TestClient(t.app).post('/api/auth/sign-in/email', { email, password });
  const accountWith = async (email: string) =>
    (await t.context.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? null;

  beforeAll(async () => {
    await givePlan(t.context, acme.companyId);
    token = (await acme.client.post('/api/company/scim/tokens')).json().token;
    // Acme proved it owns acme-owned.test (its SSO connection's DNS record).
    await t.context.db.insert(ssoProvider).values({
      id: 'acme-owned',
      issuer: 'https://idp.acme-owned.test',
      providerId: 'acme-owned',
      organizationId: acme.companyId,
      domain: 'acme-owned.test',
      domainVerified: true,
    });
    await t.context.db
      .insert(ssoConnections)
      .values({ providerId: 'acme-owned', companyId: acme.companyId, protocol: 'oidc' });
  });

  it("refuses to adopt an account without a company whose address is outside the company's verified domains", async () => {
    const outsider = await signedInAdmin(t, 'outsider@elsewhere-takeover.test');
    const adopted = await scim(
      'POST',
      '/Users',
      directoryUser('outsider@elsewhere-takeover.test', 'ext-outsider'),
    );
    expect(adopted.statusCode).toBe(409);
    expect(adopted.json().detail).toBe(SCIM_MEMBER_MESSAGES.outsideDomains);
    expect((await outsider.client.get('/api/me')).json().profile.companyId).toBeNull();
  });

  it('adopts one in a verified domain but never moves its sign-in email', async () => {
    const staff = await signedInAdmin(t, 'staff@acme-owned.test');
    const adopted = await scim('POST', '/Users', directoryUser('staff@acme-owned.test', 'ext-staff'));
    expect(adopted.statusCode).toBe(201);
    expect((await staff.client.get('/api/me')).json().profile.companyId).toBe(acme.companyId);
    const moved = await scim('PATCH', `/Users/${adopted.json().id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        { op: 'replace', path: 'userName', value: 'staff@attacker-takeover.test' },
        { op: 'replace', path: 'emails', value: [{ primary: true, value: 'staff@attacker-takeover.test' }] },
      ],
    });
    expect(moved.statusCode).toBe(200);
    expect(await accountWith('staff@acme-owned.test')).toBe(staff.userId);
    expect(await accountWith('staff@attacker-takeover.test')).toBeNull();
  });

  it("adopts another company's candidate in a verified domain (chain 4), and the account leaves its applications", async () => {
    const email = 'engineer@acme-owned.test';
    const candidateId = await readyCandidate(rival.companyId, email);
    await rival.client.post(RESEND, { ids: [candidateId] });
    const rivalHolds = await entered((await rival.client.post(linkOf(candidateId))).json().url);
    const userId = await accountWith(email);

    const adopted = await scim('POST', '/Users', directoryUser(email, 'ext-engineer'));
    expect(adopted.statusCode).toBe(201);
    expect(adopted.json().id).toEqual(expect.any(String));
    const [member] = await t.context.db.select().from(candidates).where(eq(candidates.id, candidateId));
    expect(member?.userId).toBeNull();
    expect((await rivalHolds.get('/api/me')).statusCode).toBe(401);
    expect(await accountWith(email)).toBe(userId);
    const owner = await ownerProves(email);
    expect((await owner.get('/api/me')).json().profile).toMatchObject({ companyId: acme.companyId });
  });

  it('a member it deactivated cannot sign in with a password until it reactivates them', async () => {
    const email = 'leaver@acme-takeover.test';
    await signedInMember(t, acme, 'Acme', email);
    const linked = await scim('POST', '/Users', directoryUser(email, 'ext-leaver'));
    expect(linked.statusCode).toBe(201);
    expect((await scim('PATCH', `/Users/${linked.json().id}`, setActive(false))).statusCode).toBe(200);

    const refused = await signIn(email, MEMBER_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'ACCOUNT_DEACTIVATED',
      message: DEACTIVATED_ACCOUNT_MESSAGE,
    });
    expect(refused.headers['set-cookie']).toBeUndefined();

    expect((await scim('PATCH', `/Users/${linked.json().id}`, setActive(true))).statusCode).toBe(200);
    expect((await signIn(email, MEMBER_PASSWORD)).statusCode).toBe(200);
  });
});
