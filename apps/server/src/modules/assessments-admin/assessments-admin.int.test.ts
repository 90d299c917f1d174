import type { TAssessment, TAssessmentCreateInput } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, uploadCsv, waitUntil } from '../../../test/helpers';
import { signedInMember } from '../../../test/team';
import { assessments, candidates, evaluations, sections, submissions } from '../../db/schema';
import { REVIEWER_READ_ONLY_MESSAGE } from '../../lib/access';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'owner@assessments.test', { name: 'Assessing Co', industry: 'Finance' });
  other = await signedInAdmin(t, 'owner@elsewhere.test', { name: 'Elsewhere Co', industry: 'Retail' });
}, 60_000);
afterAll(() => t?.close());

const backendEngineer = (overrides: Partial<TAssessmentCreateInput> = {}): TAssessmentCreateInput => ({
  name: 'Backend Engineer, Pune, Q1',
  position: 'Backend Engineer',
  experienceLevel: 'Senior',
  testConfiguration: {
    selectedTests: [{ id: TEST_IDS.logicalReasoning }, { id: TEST_IDS.englishGrammar }],
    testMode: 'pre-built',
    customInstructions: 'Payments domain',
  },
  window: {
    opensAt: '2027-01-04T03:30:00.000Z',
    closesAt: '2027-01-31T12:30:00.000Z',
    timeZone: 'Asia/Kolkata',
  },
  candidateInstructions: 'Take the tests in a quiet room.',
  ...overrides,
});

