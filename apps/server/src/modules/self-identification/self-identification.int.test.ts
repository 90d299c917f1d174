import type { TFairnessSettings, TSelfIdentificationStatus } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, waitUntil } from '../../../test/helpers';
import { askSelfIdentification } from '../../../test/self-identification';
import { answerAndSubmit } from '../../../test/submit-all';
import { signedInMember } from '../../../test/team';
import { auditLog, companies, selfIdentifications } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ANSWERS = { sex: 'female', raceEthnicity: 'asian', ageBand: '40_49', disability: 'prefer_not_to_say' };
const UK_ANSWERS = { sex: 'male', raceEthnicity: 'mixed', ageBand: '45_54', disability: 'yes' };
const stored = async (candidateId: string) =>
  t.context.db.select().from(selfIdentifications).where(eq(selfIdentifications.candidateId, candidateId));

/** An admin's company with a candidate (not yet submitted) of one Logical Reasoning assessment. */
async function companyWithCandidate(tag: string) {
  const admin = await signedInAdmin(t, `admin@${tag}.test`, { name: `${tag} Co`, industry: 'Retail' });
  const companyId = admin.companyId ?? '';
  const assessmentId = await createAssessment(t, companyId, [TEST_IDS.logicalReasoning]);
  const candidate = await signedInCandidate(t, companyId, assessmentId, `cand@${tag}.test`);
  return { admin, companyId, assessmentId, candidate };
}

describe('voluntary self-identification', () => {
  it('is offered only after the final submission, stored apart, and never read back', async () => {
    const admin = await signedInAdmin(t, 'admin@selfid.test', { name: 'Self Id Co', industry: 'Retail' });
    await askSelfIdentification(admin, 'us');
    const companyId = admin.companyId ?? '';
    const assessmentId = await createAssessment(t, companyId, [TEST_IDS.logicalReasoning]);
    const candidate = await signedInCandidate(t, companyId, assessmentId, 'cand@selfid.test');

    const before = await candidate.client.get('/api/candidate/self-identification');
    expect(before.json()).toEqual({
      asked: false,
      answered: false,
      region: null,
    } satisfies TSelfIdentificationStatus);
    const early = await candidate.client.put('/api/candidate/self-identification', ANSWERS);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('These questions are asked only after your final submission.');
    expect(await stored(candidate.candidateId)).toEqual([]);

    await answerAndSubmit(t, candidate, true);
    expect((await candidate.client.get('/api/candidate/self-identification')).json()).toEqual({
      asked: true,
      answered: false,
      region: 'us',
    });
    const saved = await candidate.client.put('/api/candidate/self-identification', ANSWERS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ asked: true, answered: true, region: 'us' });
    const [row] = await stored(candidate.candidateId);
    expect(row).toMatchObject({ companyId, region: 'us', ...ANSWERS });

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

  it('refuses values outside the categories of the company’s region, and anyone but the candidate', async () => {
    const { admin, candidate } = await companyWithCandidate('rules-selfid');
    await askSelfIdentification(admin, 'us');
    await answerAndSubmit(t, candidate, false);
    for (const body of [
      { sex: 'robot' },
      { raceEthnicity: 'martian' },
      { ageBand: 12 },
      { religion: 'none' },
      // The UK's categories, not the US's: its "mixed" ethnic group, its 45-54 band.
      { raceEthnicity: 'mixed' },
      { ...ANSWERS, ageBand: '45_54' },
    ]) {
      const refused = await candidate.client.put('/api/candidate/self-identification', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await candidate.client.put('/api/candidate/self-identification', { raceEthnicity: 'mixed' })).json()
        .error,
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Choose one of the answers offered for each question.',
      details: { fieldErrors: { raceEthnicity: 'Choose one of the answers offered for each question.' } },
    });
    expect(await stored(candidate.candidateId)).toEqual([]);
    expect((await admin.client.put('/api/candidate/self-identification', ANSWERS)).statusCode).toBe(403);
    expect((await admin.client.get('/api/candidate/self-identification')).statusCode).toBe(403);
  });
});

