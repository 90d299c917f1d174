import {
  type TCandidateSectionDetail,
  type TCandidateSectionsResponse,
  type TEvaluation,
  type TRatingQueue,
  ZEvaluationData,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, waitUntil } from '../../../test/helpers';
import { pdfTextOf } from '../../../test/pdf-text';
import { submitAssessment } from '../../../test/submit-all';
import {
  completion,
  type FakeChatServer,
  type RecordedRequest,
  startFakeChatServer,
} from '../ai/fake-chat-server';

/**
 * A company's written question rated on its author's own rubric (issue 36 item 3, decision 037): the
 * model grades exactly those criteria, the queue shows them with their anchors, a rating must give a band
 * for each and nothing else, and the score, report and PDF read them.
 */
let t: TestApp;
let server: FakeChatServer;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let candidateId = '';
let questionId = '';
const gradingRequests: RecordedRequest[] = [];

const TEST_NAME = 'SQL for analysts';
const ANCHORS = [
  'Nothing about joins.',
  'Names a join without saying what it returns.',
  'Says what one join returns.',
  'Says what both joins return, with a slip.',
  'Says what both return, correctly.',
  'Both, correctly, with an example of the rows each keeps.',
];
const RUBRIC = [
  { label: 'Correctness', description: 'States what an inner and a left join return.', anchors: ANCHORS },
  { label: 'Explains the trade-off', description: 'Says when a left join is the right choice.' },
];
/** The model's bands: correctness 4, trade-off 2 in both gradings → (4 + 2) / 10 = 0.6. */
const MODEL_BANDS: Record<string, number> = { correctness: 4, explains_the_trade_off: 2 };

const schemaKeys = (request: RecordedRequest): string[] =>
  Object.keys(request.body?.response_format?.json_schema?.schema?.properties ?? {});

