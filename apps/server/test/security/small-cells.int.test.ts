import type { TAdverseImpactReport } from '@app/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessments,
  candidateStageHistory,
  candidates,
  evaluations,
  formSections,
  sections,
  selfIdentifications,
  submissions,
} from '../../src/db/schema';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { createTestApp, signedInAdmin, type TestApp } from '../helpers';
import { setFairnessRegion } from '../self-identification';

/**
 * The adverse impact report must not let an admin read a person's self-identification (issue 37, finding
 * 8): no group of 1-4 can be worked out from the shown cells and totals, a scope where fewer than 5
 * self-identified is refused, and two reports that differ by one person cannot be subtracted.
 *
 * The attacker here is the admin: they know every total, who was advanced, who awaits a decision, and who
 * gave no self-identification at all; only the answers are hidden from them.
 */
type Person = {
  sex?: string | null;
  race?: string | null;
  /** No self-identification at all. */
  noForm?: boolean;
  /** Their form lacks the Logical Reasoning section. */
  withoutTest?: boolean;
  stage: 'new' | 'shortlisted' | 'rejected';
  submittedAt: Date;
};

const many = (n: number, person: Person): Person[] => Array.from({ length: n }, () => ({ ...person }));

const NOW = new Date();
/** A moment `monthsAgo` calendar months back (UTC), on `day` at noon. */
const monthsAgo = (months: number, day = 10) =>
  new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - months, day, 12));
const iso = (d: Date) => d.toISOString().slice(0, 10);
const firstDay = (months: number) => iso(monthsAgo(months, 1));
const lastDay = (months: number) =>
  iso(new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - months + 1, 0)));

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let email = 0;

async function seed(companyId: string, name: string, people: Person[]) {
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
  await addPeople(companyId, assessment.id, section.id, people);
  return { id: assessment.id, sectionId: section.id };
}

async function addPeople(companyId: string, assessmentId: string, sectionId: string, people: Person[]) {
  const db = t.context.db;
  const rows = await db
    .insert(candidates)
    .values(
      people.map((p) => {
        email += 1;
        return {
          companyId,
          assessmentId,
          fullName: `Small Cell ${email}`,
          email: `small-${email}@cells.test`,
          testStatus: 'submitted',
          submissionCount: 1,
          lastSubmittedAt: p.submittedAt,
          stage: p.stage,
        };
      }),
    )
    .returning({ id: candidates.id });
  const seeded = rows.map((r, i) => ({ id: r.id, person: people[i] as Person }));
  const took = seeded.filter((r) => !r.person.withoutTest);
  if (took.length) {
    await db.insert(formSections).values(
      took.map((r) => ({
        candidateId: r.id,
        sectionId,
        questionIds: [],
        itemIds: [],
        optionOrders: [],
        timeLimits: [],
      })),
    );
  }
  const answered = seeded.filter((r) => !r.person.noForm);
  if (answered.length) {
    await db.insert(selfIdentifications).values(
      answered.map((r) => ({
        candidateId: r.id,
        companyId,
        sex: r.person.sex ?? null,
        raceEthnicity: r.person.race ?? null,
      })),
    );
  }
  const decided = seeded.filter((r) => r.person.stage !== 'new');
  if (decided.length) {
    await db.insert(candidateStageHistory).values(
      decided.map((r) => ({
        companyId,
        candidateId: r.id,
        assessmentId,
        fromStage: 'new',
        toStage: r.person.stage,
        changedAt: r.person.submittedAt,
      })),
    );
  }
  const subs = await db
    .insert(submissions)
    .values(seeded.map((r) => ({ candidateId: r.id, submissionNumber: 1, submissionData: {} })))
    .returning({ id: submissions.id, candidateId: submissions.candidateId });
  await db.insert(evaluations).values(
    seeded.map((r) => {
      const score = r.person.stage === 'shortlisted' ? 70 : 30;
      return {
        candidateId: r.id,
        submissionId: subs.find((s) => s.candidateId === r.id)?.id ?? '',
        evaluationStatus: 'completed' as const,
        totalScore: score,
        sectionScores: { 'Logical Reasoning': score } as Record<string, number>,
        evaluationData: { sections: [{ sectionId, name: 'Logical Reasoning', kind: 'cognitive', score }] },
      };
    }),
  );
}

