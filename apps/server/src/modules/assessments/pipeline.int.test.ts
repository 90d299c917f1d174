import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formQuestions } from '../../../test/form-questions';
import { createTestApp, signedInAdmin, type TestApp, uploadCsv, waitUntil } from '../../../test/helpers';
import {
  assessments,
  candidateForms,
  candidates,
  outbox,
  questions,
  sections,
  testLibrary,
} from '../../db/schema';
import { runPipelineChunk } from './pipeline.service';
import { TEST_IDS } from './test-ids';

const TESTS = {
  bigFive: TEST_IDS.bigFive,
  workStyle: TEST_IDS.workStyle,
  reading: TEST_IDS.readingComprehension,
  grammar: TEST_IDS.englishGrammar,
};
// Blueprint lengths: 40 + 20 + 15 + 20.
const QUESTIONS_PER_CANDIDATE = 95;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statusCounts = async (companyId: string) =>
  Object.fromEntries(
    (
      await t.context.db
        .select({ status: candidates.testStatus, n: count() })
        .from(candidates)
        .where(eq(candidates.companyId, companyId))
        .groupBy(candidates.testStatus)
    ).map((r) => [r.status, r.n]),
  );

/** The planner's statistics of a table: when it was last analysed by hand (not by autovacuum), its rows. */
const statisticsOf = async (table: string) => {
  const { rows } = await t.context.db.execute<{ analyzed: string | null; rows: number }>(
    sql`SELECT s.last_analyze::text AS analyzed, c.reltuples::float8 AS rows
        FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = ${table}`,
  );
  const [row] = rows;
  if (!row) throw new Error(`no table ${table}`);
  return row;
};