beforeAll(async () => {
  server = await startFakeChatServer((request) => {
    gradingRequests.push(request);
    return completion(
      Object.fromEntries(
        schemaKeys(request).map((k) => [k, { score: MODEL_BANDS[k] ?? 0, evidence: 'rows' }]),
      ),
      { model: 'fake-grader' },
    );
  });
  t = await createTestApp({ AI_BASE_URL: server.baseUrl, AI_MODEL: 'fake-grader' });
  admin = await signedInAdmin(t, 'admin@own-rubric.test', { name: 'Rubric Co', industry: 'Technology' });
  const created = await admin.client.post('/api/custom-tests', {
    name: TEST_NAME,
    description: 'Joins',
    category: 'skills',
    durationMinutes: 10,
    questionSeconds: 300,
    drawCount: null,
    shuffleOptions: false,
  });
  expect(created.statusCode).toBe(201);
  const testId: string = created.json().id;
  const item = await admin.client.post(`/api/custom-tests/${testId}/items`, {
    type: 'open_ended',
    stem: 'Explain the difference between an inner join and a left join.',
    minWords: 5,
    maxWords: 200,
    rubric: RUBRIC,
    tags: [],
  });
  expect(item.statusCode).toBe(201);
  const assessmentId = await createAssessment(t, admin.companyId, [testId]);
  const candidate = await signedInCandidate(
    t,
    admin.companyId,
    assessmentId,
    'sam@own-rubric.test',
    'Sam Query',
  );
  candidateId = candidate.candidateId;
  const sections: TCandidateSectionsResponse['sections'] = (
    await candidate.client.get('/api/candidate/sections')
  ).json().sections;
  for (const section of sections) {
    expect((await candidate.client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail: TCandidateSectionDetail = (
      await candidate.client.get(`/api/candidate/sections/${section.id}`)
    ).json();
    for (const [index, q] of detail.questions.entries()) {
      questionId = q.id;
      const value = 'An inner join keeps matching rows only; a left join keeps every row of the left table.';
      expect(
        (await candidate.client.put(`/api/candidate/answers/${q.id}`, { value, questionIndex: index }))
          .statusCode,
      ).toBe(200);
    }
  }
  expect((await submitAssessment(candidate.client, candidateId, candidate.userId)).statusCode).toBe(201);
  await waitUntil(async () => {
    const r = await admin.client.get(`/api/evaluations/${candidateId}`);
    return r.statusCode === 200 && r.json().evaluationStatus === 'needs_review';
  }, 30_000);
}, 120_000);
afterAll(async () => {
  await t.close();
  await server.close();
});

const evaluationNow = async (): Promise<TEvaluation> =>
  (await admin.client.get(`/api/evaluations/${candidateId}`)).json();
const rate = (criteria: Record<string, number>) =>
  admin.client.post(`/api/evaluations/${candidateId}/ratings`, { questionId, criteria });

describe("a written question on its author's own rubric", () => {
  it("has the model grade the author's criteria only, and keeps the grade a suggestion", async () => {
    expect(gradingRequests).toHaveLength(2);
    for (const request of gradingRequests) {
      expect(schemaKeys(request)).toEqual(['correctness', 'explains_the_trade_off']);
      const prompt = JSON.stringify(request.body.messages);
      expect(prompt).toContain('Correctness');
      expect(prompt).toContain(ANCHORS[5]);
      expect(prompt).not.toContain('lexical_resource');
      expect(prompt).toContain("the question author's rubric");
    }
    const data = ZEvaluationData.parse((await evaluationNow()).evaluationData);
    const result = data.questions.find((q) => q.questionId === questionId);
    expect(result).toMatchObject({
      awaitingRating: true,
      credit: null,
      rubric: [
        { key: 'correctness', label: 'Correctness' },
        { key: 'explains_the_trade_off', label: 'Explains the trade-off' },
      ],
      grade: { method: 'ai', needsReview: true, criteria: MODEL_BANDS, credit: 0.6 },
    });
    expect(data.sections[0]?.score).toBeNull();
  });

  it('shows its criteria, descriptions and anchors in the rating queue', async () => {
    const queue: TRatingQueue = (await admin.client.get('/api/ratings')).json();
    const item = queue.items.find((i) => i.questionId === questionId);
    expect(item?.criteria).toEqual([
      { key: 'correctness', label: 'Correctness', description: RUBRIC[0]?.description, anchors: ANCHORS },
      {
        key: 'explains_the_trade_off',
        label: 'Explains the trade-off',
        description: RUBRIC[1]?.description,
        anchors: [],
      },
    ]);
    expect(item?.suggestion?.criteria).toEqual(MODEL_BANDS);
  });

  it('refuses a rating on the writing criteria, or one that leaves a criterion out', async () => {
    const writing = await rate({ task_response: 4, coherence: 4, lexical_resource: 4, grammar_accuracy: 4 });
    expect(writing.statusCode).toBe(400);
    expect(writing.json().error.message).toBe(
      "Rate every criterion of the question's rubric: Correctness, Explains the trade-off are missing",
    );
    const extra = await rate({ correctness: 5, explains_the_trade_off: 3, coherence: 2 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toBe("Not a criterion of this question's rubric: coherence");
    expect((await evaluationNow()).evaluationStatus).toBe('needs_review');
  });

  it('scores the answer from a rating of its own criteria: (5 + 3) / 10 = 80', async () => {
    const rated = await rate({ correctness: 5, explains_the_trade_off: 3 });
    expect(rated.statusCode).toBe(200);
    const evaluation: TEvaluation = rated.json();
    expect(evaluation.evaluationStatus).toBe('completed');
    expect(evaluation.sectionScores[TEST_NAME]).toBe(80);
    const result = evaluation.evaluationData?.questions.find((q) => q.questionId === questionId);
    expect(result?.grade).toMatchObject({
      method: 'rating',
      criteria: { correctness: 5, explains_the_trade_off: 3 },
    });
    const answers = (await admin.client.get(`/api/evaluations/${candidateId}/answers`)).json();
    expect(answers.questions[0].key.rubric.map((c: { label: string }) => c.label)).toEqual([
      'Correctness',
      'Explains the trade-off',
    ]);
  });

  it("names the author's criteria with their bands in the PDF", async () => {
    const response = await admin.client.get(`/api/reports/${candidateId}/pdf`);
    expect(response.statusCode).toBe(200);
    const { text } = await pdfTextOf(response.rawPayload);
    expect(text).toMatch(/Correctness\s+5\.0 \/ 5/);
    expect(text).toMatch(/Explains the trade-off\s+3\.0 \/ 5/);
    expect(text).not.toContain('Lexical resource');
  });
});
