import type {
  TApiKeyCreated,
  TCandidate,
  TCandidateList,
  TDecisionEmailPreview,
  TDecisionEmailTemplateList,
  TPublicCandidateList,
  TStageChangeResult,
  TStageHistory,
  TStageLabels,
} from '@app/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, waitForMail } from '../../../test/helpers';
import { openApiContract } from '../../../test/openapi-contract';
import { givePlan } from '../../../test/plans';
import { signedInMember } from '../../../test/team';
import { candidateStageHistory, candidates, outbox, webhookDeliveries } from '../../db/schema';

let t: TestApp;
let contract: Awaited<ReturnType<typeof openApiContract>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let reviewer: Awaited<ReturnType<typeof signedInMember>>;
let assessmentId: string;
let key: TApiKeyCreated;
let otherKey: TApiKeyCreated;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const REJECTION = {
  stage: 'rejected',
  subject: 'Your application for {{position}} at {{company_name}}',
  body: 'Dear {{candidate_name}},\n\nThank you for taking {{assessment_name}}. Your stage: {{ stage }}.\n\nKind regards,\n{{company_name}}',
};

async function addCandidates(companyId: string, names: string[], assessment: string | null = assessmentId) {
  const rows = await t.context.db
    .insert(candidates)
    .values(
      names.map((name) => ({
        companyId,
        assessmentId: assessment,
        fullName: name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@decisions.test`,
        position: 'Data Analyst',
      })),
    )
    .returning({ id: candidates.id });
  return rows.map((row) => row.id);
}

async function stageOf(id: string) {
  const [row] = await t.context.db
    .select({ stage: candidates.stage, changedAt: candidates.stageChangedAt })
    .from(candidates)
    .where(eq(candidates.id, id));
  return row;
}

async function historyRows(ids: string[]) {
  return t.context.db
    .select()
    .from(candidateStageHistory)
    .where(inArray(candidateStageHistory.candidateId, ids));
}

async function check<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  response: { statusCode: number; json: () => unknown },
  pattern = url,
) {
  contract.check(method, pattern, response as never);
  return response.json() as T;
}

function api(method: 'GET' | 'PATCH', url: string, bearer: string, body?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${bearer}` },
    ...(body ? { payload: body } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' });
  contract = await openApiContract(t.app);
  admin = await signedInAdmin(t, 'admin@decisions-a.test', { name: 'Decide Co', industry: 'Technology' });
  other = await signedInAdmin(t, 'admin@decisions-b.test', { name: 'Other Co', industry: 'Retail' });
  await givePlan(t.context, admin.companyId);
  await givePlan(t.context, other.companyId);
  reviewer = await signedInMember(t, admin, 'Decide Co', 'reviewer@decisions-a.test');
  assessmentId = await createAssessment(t, admin.companyId, []);
  const endpoint = await admin.client.post('/api/webhooks/endpoints', {
    url: 'http://127.0.0.1:9/hook',
    events: ['candidate.stage_changed'],
  });
  expect(endpoint.statusCode).toBe(201);
  key = (await admin.client.post('/api/api-keys', { name: 'ATS' })).json();
  otherKey = (await other.client.post('/api/api-keys', { name: 'Other ATS' })).json();
}, 60_000);
afterAll(() => t.close());

describe('one candidate', () => {
  it('moves to a stage, records who and when, and a second time changes nothing', async () => {
    const [id = ''] = await addCandidates(admin.companyId, ['Single Sam']);
    const url = `/api/candidates/${id}/stage`;
    const first = await check<TStageChangeResult>(
      'PATCH',
      url,
      await admin.client.patch(url, { stage: 'shortlisted' }),
      '/api/candidates/{id}/stage',
    );
    expect(first).toEqual({ changed: 1, unchanged: 0, emailsQueued: 0 });
    expect((await stageOf(id))?.stage).toBe('shortlisted');
    expect((await stageOf(id))?.changedAt).toBeInstanceOf(Date);

    const again = (await admin.client.patch(url, { stage: 'shortlisted' })).json();
    expect(again).toEqual({ changed: 0, unchanged: 1, emailsQueued: 0 });
    expect(await historyRows([id])).toHaveLength(1);

    const history = await check<TStageHistory>(
      'GET',
      `/api/candidates/${id}/stage-history`,
      await reviewer.client.get(`/api/candidates/${id}/stage-history`),
      '/api/candidates/{id}/stage-history',
    );
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      from: 'new',
      to: 'shortlisted',
      assessmentId,
      changedBy: { id: admin.userId, name: 'Admin', email: 'admin@decisions-a.test' },
      emailQueuedAt: null,
    });

    const candidate = (await admin.client.get(`/api/candidates/${id}`)).json() as TCandidate;
    expect(candidate.stage).toBe('shortlisted');
    const list = (await admin.client.get(`/api/candidates?stage=shortlisted`)).json() as TCandidateList;
    expect(list.items.map((c) => c.id)).toContain(id);
  });

  it('refuses a reviewer with 403 and another company with 404', async () => {
    const [id = ''] = await addCandidates(admin.companyId, ['Guarded Gus']);
    const byReviewer = await reviewer.client.patch(`/api/candidates/${id}/stage`, { stage: 'hired' });
    expect(byReviewer.statusCode).toBe(403);
    expect(byReviewer.json().error.message).toBe('Reviewers have read-only access.');
    const bulkByReviewer = await reviewer.client.post('/api/candidates/stage', {
      candidateIds: [id],
      stage: 'hired',
    });
    expect(bulkByReviewer.statusCode).toBe(403);

    const foreign = await other.client.patch(`/api/candidates/${id}/stage`, { stage: 'hired' });
    expect(foreign.statusCode).toBe(404);
    expect((await other.client.get(`/api/candidates/${id}/stage-history`)).statusCode).toBe(404);
    const foreignBulk = (
      await other.client.post('/api/candidates/stage', { candidateIds: [id], stage: 'hired' })
    ).json();
    expect(foreignBulk.changed).toBe(0);
    expect(
      (await admin.client.patch(`/api/candidates/${UNKNOWN}/stage`, { stage: 'hired' })).statusCode,
    ).toBe(404);
    expect((await stageOf(id))?.stage).toBe('new');
    expect(await historyRows([id])).toHaveLength(0);
  });
});

describe('in bulk', () => {
  it('moves many with one history row each, skips those already there, and emits the webhook in bulk', async () => {
    const ids = await addCandidates(admin.companyId, ['Bulk Ann', 'Bulk Ben', 'Bulk Cat']);
    const [ann = '', ben = '', cat = ''] = ids;
    await admin.client.patch(`/api/candidates/${cat}/stage`, { stage: 'shortlisted' });
    const result = await check<TStageChangeResult>(
      'POST',
      '/api/candidates/stage',
      await admin.client.post('/api/candidates/stage', { candidateIds: ids, stage: 'shortlisted' }),
    );
    expect(result).toEqual({ changed: 2, unchanged: 1, emailsQueued: 0 });
    const rows = await historyRows(ids);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.toStage === 'shortlisted' && r.fromStage === 'new')).toHaveLength(3);
    for (const id of [ann, ben, cat]) expect((await stageOf(id))?.stage).toBe('shortlisted');

    const deliveries = await t.context.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'candidate.stage_changed'));
    const bulk = deliveries
      .map((d) => d.payload as { data: { changes: { candidate_id: string }[] } })
      .find((p) => p.data.changes.length === 2);
    expect(bulk?.data.changes.map((c) => c.candidate_id).sort()).toEqual([ann, ben].sort());
    expect(bulk?.data.changes[0]).toMatchObject({
      assessment_id: assessmentId,
      from: 'new',
      to: 'shortlisted',
      changed_by: admin.userId,
    });
    expect(bulk?.data.changes[0]).toHaveProperty('changed_at');
  });

  it('is an Enterprise feature for more than one candidate', async () => {
    const startup = await signedInAdmin(t, 'admin@decisions-small.test', {
      name: 'Small',
      industry: 'Retail',
    });
    const ids = await addCandidates(startup.companyId, ['Small One', 'Small Two'], null);
    const refused = await startup.client.post('/api/candidates/stage', { candidateIds: ids, stage: 'hired' });
    expect(refused.statusCode).toBe(402);
    const one = await startup.client.patch(`/api/candidates/${ids[0]}/stage`, { stage: 'hired' });
    expect(one.statusCode).toBe(200);
  });
});

