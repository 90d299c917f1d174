import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import {
  ADMIN_PASSWORD,
  createTestApp,
  signedInAdmin,
  type TestApp,
  TestClient,
  waitForMail,
  waitUntil,
} from '../../../test/helpers';
import { scanDatabase } from '../../../test/scan-database';
import { answerAndSubmit } from '../../../test/submit-all';
import { signedInMember } from '../../../test/team';
import { candidates, outbox, user } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

/** Privacy settings, and deleting a company with everything and everyone in it (issue 21). */
let t: TestApp;
let gone: Awaited<ReturnType<typeof signedInAdmin>>;
let kept: Awaited<ReturnType<typeof signedInAdmin>>;
let reviewer: { client: TestClient };
let keptCandidateId = '';

beforeAll(async () => {
  t = await createTestApp();
  gone = await signedInAdmin(t, 'owner@vanishing.test', { name: 'Vanishing Ltd', industry: 'Technology' });
  kept = await signedInAdmin(t, 'owner@staying.test', { name: 'Staying Ltd', industry: 'Retail' });
  reviewer = await signedInMember(t, gone, 'Vanishing Ltd', 'reviewer@vanishing.test');
  for (const [admin, email, name] of [
    [gone, 'cand@vanishing.test', 'Vera Vanishing'],
    [kept, 'cand@staying.test', 'Stan Staying'],
  ] as const) {
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.englishGrammar]);
    const candidate = await signedInCandidate(t, admin.companyId, assessmentId, email, name);
    await answerAndSubmit(t, candidate, true);
    if (admin === kept) keptCandidateId = candidate.candidateId;
  }
  await waitUntil(async () => {
    const r = await t.context.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM evaluations WHERE evaluation_status IN ('completed', 'needs_review')`,
    );
    return r.rows[0]?.n === 2;
  }, 30_000);
}, 120_000);
afterAll(() => t.close());

describe('privacy settings', () => {
  it('are read by members, written by admins, with an https policy link and bounded retention', async () => {
    const read = await reviewer.client.get('/api/company/privacy-settings');
    expect(read.statusCode).toBe(200);
    expect(read.json().settings).toMatchObject({ candidateRetentionMonths: 24, auditLogRetentionMonths: 24 });
    const settings = {
      privacyContactEmail: 'DPO@Vanishing.test',
      privacyPolicyUrl: 'https://vanishing.test/privacy',
      candidateRetentionMonths: 6,
      auditLogRetentionMonths: 36,
    };
    expect((await reviewer.client.put('/api/company/privacy-settings', settings)).statusCode).toBe(403);
    for (const wrong of [
      { ...settings, privacyPolicyUrl: 'http://vanishing.test/privacy' },
      { ...settings, candidateRetentionMonths: 5 },
      { ...settings, candidateRetentionMonths: 61 },
      { ...settings, auditLogRetentionMonths: 11 },
    ]) {
      expect((await gone.client.put('/api/company/privacy-settings', wrong)).statusCode).toBe(400);
    }
    const saved = await gone.client.put('/api/company/privacy-settings', settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.privacyContactEmail).toBe('dpo@vanishing.test');
    expect(saved.json().forecast.dueNow).toBe(0);
  });

  it('forecasts the candidates due: none now, the submitted one once its six months are near', async () => {
    await t.context.db.execute(
      sql`UPDATE candidates SET created_at = now() - interval '6 months' + interval '10 days',
            last_submitted_at = NULL, invited_at = NULL, stage_changed_at = NULL
          WHERE company_id = ${gone.companyId}`,
    );
    const forecast = (await gone.client.get('/api/company/privacy-settings')).json().forecast;
    expect(forecast).toMatchObject({ dueNow: 0, dueWithin30Days: 1, pendingErasureRequests: 0 });
  });
});

describe('deleting a company', () => {
  it('needs an admin and the exact name, then removes every row and account of it, and nothing of another', async () => {
    expect(
      (await reviewer.client.post('/api/company/delete', { confirmName: 'Vanishing Ltd' })).statusCode,
    ).toBe(403);
    expect((await gone.client.post('/api/company/delete', { confirmName: 'Vanishing' })).statusCode).toBe(
      409,
    );
    expect(await scanDatabase(t.context.db, [gone.companyId]).then((f) => f.length)).toBeGreaterThan(5);
    // A person who is a candidate of both companies (one account, decision 032 step 4).
    const shared = 'shared-person@both.test';
    for (const admin of [gone, kept]) {
      const [row] = await t.context.db
        .insert(candidates)
        .values({
          companyId: admin.companyId,
          fullName: 'Sam Shared',
          email: shared,
          testStatus: 'questions_generated',
        })
        .returning({ id: candidates.id });
      const resent = await admin.client.post('/api/candidates/invitations/resend', { ids: [row?.id] });
      expect(resent.json().sent).toBe(1);
    }
    await waitForMail(t.context, shared, 'Your assessment invitation from Vanishing Ltd');
    await waitForMail(t.context, shared, 'Your assessment invitation from Staying Ltd');

    expect((await gone.client.post('/api/company/delete', { confirmName: 'Vanishing Ltd' })).statusCode).toBe(
      204,
    );

    expect(await scanDatabase(t.context.db, [gone.companyId, 'vanishing', gone.userId])).toEqual([]);
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: 'owner@vanishing.test',
      password: ADMIN_PASSWORD,
    });
    expect(signIn.statusCode).not.toBe(200);
    const list = await kept.client.get('/api/candidates');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Stan Staying');
    expect((await kept.client.get(`/api/evaluations/${keptCandidateId}`)).statusCode).toBe(200);
    // The shared person keeps their account and the staying company's mail to them.
    const sharedMail = await t.context.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'shared-person@both.test'));
    expect(sharedMail.map((m) => m.subject)).toEqual(['Your assessment invitation from Staying Ltd']);
    expect(
      await t.context.db.select().from(user).where(eq(user.email, 'shared-person@both.test')),
    ).toHaveLength(1);
  });
});
