import { formatDeadline } from '@app/contracts';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment } from '../../../test/candidates';
import { createTestApp, linkIn, signedInAdmin, type TestApp, TestClient } from '../../../test/helpers';
import { givePlan } from '../../../test/plans';
import {
  account,
  applicationLinks,
  assessments,
  candidates,
  outbox,
  profiles,
  roles,
  sections,
  testLibrary,
  user,
} from '../../db/schema';
import { generateForms } from '../assessments/pipeline.service';
import { PROOF_REQUIRED_MESSAGE } from '../auth/application-entry.plugin';
import { INVITATION_PREPARATION } from '../mail/mail.templates';
import { tokenHash } from './invitations.repository';
import {
  INVALID_INVITATION_MESSAGE,
  INVITATION_LINK_MESSAGES,
  INVITATION_SKIP_REASONS,
  type InvitationOutcome,
  invitationLinkExpiry,
  invitationsService,
  inviteCandidates,
} from './invitations.service';

let t: TestApp;
let a: TestClient;
let companyA: string;
let companyB: string;

const RESEND = '/api/candidates/invitations/resend';
const ACCEPT = '/api/invitations/accept';
const ENTER = '/api/invitations/enter';
const subjectFor = (company: string) => `Your assessment invitation from ${company}`;

async function seed(companyId: string, rows: { name: string; email?: string; status: string }[]) {
  const inserted = await t.context.db
    .insert(candidates)
    .values(
      rows.map((row) => ({
        companyId,
        fullName: row.name,
        email: row.email ?? `${row.name.toLowerCase().replaceAll(' ', '.')}@cand.test`,
        testStatus: row.status,
      })),
    )
    .returning({ id: candidates.id, email: candidates.email });
  return inserted;
}