describe('stage labels', () => {
  it('are renamed per company, and only admins rename them', async () => {
    const labels = { new: 'Applied', shortlisted: 'Interview', rejected: 'Declined', hired: 'Offer made' };
    const saved = await check<TStageLabels>(
      'PUT',
      '/api/company/stage-labels',
      await admin.client.put('/api/company/stage-labels', labels),
    );
    expect(saved).toEqual(labels);
    expect((await reviewer.client.get('/api/company/stage-labels')).json()).toEqual(labels);
    expect((await reviewer.client.put('/api/company/stage-labels', labels)).statusCode).toBe(403);
    expect((await other.client.get('/api/company/stage-labels')).json()).toEqual({
      new: 'New',
      shortlisted: 'Shortlisted',
      rejected: 'Rejected',
      hired: 'Hired',
    });
    const duplicate = await admin.client.put('/api/company/stage-labels', { ...labels, hired: 'interview' });
    expect(duplicate.statusCode).toBe(400);
    // Back to the defaults for the tests below.
    await admin.client.put('/api/company/stage-labels', {
      new: 'New',
      shortlisted: 'Shortlisted',
      rejected: 'Rejected',
      hired: 'Hired',
    });
  });
});

describe('decision emails', () => {
  it('refuses to send without a template, before anything changes', async () => {
    const [id = ''] = await addCandidates(admin.companyId, ['Early Eve']);
    await t.context.db.update(candidates).set({ stage: 'shortlisted' }).where(eq(candidates.id, id));
    // New has no ready-made email: back to it, an email needs the company's own.
    const refused = await admin.client.patch(`/api/candidates/${id}/stage`, {
      stage: 'new',
      sendEmail: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'No email template for New yet: write one in Settings → Decision emails.',
    );
    expect((await stageOf(id))?.stage).toBe('shortlisted');
    expect(await historyRows([id])).toHaveLength(0);
  });

  it("sends a stage's ready-made email in each candidate's language until the company writes its own", async () => {
    const [hindi = '', english = ''] = await addCandidates(
      other.companyId,
      ['Hindi Hema', 'English Ed'],
      null,
    );
    await t.context.db.update(candidates).set({ language: 'hi' }).where(eq(candidates.id, hindi));
    const listed = (
      await other.client.get('/api/company/decision-emails')
    ).json() as TDecisionEmailTemplateList;
    expect(listed.items.map((item) => [item.stage, item.isDefault, item.updatedAt])).toEqual([
      ['shortlisted', true, null],
      ['rejected', true, null],
      ['hired', true, null],
    ]);
    expect(listed.items[1]?.subject).toBe('Your application for {{position}} at {{company_name}}');

    for (const id of [hindi, english]) {
      const moved = await other.client.patch(`/api/candidates/${id}/stage`, {
        stage: 'hired',
        sendEmail: true,
      });
      expect(moved.json()).toEqual({ changed: 1, unchanged: 0, emailsQueued: 1 });
    }
    const toHema = await waitForMail(t.context, 'hindi.hema@decisions.test', 'Other Co में आपका स्वागत है');
    expect(toHema.text).toContain('प्रिय Hindi Hema,');
    expect(toHema.text).toContain('Data Analyst पद की पेशकश');
    const toEd = await waitForMail(t.context, 'english.ed@decisions.test', 'Welcome to Other Co');
    expect(toEd.text).toContain('Dear English Ed,');
    const preview = (
      await other.client.post('/api/company/decision-emails/preview', {
        stage: 'rejected',
        candidateId: hindi,
      })
    ).json() as TDecisionEmailPreview;
    expect(preview.subject).toBe('Other Co में Data Analyst के लिए आपका आवेदन');
  });

  it("names the opening's role for a candidate added without one of their own", async () => {
    const opening = await createAssessment(t, other.companyId, []);
    await t.context.db.execute(sql`UPDATE assessments SET position = 'Support Agent' WHERE id = ${opening}`);
    const [id = ''] = await addCandidates(other.companyId, ['Roleless Rae'], opening);
    await t.context.db.update(candidates).set({ position: null }).where(eq(candidates.id, id));
    const preview = (
      await other.client.post('/api/company/decision-emails/preview', { stage: 'rejected', candidateId: id })
    ).json() as TDecisionEmailPreview;
    expect(preview.subject).toBe('Your application for Support Agent at Other Co');
    const moved = await other.client.patch(`/api/candidates/${id}/stage`, {
      stage: 'rejected',
      sendEmail: true,
    });
    expect(moved.json()).toEqual({ changed: 1, unchanged: 0, emailsQueued: 1 });
    await waitForMail(
      t.context,
      'roleless.rae@decisions.test',
      'Your application for Support Agent at Other Co',
    );
  });

  it('refuses an unknown placeholder with a message naming it', async () => {
    const response = await admin.client.put('/api/company/decision-emails', {
      ...REJECTION,
      body: 'Dear {{candidate_name}}, about {{salary}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Unknown placeholder {{salary}}');
    const preview = await admin.client.post('/api/company/decision-emails/preview', {
      stage: 'rejected',
      subject: '{{ first_name }}',
      body: 'x',
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().error.message).toContain('{{first_name}}');
  });

  it('saves a template per stage, previews it for a real candidate or sample data', async () => {
    const list = await check<TDecisionEmailTemplateList>(
      'PUT',
      '/api/company/decision-emails',
      await admin.client.put('/api/company/decision-emails', REJECTION),
    );
    // The company's own Rejected email, between the ready-made Shortlisted and Hired ones.
    expect(list.items.map((i) => [i.stage, i.isDefault])).toEqual([
      ['shortlisted', true],
      ['rejected', false],
      ['hired', true],
    ]);
    expect(list.items[1]?.updatedBy?.email).toBe('admin@decisions-a.test');
    expect(list.placeholders.map((p) => p.key)).toEqual([
      'candidate_name',
      'assessment_name',
      'position',
      'company_name',
      'stage',
    ]);
    expect((await reviewer.client.get('/api/company/decision-emails')).json().items).toHaveLength(3);
    expect((await reviewer.client.put('/api/company/decision-emails', REJECTION)).statusCode).toBe(403);
    const others = (
      await other.client.get('/api/company/decision-emails')
    ).json() as TDecisionEmailTemplateList;
    expect(others.items.every((item) => item.isDefault)).toBe(true);

    const sample = await check<TDecisionEmailPreview>(
      'POST',
      '/api/company/decision-emails/preview',
      await admin.client.post('/api/company/decision-emails/preview', { stage: 'rejected' }),
    );
    expect(sample.to).toBeNull();
    expect(sample.subject).toBe('Your application for Frontend Engineer at Decide Co');
    expect(sample.text).toContain('Dear Alex Sample,');
    expect(sample.text).toContain('Your stage: Rejected.');

    const [id = ''] = await addCandidates(admin.companyId, ['Preview Pat']);
    const real = (
      await admin.client.post('/api/company/decision-emails/preview', {
        stage: 'rejected',
        candidateId: id,
        body: 'Hi <b>{{candidate_name}}</b>',
      })
    ).json() as TDecisionEmailPreview;
    expect(real.to).toBe('preview.pat@decisions.test');
    expect(real.subject).toBe('Your application for Data Analyst at Decide Co');
    expect(real.html).toContain('Hi &lt;b&gt;Preview Pat&lt;/b&gt;');
    const foreign = await other.client.post('/api/company/decision-emails/preview', {
      stage: 'rejected',
      subject: 'x',
      body: 'y',
      candidateId: id,
    });
    expect(foreign.statusCode).toBe(404);
    // Another company without its own: the ready-made email, not this company's.
    const theirs = (
      await other.client.post('/api/company/decision-emails/preview', { stage: 'rejected' })
    ).json() as TDecisionEmailPreview;
    expect(theirs.text).not.toContain('Your stage:');
    expect(theirs.text).toContain('we have decided not to move forward with your application');
  });

  it('queues the email only on the explicit action, and marks the history', async () => {
    await admin.client.put('/api/company/decision-emails', REJECTION);
    const [quiet = '', told = ''] = await addCandidates(admin.companyId, ['Quiet Quinn', 'Told Tess']);
    const before = await t.context.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    await admin.client.patch(`/api/candidates/${quiet}/stage`, { stage: 'rejected' });
    const sent = (
      await admin.client.post('/api/candidates/stage', {
        candidateIds: [told],
        stage: 'rejected',
        sendEmail: true,
      })
    ).json();
    expect(sent).toEqual({ changed: 1, unchanged: 0, emailsQueued: 1 });
    const mail = await waitForMail(
      t.context,
      'told.tess@decisions.test',
      'Your application for Data Analyst at Decide Co',
    );
    expect(mail.text).toContain('Dear Told Tess,');
    expect(mail.text).toContain('Thank you for taking Test assessment.');
    expect(mail.html).toContain('Decide Co');

    const [toldHistory] = await historyRows([told]);
    expect(toldHistory?.emailQueuedAt).toBeInstanceOf(Date);
    const [quietHistory] = await historyRows([quiet]);
    expect(quietHistory?.emailQueuedAt).toBeNull();
    const toQuiet = await t.context.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.to, 'quiet.quinn@decisions.test'));
    expect(toQuiet).toEqual([]);
    const after = await t.context.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);

    // The same stage again is a no-op: no second email.
    const again = (
      await admin.client.patch(`/api/candidates/${told}/stage`, { stage: 'rejected', sendEmail: true })
    ).json();
    expect(again).toEqual({ changed: 0, unchanged: 1, emailsQueued: 0 });
  });
});