async function create(input: TAssessmentCreateInput = backendEngineer()): Promise<TAssessment> {
  const response = await admin.client.post('/api/assessments', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const setStatus = (id: string, status: string) =>
  admin.client.post(`/api/assessments/${id}/status`, { status });

describe('creating and reading assessments', () => {
  it('creates a draft with the library’s tests, its window and who created it', async () => {
    const created = await create();
    expect(created).toMatchObject({
      name: 'Backend Engineer, Pune, Q1',
      position: 'Backend Engineer',
      experienceLevel: 'Senior',
      status: 'draft',
      testMode: 'pre-built',
      customInstructions: 'Payments domain',
      scoringWeights: null,
      candidateInstructions: 'Take the tests in a quiet room.',
      window: {
        opensAt: '2027-01-04T03:30:00.000Z',
        closesAt: '2027-01-31T12:30:00.000Z',
        timeZone: 'Asia/Kolkata',
      },
      counts: { total: 0, completionRate: 0 },
      createdBy: { id: admin.userId, name: 'Admin' },
      configurationLocked: false,
    });
    expect(created.tests.map((test) => test.name)).toEqual(['Logical Reasoning', 'English Grammar']);
    expect(created.tests[0]?.durationMinutes).toBeGreaterThan(0);
    expect((await admin.client.get(`/api/assessments/${created.id}`)).json()).toEqual(created);
  });

  it('refuses a window that closes before it opens, an unknown time zone and unknown tests', async () => {
    const backwards = await admin.client.post(
      '/api/assessments',
      backendEngineer({
        window: { opensAt: '2027-02-01T00:00:00Z', closesAt: '2027-01-01T00:00:00Z', timeZone: 'UTC' },
      }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The window must close after it opens');
    const zone = await admin.client.post(
      '/api/assessments',
      backendEngineer({ window: { opensAt: null, closesAt: null, timeZone: 'Mars/Olympus_Mons' } }),
    );
    expect(zone.statusCode).toBe(400);
    const tests = await admin.client.post(
      '/api/assessments',
      backendEngineer({
        testConfiguration: { selectedTests: [{ id: crypto.randomUUID() }], testMode: 'pre-built' },
      }),
    );
    expect(tests.statusCode).toBe(400);
    expect(tests.json().error.message).toContain('not available');
  });

  it('lists by search and status, newest first, paged on the server, archived ones only when asked', async () => {
    const names = ['Paging Alpha', 'Paging Beta', 'Paging Gamma'];
    const made: TAssessment[] = [];
    for (const name of names) made.push(await create(backendEngineer({ name, position: 'Pager' })));
    const [alpha] = made;
    if (!alpha) throw new Error('nothing created');
    expect((await setStatus(alpha.id, 'archived')).statusCode).toBe(200);

    const page1 = (await admin.client.get('/api/assessments?search=paging&pageSize=1')).json();
    expect(page1.total).toBe(2);
    expect(page1.items.map((a: TAssessment) => a.name)).toEqual(['Paging Gamma']);
    const page2 = (await admin.client.get('/api/assessments?search=PAGING&pageSize=1&page=2')).json();
    expect(page2.items.map((a: TAssessment) => a.name)).toEqual(['Paging Beta']);
    const byName = (await admin.client.get('/api/assessments?search=pager&sort=name&order=asc')).json();
    expect(byName.items.map((a: TAssessment) => a.name)).toEqual(['Paging Beta', 'Paging Gamma']);
    const archived = (await admin.client.get('/api/assessments?status=archived')).json();
    expect(archived.items.map((a: TAssessment) => a.name)).toEqual(['Paging Alpha']);
    const drafts = (await admin.client.get('/api/assessments?status=draft&search=paging')).json();
    expect(drafts.total).toBe(2);
    // A search is text, not a pattern.
    expect((await admin.client.get('/api/assessments?search=%25')).json().total).toBe(0);
  });

  it('reads an open assessment whose window has closed as closed, in the list, its filter and its page', async () => {
    const past = await create(backendEngineer({ name: 'Window Past', position: 'Windows' }));
    const ahead = await create(
      backendEngineer({
        name: 'Window Ahead',
        position: 'Windows',
        window: { opensAt: null, closesAt: '2099-01-01T00:00:00.000Z', timeZone: 'UTC' },
      }),
    );
    for (const made of [past, ahead]) expect((await setStatus(made.id, 'open')).statusCode).toBe(200);
    // The window ended yesterday (set in the database: the API refuses a window that already closed).
    await t.context.db
      .update(assessments)
      .set({ opensAt: new Date(Date.now() - 3 * 86_400_000), closesAt: new Date(Date.now() - 86_400_000) })
      .where(eq(assessments.id, past.id));

    const listed = async (query: string) =>
      (
        (await admin.client.get(`/api/assessments?search=windows&${query}`)).json().items as TAssessment[]
      ).map((a) => [a.name, a.status, a.currentStatus]);
    expect(await listed('status=open')).toEqual([['Window Ahead', 'open', 'open']]);
    expect(await listed('status=closed')).toEqual([['Window Past', 'open', 'closed']]);
    expect(await listed('sort=name&order=asc')).toEqual([
      ['Window Ahead', 'open', 'open'],
      ['Window Past', 'open', 'closed'],
    ]);
    const page = (await admin.client.get(`/api/assessments/${past.id}`)).json();
    expect([page.status, page.currentStatus]).toEqual(['open', 'closed']);
  });

  it('counts candidates per status with the completion rate, and the scored, awaiting rating and decided', async () => {
    const assessment = await create(backendEngineer({ name: 'Counted' }));
    const statuses = ['pending', 'questions_generated', 'in_progress', 'completed', 'submitted', 'submitted'];
    const rows = await t.context.db
      .insert(candidates)
      .values(
        statuses.map((testStatus, i) => ({
          companyId: admin.companyId,
          assessmentId: assessment.id,
          fullName: `Counted ${i}`,
          email: `counted-${i}@assessments.test`,
          testStatus,
          stage: i === 5 ? 'shortlisted' : 'new',
        })),
      )
      .returning({ id: candidates.id });
    // The two who submitted: one scored, one whose latest evaluation waits for a rating (an older one was scored).
    for (const [row, evaluationsOf] of [
      [rows[4], ['completed']],
      [rows[5], ['completed', 'needs_review']],
    ] as const) {
      for (const [n, status] of evaluationsOf.entries()) {
        const [submission] = await t.context.db
          .insert(submissions)
          .values({ candidateId: row?.id ?? '', submissionNumber: n + 1, submissionData: {} })
          .returning({ id: submissions.id });
        await t.context.db.insert(evaluations).values({
          candidateId: row?.id ?? '',
          submissionId: submission?.id ?? '',
          evaluationStatus: status,
          createdAt: new Date(Date.now() - (evaluationsOf.length - n) * 60_000),
        });
      }
    }
    const read = (await admin.client.get(`/api/assessments/${assessment.id}`)).json();
    expect(read.counts).toEqual({
      total: 6,
      byStatus: { pending: 1, questions_generated: 1, in_progress: 1, completed: 1, submitted: 2 },
      completionRate: 50,
      scored: 1,
      awaitingRating: 1,
      decided: 1,
    });
    expect(read.configurationLocked).toBe(true);
    const listed = (await admin.client.get('/api/assessments?search=Counted')).json().items[0];
    expect(listed.counts).toEqual(read.counts);
  });
});

describe('status moves', () => {
  it('opens a draft, closes, reopens, archives and restores as closed; other moves answer 409', async () => {
    const { id } = await create(backendEngineer({ name: 'Moving' }));
    const closeDraft = await setStatus(id, 'closed');
    expect(closeDraft.statusCode).toBe(409);
    expect(closeDraft.json().error.message).toBe('A draft assessment cannot be closed. Open it first.');

    const moves = ['open', 'closed', 'open', 'archived'] as const;
    for (const status of moves) {
      const response = await setStatus(id, status);
      expect([status, response.statusCode, response.json().status]).toEqual([status, 200, status]);
    }
    // Asking for the status it has changes nothing.
    expect((await setStatus(id, 'archived')).statusCode).toBe(200);

    const reopenArchived = await setStatus(id, 'open');
    expect(reopenArchived.statusCode).toBe(409);
    expect(reopenArchived.json().error.message).toBe(
      'An archived assessment cannot be opened. Restore it first.',
    );
    const edit = await admin.client.patch(`/api/assessments/${id}`, { name: 'Renamed while archived' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('An archived assessment cannot be edited. Restore it first.');

    expect((await setStatus(id, 'closed')).json().status).toBe('closed');
    expect((await setStatus(id, 'open')).json().status).toBe('open');
  });

  it('creates an assessment open at once when asked', async () => {
    expect((await create(backendEngineer({ name: 'Open at once', status: 'open' }))).status).toBe('open');
  });
});

describe('editing and the lock once candidates are added', () => {
  it('edits everything while the assessment has no candidates, and drops sections drawn for old tests', async () => {
    const id = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
    await signedInCandidate(t, admin.companyId, id, 'gone@assessments.test');
    expect((await t.context.db.select().from(sections).where(eq(sections.assessmentId, id))).length).toBe(1);
    await t.context.db.delete(candidates).where(eq(candidates.assessmentId, id));

    const response = await admin.client.patch(`/api/assessments/${id}`, {
      name: 'Reworked',
      position: 'Analyst',
      testConfiguration: {
        selectedTests: [{ id: TEST_IDS.bigFive }],
        testMode: 'hybrid',
        scoringWeights: {
          sections: { cognitive: 2, english: 1, sjt: 1, writing: 1 },
          traits: {
            openness: 0,
            conscientiousness: 1,
            extraversion: 0,
            agreeableness: 0,
            emotional_stability: 0,
          },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Reworked',
      position: 'Analyst',
      testMode: 'hybrid',
      tests: [{ name: 'Big Five Work Personality' }],
      scoringWeights: { sections: { cognitive: 2 } },
    });
    expect(await t.context.db.select().from(sections).where(eq(sections.assessmentId, id))).toEqual([]);
  });

  it('gives an upload a generated name, its shared role and the open status', async () => {
    const upload = await uploadCsv(
      admin,
      'full_name,email,position,experience_level\nAna,ana@locked.test,Data Analyst,Junior\nBo,bo@locked.test,Data Analyst,Senior\n',
      { selectedTests: [{ id: TEST_IDS.logicalReasoning }], testMode: 'pre-built' },
    );
    const read: TAssessment = (await admin.client.get(`/api/assessments/${upload.assessmentId}`)).json();
    const day = new Date().toISOString().slice(0, 10);
    expect(read).toMatchObject({
      name: `Data Analyst · candidates.csv · ${day}`,
      position: 'Data Analyst',
      experienceLevel: null,
      status: 'open',
      sourceFilename: 'candidates.csv',
      configurationLocked: true,
      counts: { total: 2 },
    });
    const oneByOne = await admin.client.post('/api/n8n/create-candidate', {
      email: 'single@locked.test',
      full_name: 'Single',
    });
    const single = (await admin.client.get(`/api/assessments/${oneByOne.json().assessmentId}`)).json();
    expect(single.name).toBe(`Assessment · added one by one · ${day}`);
  });

  it('refuses with 409 naming what cannot change once candidates are added, and keeps the rest editable', async () => {
    const { assessmentId: id } = await uploadCsv(
      admin,
      'full_name,email\nCy,cy@locked.test\nDee,dee@locked.test\n',
      { selectedTests: [{ id: TEST_IDS.logicalReasoning }], testMode: 'pre-built', customInstructions: 'x' },
    );
    await waitUntil(
      async () => (await admin.client.get(`/api/assessments/${id}`)).json().counts.byStatus.pending === 0,
      30_000,
    );
    const before: TAssessment = (await admin.client.get(`/api/assessments/${id}`)).json();

    const tests = await admin.client.patch(`/api/assessments/${id}`, {
      testConfiguration: {
        selectedTests: [{ id: TEST_IDS.bigFive }],
        testMode: 'pre-built',
        customInstructions: 'x',
      },
    });
    expect(tests.statusCode).toBe(409);
    expect(tests.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'The tests cannot change: 2 candidates have been added to this assessment, and their questions are drawn and scored with them. Duplicate the assessment to use a different set-up.',
      details: { lockedParts: ['tests'] },
    });
    const several = await admin.client.patch(`/api/assessments/${id}`, {
      position: 'Someone else',
      testConfiguration: {
        selectedTests: [{ id: TEST_IDS.logicalReasoning }],
        testMode: 'hybrid',
        customInstructions: 'x',
        scoringWeights: {
          sections: { cognitive: 3, english: 1, sjt: 1, writing: 1 },
          traits: {
            openness: 0,
            conscientiousness: 0,
            extraversion: 0,
            agreeableness: 0,
            emotional_stability: 0,
          },
        },
      },
    });
    expect(several.statusCode).toBe(409);
    expect(several.json().error.message).toMatch(
      /^The role, test mode and scoring weights cannot change: 2 candidates/,
    );

    // The same configuration sent again (as the form does), default weights spelled out, with a new name and window.
    const allowed = await admin.client.patch(`/api/assessments/${id}`, {
      name: 'Data team intake',
      position: null,
      testConfiguration: {
        selectedTests: [{ id: TEST_IDS.logicalReasoning }],
        testMode: 'pre-built',
        customInstructions: 'x',
        scoringWeights: {
          sections: { cognitive: 1, english: 1, sjt: 1, writing: 1 },
          traits: {
            openness: 0,
            conscientiousness: 0,
            extraversion: 0,
            agreeableness: 0,
            emotional_stability: 0,
          },
        },
      },
      window: { opensAt: null, closesAt: '2027-03-01T10:00:00Z', timeZone: 'Europe/Berlin' },
      candidateInstructions: 'Allow about an hour.',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({
      name: 'Data team intake',
      window: { opensAt: null, closesAt: '2027-03-01T10:00:00.000Z', timeZone: 'Europe/Berlin' },
      candidateInstructions: 'Allow about an hour.',
      tests: before.tests,
      testMode: 'pre-built',
    });
  });
});

describe('duplicating', () => {
  it('copies role, configuration, window and instructions into a new draft without candidates', async () => {
    const { assessmentId: id } = await uploadCsv(admin, 'full_name,email\nEd,ed@dup.test\n', {
      selectedTests: [{ id: TEST_IDS.englishGrammar }],
      testMode: 'pre-built',
    });
    await admin.client.patch(`/api/assessments/${id}`, {
      name: 'Support Desk',
      candidateInstructions: 'Be brief.',
    });
    const response = await admin.client.post(`/api/assessments/${id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy: TAssessment = response.json();
    const source: TAssessment = (await admin.client.get(`/api/assessments/${id}`)).json();
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({
      name: 'Copy of Support Desk',
      status: 'draft',
      tests: source.tests,
      testMode: source.testMode,
      window: source.window,
      candidateInstructions: 'Be brief.',
      sourceFilename: null,
      counts: { total: 0 },
      configurationLocked: false,
    });
  });
});

describe('access', () => {
  it('answers 404 for another company’s assessment and never lists it', async () => {
    const mine = await create(backendEngineer({ name: 'Private opening' }));
    const calls = [
      other.client.get(`/api/assessments/${mine.id}`),
      other.client.patch(`/api/assessments/${mine.id}`, { name: 'Taken over' }),
      other.client.post(`/api/assessments/${mine.id}/duplicate`),
      other.client.post(`/api/assessments/${mine.id}/status`, { status: 'open' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Assessment not found');
    }
    const listed = (await other.client.get('/api/assessments?search=Private')).json();
    expect(listed).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect((await admin.client.get(`/api/assessments/${mine.id}`)).json()).toMatchObject({
      name: 'Private opening',
      status: 'draft',
    });
  });

  it('lets a reviewer read assessments and change none', async () => {
    const reviewer = await signedInMember(t, admin, 'Assessing Co', 'reviewer@assessments.test');
    const mine = await create(backendEngineer({ name: 'Reviewed opening' }));
    expect((await reviewer.client.get(`/api/assessments/${mine.id}`)).statusCode).toBe(200);
    expect((await reviewer.client.get('/api/assessments?search=Reviewed')).json().total).toBe(1);
    for (const response of [
      await reviewer.client.post('/api/assessments', backendEngineer()),
      await reviewer.client.patch(`/api/assessments/${mine.id}`, { name: 'x' }),
      await reviewer.client.post(`/api/assessments/${mine.id}/status`, { status: 'open' }),
    ]) {
      expect([response.statusCode, response.json().error.message]).toEqual([403, REVIEWER_READ_ONLY_MESSAGE]);
    }
  });
});
