import type { TAnalytics, TCompare, TReliabilityReport } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { insertQuestions, libraryItemId } from '../../../test/form-questions';
import {
  createTestApp,
  signedInAdmin,
  type TestApp,
  type TestClient,
  waitUntil,
} from '../../../test/helpers';
import { openApiContract } from '../../../test/openapi-contract';
import { answerAndSubmit } from '../../../test/submit-all';
import {
  assessments,
  candidates,
  evaluations,
  integrityEvents,
  sections,
  submissions,
} from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let adminB: Awaited<ReturnType<typeof signedInAdmin>>;
let mainAssessment: string;
let syntheticAssessment: string;
const real: { id: string; total: number; sections: Record<string, number> }[] = [];
let gus: string;
let foreignCandidate: string;

/**
 * 32 evaluated candidates of a one-section assessment, inserted in bulk: eight times the rows
 * (1,1,1) (1,1,0) (1,0,0) (0,0,0) of credit on three items, whose alpha is worked out in statistics.test.ts
 * (0.75; replicating rows scales every variance alike, so alpha stays).
 */
async function insertSyntheticCohort(companyId: string) {
  const [assessment] = await t.context.db
    .insert(assessments)
    .values({ companyId, name: 'Synthetic cohort', testMode: 'pre-built' })
    .returning({ id: assessments.id });
  if (!assessment) throw new Error('no assessment');
  const [section] = await t.context.db
    .insert(sections)
    .values({
      assessmentId: assessment.id,
      name: 'Synthetic Reasoning',
      category: 'cognitive',
      displayOrder: 1,
      blueprintVersion: 1,
    })
    .returning({ id: sections.id });
  if (!section) throw new Error('no section');
  const patterns = [
    [1, 1, 1],
    [1, 1, 0],
    [1, 0, 0],
    [0, 0, 0],
  ];
  const rows = Array.from({ length: 32 }, (_, i) => ({ i, credits: patterns[i % 4] ?? [] }));
  const inserted = await t.context.db
    .insert(candidates)
    .values(
      rows.map(({ i }) => ({
        companyId,
        assessmentId: assessment.id,
        fullName: `Synthetic ${i}`,
        email: `synthetic-${i}@analytics.test`,
        testStatus: 'submitted',
        submissionCount: 1,
      })),
    )
    .returning({ id: candidates.id });
  const itemIds = await Promise.all(
    ['lr-01', 'lr-02', 'lr-03'].map((key) => libraryItemId(t.context.db, key)),
  );
  const qs = (
    await insertQuestions(
      t.context.db,
      inserted.flatMap((c) =>
        [1, 2, 3].map((n) => ({
          sectionId: section.id,
          candidateId: c.id,
          questionNumber: n,
          itemId: itemIds[n - 1] as string,
        })),
      ),
    )
  ).map((q) => ({ id: q.id, candidateId: q.candidateId, number: q.questionNumber }));
  const subs = await t.context.db
    .insert(submissions)
    .values(inserted.map((c) => ({ candidateId: c.id, submissionNumber: 1, submissionData: {} })))
    .returning({ id: submissions.id, candidateId: submissions.candidateId });
  await t.context.db.insert(evaluations).values(
    inserted.map((c, i) => {
      const credits = rows[i]?.credits ?? [];
      const score = (100 * credits.reduce((a, b) => a + b, 0)) / 3;
      return {
        candidateId: c.id,
        submissionId: subs.find((s) => s.candidateId === c.id)?.id ?? '',
        evaluationStatus: 'completed' as const,
        totalScore: score,
        sectionScores: { 'Synthetic Reasoning': score },
        evaluationData: {
          sections: [{ name: 'Synthetic Reasoning' }],
          questions: qs
            .filter((q) => q.candidateId === c.id)
            .map((q) => ({
              questionId: q.id,
              number: q.number,
              type: 'mcq',
              credit: credits[q.number - 1],
            })),
        },
      };
    }),
  );
  return assessment.id;
}

const analytics = async (client: TestClient, query = ''): Promise<TAnalytics> => {
  const r = await client.get(`/api/analytics${query}`);
  expect(r.statusCode).toBe(200);
  return r.json();
};

const reliability = async (client: TestClient, query = ''): Promise<TReliabilityReport> => {
  const r = await client.get(`/api/analytics/reliability${query}`);
  expect(r.statusCode).toBe(200);
  return r.json();
};

