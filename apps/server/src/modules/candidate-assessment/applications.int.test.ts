import type { TCandidateApplications, TCandidateSectionsResponse } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherApplication, createAssessment, signedInCandidate } from '../../../test/candidates';
import { formQuestions } from '../../../test/form-questions';
import { createTestApp, signedInAdmin, type TestApp, TestClient } from '../../../test/helpers';
import { answers, assessments } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

// Decision 032, step 2: the candidate's routes by application. One person with applications at two
// companies reaches each through its id, the unscoped routes answer for the one in progress, and
// nobody reaches an application of anyone else.

let t: TestApp;
let person: Awaited<ReturnType<typeof signedInCandidate>>;
let other: Awaited<ReturnType<typeof signedInCandidate>>;
let second: string;
const APP = '/api/candidate/applications';

beforeAll(async () => {
  t = await createTestApp();
  const acme = await signedInAdmin(t, 'admin@acme-apps.test', { name: 'Acme Apps', industry: 'Technology' });
  const globex = await signedInAdmin(t, 'admin@globex-apps.test', {
    name: 'Globex Apps',
    industry: 'Retail',
  });
  const acmeOpening = await createAssessment(t, acme.companyId, [TEST_IDS.logicalReasoning]);
  const globexOpening = await createAssessment(t, globex.companyId, [TEST_IDS.englishGrammar]);
  await t.context.db
    .update(assessments)
    .set({ name: 'Support Agent — Remote' })
    .where(eq(assessments.id, globexOpening));
  person = await signedInCandidate(t, acme.companyId, acmeOpening, 'pat@apps.test', 'Pat Person');
  other = await signedInCandidate(t, acme.companyId, acmeOpening, 'olu@apps.test', 'Olu Other');
  second = await anotherApplication(
    t,
    { userId: person.userId, email: 'pat@apps.test', name: 'Pat Person' },
    globex.companyId,
    globexOpening,
  );
});
afterAll(() => t.close());

describe('GET /api/candidate/applications', () => {
  it("lists the person's applications, each with its company and opening, the older in progress first", async () => {
    const response = await person.client.get(APP);
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as TCandidateApplications;
    expect(items.map((i) => [i.id, i.companyName, i.window.assessmentName, i.testStatus, i.locked])).toEqual([
      [person.candidateId, 'Acme Apps', 'Test assessment', 'questions_generated', false],
      [second, 'Globex Apps', 'Support Agent — Remote', 'questions_generated', false],
    ]);
    expect((await other.client.get(APP)).json().items.map((i: { id: string }) => i.id)).toEqual([
      other.candidateId,
    ]);
    expect((await new TestClient(t.app).get(APP)).statusCode).toBe(401);
  });
});

