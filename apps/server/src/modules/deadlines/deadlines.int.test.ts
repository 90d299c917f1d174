import { formatDeadline, type TAssessmentDeadlines, type TCandidateSelf } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, TestClient } from '../../../test/helpers';
import { givePlan } from '../../../test/plans';
import { applicationLinks, assessments, candidateReminders, candidates, questions } from '../../db/schema';
import type { MailMessage } from '../../mail/mail-message';
import { TEST_IDS } from '../assessments/test-ids';
import { tokenHash } from '../invitations/invitations.repository';
import { sendDueReminders } from './deadlines.service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let foreignCandidateId: string;

/** A fresh assessment of company A with this window and one signed-in candidate on it. */
async function candidateWith(
  name: string,
  window: { opensAt?: Date | null; closesAt?: Date | null; status?: string; timeZone?: string },
) {
  const assessmentId = await createAssessment(t, admin.companyId, [
    TEST_IDS.englishGrammar,
    TEST_IDS.englishVocabulary,
  ]);
  await t.context.db
    .update(assessments)
    .set({
      name: `Assessment of ${name}`,
      opensAt: window.opensAt ?? null,
      closesAt: window.closesAt ?? null,
      status: window.status ?? 'open',
      timeZone: window.timeZone ?? 'UTC',
    })
    .where(eq(assessments.id, assessmentId));
  const email = `${name.toLowerCase()}@cand.test`;
  const candidate = await signedInCandidate(t, admin.companyId, assessmentId, email, name);
  const sections: { id: string }[] = (await candidate.client.get('/api/candidate/sections')).json().sections;
  return { ...candidate, assessmentId, email, sections };
}

/** What a run at `now` sends, captured on the way to the real mailer. */
async function runAt(now: Date) {
  const sent: MailMessage[] = [];
  const mailer = {
    ...t.context.mailer,
    sendMany: async (messages: MailMessage[], options?: Parameters<typeof t.context.mailer.sendMany>[1]) => {
      sent.push(...messages);
      return t.context.mailer.sendMany(messages, options);
    },
  };
  const count = await sendDueReminders({ ...t.context, mailer }, now);
  expect(count).toBe(sent.length);
  return sent;
}

/** The link a reminder's button goes to, and its token: the one URL of its text part. */
function linkOf(mail: MailMessage | undefined) {
  const urls = mail?.text.match(/https?:\/\/\S+/g) ?? [];
  expect(urls).toHaveLength(1);
  const url = urls[0] ?? '';
  expect(url).toMatch(/^http:\/\/localhost:3000\/accept-invite\?token=[\w-]{43}$/);
  expect(mail?.html).toContain(`<a href="${url}"`);
  return { url, token: new URL(url).searchParams.get('token') ?? '' };
}

/** The stored link of a token (its hash), or undefined. */
const storedLink = async (token: string) =>
  (
    await t.context.db
      .select({ applicationId: applicationLinks.applicationId, expiresAt: applicationLinks.expiresAt })
      .from(applicationLinks)
      .where(eq(applicationLinks.tokenHash, tokenHash(token)))
  )[0];

const remindersOf = (candidateId: string) =>
  t.context.db.select().from(candidateReminders).where(eq(candidateReminders.candidateId, candidateId));

beforeAll(async () => {
  // No workers: the reminder runs queued by deadline changes stay queued; the tests run them at fixed times.
  t = await createTestApp({}, { workers: false });
  admin = await signedInAdmin(t, 'admin@deadlines-a.test', { name: 'Tenant A', industry: 'Technology' });
  // Changing several candidates' deadlines at once is a bulk operation, an Enterprise feature.
  await givePlan(t.context, admin.companyId);
  other = await signedInAdmin(t, 'admin@deadlines-b.test', { name: 'Tenant B', industry: 'Retail' });
  const foreignAssessment = await createAssessment(t, other.companyId, [TEST_IDS.englishGrammar]);
  const [row] = await t.context.db
    .insert(candidates)
    .values({
      companyId: other.companyId,
      assessmentId: foreignAssessment,
      fullName: 'Foreign',
      email: 'f@b.test',
    })
    .returning({ id: candidates.id });
  foreignCandidateId = row?.id ?? '';
});
afterAll(() => t.close());

