import type {
  TAiCallList,
  TCandidateSectionDetail,
  TCandidateSectionsResponse,
  TEvaluation,
} from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { formQuestions } from '../../../test/form-questions';
import {
  createTestApp,
  signedInAdmin,
  type TestApp,
  type TestClient,
  waitUntil,
} from '../../../test/helpers';
import { submitAssessment } from '../../../test/submit-all';
import { signedInMember } from '../../../test/team';
import type { Database } from '../../db/client';
import { aiCalls, assessments, companies } from '../../db/schema';
import { createAiProvider, inputDigest, PROMPT_VERSION } from '../ai';
import {
  completion,
  errorAnswer,
  type FakeChatServer,
  type FakeHandler,
  type RecordedRequest,
  startFakeChatServer,
} from '../ai/fake-chat-server';
import { createFakeModel, isKeyCheck } from '../ai/fake-model';
import { TEST_IDS } from '../assessments/test-ids';
import { GRADING_PROMPT_VERSION } from '../evaluations/open-ended';
import { aiLogRetentionJobHandler } from './ai-log.job-handler';
import { aiLogService } from './ai-log.service';

/** The AI call log end to end: a real app and database, a local OpenAI-compatible server as the provider. */
let t: TestApp;
let server: FakeChatServer;
let handler: FakeHandler;
const model = createFakeModel('fake-model-7b');
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let reviewer: { client: TestClient };

const ANSWER =
  'Dear team, thank you for the update on the launch. I will send the full report on Friday morning. Please tell me if you need anything else before then, and I will make time for it.';
const grade = (score: number) =>
  Object.fromEntries(
    ['task_response', 'coherence', 'lexical_resource', 'grammar_accuracy'].map((c) => [
      c,
      { score, evidence: 'I will send the full report on Friday morning.' },
    ]),
  );
const isGrading = (request: RecordedRequest) =>
  request.body?.response_format?.json_schema?.name === 'rubric_grade' ||
  String(request.body?.messages?.[0]?.content ?? '').startsWith('You are a strict, fair examiner');

const callsOf = (where: ReturnType<typeof eq>) =>
  t.context.db.select().from(aiCalls).where(where).orderBy(aiCalls.createdAt);

beforeAll(async () => {
  server = await startFakeChatServer((request, n) => handler(request, n));
  t = await createTestApp({ AI_BASE_URL: server.baseUrl, AI_MODEL: 'fake-model-7b' });
  // One attempt per call and short timeouts, so a failing server is one logged error per call.
  t.context.ai = createAiProvider(t.context.config, { timeoutMs: 2_000, backoffMs: 1, retries: 0 });
  admin = await signedInAdmin(t, 'admin@ai-log-a.test', { name: 'Log Co', industry: 'Technology' });
  other = await signedInAdmin(t, 'admin@ai-log-b.test', { name: 'Other Co', industry: 'Retail' });
  reviewer = await signedInMember(t, admin, 'Log Co', 'reviewer@ai-log-a.test');
}, 60_000);
afterAll(async () => {
  await t.close();
  await server.close();
});
beforeEach(() => {
  handler = (request) =>
    isGrading(request) ? completion(grade(4), { model: 'fake-model-7b' }) : model.answer(request);
  server.requests.length = 0;
});

/** An AI-generated assessment of business writing (3 generated prompts) and grammar (keyed, key-checked). */
async function aiAssessment() {
  const id = await createAssessment(t, admin.companyId, [TEST_IDS.englishGrammar, TEST_IDS.businessWriting]);
  await t.context.db.update(assessments).set({ testMode: 'ai-generated' }).where(eq(assessments.id, id));
  return id;
}

