import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteQuestions, libraryItemId } from '../../../test/form-questions';
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
  it('saves question rows exactly as drawn: item, option order and time survive the bulk insert', async () => {
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
    await deleteQuestions(t.context.db, candidateId);
    await t.context.db.delete(candidateForms).where(eq(candidateForms.candidateId, candidateId));
    const [section] = await t.context.db
      .select()
      .from(sections)
      .where(eq(sections.assessmentId, assessmentId));
    if (!section) throw new Error('no section');

    const itemIds = await Promise.all(
      ['eg-01', 'eg-02', 'eg-03'].map((key) => libraryItemId(t.context.db, key)),
    );
    const drawn: NewQuestion[] = itemIds.map((itemId, i) => ({
      sectionId: section.id,
      candidateId,
      questionNumber: i + 1,
      itemId,
      optionOrder: [[3, 1, 0, 2], [0, 1, 2, 3], null][i] ?? null,
      timeLimitSeconds: 45 + i,
    }));
    await pipelineRepository.saveForms(t.context.db, {
      companyId: admin.companyId,
      questions: drawn,
      forms: [{ candidateId, assessmentId, seed: 'seed' }],
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
