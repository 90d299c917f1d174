import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { openStream } from '../event-stream';
import type { TestApp } from '../helpers';
import { buildServer } from '../process';
import { Cluster, cohort, eventually, Instance, provisioner, RetryingClient } from './harness';

const CANDIDATES = 20;

let cluster: Cluster;
let server: Instance;
let t: TestApp | null;

beforeAll(async () => {
  await buildServer();
  cluster = await Cluster.create();
  server = await Instance.create(cluster.url);
  await server.start(); // migrates the new database
  t = await provisioner(cluster.url);
}, 90_000);
afterAll(async () => {
  await t?.close().catch(() => {});
  await server?.stop();
  await cluster?.remove();
});

describe('database restart while candidates answer', () => {
  it('recovers without a manual step: answers, jobs and live events work again', async () => {
    if (!t) throw new Error('no provisioner');
    const group = await cohort(t, CANDIDATES, [TEST_IDS.logicalReasoning], 'dbrestart');
    // The provisioner's own connections would only see the restart too.
    await t.close();
    t = null;

    const admin = await new RetryingClient(server.url).signIn(`admin@dbrestart.test`, group.password);
    const stream = await openStream(server.url, admin.cookie);
    await eventually('stream ready', () => stream.events.includes('ready {}'), 5_000);

    const runs = await Promise.all(
      group.members.map(async (member) => {
        const client = await new RetryingClient(server.url, 60_000).signIn(member.email, group.password);
        const { questions } = await client.startFirstSection();
        return {
          member,
          client,
          questions,
          acked: new Map<string, number>(),
        };
      }),
    );
    let stopping = false;
    let restarted = false;
    let afterRestart = 0;
    const load = Promise.all(
      runs.map(async (run) => {
        for (let round = 0; !stopping; round++) {
          const questionIndex = round % run.questions.length;
          const questionId = run.questions[questionIndex] ?? '';
          const value = round % 2;
          const saved = await run.client.request('PUT', `/api/candidate/answers/${questionId}`, {
            value,
            questionIndex,
          });
          expect(saved.status, JSON.stringify(saved.body)).toBe(200);
          run.acked.set(questionId, value);
          if (restarted) afterRestart++;
        }
      }),
    );
    let failure: unknown = null;
    load.catch((error: unknown) => {
      failure = error;
    });
    const answered = () => {
      if (failure) throw failure;
      return runs.every((r) => r.acked.size > 0);
    };
    await eventually('every candidate answered once', answered, 20_000);

    await cluster.stop();
    await eventually('clients see the outage', () => runs.some((r) => r.client.failures > 0), 10_000);
    // Down a few seconds more, so the app's first reconnection attempts fail too (the fault, not a wait).
    await new Promise((r) => setTimeout(r, 3_000));
    await cluster.start();
    restarted = true;

    // The clients' retries succeed and the load goes on.
    await eventually(
      'answers acknowledged after the restart',
      () => {
        if (failure) throw failure;
        return afterRestart >= CANDIDATES * 5;
      },
      30_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\nserver output:\n${server.process?.output().slice(-4000)}`);
    });
    stopping = true;
    await load;
    expect(runs.reduce((sum, r) => sum + r.client.retries, 0)).toBeGreaterThan(0);

    const health = await admin.request('GET', '/api/health');
    expect(health.body).toMatchObject({ status: 'ok', database: 'up' });

    // LISTEN re-subscribed: a change notified after the restart reaches the open stream.
    const notifier = new pg.Client({ connectionString: cluster.url });
    await notifier.connect();
    try {
      const before = stream.events.length;
      await eventually(
        'a live event after the restart',
        async () => {
          await notifier.query(`SELECT pg_notify('candidate_changes', $1)`, [
            JSON.stringify({ companyId: group.companyId, op: 'UPDATE', candidateIds: null }),
          ]);
          return stream.events.slice(before).some((e) => e.startsWith('candidates '));
        },
        20_000,
      );

      // pg-boss resumed: a mail queued now is delivered by the worker.
      const reset = await admin.request('POST', '/api/auth/request-password-reset', {
        email: 'admin@dbrestart.test',
        redirectTo: '/reset-password',
      });
      expect(reset.status).toBe(200);
      await eventually(
        'the reset mail delivered',
        async () =>
          (
            await notifier.query(`SELECT 1 FROM outbox WHERE "to" = $1 AND subject = 'Reset your password'`, [
              'admin@dbrestart.test',
            ])
          ).rowCount === 1,
        20_000,
      );

      // Every acknowledged answer is stored with its last value.
      const stored = await notifier.query<{ candidate_id: string; question_id: string; value: number }>(
        `SELECT candidate_id, question_id, (answer_data->>'value')::int AS value FROM answers
         WHERE candidate_id = ANY($1::uuid[])`,
        [runs.map((r) => r.member.candidateId)],
      );
      const byKey = new Map(stored.rows.map((a) => [`${a.candidate_id}|${a.question_id}`, a.value]));
      for (const run of runs) {
        for (const [questionId, value] of run.acked) {
          expect(byKey.get(`${run.member.candidateId}|${questionId}`)).toBe(value);
        }
      }
    } finally {
      stream.close();
      await notifier.end();
    }
  }, 120_000);
});