/** Every mail to `to` once at least `count` have arrived, newest first. */
async function mailsTo(to: string, count = 1) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await t.context.db.select().from(outbox).where(eq(outbox.to, to));
    if (found.length >= count) return found.sort((x, y) => +y.createdAt - +x.createdAt);
    if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${to}, got ${found.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

beforeAll(async () => {
  t = await createTestApp();
  const first = await signedInAdmin(t, 'a@tenant-a.test', { name: 'Tenant A', industry: 'Retail' });
  const second = await signedInAdmin(t, 'b@tenant-b.test', { name: 'Tenant B', industry: 'Finance' });
  a = first.client;
  companyA = first.companyId;
  companyB = second.companyId;
  // Resending to several candidates at once is an Enterprise feature.
  await givePlan(t.context, companyA);
});
afterAll(() => t.close());

describe('POST /api/candidates/invitations/resend', () => {
  it('answers 401 to anonymous callers and 403 to an admin without a company', async () => {
    const ids = ['00000000-0000-4000-8000-000000000000'];
    expect((await new TestClient(t.app).post(RESEND, { ids })).statusCode).toBe(401);
    const { client } = await signedInAdmin(t, 'lonely@no-company.test');
    const response = await client.post(RESEND, { ids });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Please ensure your profile is associated with a company.');
  });

  it('validates the ids', async () => {
    const response = await a.post(RESEND, { ids: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Select at least one candidate');
  });

  it('skips pending and submitted candidates, invites the others and ignores other companies', async () => {
    const [pending, ready, started, completed, submitted] = await seed(companyA, [
      { name: 'Pia Pending', status: 'pending' },
      { name: 'Rhea Ready', status: 'questions_generated' },
      { name: 'Ivan Started', status: 'in_progress' },
      { name: 'Cleo Completed', status: 'completed' },
      { name: 'Sam Submitted', status: 'submitted' },
    ]);
    const [foreign] = await seed(companyB, [{ name: 'Bo Foreign', status: 'questions_generated' }]);
    const ids = [pending, ready, started, completed, submitted, foreign].map((c) => c?.id ?? '');

    const response = await a.post(RESEND, { ids });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sent: 3,
      skipped: [
        { id: pending?.id, email: 'pia.pending@cand.test', reason: INVITATION_SKIP_REASONS.notReady },
        { id: submitted?.id, email: 'sam.submitted@cand.test', reason: INVITATION_SKIP_REASONS.submitted },
      ],
    });
    expect(INVITATION_SKIP_REASONS.notReady).toBe(
      'Questions are not ready yet: the invitation goes out automatically when they are.',
    );
    expect(INVITATION_SKIP_REASONS.submitted).toBe('Already submitted the assessment.');

    // Accounts for the three invited, verified, with a candidate profile in company A.
    const rows = await t.context.db
      .select({ id: candidates.id, userId: candidates.userId })
      .from(candidates)
      .where(inArray(candidates.id, ids));
    const userIdOf = new Map(rows.map((r) => [r.id, r.userId]));
    expect(userIdOf.get(pending?.id ?? '')).toBeNull();
    expect(userIdOf.get(submitted?.id ?? '')).toBeNull();
    expect(userIdOf.get(foreign?.id ?? '')).toBeNull();
    const invitedUserIds = [ready, started, completed].map((c) => userIdOf.get(c?.id ?? '') ?? '');
    expect(invitedUserIds.every(Boolean)).toBe(true);
    const accounts = await t.context.db
      .select({
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        role: roles.name,
        companyId: profiles.companyId,
      })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .innerJoin(roles, eq(roles.id, profiles.roleId))
      .where(inArray(user.id, invitedUserIds));
    expect(accounts).toHaveLength(3);
    expect(accounts).toContainEqual({
      email: 'rhea.ready@cand.test',
      name: 'Rhea Ready',
      emailVerified: true,
      role: 'candidate',
      companyId: companyA,
    });
    expect(accounts.every((x) => x.role === 'candidate' && x.companyId === companyA)).toBe(true);

    // One email each, none to the skipped or to the other company's candidate.
    const [mail] = await mailsTo('rhea.ready@cand.test');
    expect(mail?.subject).toBe(subjectFor('Tenant A'));
    expect(mail?.text).toContain('Hello Rhea Ready,');
    expect(mail?.text).toContain('Tenant A invites you');
    expect(mail?.text).toContain('as often as you need, for 7 days.');
    expect(mail?.text).toContain('with no password to set');
    expect(mail?.text).not.toMatch(/set your password|works once/i);
    expect(linkIn(mail?.text ?? '')).toMatch(/^http:\/\/localhost:3000\/accept-invite\?token=[\w-]{40,}$/);
    await mailsTo('ivan.started@cand.test');
    await mailsTo('cleo.completed@cand.test');
    const others = await t.context.db
      .select()
      .from(outbox)
      .where(
        inArray(outbox.to, ['pia.pending@cand.test', 'sam.submitted@cand.test', 'bo.foreign@cand.test']),
      );
    expect(others).toEqual([]);
  });

  it('a second resend reuses the account; each link opens that application only, with no password', async () => {
    const [candidate] = await seed(companyA, [{ name: 'Nora New', status: 'questions_generated' }]);
    const id = candidate?.id ?? '';
    const email = 'nora.new@cand.test';
    expect((await a.post(RESEND, { ids: [id] })).json()).toEqual({ sent: 1, skipped: [] });
    const firstLink = linkIn((await mailsTo(email, 1))[0]?.text ?? '');
    expect((await a.post(RESEND, { ids: [id, id] })).json()).toEqual({ sent: 1, skipped: [] });
    const secondLink = linkIn((await mailsTo(email, 2))[0]?.text ?? '');
    expect(secondLink).not.toBe(firstLink);

    const users = await t.context.db.select().from(user).where(eq(user.email, email));
    expect(users).toHaveLength(1);
    const [row] = await t.context.db.select().from(candidates).where(eq(candidates.id, id));
    expect(row?.userId).toBe(users[0]?.id);
    // Two links, both live, kept only as their SHA-256.
    const links = await t.context.db
      .select()
      .from(applicationLinks)
      .where(eq(applicationLinks.applicationId, id));
    expect(links.map((l) => l.tokenHash).sort()).toEqual(
      [tokenHash(tokenOf(firstLink)), tokenHash(tokenOf(secondLink))].sort(),
    );

    // Either link signs this browser in to the application, as often as it is opened.
    for (const link of [firstLink, secondLink, secondLink]) {
      const visitor = new TestClient(t.app);
      const entered = await visitor.post(ENTER, { token: tokenOf(link) });
      expect(entered.statusCode).toBe(200);
      expect(entered.json()).toEqual({ applicationId: id });
      expect(entered.headers['cache-control']).toBe('no-store');
      const own = (await visitor.get('/api/me')).json();
      expect(own.user.email).toBe(email);
      expect(own.profile.role).toBe('candidate');
      expect((await visitor.get('/api/candidate/me')).json().id).toBe(id);
    }
    const [opened] = await t.context.db.select().from(candidates).where(eq(candidates.id, id));
    expect(opened?.invitationOpenedAt).not.toBeNull();
    // No password came of it: the account has no credential, and password sign-in finds nothing.
    expect(
      await t.context.db
        .select()
        .from(account)
        .where(eq(account.userId, users[0]?.id ?? '')),
    ).toEqual([]);
    const guess = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email,
      password: 'anything-1',
    });
    expect(guess.statusCode).toBe(401);

    // The link's session reaches this application, never the person's own things.
    const linked = new TestClient(t.app);
    await linked.post(ENTER, { token: tokenOf(firstLink) });
    expect((await linked.get('/api/candidate/applications')).json()).toMatchObject({ linkedTo: id });
    const data = await linked.get('/api/candidate/my-data');
    expect(data.statusCode).toBe(403);
    expect(data.json().error).toEqual({ code: 'PROOF_REQUIRED', message: PROOF_REQUIRED_MESSAGE });
    const rename = await linked.post('/api/auth/update-user', { name: 'Someone Else' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().error).toEqual({ code: 'PROOF_REQUIRED', message: PROOF_REQUIRED_MESSAGE });

    // A code sent to the address proves the person: a full session, and the person's own things.
    expect(
      (await linked.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).statusCode,
    ).toBe(200);
    const [codeMail] = await mailsTo(email, 3);
    expect(codeMail?.subject).toBe('Your HireAssess sign-in code');
    const code = codeMail?.text.match(/\b\d{6}\b/)?.[0] ?? '';
    const wrong = await linked.post('/api/auth/sign-in/email-otp', {
      email,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const proven = await linked.post('/api/auth/sign-in/email-otp', { email, otp: code });
    expect(proven.statusCode).toBe(200);
    expect((await linked.get('/api/candidate/applications')).json()).toMatchObject({ linkedTo: null });
    expect((await linked.get('/api/candidate/my-data')).statusCode).toBe(200);
    // A link opened in the proven session keeps it: no new, narrower session.
    const again = await linked.post(ENTER, { token: tokenOf(secondLink) });
    expect(again.json()).toEqual({ applicationId: id });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await linked.get('/api/candidate/applications')).json()).toMatchObject({ linkedTo: null });

    // A candidate cannot resend invitations.
    expect((await linked.post(RESEND, { ids: [id] })).statusCode).toBe(403);
    expect((await a.get(`/api/candidates/${id}`)).json().hasAccount).toBe(true);
  });

  it('sends no code to an unknown address, and answers the same', async () => {
    const visitor = new TestClient(t.app);
    const sent = await visitor.post('/api/auth/email-otp/send-verification-otp', {
      email: 'nobody-here@cand.test',
      type: 'sign-in',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true });
    const other = await visitor.post('/api/auth/email-otp/send-verification-otp', {
      email: 'nobody-here@cand.test',
      type: 'forget-password',
    });
    expect(other.statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 300));
    expect(await t.context.db.select().from(outbox).where(eq(outbox.to, 'nobody-here@cand.test'))).toEqual(
      [],
    );
  });

  it('sends an address at most five codes in 15 minutes, whoever asks and whether or not it has an account', async () => {
    const ask = (email: string) =>
      new TestClient(t.app).post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    for (const email of ['flooded@cand.test', 'nobody-flooded@cand.test']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await ask(email)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
    const refused = await ask('flooded@cand.test');
    expect(refused.json().error.message).toMatch(
      /^This address was sent several codes in the last minutes\./,
    );
    expect(Number(refused.headers['x-retry-after'])).toBeGreaterThan(800);
    // Another address is not held back by it.
    expect((await ask('someone-else@cand.test')).statusCode).toBe(200);
  });
});

