import { formatScore, type TEvaluation, ZEvaluationData } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, waitUntil } from '../../../test/helpers';
import { pdfTextOf } from '../../../test/pdf-text';
import { answerAndSubmit } from '../../../test/submit-all';
import { TEST_IDS } from '../assessments/test-ids';

/**
 * A company's own test is one more section (issue 19): drawn, answered, scored out of 100 by the same
 * evaluation, and in the report's PDF and the evaluation API beside the library's sections.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let evaluation: TEvaluation;
let candidateId: string;
const TEST_NAME = 'Accounts Payable Basics';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'admin@custom-report.test', { name: 'Ledger Co', industry: 'Finance' });
  const created = await admin.client.post('/api/custom-tests', {
    name: TEST_NAME,
    description: 'Invoices and ledgers',
    category: 'skills',
    durationMinutes: 10,
    questionSeconds: 60,
    drawCount: null,
    shuffleOptions: true,
  });
  expect(created.statusCode).toBe(201);
  const testId: string = created.json().id;
  for (const draft of [
    {
      type: 'mcq',
      stem: 'Which document asks a customer to pay?',
      options: ['Invoice', 'Receipt', 'Quote'],
      keyIndex: 0,
      tags: [],
    },
    { type: 'true_false', stem: 'A credit note reduces what a customer owes.', key: true, tags: [] },
    {
      type: 'mcq',
      stem: 'Where is a supplier payment recorded first?',
      options: ['Sales ledger', 'Purchase ledger'],
      keyIndex: 1,
      tags: [],
    },
  ]) {
    expect((await admin.client.post(`/api/custom-tests/${testId}/items`, draft)).statusCode).toBe(201);
  }
  const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning, testId]);
  const candidate = await signedInCandidate(
    t,
    admin.companyId,
    assessmentId,
    'cara@custom-report.test',
    'Cara Custom',
  );
  candidateId = candidate.candidateId;
  await answerAndSubmit(t, candidate, true);
  await waitUntil(async () => {
    const r = await admin.client.get(`/api/evaluations/${candidateId}`);
    return r.statusCode === 200 && r.json().evaluationStatus === 'completed';
  }, 30_000);
  evaluation = (await admin.client.get(`/api/evaluations/${candidateId}`)).json();
}, 120_000);
afterAll(() => t.close());

describe("a company's own test in the report", () => {
  it('is scored out of 100 by the same evaluation: every keyed answer right gives 100', () => {
    const data = ZEvaluationData.parse(evaluation.evaluationData);
    const custom = data.sections.find((s) => s.name === TEST_NAME);
    expect(custom).toMatchObject({ kind: 'cognitive', score: 100 });
    expect(evaluation.sectionScores[TEST_NAME]).toBe(100);
    expect(evaluation.sectionScores['Logical Reasoning']).toBe(100);
  });

  it('has its section in the PDF beside the library test', async () => {
    const response = await admin.client.get(`/api/reports/${candidateId}/pdf`);
    expect(response.statusCode).toBe(200);
    const { text } = await pdfTextOf(response.rawPayload);
    expect(text).toContain(TEST_NAME);
    expect(text).toContain('Logical Reasoning');
    expect(text).toContain(`${formatScore(100)} / 100`);
  });

  it('names the item and version each question came from in the answers', async () => {
    const answers = (await admin.client.get(`/api/evaluations/${candidateId}/answers`)).json();
    const custom = answers.questions.filter((q: { sectionName: string }) => q.sectionName === TEST_NAME);
    expect(custom).toHaveLength(3);
    for (const q of custom)
      expect(q.item).toMatchObject({ key: expect.stringMatching(/^q-/), version: 1, source: 'custom' });
  });
});
