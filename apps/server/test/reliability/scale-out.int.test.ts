import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { openStream } from '../event-stream';
import { createTestApp, signedInAdmin, type TestApp } from '../helpers';
import { givePlan } from '../plans';
import { buildServer } from '../process';
import { cohort, eventually, Instance, RetryingClient, uploadCohort } from './harness';

/** Three pipeline chunks of 250: enough jobs for both workers to compete for them. */
const CANDIDATES = 600;
const TESTS = [TEST_IDS.logicalReasoning, TEST_IDS.englishGrammar];
/** Candidates who answer and submit, for the evaluation jobs. */
const EVALUATED = 6;

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

describe('scale-out: two API processes and two workers on one database', () => {
  it('shows an upload through one API live on the other, and runs every job exactly once', async () => {
    const admin = await signedInAdmin(t, 'admin@scale.test', { name: 'Scale Co', industry: 'Technology' });
    await givePlan(t.context, admin.companyId);
    const [api1, api2, worker1, worker2] = await Promise.all([
      Instance.create(t.url, { MODE: 'api' }),
      Instance.create(t.url, { MODE: 'api' }),
      Instance.create(t.url, { MODE: 'worker' }),
      Instance.create(t.url, { MODE: 'worker' }),
    ]);
    if (!api1 || !api2 || !worker1 || !worker2) throw new Error('instances missing');
    instances.push(api1, api2, worker1, worker2);
    await Promise.all(instances.map((i) => i.start()));

    const [on1, on2] = await Promise.all(
      [api1, api2].map((api) => new RetryingClient(api.url).signIn('admin@scale.test', 'admin-pass-1')),
    );
    const stream = await openStream(api2.url, on2?.cookie ?? '');
    try {
      await eventually('stream ready', () => stream.events.includes('ready {}'), 5_000);
      const { candidateIds } = await uploadCohort(
        api1.url,
        on1?.cookie ?? '',
        'scale.test',
        CANDIDATES,
        TESTS,
      );
      expect(candidateIds).toHaveLength(CANDIDATES);
      await eventually('the upload live on the other API', () =>
        stream.events.some((e) => e.startsWith('candidates ')),
      );
    } finally {
      stream.close();
    }

    const db = new pg.Client({ connectionString: t.url });
    await db.connect();
    try {
      const count = async (text: string) => Number((await db.query(text)).rows[0]?.n ?? 0);
      await eventually(
        'every candidate provisioned and invited',
        async () =>
          (await count(
            `SELECT count(*) AS n FROM candidates WHERE email LIKE '%@scale.test' AND test_status = 'questions_generated'`,
          )) === CANDIDATES &&
          (await count(`SELECT count(*) AS n FROM outbox WHERE "to" LIKE '%@scale.test'`)) >= CANDIDATES,
        60_000,
      );
      // Let a duplicate delivery, if any, land before counting.
      await eventually(
        'every job settled',
        async () =>
          (await count(
            `SELECT count(*) AS n FROM pgboss.job WHERE name IN ('pipeline.provision', 'mail.send') AND state NOT IN ('completed')`,
          )) === 0,
        30_000,
      );

      // Each candidate: one form, one set of questions, one invitation.
      const forms = await db.query(
        `SELECT c.id, count(DISTINCT f.candidate_id) AS forms, count(q.id) AS questions
         FROM candidates c LEFT JOIN candidate_forms f ON f.candidate_id = c.id
         LEFT JOIN questions q ON q.candidate_id = c.id
         WHERE c.email LIKE '%@scale.test' GROUP BY c.id`,
      );
      expect(forms.rows).toHaveLength(CANDIDATES);
      expect(new Set(forms.rows.map((r) => Number(r.forms)))).toEqual(new Set([1]));
      expect(new Set(forms.rows.map((r) => Number(r.questions))).size).toBe(1);
      const mails = await db.query(
        `SELECT "to", count(*) AS n FROM outbox WHERE "to" LIKE '%@scale.test' GROUP BY "to"`,
      );
      expect(mails.rows).toHaveLength(CANDIDATES);
      expect(mails.rows.filter((r) => Number(r.n) !== 1)).toEqual([]);

      // Every pipeline job ran once, without a retry.
      const jobs = await db.query(
        `SELECT state, retry_count FROM pgboss.job WHERE name = 'pipeline.provision'`,
      );
      expect(jobs.rows).toHaveLength(Math.ceil(CANDIDATES / 250));
      expect(jobs.rows.every((j) => j.state === 'completed' && j.retry_count === 0)).toBe(true);

      // Candidates answer through one API and submit through the other: each submission evaluated once.
      const graded = await cohort(t, EVALUATED, [TEST_IDS.logicalReasoning], 'scale-eval');
      await Promise.all(
        graded.members.map(async (member) => {
          const [first, second] = await Promise.all(
            [api1, api2].map((api) => new RetryingClient(api.url).signIn(member.email, graded.password)),
          );
          if (!first || !second) throw new Error('sessions missing');
          await first.acknowledgeNotice();
          const { sections } = (await first.request('GET', '/api/candidate/sections')).body as {
            sections: { id: string; name: string; questionCount: number }[];
          };
          for (const section of sections) {
            expect(
              (await first.request('POST', `/api/candidate/sections/${section.id}/start`, {})).status,
            ).toBe(200);
            const detail = (await first.request('GET', `/api/candidate/sections/${section.id}`)).body as {
              questions: { id: string }[];
            };
            for (const [questionIndex, q] of detail.questions.entries()) {
              const saved = await first.request('PUT', `/api/candidate/answers/${q.id}`, {
                value: 0,
                questionIndex,
              });
              expect(saved.status).toBe(200);
            }
          }
          const submitted = await second.request('POST', '/api/submit-assessment', {
            candidate_id: member.candidateId,
            user_id: member.userId,
            submission_data: {
              total_sections: sections.length,
              completed_sections: sections.length,
              total_questions: 0,
              total_answers: 0,
              completion_rate: 100,
              section_details: sections.map((section) => ({
                section_id: section.id,
                section_name: section.name,
                questions_count: section.questionCount,
                answers_count: section.questionCount,
                completion_status: 'completed',
              })),
              profile_data: {},
            },
          });
          expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
        }),
      );
      const ids = graded.members.map((m) => m.candidateId);
      await eventually(
        'every submission evaluated',
        async () =>
          (
            await db.query(
              `SELECT 1 FROM evaluations WHERE candidate_id = ANY($1::uuid[]) AND evaluation_status <> 'pending'`,
              [ids],
            )
          ).rowCount === EVALUATED,
        30_000,
      );
      const evaluations = await db.query(
        `SELECT candidate_id, count(*) AS n FROM evaluations WHERE candidate_id = ANY($1::uuid[]) GROUP BY 1`,
        [ids],
      );
      expect(evaluations.rows.map((r) => Number(r.n))).toEqual(ids.map(() => 1));
      // The worker marks a job completed just after its handler wrote the evaluation.
      await eventually(
        'every evaluation job finished',
        async () =>
          (
            await db.query(
              `SELECT 1 FROM pgboss.job j JOIN evaluations e ON e.id::text = j.data->>'evaluationId'
               WHERE j.name = 'evaluation.run' AND e.candidate_id = ANY($1::uuid[]) AND j.state = 'active'`,
              [ids],
            )
          ).rowCount === 0,
        10_000,
      );
      const runs = await db.query(
        `SELECT j.state, j.retry_count FROM pgboss.job j JOIN evaluations e ON e.id::text = j.data->>'evaluationId'
         WHERE j.name = 'evaluation.run' AND e.candidate_id = ANY($1::uuid[])`,
        [ids],
      );
      expect(runs.rows.map((r) => `${r.state}:${r.retry_count}`)).toEqual(ids.map(() => 'completed:0'));
    } finally {
      await db.end();
    }
  }, 120_000);
});
