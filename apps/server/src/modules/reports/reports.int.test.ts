import {
  formatScore,
  isProfileKind,
  overallComposition,
  reportPdfPath,
  type TCandidateSectionDetail,
  type TCandidateSectionsResponse,
  type TEvaluation,
  ZEvaluationData,
} from '@app/contracts';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import {
  createTestApp,
  putLogo,
  signedInAdmin,
  type TestApp,
  type TestClient,
  waitUntil,
} from '../../../test/helpers';
import { pdfTextOf } from '../../../test/pdf-text';
import { givePlan } from '../../../test/plans';
import { png } from '../../../test/png';
import { submitAssessment } from '../../../test/submit-all';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let adminB: Awaited<ReturnType<typeof signedInAdmin>>;
const NAME = 'Zoë Report';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const WRITING =
  'Dear team, thank you for the update. I will send the report on Friday. Please tell me if you need anything else before then.';

/** Answers every question (the first option or a short text) and makes the final submission. */
async function answerAndSubmit(client: TestClient, candidate: { candidateId: string; userId: string }) {
  const list: TCandidateSectionsResponse['sections'] = (await client.get('/api/candidate/sections')).json()
    .sections;
  for (const section of list) {
    expect((await client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail: TCandidateSectionDetail = (
      await client.get(`/api/candidate/sections/${section.id}`)
    ).json();
    for (const [index, q] of detail.questions.entries()) {
      const value = q.questionType === 'open_ended' ? WRITING : index % Math.max(q.options.length, 2);
      const saved = await client.put(`/api/candidate/answers/${q.id}`, { value, questionIndex: index });
      expect(saved.statusCode).toBe(200);
    }
  }
  const submitted = await submitAssessment(client, candidate.candidateId, candidate.userId);
  expect(submitted.statusCode).toBe(201);
}

async function evaluated(candidateId: string): Promise<TEvaluation> {
  await waitUntil(async () => {
    const r = await adminA.client.get(`/api/evaluations/${candidateId}`);
    return r.statusCode === 200 && ['completed', 'needs_review'].includes(r.json().evaluationStatus);
  }, 20_000);
  return (await adminA.client.get(`/api/evaluations/${candidateId}`)).json();
}

let first: Awaited<ReturnType<typeof signedInCandidate>>;
let second: Awaited<ReturnType<typeof signedInCandidate>>;
let notSubmitted: Awaited<ReturnType<typeof signedInCandidate>>;
let evaluation: TEvaluation;

beforeAll(async () => {
  t = await createTestApp();
  adminA = await signedInAdmin(t, 'admin@reports-a.test', { name: 'Report Co', industry: 'Technology' });
  adminB = await signedInAdmin(t, 'admin@reports-b.test', { name: 'Other Co', industry: 'Retail' });
  // A ZIP of several reports is an Enterprise feature (bulk operations).
  await givePlan(t.context, adminA.companyId);
  const assessment = await createAssessment(t, adminA.companyId, [
    TEST_IDS.logicalReasoning,
    TEST_IDS.englishGrammar,
    TEST_IDS.bigFive,
    TEST_IDS.businessWriting,
  ]);
  // Two candidates of the same name: their ZIP entries need distinct names.
  first = await signedInCandidate(t, adminA.companyId, assessment, 'zoe@reports.test', NAME);
  second = await signedInCandidate(t, adminA.companyId, assessment, 'zoe.two@reports.test', NAME);
  notSubmitted = await signedInCandidate(t, adminA.companyId, assessment, 'late@reports.test', 'Late Larry');
  await answerAndSubmit(first.client, first);
  await answerAndSubmit(second.client, second);
  evaluation = await evaluated(first.candidateId);
  await evaluated(second.candidateId);
}, 120_000);
afterAll(() => t.close());

describe('GET /api/reports/:candidateId/pdf', () => {
  it("is the evaluation's pdf_report_url", () => {
    expect(evaluation.pdfReportUrl).toBe(reportPdfPath(first.candidateId));
  });

  it("prints the evaluation's numbers, as an attachment named after the candidate", async () => {
    const response = await adminA.client.get(reportPdfPath(first.candidateId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Zoe Report - Assessment report.pdf"; filename*=UTF-8''Zo%C3%AB%20Report%20-%20Assessment%20report.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text } = await pdfTextOf(response.rawPayload);
    const data = ZEvaluationData.parse(evaluation.evaluationData);
    expect(text).toContain(NAME);
    expect(text).toContain('Report Co');
    expect(text).toContain('zoe@reports.test');
    // No AI provider in tests and nobody has rated the writing (decision 035): no writing score, and no
    // overall score while the weighted writing section waits.
    expect(evaluation.evaluationStatus).toBe('needs_review');
    expect(evaluation.totalScore).toBeNull();
    expect(text).toContain('OVERALL SCORE —');
    expect(Object.keys(evaluation.sectionScores)).toHaveLength(3);
    expect(evaluation.sectionScores).not.toHaveProperty('Business Writing');
    for (const section of data.sections) {
      expect(text).toContain(`${section.name}`);
      expect(section.score).toBe(evaluation.sectionScores[section.name] ?? null);
    }
    // Scored sections out of 100; the Big Five is a profile (decision 013), its completeness no score.
    const [bigFive, ...measured] = [
      ...data.sections.filter((s) => isProfileKind(s.kind)),
      ...data.sections.filter((s) => !isProfileKind(s.kind)),
    ];
    expect(bigFive).toMatchObject({ name: 'Big Five Work Personality', kind: 'personality', score: 100 });
    const writing = measured.find((s) => s.kind === 'writing');
    const scored = measured.filter((s) => s.kind !== 'writing');
    expect(scored).toHaveLength(2);
    for (const s of scored) expect(text).toContain(`${formatScore(s.score)} / 100`);
    // The writing's bar says it waits instead of giving a number, and the notice lists each answer.
    expect(writing).toMatchObject({
      name: 'Business Writing',
      score: null,
      awaitingRating: expect.any(Number),
    });
    expect(text).toMatch(/Business Writing Weight 1 · [\d a-z]+ Awaiting rating/);
    expect(text).toContain('No score is given for an answer nobody has rated');
    for (const q of data.questions.filter((x) => x.awaitingRating))
      expect(text).toContain(`Business Writing, question ${q.number}: Awaiting a person's rating`);
    expect(data.questions.filter((x) => x.awaitingRating)).toHaveLength(writing?.awaitingRating ?? -1);
    expect(text).not.toContain('100.0 / 100');
    expect(text).toContain('Big Five Work Personality Profile');
    expect(text).toContain(overallComposition(data).sentences.join(' '));
    for (const trait of data.traits) expect(text).toContain(formatScore(trait.score));
    expect(data.cefr).not.toBeNull();
    expect(text).toContain(`${data.cefr?.level ?? 'No level reached'} indicative CEFR (not certified)`);
    expect(text).toContain('Awaiting rating');
    expect(text).not.toContain('Needs review');
    expect(text).toContain('No integrity events recorded');
  });

  it('answers 304 to a matching If-None-Match, and a new tag once the evaluation changes', async () => {
    const url = reportPdfPath(first.candidateId);
    const etag = (await adminA.client.get(url)).headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await adminA.client.get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const data = ZEvaluationData.parse(evaluation.evaluationData);
    const [overridden, ...rated] = data.questions.filter((q) => q.type === 'open_ended' && q.answered);
    expect(rated.length).toBeGreaterThan(0);
    const override = await adminA.client.post(`/api/evaluations/${first.candidateId}/overrides`, {
      questionId: overridden?.questionId,
      score: 80,
      reason: 'Read by the hiring manager',
    });
    expect(override.statusCode).toBe(200);
    const changed = await adminA.client.get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const { text } = await pdfTextOf(changed.rawPayload);
    expect(text).toMatch(
      // A company without a time zone reads UTC.
      /Override to 80\.0 by Admin[^,]*, \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC: Read by the hiring manager/,
    );
    // The other written answers still wait: still no overall score.
    expect(override.json().totalScore).toBeNull();
    expect(text).toContain('OVERALL SCORE —');
    // The tag over the override's time is stable: the same report is not sent again.
    const unchanged = await adminA.client.get(url, { 'if-none-match': changed.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);

    // A person rates the others (3 of 5 on each criterion, 0.6): every score exists, and the report says so.
    let scored: TEvaluation | undefined;
    for (const q of rated) {
      const rating = await adminA.client.post(`/api/evaluations/${first.candidateId}/ratings`, {
        questionId: q.questionId,
        criteria: { task_response: 3, coherence: 3, lexical_resource: 3, grammar_accuracy: 3 },
      });
      expect(rating.statusCode, rating.body).toBe(200);
      scored = rating.json();
    }
    expect(scored?.evaluationStatus).toBe('completed');
    const writingScore = Math.round((1000 * (0.8 + 0.6 * rated.length)) / (rated.length + 1)) / 10;
    expect(scored?.sectionScores['Business Writing']).toBe(writingScore);
    expect(scored?.totalScore).not.toBeNull();
    const complete = await adminA.client.get(url, { 'if-none-match': changed.headers.etag as string });
    expect(complete.statusCode).toBe(200);
    const after = (await pdfTextOf(complete.rawPayload)).text;
    expect(after).toContain(`OVERALL SCORE ${formatScore(scored?.totalScore)}`);
    expect(after).toMatch(
      new RegExp(
        `Business Writing Weight 1 · [\\d a-z]+ ${formatScore(writingScore).replace('.', '\\.')} / 100`,
      ),
    );
    expect(after).toContain('Completed');
    expect(after).not.toContain('Awaiting rating');
  });

  it("draws the company's PNG logo, read with the report, and its ETag follows the logo", async () => {
    const url = reportPdfPath(first.candidateId);
    const before = await adminA.client.get(url);
    expect(before.rawPayload.includes('/Subtype /Image')).toBe(false);
    const upload = await putLogo(adminA, png(1, 1));
    expect(upload.statusCode).toBe(200);
    const after = await adminA.client.get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.includes('/Subtype /Image')).toBe(true);
    expect((await pdfTextOf(after.rawPayload)).text).toContain('Report Co');
  });

  it("is not found for another company's admin, an unknown id or a candidate not yet evaluated", async () => {
    for (const [client, id] of [
      [adminB.client, first.candidateId],
      [adminA.client, UNKNOWN],
      [adminA.client, notSubmitted.candidateId],
    ] as const) {
      const response = await client.get(reportPdfPath(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Report not found' } });
    }
  });

  it('is refused to a candidate and to anyone signed out', async () => {
    const own = await first.client.get(reportPdfPath(first.candidateId));
    expect([403, 404]).toContain(own.statusCode);
    const anonymous = await t.app.inject({ method: 'GET', url: reportPdfPath(first.candidateId) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/reports/zip', () => {
  it('holds one PDF per candidate with a report, names made unique, unknown ids skipped', async () => {
    const response = await adminA.client.post('/api/reports/zip', {
      ids: [first.candidateId, UNKNOWN, second.candidateId, notSubmitted.candidateId],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="assessment-reports-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toEqual([
      'Zoë Report - Assessment report.pdf',
      'Zoë Report - Assessment report (2).pdf',
    ]);
    const texts = await Promise.all(Object.values(files).map((pdf) => pdfTextOf(pdf)));
    expect(texts[0]?.text).toContain('zoe@reports.test');
    expect(texts[1]?.text).toContain('zoe.two@reports.test');
  });

  it("is 404 when none of the ids has a report (another company's count as absent)", async () => {
    const foreign = await adminB.client.post('/api/reports/zip', { ids: [first.candidateId] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toEqual({ code: 'NOT_FOUND', message: 'No reports to download' });
    const none = await adminA.client.post('/api/reports/zip', { ids: [UNKNOWN, notSubmitted.candidateId] });
    expect(none.statusCode).toBe(404);
  });

  it('validates the ids: 1 to 200 uuids', async () => {
    expect((await adminA.client.post('/api/reports/zip', { ids: [] })).statusCode).toBe(400);
    expect((await adminA.client.post('/api/reports/zip', { ids: ['nope'] })).statusCode).toBe(400);
    const many = Array.from({ length: 201 }, () => UNKNOWN);
    expect((await adminA.client.post('/api/reports/zip', { ids: many })).statusCode).toBe(400);
    expect((await first.client.post('/api/reports/zip', { ids: [first.candidateId] })).statusCode).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('describes the PDF and the ZIP as binary downloads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const document = response.json();
    const pdf = document.paths['/api/reports/{candidateId}/pdf'].get.responses;
    expect(Object.keys(pdf['200'].content)).toEqual(['application/pdf']);
    expect(pdf['304']).toBeDefined();
    const zip = document.paths['/api/reports/zip'].post.responses;
    expect(Object.keys(zip['200'].content)).toEqual(['application/zip']);
  });
});
