import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { verifyPassword } from '../../apps/server/src/modules/auth/password';
import { bareUpsertOne } from './autosave';
import type { ExamEntry, SavedAnswer } from './examday-journey';
import { type Step, StepRecorder, type StepStats } from './examday-steps';

/** The server's own pool size: the floors get as many connections as the app has. */
const POOL_MAX = 20;

// Each step's main statement, written plainly (the repositories' queries without the ORM and the HTTP).
const SECTIONS = `
  SELECT s.id, s.name, count(q.id)::int AS questions,
    (count(a.id) FILTER (WHERE coalesce(btrim(a.answer_data->>'value'), '') <> ''))::int AS answered,
    sa.started_at, sa.deadline_at, sa.submitted_at
  FROM sections s
  LEFT JOIN questions q ON q.section_id = s.id AND q.candidate_id = $1
  LEFT JOIN answers a ON a.question_id = q.id AND a.candidate_id = $1
  LEFT JOIN section_attempts sa ON sa.section_id = s.id AND sa.candidate_id = $1
  WHERE s.assessment_id = (SELECT assessment_id FROM candidates WHERE id = $1)
  GROUP BY s.id, sa.candidate_id, sa.section_id ORDER BY s.display_order`;
const ATTEMPT = `SELECT started_at, deadline_at, submitted_at FROM section_attempts
  WHERE candidate_id = $1 AND section_id = $2`;
const QUESTIONS = `SELECT q.id, q.question_number, q.option_order, q.time_limit_seconds, i.*, p.*
  FROM questions q JOIN items i ON i.id = q.item_id LEFT JOIN passages p ON p.id = i.passage_id
  WHERE q.candidate_id = $1 AND q.section_id = $2 ORDER BY q.question_number`;
const LIST = `SELECT * FROM candidates WHERE company_id = (SELECT company_id FROM candidates WHERE id = $1)
  ORDER BY created_at DESC LIMIT 25`;
const SUMMARY = `SELECT test_status, count(*)::int FROM candidates
  WHERE company_id = (SELECT company_id FROM candidates WHERE id = $1) GROUP BY test_status`;

/** Starts `work` `perSecond` times a second (open loop, like the exam's arrivals) for `seconds`. */
async function openLoop(
  steps: StepRecorder,
  step: Step,
  perSecond: number,
  seconds: number,
  work: (i: number) => Promise<unknown>,
) {
  const total = Math.max(1, Math.round(perSecond * seconds));
  const started = performance.now();
  const running: Promise<unknown>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    running.push(steps.time(step, () => work(i)).catch(() => {}));
  }
  await Promise.all(running);
}

/** The campus entry's own statements: the link's application (by a token hash) and a session row for it. */
async function linkEntry(pool: pg.Pool, candidateId: string) {
  const hash = createHash('sha256').update(randomUUID()).digest('base64url');
  await pool.query(
    `SELECT c.id, c.user_id FROM application_links l JOIN candidates c ON c.id = l.application_id
     JOIN companies co ON co.id = c.company_id LEFT JOIN assessments a ON a.id = c.assessment_id
     WHERE l.token_hash = $1`,
    [hash],
  );
  // The bench's database is thrown away after the run: the floor's sessions stay in it.
  await pool.query(
    `INSERT INTO session (id, token, expires_at, user_id, application_id)
     SELECT gen_random_uuid()::text, $2, now() + interval '1 day', user_id, id FROM candidates WHERE id = $1`,
    [candidateId, hash],
  );
}

/**
 * Each step's floor at the rate the exam ran it: the argon2id verification alone for sign-in (the
 * server's own verifyPassword and parameters, in this process), or for the campus entry the link's lookup
 * and its session's insert (decision 033), the bare-client upsert for saves, and the main statement through
 * a bare pg Pool for the others (none for submit and evaluation).
 */
export async function examFloors(options: {
  databaseUrl: string;
  adminEmail: string;
  password: string;
  entry: ExamEntry;
  exam: StepStats[];
  saved: SavedAnswer[];
  seconds: number;
}): Promise<StepStats[]> {
  const { exam, saved, seconds } = options;
  const rate = (step: Step) => exam.find((s) => s.step === step)?.perSecond ?? 0;
  const pick = (i: number) => saved[i % saved.length] as SavedAnswer;
  const steps = new StepRecorder();
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_MAX });
  try {
    const { rows } = await pool.query<{ password: string }>(
      `SELECT a.password FROM account a JOIN "user" u ON u.id = a.user_id
       WHERE u.email = $1 AND a.provider_id = 'credential'`,
      [options.adminEmail],
    );
    const hash = rows[0]?.password as string;
    const signIn = async () => {
      if (!(await verifyPassword({ hash, password: options.password })))
        throw new Error('the password does not verify');
    };
    const floors: [Step, (i: number) => Promise<unknown>][] = [
      ['sign-in', options.entry === 'link' ? (i) => linkEntry(pool, pick(i).candidateId) : signIn],
      ['dashboard', (i) => pool.query(SECTIONS, [pick(i).candidateId])],
      ['start', (i) => pool.query(ATTEMPT, [pick(i).candidateId, pick(i).sectionId])],
      ['questions', (i) => pool.query(QUESTIONS, [pick(i).candidateId, pick(i).sectionId])],
      ['save', (i) => bareUpsertOne(pool, pick(i))],
      ['admin refetch', (i) => pool.query(i % 2 ? SUMMARY : LIST, [pick(i).candidateId])],
    ];
    for (const [step, work] of floors)
      if (rate(step) > 0 && saved.length > 0) await openLoop(steps, step, rate(step), seconds, work);
  } finally {
    await pool.end();
  }
  if (steps.firstErrors.length > 0) throw new Error(`floors failed: ${steps.firstErrors.join('; ')}`);
  return steps.stats();
}