beforeAll(async () => {
  t = await createTestApp();
  adminA = await signedInAdmin(t, 'admin@analytics-a.test', { name: 'Analytics A', industry: 'Technology' });
  adminB = await signedInAdmin(t, 'admin@analytics-b.test', { name: 'Analytics B', industry: 'Retail' });
  mainAssessment = await createAssessment(t, adminA.companyId, [
    TEST_IDS.logicalReasoning,
    TEST_IDS.englishGrammar,
    TEST_IDS.bigFive,
  ]);
  const eve = await signedInCandidate(t, adminA.companyId, mainAssessment, 'eve@analytics.test', 'Eve');
  const finn = await signedInCandidate(t, adminA.companyId, mainAssessment, 'finn@analytics.test', 'Finn');
  const g = await signedInCandidate(t, adminA.companyId, mainAssessment, 'gus@analytics.test', 'Gus');
  gus = g.candidateId;
  // Hal: invited (account, questions ready), never started. Ivy: still pending, not invited.
  await signedInCandidate(t, adminA.companyId, mainAssessment, 'hal@analytics.test', 'Hal');
  await t.context.db.insert(candidates).values({
    companyId: adminA.companyId,
    assessmentId: mainAssessment,
    fullName: 'Ivy',
    email: 'ivy@analytics.test',
  });

  const sectionsOfGus = (await g.client.get('/api/candidate/sections')).json().sections;
  await g.client.post(`/api/candidate/sections/${sectionsOfGus[0].id}/start`);

  await answerAndSubmit(t, eve, false);
  await answerAndSubmit(t, finn, true);
  for (const c of [eve, finn]) {
    await waitUntil(async () => {
      const r = await adminA.client.get(`/api/evaluations/${c.candidateId}`);
      return r.statusCode === 200 && ['completed', 'needs_review'].includes(r.json().evaluationStatus);
    }, 20_000);
    const evaluation = (await adminA.client.get(`/api/evaluations/${c.candidateId}`)).json();
    real.push({ id: c.candidateId, total: evaluation.totalScore, sections: evaluation.sectionScores });
  }
  // Known times: Eve took 10 minutes from her first section start to her submission, Finn 20.
  for (const [id, minutes] of [
    [eve.candidateId, 10],
    [finn.candidateId, 20],
  ] as const) {
    await t.context.db.execute(sql`
      UPDATE section_attempts SET started_at = (
        SELECT submitted_at FROM submissions WHERE candidate_id = ${id}
      ) - make_interval(mins => ${minutes})
      WHERE candidate_id = ${id}`);
  }
  const [section] = await t.context.db
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.assessmentId, mainAssessment))
    .limit(1);
  await t.context.db.insert(integrityEvents).values(
    ['tab_hidden', 'paste'].map((type) => ({
      candidateId: eve.candidateId,
      sectionId: section?.id ?? '',
      type,
      occurredAt: new Date(),
    })),
  );

  await t.context.db
    .update(candidates)
    .set({ position: 'Data Analyst' })
    .where(eq(candidates.id, eve.candidateId));
  syntheticAssessment = await insertSyntheticCohort(adminA.companyId);
  const otherAssessment = await createAssessment(t, adminB.companyId, [TEST_IDS.logicalReasoning]);
  foreignCandidate = (
    await signedInCandidate(t, adminB.companyId, otherAssessment, 'zed@analytics-b.test', 'Zed')
  ).candidateId;
}, 120_000);
afterAll(() => t.close());

