import type {
  TCandidateSectionDetail,
  TCandidateSectionsResponse,
  TEvaluation,
  TRatingQueue,
  TRubricCriterion,
} from '@app/contracts';
import { KAPPA_MIN_PAIRS } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import {
  createTestApp,
  signedInAdmin,
  type TestApp,
  type TestClient,
  waitUntil,
} from '../../../test/helpers';
import { submitAssessment } from '../../../test/submit-all';
import { signedInMember } from '../../../test/team';
import { answerRatings } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { quadraticWeightedKappa } from './agreement';

/**
 * The rating queue (issue 36 items 1-2, decision 035), with no AI provider: written answers have no
 * grade until a person rates them; each rating updates the candidate's scores at once.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let colleague: { client: TestClient; userId: string };
let reviewer: { client: TestClient };
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let assessmentId = '';
type Taken = { candidateId: string; name: string; writing: string[] };
const taken: Taken[] = [];

const ANSWER = 'Our team meets on Friday. I will bring the figures and a short plan for the launch.';
const bands = (task: number, coherence: number, lexical: number, grammar: number) => ({
  task_response: task,
  coherence,
  lexical_resource: lexical,
  grammar_accuracy: grammar,
});

async function takeWritingTest(email: string, name: string): Promise<Taken> {
  const candidate = await signedInCandidate(t, admin.companyId, assessmentId, email, name);
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
      writing.push(q.id);
      const saved = await candidate.client.put(`/api/candidate/answers/${q.id}`, {
        value: `${ANSWER} (${name}, ${index + 1})`,
        questionIndex: index,
      });
      expect(saved.statusCode).toBe(200);
    }
  }
  const submitted = await submitAssessment(candidate.client, candidate.candidateId, candidate.userId);
  expect(submitted.statusCode).toBe(201);
  return { candidateId: candidate.candidateId, name, writing };
}

const queue = async (client: TestClient, query = '') =>
  (await client.get(`/api/ratings?assessmentId=${assessmentId}${query}`)).json() as TRatingQueue;
const rate = (
  client: TestClient,
  candidateId: string,
  questionId: string,
  criteria: Record<string, number>,
) => client.post(`/api/evaluations/${candidateId}/ratings`, { questionId, criteria });
const evaluationOf = async (candidateId: string): Promise<TEvaluation> =>
  (await admin.client.get(`/api/evaluations/${candidateId}`)).json();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'admin@ratings-a.test', { name: 'Ratings Co', industry: 'Technology' });
  other = await signedInAdmin(t, 'admin@ratings-b.test', { name: 'Elsewhere Co', industry: 'Retail' });
  colleague = await signedInMember(t, admin, 'Ratings Co', 'second@ratings-a.test', 'admin');
  reviewer = await signedInMember(t, admin, 'Ratings Co', 'reviewer@ratings-a.test');
  assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.businessWriting]);
  for (const [i, name] of ['Asha Rao', 'Bilal Khan', 'Chen Wei', 'Dara Okafor'].entries())
    taken.push(await takeWritingTest(`writer${i}@ratings.test`, name));
  await waitUntil(async () => {
    const statuses = await Promise.all(
      taken.map(async (c) => (await evaluationOf(c.candidateId)).evaluationStatus),
    );
    return statuses.every((s) => s === 'needs_review');
  }, 30_000);
}, 180_000);
afterAll(() => t.close());

describe('the first round', () => {
  it('lists every written answer nobody rated, oldest submission first, without names', async () => {
    const answers = taken.flatMap((c) => c.writing);
    const page = await queue(admin.client, '&limit=50');
    expect(page.total).toBe(answers.length);
    expect(page.suggestions).toBe(0);
    expect(page.items.map((i) => i.questionId)).toEqual(answers);
    const [first] = page.items;
    expect(first).toMatchObject({
      candidateId: taken[0]?.candidateId,
      assessmentId,
      sectionName: expect.any(String),
      suggestion: null,
      ratings: 0,
      words: expect.any(Number),
    });
    expect(first?.answer).toContain('Asha Rao, 1');
    expect(first).not.toHaveProperty('candidateName');
    expect(JSON.stringify(page.items)).not.toContain('writer0@ratings.test');
    expect(first?.criteria.map((c) => c.key)).toEqual([
      'task_response',
      'coherence',
      'lexical_resource',
      'grammar_accuracy',
    ]);
    for (const criterion of first?.criteria ?? []) {
      expect(criterion.anchors).toHaveLength(6);
      expect(criterion.description.length).toBeGreaterThan(10);
    }
    expect((await queue(admin.client, '&limit=2')).items).toHaveLength(2);
  });

  it('names the candidates only when asked', async () => {
    const named = await queue(admin.client, '&reveal=true&limit=3');
    expect(named.items.map((i) => i.candidateName)).toEqual(['Asha Rao', 'Asha Rao', 'Asha Rao']);
  });

  it("is the company's own: another company sees none of it, a reviewer cannot open it", async () => {
    const foreign = await queue(other.client);
    expect(foreign).toMatchObject({ total: 0, items: [] });
    expect((await other.client.get('/api/ratings')).json().total).toBe(0);
    expect((await reviewer.client.get('/api/ratings')).statusCode).toBe(403);
    const [c] = taken;
    const refused = await rate(other.client, c?.candidateId ?? '', c?.writing[0] ?? '', bands(3, 3, 3, 3));
    expect(refused.statusCode).toBe(404);
  });
});

describe('a rating', () => {
  it('refuses a band outside 0-5 and a question of nobody’s form', async () => {
    const [c] = taken;
    const wrong = await rate(admin.client, c?.candidateId ?? '', c?.writing[0] ?? '', bands(6, 3, 3, 3));
    expect(wrong.statusCode).toBe(400);
    const unknown = await rate(
      admin.client,
      c?.candidateId ?? '',
      '00000000-0000-4000-8000-000000000000',
      bands(3, 3, 3, 3),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("updates the candidate's scores at once; the section and the overall score wait for every answer", async () => {
    const c = taken[0] as Taken;
    const given = [bands(4, 3, 3, 2), bands(5, 4, 4, 4), bands(2, 2, 3, 3)];
    let evaluation: TEvaluation | undefined;
    for (const [i, questionId] of c.writing.entries()) {
      const response = await rate(admin.client, c.candidateId, questionId, given[i] ?? {});
      expect(response.statusCode).toBe(200);
      evaluation = response.json();
      const result = evaluation?.evaluationData?.questions.find((q) => q.questionId === questionId);
      const sum = Object.values(given[i] ?? {}).reduce((a, b) => a + b, 0);
      expect(result).toMatchObject({ credit: sum / 20, grade: { method: 'rating', needsReview: false } });
      expect(result?.awaitingRating).toBeUndefined();
      const last = i === c.writing.length - 1;
      expect(evaluation?.totalScore === null).toBe(!last);
      expect(evaluation?.evaluationStatus).toBe(last ? 'completed' : 'needs_review');
    }
    // (12 + 17 + 10) / 20 / 3 × 100 = 65
    expect(evaluation?.sectionScores).toEqual({ 'Business Writing': 65 });
    expect(evaluation?.totalScore).toBe(65);
    const list = (await admin.client.get(`/api/candidates?assessmentId=${assessmentId}`)).json();
    expect(list.items.find((r: { id: string }) => r.id === c.candidateId).totalScore).toBe(65);
    expect((await queue(admin.client)).total).toBe(3 * (taken.length - 1));
  });

  it("replaces the rater's own earlier rating of the answer", async () => {
    const c = taken[0] as Taken;
    const questionId = c.writing[2] ?? '';
    const again: TEvaluation = (
      await rate(admin.client, c.candidateId, questionId, bands(4, 4, 3, 3))
    ).json();
    // (12 + 17 + 14) / 60 × 100 = 71.7
    expect(again.totalScore).toBe(71.7);
    const rows = await t.context.db
      .select()
      .from(answerRatings)
      .where(eq(answerRatings.questionId, questionId));
    expect(rows).toHaveLength(1);
  });

  it('blocks a rejection until every written answer is rated', async () => {
    const waiting = taken[1] as Taken;
    const refused = await admin.client.patch(`/api/candidates/${waiting.candidateId}/stage`, {
      stage: 'rejected',
      sendEmail: false,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Rate the written answers of ${waiting.name} before rejecting them: 3 answers are awaiting a person’s rating (the rating queue lists them).`,
    );
    const rated = taken[0] as Taken;
    const allowed = await admin.client.patch(`/api/candidates/${rated.candidateId}/stage`, {
      stage: 'rejected',
      sendEmail: false,
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('the second round and agreement', () => {
  const first = (i: number) => bands(i % 6, (i + 1) % 6, i % 4, 5 - (i % 6));
  const second = (i: number) => bands(Math.min(5, (i % 6) + (i % 2)), (i + 1) % 6, i % 4, 5 - (i % 6));

  it("offers a colleague the answers one other person rated, without that person's bands", async () => {
    const rest = taken.slice(1);
    for (const [n, c] of rest.entries())
      for (const [i, questionId] of c.writing.entries())
        expect((await rate(admin.client, c.candidateId, questionId, first(3 * n + i))).statusCode).toBe(200);
    expect((await queue(admin.client)).total).toBe(0);
    expect((await queue(admin.client, '&round=second')).total).toBe(0); // all rated by this admin
    const offered = await queue(colleague.client, '&round=second&limit=50');
    expect(offered.total).toBe(3 * taken.length);
    expect(offered.items.every((i) => i.ratings === 1 && i.suggestion === null)).toBe(true);
    expect(JSON.stringify(offered.items)).not.toContain('"criteria":{"task_response"');
  });

  it('takes the mean of both raters, and measures their agreement from enough pairs', async () => {
    const before = await queue(colleague.client, '&round=second');
    expect(before.agreement.raters.every((k) => k.pairs === 0 && k.kappa === null)).toBe(true);
    const everyAnswer = taken.slice(1).flatMap((c) => c.writing.map((questionId) => ({ c, questionId })));
    for (const [i, { c, questionId }] of everyAnswer.entries()) {
      const response = await rate(colleague.client, c.candidateId, questionId, second(i));
      expect(response.statusCode).toBe(200);
      const grade = (response.json() as TEvaluation).evaluationData?.questions.find(
        (q) => q.questionId === questionId,
      )?.grade;
      expect(grade?.note).toBe('Rated by 2 people: the mean of their ratings per criterion');
      expect(grade?.criteria?.task_response).toBe(((i % 6) + Math.min(5, (i % 6) + (i % 2))) / 2);
    }
    const after = await queue(colleague.client, '&round=second');
    expect(after.items.map((i) => i.candidateId)).toEqual(Array(3).fill(taken[0]?.candidateId));
    expect(everyAnswer.length).toBeLessThan(KAPPA_MIN_PAIRS);
    // Nine pairs: below the minimum, nothing is shown yet.
    expect(after.agreement.raters.every((k) => k.pairs === everyAnswer.length && k.kappa === null)).toBe(
      true,
    );

    // The first candidate's three answers make twelve pairs.
    const c = taken[0] as Taken;
    for (const [i, questionId] of c.writing.entries())
      await rate(colleague.client, c.candidateId, questionId, second(everyAnswer.length + i));
    const measured = await queue(admin.client);
    const pairs = (key: string) => {
      const criterion = key as TRubricCriterion;
      return [
        ...everyAnswer.map((_, i) => [first(i)[criterion], second(i)[criterion]] as [number, number]),
        ...[bands(4, 3, 3, 2), bands(5, 4, 4, 4), bands(4, 4, 3, 3)].map(
          (b, i) => [b[criterion], second(everyAnswer.length + i)[criterion]] as [number, number],
        ),
      ];
    };
    for (const k of measured.agreement.raters) {
      expect(k.pairs).toBe(12);
      expect(k.kappa).toBe(quadraticWeightedKappa(pairs(k.criterion)));
    }
    expect(measured.agreement.raters.find((k) => k.criterion === 'coherence')?.kappa).toBe(
      quadraticWeightedKappa(pairs('coherence')),
    );
    // No model here: nothing to compare people with.
    expect(measured.agreement.model.every((k) => k.pairs === 0 && k.kappa === null)).toBe(true);
  });
});

describe('confirming suggestions in bulk', () => {
  it('confirms nothing where there is no suggestion, or for another company', async () => {
    const [c] = taken;
    const answers = [{ candidateId: c?.candidateId ?? '', questionId: c?.writing[0] ?? '' }];
    const none = await admin.client.post('/api/ratings/suggestion-confirmations', { answers });
    expect(none.json()).toEqual({ confirmed: 0, candidates: 0 });
    const foreign = await other.client.post('/api/ratings/suggestion-confirmations', { answers });
    expect(foreign.json()).toEqual({ confirmed: 0, candidates: 0 });
    const empty = await admin.client.post('/api/ratings/suggestion-confirmations', { answers: [] });
    expect(empty.statusCode).toBe(400);
  });
});
