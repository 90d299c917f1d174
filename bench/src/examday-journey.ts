import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { BrowserClient } from './examday-client';
import type { StepRecorder } from './examday-steps';
import { type SubmittedSection, submitAssessmentBody } from './submission';

/**
 * How candidates come in: 'password' signs in with a password set beforehand; 'link' is the campus drive
 * (issue 38): each opens the link of their invitation email (decision 033), no password, every one from
 * the bench's one client address as a lab behind one router.
 */
export type ExamEntry = 'password' | 'link';

export type ExamCandidate = {
  id: string;
  email: string;
  userId: string;
  /** The token of the link in their invitation mail. */
  linkToken: string | null;
};

export type ExamPlan = {
  /** Candidates sign in at uniformly random moments within this window. */
  rampMs: number;
  /** How long each candidate keeps saving once its runner is loaded. */
  savingMs: number;
  saveEveryMs: number;
  /** The share of candidates who finish early: they submit every section and the assessment. */
  finisherShare: number;
};

/** What the floors replay: one section of each candidate that loaded one, and an answer it saved. */
export type SavedAnswer = {
  candidateId: string;
  sectionId: string;
  questionId: string;
  body: string;
};

type Section = SubmittedSection;
type Detail = { questions: { id: string; questionType: string }[] };
type Notice = { version: string; acknowledgedAt: string | null };

const OPEN_TEXT = 'I will send the plan on Friday and call if it changes.';
/** The runner's periodic re-sync of the attempt (use-attempt-sync.ts). */
const RESYNC_MS = 30_000;
/** The admin dashboard coalesces a burst of events into one refetch (use-live-refetch.ts). */
const COALESCE_MS = 250;
/** Chrome's per-host limit is six; two carry a candidate's page (one of them its event stream). */
const CANDIDATE_CONNECTIONS = 2;
const ADMIN_CONNECTIONS = 3;
const ADMIN_LIST = '/api/candidates?sort=created_at&order=desc&page=1&pageSize=25';

const jitter = (ms: number) => ms * (0.8 + 0.4 * Math.random());

/**
 * One candidate's exam as the web app makes it: sign-in (or entry by the invitation link), the dashboard's first load (its event stream
 * open), the runner's load of the first section (read, start, read with questions), then a save every
 * ~10 s with the runner's 30 s re-sync; a finisher submits every section and the assessment.
 */
export async function candidateExam(options: {
  candidate: ExamCandidate;
  base: string;
  origin: string;
  password: string;
  entry: ExamEntry;
  plan: ExamPlan;
  finisher: boolean;
  steps: StepRecorder;
  saved: SavedAnswer[];
  onSubmitted: (candidateId: string, at: number) => void;
}) {
  const { candidate, plan, steps } = options;
  const client = new BrowserClient(options.base, options.origin, CANDIDATE_CONNECTIONS);
  let resync: NodeJS.Timeout | undefined;
  // A re-sync still running when the page is left ends normally, not on a destroyed connection.
  let syncing: Promise<unknown> = Promise.resolve();
  try {
    await sleep(Math.random() * plan.rampMs);
    await steps.time('sign-in', () =>
      options.entry === 'link'
        ? client.enter(candidate.linkToken ?? '')
        : client.signIn(candidate.email, options.password),
    );

    const { stream, sections, notice } = await steps.time('dashboard', async () => {
      await client.json('GET', '/api/auth/get-session');
      await client.json('GET', '/api/me');
      await client.json('GET', '/api/candidate/me');
      const [events, list] = await Promise.all([
        client.events('/api/candidate/events', () => {}),
        client.json<{ sections: Section[] }>('GET', '/api/candidate/sections'),
        client.json('GET', '/api/candidate/submission-eligibility'),
      ]);
      const [read] = await Promise.all([
        client.json<Notice>('GET', '/api/candidate/notice'),
        client.json('GET', '/api/candidate/accommodations'),
      ]);
      return { stream: events, sections: list.sections, notice: read };
    });
    // Start Test waits for the notice to be read; the click is the candidate's, not a measured step.
    if (notice.acknowledgedAt === null)
      await client.json('POST', '/api/candidate/notice/acknowledge', { version: notice.version });
    stream.close();

    const section = sections[0];
    if (!section) throw new Error(`${candidate.email} has no section`);
    const path = `/api/candidate/sections/${section.id}`;
    await steps.time('questions', () => client.json('GET', path));
    await steps.time('start', () => client.json('POST', `${path}/start`));
    const detail = await steps.time('questions', () => client.json<Detail>('GET', path));
    resync = setInterval(() => {
      syncing = steps.time('start', () => client.json('POST', `${path}/start`)).catch(() => {});
    }, RESYNC_MS);

    const savingUntil =
      performance.now() + (options.finisher ? plan.savingMs * (0.3 + 0.4 * Math.random()) : plan.savingMs);
    const revisions = new Map<string, number>();
    for (let i = 0; ; i++) {
      await sleep(jitter(plan.saveEveryMs));
      if (performance.now() > savingUntil) break;
      const index = i % detail.questions.length;
      const question = detail.questions[index];
      if (!question) break;
      const revision = (revisions.get(question.id) ?? 0) + 1;
      revisions.set(question.id, revision);
      const body = {
        value: question.questionType === 'open_ended' ? OPEN_TEXT : (i + index) % 3,
        questionIndex: index,
        timeSpentMs: (i + 1) * plan.saveEveryMs,
        revision,
      };
      await steps
        .time('save', () => client.json('PUT', `/api/candidate/answers/${question.id}`, body))
        .catch(() => {});
      if (i === 0)
        options.saved.push({
          candidateId: candidate.id,
          sectionId: section.id,
          questionId: question.id,
          body: JSON.stringify(body),
        });
    }
    clearInterval(resync);
    if (options.finisher) await finish(client, candidate, sections, steps, options.onSubmitted);
  } catch {
    // Counted by the step that failed; the journey ends there, as the page would stop.
  } finally {
    clearInterval(resync);
    await syncing;
    await client.agent.destroy();
  }
}

