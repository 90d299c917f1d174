import { DEADLINE_GRACE_SECONDS } from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, sectionAttempts, submissions } from '../../src/db/schema';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { createTestApp, type TestApp } from '../helpers';
import { buildServer } from '../process';
import { type CohortMember, cohort, eventually, Instance, RetryingClient, seeded } from './harness';

const CANDIDATES = 100;
const KILLS = 5;
const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 100_000);

type Section = { id: string; name: string; questionCount: number; answeredCount: number };
type Run = {
  member: CohortMember;
  client: RetryingClient;
  questions: string[];
  sectionId: string;
  /** The last value the server acknowledged (2xx) per question. */
  acked: Map<string, number>;
  /**
   * The save that closed a short-deadline run, when its first attempt got no answer (a kill) and its retry
   * was refused (the deadline had passed by then): the lost attempt may have saved it after the last ack.
   */
  unconfirmed: { questionId: string; value: number } | null;
  shortDeadline: boolean;
  submits: boolean;
  closed: boolean;
  submitted: boolean;
};

let t: TestApp;
let server: Instance;

beforeAll(async () => {
  await buildServer();
  t = await createTestApp({}, { workers: false });
  server = await Instance.create(t.url);
  await server.start();
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await t?.close();
});

describe('crash: the server is killed with SIGKILL while 100 candidates answer', () => {
  it('keeps every acknowledged answer, submits once and holds every deadline', async () => {
    const random = seeded(SEED);
    console.log(`crash test seed ${SEED} (RELIABILITY_SEED=${SEED} replays it)`);
    const group = await cohort(t, CANDIDATES, [TEST_IDS.logicalReasoning], 'crash');

    const runs: Run[] = await Promise.all(
      group.members.map(async (member, i) => {
        // A request may span several outages (restarts take seconds on a busy machine): retry for a minute.
        const client = await new RetryingClient(server.url, 60_000).signIn(member.email, group.password);
        const { sectionId, questions } = await client.startFirstSection();
        return {
          member,
          client,
          sectionId,
          questions,
          acked: new Map(),
          unconfirmed: null,
          shortDeadline: i % 5 === 0,
          submits: i % 10 === 1,
          closed: false,
          submitted: false,
        };
      }),
    );

    // A fifth of the cohort gets a deadline that passes mid-run (as a short section would).
    const shortIds = runs.filter((r) => r.shortDeadline).map((r) => r.member.candidateId);
    await t.context.db
      .update(sectionAttempts)
      .set({ deadlineAt: sql`now() + interval '6 seconds'` })
      .where(inArray(sectionAttempts.candidateId, shortIds));
    const attempts = () =>
      t.context.db
        .select()
        .from(sectionAttempts)
        .where(
          inArray(
            sectionAttempts.candidateId,
            runs.map((r) => r.member.candidateId),
          ),
        );
    const deadlines = new Map((await attempts()).map((a) => [a.candidateId, a.deadlineAt.getTime()]));

    let stopping = false;
    const answer = async (run: Run) => {
      for (let round = 0; !stopping && !run.closed && !run.submitted; round++) {
        const questionIndex = round % run.questions.length;
        const questionId = run.questions[questionIndex] ?? '';
        // Two values: every item type takes option 0 or 1 (true/false items have only those).
        const value = (round + run.member.candidateId.charCodeAt(0)) % 2;
        const saved = await run.client.request('PUT', `/api/candidate/answers/${questionId}`, {
          value,
          questionIndex,
        });
        if (saved.status === 200) run.acked.set(questionId, value);
        else if (saved.status === 409 && run.shortDeadline) {
          run.closed = true;
          if (saved.uncertain) run.unconfirmed = { questionId, value };
        } else
          throw new Error(`answer of ${run.member.email}: ${saved.status} ${JSON.stringify(saved.body)}`);
        // Submitters submit once they have answered everything and a little more, while the kills go on.
        if (run.submits && round >= run.questions.length + Math.floor(random() * 40)) {
          const { sections } = (await run.client.request('GET', '/api/candidate/sections')).body as {
            sections: Section[];
          };
          const submitted = await run.client.request('POST', '/api/submit-assessment', {
            candidate_id: run.member.candidateId,
            user_id: run.member.userId,
            submission_data: {
              total_sections: sections.length,
              completed_sections: sections.length,
              total_questions: 0,
              total_answers: 0,
              completion_rate: 100,
              section_details: sections.map((s) => ({
                section_id: s.id,
                section_name: s.name,
                questions_count: s.questionCount,
                answers_count: s.answeredCount,
                completion_status: 'completed',
              })),
              profile_data: {},
            },
          });
          expect([200, 201], JSON.stringify(submitted.body)).toContain(submitted.status);
          run.submitted = true;
        }
      }
    };
    const load = Promise.all(runs.map(answer));
    let failure: unknown = null;
    load.catch((error: unknown) => {
      failure = error;
    });

    const started = Date.now();
    for (let kill = 1; kill <= KILLS; kill++) {
      // Up at least a second between kills, so the clients get some answers through each time.
      const wait = 1_000 + Math.floor(random() * 2_500);
      await new Promise((r) => setTimeout(r, wait));
      await server.kill();
      console.log(`kill ${kill} at ${Date.now() - started} ms (after ${wait} ms up)`);
      await server.start();
    }
    // Run on until the short deadlines have closed their sections and every submitter submitted.
    await eventually(
      'short deadlines closed and submitters done',
      () => {
        if (failure) throw failure;
        return runs.every((r) => (!r.shortDeadline || r.closed) && (!r.submits || r.submitted));
      },
      30_000,
    );
    stopping = true;
    await load;

    const retried = runs.reduce((sum, r) => sum + r.client.retries, 0);
    console.log(`crash test: ${retried} requests retried across ${KILLS} kills`);
    expect(retried).toBeGreaterThan(0);
    const unconfirmed = runs.filter((r) => r.unconfirmed).length;
    console.log(`crash test: ${unconfirmed} refused retries whose lost first attempt may have saved`);

    // Every acknowledged answer holds its last acknowledged value, or a later one that may have been saved.
    const stored = await t.context.db
      .select({
        candidateId: answers.candidateId,
        questionId: answers.questionId,
        value: sql<number>`(${answers.answerData}->>'value')::int`,
        updatedAt: answers.updatedAt,
      })
      .from(answers)
      .where(
        inArray(
          answers.candidateId,
          runs.map((r) => r.member.candidateId),
        ),
      );
    const byKey = new Map(stored.map((a) => [`${a.candidateId}|${a.questionId}`, a]));
    let checked = 0;
    for (const run of runs) {
      for (const [questionId, value] of run.acked) {
        const possible =
          run.unconfirmed?.questionId === questionId ? [value, run.unconfirmed.value] : [value];
        expect(possible, run.member.email).toContain(
          byKey.get(`${run.member.candidateId}|${questionId}`)?.value,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(CANDIDATES * 5);

    // One submission per submitter, none for the others.
    const counted = await t.context.db
      .select({ candidateId: submissions.candidateId, n: sql<number>`count(*)::int` })
      .from(submissions)
      .where(
        inArray(
          submissions.candidateId,
          runs.map((r) => r.member.candidateId),
        ),
      )
      .groupBy(submissions.candidateId);
    expect(counted.map((c) => c.n)).toEqual(runs.filter((r) => r.submits).map(() => 1));
    expect(new Set(counted.map((c) => c.candidateId))).toEqual(
      new Set(runs.filter((r) => r.submits).map((r) => r.member.candidateId)),
    );

    // Deadlines are unchanged by the restarts, and nothing was accepted after deadline + grace.
    const after = await attempts();
    expect(new Map(after.map((a) => [a.candidateId, a.deadlineAt.getTime()]))).toEqual(deadlines);
    for (const a of stored) {
      const deadline = deadlines.get(a.candidateId) ?? 0;
      expect(a.updatedAt.getTime()).toBeLessThanOrEqual(deadline + DEADLINE_GRACE_SECONDS * 1000);
    }
    const late = await t.context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(answers)
      .innerJoin(
        sectionAttempts,
        and(
          eq(sectionAttempts.candidateId, answers.candidateId),
          eq(sectionAttempts.sectionId, answers.sectionId),
        ),
      )
      .where(
        sql`${answers.updatedAt} > ${sectionAttempts.deadlineAt} + make_interval(secs => ${DEADLINE_GRACE_SECONDS})`,
      );
    expect(late[0]?.n).toBe(0);
  }, 120_000);
});
