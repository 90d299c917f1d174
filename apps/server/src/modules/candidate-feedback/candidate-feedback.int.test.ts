import {
  SCALE_BAND_LABELS,
  type TCandidateFeedback,
  type TCandidateSectionDetail,
  ZEvaluationData,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { formQuestions } from '../../../test/form-questions';
import { createTestApp, signedInAdmin, type TestApp, waitUntil } from '../../../test/helpers';
import { pdfTextOf } from '../../../test/pdf-text';
import { givePlan } from '../../../test/plans';
import { submitAssessment } from '../../../test/submit-all';
import { signedInMember } from '../../../test/team';
import { evaluations } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { scaleBand } from './feedback-content';

/** Text of this candidate's written answer, and of the admin's override reason: neither may reach the report. */
const WRITTEN =
  'Quokka lanterns drift over Vellmar harbour every Thursday, and I will send the ledger to Brunhilde.';
const OVERRIDE_REASON = 'Zanzibar-override: the candidate misread the brief about invoices';
/** What the report says of a section whose written answers nobody has rated yet (decision 035). */
const AWAITING = {
  band: 'Not rated yet',
  summary:
    'A person has not yet rated your written answers in this section, so there is nothing to describe yet.',
  comparison: 'This part of your report appears once a person has rated your answers.',
};

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let cand: Awaited<ReturnType<typeof signedInCandidate>>;
let other: Awaited<ReturnType<typeof signedInCandidate>>;
let assessmentId: string;
/** Texts of the candidate's form (stems, options, passages, rubrics): none may reach the report. */
let formTexts: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'admin@feedback.test', { name: 'Feedback Co', industry: 'Technology' });
  await givePlan(t.context, admin.companyId);
  const brand = await admin.client.put('/api/company/branding', {
    displayName: 'Northwind Talent',
    brandColor: '#0f766e',
  });
  expect(brand.statusCode, brand.body).toBe(200);
  assessmentId = await createAssessment(t, admin.companyId, [
    TEST_IDS.logicalReasoning,
    TEST_IDS.englishGrammar,
    TEST_IDS.businessWriting,
    TEST_IDS.bigFive,
    TEST_IDS.workStyle,
  ]);
  cand = await signedInCandidate(t, admin.companyId, assessmentId, 'ann@feedback.test', 'Ann Feedback');
  other = await signedInCandidate(t, admin.companyId, assessmentId, 'bo@feedback.test', 'Bo Otherperson');
  const rows = await formQuestions(t.context.db, cand.candidateId);
  formTexts = rows
    .flatMap((q) => [
      q.text,
      ...(q.options ?? []),
      q.metadata.passage?.text ?? '',
      ...Object.values(q.scoring.rubric ?? {}),
    ])
    .filter((text) => text.length > 24);
}, 90_000);
afterAll(() => t.close());

