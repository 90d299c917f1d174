import type { TCandidateSectionDetail, TCandidateSectionsResponse } from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, type TestClient } from '../../../test/helpers';
import { answers, candidates, profiles, roles, sectionAttempts, session } from '../../db/schema';
import { REVIEWER_READ_ONLY_MESSAGE } from '../../lib/access';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let assessment: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'admin@answer-save.test', { name: 'Answer Save', industry: 'Finance' });
  assessment = await createAssessment(t, admin.companyId, [
    TEST_IDS.businessWriting,
    TEST_IDS.situationalJudgement,
  ]);
});
afterAll(() => t.close());

type Question = TCandidateSectionDetail['questions'][number];

/** Starts every section of the candidate and answers the questions that `keep` accepts. */
async function startAndAnswer(client: TestClient, keep: (q: Question, index: number) => boolean) {
  const list: TCandidateSectionsResponse['sections'] = (await client.get('/api/candidate/sections')).json()
    .sections;
  const details: TCandidateSectionDetail[] = [];
  for (const section of list) {
    expect((await client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail: TCandidateSectionDetail = (
      await client.get(`/api/candidate/sections/${section.id}`)
    ).json();
    details.push(detail);
    for (const [index, q] of detail.questions.entries()) {
      if (!keep(q, index)) continue;
      const saved = await client.put(`/api/candidate/answers/${q.id}`, {
        value: valueFor(q),
        questionIndex: index,
      });
      expect(saved.statusCode).toBe(200);
    }
  }
  return details;
}

const valueFor = (q: Question, n = 0) => (q.questionType === 'open_ended' ? `Answer ${n}` : n % 2);

const statusOf = async (candidateId: string) =>
  (await t.context.db.select().from(candidates).where(eq(candidates.id, candidateId)))[0]?.testStatus;

describe('concurrent saves that complete sections', () => {
  it('always leave the assessment completed', async () => {
    const c = await signedInCandidate(
      t,
      admin.companyId,
      assessment,
      'cc@answer-save.test',
      'Cici Concurrent',
    );
    // A few questions of each section stay open; every round deletes their answers and saves them all at
    // once, each save the last of its section as far as its own statement can see.
    const details = await startAndAnswer(c.client, (_q, index) => index < 2 || index % 3 !== 0);
    const open = details.flatMap((d) =>
      d.questions.flatMap((q, index) => (index < 2 || index % 3 !== 0 ? [] : [{ q, index }])),
    );
    expect(open.length).toBeGreaterThanOrEqual(4);

    for (let round = 1; round <= 30; round++) {
      await t.context.db.delete(answers).where(
        and(
          eq(answers.candidateId, c.candidateId),
          inArray(
            answers.questionId,
            open.map(({ q }) => q.id),
          ),
        ),
      );
      await t.context.db
        .update(candidates)
        .set({ testStatus: 'in_progress' })
        .where(eq(candidates.id, c.candidateId));
      const responses = await Promise.all(
        open.map(({ q, index }) =>
          c.client.put(`/api/candidate/answers/${q.id}`, { value: valueFor(q, round), questionIndex: index }),
        ),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      expect(await statusOf(c.candidateId), `round ${round}`).toBe('completed');
    }
  }, 120_000);

  it('and with a Submit Section of the other section at the same time', async () => {
    const c = await signedInCandidate(t, admin.companyId, assessment, 'cs@answer-save.test', 'Cas Submit');
    const [writing, sjt] = await startAndAnswer(c.client, (_q, index) => index !== 0);
    const first = writing?.questions[0];
    if (!writing || !sjt || !first) throw new Error('two sections expected');
    for (let round = 1; round <= 40; round++) {
      await t.context.db
        .delete(answers)
        .where(and(eq(answers.candidateId, c.candidateId), eq(answers.questionId, first.id)));
      // The other section open again, one question unanswered: only Submit Section completes it.
      await t.context.db
        .update(sectionAttempts)
        .set({ submittedAt: null, closedBy: null })
        .where(
          and(eq(sectionAttempts.candidateId, c.candidateId), eq(sectionAttempts.sectionId, sjt.section.id)),
        );
      await t.context.db
        .update(candidates)
        .set({ testStatus: 'in_progress' })
        .where(eq(candidates.id, c.candidateId));
      const [saved, submitted] = await Promise.all([
        c.client.put(`/api/candidate/answers/${first.id}`, {
          value: valueFor(first, round),
          questionIndex: 0,
        }),
        c.client.post(`/api/candidate/sections/${sjt.section.id}/submit`),
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(await statusOf(c.candidateId), `round ${round}`).toBe('completed');
    }
  }, 120_000);
});

describe('revisions', () => {
  let r: Awaited<ReturnType<typeof signedInCandidate>>;
  let writing: TCandidateSectionDetail;
  const url = (q: Question | undefined) => `/api/candidate/answers/${q?.id}`;
  const stored = async (q: Question | undefined) =>
    (
      await t.context.db
        .select()
        .from(answers)
        .where(and(eq(answers.candidateId, r.candidateId), eq(answers.questionId, q?.id ?? '')))
    )[0];

  beforeAll(async () => {
    r = await signedInCandidate(t, admin.companyId, assessment, 'rev@answer-save.test', 'Rex Revision');
    [writing] = (await startAndAnswer(r.client, () => false)) as [TCandidateSectionDetail];
  });

  it('a stale save changes nothing and answers 200 with the stored revision; a retry gets its first outcome', async () => {
    const q = writing.questions[0];
    const newer = await r.client.put(url(q), {
      value: 'newer',
      questionIndex: 0,
      revision: 2_000,
      timeSpentMs: 9,
    });
    expect(newer.statusCode).toBe(200);
    const saved = newer.json();
    expect(saved).toEqual({ questionId: q?.id, savedAt: expect.any(String), revision: 2_000, stale: false });

    // The slow older save arrives after the newer one.
    const older = await r.client.put(url(q), {
      value: 'older',
      questionIndex: 0,
      revision: 1_000,
      timeSpentMs: 99,
    });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual({ ...saved, stale: true });
    // The newer save retried (its response was lost): the first attempt's outcome, nothing written.
    const retried = await r.client.put(url(q), {
      value: 'newer',
      questionIndex: 0,
      revision: 2_000,
      timeSpentMs: 9,
    });
    expect(retried.json()).toEqual(saved);
    const row = await stored(q);
    expect(row?.answerData.value).toBe('newer');
    expect(row?.revision).toBe(2_000);
    expect(row?.timeSpentMs).toBe(9);
    expect(row?.updatedAt.toISOString()).toBe(saved.savedAt);

    // A refused value is refused whatever its revision.
    const bad = await r.client.put(url(q), { value: 3, questionIndex: 0, revision: 1 });
    expect(bad.statusCode).toBe(400);
    // Without a revision (an older client) a save overwrites and keeps the stored revision.
    const legacy = await r.client.put(url(q), { value: 'legacy', questionIndex: 0 });
    expect(legacy.json()).toMatchObject({ revision: 2_000, stale: false });
    expect((await stored(q))?.answerData.value).toBe('legacy');
    const next = await r.client.put(url(q), { value: 'next', questionIndex: 0, revision: 2_001 });
    expect(next.json()).toMatchObject({ revision: 2_001, stale: false });
    expect((await stored(q))?.answerData.value).toBe('next');
  });

  it('keeps the highest revision whatever order concurrent saves arrive in', async () => {
    const q = writing.questions[1];
    for (let round = 0; round < 20; round++) {
      const base = 10_000 + round * 10;
      const revisions = [1, 2, 3, 4, 5].map((n) => base + n).sort(() => Math.random() - 0.5);
      const responses = await Promise.all(
        revisions.map((revision) =>
          r.client.put(url(q), { value: `v${revision}`, questionIndex: 1, revision }),
        ),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const highest = responses[revisions.indexOf(base + 5)]?.json();
      expect(highest).toMatchObject({ revision: base + 5, stale: false });
      const row = await stored(q);
      expect(row?.answerData.value, `round ${round}`).toBe(`v${base + 5}`);
      expect(row?.revision).toBe(base + 5);
    }
  });

  it('answers a retry after the section closed with its first outcome, and refuses a new revision', async () => {
    const q = writing.questions[2];
    const first = await r.client.put(url(q), { value: 'in time', questionIndex: 2, revision: 50 });
    expect(first.statusCode).toBe(200);
    expect((await r.client.post(`/api/candidate/sections/${writing.section.id}/submit`)).statusCode).toBe(
      200,
    );
    const retried = await r.client.put(url(q), { value: 'in time', questionIndex: 2, revision: 50 });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    const late = await r.client.put(url(q), { value: 'too late', questionIndex: 2, revision: 51 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('SECTION_CLOSED');
  });

  it('orders the first saves that start a section too', async () => {
    const c = await signedInCandidate(t, admin.companyId, assessment, 'st@answer-save.test', 'Sid Start');
    const list: TCandidateSectionsResponse['sections'] = (
      await c.client.get('/api/candidate/sections')
    ).json().sections;
    expect(list.every((section) => section.attempt === null)).toBe(true);
    // Not started, so not shown yet: the ids come from the form, as a save queued before a reload has them.
    const firstQuestions = await Promise.all(
      list.map(async (section) => {
        const [q] = await t.context.db
          .execute<{ id: string; question_type: string }>(
            sql`SELECT q.id, i.type AS question_type FROM questions q JOIN items i ON i.id = q.item_id WHERE q.candidate_id = ${c.candidateId}
              AND section_id = ${section.id} ORDER BY question_number LIMIT 1`,
          )
          .then((result) => result.rows);
        if (!q) throw new Error('no question');
        return q;
      }),
    );
    for (const q of firstQuestions) {
      const value = (n: number) => (q.question_type === 'open_ended' ? `v${n}` : n % 2);
      const responses = await Promise.all([
        c.client.put(`/api/candidate/answers/${q.id}`, { value: value(7), questionIndex: 0, revision: 7 }),
        c.client.put(`/api/candidate/answers/${q.id}`, { value: value(6), questionIndex: 0, revision: 6 }),
      ]);
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      expect(responses[0]?.json()).toMatchObject({ revision: 7, stale: false });
      // Revision 6 was either saved first (then overwritten) or found 7 stored already.
      const older = responses[1]?.json();
      expect([
        { revision: 6, stale: false },
        { revision: 7, stale: true },
      ]).toContainEqual({
        revision: older.revision,
        stale: older.stale,
      });
      const [row] = await t.context.db
        .select()
        .from(answers)
        .where(and(eq(answers.candidateId, c.candidateId), eq(answers.questionId, q.id)));
      expect(row?.answerData.value).toBe(value(7));
    }
  });
});

describe('the session checked by the save statement itself (decision 022)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A candidate with a started first section, and that section's first question. */
  async function candidateWithQuestion(email: string) {
    const c = await signedInCandidate(t, admin.companyId, assessment, email);
    const [section] = (await c.client.get('/api/candidate/sections')).json().sections;
    expect((await c.client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const [q] = (await c.client.get(`/api/candidate/sections/${section.id}`)).json().questions as Question[];
    if (!q) throw new Error('no question');
    return { ...c, q, body: { value: valueFor(q), questionIndex: 0 } };
  }

  const savedAnswers = async (candidateId: string) =>
    (await t.context.db.select().from(answers).where(eq(answers.candidateId, candidateId))).length;

  it('saves in one query, without Better Auth or a session read before it', async () => {
    const c = await candidateWithQuestion('one-trip@answer-save.test');
    const queries = vi.spyOn(t.context.db.$client, 'query');
    const betterAuth = vi.spyOn(t.context.auth.api, 'getSession');
    const saved = await c.client.put(`/api/candidate/answers/${c.q.id}`, c.body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(queries).toHaveBeenCalledTimes(1);
    expect(betterAuth).not.toHaveBeenCalled();
    expect(await savedAnswers(c.candidateId)).toBe(1);
  });

  it('lets Better Auth refresh a session due for it, then saves', async () => {
    const c = await candidateWithQuestion('refresh@answer-save.test');
    const { expiresIn, updateAge } = (await t.context.auth.$context).sessionConfig;
    const dueAt = new Date(Date.now() + (expiresIn - updateAge - 60) * 1000);
    await t.context.db.update(session).set({ expiresAt: dueAt }).where(eq(session.userId, c.userId));
    const saved = await c.client.put(`/api/candidate/answers/${c.q.id}`, c.body);
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.context.db.select().from(session).where(eq(session.userId, c.userId));
    expect(row?.expiresAt.valueOf()).toBeGreaterThan(dueAt.valueOf());
  });

  it('refuses an expired or revoked session with 401 whatever the body or path, and saves nothing', async () => {
    const expired = await candidateWithQuestion('expired@answer-save.test');
    await t.context.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(session.userId, expired.userId));
    const revoked = await candidateWithQuestion('revoked@answer-save.test');
    await t.context.db.delete(session).where(eq(session.userId, revoked.userId));
    for (const c of [expired, revoked]) {
      const url = `/api/candidate/answers/${c.q.id}`;
      const json = { 'content-type': 'application/json' };
      const refused = [
        await c.client.put(url, c.body),
        await c.client.put(url, { value: { not: 'an answer' } }),
        await c.client.request('PUT', url, '{"value":', json),
        await c.client.put('/api/candidate/answers/not-a-uuid', c.body),
      ];
      for (const response of refused) {
        expect(response.statusCode, response.body).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHORIZED');
      }
      expect(await savedAnswers(c.candidateId)).toBe(0);
    }
  });

  it("refuses a company member's signed session with 403 before the body is looked at", async () => {
    const c = await candidateWithQuestion('member-target@answer-save.test');
    const url = `/api/candidate/answers/${c.q.id}`;
    const other = await signedInAdmin(t, 'other-admin@answer-save.test', {
      name: 'Other',
      industry: 'Finance',
    });
    const reviewer = await signedInAdmin(t, 'reviewer@answer-save.test', {
      name: 'Rev',
      industry: 'Finance',
    });
    await t.context.db
      .update(profiles)
      .set({ roleId: sql`(SELECT ${roles.id} FROM ${roles} WHERE ${roles.name} = 'reviewer')` })
      .where(eq(profiles.id, reviewer.userId));
    for (const body of [c.body, { value: { not: 'an answer' } }]) {
      const byAdmin = await other.client.put(url, body);
      expect(byAdmin.statusCode, byAdmin.body).toBe(403);
      const byReviewer = await reviewer.client.put(url, body);
      expect(byReviewer.statusCode, byReviewer.body).toBe(403);
      expect(byReviewer.json().error.message).toBe(REVIEWER_READ_ONLY_MESSAGE);
    }
    expect(await savedAnswers(c.candidateId)).toBe(0);
  });

  it("does not save into another candidate's question through a valid session", async () => {
    const owner = await candidateWithQuestion('owner@answer-save.test');
    const intruder = await candidateWithQuestion('intruder@answer-save.test');
    const response = await intruder.client.put(`/api/candidate/answers/${owner.q.id}`, owner.body);
    expect(response.statusCode, response.body).toBe(404);
    expect(await savedAnswers(owner.candidateId)).toBe(0);
  });
});
