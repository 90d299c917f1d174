import type { TAdverseImpactReport, TImpactRow, TImpactTable } from '@app/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../../../test/helpers';
import { openApiContract } from '../../../test/openapi-contract';
import { setFairnessRegion } from '../../../test/self-identification';
import {
  assessments,
  candidateStageHistory,
  candidates,
  companies,
  evaluations,
  formSections,
  sections,
  selfIdentifications,
  submissions,
} from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

/**
 * A seeded data set with a known disparity, inserted in bulk. Within the date range, of one assessment
 * whose only section is Logical Reasoning:
 * - 40 men with a decision, 24 advanced (one of them moved back to New since), scoring 70 if advanced
 *   else 30; 6 more men still at New, scoring 50;
 * - 40 women with a decision, 12 advanced, scoring 70 if advanced else 30;
 * - by race: 30 white and 10 Black men (18 and 6 advanced), 30 white and 10 Black women (9 and 3);
 * - 3 people of another gender identity, Asian (2 advanced, scoring 70): a group to suppress;
 * - 7 unknown (4 without any self-identification, 3 with the sex and race left blank), rejected,
 *   scoring 50, and one more without self-identification whose evaluation is pending (no score);
 * - 5 who declined (prefer not to say), rejected, scoring 30.
 * So 101 scores: 49 of 30, 13 of 50, 39 of 70; the median is 50 and only the 70s are above it.
 * Outside the scope: a man submitted two years ago, a woman who never submitted, and company B's
 * candidates of its own assessment with the same library test.
 */
type Person = {
  sex: string | null;
  race: string | null;
  age?: string | null;
  disability?: string | null;
  /** No self_identifications row at all. */
  noRow?: boolean;
  stage: 'new' | 'shortlisted' | 'rejected' | 'hired';
  /** The stages it went through before the current one (new → … → stage). */
  path?: string[];
  score: number | null;
  submittedAt?: Date | null;
};

const many = (n: number, person: Person): Person[] => Array.from({ length: n }, () => ({ ...person }));

function group(sex: string, race: string, n: number, advanced: number): Person[] {
  const age = race === 'white' ? '25_34' : '40_49';
  return [
    ...many(advanced, { sex, race, age, disability: 'no', stage: 'shortlisted', score: 70 }),
    ...many(n - advanced, { sex, race, age, disability: 'no', stage: 'rejected', score: 30 }),
  ];
}

const men = [...group('male', 'white', 30, 18), ...group('male', 'black_or_african_american', 10, 6)];
// One advanced man went back to New: still decided, still advanced.
men[0] = { ...(men[0] as Person), stage: 'new', path: ['shortlisted'] };
// One is hired outright.
men[1] = { ...(men[1] as Person), stage: 'hired', path: ['shortlisted'] };

const DATA_SET: Person[] = [
  ...men,
  ...many(6, { sex: 'male', race: 'white', age: '25_34', disability: 'no', stage: 'new', score: 50 }),
  ...group('female', 'white', 30, 9),
  ...group('female', 'black_or_african_american', 10, 3),
  ...many(2, {
    sex: 'another',
    race: 'asian',
    age: '25_34',
    disability: 'no',
    stage: 'shortlisted',
    score: 70,
  }),
  { sex: 'another', race: 'asian', age: '25_34', disability: 'no', stage: 'rejected', score: 70 },
  ...many(4, { sex: null, race: null, noRow: true, stage: 'rejected', score: 50 }),
  ...many(3, { sex: null, race: null, age: '50_59', disability: 'no', stage: 'rejected', score: 50 }),
  { sex: null, race: null, noRow: true, stage: 'rejected', score: null },
  ...many(5, {
    sex: 'prefer_not_to_say',
    race: 'prefer_not_to_say',
    age: 'prefer_not_to_say',
    disability: 'prefer_not_to_say',
    stage: 'rejected',
    score: 30,
  }),
  // Outside the scope: too long ago, and never submitted.
  {
    sex: 'male',
    race: 'white',
    stage: 'shortlisted',
    score: 70,
    submittedAt: new Date('2024-01-10T12:00:00Z'),
  },
  { sex: 'female', race: 'white', stage: 'rejected', score: null, submittedAt: null },
];