/** Answers every question (writing with ANSWER, keyed ones with the key) and submits; waits for the score. */
async function answerAndWait(candidate: { client: TestClient; candidateId: string; userId: string }) {
  const keys = new Map(
    (await formQuestions(t.context.db, candidate.candidateId)).map((q) => [q.id, q.scoring]),
  );
  const list: TCandidateSectionsResponse['sections'] = (
    await candidate.client.get('/api/candidate/sections')
  ).json().sections;
  const writing: string[] = [];
  for (const section of list) {
    expect((await candidate.client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail: TCandidateSectionDetail = (
      await candidate.client.get(`/api/candidate/sections/${section.id}`)
    ).json();
    for (const [index, q] of detail.questions.entries()) {
      const open = q.questionType === 'open_ended';
      if (open) writing.push(q.id);
      const value = open ? ANSWER : (keys.get(q.id)?.keyIndex ?? 0);
      const saved = await candidate.client.put(`/api/candidate/answers/${q.id}`, {
        value,
        questionIndex: index,
      });
      expect(saved.statusCode).toBe(200);
    }
  }
  expect((await submitAssessment(candidate.client, candidate.candidateId, candidate.userId)).statusCode).toBe(
    201,
  );
  let evaluation: TEvaluation | undefined;
  await waitUntil(async () => {
    const r = await admin.client.get(`/api/evaluations/${candidate.candidateId}`);
    evaluation = r.json();
    return r.statusCode === 200 && ['completed', 'needs_review'].includes(r.json().evaluationStatus);
  }, 20_000);
  return { writing, evaluation: evaluation as TEvaluation };
}

const digestsOf = (requests: RecordedRequest[]) => new Set(requests.map((r) => inputDigest(r.body.messages)));

describe('the AI call log', () => {
  let candidateId = '';
  let writing: string[] = [];

  it('logs every generation and key-check call with the company, assessment and cache key', async () => {
    const assessmentId = await aiAssessment();
    const candidate = await signedInCandidate(
      t,
      admin.companyId,
      assessmentId,
      'gen@ai-log.test',
      'Gene Rated',
    );
    candidateId = candidate.candidateId;
    const generation = server.requests.filter((r) => !isKeyCheck(r));
    const keyChecks = server.requests.filter(isKeyCheck);
    expect(generation.length).toBeGreaterThan(0);
    expect(keyChecks.length).toBeGreaterThan(0);

    const rows = await callsOf(eq(aiCalls.assessmentId, assessmentId));
    expect(rows).toHaveLength(server.requests.length);
    const written = rows.filter((r) => r.purpose === 'item_generation');
    expect(written).toHaveLength(generation.length);
    expect(rows.filter((r) => r.purpose === 'key_check')).toHaveLength(keyChecks.length);
    for (const row of rows) {
      expect(row).toMatchObject({
        companyId: admin.companyId,
        candidateId: null,
        // The model as the server named it in its answer (the fake solver names itself 'fake-model').
        model: row.purpose === 'key_check' ? 'fake-model' : 'fake-model-7b',
        promptVersion: PROMPT_VERSION,
        outcome: 'ok',
        error: null,
      });
      expect(row.cacheKey).toMatch(/^[0-9a-f]{64}$/);
      expect(row.durationMs).toBeGreaterThanOrEqual(0);
    }
    // The digest is the SHA-256 of the messages the server received; the input itself is not stored.
    const sent = digestsOf(server.requests);
    for (const row of rows) expect(sent.has(row.inputDigest)).toBe(true);
    for (const row of written) expect(JSON.parse(row.output ?? '{}').items.length).toBeGreaterThan(0);
  }, 60_000);

  it('logs both gradings of each written answer with the model, prompt version and digest', async () => {
    server.requests.length = 0;
    // The same role and slots as before: the form draws the cached items, nothing is generated again.
    const candidate = await signedInCandidate(
      t,
      admin.companyId,
      await aiAssessment(),
      'grade@ai-log.test',
      'Grace Graded',
    );
    expect(server.requests).toHaveLength(0);
    const result = await answerAndWait(candidate);
    candidateId = candidate.candidateId;
    writing = result.writing;
    expect(writing.length).toBeGreaterThan(0);
    // Each written answer holds the model's grade as a suggestion: it counts only once a person confirms it.
    for (const questionId of writing) {
      const question = result.evaluation.evaluationData?.questions.find((q) => q.questionId === questionId);
      expect(question).toMatchObject({
        credit: null,
        awaitingRating: true,
        grade: {
          method: 'ai',
          needsReview: true,
          credit: 16 / 20,
          details: { model: 'fake-model-7b', promptVersion: GRADING_PROMPT_VERSION },
        },
      });
    }
    expect(result.evaluation.evaluationStatus).toBe('needs_review');

    const rows = await callsOf(eq(aiCalls.candidateId, candidate.candidateId));
    expect(rows).toHaveLength(2 * writing.length);
    const sent = digestsOf(server.requests.filter(isGrading));
    for (const questionId of writing) {
      const pair = rows.filter((r) => r.questionId === questionId);
      expect(pair).toHaveLength(2);
      for (const row of pair) {
        expect(row).toMatchObject({
          companyId: admin.companyId,
          purpose: 'grading',
          model: 'fake-model-7b',
          promptVersion: GRADING_PROMPT_VERSION,
          outcome: 'ok',
        });
        expect(sent.has(row.inputDigest)).toBe(true);
        expect(JSON.parse(row.output ?? '{}').coherence.score).toBe(4);
      }
    }
    // The answer reached the provider, but the log keeps only its digest.
    expect(rows.every((r) => !(r.output ?? '').includes('thank you for the update'))).toBe(true);
  }, 60_000);

  it('shows the calls behind a candidate to admins and reviewers, newest first; 404 elsewhere', async () => {
    const response = await admin.client.get(`/api/candidates/${candidateId}/ai-calls`);
    expect(response.statusCode).toBe(200);
    const list: TAiCallList = response.json();
    expect(list.retentionMonths).toBe(12);
    const purposes = new Set(list.items.map((c) => c.purpose));
    expect(purposes).toEqual(new Set(['grading', 'item_generation', 'key_check']));
    expect(list.items.filter((c) => c.purpose === 'grading')).toHaveLength(2 * writing.length);
    const times = list.items.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The generation calls are those that wrote the cached items on this form (for the earlier assessment,
    // whose role and slots were the same); a call under another cache key is not listed.
    const generated = (await callsOf(eq(aiCalls.companyId, admin.companyId))).filter(
      (r) => r.purpose !== 'grading',
    );
    expect(
      list.items
        .filter((c) => c.purpose !== 'grading')
        .map((c) => c.id)
        .sort(),
    ).toEqual(generated.map((r) => r.id).sort());
    await t.context.db.insert(aiCalls).values({
      companyId: admin.companyId,
      cacheKey: 'f'.repeat(64),
      purpose: 'item_generation',
      model: 'fake-model-7b',
      promptVersion: PROMPT_VERSION,
      inputDigest: '0'.repeat(64),
      outcome: 'ok',
    });
    const again: TAiCallList = (await admin.client.get(`/api/candidates/${candidateId}/ai-calls`)).json();
    expect(again.items).toHaveLength(list.items.length);

    expect((await reviewer.client.get(`/api/candidates/${candidateId}/ai-calls`)).statusCode).toBe(200);
    expect((await other.client.get(`/api/candidates/${candidateId}/ai-calls`)).statusCode).toBe(404);
    const unknown = await admin.client.get('/api/candidates/00000000-0000-4000-8000-000000000000/ai-calls');
    expect(unknown.statusCode).toBe(404);
  });

  it('logs a provider error and an unusable answer, and gives those answers no grade at all', async () => {
    const candidate = await signedInCandidate(
      t,
      admin.companyId,
      await aiAssessment(),
      'err@ai-log.test',
      'Err Or',
    );
    let gradings = 0;
    handler = (request) => {
      if (!isGrading(request)) return model.answer(request);
      gradings += 1;
      // The first answer's first grading fails with a 500; every other grading answers prose.
      return gradings === 1 ? errorAnswer(500, 'model crashed') : completion('I think it is quite good.');
    };
    const { writing: asked, evaluation } = await answerAndWait(candidate);
    expect(asked.length).toBeGreaterThan(0);
    // No suggestion and nothing invented in its place: each answer waits for a person's rating.
    for (const q of asked) {
      const question = evaluation.evaluationData?.questions.find((r) => r.questionId === q);
      expect(question).toMatchObject({ answered: true, credit: null, awaitingRating: true });
      expect(question?.grade).toBeUndefined();
    }
    expect(evaluation.evaluationStatus).toBe('needs_review');
    expect(evaluation.evaluationData?.review.map((r) => r.reason)).toEqual(
      asked.map(() => "Awaiting a person's rating"),
    );
    const rows = await callsOf(eq(aiCalls.candidateId, candidate.candidateId));
    // AI grading stops at the first failure of each answer: one call per answer.
    expect(rows).toHaveLength(asked.length);
    const [failed, ...rejected] = rows;
    expect(failed).toMatchObject({ purpose: 'grading', outcome: 'error', output: null });
    expect(failed?.error).toContain('500');
    for (const row of rejected)
      expect(row).toMatchObject({ outcome: 'rejected', output: 'I think it is quite good.' });
  }, 60_000);

  it('never fails the caller when the log cannot be written', async () => {
    const broken = {
      insert: () => {
        throw new Error('database gone');
      },
    } as unknown as Database;
    const errors: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => errors.push(line) });
    await expect(
      aiLogService.record({ db: broken, logger }, [
        {
          context: { companyId: admin.companyId },
          record: {
            purpose: 'grading',
            model: 'm',
            promptVersion: 'v',
            inputDigest: 'd',
            output: null,
            outcome: 'error',
            error: 'x',
            durationMs: 1,
            at: new Date(),
          },
        },
      ]),
    ).resolves.toBeUndefined();
    expect(String(errors[0])).toContain('AI calls could not be written to the log');
  });
});

describe('retention', () => {
  it('deletes each company’s calls older than its retention period, daily, in one statement', async () => {
    const db = t.context.db;
    const now = new Date('2026-06-15T12:00:00Z');
    await db.update(companies).set({ aiLogRetentionMonths: 6 }).where(eq(companies.id, admin.companyId));
    await db.update(companies).set({ aiLogRetentionMonths: 24 }).where(eq(companies.id, other.companyId));
    const at = (months: number, hours: number) =>
      sql`${now.toISOString()}::timestamptz - make_interval(months => ${months}) + make_interval(hours => ${hours})`;
    const row = (companyId: string, label: string, createdAt: ReturnType<typeof at>) => ({
      companyId,
      purpose: 'grading',
      model: 'retention-test',
      promptVersion: label,
      inputDigest: 'digest',
      outcome: 'ok',
      createdAt,
    });
    await db
      .insert(aiCalls)
      .values([
        row(admin.companyId, 'six months and an hour', at(6, -1)),
        row(admin.companyId, 'an hour short of six months', at(6, 1)),
        row(other.companyId, 'seven months', at(7, 0)),
        row(other.companyId, 'twenty-four months and an hour', at(24, -1)),
        row(other.companyId, 'an hour short of twenty-four months', at(24, 1)),
      ] as never);

    const deleted = await aiLogService.deleteExpired(db, now);
    expect(deleted).toBeGreaterThanOrEqual(2);
    const left = await db
      .select({ label: aiCalls.promptVersion })
      .from(aiCalls)
      .where(eq(aiCalls.model, 'retention-test'));
    expect(left.map((r) => r.label).sort()).toEqual([
      'an hour short of six months',
      'an hour short of twenty-four months',
      'seven months',
    ]);

    // The scheduled job runs the same statement at the time it runs (months after `now`): the hour-short row
    // of the six-month company has aged past it since, the calls just made have not.
    const recent = (await callsOf(eq(aiCalls.purpose, 'grading'))).filter((r) => r.model === 'fake-model-7b');
    await aiLogRetentionJobHandler.handle([{}], t.context);
    const after = await db
      .select({ label: aiCalls.promptVersion })
      .from(aiCalls)
      .where(eq(aiCalls.model, 'retention-test'));
    expect(after.map((r) => r.label)).not.toContain('an hour short of six months');
    expect(
      (await callsOf(eq(aiCalls.purpose, 'grading'))).filter((r) => r.model === 'fake-model-7b'),
    ).toHaveLength(recent.length);
    const schedules = await db.execute<{ name: string; cron: string }>(
      sql`SELECT name, cron FROM pgboss.schedule WHERE name = 'ai-log.retention'`,
    );
    expect(schedules.rows).toEqual([{ name: 'ai-log.retention', cron: '17 3 * * *' }]);
  });
});
