import type { AddressInfo } from 'node:net';
import type {
  TCandidateSectionDetail,
  TCandidateSectionsResponse,
  TSubmitAssessmentRequest,
} from '@app/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { openStream, until } from '../../../test/event-stream';
import { createTestApp, signedInAdmin, type TestApp, type TestClient } from '../../../test/helpers';
import { answers, candidates, sectionAttempts, submissions } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { scheduleSectionTimeout } from './section-timeout.jobs';

let t: TestApp;
let base: string;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let adminB: Awaited<ReturnType<typeof signedInAdmin>>;
let assessment: string;
let a: Awaited<ReturnType<typeof signedInCandidate>>;
let other: Awaited<ReturnType<typeof signedInCandidate>>;
let foreign: Awaited<ReturnType<typeof signedInCandidate>>;

const ELIGIBILITY = '/api/candidate/submission-eligibility';
const SUBMIT = '/api/submit-assessment';

const sectionsOf = async (client: TestClient): Promise<TCandidateSectionsResponse['sections']> =>
  (await client.get('/api/candidate/sections')).json().sections;

/** Starts the section and answers its first `count` questions (all when absent) as a browser would. */
async function answer(client: TestClient, sectionId: string, count?: number) {
  expect((await client.post(`/api/candidate/sections/${sectionId}/start`)).statusCode).toBe(200);
  const detail: TCandidateSectionDetail = (await client.get(`/api/candidate/sections/${sectionId}`)).json();
  for (const [index, q] of detail.questions.slice(0, count).entries()) {
    const value = q.questionType === 'open_ended' ? `Answer ${index + 1}` : 0;
    const saved = await client.put(`/api/candidate/answers/${q.id}`, { value, questionIndex: index });
    expect(saved.statusCode).toBe(200);
  }
  return detail;
}

/** SPEC.md section 7's request as the dashboard builds it (its numbers are the browser's). */
async function submission(
  client: TestClient,
  candidateId: string,
  userId: string,
): Promise<TSubmitAssessmentRequest> {
  const list = await sectionsOf(client);
  return {
    candidate_id: candidateId,
    user_id: userId,
    submission_data: {
      total_sections: list.length,
      completed_sections: list.length,
      total_questions: 999,
      total_answers: 999,
      completion_rate: 100,
      section_details: list.map((s) => ({
        section_id: s.id,
        section_name: s.name,
        questions_count: s.questionCount,
        answers_count: s.answeredCount,
        completion_status: 'completed',
      })),
      profile_data: { from: 'browser' },
    },
  };
}

const candidateRow = async (id: string) => {
  const [row] = await t.context.db.select().from(candidates).where(eq(candidates.id, id));
  if (!row) throw new Error('candidate vanished');
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  adminA = await signedInAdmin(t, 'admin@sub-a.test', { name: 'Sub A', industry: 'Healthcare' });
  adminB = await signedInAdmin(t, 'admin@sub-b.test', { name: 'Sub B', industry: 'Retail' });
  assessment = await createAssessment(t, adminA.companyId, [
    TEST_IDS.businessWriting,
    TEST_IDS.situationalJudgement,
  ]);
  a = await signedInCandidate(t, adminA.companyId, assessment, 'sam@cand.test', 'Sam Submit');
  other = await signedInCandidate(t, adminA.companyId, assessment, 'oli@cand.test', 'Oli Other');
  const assessmentB = await createAssessment(t, adminB.companyId, [TEST_IDS.businessWriting]);
  foreign = await signedInCandidate(t, adminB.companyId, assessmentB, 'fay@cand.test', 'Fay Foreign');
});
afterAll(() => t.close());