describe('GET /api/analytics for one assessment with real submissions', () => {
  it('counts the funnel: invited, started, completed, submitted, evaluated with % of invited', async () => {
    const a = await analytics(adminA.client, `?assessmentId=${mainAssessment}`);
    expect(a.candidates).toBe(5);
    // Eve, Finn, Gus and Hal have accounts; Ivy is still pending. Gus started a section.
    expect(a.funnel).toEqual([
      { stage: 'invited', count: 4, percent: 100 },
      { stage: 'started', count: 3, percent: 75 },
      { stage: 'completed', count: 2, percent: 50 },
      { stage: 'submitted', count: 2, percent: 50 },
      { stage: 'evaluated', count: 2, percent: 50 },
    ]);
  });

  it('averages the section scores and the time to complete', async () => {
    const a = await analytics(adminA.client, `?assessmentId=${mainAssessment}`);
    const [eve, finn] = real;
    if (!eve || !finn) throw new Error('no evaluations');
    const logical = a.sections.find((s) => s.name === 'Logical Reasoning');
    const [x, y] = [eve.sections['Logical Reasoning'] ?? 0, finn.sections['Logical Reasoning'] ?? 0];
    expect(logical).toEqual({
      name: 'Logical Reasoning',
      n: 2,
      mean: expect.closeTo((x + y) / 2, 3),
      min: Math.min(x, y),
      max: Math.max(x, y),
    });
    // The Big Five is a profile (decision 013): its section score is completeness, never averaged.
    const profile = 'Big Five Work Personality';
    expect(Object.keys(eve.sections)).toContain(profile);
    expect(a.sections.map((s) => s.name).sort()).toEqual(
      Object.keys(eve.sections)
        .filter((name) => name !== profile)
        .sort(),
    );
    expect(a.profiles).toEqual([{ name: profile, n: 2 }]);
    expect(a.distribution.n).toBe(2);
    expect(a.distribution.mean).toBeCloseTo((eve.total + finn.total) / 2, 3);
    // 10 and 20 minutes: mean and median 15 minutes.
    expect(a.timeToComplete).toEqual({ n: 2, meanSeconds: 900, medianSeconds: 900 });
    expect(a.evaluationStatuses.completed + a.evaluationStatuses.needs_review).toBe(2);
    expect(a.evaluationStatuses.pending).toBe(0);
  });

  it('withholds alpha below 30 candidates, with n and k', async () => {
    const a = await reliability(adminA.client, `?assessmentId=${mainAssessment}`);
    const logical = a.scales.find((r) => r.test === 'Logical Reasoning' && r.scale === null);
    expect(logical?.alpha).toBeNull();
    expect(logical?.n).toBe(2);
    expect(logical?.k).toBeGreaterThan(1);
    expect(logical?.note).toBe('needs at least 30 candidates (n = 2)');
    // Big Five: one scale per trait, no test-level row (Likert items have no credit).
    const traits = a.scales.filter((r) => r.test === 'Big Five Work Personality');
    expect(traits.length).toBe(5);
    expect(traits.every((r) => r.scale !== null && r.n === 2)).toBe(true);
  });
});

describe('GET /api/analytics by position', () => {
  it("narrows every number to the position's candidates and lists the company's positions", async () => {
    const a = await analytics(adminA.client, '?position=Data%20Analyst');
    expect(a.positions).toEqual(['Data Analyst']);
    expect(a.candidates).toBe(1);
    expect(a.distribution.n).toBe(1);
    expect(a.distribution.mean).toBe(real[0]?.total);
    expect(a.timeToComplete).toEqual({ n: 1, meanSeconds: 600, medianSeconds: 600 });
    expect(a.funnel.map((f) => f.count)).toEqual([1, 1, 1, 1, 1]);
    expect((await analytics(adminA.client, '?position=Nobody')).candidates).toBe(0);
  });
});

describe('GET /api/analytics over a cohort of 32', () => {
  it('bins, summarises and gives alpha by item position', async () => {
    const a = await analytics(adminA.client, `?assessmentId=${syntheticAssessment}`);
    // Totals 100, 66.7, 33.3 and 0, eight of each (written as real, read exactly).
    expect(a.distribution.bins.map((b) => b.count)).toEqual([8, 0, 0, 8, 0, 0, 8, 0, 0, 8]);
    expect(a.distribution.mean).toBeCloseTo(50, 6);
    expect(a.distribution.median).toBeCloseTo(50, 6);
    // Deviations ±50 (16 values) and ±50/3 (16): (16 × 2500 + 16 × 2500/9) / 31.
    expect(a.distribution.sd).toBeCloseTo(Math.sqrt((16 * 2500 + (16 * 2500) / 9) / 31), 3);
    const r = await reliability(adminA.client, `?assessmentId=${syntheticAssessment}`);
    expect(r.scales).toEqual([
      { test: 'Synthetic Reasoning', scale: null, n: 32, k: 3, alpha: expect.closeTo(0.75, 6), note: null },
    ]);
    expect(r.method).toContain('position');
    expect(a.evaluationStatuses.completed).toBe(32);
  });

  it('spans every assessment of the company without a filter', async () => {
    const a = await analytics(adminA.client);
    expect(a.candidates).toBe(37);
    expect(a.distribution.n).toBe(34);
    expect(a.funnel.find((f) => f.stage === 'submitted')?.count).toBe(34);
  });
});

