import type { TApiKeyCreated, TAuditLogPage, TCandidateSectionDetail } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { formQuestions } from '../../../test/form-questions';
import {
  createTestApp,
  signedInAdmin,
  type TestApp,
  type TestClient,
  waitUntil,
} from '../../../test/helpers';
import { givePlan } from '../../../test/plans';
import { submitAssessment } from '../../../test/submit-all';
import { signedInMember } from '../../../test/team';
import { auditLog, companies } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { auditLogService } from './audit-log.service';

/** The audit log end to end: a real app and database, the hook recording what members and keys do. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let reviewer: { client: TestClient; userId: string };
let cand: Awaited<ReturnType<typeof signedInCandidate>>;
let writingQuestionId: string;
let assessmentId: string;

const WRITING =
  'Dear team, thank you for the update on the launch. I will send the full report on Friday morning. Please tell me if you need anything else before then.';

const entriesOf = (companyId: string) =>
  t.context.db.select().from(auditLog).where(eq(auditLog.companyId, companyId)).orderBy(auditLog.createdAt);

async function newest(companyId: string, action: string) {
  const rows = await t.context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)))
    .orderBy(sql`${auditLog.createdAt} desc`)
    .limit(1);
  return rows[0];
}

const countOf = async (companyId: string) =>
  (
    await t.context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.companyId, companyId))
  )[0]?.n ?? 0;

/**
 * Makes a call and waits for its entry: the hook writes after the answer went out (onResponse), so an
 * injected request resolves a moment before its entry is in the table.
 */
async function audited<R extends { statusCode: number; body: string }>(
  companyId: string,
  call: () => Promise<R>,
) {
  const before = await countOf(companyId);
  const response = await call();
  if (response.statusCode < 300) await waitUntil(async () => (await countOf(companyId)) > before, 5_000);
  return response;
}

