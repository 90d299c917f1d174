import type { TCandidateSectionDetail, TCandidateSectionsResponse } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp } from '../../../test/helpers';
import { assessments } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each section's questions as the candidate gets them, after starting it. */
async function clocksBySection(client: Awaited<ReturnType<typeof signedInCandidate>>['client']) {
  const { sections } = (await client.get('/api/candidate/sections')).json() as TCandidateSectionsResponse;
  const clocks: Record<string, (number | null)[]> = {};
  for (const section of sections) {
    expect((await client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail = (
      await client.get(`/api/candidate/sections/${section.id}`)
    ).json() as TCandidateSectionDetail;
    clocks[section.name] = detail.questions.map((q) => q.timeLimitSeconds);
  }
  return clocks;
}

describe('per-question clocks of an assessment that leaves profile statements untimed', () => {
  it('an admin sets it on create and edit; it reads back and is copied by a duplicate', async () => {
    const { client } = await signedInAdmin(t, 'clock-admin@clocks.test', {
      name: 'Clocks',
      industry: 'Retail',
    });
    const created = await client.post('/api/assessments', {
      name: 'Untimed statements',
      testConfiguration: { selectedTests: [{ id: TEST_IDS.bigFive }], testMode: 'pre-built' },
      untimedProfileQuestions: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().untimedProfileQuestions).toBe(true);
    const id = created.json().id as string;
    const copy = await client.post(`/api/assessments/${id}/duplicate`);
    expect(copy.json().untimedProfileQuestions).toBe(true);
    const edited = await client.patch(`/api/assessments/${id}`, { untimedProfileQuestions: false });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().untimedProfileQuestions).toBe(false);
    expect(
      (await client.patch(`/api/assessments/${id}`, { untimedProfileQuestions: 'yes' })).statusCode,
    ).toBe(400);
  });

  it('gives statements no clock and keeps every other question its own', async () => {
    const admin = await signedInAdmin(t, 'clock-owner@clocks.test', {
      name: 'Clocks Two',
      industry: 'Retail',
    });
    const companyId = admin.companyId ?? '';
    const timed = await createAssessment(t, companyId, [TEST_IDS.bigFive, TEST_IDS.situationalJudgement]);
    const untimed = await createAssessment(t, companyId, [TEST_IDS.bigFive, TEST_IDS.situationalJudgement]);
    await t.context.db
      .update(assessments)
      .set({ untimedProfileQuestions: true })
      .where(eq(assessments.id, untimed));

    const before = await clocksBySection(
      (await signedInCandidate(t, companyId, timed, 'timed@clocks.test')).client,
    );
    const after = await clocksBySection(
      (await signedInCandidate(t, companyId, untimed, 'untimed@clocks.test')).client,
    );
    expect(before['Big Five Work Personality']?.every((s) => typeof s === 'number' && s > 0)).toBe(true);
    expect(after['Big Five Work Personality']?.every((s) => s === null)).toBe(true);
    // Situational judgement has right answers: its clock stays.
    expect(after['Situational Judgement']).toEqual(
      before['Situational Judgement']?.map(() => expect.any(Number)),
    );
    expect(after['Situational Judgement']?.every((s) => typeof s === 'number' && s > 0)).toBe(true);
  });
});
