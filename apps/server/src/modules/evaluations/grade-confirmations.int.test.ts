import {
  type TCandidateSectionDetail,
  type TCandidateSectionsResponse,
  type TEvaluation,
  ZEvaluationData,
} from '@app/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { formQuestions } from '../../../test/form-questions';
import {
  createTestApp,
  signedInAdmin,
  type TestApp,
  type TestClient,
  waitUntil,
} from '../../../test/helpers';
import { givePlan } from '../../../test/plans';
import { submitAssessment } from '../../../test/submit-all';
import { signedInMember } from '../../../test/team';
import { candidateStageHistory, candidates, gradeConfirmations } from '../../db/schema';
import {
  completion,
  errorAnswer,
  type FakeChatServer,
  type RecordedRequest,
  startFakeChatServer,
} from '../ai/fake-chat-server';
import { TEST_IDS } from '../assessments/test-ids';

/**
 * Human oversight of written answers (issue 20, decision 035): the model's grade is only a suggestion, and
 * a person rates the answer, confirms the suggestion or overrides it before it counts and before the
 * candidate can be rejected, on every path that sets a stage. A local OpenAI-compatible server is the
 * model: it grades every written answer with the same rubric scores, so each answer has a suggestion.
 */
let t: TestApp;
let server: FakeChatServer;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let reviewer: { client: TestClient };
let apiKey = '';
type Scored = { candidateId: string; writing: string[]; keyed: string; evaluation: TEvaluation };
let wendy: Scored;
let xavier: Scored;
let yara: Scored;
let noraId = '';

const ANSWER =
  'Dear team, thank you for the update on the launch. I will send the full report on Friday morning.';
/** The model's bands, the same in both gradings: (4 + 3 + 4 + 3) / 20 = 0.7. */
const MODEL_BANDS = { task_response: 4, coherence: 3, lexical_resource: 4, grammar_accuracy: 3 };
const MODEL_CREDIT = 0.7;
const isGrading = (request: RecordedRequest) =>
  request.body?.response_format?.json_schema?.name === 'rubric_grade' ||
  String(request.body?.messages?.[0]?.content ?? '').startsWith('You are a strict, fair examiner');
const round1 = (x: number) => Math.round(x * 10) / 10;

