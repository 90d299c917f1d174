import {
  LAST_ADMIN_MESSAGE,
  TEAM_PENDING_INVITATIONS_MAX,
  type TTeamInvitationCheck,
  type TTeamResponse,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import {
  ADMIN_PASSWORD,
  createTestApp,
  signedInAdmin,
  type TestApp,
  TestClient,
} from '../../../test/helpers';
import { MEMBER_PASSWORD, signedInMember, teamInviteToken } from '../../../test/team';
import { teamInvitations } from '../../db/schema';
import { REVIEWER_READ_ONLY_MESSAGE } from '../../lib/access';
import { TEST_IDS } from '../assessments/test-ids';
import { createAdminAccount } from '../auth/admin-accounts';
import { TEAM_MESSAGES } from './team.service';

let t: TestApp;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let adminB: Awaited<ReturnType<typeof signedInAdmin>>;

const check = async (token: string): Promise<TTeamInvitationCheck> =>
  (await new TestClient(t.app).get(`/api/team/invitations/accept?token=${encodeURIComponent(token)}`)).json();
const team = async (client: TestClient): Promise<TTeamResponse> => (await client.get('/api/team')).json();

beforeAll(async () => {
  t = await createTestApp();
  adminA = await signedInAdmin(t, 'owner@team-a.test', { name: 'Team A', industry: 'Technology' });
  adminB = await signedInAdmin(t, 'owner@team-b.test', { name: 'Team B', industry: 'Finance' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('team invitations', () => {
  it('invites a reviewer by email; the link checks, creates a verified account and signs it in as a reviewer', async () => {
    const invited = await adminA.client.post('/api/team/invitations', {
      email: 'Rita@Team-A.test',
      role: 'reviewer',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'rita@team-a.test', role: 'reviewer', invitedBy: 'Admin' });

    const { url, token } = await teamInviteToken(t, 'rita@team-a.test', 'Team A');
    expect(url.pathname).toBe('/accept-team-invite');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [stored] = await t.context.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.email, 'rita@team-a.test'));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    expect(await check(token)).toEqual({
      status: 'valid',
      companyName: 'Team A',
      role: 'reviewer',
      email: 'rita@team-a.test',
      accountExists: false,
      candidateAccount: false,
    });
    expect((await team(adminA.client)).invitations.map((i) => i.email)).toEqual(['rita@team-a.test']);

    const reviewer = new TestClient(t.app);
    const accepted = await reviewer.post('/api/team/invitations/accept', {
      token,
      name: 'Rita Reviewer',
      password: MEMBER_PASSWORD,
    });
    expect(accepted.statusCode).toBe(204);
    const me = (await reviewer.get('/api/me')).json();
    expect(me.user).toMatchObject({ email: 'rita@team-a.test', name: 'Rita Reviewer', emailVerified: true });
    expect(me.profile).toMatchObject({ role: 'reviewer', companyId: adminA.companyId });

    // Reads work, writes are refused with the read-only message.
    expect((await reviewer.get('/api/candidates')).statusCode).toBe(200);
    const write = await reviewer.post('/api/team/invitations', { email: 'x@team-a.test', role: 'admin' });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.message).toBe(REVIEWER_READ_ONLY_MESSAGE);

    const listed = await team(adminA.client);
    expect(listed.invitations).toEqual([]);
    expect(listed.members.map((m) => [m.email, m.role, m.isYou])).toEqual([
      ['owner@team-a.test', 'admin', true],
      ['rita@team-a.test', 'reviewer', false],
    ]);
    // Reviewers see the team read-only.
    expect((await team(reviewer)).members).toHaveLength(2);

    // Single use: the same link again is "used", whoever sends it.
    expect((await check(token)).status).toBe('used');
    const again = await new TestClient(t.app).post('/api/team/invitations/accept', {
      token,
      name: 'X',
      password: MEMBER_PASSWORD,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(TEAM_MESSAGES.used);
  });

  it('refuses an expired link, a bogus one, and a link replaced by a re-invite', async () => {
    await adminA.client.post('/api/team/invitations', { email: 'late@team-a.test', role: 'admin' });
    const first = (await teamInviteToken(t, 'late@team-a.test', 'Team A')).token;
    await t.context.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.email, 'late@team-a.test'));
    expect(await check(first)).toEqual({ status: 'expired', message: TEAM_MESSAGES.expired });
    const expired = await new TestClient(t.app).post('/api/team/invitations/accept', {
      token: first,
      name: 'L',
      password: MEMBER_PASSWORD,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(TEAM_MESSAGES.expired);
    expect((await check('not-a-token')).status).toBe('invalid');

    await adminA.client.post('/api/team/invitations', { email: 'twice@team-a.test', role: 'reviewer' });
    const older = (await teamInviteToken(t, 'twice@team-a.test', 'Team A')).token;
    const pending = (await team(adminA.client)).invitations.find((i) => i.email === 'twice@team-a.test');
    expect((await adminA.client.post(`/api/team/invitations/${pending?.id}/resend`)).statusCode).toBe(200);
    let newer = older;
    while (newer === older) newer = (await teamInviteToken(t, 'twice@team-a.test', 'Team A')).token;
    expect((await check(older)).status).toBe('invalid');
    expect((await check(newer)).status).toBe('valid');
    expect(
      (await team(adminA.client)).invitations.filter((i) => i.email === 'twice@team-a.test'),
    ).toHaveLength(1);

    const revoke = (await team(adminA.client)).invitations.find((i) => i.email === 'twice@team-a.test');
    expect((await adminA.client.request('DELETE', `/api/team/invitations/${revoke?.id}`)).statusCode).toBe(
      204,
    );
    expect((await check(newer)).status).toBe('invalid');
  });

  it("refuses the company's own members and candidates, and caps pending invitations", async () => {
    const member = await adminA.client.post('/api/team/invitations', {
      email: 'owner@team-a.test',
      role: 'admin',
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().error.message).toBe(TEAM_MESSAGES.alreadyMember('owner@team-a.test'));

    const assessmentId = await createAssessment(t, adminA.companyId, [TEST_IDS.logicalReasoning]);
    await signedInCandidate(t, adminA.companyId, assessmentId, 'cand@team-a.test');
    const candidate = await adminA.client.post('/api/team/invitations', {
      email: 'cand@team-a.test',
      role: 'reviewer',
    });
    expect(candidate.statusCode).toBe(409);
    expect(candidate.json().error.message).toBe(TEAM_MESSAGES.ownCandidate('cand@team-a.test'));

    await t.context.db.insert(teamInvitations).values(
      Array.from({ length: TEAM_PENDING_INVITATIONS_MAX }, (_, i) => ({
        companyId: adminB.companyId,
        email: `bulk${i}@team-b.test`,
        role: 'reviewer',
        tokenHash: `bulk-${i}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    const capped = await adminB.client.post('/api/team/invitations', {
      email: 'one-more@team-b.test',
      role: 'reviewer',
    });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error.message).toBe(TEAM_MESSAGES.tooManyPending);
  });

  it("answers another company's account or candidate exactly as an unknown address; only the link refuses a member", async () => {
    const assessmentB = await createAssessment(t, adminB.companyId, [TEST_IDS.logicalReasoning]);
    await signedInCandidate(t, adminB.companyId, assessmentB, 'cand@team-b.test');
    const invite = (email: string) =>
      adminA.client.post('/api/team/invitations', { email, role: 'reviewer' });
    /** What the inviter can observe: status, body without the per-invitation id, email and times. */
    const observed = async (email: string) => {
      const response = await invite(email);
      const { id, email: sent, createdAt, expiresAt, ...rest } = response.json();
      expect([id, createdAt, expiresAt].every((v) => typeof v === 'string')).toBe(true);
      expect(sent).toBe(email);
      return { status: response.statusCode, rest };
    };

    const unknown = await observed('nobody@oracle.test');
    expect(unknown).toEqual({ status: 201, rest: { role: 'reviewer', invitedBy: 'Admin' } });
    expect(await observed('owner@team-b.test')).toEqual(unknown); // an admin of another company
    expect(await observed('cand@team-b.test')).toEqual(unknown); // a candidate of another company
    const pending = (await team(adminA.client)).invitations.map((i) => i.email);
    expect(pending).toEqual(
      expect.arrayContaining(['nobody@oracle.test', 'owner@team-b.test', 'cand@team-b.test']),
    );

    // Each address gets the same email; the link tells its holder (and only them) why it cannot join.
    await teamInviteToken(t, 'nobody@oracle.test', 'Team A');
    const forAdmin = (await teamInviteToken(t, 'owner@team-b.test', 'Team A')).token;
    const forCandidate = (await teamInviteToken(t, 'cand@team-b.test', 'Team A')).token;
    const refusal = (email: string) => TEAM_MESSAGES.unavailable(email, 'Team A');
    expect(await check(forAdmin)).toEqual({ status: 'unavailable', message: refusal('owner@team-b.test') });
    // Another company's candidate is the owner of the address: the link lets them join (test/security).
    expect(await check(forCandidate)).toMatchObject({ status: 'valid', candidateAccount: true });

    const signedOut = await new TestClient(t.app).post('/api/team/invitations/accept', {
      token: forAdmin,
      name: 'B',
      password: MEMBER_PASSWORD,
    });
    expect(signedOut.statusCode).toBe(409);
    expect(signedOut.json().error.message).toBe(refusal('owner@team-b.test'));
    const signedIn = await adminB.client.post('/api/team/invitations/accept', { token: forAdmin });
    expect(signedIn.statusCode).toBe(409);
    expect(signedIn.json().error.message).toBe(refusal('owner@team-b.test'));
    expect((await adminB.client.get('/api/me')).json().profile.companyId).toBe(adminB.companyId);

    // The inviter still sees a pending invitation, as for anyone who has not accepted yet.
    expect((await team(adminA.client)).invitations.map((i) => i.email)).toEqual(pending);
  });

  it('lets an existing account without a company join while signed in with the invited address', async () => {
    await createAdminAccount(t.context, {
      email: 'solo@team-a.test',
      password: ADMIN_PASSWORD,
      name: 'Solo',
    });
    const solo = new TestClient(t.app);
    expect(
      (await solo.post('/api/auth/sign-in/email', { email: 'solo@team-a.test', password: ADMIN_PASSWORD }))
        .statusCode,
    ).toBe(200);
    await adminA.client.post('/api/team/invitations', { email: 'solo@team-a.test', role: 'admin' });
    const { token } = await teamInviteToken(t, 'solo@team-a.test', 'Team A');
    expect(await check(token)).toMatchObject({ status: 'valid', accountExists: true });

    const signedOut = await new TestClient(t.app).post('/api/team/invitations/accept', {
      token,
      name: 'S',
      password: MEMBER_PASSWORD,
    });
    expect(signedOut.statusCode).toBe(409);
    expect(signedOut.json().error.message).toBe(TEAM_MESSAGES.signInFirst('solo@team-a.test'));
    const wrongAccount = await adminB.client.post('/api/team/invitations/accept', { token });
    expect(wrongAccount.statusCode).toBe(403);
    expect(wrongAccount.json().error.message).toBe(TEAM_MESSAGES.wrongAccount('solo@team-a.test'));

    expect((await solo.post('/api/team/invitations/accept', { token })).statusCode).toBe(204);
    expect((await solo.get('/api/me')).json().profile).toMatchObject({
      role: 'admin',
      companyId: adminA.companyId,
    });
  });
});

describe('members', () => {
  it('keeps at least one admin, changes roles, and removal signs the member out on the next request', async () => {
    const company = await signedInAdmin(t, 'boss@team-c.test', { name: 'Team C', industry: 'Retail' });
    const demoteSelf = await company.client.patch(`/api/team/members/${company.userId}`, {
      role: 'reviewer',
    });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().error.message).toBe(LAST_ADMIN_MESSAGE);
    const removeSelf = await company.client.request('DELETE', `/api/team/members/${company.userId}`);
    expect(removeSelf.statusCode).toBe(409);
    expect(removeSelf.json().error.message).toBe(LAST_ADMIN_MESSAGE);

    const reviewer = await signedInMember(t, company, 'Team C', 'rev@team-c.test');
    // Other companies' members and invitations answer 404, as if they did not exist.
    expect(
      (await adminA.client.patch(`/api/team/members/${reviewer.userId}`, { role: 'admin' })).statusCode,
    ).toBe(404);
    expect((await adminA.client.request('DELETE', `/api/team/members/${reviewer.userId}`)).statusCode).toBe(
      404,
    );
    await company.client.post('/api/team/invitations', { email: 'pending@team-c.test', role: 'reviewer' });
    const pendingId = (await team(company.client)).invitations[0]?.id;
    expect((await adminA.client.request('DELETE', `/api/team/invitations/${pendingId}`)).statusCode).toBe(
      404,
    );
    expect((await adminA.client.post(`/api/team/invitations/${pendingId}/resend`)).statusCode).toBe(404);
    expect((await team(adminA.client)).members.map((m) => m.email)).not.toContain('rev@team-c.test');

    // Promoted, the former reviewer may write; then the first admin may leave, the second may not.
    expect(
      (await company.client.patch(`/api/team/members/${reviewer.userId}`, { role: 'admin' })).statusCode,
    ).toBe(204);
    expect(
      (await reviewer.client.post('/api/team/invitations', { email: 'x@team-c.test', role: 'reviewer' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await company.client.patch(`/api/team/members/${reviewer.userId}`, { role: 'reviewer' })).statusCode,
    ).toBe(204);
    expect((await reviewer.client.get('/api/me')).json().profile.role).toBe('reviewer');

    expect((await reviewer.client.get('/api/candidates')).statusCode).toBe(200);
    expect((await company.client.request('DELETE', `/api/team/members/${reviewer.userId}`)).statusCode).toBe(
      204,
    );
    expect((await reviewer.client.get('/api/candidates')).statusCode).toBe(401);
    expect((await team(company.client)).members.map((m) => m.email)).toEqual(['boss@team-c.test']);

    const second = await signedInMember(t, company, 'Team C', 'second@team-c.test', 'admin');
    expect((await company.client.request('DELETE', `/api/team/members/${company.userId}`)).statusCode).toBe(
      204,
    );
    expect((await company.client.get('/api/team')).statusCode).toBe(401);
    const lastOne = await second.client.request('DELETE', `/api/team/members/${second.userId}`);
    expect(lastOne.statusCode).toBe(409);
  });
});