describe('final submission', () => {
  it('is not eligible until every section is completed, and says why', async () => {
    const first = (await a.client.get(ELIGIBILITY)).json();
    expect(first).toEqual({
      can_submit: false,
      reason:
        'Complete every section before submitting: 0 of 2 sections completed (still open: Business Writing, Situational Judgement).',
      current_status: 'questions_generated',
      submission_count: 0,
    });
    const refused = await a.client.post(SUBMIT, await submission(a.client, a.candidateId, a.userId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(first.reason);

    // Every question of a section answered: completed without Submit Section.
    const [writing, sjt] = await sectionsOf(a.client);
    await answer(a.client, writing?.id ?? '');
    expect((await a.client.get(ELIGIBILITY)).json()).toMatchObject({
      can_submit: false,
      reason:
        'Complete every section before submitting: 1 of 2 sections completed (still open: Situational Judgement).',
      current_status: 'in_progress',
    });
    // Submit Section completes one with questions left.
    await answer(a.client, sjt?.id ?? '', 1);
    await a.client.post(`/api/candidate/sections/${sjt?.id}/submit`);
    expect((await a.client.get(ELIGIBILITY)).json()).toEqual({
      can_submit: true,
      reason: 'Every section is completed. You can submit your assessment.',
      current_status: 'completed',
      submission_count: 0,
    });
  });

  it('becomes completed when the last question of the last section is answered, and only then', async () => {
    const done = await signedInCandidate(t, adminA.companyId, assessment, 'dan@cand.test', 'Dan Done');
    const status = async () =>
      (await t.context.db.select().from(candidates).where(eq(candidates.id, done.candidateId)))[0]
        ?.testStatus;
    const [writing, sjt] = await sectionsOf(done.client);
    await answer(done.client, writing?.id ?? '');
    const detail = await answer(done.client, sjt?.id ?? '', -1);
    // A changed answer to a full section is no new answer: still in progress.
    await answer(done.client, writing?.id ?? '', 1);
    expect(await status()).toBe('in_progress');
    const last = detail.questions.at(-1);
    const saved = await done.client.put(`/api/candidate/answers/${last?.id}`, {
      value: 0,
      questionIndex: detail.questions.length - 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(await status()).toBe('completed');
  });

  it('needs a candidate id, and only the caller’s own', async () => {
    const body = await submission(a.client, a.candidateId, a.userId);
    const missing = await a.client.post(SUBMIT, { ...body, candidate_id: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('No candidate ID provided');

    for (const candidateId of [foreign.candidateId, other.candidateId]) {
      const response = await a.client.post(SUBMIT, { ...body, candidate_id: candidateId });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Candidate not found');
    }
    const otherUser = await a.client.post(SUBMIT, { ...body, user_id: other.userId });
    expect(otherUser.statusCode).toBe(403);
    expect(otherUser.json().error.message).toBe('You can only submit your own assessment.');
    expect(await t.context.db.select().from(submissions)).toEqual([]);
  });

  it('makes one submission of a double click, counted by the server, and locks the assessment', async () => {
    const body = await submission(a.client, a.candidateId, a.userId);
    const [x, y] = await Promise.all([a.client.post(SUBMIT, body), a.client.post(SUBMIT, body)]);
    expect([x?.statusCode, y?.statusCode].sort()).toEqual([200, 201]);
    expect(x?.json()).toEqual(y?.json());
    expect(x?.json()).toEqual({
      message: 'Assessment submitted successfully',
      submission_id: expect.any(String),
      webhook_sent: false,
    });

    const rows = await t.context.db
      .select()
      .from(submissions)
      .where(eq(submissions.candidateId, a.candidateId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(x?.json().submission_id);
    expect(rows[0]?.submissionNumber).toBe(1);
    expect(rows[0]?.submissionData).toMatchObject({
      total_sections: 2,
      completed_sections: 2,
      total_questions: 18,
      total_answers: 4,
      completion_rate: 22,
      profile_data: {},
      client_submission_data: { total_questions: 999, profile_data: { from: 'browser' } },
    });

    const row = await candidateRow(a.candidateId);
    expect(row).toMatchObject({
      testStatus: 'submitted',
      submissionCount: 1,
      lockedBy: 'system',
      lockReason: 'Submitted',
    });
    expect(row.lastSubmittedAt?.getTime()).toBe(rows[0]?.submittedAt.getTime());
    // The writing section, answered in full but never submitted, closed with the assessment.
    const attempts = await t.context.db
      .select({ closedBy: sectionAttempts.closedBy })
      .from(sectionAttempts)
      .where(eq(sectionAttempts.candidateId, a.candidateId));
    expect(attempts.map((r) => r.closedBy)).toEqual(['candidate', 'candidate']);

    const me = (await a.client.get('/api/candidate/me')).json();
    expect(me).toMatchObject({
      testStatus: 'submitted',
      locked: true,
      lockReason: 'Submitted',
      submissionCount: 1,
      lastSubmittedAt: row.lastSubmittedAt?.toISOString(),
    });
    expect((await a.client.get(ELIGIBILITY)).json()).toEqual({
      can_submit: false,
      reason: 'Your assessment has already been submitted and is locked.',
      current_status: 'submitted',
      submission_count: 1,
    });
  });

  it('refuses answers and profile edits once locked (SPEC.md: no edits are possible)', async () => {
    const [writing] = await sectionsOf(a.client);
    const detail: TCandidateSectionDetail = (
      await a.client.get(`/api/candidate/sections/${writing?.id}`)
    ).json();
    expect(detail.questions).toHaveLength(3);
    const late = await a.client.put(`/api/candidate/answers/${detail.questions[0]?.id}`, {
      value: 'changed',
      questionIndex: 0,
    });
    expect(late.statusCode).toBe(423);
    expect(late.json().error).toEqual({
      code: 'ASSESSMENT_LOCKED',
      message: 'Your assessment has been submitted and is locked.',
    });
    const profile = await a.client.patch('/api/candidate/me', {
      fullName: 'Sam Changed',
      phone: '+1 555 0100',
      profileData: { city: 'Pune' },
    });
    expect(profile.statusCode).toBe(423);
    expect(profile.json().error).toEqual({
      code: 'ASSESSMENT_LOCKED',
      message: 'Your assessment has been submitted and is locked, so your profile can no longer be changed.',
    });
    expect(await candidateRow(a.candidateId)).toMatchObject({
      fullName: 'Sam Submit',
      phone: null,
      profileData: {},
    });
  });

  it("lets an admin of the candidate's company unlock it with a reason, live, and the candidate submit again", async () => {
    const url = `/api/candidates/${a.candidateId}/unlock`;
    const own = await openStream(base, a.client.cookieHeader(), '/api/candidate/events');
    const others = await openStream(base, other.client.cookieHeader(), '/api/candidate/events');
    const dashboard = await openStream(base, adminA.client.cookieHeader(), '/api/candidates/events');
    expect(await until(() => [own, others, dashboard].every((s) => s.events.includes('ready {}')))).toBe(
      true,
    );

    expect((await adminB.client.post(url, { reason: 'Not mine to unlock' })).statusCode).toBe(404);
    const short = await adminA.client.post(url, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Give a reason of at least 3 characters');

    const unlocked = await adminA.client.post(url, { reason: 'Power cut during the writing section' });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({
      id: a.candidateId,
      testStatus: 'completed',
      locked: false,
      submissionCount: 1,
      extraTimeMultiplier: 1,
    });
    expect(await until(() => own.events.includes('candidate {"op":"UPDATE"}'))).toBe(true);
    expect(await until(() => dashboard.events.includes('candidates {"op":"UPDATE"}'))).toBe(true);
    // Only the candidate whose record changed hears of it.
    expect(others.events).toEqual(['ready {}']);
    for (const stream of [own, others, dashboard]) stream.close();

    expect(await candidateRow(a.candidateId)).toMatchObject({
      testStatus: 'completed',
      lockedBy: adminA.userId,
      lockReason: 'Power cut during the writing section',
    });
    expect((await a.client.get('/api/candidate/me')).json()).toMatchObject({
      locked: false,
      lockReason: null,
    });
    // Reopened, the profile can change again.
    const profile = await a.client.patch('/api/candidate/me', {
      fullName: 'Sam Submit',
      phone: '+1 555 0100',
      profileData: {},
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ phone: '+1 555 0100', locked: false });
    const again = await adminA.client.post(url, { reason: 'Unlock twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only a submitted assessment can be unlocked.');

    expect((await a.client.get(ELIGIBILITY)).json()).toEqual({
      can_submit: true,
      reason: 'Every section is completed. You can submit your assessment again.',
      current_status: 'completed',
      submission_count: 1,
    });
    const resubmitted = await a.client.post(SUBMIT, await submission(a.client, a.candidateId, a.userId));
    expect(resubmitted.statusCode).toBe(201);
    const rows = await t.context.db
      .select({ id: submissions.id, number: submissions.submissionNumber })
      .from(submissions)
      .where(eq(submissions.candidateId, a.candidateId))
      .orderBy(asc(submissions.submissionNumber));
    expect(rows.map((r) => r.number)).toEqual([1, 2]);
    expect(rows[1]?.id).toBe(resubmitted.json().submission_id);
    expect(await candidateRow(a.candidateId)).toMatchObject({
      testStatus: 'submitted',
      submissionCount: 2,
      lockedBy: 'system',
    });
    expect((await adminA.client.get(`/api/candidates/${a.candidateId}`)).json()).toMatchObject({
      locked: true,
      submissionCount: 2,
    });
  });

  it('refuses to unlock an assessment that is not submitted', async () => {
    const response = await adminA.client.post(`/api/candidates/${other.candidateId}/unlock`, {
      reason: 'Nothing to unlock',
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('a section closed by its deadline', () => {
  it("reaches the candidate's open dashboard though no candidate row changed", async () => {
    const own = await signedInCandidate(t, adminA.companyId, assessment, 'tim@cand.test', 'Tim Timeout');
    const [writing] = await sectionsOf(own.client);
    const stream = await openStream(base, own.client.cookieHeader(), '/api/candidate/events');
    expect(await until(() => stream.events.includes('ready {}'))).toBe(true);
    await own.client.post(`/api/candidate/sections/${writing?.id}/start`);
    expect(await until(() => stream.events.includes('candidate {"op":"UPDATE"}'))).toBe(true); // in_progress
    stream.events.length = 0;
    // The deadline passed long ago; a job due now finds the section open and closes it.
    await t.context.db
      .update(sectionAttempts)
      .set({ deadlineAt: sql`now() - interval '1 minute'` })
      .where(eq(sectionAttempts.candidateId, own.candidateId));
    await scheduleSectionTimeout(t.context.jobs, {
      candidateId: own.candidateId,
      sectionId: writing?.id ?? '',
      deadlineAt: new Date(Date.now() - 60_000),
    });
    expect(await until(() => stream.events.includes('candidate {"op":"UPDATE"}'), 10_000)).toBe(true);
    stream.close();
    const [closed] = await sectionsOf(own.client);
    expect(closed?.attempt?.closedBy).toBe('timeout');
    // One of two sections: not completed.
    expect((await candidateRow(own.candidateId)).testStatus).toBe('in_progress');
  });
});

describe('concurrent requests', () => {
  it('never fail, and no answer is saved after the final submission', async () => {
    const c = await signedInCandidate(t, adminA.companyId, assessment, 'cora@cand.test', 'Cora Current');
    const [writing, sjt] = await sectionsOf(c.client);
    const sjtDetail = await answer(c.client, sjt?.id ?? '');
    const writingDetail = await answer(c.client, writing?.id ?? '', 0);
    const body = await submission(c.client, c.candidateId, c.userId);
    const responses = await Promise.all([
      ...sjtDetail.questions.map((q, i) =>
        c.client.put(`/api/candidate/answers/${q.id}`, { value: 1, questionIndex: i }),
      ),
      ...writingDetail.questions.map((q, i) =>
        c.client.put(`/api/candidate/answers/${q.id}`, { value: 'Concurrent', questionIndex: i }),
      ),
      c.client.post(`/api/candidate/sections/${writing?.id}/submit`),
      c.client.post(SUBMIT, body),
      c.client.post(SUBMIT, body),
      c.client.get(ELIGIBILITY),
    ]);
    for (const response of responses)
      expect([200, 201, 409, 423], response.body).toContain(response.statusCode);

    const rows = await t.context.db
      .select()
      .from(submissions)
      .where(eq(submissions.candidateId, c.candidateId));
    expect(rows.length).toBeLessThanOrEqual(1);
    const submittedAt = rows[0]?.submittedAt.getTime();
    if (submittedAt !== undefined) {
      const saved = await t.context.db
        .select({ updatedAt: answers.updatedAt })
        .from(answers)
        .where(eq(answers.candidateId, c.candidateId));
      for (const row of saved) expect(row.updatedAt.getTime()).toBeLessThanOrEqual(submittedAt);
    }
  });
});

describe('accommodations', () => {
  it('scale the time of sections not started and the time left of an open one', async () => {
    const url = `/api/candidates/${other.candidateId}/accommodations`;
    expect((await adminB.client.put(url, { extraTimeMultiplier: 1.5 })).statusCode).toBe(404);
    for (const bad of [0.5, 3.5, '1.5']) {
      expect((await adminA.client.put(url, { extraTimeMultiplier: bad })).statusCode).toBe(400);
    }
    const standard = await sectionsOf(other.client);
    const set = await adminA.client.put(url, { extraTimeMultiplier: 1.5 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: other.candidateId, extraTimeMultiplier: 1.5, locked: false });
    expect((await other.client.get('/api/candidate/me')).json().extraTimeMultiplier).toBe(1.5);

    const scaled = await sectionsOf(other.client);
    expect(scaled.map((s) => s.timeLimitMinutes)).toEqual(standard.map((s) => s.timeLimitMinutes * 1.5));
    const [writing] = scaled;
    const detail = await answer(other.client, writing?.id ?? '', 0);
    const attempt = detail.section.attempt;
    if (!attempt || !writing) throw new Error('not started');
    expect(Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)).toBe(
      (standard[0]?.timeLimitMinutes ?? 0) * 1.5 * 60_000,
    );
    expect(detail.questions.map((q) => q.timeLimitSeconds)).toEqual([720, 720, 720]); // 480 s × 1.5

    // Half-way through: pretend 10 minutes have passed.
    await t.context.db
      .update(sectionAttempts)
      .set({
        startedAt: sql`${sectionAttempts.startedAt} - interval '10 minutes'`,
        deadlineAt: sql`${sectionAttempts.deadlineAt} - interval '10 minutes'`,
      })
      .where(
        and(eq(sectionAttempts.candidateId, other.candidateId), eq(sectionAttempts.sectionId, writing.id)),
      );
    const before = await t.context.db
      .select({ deadlineAt: sectionAttempts.deadlineAt })
      .from(sectionAttempts)
      .where(
        and(eq(sectionAttempts.candidateId, other.candidateId), eq(sectionAttempts.sectionId, writing.id)),
      );
    const leftBefore = (before[0]?.deadlineAt.getTime() ?? 0) - Date.now();

    await adminA.client.put(url, { extraTimeMultiplier: 2 });
    const after: TCandidateSectionDetail = (
      await other.client.get(`/api/candidate/sections/${writing.id}`)
    ).json();
    const leftAfter = Date.parse(after.section.attempt?.deadlineAt ?? '') - Date.parse(after.serverNow);
    expect(Math.abs(leftAfter - (leftBefore * 2) / 1.5)).toBeLessThan(3_000);
    expect(after.section.timeLimitMinutes).toBe((standard[0]?.timeLimitMinutes ?? 0) * 2);
    expect(after.questions.map((q) => q.timeLimitSeconds)).toEqual([960, 960, 960]);

    // The timeout job follows the new deadline.
    const jobs = await t.context.db.execute<{ due: string }>(
      sql`SELECT (extract(epoch from start_after) * 1000)::bigint::text AS due FROM pgboss.job
          WHERE name = 'assessment.section-timeout' AND data->>'candidateId' = ${other.candidateId}
          ORDER BY created_on`,
    );
    expect(jobs.rows).toHaveLength(2);
    expect(Number(jobs.rows[1]?.due)).toBe(Date.parse(after.section.attempt?.deadlineAt ?? '') + 6_000);
  });
});