describe('POST /api/invitations/enter', () => {
  it('refuses expired, unknown and empty tokens with what the link page says', async () => {
    const [candidate] = await seed(companyA, [{ name: 'Eli Expired', status: 'questions_generated' }]);
    const [outcome] = await inviteCandidates(t.context, companyA, [candidate?.id ?? '']);
    if (outcome?.status !== 'sent') throw new Error('not invited');
    await t.context.db
      .update(applicationLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(applicationLinks.tokenHash, tokenHash(tokenOf(outcome.url))));

    const visitor = new TestClient(t.app);
    const expired = await visitor.post(ENTER, { token: tokenOf(outcome.url) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(INVITATION_LINK_MESSAGES.expired('Tenant A'));
    expect(expired.headers['set-cookie']).toBeUndefined();
    const unknown = await visitor.post(ENTER, { token: 'no-such-token' });
    expect(unknown.json().error.message).toBe(INVALID_INVITATION_MESSAGE);
    const empty = await visitor.post(ENTER, { token: '' });
    expect(empty.json().error.message).toBe('The invitation link is incomplete.');
    expect((await visitor.get('/api/me')).statusCode).toBe(401);
  });

  it('is rate limited per link, never for the other people behind the same address', async () => {
    const visitor = new TestClient(t.app);
    const attempt = (token: string) => visitor.post(ENTER, { token });
    const others: number[] = [];
    for (let i = 0; i < 32; i++) others.push((await attempt(`other-${i}`)).statusCode);
    expect(others.every((s) => s === 400)).toBe(true);
    const same: number[] = [];
    for (let i = 0; i < 31; i++) same.push((await attempt('the-same-link')).statusCode);
    expect(same.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(same[30]).toBe(429);
  });
});

describe('inviteCandidates (the pipeline step)', () => {
  it("invites the same person at another company on their one account, and skips an administrator's address", async () => {
    const shared = 'twice@cand.test';
    const [inA, adminsEmail] = await seed(companyA, [
      { name: 'Tess Twice', email: shared, status: 'questions_generated' },
      { name: 'Adam Admin', email: 'b@tenant-b.test', status: 'questions_generated' },
    ]);
    const [inB] = await seed(companyB, [
      { name: 'Tess Twice', email: shared, status: 'questions_generated' },
    ]);

    const outcomesA = await inviteCandidates(t.context, companyA, [adminsEmail?.id ?? '', inA?.id ?? '']);
    expect(outcomesA.map((o) => [o.candidateId, o.status])).toEqual([
      [adminsEmail?.id, 'skipped'],
      [inA?.id, 'sent'],
    ]);
    expect(outcomesA[0]).toMatchObject({ reason: INVITATION_SKIP_REASONS.emailTaken });
    expect(outcomesA[1]).toMatchObject({ accountCreated: true });

    // Company B's invitation is what a new address gets, on the person's account (decision 032 step 4).
    const outcomesB: InvitationOutcome[] = await inviteCandidates(t.context, companyB, [inB?.id ?? '']);
    expect(outcomesB).toEqual([
      expect.objectContaining({ candidateId: inB?.id, email: shared, status: 'sent', link: 'application' }),
    ]);
    const userA = outcomesA[1]?.status === 'sent' ? outcomesA[1].userId : null;
    expect(outcomesB[0]).toMatchObject({ userId: userA, accountCreated: false });
    // Company A's ids are ignored when inviting for company B.
    expect(await inviteCandidates(t.context, companyB, [inA?.id ?? ''])).toEqual([]);
    const [rowB] = await t.context.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, inB?.id ?? ''));
    expect(rowB?.userId).toBe(userA);
    const mails = await mailsTo(shared, 2);
    expect(mails.map((m) => m.subject).sort()).toEqual([subjectFor('Tenant A'), subjectFor('Tenant B')]);
    expect(await t.context.db.select().from(outbox).where(eq(outbox.to, 'b@tenant-b.test'))).toEqual([]);
  });

  it("queues the mails in the accounts' transaction: a chunk that fails leaves neither accounts nor mails", async () => {
    const rows = await seed(
      companyA,
      Array.from({ length: 3 }, (_, i) => ({ name: `Atomic ${i}`, status: 'questions_generated' })),
    );
    const failing = {
      ...t.context,
      mailer: {
        ...t.context.mailer,
        // The process dies (here: throws) just after the mails are queued, before the commit.
        sendMany: async (...args: Parameters<typeof t.context.mailer.sendMany>) => {
          await t.context.mailer.sendMany(...args);
          throw new Error('crash after queueing');
        },
      },
    };
    const ids = rows.map((r) => r.id);
    await expect(inviteCandidates(failing, companyA, ids)).rejects.toThrow('crash after queueing');
    const jobs = await t.context.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' LIKE 'atomic.%@cand.test'`,
    );
    expect(jobs.rows[0]?.n).toBe(0);
    const accounts = await t.context.db
      .select({ userId: candidates.userId })
      .from(candidates)
      .where(inArray(candidates.id, ids));
    expect(accounts.every((c) => c.userId === null)).toBe(true);

    // The retry invites them once, with the mails.
    expect((await inviteCandidates(t.context, companyA, ids)).every((o) => o.status === 'sent')).toBe(true);
    expect(await mailsTo('atomic.0@cand.test')).toHaveLength(1);
  });

  it('invites many candidates at once', async () => {
    const rows = await seed(
      companyA,
      Array.from({ length: 40 }, (_, i) => ({ name: `Bulk ${i}`, status: 'questions_generated' })),
    );
    const outcomes = await inviteCandidates(
      t.context,
      companyA,
      rows.map((r) => r.id),
    );
    expect(outcomes).toHaveLength(40);
    expect(outcomes.every((o) => o.status === 'sent' && o.accountCreated)).toBe(true);
    expect(outcomes.map((o) => o.candidateId)).toEqual(rows.map((r) => r.id));
    // 40 jobs from one INSERT: the workers drain the backlog at once rather than 4 per polling interval.
    const deadline = Date.now() + 5_000;
    let delivered = 0;
    while (delivered < 40 && Date.now() < deadline) {
      delivered = (await t.context.db.select().from(outbox).where(like(outbox.to, 'bulk.%@cand.test')))
        .length;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(delivered).toBe(40);
  });
});

describe('the invitation email', () => {
  it("outlines the candidate's sections with their time (extra time included) and what to prepare", async () => {
    const library = await t.context.db.select().from(testLibrary).orderBy(testLibrary.name).limit(2);
    const assessmentId = await createAssessment(
      t,
      companyA,
      library.map((test) => test.id),
    );
    const [plain, extra] = await t.context.db
      .insert(candidates)
      .values([
        { companyId: companyA, assessmentId, fullName: 'Olga Outline', email: 'olga.outline@cand.test' },
        {
          companyId: companyA,
          assessmentId,
          fullName: 'Ezra Extra',
          email: 'ezra.extra@cand.test',
          extraTimeMultiplier: 1.5,
        },
      ])
      .returning({ id: candidates.id });
    const ids = [plain?.id ?? '', extra?.id ?? ''];
    await generateForms(t.context, { assessmentId, candidateIds: ids });
    const drawn = await t.context.db
      .select({ name: sections.name, minutes: sections.timeLimitMinutes })
      .from(sections)
      .where(eq(sections.assessmentId, assessmentId))
      .orderBy(sections.displayOrder);
    expect(drawn).toHaveLength(2);
    await inviteCandidates(t.context, companyA, ids);

    const [mail] = await mailsTo('olga.outline@cand.test');
    const total = drawn.reduce((sum, section) => sum + section.minutes, 0);
    expect(mail?.text).toContain(`The assessment has 2 sections and takes ${total} minutes in total:`);
    for (const section of drawn) {
      expect(mail?.text).toContain(`- ${section.name}: ${section.minutes} minutes`);
      expect(mail?.html).toContain(
        `<li style="margin:0 0 6px">${section.name}: ${section.minutes} minutes</li>`,
      );
    }
    for (const line of INVITATION_PREPARATION) expect(mail?.text).toContain(`- ${line}`);
    // The button in the HTML part, the plain URL in the text part, the company named above the title.
    const url = linkIn(mail?.text ?? '');
    expect(mail?.text).toContain(`Start the assessment: ${url}`);
    expect(mail?.html).toMatch(
      /<td style="border-radius:6px;background:#4338ca"><a href="[^"]+accept-invite/,
    );
    expect(mail?.html).toContain('font-weight:700;color:#4338ca">Tenant A</p>');
    expect(mail?.text).not.toMatch(/deadline|due by/i);

    const [extended] = await mailsTo('ezra.extra@cand.test');
    const scaled = drawn.map((section) => Math.round(section.minutes * 1.5));
    expect(extended?.text).toContain(`takes ${scaled.reduce((sum, n) => sum + n, 0)} minutes in total`);
    expect(extended?.text).toContain(`- ${drawn[0]?.name}: ${scaled[0]} minutes`);
  });

  it('leaves the outline out when the candidate has no sections', async () => {
    const [candidate] = await seed(companyA, [{ name: 'Nell Nosections', status: 'questions_generated' }]);
    await inviteCandidates(t.context, companyA, [candidate?.id ?? '']);
    const [mail] = await mailsTo('nell.nosections@cand.test');
    expect(mail?.text).not.toContain('The assessment has');
    expect(mail?.text).toContain('Before you start, make sure you have');
  });
});