describe('the public API', () => {
  it('reads, filters and sets the stage for the key’s company only', async () => {
    const [mine = ''] = await addCandidates(admin.companyId, ['Api Ada']);
    const set = await api('PATCH', `/api/v1/candidates/${mine}/stage`, key.key, { stage: 'hired' });
    contract.check('PATCH', '/api/v1/candidates/{id}/stage', set);
    expect(set.json()).toEqual({ changed: 1, unchanged: 0, emailsQueued: 0 });
    const [entry] = await historyRows([mine]);
    expect(entry?.changedBy).toBe(admin.userId);

    const hired = await api('GET', '/api/v1/candidates?stage=hired&pageSize=100', key.key);
    contract.check('GET', '/api/v1/candidates', hired);
    const body = hired.json() as TPublicCandidateList;
    expect(body.items.every((c) => c.stage === 'hired')).toBe(true);
    expect(body.items.find((c) => c.id === mine)?.stageChangedAt).toBeTruthy();

    const foreign = await api('PATCH', `/api/v1/candidates/${mine}/stage`, otherKey.key, {
      stage: 'rejected',
    });
    expect(foreign.statusCode).toBe(404);
    const theirs = (
      await api('GET', '/api/v1/candidates?stage=hired', otherKey.key)
    ).json() as TPublicCandidateList;
    expect(theirs.items.map((c) => c.id)).not.toContain(mine);
    expect((await api('GET', '/api/v1/candidates?stage=maybe', key.key)).statusCode).toBe(400);
    expect((await stageOf(mine))?.stage).toBe('hired');
  });
});