/** Submit Section on every section (starting those not yet started), then Submit Assessment. */
async function finish(
  client: BrowserClient,
  candidate: ExamCandidate,
  sections: Section[],
  steps: StepRecorder,
  onSubmitted: (candidateId: string, at: number) => void,
) {
  for (const { id } of sections) {
    await steps.time('start', () => client.json('POST', `/api/candidate/sections/${id}/start`));
    await steps.time('submit', () => client.json('POST', `/api/candidate/sections/${id}/submit`));
  }
  const { sections: done } = await client.json<{ sections: Section[] }>('GET', '/api/candidate/sections');
  await steps.time('submit', () =>
    client.json('POST', '/api/submit-assessment', submitAssessmentBody(candidate.id, candidate.userId, done)),
  );
  onSubmitted(candidate.id, performance.now());
}

/**
 * An admin's dashboard left open: its event stream, and on each burst of 'candidates' events the
 * refetch of the table's first page and the summary. A refetch still running is not started again.
 */
export async function adminDashboard(options: {
  base: string;
  origin: string;
  email: string;
  password: string;
  steps: StepRecorder;
}): Promise<{ close: () => Promise<void> }> {
  const client = new BrowserClient(options.base, options.origin, ADMIN_CONNECTIONS);
  await client.signIn(options.email, options.password);
  const load = () =>
    Promise.all([
      options.steps.time('admin refetch', () => client.json('GET', ADMIN_LIST)),
      options.steps.time('admin refetch', () => client.json('GET', '/api/candidates/summary')),
    ]);
  await load();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const stream = await client.events('/api/candidates/events', (name) => {
    if (name !== 'candidates') return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) return;
      running = true;
      void load()
        .catch(() => {})
        .finally(() => {
          running = false;
        });
    }, COALESCE_MS);
  });
  return {
    close: async () => {
      clearTimeout(timer);
      stream.close();
      await client.agent.destroy();
    },
  };
}

/**
 * Watches the submitted candidates' evaluations (from the bench's own pool, every 250 ms) and records
 * the time from Submit Assessment to the evaluation's completion.
 */
export function evaluationWatch(db: pg.Pool, steps: StepRecorder) {
  const pending = new Map<string, number>();
  let stopped = false;
  const poll = async () => {
    while (!stopped) {
      if (pending.size > 0) {
        const { rows } = await db.query<{ candidate_id: string }>(
          `SELECT candidate_id FROM evaluations WHERE candidate_id = ANY($1::uuid[])
           AND evaluation_status IN ('completed', 'needs_review')`,
          [[...pending.keys()]],
        );
        const now = performance.now();
        for (const { candidate_id } of rows) {
          steps.record('evaluation', pending.get(candidate_id) as number, now);
          pending.delete(candidate_id);
        }
      }
      await sleep(250);
    }
  };
  const polling = poll();
  return {
    submitted: (candidateId: string, at: number) => pending.set(candidateId, at),
    /** Waits up to `timeoutMs` for the evaluations still pending; those left are errors. */
    async drain(timeoutMs: number) {
      const deadline = performance.now() + timeoutMs;
      while (pending.size > 0 && performance.now() < deadline) await sleep(250);
      stopped = true;
      await polling;
      for (const id of pending.keys())
        steps.fail('evaluation', new Error(`candidate ${id} not evaluated within ${timeoutMs / 1000} s`));
    },
  };
}