describe('GET /api/invitations/accept (the check before entering)', () => {
  const check = async (token: string) => {
    const response = await new TestClient(t.app).get(`${ACCEPT}?token=${encodeURIComponent(token)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json();
  };

  it('answers valid without consuming the link, for every link of the application, before and after entry', async () => {
    const [candidate] = await seed(companyA, [{ name: 'Cass Check', status: 'questions_generated' }]);
    const id = candidate?.id ?? '';
    const [first] = await inviteCandidates(t.context, companyA, [id]);
    const [second] = await inviteCandidates(t.context, companyA, [id]);
    if (first?.status !== 'sent' || second?.status !== 'sent') throw new Error('not invited');

    const valid = { status: 'valid', companyName: 'Tenant A', opening: null, brand: null, language: null };
    expect(await check(tokenOf(second.url))).toEqual(valid);
    expect(await check(tokenOf(first.url))).toEqual(valid);
    expect((await new TestClient(t.app).post(ENTER, { token: tokenOf(second.url) })).statusCode).toBe(200);
    expect(await check(tokenOf(second.url))).toEqual(valid);
    // The token itself is nowhere in the database.
    const kept = await t.context.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM application_links WHERE token_hash = ${tokenOf(second.url)}`,
    );
    expect(kept.rows[0]?.n).toBe(0);
  });

  it('answers expired for a link past its days', async () => {
    const [candidate] = await seed(companyA, [{ name: 'Evi Expired', status: 'questions_generated' }]);
    const [outcome] = await inviteCandidates(t.context, companyA, [candidate?.id ?? '']);
    if (outcome?.status !== 'sent') throw new Error('not invited');
    const token = tokenOf(outcome.url);
    const sevenDaysLater = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 + 60_000);
    const expired = await invitationsService.check(t.context.db, token, sevenDaysLater);
    expect(expired).toEqual({
      status: 'expired',
      message: INVITATION_LINK_MESSAGES.expired('Tenant A'),
      companyName: 'Tenant A',
      brand: null,
      language: null,
    });
  });

  it("lasts until the candidate's deadline, names the opening and its closing time, and says when it stops", async () => {
    const day = 24 * 60 * 60 * 1000;
    const closesAt = new Date(Math.ceil((Date.now() + 20 * day) / 60_000) * 60_000);
    const assessmentId = await createAssessment(t, companyA, []);
    await t.context.db
      .update(assessments)
      .set({
        name: 'Support Agent — Remote',
        opensAt: new Date(Date.now() - day),
        closesAt,
        timeZone: 'Asia/Kolkata',
      })
      .where(eq(assessments.id, assessmentId));
    const [window, own] = await seed(companyA, [
      { name: 'Wes Window', status: 'questions_generated' },
      { name: 'Oda Own', status: 'questions_generated' },
    ]);
    const ownDeadline = new Date(Math.ceil((Date.now() + 3 * day) / 60_000) * 60_000);
    await t.context.db
      .update(candidates)
      .set({ assessmentId })
      .where(inArray(candidates.id, [window?.id ?? '', own?.id ?? '']));
    await t.context.db
      .update(candidates)
      .set({ deadlineAt: ownDeadline })
      .where(eq(candidates.id, own?.id ?? ''));

    const [windowed, owned] = await inviteCandidates(t.context, companyA, [window?.id ?? '', own?.id ?? '']);
    if (windowed?.status !== 'sent' || owned?.status !== 'sent') throw new Error('not invited');
    // Not a fixed seven days: the window's closing time, or the candidate's own deadline.
    expect(windowed.expiresAt).toEqual(closesAt);
    expect(owned.expiresAt).toEqual(ownDeadline);

    const [mail] = await mailsTo('wes.window@cand.test');
    const closing = formatDeadline(closesAt, 'Asia/Kolkata');
    expect(mail?.text).toContain(
      'Tenant A invites you to take the online assessment "Support Agent — Remote" on HireAssess.',
    );
    expect(mail?.text).toContain(`It is open until ${closing}.`);
    expect(mail?.text).toContain(`as often as you need, until ${closing}.`);
    expect(mail?.text).not.toContain('valid for 7 days');
    const [ownMail] = await mailsTo('oda.own@cand.test');
    expect(ownMail?.text).toContain(`until ${formatDeadline(ownDeadline, 'Asia/Kolkata')}.`);

    // Valid past seven days while the window is open; expired once it has closed.
    const token = tokenOf(windowed.url);
    const eightDaysLater = new Date(Date.now() + 8 * day);
    expect((await invitationsService.check(t.context.db, token, eightDaysLater)).status).toBe('valid');
    const afterClose = new Date(closesAt.getTime() + 60_000);
    expect(await invitationsService.check(t.context.db, token, afterClose)).toMatchObject({
      status: 'expired',
      message:
        'Invitation links stop working when the assessment closes (after 7 days when it has no closing time). Ask Tenant A to send you a new one.',
    });
  });

  it('lasts seven days for a candidate whose deadline has passed or who has none', () => {
    const now = new Date('2026-12-02T10:00:00Z');
    const sevenDays = new Date('2026-12-09T10:00:00Z');
    expect(invitationLinkExpiry(null, now)).toEqual(sevenDays);
    expect(invitationLinkExpiry(new Date('2026-12-01T10:00:00Z'), now)).toEqual(sevenDays);
    expect(invitationLinkExpiry(new Date('2026-12-02T11:00:00Z'), now)).toEqual(
      new Date('2026-12-02T11:00:00Z'),
    );
  });

  it('answers invalid for an unknown token, 400 for a malformed one, and is rate limited per link', async () => {
    expect(await check('no-such-token')).toEqual({
      status: 'invalid',
      message: INVALID_INVITATION_MESSAGE,
      companyName: null,
      brand: null,
      language: null,
    });
    expect((await new TestClient(t.app).get(`${ACCEPT}?token=`)).statusCode).toBe(400);
    const visitor = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await visitor.get(`${ACCEPT}?token=same`)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await visitor.get(`${ACCEPT}?token=same`)).statusCode).toBe(429);
    // Another link from the same address has its own budget.
    expect((await visitor.get(`${ACCEPT}?token=another`)).statusCode).toBe(200);
  });
});
