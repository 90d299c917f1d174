import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, candidateReminders, candidates } from '../../src/db/schema';
import { MAIL_BUDGETS } from '../../src/mail/mail-budget';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { sendDueReminders } from '../../src/modules/deadlines/deadlines.service';
import { INVITATION_SKIP_REASONS } from '../../src/modules/invitations/invitations.service';
import { createAssessment, signedInCandidate } from '../candidates';
import { createTestApp, signedInAdmin, type TestApp, waitForMail } from '../helpers';
import { signedInMember } from '../team';

/**
 * Outgoing mail has budgets per recipient, company and kind; reminders go once per deadline moment; a
 * candidate's notifications to admins are coalesced; names cannot carry links into a mail (issue 37,
 * findings 1 and 2).
 */
const RESEND = '/api/candidates/invitations/resend';
const HOUR = 3_600_000;

let t: TestApp;
let small: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  small = await createTestApp({ MAIL_BUDGET_PER_COMPANY_PER_DAY: '2' }, { workers: false });
  admin = await signedInAdmin(t, 'admin@mail-budgets.test', { name: 'Budgets', industry: 'Retail' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await small?.close();
});

async function readyCandidate(app: TestApp, companyId: string, fullName: string, email: string) {
  const [row] = await app.context.db
    .insert(candidates)
    .values({ companyId, fullName, email, testStatus: 'questions_generated' })
    .returning({ id: candidates.id });
  return row?.id ?? '';
}

/** The mail jobs queued to `to` whose subject starts with `subject`, whatever the workers did with them. */
async function queuedTo(app: TestApp, to: string, subject: string) {
  const rows = await app.context.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM pgboss.job
    WHERE name = 'mail.send' AND data->>'to' = ${to} AND data->>'subject' LIKE ${`${subject}%`}`);
  return rows.rows[0]?.n ?? 0;
}

describe('invitations', () => {
  it(`reach one address at most ${MAIL_BUDGETS.invitation.max} times a day from one company; the admin is told why`, async () => {
    const email = 'resent@mail-budgets.test';
    const id = await readyCandidate(t, admin.companyId, 'Rita Resent', email);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await admin.client.post(RESEND, { ids: [id] })).json());
    expect(answers.map((a) => a.sent)).toEqual([1, 1, 1, 0, 0]);
    expect(answers[3].skipped).toEqual([{ id, email, reason: INVITATION_SKIP_REASONS.tooMany }]);
    expect(await queuedTo(t, email, 'Your assessment invitation')).toBe(MAIL_BUDGETS.invitation.max);
  });

  it('never open with a name that reads as a link: the greeting goes without it', async () => {
    const email = 'named@mail-budgets.test';
    const id = await readyCandidate(t, admin.companyId, 'Visit http://evil.example now', email);
    expect((await admin.client.post(RESEND, { ids: [id] })).json().sent).toBe(1);
    const mail = await waitForMail(t.context, email, 'Your assessment invitation from Budgets');
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
  });

  it("stop at the company's daily budget", async () => {
    const other = await signedInAdmin(small, 'admin@mail-budgets-small.test', {
      name: 'Small',
      industry: 'Retail',
    });
    const ids = [];
    for (const name of ['one', 'two', 'three']) {
      ids.push(
        await readyCandidate(small, other.companyId, `Person ${name}`, `${name}@mail-budgets-small.test`),
      );
    }
    const answers = [];
    for (const id of ids) answers.push((await other.client.post(RESEND, { ids: [id] })).json());
    expect(answers.map((a) => a.sent)).toEqual([1, 1, 0]);
    expect(answers[2].skipped[0].reason).toBe(INVITATION_SKIP_REASONS.companyDay);
  });
});

describe('deadline reminders', () => {
  it('go once per deadline moment, however often the deadline moves by a second', async () => {
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.englishGrammar]);
    await t.context.db.update(assessments).set({ status: 'open' }).where(eq(assessments.id, assessmentId));
    const candidate = await signedInCandidate(t, admin.companyId, assessmentId, 'late@mail-budgets.test');
    const now = new Date();
    let deadline = now.getTime() + 20 * HOUR;
    for (let change = 0; change < 5; change += 1) {
      await t.context.db
        .update(candidates)
        .set({ deadlineAt: new Date(deadline) })
        .where(eq(candidates.id, candidate.candidateId));
      await sendDueReminders(t.context, new Date(now.getTime() + change * 1000));
      deadline += 1000;
    }
    const sent = await t.context.db
      .select()
      .from(candidateReminders)
      .where(
        and(
          eq(candidateReminders.candidateId, candidate.candidateId),
          eq(candidateReminders.hoursBefore, 24),
        ),
      );
    expect(sent).toHaveLength(1);
    expect(await queuedTo(t, 'late@mail-budgets.test', 'Reminder:')).toBe(1);
  });
});

describe("a candidate's accommodation requests", () => {
  it('tell each admin once an hour however many they file', async () => {
    await signedInMember(t, admin, 'Budgets', 'second-admin@mail-budgets.test', 'admin');
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.englishGrammar]);
    const candidate = await signedInCandidate(
      t,
      admin.companyId,
      assessmentId,
      'asks@mail-budgets.test',
      'Asa Asks',
    );
    for (let i = 0; i < 5; i += 1) {
      const filed = await candidate.client.post('/api/candidate/accommodations', {
        kind: 'other',
        reason: `A screen reader, request ${i}`,
      });
      expect(filed.statusCode).toBe(201);
    }
    for (const to of ['admin@mail-budgets.test', 'second-admin@mail-budgets.test']) {
      expect(await queuedTo(t, to, 'Accommodation request from Asa Asks')).toBe(1);
    }
  });
});