const NOW = new Date();
const day = (d: Date) => d.toISOString().slice(0, 10);
// Reports cover whole months up to the last complete one (decision 029): the data set is last month's.
const LAST_MONTH = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - 1, 15, 12));
const FROM = day(new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - 3, 1)));
const TO = day(new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), 0)));

let t: TestApp;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let adminB: Awaited<ReturnType<typeof signedInAdmin>>;
let assessmentA: string;
let assessmentB: string;
const personal: string[] = [];

/**
 * One assessment with one Logical Reasoning section and its people, every row inserted in bulk; their
 * self-identifications are answers to `region`'s questions.
 */
async function seed(
  companyId: string,
  name: string,
  people: Person[],
  emailPrefix: string,
  profile = false,
  region: 'us' | 'uk' = 'us',
) {
  const db = t.context.db;
  const [assessment] = await db
    .insert(assessments)
    .values({ companyId, name, testMode: 'pre-built' })
    .returning({ id: assessments.id });
  if (!assessment) throw new Error('no assessment');
  const [section] = await db
    .insert(sections)
    .values({
      assessmentId: assessment.id,
      testId: TEST_IDS.logicalReasoning,
      name: 'Logical Reasoning',
      category: 'cognitive',
      displayOrder: 1,
      blueprintVersion: 1,
    })
    .returning({ id: sections.id });
  if (!section) throw new Error('no section');
  // A Big Five section beside it: a profile, whose section score is only its completeness (decision 013).
  const [bigFive] = profile
    ? await db
        .insert(sections)
        .values({
          assessmentId: assessment.id,
          testId: TEST_IDS.bigFive,
          name: 'Big Five',
          category: 'personality',
          displayOrder: 2,
          blueprintVersion: 1,
        })
        .returning({ id: sections.id })
    : [];
  const inserted = await db
    .insert(candidates)
    .values(
      people.map((p, i) => {
        const submittedAt = p.submittedAt === undefined ? LAST_MONTH : p.submittedAt;
        return {
          companyId,
          assessmentId: assessment.id,
          fullName: `${emailPrefix} Person ${i}`,
          email: `${emailPrefix}-${i}@fairness.test`,
          testStatus: submittedAt ? 'submitted' : 'in_progress',
          submissionCount: submittedAt ? 1 : 0,
          lastSubmittedAt: submittedAt,
          stage: p.stage,
        };
      }),
    )
    .returning({ id: candidates.id });
  const rows = inserted.map((c, i) => ({ id: c.id, person: people[i] as Person }));
  personal.push(...rows.map((r) => r.id));
  await db.insert(formSections).values(
    rows.flatMap((r) =>
      [section.id, ...(bigFive ? [bigFive.id] : [])].map((sectionId) => ({
        candidateId: r.id,
        sectionId,
        questionIds: [],
        itemIds: [],
        optionOrders: [],
        timeLimits: [],
      })),
    ),
  );
  const withRow = rows.filter((r) => !r.person.noRow);
  await db.insert(selfIdentifications).values(
    withRow.map((r) => ({
      candidateId: r.id,
      companyId,
      region,
      sex: r.person.sex,
      raceEthnicity: r.person.race,
      ageBand: r.person.age ?? null,
      disability: r.person.disability ?? null,
    })),
  );
  const history = rows.flatMap((r) => {
    const stages = ['new', ...(r.person.path ?? []), r.person.stage];
    if (stages.length === 2 && r.person.stage === 'new') return [];
    return stages.slice(1).map((to, k) => ({
      companyId,
      candidateId: r.id,
      assessmentId: assessment.id,
      fromStage: stages[k] as string,
      toStage: to,
      changedAt: new Date(NOW.getTime() - 3600_000 + k * 1000),
    }));
  });
  if (history.length) await db.insert(candidateStageHistory).values(history);
  const submitted = rows.filter((r) => r.person.submittedAt !== null);
  const subs = await db
    .insert(submissions)
    .values(submitted.map((r) => ({ candidateId: r.id, submissionNumber: 1, submissionData: {} })))
    .returning({ id: submissions.id, candidateId: submissions.candidateId });
  await db.insert(evaluations).values(
    submitted.map((r) => {
      const score = r.person.score;
      return {
        candidateId: r.id,
        submissionId: subs.find((s) => s.candidateId === r.id)?.id ?? '',
        evaluationStatus: score === null ? ('pending' as const) : ('completed' as const),
        totalScore: score,
        sectionScores: (score === null ? {} : { 'Logical Reasoning': score }) as Record<string, number>,
        evaluationData:
          score === null
            ? {}
            : {
                sections: [
                  { sectionId: section.id, name: 'Logical Reasoning', kind: 'cognitive', score },
                  ...(bigFive
                    ? [{ sectionId: bigFive.id, name: 'Big Five', kind: 'personality', score: 100 }]
                    : []),
                ],
              },
      };
    }),
  );
  return assessment.id;
}

