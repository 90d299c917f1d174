import type { TLeverConnection, TLeverInvitationList, TLeverMappingList } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidates, leverConnections, leverInvitations } from '../../src/db/schema';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { applicationsOutOfStepWithTheirRecord } from '../candidate-records';
import { createAssessment, signedInCandidate } from '../candidates';
import { createTestApp, signedInAdmin, type TestApp, waitForMail, waitUntil } from '../helpers';
import { givePlan } from '../plans';
import { answerAndSubmit } from '../submit-all';
import { type LeverServer, leverStageChangeDelivery, startLeverServer } from './lever-server';

const BASE = '/api/integrations/lever';
const SIGNATURE_TOKEN = 'lever-signature-token-0001';
const UPGRADE =
  'The Lever integration is available on the Enterprise plan. Contact us at /contact to upgrade.';

let t: TestApp;
let lever: LeverServer;
let admins = 0;
type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

async function enterpriseAdmin(): Promise<Admin & { name: string }> {
  admins += 1;
  const name = `Lever Co ${admins}`;
  const admin = await signedInAdmin(t, `admin${admins}@lever.test`, { name, industry: 'Technology' });
  await givePlan(t.context, admin.companyId);
  return { ...admin, name };
}

async function connect(admin: Admin): Promise<TLeverConnection> {
  const response = await admin.client.put(BASE, {
    apiKey: lever.apiKey,
    webhookSignatureToken: SIGNATURE_TOKEN,
    apiBaseUrl: lever.url,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A connected company with the analyst posting mapped: Assessment invites, On-site / Declined follow. */
async function mappedCompany() {
  const admin = await enterpriseAdmin();
  const connection = await connect(admin);
  const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
  const saved = await admin.client.put(`${BASE}/mappings`, {
    postingId: 'posting-analyst',
    postingTitle: 'Data Analyst',
    assessmentId,
    triggerStageId: 'stage-assessment',
    advancedStageId: 'stage-onsite',
    rejectedStageId: 'stage-declined',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { admin, assessmentId, webhook: new URL(connection.webhookUrl).pathname };
}

const post = (path: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: body as object,
    headers: { 'content-type': 'application/json' },
  });

const invitationsOf = (companyId: string) =>
  t.context.db.select().from(leverInvitations).where(eq(leverInvitations.companyId, companyId));

beforeAll(async () => {
  lever = await startLeverServer();
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await lever.close();
  // Every request the connector made was in Lever's published shape.
  expect(lever.violations).toEqual([]);
});

describe('connecting Lever', () => {
  it('is refused on the Startup plan with the upgrade message, for every route', async () => {
    const startup = await signedInAdmin(t, 'startup@lever.test', { name: 'Small Co', industry: 'Retail' });
    for (const response of [
      await startup.client.get(BASE),
      await startup.client.put(BASE, {
        apiKey: lever.apiKey,
        webhookSignatureToken: SIGNATURE_TOKEN,
        apiBaseUrl: lever.url,
      }),
      await startup.client.get(`${BASE}/mappings`),
    ]) {
      expect(response.statusCode).toBe(402);
      expect(response.json().error).toEqual({ code: 'PLAN_FEATURE', message: UPGRADE });
    }
    const [stored] = await t.context.db
      .select()
      .from(leverConnections)
      .where(eq(leverConnections.companyId, startup.companyId));
    expect(stored).toBeUndefined();
  });

  it('checks the key with Lever before saving it, encrypted, and shows the webhook URL to paste', async () => {
    const admin = await enterpriseAdmin();
    const wrong = await admin.client.put(BASE, {
      apiKey: 'not-the-key-at-all',
      webhookSignatureToken: SIGNATURE_TOKEN,
      apiBaseUrl: lever.url,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/Lever refused the API key/);
    expect((await admin.client.get(BASE)).json()).toMatchObject({ connected: false });

    const connection = await connect(admin);
    expect(connection).toMatchObject({
      connected: true,
      apiKeyHint: lever.apiKey.slice(-4),
      webhookUrl: `http://localhost:3000/api/integrations/lever/webhooks/${admin.companyId}`,
    });
    const [stored] = await t.context.db
      .select()
      .from(leverConnections)
      .where(eq(leverConnections.companyId, admin.companyId));
    expect(stored?.apiKeyEncrypted).not.toContain(lever.apiKey);
    expect(stored?.webhookSignatureTokenEncrypted).not.toContain(SIGNATURE_TOKEN);

    const postings = (await admin.client.get(`${BASE}/postings`)).json();
    expect(postings.items.map((p: { text: string }) => p.text)).toEqual(['Data Analyst', 'Backend Engineer']);
    const stages = (await admin.client.get(`${BASE}/stages`)).json();
    expect(stages.items).toContainEqual({ id: 'stage-assessment', text: 'Assessment' });

    expect((await admin.client.request('DELETE', BASE)).statusCode).toBe(204);
    expect((await admin.client.get(BASE)).json()).toMatchObject({ connected: false, apiKeyHint: null });
    const actions = async () =>
      (
        await t.context.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(eq(auditLog.companyId, admin.companyId))
      ).map((a) => a.action);
    // The audit entry is written after the answer went out (onResponse), so it may land a moment later.
    await waitUntil(async () => (await actions()).includes('lever.disconnected'), 10_000);
    expect(await actions()).toEqual(expect.arrayContaining(['lever.connected', 'lever.disconnected']));
  });

  it('refuses an API base other than Lever’s when private addresses are not allowed', async () => {
    const strict = await createTestApp({}, { workers: false });
    try {
      const admin = await signedInAdmin(strict, 'strict@lever.test', {
        name: 'Strict Co',
        industry: 'Retail',
      });
      await givePlan(strict.context, admin.companyId);
      const response = await admin.client.put(BASE, {
        apiKey: lever.apiKey,
        webhookSignatureToken: SIGNATURE_TOKEN,
        apiBaseUrl: lever.url,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/api\.lever\.co/);
    } finally {
      await strict.close();
    }
  });

  it("keeps mappings to the company's own assessments; another company's mapping is 404", async () => {
    const { admin } = await mappedCompany();
    const other = await enterpriseAdmin();
    await connect(other);
    const foreignAssessment = await createAssessment(t, other.companyId, [TEST_IDS.logicalReasoning]);
    const refused = await admin.client.put(`${BASE}/mappings`, {
      postingId: 'posting-engineer',
      assessmentId: foreignAssessment,
      triggerStageId: 'stage-assessment',
    });
    expect(refused.statusCode).toBe(404);
    const mine: TLeverMappingList = (await admin.client.get(`${BASE}/mappings`)).json();
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ postingId: 'posting-analyst', assessmentName: 'Test assessment' });
    expect((await other.client.request('DELETE', `${BASE}/mappings/${mine.items[0]?.id}`)).statusCode).toBe(
      404,
    );
    expect((await admin.client.request('DELETE', `${BASE}/mappings/${mine.items[0]?.id}`)).statusCode).toBe(
      204,
    );
  });
});

describe("Lever's stage-change webhook", () => {
  it('invites the opportunity once when it enters the trigger stage, however often Lever delivers it', async () => {
    const { admin, assessmentId, webhook } = await mappedCompany();
    const opportunity = lever.addOpportunity({
      name: 'Olivia Opportunity',
      emails: ['olivia@candidates.test'],
      postingId: 'posting-analyst',
      stage: 'stage-assessment',
    });
    const delivery = leverStageChangeDelivery(SIGNATURE_TOKEN, {
      opportunityId: opportunity.id,
      toStageId: 'stage-assessment',
    });
    const first = await post(webhook, delivery);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    await waitForMail(
      t.context,
      'olivia@candidates.test',
      `Your assessment invitation from ${admin.name}`,
      20_000,
    );
    expect(await applicationsOutOfStepWithTheirRecord(t.context.db, admin.companyId)).toEqual([]);
    // Redelivered, and a second signed event for the same move: still one candidate, one invitation.
    expect((await post(webhook, delivery)).statusCode).toBe(200);
    expect(
      (
        await post(
          webhook,
          leverStageChangeDelivery(SIGNATURE_TOKEN, {
            opportunityId: opportunity.id,
            toStageId: 'stage-assessment',
          }),
        )
      ).statusCode,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const rows = await invitationsOf(admin.companyId);
    expect(rows).toHaveLength(1);
    const added = await t.context.db
      .select({
        source: candidates.source,
        fullName: candidates.fullName,
        assessmentId: candidates.assessmentId,
      })
      .from(candidates)
      .where(and(eq(candidates.companyId, admin.companyId), eq(candidates.email, 'olivia@candidates.test')));
    expect(added).toEqual([{ source: 'ats', fullName: 'Olivia Opportunity', assessmentId }]);

    const list: TLeverInvitationList = (await admin.client.get(`${BASE}/invitations`)).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        opportunityId: opportunity.id,
        candidateName: 'Olivia Opportunity',
        resultWrittenAt: null,
      }),
    ]);
    const audit = await t.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, admin.companyId), eq(auditLog.action, 'lever.candidate_invited')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorKind: 'system', actorName: 'Lever' });
    expect(JSON.stringify(audit[0]?.details)).not.toMatch(/olivia|Olivia/);
  });

  it('refuses a wrong or missing signature and a stale event, and changes nothing', async () => {
    const { admin, webhook } = await mappedCompany();
    const opportunity = lever.addOpportunity({
      name: 'Mallory Forged',
      emails: ['mallory@candidates.test'],
      postingId: 'posting-analyst',
      stage: 'stage-assessment',
    });
    const change = { opportunityId: opportunity.id, toStageId: 'stage-assessment' };
    const forged = leverStageChangeDelivery('someone-elses-token', change);
    expect((await post(webhook, forged)).statusCode).toBe(401);
    const { signature: _, ...unsigned } = leverStageChangeDelivery(SIGNATURE_TOKEN, change);
    expect((await post(webhook, unsigned)).statusCode).toBe(400);
    const stale = leverStageChangeDelivery(SIGNATURE_TOKEN, change, {
      triggeredAt: Date.now() - 10 * 60_000,
    });
    const staleAnswer = await post(webhook, stale);
    expect(staleAnswer.statusCode).toBe(400);
    expect(staleAnswer.json().error.message).toMatch(/too old/);
    const tampered = { ...leverStageChangeDelivery(SIGNATURE_TOKEN, change), triggeredAt: Date.now() + 1 };
    expect((await post(webhook, tampered)).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await invitationsOf(admin.companyId)).toEqual([]);
    expect(lever.requests.filter((r) => r.includes(opportunity.id))).toEqual([]);
  });

  it('ignores other stages, unmapped postings and other events; an unknown webhook id is 404', async () => {
    const { admin, webhook } = await mappedCompany();
    const analyst = lever.addOpportunity({
      name: 'Otto Other',
      emails: ['otto@candidates.test'],
      postingId: 'posting-analyst',
      stage: 'stage-onsite',
    });
    const engineer = lever.addOpportunity({
      name: 'Una Unmapped',
      emails: ['una@candidates.test'],
      postingId: 'posting-engineer',
      stage: 'stage-assessment',
    });
    const otherStage = await post(
      webhook,
      leverStageChangeDelivery(SIGNATURE_TOKEN, { opportunityId: analyst.id, toStageId: 'stage-onsite' }),
    );
    expect(otherStage.json()).toEqual({ received: false });
    const unmapped = await post(
      webhook,
      leverStageChangeDelivery(SIGNATURE_TOKEN, {
        opportunityId: engineer.id,
        toStageId: 'stage-assessment',
      }),
    );
    expect(unmapped.statusCode).toBe(200);
    const otherEvent = await post(
      webhook,
      leverStageChangeDelivery(
        SIGNATURE_TOKEN,
        { opportunityId: analyst.id, toStageId: 'stage-assessment' },
        { event: 'candidateHired' },
      ),
    );
    expect(otherEvent.json()).toEqual({ received: false });
    await waitUntil(async () => lever.requests.some((r) => r.includes(engineer.id)), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await invitationsOf(admin.companyId)).toEqual([]);

    const unknown = await post(
      `${BASE}/webhooks/${crypto.randomUUID()}`,
      leverStageChangeDelivery(SIGNATURE_TOKEN, { opportunityId: analyst.id, toStageId: 'stage-assessment' }),
    );
    expect(unknown.statusCode).toBe(404);
    // Another company's webhook id with this company's signature token: not that company's token.
    const other = await enterpriseAdmin();
    await other.client.put(BASE, {
      apiKey: lever.apiKey,
      webhookSignatureToken: 'the-other-companys-token',
      apiBaseUrl: lever.url,
    });
    const crossed = await post(
      `${BASE}/webhooks/${other.companyId}`,
      leverStageChangeDelivery(SIGNATURE_TOKEN, { opportunityId: analyst.id, toStageId: 'stage-assessment' }),
    );
    expect(crossed.statusCode).toBe(401);
  });

  it('refuses a company that went back to the Startup plan', async () => {
    const { admin, webhook } = await mappedCompany();
    await givePlan(t.context, admin.companyId, 'startup');
    const opportunity = lever.addOpportunity({
      name: 'Pat Plan',
      emails: ['pat@candidates.test'],
      postingId: 'posting-analyst',
      stage: 'stage-assessment',
    });
    const answer = await post(
      webhook,
      leverStageChangeDelivery(SIGNATURE_TOKEN, {
        opportunityId: opportunity.id,
        toStageId: 'stage-assessment',
      }),
    );
    expect(answer.statusCode).toBe(402);
    expect(await invitationsOf(admin.companyId)).toEqual([]);
  });
});