describe('starting a section inside the window only', () => {
  it('refuses a start before the window opens, with the time in the assessment zone', async () => {
    const opensAt = new Date(Date.now() + 2 * DAY);
    const c = await candidateWith('Early', { opensAt, timeZone: 'Asia/Kolkata' });
    const me: TCandidateSelf = (await c.client.get('/api/candidate/me')).json();
    expect(me.window.state).toBe('not_yet_open');
    expect(me.window.opensAt).toBe(opensAt.toISOString());
    expect(me.window.timeZone).toBe('Asia/Kolkata');

    const start = await c.client.post(`/api/candidate/sections/${c.sections[0]?.id}/start`);
    expect(start.statusCode).toBe(409);
    expect(start.json().error.code).toBe('ASSESSMENT_NOT_OPEN');
    expect(start.json().error.message).toContain(`opens on ${formatDeadline(opensAt, 'Asia/Kolkata')}`);
    expect(start.json().error.details).toMatchObject({ state: 'not_yet_open', timeZone: 'Asia/Kolkata' });
  });

  it('refuses a first start after the deadline, also through a first answer; an extension allows it', async () => {
    const closesAt = new Date(Date.now() - HOUR);
    const c = await candidateWith('Late', { closesAt, timeZone: 'Europe/Berlin' });
    expect((await c.client.get('/api/candidate/me')).json().window.state).toBe('deadline_passed');
    const sectionId = c.sections[0]?.id;
    const start = await c.client.post(`/api/candidate/sections/${sectionId}/start`);
    expect(start.statusCode).toBe(409);
    expect(start.json().error.code).toBe('DEADLINE_PASSED');
    expect(start.json().error.message).toBe(
      `This assessment closed on ${formatDeadline(closesAt, 'Europe/Berlin')}. New sections can no longer be started. If you think you need more time, contact the company that invited you.`,
    );
    const detail = (await c.client.get(`/api/candidate/sections/${sectionId}`)).json();
    expect(detail.questions).toEqual([]);
    const [question] = await t.context.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.candidateId, c.candidateId), eq(questions.sectionId, sectionId ?? '')))
      .limit(1);
    const answer = await c.client.put(`/api/candidate/answers/${question?.id}`, {
      value: 0,
      questionIndex: 0,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('DEADLINE_PASSED');

    const deadlineAt = new Date(Date.now() + DAY).toISOString();
    const extended = await admin.client.patch(`/api/candidates/${c.candidateId}/deadline`, { deadlineAt });
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toEqual({ updated: 1, items: [{ candidateId: c.candidateId, deadlineAt }] });
    const me: TCandidateSelf = (await c.client.get('/api/candidate/me')).json();
    expect(me.window).toMatchObject({ state: 'open', deadlineAt });
    expect((await c.client.post(`/api/candidate/sections/${sectionId}/start`)).statusCode).toBe(200);
  });

  it('closed: no new section, but a started one keeps its clock and can be answered and submitted', async () => {
    const c = await candidateWith('Closing', { closesAt: new Date(Date.now() + DAY) });
    const [first, second] = c.sections;
    expect((await c.client.post(`/api/candidate/sections/${first?.id}/start`)).statusCode).toBe(200);
    await t.context.db
      .update(assessments)
      .set({ status: 'closed' })
      .where(eq(assessments.id, c.assessmentId));

    expect((await c.client.get('/api/candidate/me')).json().window.state).toBe('closed');
    const again = await c.client.post(`/api/candidate/sections/${first?.id}/start`);
    expect(again.statusCode).toBe(200);
    const { questions } = (await c.client.get(`/api/candidate/sections/${first?.id}`)).json();
    expect(questions.length).toBeGreaterThan(0);
    const value = questions[0].options.length > 0 ? 0 : 'An answer';
    const saved = await c.client.put(`/api/candidate/answers/${questions[0].id}`, {
      value,
      questionIndex: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await c.client.post(`/api/candidate/sections/${first?.id}/submit`)).statusCode).toBe(200);

    const refused = await c.client.post(`/api/candidate/sections/${second?.id}/start`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('DEADLINE_PASSED');
    expect(refused.json().error.message).toContain('This assessment is closed.');
  });

  it("shows the assessment's instructions and the deadline to the candidate", async () => {
    const closesAt = new Date(Date.now() + 3 * DAY);
    const c = await candidateWith('Reader', { closesAt });
    await t.context.db
      .update(assessments)
      .set({ candidateInstructions: 'Use a quiet room.' })
      .where(eq(assessments.id, c.assessmentId));
    const me: TCandidateSelf = (await c.client.get('/api/candidate/me')).json();
    expect(me.window).toEqual({
      assessmentName: 'Assessment of Reader',
      instructions: 'Use a quiet room.',
      opensAt: null,
      deadlineAt: closesAt.toISOString(),
      timeZone: 'UTC',
      state: 'open',
    });
  });
});