async function report(client: typeof admin.client, query: string): Promise<TAdverseImpactReport> {
  const response = await client.get(`/api/fairness/adverse-impact?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function csv(client: typeof admin.client, query: string): Promise<string[][]> {
  const response = await client.get(`/api/fairness/adverse-impact.csv?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return parse(response.body.slice(1), { relax_column_count: true });
}

/**
 * The sizes a withheld group can have, for someone who subtracts the shown groups and the people without a
 * self-identification from the table's total: a lone withheld group is the small one (1-4); among several,
 * any of them may be a complement of any size.
 */
function possibleSizes(hidden: number, withheldGroups: number): number[] {
  const most = withheldGroups === 1 ? Math.min(hidden, 4) : hidden;
  const least = withheldGroups === 1 ? 1 : 0;
  return Array.from({ length: Math.max(0, most - least + 1) }, (_, i) => least + i);
}

/** The withheld groups whose size the admin can work out, as "measure / category / group". */
function recoverableInJson(r: TAdverseImpactReport, withoutSelfIdentification: number): string[] {
  return r.measures.flatMap((m) =>
    m.tables.flatMap((table) => {
      const withheld = table.rows.filter((row) => row.suppressed);
      if (withheld.length === 0) return [];
      const sizes = possibleSizes(table.notShown - withoutSelfIdentification, withheld.length);
      return sizes.length < 2 ? withheld.map((row) => `${m.measure} / ${table.category} / ${row.group}`) : [];
    }),
  );
}

/** The same attack on the CSV: a group row whose count is not a number is withheld. */
function recoverableInCsv(records: string[][], withoutSelfIdentification: number): string[] {
  const tables = new Map<string, { withheld: string[]; notShown: number }>();
  for (const [measure = '', category = '', group = '', individuals = ''] of records) {
    if (!['Selection rate', 'Scoring rate'].includes(measure) || category === 'All' || !group) continue;
    const key = `${measure} / ${category}`;
    const table = tables.get(key) ?? { withheld: [], notShown: 0 };
    if (group.startsWith('Unknown, declined or')) table.notShown = Number(individuals);
    else if (!/^\d+$/.test(individuals) && !group.startsWith('Whole table')) table.withheld.push(group);
    tables.set(key, table);
  }
  return [...tables].flatMap(([key, table]) =>
    table.withheld.length > 0 &&
    possibleSizes(table.notShown - withoutSelfIdentification, table.withheld.length).length < 2
      ? table.withheld.map((group) => `${key} / ${group}`)
      : [],
  );
}

/** Each group shown in both reports with a different count: what subtracting one from the other reveals. */
function differences(a: TAdverseImpactReport, b: TAdverseImpactReport): string[] {
  const shown = (r: TAdverseImpactReport) =>
    new Map(
      r.measures.flatMap((m) =>
        m.tables.flatMap((table) =>
          table.rows
            .filter((row) => row.total !== null)
            .map((row) => [`${m.measure} / ${table.category} / ${row.group}`, row.total ?? 0] as const),
        ),
      ),
    );
  const before = shown(a);
  return [...shown(b)].flatMap(([key, total]) =>
    before.has(key) && before.get(key) !== total ? [`${key}: ${before.get(key)} → ${total}`] : [],
  );
}

const month = (months: number) => `from=${firstDay(months)}&to=${lastDay(months)}`;

let recover: string;
let tiny: string;
let days: string;
let months: string;
let live: { id: string; sectionId: string };
let split: string;

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  admin = await signedInAdmin(t, 'owner@small-cells.test', { name: 'Small Cells', industry: 'Technology' });
  other = await signedInAdmin(t, 'owner@split-cells.test', { name: 'Split Cells', industry: 'Finance' });
  // The rows below are the US's answers (decision 036: the report reads its company's region's).
  await setFairnessRegion(t, admin.companyId, 'us');
  await setFairnessRegion(t, other.companyId, 'us');
  const at = monthsAgo(2);
  // One person of another gender identity, nobody who declined, six who gave nothing; one woman still at New.
  recover = (
    await seed(admin.companyId, 'Recover', [
      ...many(15, { sex: 'male', race: 'white', stage: 'shortlisted', submittedAt: at }),
      ...many(15, { sex: 'male', race: 'white', stage: 'rejected', submittedAt: at }),
      ...many(8, { sex: 'female', race: 'white', stage: 'shortlisted', submittedAt: at }),
      ...many(12, { sex: 'female', race: 'white', stage: 'rejected', submittedAt: at }),
      { sex: 'female', race: 'white', stage: 'new', submittedAt: at },
      { sex: 'another', race: 'asian', stage: 'shortlisted', submittedAt: at },
      ...many(6, { noForm: true, stage: 'rejected', submittedAt: at }),
    ])
  ).id;
  tiny = (
    await seed(admin.companyId, 'Tiny', [
      { sex: 'female', race: 'black_or_african_american', stage: 'shortlisted', submittedAt: at },
      { sex: 'female', race: 'white', stage: 'rejected', submittedAt: at },
      { sex: 'male', race: 'white', stage: 'rejected', submittedAt: at },
    ])
  ).id;
  const ten = (sex: string, submittedAt: Date) => [
    ...many(5, { sex, race: 'white', stage: 'shortlisted', submittedAt }),
    ...many(5, { sex, race: 'white', stage: 'rejected', submittedAt }),
  ];
  // Carol submits on the 20th of a month whose other candidates all submitted on the 5th.
  days = (
    await seed(admin.companyId, 'Days', [
      ...ten('male', monthsAgo(4, 5)),
      ...ten('female', monthsAgo(4, 5)),
      { sex: 'female', race: 'asian', stage: 'shortlisted', submittedAt: monthsAgo(4, 20) },
    ])
  ).id;
  // Bob is the only candidate of the month after.
  months = (
    await seed(admin.companyId, 'Months', [
      ...ten('male', monthsAgo(3)),
      ...ten('female', monthsAgo(3)),
      { sex: 'male', race: 'asian', stage: 'shortlisted', submittedAt: monthsAgo(2) },
    ])
  ).id;
  live = await seed(admin.companyId, 'Live', [...ten('male', monthsAgo(1)), ...ten('female', monthsAgo(1))]);
  // Two women of the month never took the test: the test's report minus the assessment's would be them.
  split = (
    await seed(other.companyId, 'Split', [
      ...ten('male', at),
      ...ten('female', at),
      ...many(2, { sex: 'female', race: 'asian', stage: 'rejected', withoutTest: true, submittedAt: at }),
    ])
  ).id;
}, 120_000);
afterAll(() => t.close());

