import {
  DEADLINE_GRACE_SECONDS,
  type TCandidateSectionDetail,
  type TCandidateSectionsResponse,
  type TStartSectionResponse,
} from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOf } from '../../../test/candidate-records';
import { acknowledgeNotice, createAssessment, signedInCandidate } from '../../../test/candidates';
import { deleteQuestions, formQuestions, insertQuestions, libraryItemId } from '../../../test/form-questions';
import { createTestApp, signedInAdmin, type TestApp, TestClient, waitUntil } from '../../../test/helpers';
import { answers, candidates, integrityEvents, sectionAttempts, sections } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { createVerifiedUser } from '../auth/admin-accounts';
import { DEMO, seedDemo } from '../demo/demo.service';
import { profilesRepository } from '../profiles/profiles.repository';
import { INTEGRITY_HINT_WINDOW } from './candidate-assessment.service';

let t: TestApp;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let assessmentA: string;
/** Two candidates of company A on one assessment (shared sections, personal questions), one of company B. */
let a: Awaited<ReturnType<typeof signedInCandidate>>;
let a2: Awaited<ReturnType<typeof signedInCandidate>>;
let b: Awaited<ReturnType<typeof signedInCandidate>>;
let sectionsA: TCandidateSectionsResponse['sections'];
let sectionsB: TCandidateSectionsResponse['sections'];

/** Every candidate-facing body seen in this file, checked at the end for anything of an answer key. */
const seenBodies: string[] = [];
const KEY_WORDS = ['scoring', 'keyIndex', 'optionKeys', 'itemId', 'rubric', 'effectiveness'];

async function call(
  client: TestClient,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  body?: unknown,
) {
  const response = await client.request(method, url, body);
  seenBodies.push(response.body);
  return response;
}

const ownQuestions = async (candidateId: string, sectionId: string) =>
  (await formQuestions(t.context.db, candidateId))
    .filter((q) => q.sectionId === sectionId)
    .map((q) => ({ id: q.id, type: q.type, number: q.questionNumber, options: q.options }));

const attemptOf = async (candidateId: string, sectionId: string) => {
  const [row] = await t.context.db
    .select()
    .from(sectionAttempts)
    .where(and(eq(sectionAttempts.candidateId, candidateId), eq(sectionAttempts.sectionId, sectionId)));
  return row ?? null;
};

const statusOf = async (candidateId: string) => {
  const [row] = await t.context.db
    .select({ status: candidates.testStatus })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row?.status;
};

beforeAll(async () => {
  t = await createTestApp();
  adminA = await signedInAdmin(t, 'admin@tenant-a.test', { name: 'Tenant A', industry: 'Technology' });
  const adminB = await signedInAdmin(t, 'admin@tenant-b.test', { name: 'Tenant B', industry: 'Retail' });
  assessmentA = await createAssessment(t, adminA.companyId, [
    TEST_IDS.businessWriting,
    TEST_IDS.readingComprehension,
  ]);
  const assessmentB = await createAssessment(t, adminB.companyId, [TEST_IDS.businessWriting]);
  a = await signedInCandidate(t, adminA.companyId, assessmentA, 'ann@cand.test', 'Ann Able');
  a2 = await signedInCandidate(t, adminA.companyId, assessmentA, 'abe@cand.test', 'Abe Other');
  b = await signedInCandidate(t, adminB.companyId, assessmentB, 'bea@cand.test', 'Bea Foreign');
  sectionsA = (await call(a.client, 'GET', '/api/candidate/sections')).json().sections;
  sectionsB = (await call(b.client, 'GET', '/api/candidate/sections')).json().sections;
});
afterAll(() => t.close());