describe('the company’s fairness region and switch (decision 036)', () => {
  it('start as no region and off: nothing is asked and nothing can be stored', async () => {
    const { admin, companyId, candidate } = await companyWithCandidate('default-selfid');
    expect((await admin.client.get('/api/company/fairness-settings')).json()).toEqual({
      fairnessRegion: 'none',
      selfIdentificationEnabled: false,
      aiLogRetentionMonths: 12,
    } satisfies TFairnessSettings);
    const [company] = await t.context.db
      .select({ region: companies.fairnessRegion, on: companies.selfIdentificationEnabled })
      .from(companies)
      .where(eq(companies.id, companyId));
    expect(company).toEqual({ region: 'none', on: false });

    await answerAndSubmit(t, candidate, true);
    expect((await candidate.client.get('/api/candidate/self-identification')).json()).toEqual({
      asked: false,
      answered: false,
      region: null,
    });
    for (const body of [ANSWERS, UK_ANSWERS]) {
      const refused = await candidate.client.put('/api/candidate/self-identification', body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('This company does not ask these questions.');
    }
    expect(await stored(candidate.candidateId)).toEqual([]);
  });

  it('are changed by admins only, and the questions cannot be on without a region', async () => {
    const admin = await signedInAdmin(t, 'switch@selfid.test', { name: 'Switch Co', industry: 'Retail' });
    const other = await signedInAdmin(t, 'other@selfid.test', { name: 'Other Co', industry: 'Retail' });
    const { client: reviewer } = await signedInMember(t, admin, 'Switch Co', 'reviewer@selfid.test');
    const onWithoutRegion = await admin.client.put('/api/company/fairness-settings', {
      fairnessRegion: 'none',
      selfIdentificationEnabled: true,
      aiLogRetentionMonths: 12,
    });
    expect(onWithoutRegion.statusCode).toBe(400);
    expect(onWithoutRegion.json().error.message).toBe(
      'Choose the region whose questions candidates are asked before turning the questions on',
    );
    // A client of the release before sends no region: switching on is refused while the region is none.
    const oldClient = await admin.client.put('/api/company/fairness-settings', {
      selfIdentificationEnabled: true,
      aiLogRetentionMonths: 12,
    });
    expect(oldClient.statusCode).toBe(400);

    const uk = { fairnessRegion: 'uk', selfIdentificationEnabled: true, aiLogRetentionMonths: 24 } as const;
    expect((await admin.client.put('/api/company/fairness-settings', uk)).json()).toEqual(uk);
    // The change is in the audit log (written once the response is sent), with the region chosen.
    const logged = () =>
      t.context.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.companyId, admin.companyId ?? ''),
            eq(auditLog.action, 'settings.fairness_changed'),
          ),
        );
    await waitUntil(async () => (await logged()).some((l) => l.details.fairnessRegion === 'uk'), 5_000);
    expect((await logged()).map((l) => l.details)).toContainEqual(expect.objectContaining(uk));
    expect((await reviewer.get('/api/company/fairness-settings')).json()).toEqual(uk);
    const reviewerPut = await reviewer.put('/api/company/fairness-settings', { ...uk, fairnessRegion: 'us' });
    expect(reviewerPut.statusCode).toBe(403);
    expect((await other.client.get('/api/company/fairness-settings')).json()).toMatchObject({
      fairnessRegion: 'none',
      selfIdentificationEnabled: false,
    });
    for (const body of [
      { ...uk, aiLogRetentionMonths: 5 },
      { ...uk, aiLogRetentionMonths: 121 },
      { ...uk, aiLogRetentionMonths: 6.5 },
      { ...uk, fairnessRegion: 'in' },
    ]) {
      expect((await admin.client.put('/api/company/fairness-settings', body)).statusCode).toBe(400);
    }
    // Without a region the body keeps the company's: switching off stays UK.
    const off = await admin.client.put('/api/company/fairness-settings', {
      selfIdentificationEnabled: false,
      aiLogRetentionMonths: 24,
    });
    expect(off.json()).toEqual({ ...uk, selfIdentificationEnabled: false });
    expect((await admin.client.get('/api/company/fairness-settings')).json()).toEqual({
      ...uk,
      selfIdentificationEnabled: false,
    });
    // A region chosen but switched off: nothing is asked.
    const assessmentId = await createAssessment(t, admin.companyId ?? '', [TEST_IDS.logicalReasoning]);
    const candidate = await signedInCandidate(
      t,
      admin.companyId ?? '',
      assessmentId,
      'switch-cand@selfid.test',
    );
    await answerAndSubmit(t, candidate, true);
    expect((await candidate.client.get('/api/candidate/self-identification')).json()).toEqual({
      asked: false,
      answered: false,
      region: null,
    });
    expect((await candidate.client.put('/api/candidate/self-identification', UK_ANSWERS)).statusCode).toBe(
      409,
    );
  });

  it('asks a UK company’s candidates the UK’s questions, stored as the UK’s', async () => {
    const { admin, candidate, companyId } = await companyWithCandidate('uk-selfid');
    await askSelfIdentification(admin, 'uk');
    await answerAndSubmit(t, candidate, true);
    expect((await candidate.client.get('/api/candidate/self-identification')).json()).toEqual({
      asked: true,
      answered: false,
      region: 'uk',
    });
    // The US's categories are not the UK's questions.
    for (const body of [{ sex: 'another' }, { raceEthnicity: 'hispanic_or_latino' }, { ageBand: '60_plus' }])
      expect((await candidate.client.put('/api/candidate/self-identification', body)).statusCode).toBe(400);
    const saved = await candidate.client.put('/api/candidate/self-identification', UK_ANSWERS);
    expect(saved.json()).toEqual({ asked: true, answered: true, region: 'uk' });
    expect(await stored(candidate.candidateId)).toEqual([
      expect.objectContaining({ companyId, region: 'uk', ...UK_ANSWERS }),
    ]);

    // The company moves to the US: the person's answer is kept as the UK's, and a correction is the US's.
    await askSelfIdentification(admin, 'us');
    expect((await candidate.client.get('/api/candidate/self-identification')).json()).toEqual({
      asked: true,
      answered: true,
      region: 'us',
    });
    expect((await stored(candidate.candidateId))[0]).toMatchObject({ region: 'uk', raceEthnicity: 'mixed' });
    await candidate.client.put('/api/candidate/self-identification', { sex: 'another' });
    expect((await stored(candidate.candidateId))[0]).toMatchObject({
      region: 'us',
      sex: 'another',
      raceEthnicity: null,
    });
  });

  it('refuses a row whose answers are not its region’s, in the database too', async () => {
    const { admin, candidate, companyId } = await companyWithCandidate('check-selfid');
    await askSelfIdentification(admin, 'uk');
    await answerAndSubmit(t, candidate, false);
    const insert = (values: Record<string, string>) =>
      t.context.db
        .insert(selfIdentifications)
        .values({ candidateId: candidate.candidateId, companyId, ...values } as never);
    await expect(insert({ region: 'uk', sex: 'another' })).rejects.toThrow();
    await expect(insert({ region: 'us', raceEthnicity: 'black' })).rejects.toThrow();
    await expect(insert({ region: 'none' })).rejects.toThrow();
    // Written without a region (as the release before writes): the US's, whose keys it holds.
    await insert({ sex: 'another', raceEthnicity: 'two_or_more_races' });
    expect((await stored(candidate.candidateId))[0]).toMatchObject({ region: 'us', sex: 'another' });
  });
});
