import type { TAuditLogEntry } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { createAssessment, signedInCandidate } from '../candidates';
import { createTestApp, signedInAdmin, type TestApp, TestClient } from '../helpers';
import { MEMBER_PASSWORD, signedInMember } from '../team';

/**
 * What an auditor needs from the log (issue 37, finding 6): refusals and failed sign-ins too, objects named
 * in words, no view recorded that nobody made, and an erasure that says it fulfilled the person's request.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let reviewer: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'admin@audit-refusals.test', { name: 'Audited', industry: 'Retail' });
  reviewer = await signedInMember(t, admin, 'Audited', 'reviewer@audit-refusals.test', 'reviewer');
}, 60_000);
afterAll(() => t?.close());

/** The company's entries of an action, newest first, as the audit log page reads them. */
async function entries(action: string): Promise<TAuditLogEntry[]> {
  // Entries are written after the answer went out: give the last one a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const page = await admin.client.get(`/api/audit-log?action=${encodeURIComponent(action)}`);
  expect(page.statusCode).toBe(200);
  return page.json().items;
}

describe('the audit log', () => {
  it("records a reviewer's refused admin action, without the ids they named", async () => {
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.englishGrammar]);
    const candidate = await signedInCandidate(t, admin.companyId, assessmentId, 'kept@audit-refusals.test');
    const refused = await reviewer.client.request('DELETE', `/api/candidates/${candidate.candidateId}`);
    expect(refused.statusCode).toBe(403);
    const [entry] = await entries('request.refused');
    expect(entry).toMatchObject({
      actorKind: 'reviewer',
      actorUserId: reviewer.userId,
      objectType: 'candidate',
      objectId: null,
      details: { route: 'DELETE /api/candidates/:id', attempted: 'candidate.deleted' },
    });
  });

  it("records a member's failed sign-in with the address it came from, never the password; nothing for strangers", async () => {
    const before = await t.context.db.select().from(auditLog);
    const wrong = await new TestClient(t.app, '127.0.91.7').post('/api/auth/sign-in/email', {
      email: 'reviewer@audit-refusals.test',
      password: 'guessed-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    const [entry] = await entries('member.sign_in_failed');
    expect(entry).toMatchObject({ actorUserId: reviewer.userId, ip: '127.0.91.7', details: {} });
    expect(JSON.stringify(await t.context.db.select().from(auditLog))).not.toContain('guessed-password-1');

    await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: 'nobody@audit-refusals.test',
      password: 'guessed-password-1',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await t.context.db.select().from(auditLog);
    expect(after.filter((row) => row.action === 'member.sign_in_failed')).toHaveLength(
      before.filter((row) => row.action === 'member.sign_in_failed').length + 1,
    );
    expect(
      (
        await new TestClient(t.app).post('/api/auth/sign-in/email', {
          email: 'reviewer@audit-refusals.test',
          password: MEMBER_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('names the object an entry is about, the one a request created included', async () => {
    const created = await admin.client.post('/api/assessments', {
      name: 'Support Agent, Remote',
      testConfiguration: { selectedTests: [{ id: TEST_IDS.englishGrammar }], testMode: 'pre-built' },
    });
    expect(created.statusCode).toBe(201);
    const [entry] = await entries('assessment.created');
    expect(entry).toMatchObject({
      objectType: 'assessment',
      objectId: created.json().id,
      objectName: 'Support Agent, Remote',
    });
    const csv = await admin.client.get('/api/audit-log.csv?action=assessment.created');
    expect(csv.body).toContain('Support Agent, Remote');
  });

  it('records no view of accommodation requests when the candidates page only counts them', async () => {
    const count = (await entries('accommodations.viewed')).length;
    expect((await admin.client.get('/api/accommodations/open-count')).json()).toEqual({ openCount: 0 });
    expect(await entries('accommodations.viewed')).toHaveLength(count);
    await admin.client.get('/api/accommodations');
    expect(await entries('accommodations.viewed')).toHaveLength(count + 1);
  });

  it("says that an erasure fulfilled the person's request", async () => {
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.englishGrammar]);
    const candidate = await signedInCandidate(t, admin.companyId, assessmentId, 'gone@audit-refusals.test');
    expect((await candidate.client.post('/api/candidate/erasure-request')).statusCode).toBe(200);
    expect((await admin.client.post(`/api/candidates/${candidate.candidateId}/erase`)).statusCode).toBe(200);
    const [entry] = (await entries('candidate.erased')).filter((e) => e.objectId === candidate.candidateId);
    expect(entry?.details).toMatchObject({ by: 'admin', fulfilledRequestOf: expect.any(String) });
    // A person stays an id in the log: no name, before or after an erasure.
    expect(entry?.objectName).toBeNull();
    const [stored] = await t.context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, candidate.candidateId));
    expect(JSON.stringify(stored)).not.toContain('gone@audit-refusals.test');
  });
});