describe('who may use the candidate routes', () => {
  const routes: ['GET' | 'POST' | 'PUT' | 'PATCH', string, unknown?][] = [
    ['GET', '/api/candidate/me'],
    ['PATCH', '/api/candidate/me', { fullName: 'X', phone: null, profileData: {} }],
    ['GET', '/api/candidate/sections'],
    ['GET', '/api/candidate/sections/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/candidate/sections/00000000-0000-4000-8000-000000000000/start'],
    ['POST', '/api/candidate/sections/00000000-0000-4000-8000-000000000000/submit'],
    ['PUT', '/api/candidate/answers/00000000-0000-4000-8000-000000000000', { value: 0, questionIndex: 0 }],
    ['GET', '/api/candidate/submission-eligibility'],
    ['GET', '/api/candidate/events'],
  ];

  it('answers 401 to anonymous callers and 403 to admins', async () => {
    const anonymous = new TestClient(t.app);
    for (const [method, url, body] of routes) {
      expect((await anonymous.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const response = await adminA.client.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });

  it("keeps candidates out of the admin's routes", async () => {
    const id = a.candidateId;
    expect((await a.client.get('/api/candidates')).statusCode).toBe(403);
    expect((await a.client.get(`/api/candidates/${id}`)).statusCode).toBe(403);
    expect((await a.client.post(`/api/candidates/${id}/unlock`, { reason: 'let me in' })).statusCode).toBe(
      403,
    );
    expect(
      (await a.client.put(`/api/candidates/${id}/accommodations`, { extraTimeMultiplier: 3 })).statusCode,
    ).toBe(403);
  });

  it('answers 404 to a candidate account without a candidate record', async () => {
    const email = 'orphan@cand.test';
    const userId = await createVerifiedUser(t.context.auth, {
      email,
      password: 'orphan-pass-1',
      name: 'Orphan',
    });
    await profilesRepository.createForExistingUser(t.context.db, userId, 'candidate', adminA.companyId);
    const client = new TestClient(t.app);
    await client.post('/api/auth/sign-in/email', { email, password: 'orphan-pass-1' });
    const me = await client.get('/api/candidate/me');
    expect(me.statusCode).toBe(404);
    expect(me.json().error.message).toBe('No candidate profile found');
    const list = await client.get('/api/candidate/sections');
    expect(list.statusCode).toBe(404);
    expect(list.json().error.message).toBe('Candidate record not found');
  });
});

describe('own record and profile', () => {
  it('shows the candidate their record with company, status and lock state', async () => {
    const response = await call(a.client, 'GET', '/api/candidate/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: a.candidateId,
      fullName: 'Ann Able',
      email: 'ann@cand.test',
      phone: null,
      profileData: {},
      // The company asks for nothing beyond the built-in profile fields.
      profileFields: [],
      testStatus: 'questions_generated',
      companyName: 'Tenant A',
      companyIndustry: 'Technology',
      submissionCount: 0,
      lastSubmittedAt: null,
      locked: false,
      lockReason: null,
      extraTimeMultiplier: 1,
      // Startup plan: no white-label.
      brand: null,
      // No window set: open, without a deadline.
      window: {
        assessmentName: 'Test assessment',
        instructions: null,
        opensAt: null,
        deadlineAt: null,
        timeZone: 'UTC',
        state: 'open',
      },
      // Neither the candidate nor the assessment chose a language: the browser's applies (issue 23).
      language: null,
      applicationCount: 1,
    });
  });

  it('saves the profile by its rules', async () => {
    const blank = await call(a.client, 'PATCH', '/api/candidate/me', {
      fullName: '  ',
      phone: null,
      profileData: {},
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Full name is required');
    const notAnObject = await call(a.client, 'PATCH', '/api/candidate/me', {
      fullName: 'Ann',
      phone: null,
      profileData: [1, 2],
    });
    expect(notAnObject.statusCode).toBe(400);

    const saved = await call(a.client, 'PATCH', '/api/candidate/me', {
      fullName: ' Ann Able-Baker ',
      phone: '',
      profileData: { linkedin: 'ann', years: 4 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      fullName: 'Ann Able-Baker',
      phone: null,
      profileData: { linkedin: 'ann', years: 4 },
    });
    const withPhone = await call(a.client, 'PATCH', '/api/candidate/me', {
      fullName: 'Ann Able',
      phone: ' +44 20 7946 0000 ',
      profileData: {},
    });
    expect(withPhone.json().phone).toBe('+44 20 7946 0000');
    // The company's record of the person says what the person said (decision 032).
    expect(await recordOf(t.context.db, a.candidateId)).toMatchObject({
      full_name: 'Ann Able',
      phone: '+44 20 7946 0000',
      profile_data: {},
      user_id: a.userId,
    });
    // Nobody else's record changed.
    expect((await call(a2.client, 'GET', '/api/candidate/me')).json().fullName).toBe('Abe Other');
  });
});

describe('sections and questions', () => {
  it('lists the sections in display order with counts from the form', async () => {
    const response = await call(a.client, 'GET', '/api/candidate/sections');
    const body: TCandidateSectionsResponse = response.json();
    expect(response.statusCode).toBe(200);
    expect(Math.abs(Date.parse(body.serverNow) - Date.now())).toBeLessThan(5_000);
    expect(
      body.sections.map((s) => [s.name, s.displayOrder, s.questionCount, s.answeredCount, s.attempt]),
    ).toEqual([
      ['Business Writing', 1, 3, 0, null],
      ['Reading Comprehension', 2, 15, 0, null],
    ]);
    const [writing] = await t.context.db
      .select()
      .from(sections)
      .where(eq(sections.id, body.sections[0]?.id ?? ''));
    expect(body.sections[0]?.timeLimitMinutes).toBe(writing?.timeLimitMinutes);
  });

  it('shows no question before the section is started', async () => {
    const writing = sectionsA[0]?.id;
    const response = await call(a.client, 'GET', `/api/candidate/sections/${writing}`);
    expect(response.statusCode).toBe(200);
    const body: TCandidateSectionDetail = response.json();
    expect(body.section.questionCount).toBe(3);
    expect(body.questions).toEqual([]);
    expect(body.answers).toEqual([]);
  });

  it('starts a section once, on the server clock, and then shows its questions in form order', async () => {
    const reading = sectionsA[1];
    if (!reading) throw new Error('no reading section');
    const before = Date.now();
    const first = await call(a.client, 'POST', `/api/candidate/sections/${reading.id}/start`);
    expect(first.statusCode).toBe(200);
    const { attempt }: TStartSectionResponse = first.json();
    expect(attempt.submittedAt).toBeNull();
    expect(attempt.closedBy).toBeNull();
    expect(Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)).toBe(
      reading.timeLimitMinutes * 60_000,
    );
    expect(Math.abs(Date.parse(attempt.startedAt) - before)).toBeLessThan(5_000);
    expect(await statusOf(a.candidateId)).toBe('in_progress');

    // Idempotent: a reload or a second tab gets the same deadline, never a new one.
    const again = await call(a.client, 'POST', `/api/candidate/sections/${reading.id}/start`);
    expect(again.json().attempt).toEqual(attempt);
    expect(again.json()).not.toHaveProperty('section');

    const detail: TCandidateSectionDetail = (
      await call(a.client, 'GET', `/api/candidate/sections/${reading.id}`)
    ).json();
    expect(detail.section.attempt).toEqual(attempt);
    // The runner's first start asks for the section in the same answer: what GET answers, clock aside.
    const withSection: TStartSectionResponse = (
      await call(a.client, 'POST', `/api/candidate/sections/${reading.id}/start?with=section`)
    ).json();
    expect(withSection.attempt).toEqual(attempt);
    expect({ ...withSection.section, serverNow: detail.serverNow }).toEqual(detail);
    const own = await ownQuestions(a.candidateId, reading.id);
    expect(detail.questions.map((q) => q.id)).toEqual(own.map((q) => q.id));
    expect(detail.questions.map((q) => q.questionNumber)).toEqual(own.map((_, i) => i + 1));
    const first_ = detail.questions[0];
    expect(first_?.metadata.passage?.text.length).toBeGreaterThan(100);
    expect(Object.keys(first_ ?? {}).sort()).toEqual(
      [
        'id',
        'metadata',
        'options',
        'questionNumber',
        'questionText',
        'questionType',
        'timeLimitSeconds',
      ].sort(),
    );
  });

  it('refuses to start a section with no questions', async () => {
    const writing = sectionsA[0]?.id ?? '';
    await deleteQuestions(t.context.db, a2.candidateId);
    const response = await call(a2.client, 'POST', `/api/candidate/sections/${writing}/start`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This section has no questions yet.');
    const list: TCandidateSectionsResponse = (await call(a2.client, 'GET', '/api/candidate/sections')).json();
    expect(list.sections.map((s) => s.questionCount)).toEqual([0, 0]);
    const eligibility = (await call(a2.client, 'GET', '/api/candidate/submission-eligibility')).json();
    expect(eligibility.can_submit).toBe(false);
  });
});

describe('ownership', () => {
  it("answers 404 for another company's sections, whatever the route", async () => {
    const foreign = sectionsB[0]?.id;
    for (const [method, url, body] of [
      ['GET', `/api/candidate/sections/${foreign}`],
      ['POST', `/api/candidate/sections/${foreign}/start`],
      ['POST', `/api/candidate/sections/${foreign}/submit`],
      [
        'POST',
        `/api/candidate/sections/${foreign}/integrity-events`,
        { events: [{ type: 'paste', occurredAt: new Date().toISOString() }] },
      ],
    ] as const) {
      const response = await call(a.client, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.message).toBe('Section not found');
    }
    expect(await attemptOf(a.candidateId, foreign ?? '')).toBeNull();
    expect(await attemptOf(b.candidateId, foreign ?? '')).toBeNull();
  });

  it("answers 404 for another candidate's question, even on the same assessment", async () => {
    const writingB = sectionsB[0]?.id ?? '';
    const [foreign] = await ownQuestions(b.candidateId, writingB);
    // a2's questions were deleted above; Bea's are in another company.
    const [sameAssessment] = await insertQuestions(t.context.db, [
      {
        sectionId: sectionsA[0]?.id ?? '',
        candidateId: a2.candidateId,
        questionNumber: 1,
        itemId: await libraryItemId(t.context.db, 'bw-01'),
      },
    ]);
    for (const id of [foreign?.id, sameAssessment?.id]) {
      const response = await call(a.client, 'PUT', `/api/candidate/answers/${id}`, {
        value: 'mine now',
        questionIndex: 0,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Question not found');
    }
    const events = await call(
      a.client,
      'POST',
      `/api/candidate/sections/${sectionsA[0]?.id}/integrity-events`,
      {
        events: [{ type: 'paste', occurredAt: new Date().toISOString(), questionId: sameAssessment?.id }],
      },
    );
    expect(events.statusCode).toBe(404);
    const written = await t.context.db.select().from(answers).where(eq(answers.candidateId, a.candidateId));
    expect(written).toEqual([]);
    // The section of the shared assessment is Ann's too, but shows only Ann's questions.
    await call(a.client, 'POST', `/api/candidate/sections/${sectionsA[0]?.id}/start`);
    const detail: TCandidateSectionDetail = (
      await call(a.client, 'GET', `/api/candidate/sections/${sectionsA[0]?.id}`)
    ).json();
    expect(detail.questions.map((q) => q.questionText)).not.toContain('Abe only');
    expect(detail.questions).toHaveLength(3);
  });

  it('answers 404 with the message for ids that are not ids', async () => {
    const response = await call(a.client, 'GET', '/api/candidate/sections/not-a-section');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Section not found');
    const answer = await call(a.client, 'PUT', '/api/candidate/answers/42', { value: 0, questionIndex: 0 });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.message).toBe('Question not found');
  });
});

describe('answers', () => {
  it('validates the value against the question type', async () => {
    const reading = sectionsA[1]?.id ?? '';
    const writing = sectionsA[0]?.id ?? '';
    const readingQs = await ownQuestions(a.candidateId, reading);
    const mcq = readingQs.find((q) => q.type === 'mcq');
    const trueFalse = readingQs.find((q) => q.type === 'true_false');
    const [open] = await ownQuestions(a.candidateId, writing);
    const save = (id: string | undefined, value: unknown) =>
      call(a.client, 'PUT', `/api/candidate/answers/${id}`, { value, questionIndex: 0, timeSpentMs: 1000 });

    const n = mcq?.options.length ?? 0;
    expect(n).toBeGreaterThanOrEqual(3);
    const cases: [string | undefined, unknown, number, string?][] = [
      [mcq?.id, n, 400, `Choose one of the ${n} options.`],
      [mcq?.id, 'B', 400, 'Choose one of the options.'],
      [mcq?.id, -1, 400],
      [mcq?.id, 1.5, 400],
      [trueFalse?.id, 2, 400, 'Answer True (0) or False (1).'],
      [trueFalse?.id, 'True', 400, 'Answer True (0) or False (1).'],
      [open?.id, 3, 400, 'Write your answer as text.'],
      [mcq?.id, n - 1, 200],
      [trueFalse?.id, 1, 200],
      [open?.id, 'Dear team, ...', 200],
    ];
    // Twice: first before the sections start (the transaction that starts one), then once they are
    // started (the one-statement save, whose SQL must refuse exactly what answerProblem refuses).
    for (const round of ['not started', 'started']) {
      for (const [id, value, status, message] of cases) {
        const response = await save(id, value);
        expect(response.statusCode, `${round}: ${JSON.stringify(value)}`).toBe(status);
        if (message) expect(response.json().error.message).toBe(message);
        if (status === 400) expect(response.json().error.code).toBe('VALIDATION_ERROR');
      }
    }
    const stored = await t.context.db
      .select({ questionId: answers.questionId, answerData: answers.answerData })
      .from(answers)
      .where(eq(answers.candidateId, a.candidateId));
    expect(Object.fromEntries(stored.map((r) => [r.questionId, r.answerData.value]))).toMatchObject({
      [mcq?.id ?? '']: n - 1,
      [trueFalse?.id ?? '']: 1,
      [open?.id ?? '']: 'Dear team, ...',
    });
  });

  it('upserts: one row per question, the latest value, time spent only growing', async () => {
    const writing = sectionsA[0]?.id ?? '';
    const [, second] = await ownQuestions(a.candidateId, writing);
    const url = `/api/candidate/answers/${second?.id}`;
    const first = await call(a.client, 'PUT', url, { value: 'draft', questionIndex: 7, timeSpentMs: 5000 });
    expect(first.statusCode).toBe(200);
    expect(first.json().questionId).toBe(second?.id);
    await call(a.client, 'PUT', url, { value: 'final text', questionIndex: 1, timeSpentMs: 9000 });
    await call(a.client, 'PUT', url, { value: 'final text', questionIndex: 1, timeSpentMs: 3000 });
    const rows = await t.context.db
      .select()
      .from(answers)
      .where(eq(answers.questionId, second?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.answerData).toEqual({ value: 'final text', question_index: 1 });
    expect(rows[0]?.timeSpentMs).toBe(9000);
    expect(rows[0]?.sectionId).toBe(writing);

    const detail: TCandidateSectionDetail = (
      await call(a.client, 'GET', `/api/candidate/sections/${writing}`)
    ).json();
    expect(detail.answers).toContainEqual({
      questionId: second?.id,
      value: 'final text',
      savedAt: rows[0]?.updatedAt.toISOString(),
      // The largest time saved, so a reopened section continues the question's clock.
      timeSpentMs: 9000,
    });
  });

  it('saves a cleared text but does not count it as answered', async () => {
    const writing = sectionsA[0]?.id ?? '';
    const [, , third] = await ownQuestions(a.candidateId, writing);
    const before: TCandidateSectionsResponse = (
      await call(a.client, 'GET', '/api/candidate/sections')
    ).json();
    const saved = await call(a.client, 'PUT', `/api/candidate/answers/${third?.id}`, {
      value: '   ',
      questionIndex: 2,
    });
    expect(saved.statusCode).toBe(200);
    const after: TCandidateSectionsResponse = (await call(a.client, 'GET', '/api/candidate/sections')).json();
    expect(after.sections[0]?.answeredCount).toBe(before.sections[0]?.answeredCount);
  });
});

describe('the server is the clock', () => {
  it('accepts an answer within the grace after the deadline and refuses it after', async () => {
    const reading = sectionsA[1]?.id ?? '';
    const [q] = await ownQuestions(a.candidateId, reading);
    const setDeadline = (secondsAgo: number) =>
      t.context.db
        .update(sectionAttempts)
        .set({ deadlineAt: sql`now() - make_interval(secs => ${secondsAgo})` })
        .where(and(eq(sectionAttempts.candidateId, a.candidateId), eq(sectionAttempts.sectionId, reading)));
    const save = () =>
      call(a.client, 'PUT', `/api/candidate/answers/${q?.id}`, { value: 0, questionIndex: 0 });

    await setDeadline(DEADLINE_GRACE_SECONDS - 3);
    expect((await save()).statusCode).toBe(200);

    await setDeadline(DEADLINE_GRACE_SECONDS + 5);
    const late = await save();
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: 'SECTION_CLOSED',
      message: 'Time is up for this section: answers can no longer be saved.',
    });

    // The next read closes it for good, at its deadline.
    const list: TCandidateSectionsResponse = (await call(a.client, 'GET', '/api/candidate/sections')).json();
    const attempt = list.sections[1]?.attempt;
    expect(attempt?.closedBy).toBe('timeout');
    expect(attempt?.submittedAt).toBe(attempt?.deadlineAt);
    // Start stays idempotent and gives no new time.
    const restart = await call(a.client, 'POST', `/api/candidate/sections/${reading}/start`);
    expect(restart.json().attempt).toEqual(attempt);
  });

  it('closes an expired section with a job, with no browser asking', async () => {
    const admin = await signedInAdmin(t, 'admin@tenant-c.test', { name: 'Tenant C', industry: 'Finance' });
    const assessment = await createAssessment(t, admin.companyId, [TEST_IDS.businessWriting]);
    const c = await signedInCandidate(t, admin.companyId, assessment, 'cy@cand.test');
    const [section] = (await call(c.client, 'GET', '/api/candidate/sections')).json().sections;
    // A zero-minute section: its deadline is its start, the job is due after the grace.
    await t.context.db.update(sections).set({ timeLimitMinutes: 0 }).where(eq(sections.id, section.id));
    // The notice states each section's time: a changed time is a changed notice, read again.
    await acknowledgeNotice(c.client);
    const started = await call(c.client, 'POST', `/api/candidate/sections/${section.id}/start`);
    expect(started.json().attempt.deadlineAt).toBe(started.json().attempt.startedAt);
    await waitUntil(async () => (await attemptOf(c.candidateId, section.id))?.closedBy === 'timeout', 20_000);
    const attempt = await attemptOf(c.candidateId, section.id);
    expect(attempt?.submittedAt?.toISOString()).toBe(attempt?.deadlineAt.toISOString());
    // Its only section closed: the assessment is completed.
    expect(await statusOf(c.candidateId)).toBe('completed');
  });

  it('schedules the timeout job at the deadline plus the grace', async () => {
    const writing = sectionsB[0]?.id ?? '';
    const { attempt }: TStartSectionResponse = (
      await call(b.client, 'POST', `/api/candidate/sections/${writing}/start`)
    ).json();
    const jobs = await t.context.db.execute<{ due: string }>(
      sql`SELECT (extract(epoch from start_after) * 1000)::bigint::text AS due FROM pgboss.job
          WHERE name = 'assessment.section-timeout' AND data->>'candidateId' = ${b.candidateId}`,
    );
    expect(jobs.rows).toHaveLength(1);
    expect(Number(jobs.rows[0]?.due) - Date.parse(attempt.deadlineAt)).toBe(
      (DEADLINE_GRACE_SECONDS + 1) * 1000,
    );
  });

  it('answers a repeated Start with the attempt, and closes one past its deadline and grace at its deadline', async () => {
    const admin = await signedInAdmin(t, 'admin@tenant-r.test', { name: 'Tenant R', industry: 'Finance' });
    const assessment = await createAssessment(t, admin.companyId, [TEST_IDS.businessWriting]);
    const r = await signedInCandidate(t, admin.companyId, assessment, 'ry@cand.test');
    const [section] = (await call(r.client, 'GET', '/api/candidate/sections')).json().sections;
    await acknowledgeNotice(r.client);
    const start = () => call(r.client, 'POST', `/api/candidate/sections/${section.id}/start`);
    const { attempt }: TStartSectionResponse = (await start()).json();
    const again: TStartSectionResponse = (await start()).json();
    expect(again.attempt).toEqual(attempt);
    expect(Math.abs(Date.parse(again.serverNow) - Date.now())).toBeLessThan(5_000);

    // Past the grace, before the timeout job is due (it waits for the deadline first set).
    await t.context.db
      .update(sectionAttempts)
      .set({ deadlineAt: sql`now() - make_interval(secs => ${DEADLINE_GRACE_SECONDS + 5})` })
      .where(and(eq(sectionAttempts.candidateId, r.candidateId), eq(sectionAttempts.sectionId, section.id)));
    const closed: TStartSectionResponse = (await start()).json();
    expect(closed.attempt.closedBy).toBe('timeout');
    expect(closed.attempt.submittedAt).toBe(closed.attempt.deadlineAt);
    expect((await attemptOf(r.candidateId, section.id))?.closedBy).toBe('timeout');
  });
});

describe('submitting a section', () => {
  it('starts a section when its first answer arrives', async () => {
    const admin = await signedInAdmin(t, 'admin@tenant-d.test', { name: 'Tenant D', industry: 'Finance' });
    const assessment = await createAssessment(t, admin.companyId, [TEST_IDS.businessWriting]);
    const d = await signedInCandidate(t, admin.companyId, assessment, 'di@cand.test');
    const [section] = (await call(d.client, 'GET', '/api/candidate/sections')).json().sections;

    const early = await call(d.client, 'POST', `/api/candidate/sections/${section.id}/submit`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Start this section before submitting it.');

    const qs = await ownQuestions(d.candidateId, section.id);
    const saved = await call(d.client, 'PUT', `/api/candidate/answers/${qs[0]?.id}`, {
      value: 'a',
      questionIndex: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect((await attemptOf(d.candidateId, section.id))?.closedBy).toBeNull();
    expect(await statusOf(d.candidateId)).toBe('in_progress');

    const submitted = await call(d.client, 'POST', `/api/candidate/sections/${section.id}/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().attempt.closedBy).toBe('candidate');
    // Idempotent.
    const again = await call(d.client, 'POST', `/api/candidate/sections/${section.id}/submit`);
    expect(again.json()).toEqual(submitted.json());
    // Closed by the candidate: completed with questions left, and so is the one-section assessment.
    expect(await statusOf(d.candidateId)).toBe('completed');
    const late = await call(d.client, 'PUT', `/api/candidate/answers/${qs[1]?.id}`, {
      value: 'b',
      questionIndex: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: 'SECTION_CLOSED',
      message: 'This section has been submitted: its answers can no longer be changed.',
    });
  });
});

describe('integrity events', () => {
  it('stores a batch with the browser time and the time received', async () => {
    const writing = sectionsA[0]?.id ?? '';
    const [q] = await ownQuestions(a.candidateId, writing);
    const occurredAt = new Date(Date.now() - 2_000).toISOString();
    const response = await call(a.client, 'POST', `/api/candidate/sections/${writing}/integrity-events`, {
      events: [
        { type: 'tab_hidden', occurredAt },
        { type: 'paste', occurredAt, questionId: q?.id },
        { type: 'fullscreen_exit', occurredAt },
      ],
    });
    expect(response.statusCode).toBe(204);
    const rows = await t.context.db
      .select()
      .from(integrityEvents)
      .where(eq(integrityEvents.candidateId, a.candidateId));
    expect(rows.map((r) => [r.type, r.questionId, r.sectionId, r.occurredAt.toISOString()])).toEqual(
      expect.arrayContaining([
        ['tab_hidden', null, writing, occurredAt],
        ['paste', q?.id, writing, occurredAt],
        ['fullscreen_exit', null, writing, occurredAt],
      ]),
    );
    expect(rows.every((r) => r.receivedAt.getTime() >= r.occurredAt.getTime())).toBe(true);

    const unknown = await call(a.client, 'POST', `/api/candidate/sections/${writing}/integrity-events`, {
      events: [{ type: 'screenshot', occurredAt }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("stamps every event with the server's time and keeps the browser's only within a sane window of it", async () => {
    const writing = sectionsA[0]?.id ?? '';
    const before = Date.now();
    const plausible = new Date(before - 60_000).toISOString();
    const implausible = [
      '1970-01-01T00:00:00Z',
      '2999-12-31T23:59:59Z',
      '0000-01-01T00:00:00Z',
      new Date(before - INTEGRITY_HINT_WINDOW.pastMs - 60_000).toISOString(),
      new Date(before + INTEGRITY_HINT_WINDOW.aheadMs + 60_000).toISOString(),
    ];
    const response = await call(a.client, 'POST', `/api/candidate/sections/${writing}/integrity-events`, {
      events: [
        ...implausible.map((occurredAt) => ({ type: 'window_blur', occurredAt })),
        { type: 'tab_hidden', occurredAt: plausible },
      ],
    });
    expect(response.statusCode).toBe(204);
    const after = Date.now();
    const rows = await t.context.db
      .select()
      .from(integrityEvents)
      .where(eq(integrityEvents.candidateId, a.candidateId));
    const serverStamped = rows.filter((r) => r.type === 'window_blur');
    expect(serverStamped).toHaveLength(implausible.length);
    for (const row of serverStamped) {
      expect(row.occurredAt.getTime()).toBe(row.receivedAt.getTime());
      expect(row.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 2_000);
      expect(row.receivedAt.getTime()).toBeLessThanOrEqual(after + 2_000);
    }
    const hinted = rows.find((r) => r.type === 'tab_hidden' && r.occurredAt.toISOString() === plausible);
    expect(hinted?.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 2_000);
  });
});

describe('the API document', () => {
  it('lists the candidate routes and the admin routes of this module', async () => {
    const document = (await new TestClient(t.app).get('/api/openapi.json')).json();
    const routes = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/candidate/me',
        'PATCH /api/candidate/me',
        'GET /api/candidate/sections',
        'GET /api/candidate/sections/{sectionId}',
        'POST /api/candidate/sections/{sectionId}/start',
        'POST /api/candidate/sections/{sectionId}/submit',
        'POST /api/candidate/sections/{sectionId}/integrity-events',
        'PUT /api/candidate/answers/{questionId}',
        'GET /api/candidate/submission-eligibility',
        'GET /api/candidate/events',
        'POST /api/submit-assessment',
        'POST /api/candidates/{id}/unlock',
        'PUT /api/candidates/{id}/accommodations',
      ]),
    );
  });
});

describe('the demo candidate', () => {
  it('signs in to a ready five-section assessment that covers every question type', async () => {
    await seedDemo(t.context);
    const client = new TestClient(t.app);
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: DEMO.candidate.email,
      password: DEMO.candidate.password,
    });
    expect(signIn.statusCode).toBe(200);
    const me = (await call(client, 'GET', '/api/candidate/me')).json();
    expect(me).toMatchObject({
      fullName: DEMO.candidate.name,
      companyName: DEMO.company.name,
      locked: false,
    });
    await acknowledgeNotice(client);
    const list: TCandidateSectionsResponse = (await call(client, 'GET', '/api/candidate/sections')).json();
    expect(list.sections).toHaveLength(5);
    expect(list.sections.every((s) => s.questionCount > 0 && s.attempt === null)).toBe(true);
    const types = new Set<string>();
    for (const section of list.sections) {
      await call(client, 'POST', `/api/candidate/sections/${section.id}/start`);
      const detail: TCandidateSectionDetail = (
        await call(client, 'GET', `/api/candidate/sections/${section.id}`)
      ).json();
      expect(detail.questions).toHaveLength(section.questionCount);
      for (const q of detail.questions) types.add(q.questionType);
    }
    expect([...types].sort()).toEqual([
      'forced_choice',
      'likert_scale',
      'mcq',
      'open_ended',
      'sjt',
      'true_false',
    ]);
  });
});

// Last, so it sees every candidate response of the file.
describe('answer keys', () => {
  it('never reach a candidate: no response of this file carries any part of one', () => {
    expect(seenBodies.length).toBeGreaterThan(40);
    for (const body of seenBodies) for (const word of KEY_WORDS) expect(body).not.toContain(word);
  });
});