const query = (scope: string) => `${scope}&from=${FROM}&to=${TO}`;
async function report(scope: string, admin = adminA): Promise<TAdverseImpactReport> {
  const response = await admin.client.get(`/api/fairness/adverse-impact?${query(scope)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const tableOf = (r: TAdverseImpactReport, measure: string, category: string): TImpactTable => {
  const found = r.measures.find((m) => m.measure === measure)?.tables.find((x) => x.category === category);
  if (!found) throw new Error(`no ${measure} ${category} table`);
  return found;
};
const rowOf = (table: TImpactTable, group: string): TImpactRow => {
  const found = table.rows.find((r) => r.group === group);
  if (!found) throw new Error(`no ${group} row`);
  return found;
};

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  adminA = await signedInAdmin(t, 'owner@fair-a.test', { name: 'Fair A', industry: 'Technology' });
  adminB = await signedInAdmin(t, 'owner@fair-b.test', { name: 'Fair B', industry: 'Finance' });
  // Both ask the US's questions (decision 036: a company chooses its region; none by default).
  await setFairnessRegion(t, adminA.companyId, 'us');
  await setFairnessRegion(t, adminB.companyId, 'us');
  assessmentA = await seed(adminA.companyId, 'Graduate engineers', DATA_SET, 'a', true);
  // Company B: same library test, everyone a man who was advanced: it must never move A's numbers.
  assessmentB = await seed(
    adminB.companyId,
    'Analysts',
    many(20, { sex: 'male', race: 'white', age: '25_34', disability: 'no', stage: 'hired', score: 90 }),
    'b',
  );
}, 120_000);
afterAll(() => t.close());

describe('the adverse impact report of an assessment', () => {
  it('counts the scope: assessed, awaiting a decision, no self-identification, the median', async () => {
    const r = await report(`assessmentId=${assessmentA}`);
    expect(r.scope).toEqual({
      kind: 'assessment',
      id: assessmentA,
      name: 'Graduate engineers',
      assessments: ['Graduate engineers'],
    });
    expect([r.from, r.to, r.companyName, r.minGroupSize, r.region]).toEqual([FROM, TO, 'Fair A', 5, 'us']);
    expect(r.assessed).toBe(102);
    expect(r.noSelfIdentification).toBe(5);
    const [selection, scoring] = r.measures;
    expect(selection).toMatchObject({ measure: 'selection', sampleSize: 96, awaiting: 6, median: null });
    expect(scoring).toMatchObject({ measure: 'scoring', sampleSize: 101, awaiting: null, median: 50 });
    expect(r.warnings).toEqual([]);
  });

  it('gives selection rates, the impact ratio flagged below 0.8 and the z-test beside it', async () => {
    const sex = tableOf(await report(`assessmentId=${assessmentA}`), 'selection', 'sex');
    expect(sex.referenceGroup).toBe('male');
    expect(rowOf(sex, 'male')).toMatchObject({
      total: 40,
      selected: 24,
      awaiting: 6,
      rate: 0.6,
      impactRatio: 1,
      belowFourFifths: false,
      significance: null,
      isReference: true,
    });
    const women = rowOf(sex, 'female');
    expect(women).toMatchObject({ total: 40, selected: 12, awaiting: 0, rate: 0.3, belowFourFifths: true });
    expect(women.impactRatio).toBeCloseTo(0.5, 10);
    expect(women.significance?.method).toBe('two_proportion_z');
    expect(women.significance?.statistic).toBeCloseTo(-2.6968, 3);
    expect(women.significance?.p).toBeCloseTo(0.0070009, 5); // scipy: 2·sf(2.6968)
    expect(women.significance?.significant).toBe(true);
  });

  it('withholds a group under 5 and then reports unknown, declined and withheld only as one sum', async () => {
    const sex = tableOf(await report(`assessmentId=${assessmentA}`), 'selection', 'sex');
    expect(rowOf(sex, 'another')).toMatchObject({
      total: null,
      selected: null,
      awaiting: null,
      rate: null,
      impactRatio: null,
      significance: null,
      suppressed: true,
    });
    // 8 unknown (one without a score) + 5 declined + 3 suppressed; the exact 3 cannot be worked out.
    expect([sex.unknown, sex.declined, sex.notShown, sex.known]).toEqual([null, null, 16, 80]);
    expect(sex.tooSmall).toBe(false);
    const race = tableOf(await report(`assessmentId=${assessmentA}`), 'selection', 'race_ethnicity');
    expect(rowOf(race, 'asian').suppressed).toBe(true);
    // Groups nobody belongs to are listed with 0 and no rate.
    expect(rowOf(race, 'hispanic_or_latino')).toMatchObject({ total: 0, rate: null, suppressed: false });
    expect(rowOf(race, 'white')).toMatchObject({ total: 60, selected: 27, isReference: true });
    expect(rowOf(race, 'black_or_african_american')).toMatchObject({
      total: 20,
      selected: 9,
      impactRatio: 1,
      belowFourFifths: false,
      significance: { method: 'two_proportion_z', statistic: 0, significant: false },
    });
    expect(rowOf(race, 'black_or_african_american').significance?.p).toBeCloseTo(1, 12);
  });

  it('shows unknown and declined on their own where nothing is suppressed', async () => {
    const disability = tableOf(await report(`assessmentId=${assessmentA}`), 'selection', 'disability');
    expect([disability.unknown, disability.declined, disability.notShown]).toEqual([5, 5, 10]);
    expect(rowOf(disability, 'no')).toMatchObject({ total: 86, isReference: true });
    // One group to compare: too small to conclude.
    expect(disability.tooSmall).toBe(true);
  });

  it('gives intersections, with Fisher’s exact test where a cell is small', async () => {
    const cross = tableOf(await report(`assessmentId=${assessmentA}`), 'selection', 'intersection');
    expect(cross.rows.map((r) => r.group)).toEqual([
      'female|white',
      'female|black_or_african_american',
      'male|white',
      'male|black_or_african_american',
      'another|asian',
    ]);
    expect(cross.referenceGroup).toBe('male|white');
    expect(rowOf(cross, 'female|black_or_african_american')).toMatchObject({
      total: 10,
      selected: 3,
      rate: 0.3,
      belowFourFifths: true,
      significance: { method: 'fisher_exact', statistic: null, significant: false },
    });
    expect(rowOf(cross, 'female|black_or_african_american').significance?.p).toBeCloseTo(0.148237, 5);
    expect(rowOf(cross, 'female|white').significance?.p).toBeCloseTo(0.0195175, 5);
    expect(rowOf(cross, 'another|asian').suppressed).toBe(true);
    expect(rowOf(cross, 'female|white').label).toBe('Female · White (not Hispanic or Latino)');
  });

  it('gives LL144 scoring rates: the share strictly above the whole sample’s median', async () => {
    const sex = tableOf(await report(`assessmentId=${assessmentA}`), 'scoring', 'sex');
    // Men: 24 of 46 scored above 50 (the 6 awaiting a decision scored exactly 50); women 12 of 40.
    expect(rowOf(sex, 'male')).toMatchObject({ total: 46, selected: 24, awaiting: null, isReference: true });
    const women = rowOf(sex, 'female');
    expect(women).toMatchObject({ total: 40, selected: 12, belowFourFifths: true });
    expect(women.impactRatio).toBeCloseTo(0.3 / (24 / 46), 10);
    expect(women.significance).toMatchObject({ method: 'two_proportion_z', significant: true });
    expect(women.significance?.p).toBeCloseTo(0.0376131, 5);
    expect(sex.notShown).toBe(7 + 5 + 3);
  });

  it('exports the report as CSV with its scope, definitions and every group, and nothing of a person', async () => {
    const response = await adminA.client.get(
      `/api/fairness/adverse-impact.csv?${query(`assessmentId=${assessmentA}`)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="adverse-impact-${FROM}-to-${TO}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body).toContain('\r\n');
    const records: string[][] = parse(response.body.slice(1), { relax_column_count: true });
    expect(records[0]).toEqual(['Adverse impact report', 'Fair A']);
    expect(records).toContainEqual(['Assessment', 'Graduate engineers']);
    expect(records).toContainEqual(['Individuals assessed', '102']);
    expect(
      records.some((r) => r[0] === 'Definition' && r[1]?.startsWith('Scoring rate (NYC Local Law 144)')),
    ).toBe(true);
    expect(records).toContainEqual([
      'Selection rate',
      'Sex',
      'Female',
      '40',
      '12',
      '0',
      '30.0 %',
      '0.500',
      'yes',
      'Two-proportion z-test',
      '-2.697',
      '0.007',
      'Statistically significant at the 5 % level (p = 0.007)',
      'no',
      'no',
      'no',
    ]);
    expect(records).toContainEqual([
      'Selection rate',
      'Sex',
      'Another gender identity',
      'withheld',
      'withheld',
      'withheld',
      '',
      '',
      'no',
      '',
      '',
      '',
      '',
      'no',
      'no',
      'yes',
    ]);
    expect(records).toContainEqual([
      'Selection rate',
      'Sex',
      'Unknown, declined or in a withheld group',
      '16',
    ]);
    expect(records).toContainEqual(['Selection rate', 'Disability', 'Unknown', '5']);
    for (const id of personal) expect(response.body).not.toContain(id);
    expect(response.body).not.toContain('fairness.test');
  });

  it('returns only counts per group: no candidate id, name or email anywhere in the JSON', async () => {
    const response = await adminA.client.get(
      `/api/fairness/adverse-impact?${query(`assessmentId=${assessmentA}`)}`,
    );
    for (const id of personal) expect(response.body).not.toContain(id);
    expect(response.body).not.toMatch(/Person \d|fairness\.test/);
    // Nor does any other route carry a self-identification: the candidate's own record and the export.
    const candidate = await adminA.client.get(`/api/candidates/${personal[0]}`);
    expect(candidate.statusCode).toBe(200);
    expect(candidate.body).not.toMatch(/black_or_african_american|prefer_not_to_say|"sex"|raceEthnicity/);
    const exported = await adminA.client.post('/api/candidates/export', {});
    expect(exported.body).not.toMatch(/black_or_african_american|prefer_not_to_say|Female|Male/);
  });
});