/** Every question answered (the key where there is one, a paragraph for writing), then submitted. */
async function answerAll(client: TestClient, candidateId: string) {
  const keys = new Map((await formQuestions(t.context.db, candidateId)).map((q) => [q.id, q.scoring]));
  const sections = (await client.get('/api/candidate/sections')).json().sections as { id: string }[];
  for (const section of sections) {
    expect((await client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail: TCandidateSectionDetail = (
      await client.get(`/api/candidate/sections/${section.id}`)
    ).json();
    for (const [index, q] of detail.questions.entries()) {
      const value = q.questionType === 'open_ended' ? WRITING : (keys.get(q.id)?.keyIndex ?? 0);
      if (q.questionType === 'open_ended') writingQuestionId = q.id;
      const saved = await client.put(`/api/candidate/answers/${q.id}`, { value, questionIndex: index });
      expect(saved.statusCode).toBe(200);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'admin@audit-a.test', { name: 'Audit Co', industry: 'Technology' });
  other = await signedInAdmin(t, 'admin@audit-b.test', { name: 'Other Co', industry: 'Retail' });
  await givePlan(t.context, admin.companyId);
  reviewer = await signedInMember(t, admin, 'Audit Co', 'reviewer@audit-a.test');
  assessmentId = await createAssessment(t, admin.companyId, [
    TEST_IDS.logicalReasoning,
    TEST_IDS.businessWriting,
  ]);
  cand = await signedInCandidate(t, admin.companyId, assessmentId, 'jane.doe@audit.test', 'Jane Doe');
  await answerAll(cand.client, cand.candidateId);
  expect((await submitAssessment(cand.client, cand.candidateId, cand.userId)).statusCode).toBe(201);
  await waitUntil(async () => {
    const r = await admin.client.get(`/api/evaluations/${cand.candidateId}`);
    return r.statusCode === 200 && ['completed', 'needs_review'].includes(r.json().evaluationStatus);
  }, 30_000);
}, 120_000);
afterAll(() => t?.close());

describe('what the audit log records', () => {
  it("records company members' sign-ins with their address, and no candidate's", async () => {
    const signIns = (await entriesOf(admin.companyId)).filter((e) => e.action === 'member.signed_in');
    expect(signIns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorKind: 'admin', actorUserId: admin.userId, ip: admin.client.address }),
        expect.objectContaining({
          actorKind: 'reviewer',
          actorUserId: reviewer.userId,
          objectId: reviewer.userId,
        }),
      ]),
    );
    const byCandidate = await t.context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, cand.userId));
    expect(byCandidate).toEqual([]);
  });

  it("records an admin's views, downloads, exports, decisions, overrides, settings, keys and team changes", async () => {
    const id = cand.candidateId;
    const calls: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['evaluation.viewed', () => admin.client.get(`/api/evaluations/${id}`)],
      ['evaluation.answers_viewed', () => admin.client.get(`/api/evaluations/${id}/answers`)],
      ['report.pdf_downloaded', () => admin.client.get(`/api/reports/${id}/pdf`)],
      ['candidates.exported', () => admin.client.post('/api/candidates/export', { ids: [id] })],
      [
        'candidate.stage_changed',
        () => admin.client.patch(`/api/candidates/${id}/stage`, { stage: 'shortlisted' }),
      ],
      [
        'evaluation.overridden',
        () =>
          admin.client.post(`/api/evaluations/${id}/overrides`, {
            questionId: writingQuestionId,
            score: 80,
            reason: 'Jane Doe wrote clearly',
          }),
      ],
      [
        'settings.stage_labels_changed',
        () =>
          admin.client.put('/api/company/stage-labels', {
            new: 'Applied',
            shortlisted: 'Interview',
            rejected: 'Declined',
            hired: 'Offer',
          }),
      ],
      [
        'team.member_invited',
        () =>
          admin.client.post('/api/team/invitations', { email: 'new.person@audit-a.test', role: 'reviewer' }),
      ],
    ];
    for (const [action, call] of calls) {
      const response = await audited(admin.companyId, call);
      if (response.statusCode >= 300) throw new Error(`${action}: ${response.statusCode} ${response.body}`);
      const entry = await newest(admin.companyId, action);
      expect([action, entry?.actorKind, entry?.actorUserId, entry?.actorName, entry?.ip]).toEqual([
        action,
        'admin',
        admin.userId,
        'Admin',
        admin.client.address,
      ]);
    }
    expect((await newest(admin.companyId, 'report.pdf_downloaded'))?.objectId).toBe(id);
    expect(await newest(admin.companyId, 'evaluation.overridden')).toMatchObject({
      objectType: 'candidate',
      objectId: id,
    });
    expect((await newest(admin.companyId, 'candidate.stage_changed'))?.details).toEqual({
      stage: 'shortlisted',
    });
    expect((await newest(admin.companyId, 'candidates.exported'))?.details).toEqual({
      count: 1,
      candidateIds: [id],
    });
    expect((await newest(admin.companyId, 'team.member_invited'))?.details).toEqual({ role: 'reviewer' });

    const created = await audited(admin.companyId, () =>
      admin.client.post('/api/api-keys', { name: 'ATS sync' }),
    );
    expect(created.statusCode).toBe(201);
    const key: TApiKeyCreated = created.json();
    const revoked = await audited(admin.companyId, () => admin.client.post(`/api/api-keys/${key.id}/revoke`));
    expect(revoked.statusCode).toBeLessThan(300);
    expect(await newest(admin.companyId, 'api_key.created')).toMatchObject({ actorUserId: admin.userId });
    expect(await newest(admin.companyId, 'api_key.revoked')).toMatchObject({
      objectType: 'api_key',
      objectId: key.id,
    });

    // Nothing personal of the candidate went into any entry: not their name, email, or the override's reason.
    const written = JSON.stringify(await entriesOf(admin.companyId));
    for (const personal of ['Jane', 'jane.doe@audit.test', 'new.person@audit-a.test', 'wrote clearly']) {
      expect([personal, written.includes(personal)]).toEqual([personal, false]);
    }
  });

  it("records a reviewer's reads as the reviewer", async () => {
    const read = await audited(admin.companyId, () =>
      reviewer.client.get(`/api/evaluations/${cand.candidateId}`),
    );
    expect(read.statusCode).toBe(200);
    expect(await newest(admin.companyId, 'evaluation.viewed')).toMatchObject({
      actorKind: 'reviewer',
      actorUserId: reviewer.userId,
      objectId: cand.candidateId,
      ip: reviewer.client.address,
    });
  });

  it("records the public API's reads with the key's id and its creator", async () => {
    const key: TApiKeyCreated = (
      await audited(admin.companyId, () => admin.client.post('/api/api-keys', { name: 'HRIS' }))
    ).json();
    const response = await audited(admin.companyId, () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/candidates/${cand.candidateId}/evaluation`,
        headers: { authorization: `Bearer ${key.key}` },
        remoteAddress: '203.0.113.9',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await newest(admin.companyId, 'evaluation.viewed')).toMatchObject({
      actorKind: 'api_key',
      apiKeyId: key.id,
      actorUserId: admin.userId,
      objectId: cand.candidateId,
      ip: '203.0.113.9',
    });
  });

  it("never records a candidate's own requests", async () => {
    const second = await signedInCandidate(t, admin.companyId, assessmentId, 'sam@audit.test', 'Sam Second');
    const before = (await entriesOf(admin.companyId)).length;
    const sections = (await second.client.get('/api/candidate/sections')).json().sections as { id: string }[];
    const section = sections[0];
    if (!section) throw new Error('no section');
    expect((await second.client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail: TCandidateSectionDetail = (
      await second.client.get(`/api/candidate/sections/${section.id}`)
    ).json();
    const question = detail.questions[0];
    if (!question) throw new Error('no question');
    const saved = await second.client.put(`/api/candidate/answers/${question.id}`, {
      value: 0,
      questionIndex: 0,
    });
    expect(saved.statusCode).toBe(200);
    // A member's read afterwards is recorded: once its entry is in, nothing before it is still pending.
    await audited(admin.companyId, () => admin.client.get(`/api/evaluations/${cand.candidateId}`));
    expect((await entriesOf(admin.companyId)).length).toBe(before + 1);
  });
});

describe('the audit log page and its CSV', () => {
  it('lists the company’s entries newest first, filtered by action, actor, object and dates', async () => {
    const all = await admin.client.get('/api/audit-log');
    expect(all.statusCode).toBe(200);
    const page: TAuditLogPage = all.json();
    expect(page.total).toBeGreaterThan(10);
    expect(page.retentionMonths).toBe(24);
    const times = page.items.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.actors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: admin.userId, name: 'Admin', kind: 'admin' }),
        expect.objectContaining({ id: reviewer.userId, kind: 'reviewer' }),
      ]),
    );

    const pdfs: TAuditLogPage = (
      await admin.client.get('/api/audit-log?action=report.pdf_downloaded')
    ).json();
    expect(pdfs.items.map((e) => [e.action, e.objectId])).toEqual([
      ['report.pdf_downloaded', cand.candidateId],
    ]);
    const byAdmin: TAuditLogPage = (await admin.client.get(`/api/audit-log?actor=${admin.userId}`)).json();
    // The admin's own actions only, not those of the API key they created (its creator is recorded too).
    expect(byAdmin.items.length).toBeGreaterThan(0);
    expect(byAdmin.items.every((e) => e.actorKind === 'admin' && e.actorUserId === admin.userId)).toBe(true);
    const byReviewer: TAuditLogPage = (
      await admin.client.get(`/api/audit-log?actor=${reviewer.userId}`)
    ).json();
    expect(byReviewer.items.length).toBeGreaterThan(0);
    expect(byReviewer.items.every((e) => e.actorUserId === reviewer.userId)).toBe(true);
    const onCandidate: TAuditLogPage = (
      await admin.client.get(`/api/audit-log?objectId=${cand.candidateId}`)
    ).json();
    expect(onCandidate.items.every((e) => e.objectId === cand.candidateId)).toBe(true);
    expect(onCandidate.items.map((e) => e.action)).toEqual(expect.arrayContaining(['evaluation.overridden']));
    const today = new Date().toISOString().slice(0, 10);
    const todays: TAuditLogPage = (await admin.client.get(`/api/audit-log?from=${today}&to=${today}`)).json();
    expect(todays.total).toBe(page.total);
    const past: TAuditLogPage = (
      await admin.client.get('/api/audit-log?from=2020-01-01&to=2020-12-31')
    ).json();
    expect(past.total).toBe(0);
    expect((await admin.client.get('/api/audit-log?page=2')).json().items.length).toBe(
      Math.max(0, Math.min(50, page.total - 50)),
    );
  });

  it("shows another company's admin none of it, and refuses reviewers (admins only)", async () => {
    const theirs: TAuditLogPage = (await other.client.get('/api/audit-log')).json();
    expect(theirs.items.every((e) => e.actorUserId === other.userId)).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain(cand.candidateId);
    const foreign: TAuditLogPage = (await other.client.get(`/api/audit-log?actor=${admin.userId}`)).json();
    expect(foreign.total).toBe(0);
    expect((await reviewer.client.get('/api/audit-log')).statusCode).toBe(403);
    expect((await reviewer.client.get('/api/audit-log.csv')).statusCode).toBe(403);
  });

  it('downloads as CSV (UTF-8 with BOM), and the download is itself recorded', async () => {
    const csv = await audited(admin.companyId, () =>
      admin.client.get('/api/audit-log.csv?action=report.pdf_downloaded'),
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFWhen (UTC),Who,Role')).toBe(true);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Downloaded a PDF report');
    expect(lines[1]).toContain(cand.candidateId);
    // Written after the answer went out, and another entry of the company (a late write of an earlier
    // request) can land first: wait for this one.
    await waitUntil(async () => (await newest(admin.companyId, 'audit_log.exported')) !== undefined, 5_000);
    expect(await newest(admin.companyId, 'audit_log.exported')).toMatchObject({
      actorUserId: admin.userId,
      ip: admin.client.address,
    });
  });
});

describe('append-only and retention', () => {
  it('refuses UPDATE and DELETE in the database, and lets a DELETE through only with the purge flag', async () => {
    const db = t.context.db;
    await expect(
      db.update(auditLog).set({ action: 'tampered' }).where(eq(auditLog.companyId, admin.companyId)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.companyId, admin.companyId))).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    await auditLogService.record(db, {
      companyId: other.companyId,
      actor: { kind: 'system', name: 'test' },
      action: 'company.plan_changed',
    });
    const deleted = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL hireassess.audit_purge = 'on'`);
      return tx.delete(auditLog).where(eq(auditLog.action, 'company.plan_changed')).returning();
    });
    expect(deleted).toHaveLength(1);
    // The flag was the transaction's: a DELETE after it is refused again.
    await expect(db.delete(auditLog).where(eq(auditLog.companyId, other.companyId))).rejects.toThrow();
  });

  it("deletes entries past each company's retention period, daily, and keeps the rest", async () => {
    const db = t.context.db;
    const monthsAgo = (n: number) => new Date(Date.now() - n * 30.5 * 24 * 60 * 60 * 1000);
    await db.update(companies).set({ auditLogRetentionMonths: 12 }).where(eq(companies.id, other.companyId));
    const row = (companyId: string, months: number, action: string) => ({
      companyId,
      actorKind: 'system',
      action,
      createdAt: monthsAgo(months),
    });
    await db
      .insert(auditLog)
      .values([
        row(admin.companyId, 25, 'retention.old'),
        row(admin.companyId, 23, 'retention.kept'),
        row(other.companyId, 13, 'retention.old'),
        row(other.companyId, 11, 'retention.kept'),
      ]);
    const before = (await entriesOf(admin.companyId)).length;
    expect(await auditLogService.deleteExpired(db, new Date())).toBe(2);
    const left = await db.select().from(auditLog).where(sql`${auditLog.action} like 'retention.%'`);
    expect(left.map((e) => [e.companyId, e.action]).sort()).toEqual(
      [
        [admin.companyId, 'retention.kept'],
        [other.companyId, 'retention.kept'],
      ].sort(),
    );
    expect((await entriesOf(admin.companyId)).length).toBe(before - 1);
  });
});