async function scoredCandidate(assessmentId: string, email: string, name: string): Promise<Scored> {
  const candidate = await signedInCandidate(t, admin.companyId, assessmentId, email, name);
  const keys = new Map(
    (await formQuestions(t.context.db, candidate.candidateId)).map((q) => [q.id, q.scoring]),
  );
  const list: TCandidateSectionsResponse['sections'] = (
    await candidate.client.get('/api/candidate/sections')
  ).json().sections;
  const writing: string[] = [];
  let keyed = '';
  for (const section of list) {
    expect((await candidate.client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail: TCandidateSectionDetail = (
      await candidate.client.get(`/api/candidate/sections/${section.id}`)
    ).json();
    for (const [index, q] of detail.questions.entries()) {
      const open = q.questionType === 'open_ended';
      if (open) writing.push(q.id);
      else keyed = q.id;
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
  return { candidateId: candidate.candidateId, writing, keyed, evaluation: evaluation as TEvaluation };
}

const stageOf = async (id: string) =>
  (await t.context.db.select({ stage: candidates.stage }).from(candidates).where(eq(candidates.id, id)))[0]
    ?.stage;
const reject = (id: string) =>
  admin.client.patch(`/api/candidates/${id}/stage`, { stage: 'rejected', sendEmail: false });
const confirm = (client: TestClient, candidateId: string, questionId: string) =>
  client.post(`/api/evaluations/${candidateId}/confirmations`, { questionId });
const publicStage = (id: string, stage: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/candidates/${id}/stage`,
    headers: { authorization: `Bearer ${apiKey}` },
    payload: { stage },
  });

beforeAll(async () => {
  server = await startFakeChatServer((request) =>
    isGrading(request)
      ? completion(
          Object.fromEntries(
            Object.entries(MODEL_BANDS).map(([c, score]) => [c, { score, evidence: 'the full report' }]),
          ),
          { model: 'fake-grader' },
        )
      : errorAnswer(500, 'only gradings are expected here'),
  );
  t = await createTestApp({ AI_BASE_URL: server.baseUrl, AI_MODEL: 'fake-grader' });
  admin = await signedInAdmin(t, 'admin@oversight-a.test', { name: 'Oversight Co', industry: 'Technology' });
  other = await signedInAdmin(t, 'admin@oversight-b.test', { name: 'Elsewhere Co', industry: 'Retail' });
  await givePlan(t.context, admin.companyId);
  reviewer = await signedInMember(t, admin, 'Oversight Co', 'reviewer@oversight-a.test');
  apiKey = (await admin.client.post('/api/api-keys', { name: 'ATS' })).json().key;
  const assessmentId = await createAssessment(t, admin.companyId, [
    TEST_IDS.englishGrammar,
    TEST_IDS.businessWriting,
  ]);
  wendy = await scoredCandidate(assessmentId, 'wendy@oversight.test', 'Wendy Written');
  xavier = await scoredCandidate(assessmentId, 'xavier@oversight.test', 'Xavier Xu');
  yara = await scoredCandidate(assessmentId, 'yara@oversight.test', 'Yara Rated');
  const [nora] = await t.context.db
    .insert(candidates)
    .values({
      companyId: admin.companyId,
      assessmentId,
      fullName: 'Nora Notyet',
      email: 'nora@oversight.test',
    })
    .returning({ id: candidates.id });
  noraId = nora?.id ?? '';
}, 120_000);
afterAll(async () => {
  await t.close();
  await server.close();
});

const rate = (client: TestClient, candidateId: string, questionId: string, criteria: typeof MODEL_BANDS) =>
  client.post(`/api/evaluations/${candidateId}/ratings`, { questionId, criteria });
const resultOf = (evaluation: TEvaluation | undefined, questionId: string) =>
  evaluation?.evaluationData?.questions.find((q) => q.questionId === questionId);
const writingSection = (evaluation: TEvaluation | undefined) =>
  evaluation?.evaluationData?.sections.find((s) => s.kind === 'writing');

describe('no score, flag or AI output changes a stage by itself', () => {
  it("leaves the stage at new after scoring; the model's grades are suggestions that count for nothing yet", () => {
    for (const c of [wendy, xavier, yara]) {
      expect(c.writing.length).toBeGreaterThan(1);
      expect(c.evaluation.evaluationStatus).toBe('needs_review');
      const data = ZEvaluationData.parse(c.evaluation.evaluationData);
      for (const id of c.writing) {
        expect(resultOf(c.evaluation, id)).toMatchObject({
          answered: true,
          credit: null,
          points: null,
          awaitingRating: true,
          grade: {
            method: 'ai',
            needsReview: true,
            credit: MODEL_CREDIT,
            criteria: MODEL_BANDS,
            details: { model: 'fake-grader' },
          },
        });
      }
      // No number for the writing, and none overall, while a person has not rated it.
      expect(writingSection(c.evaluation)).toMatchObject({ score: null, awaitingRating: c.writing.length });
      expect(c.evaluation.sectionScores).not.toHaveProperty('Business Writing');
      expect(c.evaluation.sectionScores).toHaveProperty('English Grammar');
      expect(c.evaluation.totalScore).toBeNull();
      expect(data.review.map((r) => r.questionId).sort()).toEqual([...c.writing].sort());
      for (const r of data.review)
        expect(r.reason).toMatch(/^Awaiting a person's rating \(the model suggests: .+\)$/);
    }
    return Promise.all(
      [wendy, xavier, yara].map(async (c) => expect(await stageOf(c.candidateId)).toBe('new')),
    );
  });
});

describe('the rejection guard', () => {
  it('refuses to reject one candidate while written answers await a person, and says what to do', async () => {
    const refused = await reject(wendy.candidateId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Rate the written answers of Wendy Written before rejecting them: ${wendy.writing.length} answers are awaiting a person’s rating (the rating queue lists them).`,
    );
    expect(await stageOf(wendy.candidateId)).toBe('new');
    const history = await t.context.db
      .select()
      .from(candidateStageHistory)
      .where(eq(candidateStageHistory.candidateId, wendy.candidateId));
    expect(history).toHaveLength(0);
  });

  it('lets every other stage through', async () => {
    for (const stage of ['shortlisted', 'hired', 'new']) {
      const moved = await admin.client.patch(`/api/candidates/${wendy.candidateId}/stage`, {
        stage,
        sendEmail: false,
      });
      expect(moved.statusCode).toBe(200);
      expect(await stageOf(wendy.candidateId)).toBe(stage);
    }
  });

  it('refuses a bulk rejection as a whole, naming the blocked candidates', async () => {
    const ids = [wendy.candidateId, xavier.candidateId, noraId];
    const refused = await admin.client.post('/api/candidates/stage', {
      candidateIds: ids,
      stage: 'rejected',
      sendEmail: false,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Nobody was rejected: 2 candidates have written answers awaiting a person’s rating: Wendy Written (${wendy.writing.length}), Xavier Xu (${xavier.writing.length}). Rate them in the rating queue first.`,
    );
    const rows = await t.context.db
      .select({ stage: candidates.stage })
      .from(candidates)
      .where(inArray(candidates.id, ids));
    expect(rows.map((r) => r.stage)).toEqual(['new', 'new', 'new']);
  });

  it('refuses the public API too', async () => {
    const refused = await publicStage(xavier.candidateId, 'rejected');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Rate the written answers of Xavier Xu before rejecting them: ${xavier.writing.length} answers are awaiting a person’s rating (the rating queue lists them).`,
    );
    expect((await publicStage(xavier.candidateId, 'shortlisted')).statusCode).toBe(200);
    expect(await stageOf(xavier.candidateId)).toBe('shortlisted');
  });

  it('lets a candidate without written answers be rejected', async () => {
    expect((await reject(noraId)).statusCode).toBe(200);
    expect(await stageOf(noraId)).toBe('rejected');
  });
});

describe("confirming the model's suggested grade", () => {
  it('is for admins of the company only', async () => {
    const questionId = wendy.writing[0] ?? '';
    expect((await confirm(reviewer.client, wendy.candidateId, questionId)).statusCode).toBe(403);
    expect((await confirm(other.client, wendy.candidateId, questionId)).statusCode).toBe(404);
    const unknown = await confirm(admin.client, wendy.candidateId, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(await t.context.db.select().from(gradeConfirmations)).toHaveLength(0);
  });

  it('refuses a question without a suggestion', async () => {
    const keyed = await confirm(admin.client, wendy.candidateId, wendy.keyed);
    expect(keyed.statusCode).toBe(400);
    expect(keyed.json().error.message).toBe(
      'Only a model’s suggested grade can be confirmed; rate the answer instead',
    );
  });

  it('records who confirmed and when, once however often it is sent, and the suggestion then counts', async () => {
    const questionId = wendy.writing[0] ?? '';
    const first = await confirm(admin.client, wendy.candidateId, questionId);
    expect(first.statusCode).toBe(200);
    const evaluation: TEvaluation = first.json();
    expect(evaluation.confirmations).toEqual([
      { questionId, adminUserId: admin.userId, adminName: 'Admin', createdAt: expect.any(String) },
    ]);
    // The confirmed suggestion is the answer's grade now: it earns its credit. The others still wait.
    const result = resultOf(evaluation, questionId);
    expect(result).toMatchObject({
      credit: MODEL_CREDIT,
      points: MODEL_CREDIT,
      grade: { method: 'ai', needsReview: false, credit: MODEL_CREDIT, criteria: MODEL_BANDS },
    });
    expect(result?.awaitingRating).toBeUndefined();
    for (const id of wendy.writing.slice(1))
      expect(resultOf(evaluation, id)).toMatchObject({ credit: null, awaitingRating: true });
    expect(writingSection(evaluation)).toMatchObject({
      score: null,
      awaitingRating: wendy.writing.length - 1,
    });
    expect(evaluation.totalScore).toBeNull();
    expect(evaluation.evaluationStatus).toBe('needs_review');
    const second: TEvaluation = (await confirm(admin.client, wendy.candidateId, questionId)).json();
    expect(second.confirmations).toEqual(evaluation.confirmations);
    const rows = await t.context.db
      .select()
      .from(gradeConfirmations)
      .where(eq(gradeConfirmations.questionId, questionId));
    expect(rows).toHaveLength(1);
  });

  it('refuses an overridden answer: the override is already a person’s grade', async () => {
    const questionId = wendy.writing[1] ?? '';
    const override = await admin.client.post(`/api/evaluations/${wendy.candidateId}/overrides`, {
      questionId,
      score: 40,
      reason: 'Read it myself',
    });
    expect(override.statusCode).toBe(200);
    const refused = await confirm(admin.client, wendy.candidateId, questionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('overrode');
  });

  it('lets the rejection through once every answer is confirmed or overridden, and the scores are computed', async () => {
    const rest = wendy.writing.slice(2);
    const blocked = await reject(wendy.candidateId);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toContain(
      rest.length === 1
        ? '1 answer is awaiting a person’s rating'
        : `${rest.length} answers are awaiting a person’s rating`,
    );
    let evaluation: TEvaluation | undefined;
    for (const questionId of rest)
      evaluation = (await confirm(admin.client, wendy.candidateId, questionId)).json();
    expect(evaluation?.evaluationStatus).toBe('completed');
    expect(evaluation?.evaluationData?.awaitingRating).toBeUndefined();
    // Every answer counts: the override's 40, the confirmed suggestions' 0.7 each.
    const credits = wendy.writing.map((id) => resultOf(evaluation, id)?.credit);
    expect(credits).toEqual(wendy.writing.map((_, i) => (i === 1 ? 0.4 : MODEL_CREDIT)));
    const writingScore = round1(
      (100 * (MODEL_CREDIT * (wendy.writing.length - 1) + 0.4)) / wendy.writing.length,
    );
    expect(writingSection(evaluation)).toMatchObject({ score: writingScore, needsReview: false });
    expect(evaluation?.sectionScores['Business Writing']).toBe(writingScore);
    // Every keyed answer was the key; the two sections weigh the same.
    expect(evaluation?.sectionScores['English Grammar']).toBe(100);
    expect(evaluation?.totalScore).toBe(round1((100 + writingScore) / 2));
    expect(await stageOf(wendy.candidateId)).toBe('new');
    expect((await reject(wendy.candidateId)).statusCode).toBe(200);
    expect(await stageOf(wendy.candidateId)).toBe('rejected');
  });

  it('unblocks the public API alike', async () => {
    for (const questionId of xavier.writing)
      expect((await confirm(admin.client, xavier.candidateId, questionId)).statusCode).toBe(200);
    expect((await publicStage(xavier.candidateId, 'rejected')).statusCode).toBe(200);
    expect(await stageOf(xavier.candidateId)).toBe('rejected');
  });
});

describe("a person's rating", () => {
  /** The rater's bands: (2 + 3 + 2 + 3) / 20 = 0.5, not the model's 0.7. */
  const RATED = { task_response: 2, coherence: 3, lexical_resource: 2, grammar_accuracy: 3 };

  it('is for admins of the company only', async () => {
    const questionId = yara.writing[0] ?? '';
    expect((await rate(reviewer.client, yara.candidateId, questionId, RATED)).statusCode).toBe(403);
    expect((await rate(other.client, yara.candidateId, questionId, RATED)).statusCode).toBe(404);
    expect((await reject(yara.candidateId)).statusCode).toBe(409);
  });

  it('counts instead of the suggestion, and unblocks the rejection once every answer is rated', async () => {
    let evaluation: TEvaluation | undefined;
    for (const [i, questionId] of yara.writing.entries()) {
      const rated = await rate(admin.client, yara.candidateId, questionId, RATED);
      expect(rated.statusCode, rated.body).toBe(200);
      evaluation = rated.json();
      const result = resultOf(evaluation, questionId);
      expect(result).toMatchObject({
        credit: 0.5,
        grade: {
          method: 'rating',
          needsReview: false,
          credit: 0.5,
          criteria: RATED,
          details: {
            ratings: [
              { raterUserId: admin.userId, raterName: 'Admin', criteria: RATED, at: expect.any(String) },
            ],
            // The model's suggestion is kept beside the rating, for the record.
            suggestion: { method: 'ai', criteria: MODEL_BANDS },
          },
        },
      });
      expect(result?.awaitingRating).toBeUndefined();
      const last = i === yara.writing.length - 1;
      expect(evaluation?.evaluationStatus).toBe(last ? 'completed' : 'needs_review');
      if (!last) expect((await reject(yara.candidateId)).statusCode).toBe(409);
    }
    // Nobody confirmed anything: the ratings alone count.
    expect(evaluation?.confirmations).toEqual([]);
    expect(evaluation?.sectionScores['Business Writing']).toBe(50);
    expect(evaluation?.totalScore).toBe(round1((100 + 50) / 2));
    const moved = await admin.client.post('/api/candidates/stage', {
      candidateIds: [yara.candidateId],
      stage: 'rejected',
      sendEmail: false,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stageOf(yara.candidateId)).toBe('rejected');
  });
});