describe('routes by application id', () => {
  it('answer for the application named, and 404 for anyone else’s, an unknown or a malformed id', async () => {
    const first = (await person.client.get(`${APP}/${person.candidateId}/me`)).json();
    expect(first).toMatchObject({ id: person.candidateId, companyName: 'Acme Apps' });
    expect(first).toEqual((await person.client.get('/api/candidate/me')).json());
    const globex = (await person.client.get(`${APP}/${second}/me`)).json();
    expect(globex).toMatchObject({ id: second, companyName: 'Globex Apps' });

    for (const id of [other.candidateId, crypto.randomUUID(), 'not-an-id']) {
      for (const [method, path, body] of [
        ['GET', 'me', undefined],
        ['GET', 'sections', undefined],
        ['POST', 'notice/acknowledge', { version: 'x' }],
        ['GET', 'my-data', undefined],
      ] as const) {
        const response = await person.client.request(method, `${APP}/${id}/${path}`, body);
        expect(response.statusCode, `${method} ${path} of ${id}`).toBe(404);
        expect(response.json().error.message).toBe('Application not found');
      }
    }
    // The other person's own id works for them, and only for them.
    expect((await other.client.get(`${APP}/${other.candidateId}/me`)).statusCode).toBe(200);
    expect((await other.client.get(`${APP}/${second}/me`)).statusCode).toBe(404);
  });

  it("takes each application's test on its own: notice, section, answers and status stay with it", async () => {
    const sectionsOf = async (id: string) =>
      ((await person.client.get(`${APP}/${id}/sections`)).json() as TCandidateSectionsResponse).sections;
    const [acmeSection] = await sectionsOf(person.candidateId);
    const [globexSection] = await sectionsOf(second);
    expect(acmeSection?.name).toBe('Logical Reasoning');
    expect(globexSection?.name).toBe('English Grammar');

    // The notice is acknowledged per application: Globex's is not read yet.
    const start = await person.client.post(`${APP}/${second}/sections/${globexSection?.id}/start`);
    expect(start.statusCode).toBe(409);
    const notice = (await person.client.get(`${APP}/${second}/notice`)).json();
    expect(JSON.stringify(notice.notice)).toContain('Globex Apps');
    await person.client.post(`${APP}/${second}/notice/acknowledge`, { version: notice.version });
    expect(
      (await person.client.post(`${APP}/${second}/sections/${globexSection?.id}/start`)).statusCode,
    ).toBe(200);
    // A section of one application is not found under the other.
    expect(
      (await person.client.post(`${APP}/${person.candidateId}/sections/${globexSection?.id}/start`))
        .statusCode,
    ).toBe(404);

    // Answers land in the application whose form holds the question, by either route.
    const [q1, q2] = (await formQuestions(t.context.db, second)).filter(
      (q) => q.sectionId === globexSection?.id,
    );
    const scoped = await person.client.put(`${APP}/${second}/answers/${q1?.id}`, {
      value: 0,
      questionIndex: 0,
    });
    expect(scoped.statusCode, scoped.body).toBe(200);
    const unscoped = await person.client.put(`/api/candidate/answers/${q2?.id}`, {
      value: 1,
      questionIndex: 1,
    });
    expect(unscoped.statusCode, unscoped.body).toBe(200);
    const saved = await t.context.db
      .select({ candidateId: answers.candidateId })
      .from(answers)
      .where(eq(answers.candidateId, second));
    expect(saved).toHaveLength(2);
    // Under the other application's id, Globex's question is none of its own.
    expect(
      (
        await person.client.put(`${APP}/${person.candidateId}/answers/${q1?.id}`, {
          value: 1,
          questionIndex: 0,
        })
      ).statusCode,
    ).toBe(404);

    const apps = (await person.client.get(APP)).json() as TCandidateApplications;
    expect(apps.items.map((i) => [i.id, i.testStatus])).toEqual([
      [person.candidateId, 'questions_generated'],
      [second, 'in_progress'],
    ]);
  });
});

describe('GET /api/candidate/dashboard (issue 38)', () => {
  it('answers what the dashboard shows in one request, each part as its own route answers it', async () => {
    for (const base of ['/api/candidate', `${APP}/${second}`, `${APP}/${person.candidateId}`]) {
      const home = await person.client.get(`${base}/dashboard`);
      expect(home.statusCode, home.body).toBe(200);
      const body = home.json();
      const part = async (path: string) => (await person.client.get(`${base}/${path}`)).json();
      expect(body.self).toEqual(await part('me'));
      const { serverNow: _homeNow, ...sections } = body.sections;
      const { serverNow: _now, ...ownSections } = await part('sections');
      expect(sections).toEqual(ownSections);
      expect(body.eligibility).toEqual(await part('submission-eligibility'));
      expect(body.notice).toEqual(await part('notice'));
      expect(body.accommodations).toEqual(await part('accommodations'));
    }
    // Unscoped, it is the application the other unscoped routes answer for.
    expect((await person.client.get('/api/candidate/dashboard')).json().self.id).toBe(person.candidateId);
    expect((await other.client.get(`${APP}/${second}/dashboard`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get('/api/candidate/dashboard')).statusCode).toBe(401);
  });
});
