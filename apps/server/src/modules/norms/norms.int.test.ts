import {
  formatScore,
  isProfileKind,
  NORM_BAND_LABELS,
  ordinal,
  REPORTS_ZIP_PATH,
  reportPdfPath,
  type TApiKeyCreated,
  type TEvaluation,
  ZEvaluation,
} from '@app/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, waitUntil } from '../../../test/helpers';
import { pdfTextOf } from '../../../test/pdf-text';
import { givePlan } from '../../../test/plans';
import { answerAndSubmit } from '../../../test/submit-all';
import { candidates, evaluations, sections, submissions } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { normsRepository } from './norms.repository';
import { normsService } from './norms.service';
import { TRAIT_NORM_SOURCE, traitNorms } from './trait-norms';

let t: TestApp;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let adminB: Awaited<ReturnType<typeof signedInAdmin>>;
let nora: Awaited<ReturnType<typeof signedInCandidate>>;
let evaluation: TEvaluation;
let key: TApiKeyCreated;
const DAY = 86_400_000;

type Earlier = { score: number | null; status?: 'completed' | 'failed'; at?: number; retake?: number };

/**
 * Candidates of an assessment with one section of `testId`, each with an evaluated submission holding
 * `score` for that section, inserted in bulk: what earlier candidates leave behind without replaying
 * their journeys. `at` is the submission's offset from now (before the target's by default); `retake`
 * adds an older submission with that score first.
 */
async function earlierCandidates(companyId: string, testId: string, name: string, group: Earlier[]) {
  const db = t.context.db;
  const assessmentId = await createAssessment(t, companyId, [testId]);
  await db
    .insert(sections)
    .values({ assessmentId, testId, name, category: 'test', displayOrder: 1, blueprintVersion: 1 });
  const rows = await db
    .insert(candidates)
    .values(
      group.map((_, i) => ({
        companyId,
        assessmentId,
        fullName: `Earlier ${i}`,
        email: `earlier-${i}-${testId.slice(-4)}-${assessmentId.slice(0, 8)}@norms.test`,
      })),
    )
    .returning({ id: candidates.id });
  const subs = group.flatMap((e, i) => {
    const candidateId = rows[i]?.id ?? '';
    const latest = { candidateId, e, score: e.score, number: 2, at: new Date(Date.now() + (e.at ?? -DAY)) };
    return e.retake === undefined
      ? [latest]
      : [{ ...latest, score: e.retake, number: 1, at: new Date(latest.at.getTime() - DAY) }, latest];
  });
  const inserted = await db
    .insert(submissions)
    .values(
      subs.map((s) => ({
        candidateId: s.candidateId,
        submissionNumber: s.number,
        submittedAt: s.at,
        submissionData: {},
      })),
    )
    .returning({ id: submissions.id });
  await db.insert(evaluations).values(
    subs.map((s, i) => ({
      candidateId: s.candidateId,
      submissionId: inserted[i]?.id ?? '',
      evaluationStatus: s.e.status ?? 'completed',
      sectionScores: s.score === null ? {} : { [name]: s.score },
    })),
  );
}

const repeat = (n: number, e: Earlier): Earlier[] => Array.from({ length: n }, () => e);

beforeAll(async () => {
  t = await createTestApp();
  adminA = await signedInAdmin(t, 'admin@norms-a.test', { name: 'Norms Co', industry: 'Technology' });
  adminB = await signedInAdmin(t, 'admin@norms-b.test', { name: 'Other Co', industry: 'Retail' });
  await givePlan(t.context, adminA.companyId);
  const assessment = await createAssessment(t, adminA.companyId, [
    TEST_IDS.logicalReasoning,
    TEST_IDS.englishGrammar,
    TEST_IDS.bigFive,
  ]);
  nora = await signedInCandidate(t, adminA.companyId, assessment, 'nora@norms.test', 'Nora Norm');
  await answerAndSubmit(t, nora, true);
  await waitUntil(async () => {
    const r = await adminA.client.get(`/api/evaluations/${nora.candidateId}`);
    return r.statusCode === 200 && ['completed', 'needs_review'].includes(r.json().evaluationStatus);
  }, 30_000);
  const scored: TEvaluation = (await adminA.client.get(`/api/evaluations/${nora.candidateId}`)).json();
  const score = (name: string) => scored.sectionScores[name] ?? Number.NaN;
  const logic = score('Logical Reasoning');
  const english = score('English Grammar');

  // Logical Reasoning: 31 earlier candidates of the company (another assessment): 20 lower, 2 equal,
  // 9 higher, one of them a retake whose older, lower score must not count twice.
  await earlierCandidates(adminA.companyId, TEST_IDS.logicalReasoning, 'Logical Reasoning', [
    ...repeat(19, { score: logic - 10 }),
    { score: logic - 10, retake: logic - 20 },
    ...repeat(2, { score: logic }),
    ...repeat(9, { score: logic + 0.5 }),
    // Not counted: a failed evaluation, a later submission, a section without a score.
    { score: logic - 10, status: 'failed' },
    { score: logic - 10, at: DAY },
    { score: null },
  ]);
  // English Grammar: 29 earlier, one short of a percentile.
  await earlierCandidates(
    adminA.companyId,
    TEST_IDS.englishGrammar,
    'English Grammar',
    repeat(29, { score: english }),
  );
  // The Big Five is a profile: however many earlier candidates, never a percentile.
  await earlierCandidates(
    adminA.companyId,
    TEST_IDS.bigFive,
    'Big Five Work Personality',
    repeat(40, { score: 50 }),
  );
  // Another company's candidates of the same tests never count.
  await earlierCandidates(
    adminB.companyId,
    TEST_IDS.logicalReasoning,
    'Logical Reasoning',
    repeat(50, { score: 0 }),
  );
  await earlierCandidates(
    adminB.companyId,
    TEST_IDS.englishGrammar,
    'English Grammar',
    repeat(5, { score: 0 }),
  );

  evaluation = (await adminA.client.get(`/api/evaluations/${nora.candidateId}`)).json();
  const created = await adminA.client.post('/api/api-keys', { name: 'Norms' });
  expect(created.statusCode).toBe(201);
  key = created.json();
}, 120_000);
afterAll(() => t.close());

