import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, outbox, verification } from '../../src/db/schema';
import { RESET_PASSWORD_PREFIX } from '../../src/modules/auth/reset-links';
import { INVALID_INVITATION_MESSAGE } from '../../src/modules/invitations/invitations.service';
import { createTestApp, linkIn, signedInAdmin, type TestApp, TestClient, waitForMail } from '../helpers';

/**
 * The takeover chains of the third outside probe (issue 35): an admin's actions never yield a credential
 * of an account its owner activated; a candidate's data export holds only the mail their company sent to
 * their record, never mail to the same address from anyone else.
 */
let t: TestApp;
let acme: Awaited<ReturnType<typeof signedInAdmin>>;
let rival: Awaited<ReturnType<typeof signedInAdmin>>;

const RESEND = '/api/candidates/invitations/resend';
const ACCEPT = '/api/invitations/accept';
const OWNER_PASSWORD = 'owner-pass-1';
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
const linkOf = (candidateId: string) => `/api/candidates/${candidateId}/invitation-link`;

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

/** The owner opens the emailed invitation and sets their password: the account is now theirs. */
async function ownerAccepts(email: string, company: string) {
  const mail = await waitForMail(t.context, email, `Your assessment invitation from ${company}`);
  const owner = new TestClient(t.app);
  const accepted = await owner.post(ACCEPT, {
    token: tokenOf(linkIn(mail.text)),
    newPassword: OWNER_PASSWORD,
  });
  expect(accepted.statusCode).toBe(204);
  return owner;
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

describe("a candidate's data export", () => {
  it('holds the mail their company sent to their record, and no other mail to their address', async () => {
    const email = 'shared-address@takeover.test';
    // Acme invites the address to its team: that mail's link would make its holder an admin of Acme.
    expect((await acme.client.post('/api/team/invitations', { email, role: 'admin' })).statusCode).toBe(201);
    const teamMail = await waitForMail(t.context, email, 'Join Acme on HireAssess');

    // Rival adds the same address as a candidate, has the account created, takes its link and signs in.
    const candidateId = await readyCandidate(rival.companyId, email);
    expect((await rival.client.post(RESEND, { ids: [candidateId] })).statusCode).toBe(200);
    await waitForMail(t.context, email, 'Your assessment invitation from Rival');
    const copied = await rival.client.post(linkOf(candidateId));
    expect(copied.json().kind).toBe('set-password');
    const signedIn = new TestClient(t.app);
    expect(
      (await signedIn.post(ACCEPT, { token: tokenOf(copied.json().url), newPassword: 'rival-pass-1' }))
        .statusCode,
    ).toBe(204);

    const exported = await signedIn.get('/api/candidate/my-data');
    expect(exported.statusCode).toBe(200);
    const subjects = exported.json().emails.map((m: { subject: string }) => m.subject);
    expect(subjects).toContain('Your assessment invitation from Rival');
    expect(subjects).not.toContain('Join Acme on HireAssess');
    expect(exported.body).not.toContain(new URL(linkIn(teamMail.text)).searchParams.get('token'));
    // The mail it does hold is the record's own, in the outbox as in the queue.
    const delivered = await t.context.db.select().from(outbox).where(eq(outbox.candidateId, candidateId));
    expect(delivered.map((m) => m.subject)).toEqual(['Your assessment invitation from Rival']);
  });
});

describe("an account its owner activated, under the company's admin actions", () => {
  it('copying the invitation link yields the sign-in page, before and after an unlock', async () => {
    const email = 'activated-owner@takeover.test';
    const candidateId = await readyCandidate(acme.companyId, email);
    expect((await acme.client.post(RESEND, { ids: [candidateId] })).json()).toEqual({ sent: 1, skipped: [] });
    const owner = await ownerAccepts(email, 'Acme');

    const copied = await acme.client.post(linkOf(candidateId));
    expect(copied.statusCode).toBe(200);
    expect(copied.json()).toEqual({ kind: 'sign-in', url: 'http://localhost:3000/login', expiresAt: null });
    expect(await liveResetLinks(email)).toEqual([]);

    // Submitted, then unlocked by the admin: still nothing that sets the password.
    await t.context.db
      .update(candidates)
      .set({ testStatus: 'submitted' })
      .where(eq(candidates.id, candidateId));
    const unlocked = await acme.client.post(`/api/candidates/${candidateId}/unlock`, { reason: 'Retake' });
    expect(unlocked.statusCode).toBe(200);
    expect((await acme.client.post(linkOf(candidateId))).json().kind).toBe('sign-in');
    expect(await liveResetLinks(email)).toEqual([]);

    // The owner is still signed in and still signs in with their own password.
    expect((await owner.get('/api/me')).json().user.email).toBe(email);
    const again = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email,
      password: OWNER_PASSWORD,
    });
    expect(again.statusCode).toBe(200);
  });

  it('a resent invitation asks the owner to sign in and carries no link that sets a password', async () => {
    const email = 'resent-owner@takeover.test';
    const candidateId = await readyCandidate(acme.companyId, email);
    await acme.client.post(RESEND, { ids: [candidateId] });
    await ownerAccepts(email, 'Acme');

    expect((await acme.client.post(RESEND, { ids: [candidateId] })).json()).toEqual({ sent: 1, skipped: [] });
    const deadline = Date.now() + 10_000;
    let mails = await t.context.db.select().from(outbox).where(eq(outbox.to, email));
    while (mails.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = await t.context.db.select().from(outbox).where(eq(outbox.to, email));
    }
    const resent = mails.sort((x, y) => +y.createdAt - +x.createdAt)[0];
    expect(resent?.text.match(/https?:\/\/\S+/g)).toEqual(['http://localhost:3000/login']);
    expect(resent?.html).not.toContain('accept-invite');
    expect(await liveResetLinks(email)).toEqual([]);
  });

  it('a link copied while the account was new stops working once the owner sets a password another way', async () => {
    const email = 'forgot-owner@takeover.test';
    const candidateId = await readyCandidate(acme.companyId, email);
    const copied = (await acme.client.post(linkOf(candidateId))).json();
    expect(copied.kind).toBe('set-password');

    // The owner never got a working invitation (the copy replaced it), so they choose "Forgot password?".
    const owner = new TestClient(t.app);
    await owner.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const reset = new URL(linkIn((await waitForMail(t.context, email, 'Reset your password')).text));
    const callback = await owner.get(reset.pathname + reset.search);
    const ownToken = new URL(String(callback.headers.location), 'http://x').searchParams.get('token') ?? '';
    expect(
      (await owner.post('/api/auth/reset-password', { token: ownToken, newPassword: OWNER_PASSWORD }))
        .statusCode,
    ).toBe(200);

    const holder = new TestClient(t.app);
    const viaInvitation = await holder.post(ACCEPT, {
      token: tokenOf(copied.url),
      newPassword: 'taken-over-1',
    });
    expect(viaInvitation.statusCode).toBe(400);
    expect(viaInvitation.json().error.message).toBe(INVALID_INVITATION_MESSAGE);
    const viaBetterAuth = await holder.post('/api/auth/reset-password', {
      token: tokenOf(copied.url),
      newPassword: 'taken-over-1',
    });
    expect(viaBetterAuth.statusCode).toBe(400);
    const signIn = (password: string) =>
      new TestClient(t.app).post('/api/auth/sign-in/email', { email, password });
    expect((await signIn(OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('taken-over-1')).statusCode).toBe(401);
  });
});