describe("an admin's deadlines", () => {
  it('validates the new deadline, scopes it to the company and sets several at once', async () => {
    const opensAt = new Date(Date.now() + 2 * DAY);
    const c = await candidateWith('Extend', { opensAt, closesAt: new Date(Date.now() + 5 * DAY) });
    const d = await candidateWith('Extend2', { closesAt: new Date(Date.now() + 5 * DAY) });
    const url = `/api/candidates/${c.candidateId}/deadline`;

    const past = await admin.client.patch(url, { deadlineAt: new Date(Date.now() - HOUR).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('Choose a deadline in the future.');
    const early = await admin.client.patch(url, { deadlineAt: new Date(Date.now() + DAY).toISOString() });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toContain('after the assessment opens');
    expect((await admin.client.patch(url, { deadlineAt: 'tomorrow' })).statusCode).toBe(400);

    // Another company's admin, a candidate, and a foreign id in a bulk change: nothing found, nothing changed.
    const later = new Date(Date.now() + 10 * DAY).toISOString();
    expect((await other.client.patch(url, { deadlineAt: later })).statusCode).toBe(404);
    expect((await c.client.patch(url, { deadlineAt: later })).statusCode).toBe(403);
    expect(
      (await admin.client.patch(`/api/candidates/${foreignCandidateId}/deadline`, { deadlineAt: later }))
        .statusCode,
    ).toBe(404);
    const mixed = await admin.client.patch('/api/candidates/deadline', {
      candidateIds: [c.candidateId, foreignCandidateId],
      deadlineAt: later,
    });
    expect(mixed.statusCode).toBe(404);
    const [unchanged] = await t.context.db
      .select({ deadlineAt: candidates.deadlineAt })
      .from(candidates)
      .where(eq(candidates.id, c.candidateId));
    expect(unchanged?.deadlineAt).toBeNull();

    const bulk = await admin.client.patch('/api/candidates/deadline', {
      candidateIds: [c.candidateId, d.candidateId],
      deadlineAt: later,
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().updated).toBe(2);

    const list = await admin.client.get(`/api/assessments/${c.assessmentId}/deadlines`);
    expect(list.statusCode).toBe(200);
    const body: TAssessmentDeadlines = list.json();
    expect(body.items).toEqual([
      expect.objectContaining({
        candidateId: c.candidateId,
        deadlineAt: later,
        extended: true,
        remindersSent: [],
      }),
    ]);
    expect(body.reminderHours).toEqual([72, 24]);
    expect((await other.client.get(`/api/assessments/${c.assessmentId}/deadlines`)).statusCode).toBe(404);

    // null: back to the assessment's closing time
    const reset = await admin.client.patch(url, { deadlineAt: null });
    expect(reset.statusCode).toBe(200);
    const [item] = (await admin.client.get(`/api/assessments/${c.assessmentId}/deadlines`)).json().items;
    expect(item.extended).toBe(false);
  });

  it('keeps 0 to 3 reminder moments between 1 and 336 hours on the assessment', async () => {
    const c = await candidateWith('Moments', { closesAt: new Date(Date.now() + 5 * DAY) });
    const url = `/api/assessments/${c.assessmentId}`;
    const saved = await admin.client.patch(url, { reminderHours: [24, 72, 2] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().reminderHours).toEqual([72, 24, 2]);
    for (const reminderHours of [[0], [337], [1, 2, 3, 4], [24, 24], [1.5]]) {
      expect(
        (await admin.client.patch(url, { reminderHours })).statusCode,
        JSON.stringify(reminderHours),
      ).toBe(400);
    }
    expect((await admin.client.patch(url, { reminderHours: [] })).json().reminderHours).toEqual([]);
  });
});

describe('reminders', () => {
  it('sends each moment once, the latest due one only, with the deadline in the zone and why', async () => {
    const now = Date.now();
    const closesAt = new Date(now + 30 * HOUR);
    const c = await candidateWith('Remind', { closesAt, timeZone: 'America/New_York' });

    // 30 h before: the 72-hour moment is due (its window runs until the 24-hour one's).
    const first = await runAt(new Date(now));
    const mine = first.filter((m) => m.to === c.email);
    expect(mine).toHaveLength(1);
    const deadline = formatDeadline(closesAt, 'America/New_York');
    expect(mine[0]?.subject).toBe(`Reminder: complete your assessment by ${deadline}`);
    expect(mine[0]?.text).toContain(
      'You have not started your assessment "Assessment of Remind" from Tenant A yet.',
    );
    expect(mine[0]?.text).toContain('It has 2 sections and takes about');
    // The button opens this application until the deadline (decision 033): no sign-in, no password.
    const firstLink = linkOf(mine[0]);
    expect(mine[0]?.text).toContain(
      `Start the assessment: ${firstLink.url}\n\nThe link is yours alone: please do not forward this email.`,
    );
    expect(mine[0]?.text).not.toMatch(/password|sign in with|\/login/i);
    expect(await storedLink(firstLink.token)).toEqual({ applicationId: c.candidateId, expiresAt: closesAt });
    const checked = await new TestClient(t.app).get(
      `/api/invitations/accept?token=${encodeURIComponent(firstLink.token)}`,
    );
    expect(checked.json()).toMatchObject({ status: 'valid', companyName: 'Tenant A' });
    expect(mine[0]?.text).toContain(
      `You get this because Tenant A invited you to "Assessment of Remind" and you have not finished it by now; it is due by ${deadline}.`,
    );
    expect(mine[0]?.html).toContain('Why you get this email');
    expect((await runAt(new Date(now))).filter((m) => m.to === c.email)).toHaveLength(0);

    // Started meanwhile; 23 h before: the 24-hour moment, as not finished.
    await c.client.post(`/api/candidate/sections/${c.sections[0]?.id}/start`);
    const second = (await runAt(new Date(now + 7 * HOUR))).filter((m) => m.to === c.email);
    expect(second).toHaveLength(1);
    expect(second[0]?.subject).toBe(`Reminder: finish your assessment by ${deadline}`);
    // By then the started section's own clock has run out: it counts as finished.
    expect(second[0]?.text).toContain('You have finished 1 of 2 sections.');
    expect(second[0]?.text).toContain('Still to start: one section, about 15 minutes.');
    // Each reminder carries a link of its own.
    const secondLink = linkOf(second[0]);
    expect(second[0]?.text).toContain(`Continue the assessment: ${secondLink.url}`);
    expect(secondLink.token).not.toBe(firstLink.token);
    expect(await storedLink(secondLink.token)).toEqual({ applicationId: c.candidateId, expiresAt: closesAt });
    expect((await runAt(new Date(now + 8 * HOUR))).filter((m) => m.to === c.email)).toHaveLength(0);
    // after the deadline: nothing
    expect((await runAt(new Date(now + 31 * HOUR))).filter((m) => m.to === c.email)).toHaveLength(0);

    const rows = await remindersOf(c.candidateId);
    expect(rows.map((r) => [r.hoursBefore, r.kind]).sort()).toEqual([
      [24, 'not_finished'],
      [72, 'not_started'],
    ]);

    // The admin sees who was reminded and when.
    const [item] = (await admin.client.get(`/api/assessments/${c.assessmentId}/deadlines`)).json().items;
    expect(item.remindersSent).toEqual([
      {
        kind: 'not_started',
        hoursBefore: 72,
        deadlineAt: closesAt.toISOString(),
        sentAt: new Date(now).toISOString(),
      },
      {
        kind: 'not_finished',
        hoursBefore: 24,
        deadlineAt: closesAt.toISOString(),
        sentAt: new Date(now + 7 * HOUR).toISOString(),
      },
    ]);

    // An extension re-arms the reminders for the new deadline.
    const newDeadline = new Date(now + 50 * HOUR);
    await admin.client.patch(`/api/candidates/${c.candidateId}/deadline`, {
      deadlineAt: newDeadline.toISOString(),
    });
    const rearmed = (await runAt(new Date(now + 27 * HOUR))).filter((m) => m.to === c.email);
    expect(rearmed).toHaveLength(1);
    expect(rearmed[0]?.subject).toContain(formatDeadline(newDeadline, 'America/New_York'));
    // Its link lasts until the new deadline.
    expect(await storedLink(linkOf(rearmed[0]).token)).toEqual({
      applicationId: c.candidateId,
      expiresAt: newDeadline,
    });
    expect(await remindersOf(c.candidateId)).toHaveLength(3);
  });

  it('never after submission, for a closed assessment or without a deadline', async () => {
    const now = Date.now();
    const submitted = await candidateWith('Done', { closesAt: new Date(now + 20 * HOUR) });
    await t.context.db
      .update(candidates)
      .set({ testStatus: 'submitted' })
      .where(eq(candidates.id, submitted.candidateId));
    const closed = await candidateWith('Shut', { closesAt: new Date(now + 20 * HOUR), status: 'closed' });
    const open = await candidateWith('Endless', {});
    const notYet = await candidateWith('Future', {
      opensAt: new Date(now + HOUR),
      closesAt: new Date(now + 20 * HOUR),
    });
    const sent = await runAt(new Date(now));
    for (const c of [submitted, closed, open, notYet]) {
      expect(
        sent.filter((m) => m.to === c.email),
        c.email,
      ).toHaveLength(0);
      expect(await remindersOf(c.candidateId)).toHaveLength(0);
    }
  });

  it('two concurrent runs send one reminder', async () => {
    const now = Date.now();
    const c = await candidateWith('Twice', { closesAt: new Date(now + 10 * HOUR) });
    const [one, two] = await Promise.all([runAt(new Date(now)), runAt(new Date(now))]);
    const mine = [...(one ?? []), ...(two ?? [])].filter((m) => m.to === c.email);
    expect(mine).toHaveLength(1);
    expect(await remindersOf(c.candidateId)).toHaveLength(1);
  });
});

describe('the recurring reminder run', () => {
  it('is a pg-boss schedule of REMINDER_INTERVAL_MINUTES, written when the workers start', async () => {
    const worker = await createTestApp({ REMINDER_INTERVAL_MINUTES: '10' });
    try {
      const { rows } = await worker.context.pool.query(
        "SELECT cron, timezone FROM pgboss.schedule WHERE name = 'deadlines.reminders'",
      );
      expect(rows).toEqual([{ cron: '*/10 * * * *', timezone: 'UTC' }]);
    } finally {
      await worker.close();
    }
  });
});