describe('the adverse impact report of a test', () => {
  it('counts only the company’s candidates who took the test, whatever their assessment', async () => {
    const r = await report(`testId=${TEST_IDS.logicalReasoning}`);
    expect(r.scope).toEqual({
      kind: 'test',
      id: TEST_IDS.logicalReasoning,
      name: expect.any(String),
      assessments: ['Graduate engineers'],
    });
    expect(r.assessed).toBe(102);
    // Company B's 20 hired men with 90 points would move the reference and the median.
    expect(rowOf(tableOf(r, 'selection', 'sex'), 'male')).toMatchObject({ total: 40, selected: 24 });
    expect(r.measures[1]?.median).toBe(50);
    expect(rowOf(tableOf(r, 'scoring', 'sex'), 'female')).toMatchObject({ total: 40, selected: 12 });
  });

  it('has no scoring rate for a test whose sections are profiles, and says so', async () => {
    const r = await report(`testId=${TEST_IDS.bigFive}`);
    expect(r.assessed).toBe(102);
    const [selection, scoring] = r.measures;
    expect(rowOf(tableOf(r, 'selection', 'sex'), 'female')).toMatchObject({ total: 40, selected: 12 });
    expect(selection?.unavailable).toBeNull();
    expect(scoring).toMatchObject({
      sampleSize: 0,
      tables: [],
      unavailable: expect.stringMatching(/profile/),
    });
    expect(r.warnings.map((w) => w.code)).toEqual(['profile_test']);
  });

  it('says when nobody in scope submitted', async () => {
    const r = await report(`testId=${TEST_IDS.businessWriting}`);
    expect(r.assessed).toBe(0);
    expect(r.measures.every((m) => m.tables.length === 0)).toBe(true);
    expect(r.warnings.map((w) => w.code)).toEqual(['no_candidates']);
  });
});

