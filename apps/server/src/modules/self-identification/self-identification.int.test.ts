import type { TSelfIdentificationStatus } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp } from '../../../test/helpers';
import { answerAndSubmit } from '../../../test/submit-all';
import { signedInMember } from '../../../test/team';
import { selfIdentifications } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ANSWERS = { sex: 'female', raceEthnicity: 'asian', ageBand: '40_49', disability: 'prefer_not_to_say' };
const stored = async (candidateId: string) =>
  t.context.db.select().from(selfIdentifications).where(eq(selfIdentifications.candidateId, candidateId));

describe('voluntary self-identification', () => {
  it('is offered only after the final submission, stored apart, and never read back', async () => {
    const admin = await signedInAdmin(t, 'admin@selfid.test', { name: 'Self Id Co', industry: 'Retail' });
    const companyId = admin.companyId ?? '';
    const assessmentId = await createAssessment(t, companyId, [TEST_IDS.logicalReasoning]);
    const candidate = await signedInCandidate(t, companyId, assessmentId, 'cand@selfid.test');

    const before = await candidate.client.get('/api/candidate/self-identification');
    expect(before.json()).toEqual({ asked: false, answered: false } satisfies TSelfIdentificationStatus);
    const early = await candidate.client.put('/api/candidate/self-identification', ANSWERS);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('These questions are asked only after your final submission.');
    expect(await stored(candidate.candidateId)).toEqual([]);

    await answerAndSubmit(t, candidate, true);
    expect((await candidate.client.get('/api/candidate/self-identification')).json()).toEqual({
      asked: true,
      answered: false,
    });
    const saved = await candidate.client.put('/api/candidate/self-identification', ANSWERS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ asked: true, answered: true });
    const [row] = await stored(candidate.candidateId);
    expect(row).toMatchObject({ companyId, ...ANSWERS });

    // A correction replaces the row; a question left out becomes unknown.
    await candidate.client.put('/api/candidate/self-identification', { sex: 'prefer_not_to_say' });
    expect(await stored(candidate.candidateId)).toEqual([
      expect.objectContaining({
        sex: 'prefer_not_to_say',
        raceEthnicity: null,
        ageBand: null,
        disability: null,
      }),
    ]);
    // Not even the candidate reads the answers back.
    expect((await candidate.client.get('/api/candidate/self-identification')).body).not.toContain('prefer');
  });

  it('refuses values outside the categories and anyone but the candidate', async () => {
    const admin = await signedInAdmin(t, 'rules@selfid.test', { name: 'Rules Co', industry: 'Retail' });
    const companyId = admin.companyId ?? '';
    const assessmentId = await createAssessment(t, companyId, [TEST_IDS.logicalReasoning]);
    const candidate = await signedInCandidate(t, companyId, assessmentId, 'rules-cand@selfid.test');
    await answerAndSubmit(t, candidate, false);
    for (const body of [
      { sex: 'robot' },
      { raceEthnicity: 'martian' },
      { ageBand: 12 },
      { religion: 'none' },
    ])
      expect((await candidate.client.put('/api/candidate/self-identification', body)).statusCode).toBe(400);
    expect(await stored(candidate.candidateId)).toEqual([]);
    expect((await admin.client.put('/api/candidate/self-identification', ANSWERS)).statusCode).toBe(403);
    expect((await admin.client.get('/api/candidate/self-identification')).statusCode).toBe(403);
  });

  it("follows the company's switch, which admins change and reviewers only read", async () => {
    const admin = await signedInAdmin(t, 'switch@selfid.test', { name: 'Switch Co', industry: 'Retail' });
    const other = await signedInAdmin(t, 'other@selfid.test', { name: 'Other Co', industry: 'Retail' });
    const companyId = admin.companyId ?? '';
    const { client: reviewer } = await signedInMember(t, admin, 'Switch Co', 'reviewer@selfid.test');
    expect((await admin.client.get('/api/company/fairness-settings')).json()).toEqual({
      selfIdentificationEnabled: true,
      aiLogRetentionMonths: 12,
    });
    const off = { selfIdentificationEnabled: false, aiLogRetentionMonths: 24 };
    expect((await admin.client.put('/api/company/fairness-settings', off)).json()).toEqual(off);
    expect((await reviewer.get('/api/company/fairness-settings')).json()).toEqual(off);
    expect((await reviewer.put('/api/company/fairness-settings', off)).statusCode).toBe(403);
    expect((await other.client.get('/api/company/fairness-settings')).json().selfIdentificationEnabled).toBe(
      true,
    );
    for (const months of [5, 121, 6.5]) {
      const refused = await admin.client.put('/api/company/fairness-settings', {
        ...off,
        aiLogRetentionMonths: months,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect((await admin.client.get('/api/company/fairness-settings')).json()).toEqual(off);

    const assessmentId = await createAssessment(t, companyId, [TEST_IDS.logicalReasoning]);
    const candidate = await signedInCandidate(t, companyId, assessmentId, 'switch-cand@selfid.test');
    await answerAndSubmit(t, candidate, true);
    expect((await candidate.client.get('/api/candidate/self-identification')).json()).toEqual({
      asked: false,
      answered: false,
    });
    const refused = await candidate.client.put('/api/candidate/self-identification', ANSWERS);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This company does not ask these questions.');
  });
});