describe('a small group in the adverse impact report', () => {
  it('cannot be worked out from the shown groups and the totals of the JSON', async () => {
    const r = await report(admin.client, `assessmentId=${recover}&${month(2)}`);
    const sex = r.measures[0]?.tables.find((table) => table.category === 'sex');
    // 51 decided minus the 30 men shown minus the 6 without a self-identification would be her alone, so
    // the women (the next smallest group) are withheld with her; the men stay.
    expect(sex?.rows.map((row) => [row.group, row.total, row.suppressed])).toEqual([
      ['female', null, true],
      ['male', 30, false],
      ['another', null, true],
    ]);
    expect(recoverableInJson(r, 6)).toEqual([]);
  });

  it('cannot be worked out from the CSV either', async () => {
    const records = await csv(admin.client, `assessmentId=${recover}&${month(2)}`);
    expect(records.some((row) => row[1] === 'Sex' && row[2] === 'Another gender identity')).toBe(true);
    expect(recoverableInCsv(records, 6)).toEqual([]);
  });

  it('does not place the one candidate awaiting a decision in their group', async () => {
    const r = await report(admin.client, `assessmentId=${recover}&${month(2)}`);
    const awaiting = r.measures[0]?.tables.flatMap((table) => table.rows.map((row) => row.awaiting));
    expect(awaiting?.every((count) => count === null)).toBe(true);
    expect(r.measures[0]?.awaitingWithheld).toBe(true);
  });
});

describe('a scope where fewer than 5 candidates self-identified', () => {
  it('is refused in words, with no count by group in the JSON or the CSV', async () => {
    const r = await report(admin.client, `assessmentId=${tiny}&${month(2)}`);
    const refusal = r.warnings.find((w) => w.code === 'too_few_people');
    expect(refusal?.message).toMatch(
      /^Too few people in this scope: fewer than 5 of its candidates self-identified/,
    );
    expect(r.measures.every((m) => m.tables.length === 0)).toBe(true);
    const records = await csv(admin.client, `assessmentId=${tiny}&${month(2)}`);
    expect(records).toContainEqual(['Warning', refusal?.message]);
    expect(records.some((row) => row[2] === 'Female' || row[2] === 'Male')).toBe(false);
  });
});

describe('two reports that differ by one person', () => {
  it('cannot differ by a day: dates are widened to whole months', async () => {
    const scope = `assessmentId=${days}&from=${firstDay(4)}`;
    const before = await report(admin.client, `${scope}&to=${iso(monthsAgo(4, 10))}`);
    const after = await report(admin.client, `${scope}&to=${iso(monthsAgo(4, 25))}`);
    expect(differences(before, after)).toEqual([]);
    expect([before.from, before.to]).toEqual([firstDay(4), lastDay(4)]);
  });

  it('cannot differ by a month that one person submitted in: that month is left out and named', async () => {
    const before = await report(admin.client, `assessmentId=${months}&${month(3)}`);
    const after = await report(admin.client, `assessmentId=${months}&from=${firstDay(3)}&to=${lastDay(2)}`);
    expect(differences(before, after)).toEqual([]);
    expect(after.leftOut).toEqual([{ month: firstDay(2).slice(0, 7), assessment: 'Months', candidates: 1 }]);
    expect(after.warnings.map((w) => w.code)).toContain('months_left_out');
  });

  it('cannot differ by the next submission: the current month is counted once it is over', async () => {
    const scope = `assessmentId=${live.id}&from=${firstDay(1)}&to=${iso(NOW)}`;
    const before = await report(admin.client, scope);
    await addPeople(admin.companyId, live.id, live.sectionId, [
      { sex: 'female', race: 'white', stage: 'rejected', submittedAt: new Date() },
    ]);
    const after = await report(admin.client, scope);
    expect(differences(before, after)).toEqual([]);
    expect(after.to).toBe(lastDay(1));
    expect(after.warnings.map((w) => w.code)).toContain('current_month');
  });

  it('cannot be a test’s report subtracted from its assessment’s when a few did not take the test', async () => {
    const assessment = await report(other.client, `assessmentId=${split}&${month(2)}`);
    const test = await report(other.client, `testId=${TEST_IDS.logicalReasoning}&${month(2)}`);
    expect(differences(assessment, test)).toEqual([]);
    expect(test.warnings.map((w) => w.code)).toEqual(['months_left_out', 'too_few_people']);
    expect(assessment.measures[0]?.tables.length).toBeGreaterThan(0);
  });
});