describe('scope, warnings and access', () => {
  it('answers 404 for another company’s assessment or test, and 400 without exactly one of them', async () => {
    const foreign = await adminA.client.get(`/api/fairness/adverse-impact?assessmentId=${assessmentB}`);
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'NOT_FOUND']);
    const custom = await adminB.client.post('/api/custom-tests', {
      name: 'B only',
      category: 'skills',
      durationMinutes: 5,
      questionSeconds: 60,
      drawCount: null,
      shuffleOptions: false,
    });
    const foreignTest = await adminA.client.get(
      `/api/fairness/adverse-impact.csv?testId=${custom.json().id}`,
    );
    expect(foreignTest.statusCode).toBe(404);
    expect((await adminA.client.get('/api/fairness/adverse-impact')).statusCode).toBe(400);
    const both = await adminA.client.get(
      `/api/fairness/adverse-impact?assessmentId=${assessmentA}&testId=${TEST_IDS.bigFive}`,
    );
    expect(both.statusCode).toBe(400);
    const backwards = await adminA.client.get(
      `/api/fairness/adverse-impact?assessmentId=${assessmentA}&from=${TO}&to=2020-01-01`,
    );
    expect(backwards.statusCode).toBe(400);
    const yearZero = await adminA.client.get(
      `/api/fairness/adverse-impact?assessmentId=${assessmentA}&to=0000-06-01`,
    );
    expect(yearZero.statusCode).toBe(400);
  });

  it('defaults to the last 12 complete months and keeps older submissions out', async () => {
    const response = await adminA.client.get(`/api/fairness/adverse-impact?assessmentId=${assessmentA}`);
    const r: TAdverseImpactReport = response.json();
    expect(r.to).toBe(TO);
    expect(r.from).toBe(day(new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - 12, 1))));
    expect(r.assessed).toBe(102);
    // The man of January 2024 is alone in his month: counting him would let this report minus one
    // without that month show his answers.
    const since2020 = await adminA.client.get(
      `/api/fairness/adverse-impact?assessmentId=${assessmentA}&from=2020-01-01&to=${TO}`,
    );
    expect(since2020.json().assessed).toBe(102);
    expect(since2020.json().leftOut).toEqual([
      { month: '2024-01', assessment: 'Graduate engineers', candidates: 1 },
    ]);
  });

  it('warns when the question is switched off, nobody answered, or the sample is too small', async () => {
    await t.context.db
      .update(companies)
      .set({ selfIdentificationEnabled: false })
      .where(eq(companies.id, adminB.companyId));
    await t.context.db.delete(selfIdentifications).where(eq(selfIdentifications.companyId, adminB.companyId));
    const r = await report(`assessmentId=${assessmentB}`, adminB);
    expect(r.selfIdentificationEnabled).toBe(false);
    expect(r.warnings.map((w) => w.code)).toEqual([
      'self_identification_off',
      'no_answers',
      'too_small',
      'too_small',
    ]);
    expect(r.warnings[2]?.message).toMatch(/^Selection rates: the sample is too small to conclude anything/);
  });

  it('answers as the OpenAPI document says', async () => {
    const contract = await openApiContract(t.app);
    const scope = query(`assessmentId=${assessmentA}`);
    contract.check(
      'GET',
      '/api/fairness/adverse-impact',
      await adminA.client.get(`/api/fairness/adverse-impact?${scope}`),
    );
    contract.check(
      'GET',
      '/api/fairness/adverse-impact.csv',
      await adminA.client.get(`/api/fairness/adverse-impact.csv?${scope}`),
    );
    contract.check(
      'GET',
      '/api/fairness/adverse-impact',
      await adminA.client.get(`/api/fairness/adverse-impact?assessmentId=${assessmentB}`),
    );
  });
});

