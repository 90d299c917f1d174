import { LEVER_EVENT_MAX_AGE_MS } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leverWebhookSignatures } from '../../src/db/schema';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { type LeverServer, leverStageChangeDelivery, startLeverServer } from '../ats/lever-server';
import { createAssessment } from '../candidates';
import { createTestApp, signedInAdmin, type TestApp } from '../helpers';
import { givePlan } from '../plans';

/**
 * Issue 37, finding 3: Lever signs only token + triggeredAt, never the body, so a captured delivery can be
 * sent again with any `id` and any `opportunityId` under a signature that still verifies. Each signature is
 * accepted once, and remembered until the age limit would refuse it anyway.
 */
const SIGNATURE_TOKEN = 'lever-replay-signature-token';
const TRIGGER_STAGE = 'stage-assessment';

let t: TestApp;
let lever: LeverServer;

beforeAll(async () => {
  lever = await startLeverServer();
  // Workers off: what a delivery queued stays in the queue to be counted.
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' }, { workers: false });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await lever?.close();
});

/** An Enterprise company connected to Lever, the analyst posting's Assessment stage mapped to invite. */
async function mappedCompany(email: string) {
  const admin = await signedInAdmin(t, email, { name: `Replay Co ${email}`, industry: 'Technology' });
  await givePlan(t.context, admin.companyId);
  const connected = await admin.client.put('/api/integrations/lever', {
    apiKey: lever.apiKey,
    webhookSignatureToken: SIGNATURE_TOKEN,
    apiBaseUrl: lever.url,
  });
  expect(connected.statusCode, connected.body).toBe(200);
  const mapped = await admin.client.put('/api/integrations/lever/mappings', {
    postingId: 'posting-analyst',
    assessmentId: await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]),
    triggerStageId: TRIGGER_STAGE,
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
  return { companyId: admin.companyId, webhook: new URL(connected.json().webhookUrl).pathname };
}

const post = (path: string, body: object) =>
  t.app.inject({ method: 'POST', url: path, payload: body, headers: { 'content-type': 'application/json' } });

/** The opportunities of the stage-change jobs queued for the company. */
async function queuedOpportunities(companyId: string): Promise<string[]> {
  const jobs = await t.context.db.execute<{ opportunity: string }>(sql`
    SELECT data->>'opportunityId' AS opportunity FROM pgboss.job
    WHERE name = 'lever.stage-change' AND data->>'companyId' = ${companyId}`);
  return jobs.rows.map((job) => job.opportunity);
}

describe('a replayed Lever delivery (the body is not signed; token + triggeredAt are)', () => {
  it('queues the honest delivery once; the same signature with another id and opportunity queues nothing', async () => {
    const { companyId, webhook } = await mappedCompany('admin@lever-replay.test');
    const honest = {
      id: 'lever-event-1',
      ...leverStageChangeDelivery(SIGNATURE_TOKEN, {
        opportunityId: 'opportunity-honest',
        toStageId: TRIGGER_STAGE,
      }),
    };
    const accepted = await post(webhook, honest);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ received: true });
    expect(await queuedOpportunities(companyId)).toEqual(['opportunity-honest']);

    for (const target of ['opportunity-victim-1', 'opportunity-victim-2']) {
      const replayed = await post(webhook, {
        ...honest,
        id: `forged-${target}`,
        data: { ...honest.data, opportunityId: target, candidateId: target, contactId: `contact-${target}` },
      });
      expect(replayed.statusCode, replayed.body).toBe(200);
      expect(replayed.json()).toEqual({ received: false });
    }
    // Lever sends the same delivery again when it missed our answer: answered, so it stops, and not queued twice.
    const redelivered = await post(webhook, honest);
    expect(redelivered.statusCode).toBe(200);
    expect(redelivered.json()).toEqual({ received: false });
    expect(await queuedOpportunities(companyId)).toEqual(['opportunity-honest']);
  });

  it('does not let a captured signature of an ignored event be turned into a stage change', async () => {
    const { companyId, webhook } = await mappedCompany('admin2@lever-replay.test');
    const hired = leverStageChangeDelivery(
      SIGNATURE_TOKEN,
      { opportunityId: 'opportunity-hired', toStageId: 'stage-onsite' },
      { event: 'candidateHired' },
    );
    expect((await post(webhook, hired)).json()).toEqual({ received: false });
    const turned = await post(webhook, {
      ...hired,
      event: 'candidateStageChange',
      data: { ...hired.data, opportunityId: 'opportunity-victim', toStageId: TRIGGER_STAGE },
    });
    expect(turned.statusCode).toBe(200);
    expect(turned.json()).toEqual({ received: false });
    expect(await queuedOpportunities(companyId)).toEqual([]);
  });

  it('refuses a delivery older than the age limit, and queues nothing', async () => {
    const { companyId, webhook } = await mappedCompany('admin3@lever-replay.test');
    const old = leverStageChangeDelivery(
      SIGNATURE_TOKEN,
      { opportunityId: 'opportunity-old', toStageId: TRIGGER_STAGE },
      { triggeredAt: Date.now() - LEVER_EVENT_MAX_AGE_MS - 1_000 },
    );
    const refused = await post(webhook, old);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/too old/);
    expect(await queuedOpportunities(companyId)).toEqual([]);
  });

  it('remembers a signature until the age limit passes, and forgets the expired ones', async () => {
    const { companyId, webhook } = await mappedCompany('admin4@lever-replay.test');
    await t.context.db.insert(leverWebhookSignatures).values({
      companyId,
      signature: 'a-signature-whose-age-limit-passed',
      expiresAt: new Date(Date.now() - 1_000),
    });
    const delivery = leverStageChangeDelivery(SIGNATURE_TOKEN, {
      opportunityId: 'opportunity-remembered',
      toStageId: TRIGGER_STAGE,
    });
    expect((await post(webhook, delivery)).json()).toEqual({ received: true });
    const remembered = await t.context.db
      .select()
      .from(leverWebhookSignatures)
      .where(eq(leverWebhookSignatures.companyId, companyId));
    expect(remembered).toEqual([
      {
        companyId,
        signature: delivery.signature,
        expiresAt: new Date(delivery.triggeredAt + LEVER_EVENT_MAX_AGE_MS),
      },
    ]);
  });
});
