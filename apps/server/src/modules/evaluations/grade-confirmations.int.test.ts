import type { TCandidateSectionDetail, TCandidateSectionsResponse, TEvaluation } from '@app/contracts';
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
import { TEST_IDS } from '../assessments/test-ids';

/**
 * Human oversight of machine grades (issue 20): an admin confirms or overrides each AI or heuristic grade
 * before the candidate can be rejected, on every path that sets a stage. No provider here: every written
 * answer is graded by the heuristic, which is a machine grade too.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let reviewer: { client: TestClient };
let apiKey = '';
type Scored = { candidateId: string; writing: string[]; keyed: string; evaluation: TEvaluation };
let wendy: Scored;
let xavier: Scored;
let noraId = '';

const ANSWER =
  'Dear team, thank you for the update on the launch. I will send the full report on Friday morning.';

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
  t = await createTestApp();
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
afterAll(() => t.close());

describe('no score, flag or AI output changes a stage by itself', () => {
  it('leaves the stage at new after grading, flagging for review and scoring', () => {
    expect(wendy.evaluation.evaluationStatus).toBe('needs_review');
    const grades = wendy.writing.map(
      (id) => wendy.evaluation.evaluationData?.questions.find((q) => q.questionId === id)?.grade,
    );
    expect(grades.every((g) => g?.method === 'heuristic' && g.needsReview)).toBe(true);
    return Promise.all([wendy, xavier].map(async (c) => expect(await stageOf(c.candidateId)).toBe('new')));
  });
});

describe('the rejection guard', () => {
  it('refuses to reject one candidate while machine grades wait for a person, and says what to do', async () => {
    const refused = await reject(wendy.candidateId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Confirm or override the machine-graded answers of Wendy Written before rejecting them: ${wendy.writing.length} answers are not yet confirmed by a person.`,
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
    const message: string = refused.json().error.message;
    expect(message).toContain('Nobody was rejected: 2 candidates have machine-graded answers');
    expect(message).toContain(`Wendy Written (${wendy.writing.length})`);
    expect(message).toContain(`Xavier Xu (${xavier.writing.length})`);
    expect(message).not.toContain('Nora');
    const rows = await t.context.db
      .select({ stage: candidates.stage })
      .from(candidates)
      .where(inArray(candidates.id, ids));
    expect(rows.map((r) => r.stage)).toEqual(['new', 'new', 'new']);
  });

  it('refuses the public API too', async () => {
    const refused = await publicStage(xavier.candidateId, 'rejected');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('Xavier Xu');
    expect((await publicStage(xavier.candidateId, 'shortlisted')).statusCode).toBe(200);
    expect(await stageOf(xavier.candidateId)).toBe('shortlisted');
  });

  it('lets a candidate without machine grades be rejected', async () => {
    expect((await reject(noraId)).statusCode).toBe(200);
    expect(await stageOf(noraId)).toBe('rejected');
  });
});

describe('confirming a machine grade', () => {
  it('is for admins of the company only', async () => {
    const questionId = wendy.writing[0] ?? '';
    expect((await confirm(reviewer.client, wendy.candidateId, questionId)).statusCode).toBe(403);
    expect((await confirm(other.client, wendy.candidateId, questionId)).statusCode).toBe(404);
    const unknown = await confirm(admin.client, wendy.candidateId, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a question without a machine grade', async () => {
    const keyed = await confirm(admin.client, wendy.candidateId, wendy.keyed);
    expect(keyed.statusCode).toBe(400);
    expect(keyed.json().error.message).toContain('graded by a model or the heuristic');
  });

  it('records who confirmed and when, once however often it is sent', async () => {
    const questionId = wendy.writing[0] ?? '';
    const first = await confirm(admin.client, wendy.candidateId, questionId);
    expect(first.statusCode).toBe(200);
    const evaluation: TEvaluation = first.json();
    expect(evaluation.confirmations).toEqual([
      { questionId, adminUserId: admin.userId, adminName: 'Admin', createdAt: expect.any(String) },
    ]);
    // The confirmed grade no longer waits for review; the others still do.
    const grade = evaluation.evaluationData?.questions.find((q) => q.questionId === questionId)?.grade;
    expect(grade).toMatchObject({ method: 'heuristic', needsReview: false });
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
      score: 70,
      reason: 'Read it myself',
    });
    expect(override.statusCode).toBe(200);
    const refused = await confirm(admin.client, wendy.candidateId, questionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('overrode');
  });

  it('lets the rejection through once every machine grade is confirmed or overridden', async () => {
    const rest = wendy.writing.slice(2);
    const blocked = await reject(wendy.candidateId);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toContain(
      rest.length === 1 ? '1 answer is not yet confirmed' : `${rest.length} answers are not yet confirmed`,
    );
    let evaluation: TEvaluation | undefined;
    for (const questionId of rest)
      evaluation = (await confirm(admin.client, wendy.candidateId, questionId)).json();
    expect(evaluation?.evaluationStatus).toBe('completed');
    expect(await stageOf(wendy.candidateId)).toBe('new');
    expect((await reject(wendy.candidateId)).statusCode).toBe(200);
    expect(await stageOf(wendy.candidateId)).toBe('rejected');
  });

  it('unblocks the public API and the bulk route alike', async () => {
    for (const questionId of xavier.writing)
      expect((await confirm(admin.client, xavier.candidateId, questionId)).statusCode).toBe(200);
    expect((await publicStage(xavier.candidateId, 'rejected')).statusCode).toBe(200);
    expect(await stageOf(xavier.candidateId)).toBe('rejected');
  });
});
