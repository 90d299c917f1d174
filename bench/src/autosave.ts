import autocannon from 'autocannon';
import pg from 'pg';
import { type Figure, percentiles } from './report';
import { call, inBatches, signIn } from './server';

type Target = { cookie: string; candidateId: string; sectionId: string; questionId: string; body: string };

const OPEN_TEXT = 'I will send the plan on Friday and call if it changes.';

/**
 * Signed-in candidates, each with its first section started: every (session, question) pair the load
 * generator rotates through. Passwords are the admin's hash set in the database (as the e2e
 * `provisionedCandidate` does): the invitation flow is not what is measured.
 */
export async function candidateTargets(
  base: string,
  db: pg.Pool,
  candidateIds: string[],
  admin: { email: string; password: string },
): Promise<Target[]> {
  await givePasswords(db, candidateIds, admin.email);
  const { rows } = await db.query<{ id: string; email: string }>(
    'SELECT id, email FROM candidates WHERE id = ANY($1::uuid[])',
    [candidateIds],
  );
  const perCandidate = await inBatches(rows, 4, async (candidate) => {
    const cookie = await signIn(base, candidate.email, admin.password);
    const { sections } = await call<{ sections: { id: string }[] }>(
      base,
      cookie,
      'GET',
      '/api/candidate/sections',
    );
    const section = sections[0];
    if (!section) throw new Error(`candidate ${candidate.email} has no section`);
    // Starting a section waits for the "Before you start" notice to be acknowledged (issue 21).
    const notice = await call<{ version: string }>(base, cookie, 'GET', '/api/candidate/notice');
    await call(base, cookie, 'POST', '/api/candidate/notice/acknowledge', { version: notice.version });
    await call(base, cookie, 'POST', `/api/candidate/sections/${section.id}/start`, {});
    const detail = await call<{ questions: { id: string; questionType: string }[] }>(
      base,
      cookie,
      'GET',
      `/api/candidate/sections/${section.id}`,
    );
    return detail.questions.map(
      (q, index): Target => ({
        cookie,
        candidateId: candidate.id,
        sectionId: section.id,
        questionId: q.id,
        body: JSON.stringify({
          value: q.questionType === 'open_ended' ? OPEN_TEXT : index % 3,
          questionIndex: index,
          timeSpentMs: 1_000,
        }),
      }),
    );
  });
  const targets = perCandidate.flat();
  // Every body must be one the endpoint accepts, or the load would measure refusals.
  const sample = targets[0] as Target;
  await call(
    base,
    sample.cookie,
    'PUT',
    `/api/candidate/answers/${sample.questionId}`,
    JSON.parse(sample.body),
  );
  return shuffle(targets);
}

/**
 * The candidates' accounts get the admin's password hash (as the e2e `provisionedCandidate` does): the
 * invitation flow is not what is measured.
 */
export async function givePasswords(db: pg.Pool, candidateIds: string[], adminEmail: string) {
  await db.query(
    `INSERT INTO account (id, account_id, provider_id, user_id, password)
     SELECT gen_random_uuid()::text, c.user_id, 'credential', c.user_id, a.password
     FROM candidates c, account a JOIN "user" au ON au.id = a.user_id
     WHERE c.id = ANY($1::uuid[]) AND au.email = $2 AND a.provider_id = 'credential'`,
    [candidateIds, adminEmail],
  );
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

export async function autosaveBench(
  base: string,
  databaseUrl: string,
  targets: Target[],
  connections: number,
  seconds: number,
): Promise<Figure[]> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request) => {
          const t = targets[next++ % targets.length] as Target;
          return {
            ...request,
            method: 'PUT',
            path: `/api/candidate/answers/${t.questionId}`,
            headers: { 'content-type': 'application/json', cookie: t.cookie, origin: base },
            body: t.body,
          };
        },
      },
    ],
  });
  const floor = await bareUpsert(databaseUrl, targets, connections, seconds);
  const failed = result.errors + result.timeouts + result.non2xx;
  const load = `${connections} conn`;
  const budget100 = connections === 100;
  return [
    {
      name: `Answer save ${load}: throughput`,
      value: result.requests.average,
      unit: 'req/s',
      floor: floor.perSecond,
      // Issue 24: at least half of what a bare client gets through the same statement.
      budget: budget100 ? { limit: floor.perSecond / 2, kind: 'min' } : null,
      note: `${result.requests.total} requests, ${failed} errors/non-2xx; floor: the upsert through a bare pg Pool`,
    },
    {
      name: `Answer save ${load}: p50`,
      value: result.latency.p50,
      unit: 'ms',
      floor: floor.p50,
      budget: null,
    },
    {
      name: `Answer save ${load}: p99`,
      value: result.latency.p99,
      unit: 'ms',
      floor: floor.p99,
      // Issue 24: at most twice the bare client's p99.
      budget: budget100 ? { limit: floor.p99 * 2, kind: 'max' } : null,
    },
    {
      name: `Answer save ${load}: errors + non-2xx`,
      value: failed,
      unit: 'req',
      floor: null,
      budget: { limit: 0, kind: 'max' },
    },
  ];
}

/** The endpoint's upsert statement alone, from `connections` clients for the same duration. */
async function bareUpsert(databaseUrl: string, targets: Target[], connections: number, seconds: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const t = targets[next++ % targets.length] as Target;
          const started = performance.now();
          await bareUpsertOne(pool, t);
          latencies.push(performance.now() - started);
        }
      }),
    );
  } finally {
    await pool.end();
  }
  return { perSecond: latencies.length / seconds, ...percentileMs(latencies) };
}

/** The endpoint's upsert statement, one save of `target`'s body through a bare pg Pool. */
export function bareUpsertOne(
  pool: pg.Pool,
  target: Pick<Target, 'candidateId' | 'questionId' | 'sectionId' | 'body'>,
) {
  const body = JSON.parse(target.body) as { value: unknown; questionIndex: number; timeSpentMs: number };
  return pool.query(
    `INSERT INTO answers (candidate_id, question_id, section_id, answer_data, time_spent_ms, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, now(), now())
     ON CONFLICT (question_id, candidate_id) DO UPDATE SET answer_data = excluded.answer_data,
       time_spent_ms = greatest(answers.time_spent_ms, excluded.time_spent_ms), updated_at = now()
     RETURNING updated_at`,
    [
      target.candidateId,
      target.questionId,
      target.sectionId,
      JSON.stringify({ value: body.value, question_index: body.questionIndex }),
      body.timeSpentMs,
    ],
  );
}

const percentileMs = (samples: number[]) => {
  const { median, p99 } = percentiles(samples);
  return { p50: median, p99 };
};
