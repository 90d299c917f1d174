import { NOTICE_NOT_ACKNOWLEDGED, type TCandidateNoticeResponse } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { formQuestions } from '../../../test/form-questions';
import { createTestApp, signedInAdmin, type TestApp } from '../../../test/helpers';
import { companies, noticeAcknowledgements, sections } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let assessmentId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'admin@notice.test', { name: 'Notice Co', industry: 'Technology' });
  assessmentId = await createAssessment(t, admin.companyId, [
    TEST_IDS.logicalReasoning,
    TEST_IDS.businessWriting,
  ]);
}, 60_000);
afterAll(() => t?.close());

/** A candidate signed in as the helper leaves them, with their acknowledgement taken back. */
async function unacknowledged(email: string) {
  const c = await signedInCandidate(t, admin.companyId, assessmentId, email);
  await t.context.db
    .delete(noticeAcknowledgements)
    .where(eq(noticeAcknowledgements.candidateId, c.candidateId));
  return c;
}

const noticeOf = async (c: { client: { get: (url: string) => Promise<{ json: () => unknown }> } }) =>
  (await c.client.get('/api/candidate/notice')).json() as TCandidateNoticeResponse;

describe('the candidate notice', () => {
  it('is generated from the assessment and company, not acknowledged yet', async () => {
    const c = await unacknowledged('reads@notice.test');
    const { notice, version, acknowledgedAt } = await noticeOf(c);
    expect(acknowledgedAt).toBeNull();
    expect(version).toMatch(/^[0-9a-f]{64}$/);
    expect(notice.companyName).toBe('Notice Co');
    expect(notice.sections.map((s) => s.name)).toEqual(['Logical Reasoning', 'Business Writing']);
    expect(notice.sections.every((s) => s.measures.length > 10 && s.minutes > 0)).toBe(true);
    // Business Writing's open answers, with no AI provider configured: rated by a person.
    expect(notice.sections.map((s) => s.gradedBy)).toEqual(['key', 'person']);
    expect(notice.retention.months).toBe(24);
    expect(notice.contactEmail).toBe('admin@notice.test');
    expect(notice.privacyPolicyUrl).toBeNull();
  });

  it('refuses a first section before the acknowledgement, and starts it after', async () => {
    const c = await unacknowledged('gate@notice.test');
    const [section] = (await c.client.get('/api/candidate/sections')).json().sections;
    const refused = await c.client.post(`/api/candidate/sections/${section.id}/start`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      details: { reason: NOTICE_NOT_ACKNOWLEDGED },
    });
    expect(refused.json().error.message).toMatch(/Before you start/);

    const { version } = await noticeOf(c);
    const before = Date.now();
    const ack = await c.client.post('/api/candidate/notice/acknowledge', { version });
    expect(ack.statusCode).toBe(200);
    expect(ack.json().acknowledgedAt).not.toBeNull();
    const [stored] = await t.context.db
      .select()
      .from(noticeAcknowledgements)
      .where(eq(noticeAcknowledgements.candidateId, c.candidateId));
    expect(stored?.noticeVersion).toBe(version);
    expect(stored?.companyId).toBe(admin.companyId);
    expect(stored?.acknowledgedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored?.notice).toMatchObject({ companyName: 'Notice Co' });

    // Idempotent: the first time is kept.
    const again = await c.client.post('/api/candidate/notice/acknowledge', { version });
    expect(again.json().acknowledgedAt).toBe(ack.json().acknowledgedAt);
    expect((await c.client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
  });

  it('refuses an answer that would start a section before the acknowledgement', async () => {
    const c = await unacknowledged('answer@notice.test');
    const [section] = (await c.client.get('/api/candidate/sections')).json().sections;
    const question = (await formQuestions(t.context.db, c.candidateId)).find(
      (q) => q.sectionId === section.id,
    );
    const saved = await c.client.put(`/api/candidate/answers/${question?.id}`, {
      value: 1,
      questionIndex: 0,
    });
    expect(saved.statusCode, saved.body).toBe(409);
    expect(saved.json().error.details.reason).toBe(NOTICE_NOT_ACKNOWLEDGED);
  });

  it('asks for a new acknowledgement when the notice changes, and refuses a stale version', async () => {
    const c = await signedInCandidate(t, admin.companyId, assessmentId, 'changes@notice.test');
    const first = await noticeOf(c);
    expect(first.acknowledgedAt).not.toBeNull();
    await t.context.db
      .update(companies)
      .set({
        privacyContactEmail: 'dpo@notice.test',
        privacyPolicyUrl: 'https://notice.test/privacy',
        candidateRetentionMonths: 12,
      })
      .where(eq(companies.id, admin.companyId));
    try {
      const changed = await noticeOf(c);
      expect(changed.version).not.toBe(first.version);
      expect(changed.acknowledgedAt).toBeNull();
      expect(changed.notice).toMatchObject({
        contactEmail: 'dpo@notice.test',
        privacyPolicyUrl: 'https://notice.test/privacy',
        retention: { months: 12 },
      });
      const stale = await c.client.post('/api/candidate/notice/acknowledge', { version: first.version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.message).toMatch(/has changed/);
      const [section] = (await c.client.get('/api/candidate/sections')).json().sections;
      expect((await c.client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(409);
      expect(
        (await c.client.post('/api/candidate/notice/acknowledge', { version: changed.version })).statusCode,
      ).toBe(200);
      expect((await c.client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    } finally {
      await t.context.db
        .update(companies)
        .set({ privacyContactEmail: null, privacyPolicyUrl: null, candidateRetentionMonths: 24 })
        .where(eq(companies.id, admin.companyId));
    }
  });

  it('applies the extra time to the times shown without asking for a new acknowledgement', async () => {
    const c = await signedInCandidate(t, admin.companyId, assessmentId, 'extra@notice.test');
    const before = await noticeOf(c);
    const set = await admin.client.put(`/api/candidates/${c.candidateId}/accommodations`, {
      extraTimeMultiplier: 1.5,
    });
    expect(set.statusCode).toBe(200);
    const after = await noticeOf(c);
    const [row] = await t.context.db.select().from(sections).where(eq(sections.assessmentId, assessmentId));
    expect(after.notice.sections[0]?.yourMinutes).toBe(Math.ceil((row?.timeLimitMinutes ?? 0) * 1.5));
    expect(after.version).toBe(before.version);
    expect(after.acknowledgedAt).not.toBeNull();
  });

  it('is for candidates only', async () => {
    expect((await admin.client.get('/api/candidate/notice')).statusCode).toBe(403);
  });
});
