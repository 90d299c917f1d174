import {
  DEFAULT_SCORING_WEIGHTS,
  type TCandidateSectionDetail,
  type TCandidateSectionsResponse,
  type TEvaluation,
  ZEvaluationData,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
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
import { submitAssessment } from '../../../test/submit-all';
import { assessments, evaluations, scoreOverrides } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { runEvaluation } from './evaluations.service';

let t: TestApp;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let adminB: Awaited<ReturnType<typeof signedInAdmin>>;
let cand: Awaited<ReturnType<typeof signedInCandidate>>;
let assessmentId: string;

const WRITING =
  'Dear team, thank you for the update. I will send the report on Friday. Please tell me if you need anything else before then.';
const round1 = (x: number) => Math.round(x * 10) / 10;

/** What the test expects, worked out from the keys as it answers. */
const expected = {
  logical: 0,
  sjt: 0,
  conscientiousness: 0,
  writing: [] as { id: string; minWords: number; maxWords: number }[],
  mcqQuestionId: '',
};

async function answerAll(client: TestClient, candidateId: string) {
  const keys = new Map((await formQuestions(t.context.db, candidateId)).map((q) => [q.id, q]));
  const list: TCandidateSectionsResponse['sections'] = (await client.get('/api/candidate/sections')).json()
    .sections;
  let mcqRight = 0;
  let mcqTotal = 0;
  let sjtCredit = 0;
  let sjtTotal = 0;
  const consc: number[] = [];
  for (const section of list) {
    expect((await client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail: TCandidateSectionDetail = (
      await client.get(`/api/candidate/sections/${section.id}`)
    ).json();
    for (const [index, q] of detail.questions.entries()) {
      const scoring = keys.get(q.id)?.scoring;
      if (!scoring) throw new Error('question without a key');
      let value: number | string = 0;
      if (q.questionType === 'mcq' || q.questionType === 'true_false') {
        // Every other question right (even indexes), the rest wrong.
        const key = scoring.keyIndex ?? 0;
        const right = index % 2 === 0;
        value = right ? key : (key + 1) % q.options.length;
        mcqTotal += 1;
        if (right) mcqRight += 1;
        if (q.questionType === 'mcq') expected.mcqQuestionId = q.id;
      } else if (q.questionType === 'sjt') {
        // The option rated 3 where there is one, else the first: (e − 1) / 3 each.
        const ratings = (scoring.optionKeys ?? []).map(Number);
        const pick = ratings.indexOf(3) >= 0 ? ratings.indexOf(3) : 0;
        value = pick;
        sjtCredit += ((ratings[pick] ?? 1) - 1) / 3;
        sjtTotal += 1;
      } else if (q.questionType === 'likert_scale') {
        // "Agree" (4) everywhere: a reverse-keyed statement counts 6 − 4 = 2.
        value = 3;
        if (scoring.trait === 'conscientiousness') consc.push(scoring.reverse ? 2 : 4);
      } else if (q.questionType === 'open_ended') {
        value = WRITING;
        const metadata = keys.get(q.id)?.metadata;
        expected.writing.push({
          id: q.id,
          minWords: metadata?.minWords ?? 0,
          maxWords: metadata?.maxWords ?? 0,
        });
      }
      const saved = await client.put(`/api/candidate/answers/${q.id}`, { value, questionIndex: index });
      expect(saved.statusCode).toBe(200);
    }
  }
  expected.logical = round1((100 * mcqRight) / mcqTotal);
  expected.sjt = round1((100 * sjtCredit) / sjtTotal);
  const mean = consc.reduce((a, b) => a + b, 0) / consc.length;
  expected.conscientiousness = round1((100 * (mean - 1)) / 4);
}

beforeAll(async () => {
  t = await createTestApp();
  adminA = await signedInAdmin(t, 'admin@eval-a.test', { name: 'Eval A', industry: 'Technology' });
  adminB = await signedInAdmin(t, 'admin@eval-b.test', { name: 'Eval B', industry: 'Retail' });
  assessmentId = await createAssessment(t, adminA.companyId, [
    TEST_IDS.logicalReasoning,
    TEST_IDS.situationalJudgement,
    TEST_IDS.bigFive,
    TEST_IDS.businessWriting,
  ]);
  cand = await signedInCandidate(t, adminA.companyId, assessmentId, 'eve@eval.test', 'Eve Evaluated');
}, 60_000);
afterAll(() => t.close());

describe('evaluation after the final submission', () => {
  let evaluation: TEvaluation;

  it('is created pending with the submission and scored by the job within seconds', async () => {
    await answerAll(cand.client, cand.candidateId);
    const submitted = await submitAssessment(cand.client, cand.candidateId, cand.userId);
    expect(submitted.statusCode).toBe(201);
    const [row] = await t.context.db
      .select({ submissionId: evaluations.submissionId })
      .from(evaluations)
      .where(eq(evaluations.candidateId, cand.candidateId));
    expect(row?.submissionId).toBe(submitted.json().submission_id);

    await waitUntil(async () => {
      const r = await adminA.client.get(`/api/evaluations/${cand.candidateId}`);
      return r.statusCode === 200 && ['completed', 'needs_review'].includes(r.json().evaluationStatus);
    }, 15_000);
    evaluation = (await adminA.client.get(`/api/evaluations/${cand.candidateId}`)).json();
  }, 60_000);

  it('has the numbers the known answers give, and none for the written answers nobody rated', () => {
    // No AI provider in tests: the written answers wait for a person's rating (decision 035).
    expect(evaluation.evaluationStatus).toBe('needs_review');
    const data = ZEvaluationData.parse(evaluation.evaluationData);
    const writing = data.sections.find((s) => s.kind === 'writing');
    for (const w of expected.writing) {
      const result = data.questions.find((q) => q.questionId === w.id);
      expect(result).toMatchObject({ answered: true, credit: null, awaitingRating: true });
      expect(result?.grade).toBeUndefined();
    }
    expect(writing).toMatchObject({ score: null, awaitingRating: expected.writing.length });
    expect(evaluation.sectionScores).not.toHaveProperty('Business Writing');
    expect(evaluation.sectionScores).toMatchObject({ 'Logical Reasoning': expected.logical });
    const sjt = data.sections.find((s) => s.kind === 'sjt');
    expect(sjt?.score).toBe(expected.sjt);
    expect(data.traits.find((x) => x.trait === 'conscientiousness')?.score).toBe(expected.conscientiousness);
    const personality = data.sections.find((s) => s.kind === 'personality');
    expect(personality).toMatchObject({ weight: 0, score: 100 }); // every statement answered
    // The writing section is weighted and unrated: no overall score ranks on a part of the test.
    expect(evaluation.totalScore).toBeNull();
    expect(data.awaitingRating).toBe(expected.writing.length);
    expect(data.scoringVersion).toBe('scoring-v2');
    expect(data.sections.every((s) => s.timeSeconds !== null)).toBe(true);
  });

  it("shows in the admin's candidates table", async () => {
    const list = (await adminA.client.get('/api/candidates')).json();
    const row = list.items.find((c: { id: string }) => c.id === cand.candidateId);
    expect(row.totalScore).toBe(evaluation.totalScore);
  });

  it("is not found for another company's admin, or for a candidate without one", async () => {
    expect((await adminB.client.get(`/api/evaluations/${cand.candidateId}`)).statusCode).toBe(404);
    const none = await adminA.client.get('/api/evaluations/00000000-0000-4000-8000-000000000000');
    expect(none.statusCode).toBe(404);
    const override = await adminB.client.post(`/api/evaluations/${cand.candidateId}/overrides`, {
      questionId: expected.writing[0]?.id,
      score: 90,
      reason: 'Not mine',
    });
    expect(override.statusCode).toBe(404);
  });

  it('takes audited overrides of open-ended scores and recomputes the totals', async () => {
    const keyed = await adminA.client.post(`/api/evaluations/${cand.candidateId}/overrides`, {
      questionId: expected.mcqQuestionId,
      score: 100,
      reason: 'Keyed items are not overridden',
    });
    expect(keyed.statusCode).toBe(400);

    let updated: TEvaluation | undefined;
    for (const [i, w] of expected.writing.entries()) {
      const response = await adminA.client.post(`/api/evaluations/${cand.candidateId}/overrides`, {
        questionId: w.id,
        score: 80,
        reason: 'Read by the hiring manager: clear and complete',
      });
      expect(response.statusCode).toBe(200);
      updated = response.json();
      // Until the last answer is overridden, the others still await a person.
      const last = i === expected.writing.length - 1;
      expect(updated?.evaluationStatus).toBe(last ? 'completed' : 'needs_review');
    }
    if (!updated) throw new Error('no writing question');
    expect(updated.sectionScores['Business Writing']).toBe(80);
    expect(updated.totalScore).toBe(round1((expected.logical + expected.sjt + 80) / 3));
    const audit = await t.context.db.select().from(scoreOverrides);
    expect(audit).toHaveLength(expected.writing.length);
    expect(audit[0]).toMatchObject({ score: 80, adminUserId: adminA.userId });
    expect(updated.overrides).toHaveLength(expected.writing.length);
    const list = (await adminA.client.get('/api/candidates')).json();
    expect(list.items.find((c: { id: string }) => c.id === cand.candidateId).totalScore).toBe(
      updated.totalScore,
    );
  });

  it("scores with the role's weights chosen at upload, personality only through a weighted trait", async () => {
    await t.context.db
      .update(assessments)
      .set({
        scoringWeights: {
          sections: { cognitive: 2, english: 1, sjt: 1, writing: 0 },
          traits: { ...DEFAULT_SCORING_WEIGHTS.traits, conscientiousness: 1 },
        },
      })
      .where(eq(assessments.id, assessmentId));
    const [row] = await t.context.db
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(eq(evaluations.candidateId, cand.candidateId));
    if (!row) throw new Error('no evaluation');
    await runEvaluation(t.context, row.id, true);
    const weighted: TEvaluation = (await adminA.client.get(`/api/evaluations/${cand.candidateId}`)).json();
    // (2 × logical + 1 × SJT + 0 × writing + 1 × conscientiousness) / (2 + 1 + 1)
    expect(weighted.totalScore).toBe(
      round1((2 * expected.logical + expected.sjt + expected.conscientiousness) / 4),
    );
    expect(weighted.evaluationData?.traitWeights).toMatchObject({ conscientiousness: 1 });
    expect(weighted.evaluationData?.sections.find((s) => s.kind === 'writing')?.weight).toBe(0);
  });
});
