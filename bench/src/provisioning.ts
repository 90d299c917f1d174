import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Figure } from './report';
import { waitFor } from './server';

// Four pre-built tests: Big Five, work style, reading comprehension, English grammar (95 questions).
const TESTS = [
  '6f1d0a3e-1b7a-4c1e-9a01-000000000001',
  '6f1d0a3e-1b7a-4c1e-9a01-000000000002',
  '6f1d0a3e-1b7a-4c1e-9a01-000000000007',
  '6f1d0a3e-1b7a-4c1e-9a01-000000000005',
];

export type Upload = { assessmentId: string; candidateIds: string[] };

/** `count` candidates (`<name> i`, `<name-lowercased>i@domain`) uploaded as a CSV for the four TESTS. */
export async function uploadCsv(
  base: string,
  cookie: string,
  count: number,
  domain: string,
  name: string,
): Promise<Upload> {
  const rows = Array.from(
    { length: count },
    (_, i) => `${name} ${i},${name.toLowerCase()}${i}@${domain},Analyst,Junior`,
  );
  const form = new FormData();
  form.set(
    'testConfiguration',
    JSON.stringify({ testMode: 'pre-built', selectedTests: TESTS.map((id) => ({ id })) }),
  );
  form.set(
    'file',
    new Blob([`full_name,email,position,experience_level\n${rows.join('\n')}\n`], { type: 'text/csv' }),
    'candidates.csv',
  );
  const response = await fetch(`${base}/api/n8n/csv-upload`, {
    method: 'POST',
    headers: { origin: base, cookie },
    body: form,
  });
  if (!response.ok) throw new Error(`upload of ${count}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Upload;
}

/**
 * Uploads a CSV of `count` candidates and waits until every one has its questions and a queued
 * invitation; the floor copies the same forms (their form_sections rows) with COPY into a scratch table of
 * the same shape.
 */
export async function provisioningBench(
  base: string,
  cookie: string,
  db: pg.Pool,
  count: number,
  /** Also wait for every invitation mail in the outbox (the mail queue drains one job per message). */
  deliveries: boolean,
): Promise<{ figures: Figure[]; upload: Upload; questionRows: number }> {
  const domain = `bench-${count}.test`;
  const sizeBefore = await databaseBytes(db);
  const started = performance.now();
  const upload = await uploadCsv(base, cookie, count, domain, 'Person');
  const responseMs = performance.now() - started;

  // Provisioned: the questions drawn and the account made with its invitation token, in the transaction
  // that also queues the invitation mail (one mail.send job each; delivery is the mail queue's work).
  await waitFor(
    async () => {
      const { rows: r } = await db.query<{ ready: number }>(
        `SELECT count(*)::int AS ready FROM candidates
         WHERE assessment_id = $1 AND test_status = 'questions_generated' AND user_id IS NOT NULL`,
        [upload.assessmentId],
      );
      return r[0]?.ready === count;
    },
    300_000,
    `provisioning ${count} candidates`,
  );
  const provisionedMs = performance.now() - started;
  const delivered = async () =>
    (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE "to" LIKE $1', [
        `%@${domain}`,
      ])
    ).rows[0]?.n;
  if (deliveries)
    await waitFor(async () => (await delivered()) === count, 300_000, `${count} invitation mails`);
  const deliveredMs = performance.now() - started;
  const questionRows = (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM questions WHERE candidate_id IN (SELECT id FROM candidates WHERE assessment_id = $1)',
      [upload.assessmentId],
    )
  ).rows[0]?.n as number;

  const grownBytes = (await databaseBytes(db)) - sizeBefore;
  const { ms: floorMs, bytes: questionBytes } = await copyFloor(db, upload.assessmentId);
  const label = count.toLocaleString('en-US');
  return {
    upload,
    questionRows,
    figures: [
      { name: `CSV ${label}: upload response`, value: responseMs, unit: 'ms', floor: null, budget: null },
      {
        name: `CSV ${label}: fully provisioned`,
        value: provisionedMs,
        unit: 'ms',
        floor: floorMs,
        budget: count === 10_000 ? { limit: 20_000, kind: 'max' } : null,
        note: `${questionRows} questions; floor: their form rows COPY'd into a scratch table`,
      },
      ...(deliveries
        ? [
            {
              name: `CSV ${label}: invitation mails in the outbox`,
              value: deliveredMs,
              unit: 'ms',
              floor: null,
              budget: null,
            } satisfies Figure,
          ]
        : []),
      {
        name: `CSV ${label}: database growth per candidate`,
        value: grownBytes / count / 1024,
        unit: 'KB',
        floor: questionBytes / count / 1024,
        // A fifth of the 78.1 KB a candidate cost when forms copied their items (this bench on d1dcf75).
        budget: count === 10_000 ? { limit: 15.6, kind: 'max' } : null,
        note: "the database's growth over the upload (forms, accounts, invitations, queued mail); floor: the form rows alone with their index",
      },
      {
        name: `CSV ${label}: questions/s`,
        value: questionRows / (provisionedMs / 1000),
        unit: 'questions/s',
        floor: questionRows / (floorMs / 1000),
        budget: null,
      },
    ],
  };
}

const databaseBytes = async (db: pg.Pool) =>
  Number((await db.query<{ n: string }>('SELECT pg_database_size(current_database()) AS n')).rows[0]?.n);

/**
 * COPY of the assessment's forms out of `form_sections` and into a scratch table like it (its primary key
 * included): its time, and the scratch table's size with its index.
 */
async function copyFloor(db: pg.Pool, assessmentId: string): Promise<{ ms: number; bytes: number }> {
  const [source, target] = await Promise.all([db.connect(), db.connect()]);
  try {
    await target.query('DROP TABLE IF EXISTS bench_forms_scratch');
    await target.query('CREATE TABLE bench_forms_scratch (LIKE form_sections INCLUDING ALL)');
    const started = performance.now();
    await pipeline(
      source.query(
        copyTo(
          `COPY (SELECT * FROM form_sections WHERE candidate_id IN (SELECT id FROM candidates WHERE assessment_id = '${assessmentId}')) TO STDOUT`,
        ),
      ),
      target.query(copyFrom('COPY bench_forms_scratch FROM STDIN')),
    );
    const ms = performance.now() - started;
    const { rows } = await target.query<{ n: string }>(
      "SELECT pg_total_relation_size('bench_forms_scratch') AS n",
    );
    await target.query('DROP TABLE bench_forms_scratch');
    return { ms, bytes: Number(rows[0]?.n) };
  } finally {
    source.release();
    target.release();
  }
}
