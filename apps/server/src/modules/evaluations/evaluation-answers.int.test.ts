import type { TCandidateSectionDetail, TCandidateSectionsResponse, TEvaluationAnswers } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, waitUntil } from '../../../test/helpers';
import { submitAssessment } from '../../../test/submit-all';
import { evaluations } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let adminB: Awaited<ReturnType<typeof signedInAdmin>>;
let cand: Awaited<ReturnType<typeof signedInCandidate>>;
/** The one question the candidate leaves unanswered. */
let skippedId = '';

const WRITING =
  'Thank you for the update. I will send the report on Friday and call you if anything changes.';
const scored = ['completed', 'needs_review'];

/** Answers every question but the first of the last section: option 1 (or 0), the writing text, Likert 4. */
async function answerAndSubmit() {
  const client = cand.client;
  const list: TCandidateSectionsResponse['sections'] = (await client.get('/api/candidate/sections')).json()
    .sections;
  for (const [s, section] of list.entries()) {
    expect((await client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail: TCandidateSectionDetail = (
      await client.get(`/api/candidate/sections/${section.id}`)
    ).json();
    for (const [index, q] of detail.questions.entries()) {
      if (s === list.length - 1 && index === 0) {
        skippedId = q.id;
        continue;
      }
      const value =
        q.questionType === 'open_ended' ? WRITING : q.questionType === 'likert_scale' ? 3 : index % 2;
      const saved = await client.put(`/api/candidate/answers/${q.id}`, { value, questionIndex: index });
      expect(saved.statusCode).toBe(200);
    }
    if (s === list.length - 1) {
      const closed = await client.post(`/api/candidate/sections/${section.id}/submit`);
      expect(closed.statusCode).toBe(200);
    }
  }
  const submitted = await submitAssessment(client, cand.candidateId, cand.userId);
  expect(submitted.statusCode, submitted.body).toBe(201);
}

const evaluationOf = async () => (await adminA.client.get(`/api/evaluations/${cand.candidateId}`)).json();
const waitScored = () =>
  waitUntil(async () => scored.includes((await evaluationOf()).evaluationStatus), 15_000);
const listed = async () =>
  (await adminA.client.get('/api/candidates'))
    .json()
    .items.find((c: { id: string }) => c.id === cand.candidateId);
const setStatus = (status: 'failed' | 'processing', minutesAgo = 0) =>
  t.context.db
    .update(evaluations)
    .set({
      evaluationStatus: status,
      error: status === 'failed' ? 'provider exploded' : null,
      updatedAt: sql`now() - make_interval(mins => ${minutesAgo})`,
    })
    .where(eq(evaluations.candidateId, cand.candidateId));

beforeAll(async () => {
  t = await createTestApp();
  adminA = await signedInAdmin(t, 'admin@trace-a.test', { name: 'Trace A', industry: 'Technology' });
  adminB = await signedInAdmin(t, 'admin@trace-b.test', { name: 'Trace B', industry: 'Retail' });
  const assessment = await createAssessment(t, adminA.companyId, [
    TEST_IDS.readingComprehension,
    TEST_IDS.situationalJudgement,
    TEST_IDS.bigFive,
    TEST_IDS.workStyle,
    TEST_IDS.businessWriting,
  ]);
  cand = await signedInCandidate(t, adminA.companyId, assessment, 'tia@trace.test', 'Tia Traced');
  await answerAndSubmit();
  await waitScored();
}, 90_000);
afterAll(() => t.close());

describe('the answers behind an evaluation', () => {
  let answers: TEvaluationAnswers;

  it('lists every question in section and question order with the answer, the key and the result', async () => {
    const response = await adminA.client.get(`/api/evaluations/${cand.candidateId}/answers`);
    expect(response.statusCode).toBe(200);
    answers = response.json();
    const evaluation = await evaluationOf();
    expect(answers.evaluationId).toBe(evaluation.id);
    const data = evaluation.evaluationData;
    // Same questions, same order as the scoring wrote them.
    expect(answers.questions.map((q) => q.questionId)).toEqual(
      data.questions.map((q: { questionId: string }) => q.questionId),
    );
    const sectionOrder = [...new Set(answers.questions.map((q) => q.sectionName))];
    expect(sectionOrder).toEqual(data.sections.map((s: { name: string }) => s.name));
    for (const name of sectionOrder) {
      const numbers = answers.questions.filter((q) => q.sectionName === name).map((q) => q.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
  });

  it('has keys and results that line up for every question type', () => {
    const types = new Set<string>();
    for (const q of answers.questions) {
      types.add(q.type);
      const result = q.result;
      if (!result) throw new Error(`no result for question ${q.number}`);
      expect(result.answer).toEqual(q.answer);
      if (q.questionId === skippedId) {
        expect(q.answer).toBeNull();
        expect(result.answered).toBe(false);
        continue;
      }
      if (q.type === 'mcq' || q.type === 'true_false') {
        expect(q.key.keyIndex).toBeTypeOf('number');
        expect(result.correct).toBe(q.answer === q.key.keyIndex);
      } else if (q.type === 'sjt') {
        const rating = Number(q.key.optionKeys?.[q.answer as number]);
        expect(result.credit).toBeCloseTo((rating - 1) / 3, 6);
      } else if (q.type === 'likert_scale') {
        expect(q.key.trait).toBe(result.trait);
        expect(result.keyedResponse).toBe(q.key.reverse ? 2 : 4);
      } else if (q.type === 'forced_choice') {
        expect(result.style).toBe(q.key.optionKeys?.[q.answer as number]);
      } else if (q.type === 'open_ended') {
        expect(Object.keys(q.key.rubric ?? {}).length).toBeGreaterThan(0);
        // No AI provider and nobody has rated it (decision 035): no grade and no credit, it waits.
        expect(result).toMatchObject({ answered: true, credit: null, points: null, awaitingRating: true });
        expect(result.grade).toBeUndefined();
      }
    }
    for (const type of ['mcq', 'sjt', 'likert_scale', 'forced_choice', 'open_ended'])
      expect(types).toContain(type);
    const reading = answers.questions.filter((q) => q.sectionName === 'Reading Comprehension');
    expect(reading.length).toBeGreaterThan(0);
    expect(reading.every((q) => (q.passage?.text.length ?? 0) > 100)).toBe(true);
  });

  it("is not found for another company's admin and refused to the candidate", async () => {
    expect((await adminB.client.get(`/api/evaluations/${cand.candidateId}/answers`)).statusCode).toBe(404);
    const own = await cand.client.get(`/api/evaluations/${cand.candidateId}/answers`);
    expect([403, 404]).toContain(own.statusCode);
    expect(JSON.stringify(own.json())).not.toContain('keyIndex');
  });
});

describe('re-running scoring', () => {
  it('refuses a scored evaluation with 409 and another company with 404', async () => {
    const done = await adminA.client.post(`/api/evaluations/${cand.candidateId}/rerun`);
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toMatch(/already scored/);
    await setStatus('failed');
    expect((await adminB.client.post(`/api/evaluations/${cand.candidateId}/rerun`)).statusCode).toBe(404);
    expect([403, 404]).toContain(
      (await cand.client.post(`/api/evaluations/${cand.candidateId}/rerun`)).statusCode,
    );
  });

  it("shows a failed evaluation in the list and scores it again, keeping the people's ratings", async () => {
    // A person rates every answered written question first, so the scoring has an overall score to redo.
    const written = (await evaluationOf()).evaluationData.questions.filter(
      (q: { type: string; answered: boolean }) => q.type === 'open_ended' && q.answered,
    );
    expect(written.length).toBeGreaterThan(0);
    for (const q of written) {
      const rated = await adminA.client.post(`/api/evaluations/${cand.candidateId}/ratings`, {
        questionId: q.questionId,
        criteria: { task_response: 4, coherence: 3, lexical_resource: 3, grammar_accuracy: 2 },
      });
      expect(rated.statusCode, rated.body).toBe(200);
    }
    const before = await evaluationOf();
    expect(before.evaluationStatus).toBe('completed');
    expect(before.totalScore).not.toBeNull();
    await setStatus('failed');
    expect(await listed()).toMatchObject({ evaluationStatus: 'failed', totalScore: null });
    const rerun = await adminA.client.post(`/api/evaluations/${cand.candidateId}/rerun`);
    expect(rerun.statusCode).toBe(200);
    expect(rerun.json()).toMatchObject({ evaluationStatus: 'pending', error: null });
    await waitScored();
    const row = await listed();
    const after = await evaluationOf();
    expect(row.evaluationStatus).toBe('completed');
    expect(row.totalScore).toBe(after.totalScore);
    // Scored afresh from the same answers and the stored ratings: the same numbers, the same graders.
    expect(after.totalScore).toBe(before.totalScore);
    expect(after.sectionScores).toEqual(before.sectionScores);
    for (const q of written) {
      const result = after.evaluationData.questions.find(
        (r: { questionId: string }) => r.questionId === q.questionId,
      );
      expect(result).toMatchObject({ credit: 12 / 20, grade: { method: 'rating', needsReview: false } });
    }
  });

  it('re-queues one stuck processing for over 5 minutes, not one that is recent', async () => {
    await setStatus('processing', 1);
    const recent = await adminA.client.post(`/api/evaluations/${cand.candidateId}/rerun`);
    expect(recent.statusCode).toBe(409);
    expect(recent.json().error.message).toMatch(/being scored/);
    expect((await listed()).evaluationStatus).toBe('processing');
    await setStatus('processing', 6);
    expect((await adminA.client.post(`/api/evaluations/${cand.candidateId}/rerun`)).statusCode).toBe(200);
    await waitScored();
  });
});