const normOf = (e: TEvaluation, name: string) => e.norms?.sections.find((s) => s.sectionName === name);

describe('norms of an evaluation', () => {
  it("places a scored section among the company's earlier candidates of the same test (mid-rank)", () => {
    expect(ZEvaluation.parse(evaluation).norms).not.toBeNull();
    // (20 lower + ½ × 2 equal) / 31 = 67.7 → 68th.
    expect(normOf(evaluation, 'Logical Reasoning')).toMatchObject({
      testId: TEST_IDS.logicalReasoning,
      groupSize: 31,
      percentile: 68,
      band: 'typical',
      group: "Your company's earlier candidates of Logical Reasoning (n = 31)",
    });
  });

  it('gives no percentile below 30 earlier candidates, only the count so far', () => {
    expect(normOf(evaluation, 'English Grammar')).toMatchObject({
      groupSize: 29,
      percentile: null,
      band: null,
    });
  });

  it('never norms a profile section', () => {
    const profiles = evaluation.evaluationData?.sections.filter((s) => isProfileKind(s.kind)) ?? [];
    expect(profiles.map((s) => s.name)).toEqual(['Big Five Work Personality']);
    expect(normOf(evaluation, 'Big Five Work Personality')).toBeUndefined();
    expect(evaluation.norms?.sections).toHaveLength(2);
  });

  it('places each Big Five trait in the published general-population norm, naming it', () => {
    const traits = evaluation.evaluationData?.traits ?? [];
    expect(traits).toHaveLength(5);
    expect(evaluation.norms?.traits).toEqual(traitNorms(traits));
    expect(evaluation.norms?.traits.map((n) => n.trait).sort()).toEqual(traits.map((t) => t.trait).sort());
    expect(evaluation.norms?.traitSource).toEqual(TRAIT_NORM_SOURCE);
  });

  it('is carried by the public API', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${nora.candidateId}/evaluation`,
      headers: { authorization: `Bearer ${key.key}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().norms).toEqual(evaluation.norms);
  });

  it('is printed in the PDF with the percentile, band and norm group', async () => {
    const response = await adminA.client.get(reportPdfPath(nora.candidateId));
    expect(response.statusCode).toBe(200);
    const { text } = await pdfTextOf(response.rawPayload);
    expect(text).toContain('PERCENTILES AMONG EARLIER CANDIDATES');
    expect(text).toContain(
      "68th percentile (typical) among your company's 31 earlier candidates of this test",
    );
    expect(text).toContain("Norm group: Your company's earlier candidates of Logical Reasoning (n = 31)");
    const [first] = evaluation.norms?.traits ?? [];
    expect(first).toBeDefined();
    expect(text).toContain(
      `${ordinal(first?.percentile ?? 0)} percentile (${NORM_BAND_LABELS[first?.band ?? 'typical']})`,
    );
    expect(text).toContain('Percentiles are in the general population');
    expect(text).toContain('Development of the IPIP-NEO-120');
    expect(text).toContain(
      'No percentile yet: it takes 30 earlier candidates of this test, and there are 29',
    );
  });

  it('prints the percentiles in every report of a ZIP', async () => {
    const response = await adminA.client.post(REPORTS_ZIP_PATH, { ids: [nora.candidateId] });
    expect(response.statusCode).toBe(200);
    const [pdf] = Object.values(unzipSync(new Uint8Array(response.rawPayload)));
    if (!pdf) throw new Error('the ZIP holds no report');
    expect((await pdfTextOf(pdf)).text).toContain(
      "68th percentile (typical) among your company's 31 earlier candidates of this test",
    );
  });

  it('is in the CSV export as the report gives it: a percentile from 30, none for a profile', async () => {
    const exported = await adminA.client.post('/api/candidates/export', { ids: [nora.candidateId] });
    expect(exported.statusCode).toBe(200);
    const [header, row] = parse(exported.body.replace('\uFEFF', '')) as string[][];
    const source = header?.indexOf('Source') ?? -1;
    expect(header?.slice(source + 1)).toEqual(['Logical Reasoning percentile', 'English Grammar percentile']);
    expect(row?.slice(source + 1)).toEqual([
      String(normOf(evaluation, 'Logical Reasoning')?.percentile),
      // 29 earlier candidates: no percentile yet.
      '',
    ]);
    expect(row?.[source + 1]).toBe('68');
    expect(row?.[header?.indexOf('Logical Reasoning') ?? -1]).toBe(
      formatScore(evaluation.sectionScores['Logical Reasoning']),
    );
  });

  it('norms several evaluations in one statement, each against the candidates before its own submission', async () => {
    // An earlier Logical Reasoning candidate submitted a day ago: before them, only the retake's older
    // submission (two days ago) had been scored.
    const [earlier] = (
      await t.context.db.execute<{ candidate_id: string; submission_id: string; section_id: string }>(sql`
        SELECT c.id AS candidate_id, sub.id AS submission_id, s.id AS section_id
        FROM ${candidates} c
        JOIN ${submissions} sub ON sub.candidate_id = c.id
        JOIN ${sections} s ON s.assessment_id = c.assessment_id
        WHERE c.company_id = ${adminA.companyId} AND s.test_id = ${TEST_IDS.logicalReasoning}
          AND c.id <> ${nora.candidateId} AND sub.submission_number = 2
        ORDER BY sub.submitted_at LIMIT 1`)
    ).rows;
    const data = evaluation.evaluationData;
    const first = data?.sections[0];
    if (!earlier || !data || !first) throw new Error('no earlier candidate');
    const own = {
      ...first,
      sectionId: earlier.section_id,
      name: 'Logical Reasoning',
      kind: 'cognitive' as const,
    };
    const norms = await normsService.evaluationsNorms(t.context.db, adminA.companyId, [
      { candidateId: nora.candidateId, submissionId: evaluation.submissionId, data },
      {
        candidateId: earlier.candidate_id,
        submissionId: earlier.submission_id,
        data: { ...data, sections: [{ ...own, score: 100 }] },
      },
    ]);
    expect(norms.get(nora.candidateId)?.sections.map((n) => n.groupSize)).toEqual([31, 29]);
    expect(norms.get(earlier.candidate_id)?.sections).toEqual([
      expect.objectContaining({ sectionId: earlier.section_id, groupSize: 1, percentile: null }),
    ]);
    // Read for another company, none of company A's candidates count: only B's own 50.
    const foreign = await normsService.evaluationNorms(t.context.db, adminB.companyId, {
      candidateId: nora.candidateId,
      submissionId: evaluation.submissionId,
      data,
    });
    expect(foreign.sections.find((n) => n.sectionName === 'Logical Reasoning')?.groupSize).toBe(50);
  });

  it('counts the same in place (one report) and in one sweep (a batch), retakes and all', async () => {
    // Every submission of the company's candidates, placed at a few scores, in each of its sections.
    const rows = (
      await t.context.db.execute<{ candidate_id: string; submission_id: string; section_id: string }>(sql`
        SELECT c.id AS candidate_id, sub.id AS submission_id, s.id AS section_id
        FROM ${candidates} c
        JOIN ${submissions} sub ON sub.candidate_id = c.id
        JOIN ${sections} s ON s.assessment_id = c.assessment_id
        WHERE c.company_id = ${adminA.companyId}`)
    ).rows;
    expect(rows.length).toBeGreaterThan(100);
    const requests = rows.map((row, i) => ({
      candidateId: row.candidate_id,
      submissionId: row.submission_id,
      targets: [{ sectionId: row.section_id, score: [0, 40, 50, 60, 100][i % 5] ?? 0 }],
    }));
    const order = (counts: { candidateId: string; sectionId: string }[]) =>
      [...counts].sort((a, b) =>
        `${a.candidateId}${a.sectionId}`.localeCompare(`${b.candidateId}${b.sectionId}`),
      );
    const swept = await normsRepository.countsOf.swept(t.context.db, adminA.companyId, requests);
    // In place, one candidate at a time as a report asks (a candidate with two submissions asks twice).
    const inPlace = [];
    for (const request of requests)
      inPlace.push(...(await normsRepository.countsOf.inPlace(t.context.db, adminA.companyId, [request])));
    expect(order(swept.filter((c) => c.n > 0)).length).toBeGreaterThan(30);
    expect(order(swept)).toEqual(order(inPlace));
  });

  it("gives the 30th earlier candidate's arrival a new report tag", async () => {
    const url = reportPdfPath(nora.candidateId);
    const before = (await adminA.client.get(url)).headers.etag as string;
    await earlierCandidates(adminA.companyId, TEST_IDS.englishGrammar, 'English Grammar', [{ score: 0 }]);
    const after = await adminA.client.get(url, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    const updated: TEvaluation = (await adminA.client.get(`/api/evaluations/${nora.candidateId}`)).json();
    expect(normOf(updated, 'English Grammar')).toMatchObject({ groupSize: 30, band: expect.any(String) });
  });
});