describe('the report in the categories and law of the company’s region (decision 036)', () => {
  /** A UK company's people: men and women by ethnic group, everyone answering the UK's questions. */
  const ukPerson = (sex: string, race: string, stage: Person['stage'], score: number): Person => ({
    sex,
    race,
    age: '35_44',
    disability: 'no',
    stage,
    score,
  });
  const UK_PEOPLE: Person[] = [
    ...many(15, ukPerson('male', 'white', 'shortlisted', 70)),
    ...many(10, ukPerson('male', 'white', 'rejected', 30)),
    ...many(5, ukPerson('male', 'black', 'shortlisted', 70)),
    ...many(5, ukPerson('male', 'black', 'rejected', 30)),
    ...many(8, ukPerson('female', 'white', 'shortlisted', 70)),
    ...many(17, ukPerson('female', 'white', 'rejected', 30)),
    ...many(2, ukPerson('female', 'mixed', 'shortlisted', 70)),
    ...many(8, ukPerson('female', 'mixed', 'rejected', 30)),
    ...many(5, { ...ukPerson('prefer_not_to_say', 'prefer_not_to_say', 'rejected', 30), age: null }),
  ];
  let adminC: Awaited<ReturnType<typeof signedInAdmin>>;
  let assessmentC: string;

  beforeAll(async () => {
    adminC = await signedInAdmin(t, 'owner@fair-c.test', { name: 'Fair C', industry: 'Retail' });
    await setFairnessRegion(t, adminC.companyId, 'uk');
    assessmentC = await seed(adminC.companyId, 'Store managers', UK_PEOPLE, 'c', false, 'uk');
  }, 60_000);

  it('groups a UK company’s report by the UK’s categories and frames it in the Equality Act 2010', async () => {
    const r = await report(`assessmentId=${assessmentC}`, adminC);
    expect([r.region, r.assessed, r.noSelfIdentification]).toEqual(['uk', 75, 0]);
    expect(r.warnings).toEqual([]);
    const race = tableOf(r, 'selection', 'race_ethnicity');
    expect(race.rows.map((x) => [x.group, x.label, x.total, x.selected])).toEqual([
      ['asian', 'Asian, Asian British or Asian Welsh', 0, 0],
      ['black', 'Black, Black British, Black Welsh, Caribbean or African', 10, 5],
      ['mixed', 'Mixed or Multiple ethnic groups', 10, 2],
      ['white', 'White', 50, 23],
      ['other', 'Other ethnic group', 0, 0],
    ]);
    expect(race.referenceGroup).toBe('black');
    expect(rowOf(race, 'mixed')).toMatchObject({ rate: 0.2, belowFourFifths: true });
    expect(tableOf(r, 'selection', 'sex').rows.map((x) => [x.group, x.total])).toEqual([
      ['female', 35],
      ['male', 35],
    ]);
    expect(tableOf(r, 'selection', 'intersection').rows.map((x) => x.label)).toEqual([
      'Female · Mixed or Multiple ethnic groups',
      'Female · White',
      'Male · Black, Black British, Black Welsh, Caribbean or African',
      'Male · White',
    ]);
    expect(rowOf(tableOf(r, 'selection', 'age_band'), '35_44')).toMatchObject({
      label: '35 to 44',
      total: 70,
    });

    const csv = await adminC.client.get(
      `/api/fairness/adverse-impact.csv?${query(`assessmentId=${assessmentC}`)}`,
    );
    const records: string[][] = parse(csv.body.slice(1), { relax_column_count: true });
    expect(records).toContainEqual(['Fairness region', 'United Kingdom']);
    const definitions = records.filter((x) => x[0] === 'Definition').map((x) => x[1] ?? '');
    expect(definitions[0]).toMatch(/^Legal framing \(United Kingdom\): the Equality Act 2010/);
    expect(definitions.some((d) => /no four-fifths rule/.test(d))).toBe(true);
    expect(definitions.join(' ')).not.toMatch(/Local Law 144|LL144/);
    expect(records).toContainEqual(
      expect.arrayContaining([
        'Selection rate',
        'Ethnic group',
        'Mixed or Multiple ethnic groups',
        '10',
        '2',
      ]),
    );
    expect(csv.body).not.toContain('Race/ethnicity');
  });

  it('shows no group data with no region, and counts another region’s answers as none', async () => {
    // The company stops asking and chooses no region: the report explains why there is no group data.
    await setFairnessRegion(t, adminC.companyId, 'none');
    const none = await report(`assessmentId=${assessmentC}`, adminC);
    expect([none.region, none.assessed, none.noSelfIdentification]).toEqual(['none', 75, 75]);
    expect(
      none.measures.every((m) => m.tables.length === 0 && /fairness region/.test(m.unavailable ?? '')),
    ).toBe(true);
    expect(none.warnings.map((w) => w.code)).toEqual(['no_region']);
    const csv = await adminC.client.get(
      `/api/fairness/adverse-impact.csv?${query(`assessmentId=${assessmentC}`)}`,
    );
    expect(csv.body).toContain('There is no group data');
    expect(csv.body).not.toMatch(/Mixed or Multiple|White/);

    // It moves to the US: the UK answers are not the US's categories, so they count as no self-identification.
    await setFairnessRegion(t, adminC.companyId, 'us');
    const us = await report(`assessmentId=${assessmentC}`, adminC);
    expect([us.region, us.noSelfIdentification]).toEqual(['us', 75]);
    expect(us.warnings.map((w) => w.code)).toEqual(['other_region', 'no_answers', 'too_small', 'too_small']);
    expect(us.warnings[0]?.message).toMatch(
      /^75 candidates in this scope answered the self-identification questions of another region/,
    );
    expect(rowOf(tableOf(us, 'selection', 'race_ethnicity'), 'white')).toMatchObject({
      label: 'White (not Hispanic or Latino)',
      total: 0,
    });

    // Back to the UK: its answers count again.
    await setFairnessRegion(t, adminC.companyId, 'uk');
    const back = await report(`assessmentId=${assessmentC}`, adminC);
    expect([back.region, back.noSelfIdentification, back.warnings]).toEqual(['uk', 0, []]);
  });
});