describe('the candidate pipeline', () => {
  it('takes 1,000 uploaded candidates to Ready with personal forms and invitations in the outbox', async () => {
    const admin = await signedInAdmin(t, 'pipeline@acme.test', {
      name: 'Pipeline Co',
      industry: 'Healthcare',
    });
    const config = { testMode: 'pre-built', selectedTests: Object.values(TESTS).map((id) => ({ id })) };
    // A small upload (another company's: this one's plan is spent by the 1,000) leaves them to autovacuum.
    const small = await signedInAdmin(t, 'small@acme.test', { name: 'Small Co', industry: 'Retail' });
    const before = await statisticsOf('candidates');
    await uploadCsv(small, 'full_name,email\nSmall Batch,small@cohort-small.test\n', config);
    expect((await statisticsOf('candidates')).analyzed).toBe(before.analyzed);

    const rows = Array.from({ length: 1_000 }, (_, i) => `Person ${i},person${i}@cohort.test,Nurse,Junior`);
    const { assessmentId, candidateIds } = await uploadCsv(
      admin,
      `full_name,email,position,experience_level\n${rows.join('\n')}\n`,
      config,
    );
    // A large one is analysed before the upload answers: its rows are in the statistics at once.
    const afterUpload = await statisticsOf('candidates');
    expect(afterUpload.analyzed).not.toBe(before.analyzed);
    expect(afterUpload.rows).toBeGreaterThanOrEqual(1_000);

    await waitUntil(async () => (await statusCounts(admin.companyId)).questions_generated === 1_000, 120_000);
    const invited = () =>
      t.context.db
        .select({ n: count() })
        .from(outbox)
        .where(sql`${outbox.to} like '%@cohort.test'`)
        .then(([r]) => r?.n ?? 0);
    await waitUntil(async () => (await invited()) === 1_000, 60_000);
    // The batch's last chunk analyses what the pipeline filled: at least the chunks done before it
    // started (two run at a time) and its own, three of four.
    await waitUntil(async () => (await statisticsOf('form_sections')).analyzed !== null, 30_000);
    expect((await statisticsOf('form_sections')).rows).toBeGreaterThanOrEqual(
      0.75 * 1_000 * Object.keys(TESTS).length - 1,
    );
    expect((await statisticsOf('candidate_forms')).rows).toBeGreaterThanOrEqual(750);
    expect((await statisticsOf('candidates')).analyzed).not.toBe(afterUpload.analyzed);

    const sectionRows = await t.context.db
      .select()
      .from(sections)
      .where(eq(sections.assessmentId, assessmentId))
      .orderBy(sections.displayOrder);
    expect(sectionRows.map((s) => s.testId)).toEqual(Object.values(TESTS));
    expect(sectionRows.map((s) => s.timeLimitMinutes)).toEqual([20, 15, 25, 15]);

    const [{ n: questionRows } = { n: 0 }] = await t.context.db
      .select({ n: count() })
      .from(questions)
      .where(inArray(questions.candidateId, candidateIds));
    expect(questionRows).toBe(1_000 * QUESTIONS_PER_CANDIDATE);
    const withAccount = await t.context.db
      .select({ n: count() })
      .from(candidates)
      .where(and(eq(candidates.companyId, admin.companyId), sql`${candidates.userId} is not null`));
    expect(withAccount[0]?.n).toBe(1_000);

    // Two candidates of the same role: different items, the same blueprint.
    const formOf = (candidateId: string) => formQuestions(t.context.db, candidateId);
    const [first, second] = [await formOf(candidateIds[0] ?? ''), await formOf(candidateIds[1] ?? '')];
    expect(first.map((q) => q.scoring.itemId)).not.toEqual(second.map((q) => q.scoring.itemId));
    const shape = (form: typeof first) =>
      form
        .map(
          (q) => `${q.sectionId}:${q.scoring.trait ?? ''}:${q.scoring.reverse ?? ''}:${q.scoring.cefr ?? ''}`,
        )
        .sort();
    expect(shape(first)).toEqual(shape(second));
    expect(new Set(first.map((q) => q.scoring.itemId)).size).toBe(QUESTIONS_PER_CANDIDATE);

    // A second run of a chunk changes nothing: no second form, no second invitation.
    const [form] = await t.context.db
      .select()
      .from(candidateForms)
      .where(eq(candidateForms.candidateId, candidateIds[0] ?? ''));
    await runPipelineChunk(t.context, { assessmentId, candidateIds: candidateIds.slice(0, 10) });
    expect((await formOf(candidateIds[0] ?? '')).length).toBe(QUESTIONS_PER_CANDIDATE);
    const [again] = await t.context.db
      .select()
      .from(candidateForms)
      .where(eq(candidateForms.candidateId, candidateIds[0] ?? ''));
    expect(again?.seed).toBe(form?.seed);
    expect(await invited()).toBe(1_000);
  }, 240_000);

  it('records why a step failed on the candidate, and a retry after the cause is fixed completes it', async () => {
    const admin = await signedInAdmin(t, 'broken@acme.test', { name: 'Broken Co', industry: 'Retail' });
    const [bankless] = await t.context.db
      .insert(testLibrary)
      .values({
        name: 'Test Without Bank',
        description: 'No items yet',
        category: 'english',
        subCategory: 'none',
        durationMinutes: 10,
        questionCount: 5,
      })
      .returning({ id: testLibrary.id });
    const { assessmentId, candidateIds } = await uploadCsv(
      admin,
      'full_name,email\nFay Fail,fay@fail.test\n',
      {
        testMode: 'pre-built',
        selectedTests: [{ id: bankless?.id }],
      },
    );
    await waitUntil(async () => {
      const [row] = await t.context.db
        .select()
        .from(candidates)
        .where(eq(candidates.id, candidateIds[0] ?? ''));
      return row?.pipelineError === 'No item bank for the test "Test Without Bank"';
    }, 20_000);
    const [row] = await t.context.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, candidateIds[0] ?? ''));
    expect(row?.testStatus).toBe('pending');
    expect(
      await t.context.db
        .select()
        .from(questions)
        .where(eq(questions.candidateId, candidateIds[0] ?? '')),
    ).toEqual([]);

    // The cause removed (the assessment now names a test with a bank), the retry completes the chunk.
    const [grammar] = await t.context.db.select().from(testLibrary).where(eq(testLibrary.id, TESTS.grammar));
    if (!grammar) throw new Error('grammar test missing');
    await t.context.db
      .update(assessments)
      .set({ selectedTests: [grammar] })
      .where(eq(assessments.id, assessmentId));
    // The admin sees the reason on the candidate and retries; another company cannot.
    const id = candidateIds[0] ?? '';
    expect((await admin.client.get(`/api/candidates/${id}`)).json().pipelineError).toBe(
      'No item bank for the test "Test Without Bank"',
    );
    const stranger = await signedInAdmin(t, 'stranger@other.test', { name: 'Other Co', industry: 'Finance' });
    expect((await stranger.client.post('/api/candidates/pipeline/retry', { ids: [id] })).json()).toEqual({
      queued: 0,
    });
    const retried = await admin.client.post('/api/candidates/pipeline/retry', { ids: [id] });
    expect(retried.json()).toEqual({ queued: 1 });
    await waitUntil(
      async () =>
        (await admin.client.get(`/api/candidates/${id}`)).json().testStatus === 'questions_generated',
      20_000,
    );
    await waitUntil(
      async () => (await admin.client.get(`/api/candidates/${id}`)).json().hasAccount === true,
      20_000,
    );
    expect((await admin.client.get(`/api/candidates/${id}`)).json().pipelineError).toBeNull();
    // Finished candidates are not queued again.
    expect((await admin.client.post('/api/candidates/pipeline/retry', { ids: [id] })).json()).toEqual({
      queued: 0,
    });
  });
});
