import type { TCandidateSectionDetail, TCandidateSectionsResponse } from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANDIDATE_PASSWORD, createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, TestClient } from '../../../test/helpers';
import { answers } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { saveTogether } from './answer-save';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let assessment: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'admin@answer-batch.test', { name: 'Answer Batch', industry: 'Finance' });
  assessment = await createAssessment(t, admin.companyId, [
    TEST_IDS.businessWriting,
    TEST_IDS.situationalJudgement,
  ]);
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

type Question = TCandidateSectionDetail['questions'][number];
type Candidate = Awaited<ReturnType<typeof signedInCandidate>> & {
  email: string;
  sections: TCandidateSectionDetail[];
};

let count = 0;
/** A candidate with `started` of their sections started (in display order), and each section's questions. */
async function candidate(started: number): Promise<Candidate> {
  const email = `c${++count}@answer-batch.test`;
  const c = await signedInCandidate(t, admin.companyId, assessment, email);
  const list: TCandidateSectionsResponse['sections'] = (await c.client.get('/api/candidate/sections')).json()
    .sections;
  const sections: TCandidateSectionDetail[] = [];
  for (const section of list.slice(0, started)) {
    expect((await c.client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    sections.push((await c.client.get(`/api/candidate/sections/${section.id}`)).json());
  }
  return { ...c, email, sections };
}

const question = (c: Candidate, section: number, index: number) =>
  c.sections[section]?.questions[index] as Question;
const valueFor = (q: Question, n = 0) => (q.questionType === 'open_ended' ? `Answer ${n}` : n % 2);
const save = (c: { client: TestClient }, q: Question, body: Record<string, unknown>) =>
  c.client.put(`/api/candidate/answers/${q.id}`, body);

/** The statements the saves ran: `save_answers` for a batch, `save_answer` for a save alone. */
function countStatements() {
  const query = vi.spyOn(t.context.db.$client, 'query');
  return (name: string) =>
    query.mock.calls.filter(([config]) => (config as { name?: string } | undefined)?.name === name).length;
}

describe('saves that arrive together (decision 024)', () => {
  it('share one statement, and each answers what it would answer alone', async () => {
    const [a, b, closed, fresh] = [
      await candidate(2),
      await candidate(1),
      await candidate(1),
      await candidate(0),
    ];
    const closedQuestion = question(closed, 0, 0);
    expect(
      (await save(closed, closedQuestion, { value: valueFor(closedQuestion), questionIndex: 0 })).statusCode,
    ).toBe(200);
    expect(
      (await closed.client.post(`/api/candidate/sections/${closed.sections[0]?.section.id}/submit`))
        .statusCode,
    ).toBe(200);
    const choice = a.sections[1]?.questions.find((q) => q.questionType !== 'open_ended') as Question;
    const notStarted = await firstQuestionOf(fresh.candidateId);
    const statements = countStatements();

    const [a1, a2, a3, refused, foreign, late, starting] = await Promise.all([
      save(a, question(a, 0, 0), { value: valueFor(question(a, 0, 0), 1), questionIndex: 0, timeSpentMs: 5 }),
      save(a, question(a, 0, 1), { value: valueFor(question(a, 0, 1), 2), questionIndex: 1 }),
      save(a, choice, { value: 1, questionIndex: 0 }),
      save(b, question(b, 0, 0), { value: 99, questionIndex: 0 }),
      save(b, question(a, 0, 2), { value: valueFor(question(a, 0, 2)), questionIndex: 2 }),
      save(closed, question(closed, 0, 1), { value: valueFor(question(closed, 0, 1)), questionIndex: 1 }),
      save(fresh, notStarted, { value: valueFor(notStarted), questionIndex: 0 }),
    ]);

    expect(statements('save_answers')).toBe(1);
    for (const saved of [a1, a2, a3, starting]) {
      expect(saved?.statusCode, saved?.body).toBe(200);
      expect(saved?.json()).toEqual({
        questionId: expect.any(String),
        savedAt: expect.any(String),
        revision: 0,
        stale: false,
      });
    }
    expect(refused?.statusCode).toBe(400);
    expect(foreign?.statusCode).toBe(404);
    expect(late?.statusCode).toBe(409);
    expect(late?.json().error.code).toBe('SECTION_CLOSED');

    const stored = await t.context.db
      .select()
      .from(answers)
      .where(inArray(answers.candidateId, [a.candidateId, b.candidateId, fresh.candidateId]));
    const storedValue = (candidateId: string, questionId: string) =>
      stored.find((row) => row.candidateId === candidateId && row.questionId === questionId)?.answerData
        .value;
    expect(storedValue(a.candidateId, question(a, 0, 0).id)).toEqual(valueFor(question(a, 0, 0), 1));
    expect(storedValue(a.candidateId, question(a, 0, 1).id)).toEqual(valueFor(question(a, 0, 1), 2));
    expect(storedValue(a.candidateId, choice.id)).toBe(1);
    expect(storedValue(fresh.candidateId, notStarted.id)).toEqual(valueFor(notStarted));
    expect(stored.filter((row) => row.candidateId === b.candidateId)).toEqual([]);
    expect(stored.filter((row) => row.candidateId === a.candidateId)).toHaveLength(3);
  });

  it('answer each revision as alone: a stale one with what is stored', async () => {
    const c = await candidate(1);
    const [q0, q1] = [question(c, 0, 0), question(c, 0, 1)];
    const first = await save(c, q0, { value: valueFor(q0, 1), questionIndex: 0, revision: 500 });
    expect(first.statusCode).toBe(200);
    const statements = countStatements();
    const [stale, newer] = await Promise.all([
      save(c, q0, { value: valueFor(q0, 2), questionIndex: 0, revision: 400 }),
      save(c, q1, { value: valueFor(q1, 3), questionIndex: 1, revision: 600 }),
    ]);
    expect(statements('save_answers')).toBe(1);
    expect(stale.json()).toEqual({ ...first.json(), stale: true });
    expect(newer.json()).toMatchObject({ revision: 600, stale: false });
  });

  it('of one candidate signed in twice, to one question, are both saved, alone after their batch fails', async () => {
    const c = await candidate(1);
    const other = new TestClient(t.app);
    expect(
      (await other.post('/api/auth/sign-in/email', { email: c.email, password: CANDIDATE_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const q = question(c, 0, 0);
    const statements = countStatements();
    const [one, two] = await Promise.all([
      save(c, q, { value: valueFor(q, 1), questionIndex: 0 }),
      save({ client: other }, q, { value: valueFor(q, 2), questionIndex: 0 }),
    ]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    // The batch upserted one row twice and failed; each save then ran alone.
    expect(statements('save_answers')).toBe(1);
    expect(statements('save_answer')).toBe(2);
    const [row] = await t.context.db
      .select()
      .from(answers)
      .where(and(eq(answers.candidateId, c.candidateId), eq(answers.questionId, q.id)));
    expect([valueFor(q, 1), valueFor(q, 2)]).toContainEqual(row?.answerData.value);
  });

  it('take the status locks of their candidates in one order, so concurrent batches do not deadlock', async () => {
    const group = [await candidate(1), await candidate(1), await candidate(1)];
    const ascending = [...group].sort((x, y) => (x.candidateId < y.candidateId ? -1 : 1));
    const last = ascending[ascending.length - 1] as Candidate;
    // First answers all: each row takes its candidate's status lock until its batch commits.
    // Other questions in each batch: neither waits at its upsert for the other's rows.
    const inputs = (order: Candidate[], index: number) =>
      order.map((c) => {
        const q = question(c, 0, index);
        return {
          caller: { userId: c.userId },
          applicationId: null,
          questionId: q.id,
          value: valueFor(q),
          timeSpentMs: null,
          revision: null,
        };
      });
    const holder = await t.context.db.$client.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT lock_candidate_status($1)', [last.candidateId]);
      // Listed in descending order, this batch would wait for the held lock first, holding none; the
      // ascending one would then take the others and wait too; once the lock is free the first would take
      // it and wait for the second's: a deadlock, unless both take the locks in one order.
      const listedDescending = saveTogether(t.context.db, inputs([...ascending].reverse(), 0));
      await waitingForStatusLocks(1);
      const listedAscending = saveTogether(t.context.db, inputs(ascending, 1));
      await waitingForStatusLocks(2);
      await holder.query('COMMIT');
      for (const rows of await Promise.all([listedDescending, listedAscending]))
        for (const row of rows) expect(row?.savedAt).toBeInstanceOf(Date);
    } finally {
      holder.release();
    }
  });
});

async function waitingForStatusLocks(count: number) {
  await expect
    .poll(async () => {
      const { rows } = await t.context.db.execute<{ waiting: number }>(
        sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND wait_event = 'advisory'`,
      );
      return rows[0]?.waiting;
    })
    .toBe(count);
}

/** A section not started shows no questions: the id comes from the form, as a save queued before a reload has it. */
async function firstQuestionOf(candidateId: string): Promise<Question> {
  const { rows } = await t.context.db.execute<{ id: string; questionType: Question['questionType'] }>(
    sql`SELECT q.id, i.type AS "questionType" FROM questions q JOIN items i ON i.id = q.item_id
      WHERE q.candidate_id = ${candidateId} ORDER BY q.section_id, q.question_number LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no question');
  return rows[0] as Question;
}