/** Answers every question (keyed option, or the written text), records integrity signals, submits. */
async function takeAssessment() {
  const keys = new Map((await formQuestions(t.context.db, cand.candidateId)).map((q) => [q.id, q.scoring]));
  const sections: { id: string }[] = (await cand.client.get('/api/candidate/sections')).json().sections;
  for (const section of sections) {
    expect((await cand.client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail: TCandidateSectionDetail = (
      await cand.client.get(`/api/candidate/sections/${section.id}`)
    ).json();
    for (const [index, q] of detail.questions.entries()) {
      const value = q.questionType === 'open_ended' ? WRITTEN : (keys.get(q.id)?.keyIndex ?? 1);
      const saved = await cand.client.put(`/api/candidate/answers/${q.id}`, { value, questionIndex: index });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const events = await cand.client.post(`/api/candidate/sections/${section.id}/integrity-events`, {
      events: [
        { type: 'paste', occurredAt: new Date().toISOString() },
        { type: 'tab_hidden', occurredAt: new Date().toISOString() },
      ],
    });
    expect(events.statusCode, events.body).toBeLessThan(300);
  }
  const submitted = await submitAssessment(cand.client, cand.candidateId, cand.userId);
  expect(submitted.statusCode, submitted.body).toBe(201);
}

async function latestEvaluation() {
  const [row] = await t.context.db
    .select({ id: evaluations.id, status: evaluations.evaluationStatus })
    .from(evaluations)
    .where(eq(evaluations.candidateId, cand.candidateId));
  return row;
}

describe("the candidate's feedback report", () => {
  it('is not offered until the assessment enables it', async () => {
    expect((await cand.client.get('/api/candidate/feedback/status')).json()).toEqual({
      state: 'not_offered',
      message: 'This assessment does not include a feedback report.',
    });
    const response = await cand.client.get('/api/candidate/feedback');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('This assessment does not include a feedback report.');
    expect((await cand.client.get('/api/candidate/feedback/pdf')).statusCode).toBe(404);

    const enabled = await admin.client.patch(`/api/assessments/${assessmentId}`, {
      feedbackReportEnabled: true,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().feedbackReportEnabled).toBe(true);
    expect((await admin.client.get(`/api/assessments/${assessmentId}`)).json().feedbackReportEnabled).toBe(
      true,
    );
  });

  it('waits for the submission, then for the scoring (pending, processing or failed)', async () => {
    expect((await cand.client.get('/api/candidate/feedback/status')).json().state).toBe('not_submitted');
    expect((await cand.client.get('/api/candidate/feedback')).statusCode).toBe(404);

    await takeAssessment();
    await waitUntil(
      async () => ['completed', 'needs_review'].includes((await latestEvaluation())?.status ?? ''),
      30_000,
    );
    const evaluation = await latestEvaluation();
    for (const status of ['pending', 'processing', 'failed'] as const) {
      await t.context.db
        .update(evaluations)
        .set({ evaluationStatus: status })
        .where(eq(evaluations.candidateId, cand.candidateId));
      expect((await cand.client.get('/api/candidate/feedback/status')).json().state).toBe('scoring');
      const response = await cand.client.get('/api/candidate/feedback');
      expect([status, response.statusCode]).toEqual([status, 404]);
      expect(response.json().error.message).toContain('still being scored');
    }
    await t.context.db
      .update(evaluations)
      .set({ evaluationStatus: evaluation?.status ?? 'completed' })
      .where(eq(evaluations.candidateId, cand.candidateId));
    expect((await cand.client.get('/api/candidate/feedback/status')).json()).toEqual({
      state: 'ready',
      message: null,
    });
  });

  it('reads as plain words once scored: bands, traits, preferences, English level and limits', async () => {
    const response = await cand.client.get('/api/candidate/feedback');
    expect(response.statusCode, response.body).toBe(200);
    const feedback: TCandidateFeedback = response.json();
    expect(feedback.companyName).toBe('Northwind Talent');
    expect(feedback.candidateName).toBe('Ann Feedback');
    expect(feedback.sections.map((s) => s.name)).toEqual([
      'Logical Reasoning',
      'English Grammar',
      'Business Writing',
    ]);
    // Every keyed answer right: well above the middle of the scale (no norm group yet).
    expect(feedback.sections[0]?.band).toBe('Well above the middle of the scale');
    expect(feedback.traits?.items).toHaveLength(5);
    expect(feedback.workStyle?.items.length).toBeGreaterThan(0);
    expect(feedback.english?.label).toBe('Indicative, not certified');
    expect(feedback.limits.join(' ')).toContain('A person at Northwind Talent makes every decision');
    // No AI provider here and nobody has rated the written answers: the writing is not described at all.
    expect((await latestEvaluation())?.status).toBe('needs_review');
    const writing = feedback.sections.find((s) => s.name === 'Business Writing');
    expect(writing).toMatchObject({ ...AWAITING, underReview: true });
    for (const s of feedback.sections.filter((x) => x.name !== 'Business Writing')) {
      expect(s.band).not.toBe(AWAITING.band);
      expect(s.underReview).toBe(false);
    }
  });

  it('leaks no item, key, answer, integrity signal, override reason or grading detail, in JSON or PDF', async () => {
    const writing = (await formQuestions(t.context.db, cand.candidateId)).find(
      (q) => q.type === 'open_ended',
    );
    if (!writing) throw new Error('the form has no written question');
    const override = await admin.client.post(`/api/evaluations/${cand.candidateId}/overrides`, {
      questionId: writing.id,
      score: 35,
      reason: OVERRIDE_REASON,
    });
    expect(override.statusCode, override.body).toBe(200);
    const stored = JSON.stringify(
      (await t.context.db.select().from(evaluations).where(eq(evaluations.candidateId, cand.candidateId)))[0],
    );
    // The evaluation does hold what must not leak, so the checks below can fail.
    for (const text of [WRITTEN, OVERRIDE_REASON, 'paste', 'tab_hidden', "Awaiting a person's rating"])
      expect(stored).toContain(text);

    const json = (await cand.client.get('/api/candidate/feedback')).body;
    const pdf = await cand.client.get('/api/candidate/feedback/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Ann Feedback - Feedback report.pdf');
    const { text } = await pdfTextOf(pdf.rawPayload);
    expect(text).toContain('Your feedback report');
    expect(text).toContain('Northwind Talent');
    expect(text).toContain('Logical Reasoning');
    expect(text).toContain('What these results can and cannot say');
    // The other written answers still await a rating: the writing is not described, in JSON or PDF.
    expect(text).toContain(AWAITING.band);
    expect(
      JSON.parse(json).sections.find((s: { name: string }) => s.name === 'Business Writing'),
    ).toMatchObject(AWAITING);
    const forbidden = [
      WRITTEN,
      'Quokka',
      OVERRIDE_REASON,
      'Zanzibar',
      'paste',
      'tab_hidden',
      'Tab hidden',
      'integrity',
      "Awaiting a person's rating",
      'Overridden by an admin',
      'rubric',
      'keyIndex',
      'Bo Otherperson',
      'bo@feedback.test',
      ...formTexts,
    ];
    expect(formTexts.length).toBeGreaterThan(20);
    for (const body of [json, text]) {
      expect(forbidden.filter((secret) => body.includes(secret))).toEqual([]);
      expect(body).not.toMatch(/\b\d{1,3}(\.\d)? ?(\/ ?100|%|points)/);
    }
  });

  it('describes the writing once a person has rated every answer that was not overridden', async () => {
    const writing = (await formQuestions(t.context.db, cand.candidateId)).filter(
      (q) => q.type === 'open_ended',
    );
    const [overridden, ...rest] = writing;
    expect(overridden).toBeDefined();
    expect(rest.length).toBeGreaterThan(0);
    for (const q of rest) {
      const rated = await admin.client.post(`/api/evaluations/${cand.candidateId}/ratings`, {
        questionId: q.id,
        criteria: { task_response: 5, coherence: 5, lexical_resource: 5, grammar_accuracy: 5 },
      });
      expect(rated.statusCode, rated.body).toBe(200);
    }
    const evaluation = (await admin.client.get(`/api/evaluations/${cand.candidateId}`)).json();
    expect(evaluation.evaluationStatus).toBe('completed');
    // The override's 35 and a full rating of each other answer.
    const score = Math.round((1000 * (0.35 + rest.length)) / writing.length) / 10;
    const section = ZEvaluationData.parse(evaluation.evaluationData).sections.find(
      (s) => s.kind === 'writing',
    );
    expect(section?.score).toBe(score);
    const feedback: TCandidateFeedback = (await cand.client.get('/api/candidate/feedback')).json();
    expect(feedback.sections.find((s) => s.name === 'Business Writing')).toMatchObject({
      band: SCALE_BAND_LABELS[scaleBand(score)],
      summary: expect.not.stringContaining('not yet rated'),
      underReview: false,
    });
    const { text } = await pdfTextOf((await cand.client.get('/api/candidate/feedback/pdf')).rawPayload);
    expect(text).toContain(SCALE_BAND_LABELS[scaleBand(score)]);
    expect(text).not.toContain(AWAITING.band);
  });

  it("is the caller's own: another candidate reads only their own state", async () => {
    const status = await other.client.get('/api/candidate/feedback/status');
    expect(status.json().state).toBe('not_submitted');
    const response = await other.client.get('/api/candidate/feedback');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Ann Feedback');
    expect((await other.client.get('/api/candidate/feedback/pdf')).statusCode).toBe(404);
  });

  it('is closed to admins and reviewers', async () => {
    const reviewer = await signedInMember(t, admin, 'Feedback Co', 'rev@feedback.test');
    for (const client of [admin.client, reviewer.client]) {
      for (const path of [
        '/api/candidate/feedback',
        '/api/candidate/feedback/pdf',
        '/api/candidate/feedback/status',
      ]) {
        expect([path, (await client.get(path)).statusCode]).toEqual([path, 403]);
      }
    }
  });
});
