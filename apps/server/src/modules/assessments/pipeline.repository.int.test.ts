import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp, uploadCsv, waitUntil } from '../../../test/helpers';
import { candidateForms, candidates, questions, sections } from '../../db/schema';
import { type NewQuestion, pipelineRepository } from './pipeline.repository';
import { TEST_IDS } from './test-ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the pipeline repository', () => {
  it('saves question rows exactly as drawn: text, options, metadata and scoring survive the bulk insert', async () => {
    const admin = await signedInAdmin(t, 'pipeline-repo@acme.test', { name: 'Repo Co', industry: 'Finance' });
    const {
      assessmentId,
      candidateIds: [candidateId = ''],
    } = await uploadCsv(admin, 'full_name,email\nRae Repo,rae@repo.test\n', {
      testMode: 'pre-built',
      selectedTests: [{ id: TEST_IDS.englishGrammar }],
    });
    const ready = async () =>
      (await t.context.db.select().from(candidates).where(eq(candidates.id, candidateId)))[0]?.testStatus ===
      'questions_generated';
    await waitUntil(ready, 30_000);
    // The drawn form removed, so the candidate's questions are the hand-made ones below.
    await t.context.db.delete(questions).where(eq(questions.candidateId, candidateId));
    await t.context.db.delete(candidateForms).where(eq(candidateForms.candidateId, candidateId));
    const [section] = await t.context.db
      .select()
      .from(sections)
      .where(eq(sections.assessmentId, assessmentId));
    if (!section) throw new Error('no section');

    const drawn: NewQuestion[] = Array.from({ length: 3 }, (_, i) => ({
      sectionId: section.id,
      candidateId,
      questionNumber: i + 1,
      questionText: `Line "${i}" \\ back-slash,\nnew line, 'quotes', ünïcödé ✓ and {"json": [1]}`,
      questionType: i === 2 ? 'open_ended' : 'mcq',
      options: i === 2 ? [] : ['A, "quoted"', 'B\\C', 'Ω'],
      timeLimitSeconds: 45 + i,
      metadata: { difficulty: 'hard', nested: { list: [1, null, 'x'] } } as NewQuestion['metadata'],
      scoring: { keyIndex: i, weights: [0.5, 1] } as unknown as NewQuestion['scoring'],
    }));
    await pipelineRepository.saveForms(t.context.db, {
      companyId: admin.companyId,
      questions: drawn,
      forms: [{ candidateId, assessmentId, seed: 'seed', items: [] }],
      exposure: [],
    });

    const saved = await t.context.db
      .select()
      .from(questions)
      .where(and(eq(questions.candidateId, candidateId), eq(questions.sectionId, section.id)))
      .orderBy(asc(questions.questionNumber));
    expect(saved.map(({ id: _id, ...row }) => row)).toEqual(drawn);
    expect(new Set(saved.map((q) => q.id)).size).toBe(3);
  });
});
