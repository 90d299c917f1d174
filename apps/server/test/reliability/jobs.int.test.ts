import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { createTestApp, signedInAdmin, type TestApp } from '../helpers';
import { givePlan } from '../plans';
import { buildServer } from '../process';
import { eventually, Instance, RetryingClient, uploadCohort } from './harness';

/** Two chunks of 250 with four tests each: chunks long enough to be caught mid-run. */
const CANDIDATES = 500;
const TESTS = [TEST_IDS.bigFive, TEST_IDS.workStyle, TEST_IDS.readingComprehension, TEST_IDS.englishGrammar];
// Blueprint lengths: 40 + 20 + 15 + 20.
const QUESTIONS_PER_CANDIDATE = 95;
/** A killed worker's job is retried after this (JOB_EXPIRE_SECONDS); a chunk takes well under it. */
const EXPIRE_SECONDS = '4';

let t: TestApp;
const instances: Instance[] = [];

beforeAll(async () => {
  await buildServer();
  t = await createTestApp({}, { workers: false });
}, 90_000);
afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await t?.close();
});

describe('jobs: a worker killed mid-job', () => {
  it('leaves no half-written candidate, and the job is retried and completes', async () => {
    const admin = await signedInAdmin(t, 'admin@jobs.test', { name: 'Jobs Co', industry: 'Technology' });
    await givePlan(t.context, admin.companyId);
    const env = { JOB_EXPIRE_SECONDS: EXPIRE_SECONDS };
    const api = await Instance.create(t.url, { ...env, MODE: 'api' });
    const worker = await Instance.create(t.url, { ...env, MODE: 'worker' });
    instances.push(api, worker);
    await Promise.all([api.start(), worker.start()]);
    const db = new pg.Client({ connectionString: t.url });
    await db.connect();
    try {
      const session = await new RetryingClient(api.url).signIn('admin@jobs.test', 'admin-pass-1');
      await uploadCohort(api.url, session.cookie, 'jobs.test', CANDIDATES, TESTS);

      // SIGKILL the worker as soon as a pipeline chunk is running.
      const active = async () =>
        (
          await db.query<{ id: string }>(
            `SELECT id FROM pgboss.job WHERE name = 'pipeline.provision' AND state = 'active'`,
          )
        ).rows.map((r) => r.id);
      let killed: string[] = [];
      await eventually(
        'a pipeline chunk running',
        async () => {
          killed = await active();
          return killed.length > 0;
        },
        30_000,
      );
      await worker.kill();
      // Still active after the kill: the worker died inside the job, not after it.
      const stillActive = (await active()).filter((id) => killed.includes(id));
      expect(stillActive.length).toBeGreaterThan(0);

      // No half-written candidate: a full form with all its questions, or nothing.
      const forms = async () =>
        (
          await db.query<{ forms: string; questions: string }>(
            `SELECT (SELECT count(*) FROM candidate_forms f WHERE f.candidate_id = c.id) AS forms,
                    (SELECT count(*) FROM questions q WHERE q.candidate_id = c.id) AS questions
             FROM candidates c WHERE c.email LIKE '%@jobs.test'`,
          )
        ).rows.map((r) => `${r.forms}:${r.questions}`);
      const halfway = new Set(await forms());
      for (const shape of halfway) expect(['0:0', `1:${QUESTIONS_PER_CANDIDATE}`]).toContain(shape);

      // A new worker picks the expired job up again and finishes every candidate.
      await worker.start();
      await eventually(
        'the killed chunks retried and completed',
        async () =>
          (
            await db.query(
              `SELECT 1 FROM pgboss.job WHERE id = ANY($1::uuid[]) AND state = 'completed' AND retry_count >= 1`,
              [stillActive],
            )
          ).rowCount === stillActive.length,
        60_000,
      );
      await eventually(
        'every candidate provisioned and invited',
        async () =>
          Number(
            (
              await db.query(
                `SELECT count(*) AS n FROM candidates WHERE email LIKE '%@jobs.test' AND test_status = 'questions_generated'`,
              )
            ).rows[0]?.n,
          ) === CANDIDATES &&
          Number(
            (await db.query(`SELECT count(DISTINCT "to") AS n FROM outbox WHERE "to" LIKE '%@jobs.test'`))
              .rows[0]?.n,
          ) === CANDIDATES,
        60_000,
      );
      expect(new Set(await forms())).toEqual(new Set([`1:${QUESTIONS_PER_CANDIDATE}`]));
      const twice = await db.query(
        `SELECT "to" FROM outbox WHERE "to" LIKE '%@jobs.test' GROUP BY "to" HAVING count(*) > 1`,
      );
      expect(twice.rows).toEqual([]);
    } finally {
      await db.end();
    }
  }, 150_000);
});