describe('GET /api/analytics/compare', () => {
  it('puts 2 candidates side by side in the order asked', async () => {
    const [eve, finn] = real;
    if (!eve || !finn) throw new Error('no evaluations');
    const r = await adminA.client.get(`/api/analytics/compare?ids=${finn.id},${eve.id}`);
    expect(r.statusCode).toBe(200);
    const body: TCompare = r.json();
    expect(body.candidates.map((c) => c.fullName)).toEqual(['Finn', 'Eve']);
    expect(body.candidates[0]).toMatchObject({ totalScore: finn.total, sectionScores: finn.sections });
    expect(body.candidates[1]).toMatchObject({
      email: 'eve@analytics.test',
      testStatus: 'submitted',
      totalScore: eve.total,
      integrityEvents: 2,
      timeSeconds: 600,
    });
    // Scored sections are rows; the Big Five is a profile: its traits are rows, its completeness is not.
    expect(body.sections.sort()).toEqual(
      Object.keys(eve.sections)
        .filter((name) => name !== 'Big Five Work Personality')
        .sort(),
    );
    expect(body.profiles).toEqual(['Big Five Work Personality']);
    expect(body.traits).toHaveLength(5);
    expect(Object.keys(body.candidates[0]?.traits ?? {})).toHaveLength(5);
    expect(body.candidates[0]?.cefr).toMatch(/^(A1|A2|B1|B2|C1|C2)$/);
  });

  it('shows a candidate without an evaluation with empty scores', async () => {
    const r = await adminA.client.get(`/api/analytics/compare?ids=${real[0]?.id},${gus}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().candidates[1]).toMatchObject({
      fullName: 'Gus',
      evaluationStatus: null,
      totalScore: null,
      sectionScores: {},
      timeSeconds: null,
    });
  });

  it('answers 400 for fewer than 2 or more than 4 ids', async () => {
    const one = await adminA.client.get(`/api/analytics/compare?ids=${gus}`);
    expect(one.statusCode).toBe(400);
    expect(one.json().error.message).toContain('Choose 2 to 4 candidates to compare.');
    const ids = Array.from({ length: 5 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`).join(',');
    expect((await adminA.client.get(`/api/analytics/compare?ids=${ids}`)).statusCode).toBe(400);
    expect((await adminA.client.get('/api/analytics/compare')).statusCode).toBe(400);
    expect((await adminA.client.get(`/api/analytics/compare?ids=${gus},${gus}`)).statusCode).toBe(400);
  });

  it("answers 404 when any id is another company's", async () => {
    const r = await adminA.client.get(`/api/analytics/compare?ids=${gus},${foreignCandidate}`);
    expect(r.statusCode).toBe(404);
    expect(r.json().error.message).toBe('Candidate not found');
  });
});

describe('the OpenAPI document', () => {
  it('documents every answer of both routes', async () => {
    const contract = await openApiContract(t.app);
    const [eve, finn] = real;
    contract.check('GET', '/api/analytics', await adminA.client.get('/api/analytics'));
    contract.check(
      'GET',
      '/api/analytics',
      await adminA.client.get(`/api/analytics?assessmentId=${syntheticAssessment}`),
    );
    contract.check(
      'GET',
      '/api/analytics',
      await adminB.client.get(`/api/analytics?assessmentId=${mainAssessment}`),
    );
    contract.check(
      'GET',
      '/api/analytics/reliability',
      await adminA.client.get(`/api/analytics/reliability?assessmentId=${syntheticAssessment}`),
    );
    contract.check(
      'GET',
      '/api/analytics/compare',
      await adminA.client.get(`/api/analytics/compare?ids=${eve?.id},${finn?.id}`),
    );
    contract.check(
      'GET',
      '/api/analytics/compare',
      await adminA.client.get(`/api/analytics/compare?ids=${gus}`),
    );
  });
});

describe('tenant isolation', () => {
  it("shows another company's admin only their own candidates", async () => {
    const b = await analytics(adminB.client);
    expect(b.candidates).toBe(1);
    expect(b.distribution.n).toBe(0);
    expect(b.sections).toEqual([]);
    expect((await reliability(adminB.client)).scales).toEqual([]);
    const foreignReliability = await adminB.client.get(
      `/api/analytics/reliability?assessmentId=${mainAssessment}`,
    );
    expect(foreignReliability.statusCode).toBe(404);
    expect(b.funnel[0]).toEqual({ stage: 'invited', count: 1, percent: 100 });
    const foreign = await adminB.client.get(`/api/analytics?assessmentId=${mainAssessment}`);
    expect(foreign.statusCode).toBe(404);
    const compare = await adminB.client.get(`/api/analytics/compare?ids=${real[0]?.id},${real[1]?.id}`);
    expect(compare.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/analytics' });
    expect(anonymous.statusCode).toBe(401);
  });
});