describe('writing back to Lever', () => {
  it('adds a note with the scores and the report link, and the completed tag, after the evaluation', async () => {
    const { admin, assessmentId } = await mappedCompany();
    const opportunity = lever.addOpportunity({
      name: 'Sam Scored',
      emails: ['sam@candidates.test'],
      postingId: 'posting-analyst',
      stage: 'stage-assessment',
    });
    const candidate = await signedInCandidate(
      t,
      admin.companyId,
      assessmentId,
      'sam@candidates.test',
      'Sam Scored',
    );
    await t.context.db.insert(leverInvitations).values({
      companyId: admin.companyId,
      candidateId: candidate.candidateId,
      assessmentId,
      opportunityId: opportunity.id,
      postingId: 'posting-analyst',
    });
    await answerAndSubmit(t, candidate, true);
    await waitUntil(async () => lever.tags.some((tag) => tag.opportunityId === opportunity.id), 30_000);
    const notes = lever.notes.filter((n) => n.opportunityId === opportunity.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.value).toContain('HireAssess result: Test assessment');
    expect(notes[0]?.value).toMatch(/Overall: 100\/100/);
    expect(notes[0]?.value).toMatch(/Logical Reasoning: 100\/100/);
    expect(notes[0]?.value).toContain(
      `http://localhost:3000/admin-dashboard?report=${candidate.candidateId}`,
    );
    expect(lever.tags.filter((tag) => tag.opportunityId === opportunity.id)).toEqual([
      { opportunityId: opportunity.id, tags: ['HireAssess: completed'] },
    ]);
    const [row] = await invitationsOf(admin.companyId);
    expect(row?.writeBack).toEqual({ noteId: notes[0]?.noteId, tagged: true });
    expect(row?.resultWrittenAt).not.toBeNull();
    const audit = await t.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, admin.companyId), eq(auditLog.action, 'lever.result_written')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorKind: 'system', actorName: 'Lever' });
  });

  it('moves the opportunity to the mapped stage when an admin shortlists or rejects the candidate', async () => {
    const { admin, assessmentId } = await mappedCompany();
    const opportunity = lever.addOpportunity({
      name: 'Dana Decided',
      emails: ['dana@candidates.test'],
      postingId: 'posting-analyst',
      stage: 'stage-assessment',
    });
    const [candidate] = await t.context.db
      .insert(candidates)
      .values({
        companyId: admin.companyId,
        assessmentId,
        fullName: 'Dana Decided',
        email: 'dana@candidates.test',
        source: 'ats',
      })
      .returning({ id: candidates.id });
    await t.context.db.insert(leverInvitations).values({
      companyId: admin.companyId,
      candidateId: candidate?.id ?? '',
      assessmentId,
      opportunityId: opportunity.id,
      postingId: 'posting-analyst',
    });
    const shortlist = await admin.client.patch(`/api/candidates/${candidate?.id}/stage`, {
      stage: 'shortlisted',
    });
    expect(shortlist.statusCode, shortlist.body).toBe(200);
    await waitUntil(async () => lever.stageChanges.some((c) => c.opportunityId === opportunity.id), 15_000);
    expect(lever.stageChanges.filter((c) => c.opportunityId === opportunity.id)).toEqual([
      { opportunityId: opportunity.id, stage: 'stage-onsite' },
    ]);
    const reject = await admin.client.patch(`/api/candidates/${candidate?.id}/stage`, { stage: 'rejected' });
    expect(reject.statusCode, reject.body).toBe(200);
    await waitUntil(
      async () => lever.stageChanges.filter((c) => c.opportunityId === opportunity.id).length === 2,
      15_000,
    );
    expect(lever.stageChanges.filter((c) => c.opportunityId === opportunity.id)[1]).toEqual({
      opportunityId: opportunity.id,
      stage: 'stage-declined',
    });
    const [row] = await invitationsOf(admin.companyId);
    expect(row?.writeBack).toEqual({ stageId: 'stage-declined' });
  });
});
