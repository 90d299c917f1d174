import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../../../test/helpers';
import { givePlan } from '../../../test/plans';
import { companies, usage } from '../../db/schema';
import { periodOf } from './plans';
import { setCompanyPlan } from './plans.service';

let t: TestApp;
let admins = 0;

type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

/** A signed-in admin of a new company, on the Startup plan unless given another. */
async function newAdmin(plan?: { plan: 'startup' | 'enterprise'; limit: number | null }): Promise<Admin> {
  admins += 1;
  const admin = await signedInAdmin(t, `admin${admins}@plans.test`, {
    name: `Plan Co ${admins}`,
    industry: 'Retail',
  });
  if (plan) await givePlan(t.context, admin.companyId, plan.plan, plan.limit);
  return admin;
}

const rows = (count: number, domain: string, from = 0) =>
  Array.from({ length: count }, (_, i) => `Person ${from + i},person${from + i}@${domain}`);

/** A CSV upload: a new opening, or into `assessmentId` (whose tests apply). */
async function upload(admin: Admin, lines: string[], assessmentId?: string) {
  const form = new FormData();
  if (assessmentId) form.set('assessmentId', assessmentId);
  else form.set('testConfiguration', JSON.stringify({ testMode: 'ai-generated' }));
  form.set('file', new Blob([`full_name,email\n${lines.join('\n')}\n`], { type: 'text/csv' }), 'people.csv');
  const encoded = new Response(form);
  return admin.client.request('POST', '/api/n8n/csv-upload', Buffer.from(await encoded.arrayBuffer()), {
    'content-type': encoded.headers.get('content-type') ?? '',
  });
}

const addCandidate = (admin: Admin, email: string) =>
  admin.client.post('/api/n8n/create-candidate', { email, full_name: 'Solo Person' });

const summaryUsage = async (admin: Admin) => (await admin.client.get('/api/candidates/summary')).json().usage;

/** Candidates, assessments and queued pipeline jobs of the company: a refused upload changes none. */
async function written(companyId: string) {
  const result = await t.context.db.execute<{ candidates: number; assessments: number; jobs: number }>(sql`
    SELECT (SELECT count(*)::int FROM candidates WHERE company_id = ${companyId}) AS candidates,
           (SELECT count(*)::int FROM assessments WHERE company_id = ${companyId}) AS assessments,
           (SELECT count(*)::int FROM pgboss.job WHERE name = 'pipeline.provision'
              AND data->>'assessmentId' IN (SELECT id::text FROM assessments WHERE company_id = ${companyId})) AS jobs`);
  return result.rows[0];
}

async function useGenerations(companyId: string, generations: number, period = periodOf(new Date())) {
  await t.context.db.insert(usage).values({ companyId, period, generations });
}

beforeAll(async () => {
  // Workers off: admitted candidates stay pending (waiting for their questions) until a test says otherwise.
  t = await createTestApp({}, { workers: false });
});
afterAll(() => t.close());

describe('plan limits at admission', () => {
  it('refuses an upload over the limit with 402, naming the limit and the usage, and writes nothing', async () => {
    const admin = await newAdmin();
    await useGenerations(admin.companyId, 300);
    const before = await written(admin.companyId);
    const response = await upload(admin, rows(1_200, 'over.test'));
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toEqual({
      code: 'PLAN_LIMIT_REACHED',
      message:
        'This upload needs 1,200 test generations, but the Startup plan allows 1,000 a month: 300 are used this month and 0 are waiting for their questions, so 700 are left. Upload at most 700 candidates, or contact sales about the Enterprise plan.',
      details: expect.objectContaining({
        plan: 'startup',
        limit: 1_000,
        used: 300,
        pending: 0,
        needed: 1_200,
      }),
    });
    expect(await written(admin.companyId)).toEqual(before);
    expect(before).toEqual({ candidates: 0, assessments: 0, jobs: 0 });
  });

  it('admits exactly up to the limit, then refuses one more candidate', async () => {
    const admin = await newAdmin();
    const full = await upload(admin, rows(1_000, 'exact.test'));
    expect(full.statusCode).toBe(200);
    expect(full.json().candidatesProcessed).toBe(1_000);
    expect(await summaryUsage(admin)).toMatchObject({ limit: 1_000, used: 0, pending: 1_000, remaining: 0 });

    const one = await addCandidate(admin, 'one.more@exact.test');
    expect(one.statusCode).toBe(402);
    expect(one.json().error.message).toMatch(
      /^Adding this candidate needs 1 test generation, but the Startup plan allows 1,000 a month: 0 are used this month and 1,000 are waiting for their questions, so none are left\. The count starts again on [A-Z][a-z]+ 1 \(UTC\); to add candidates before then, contact sales about the Enterprise plan\.$/,
    );
    expect((await written(admin.companyId))?.candidates).toBe(1_000);
  });

  it('counts the candidates still waiting for their questions', async () => {
    const admin = await newAdmin();
    expect((await upload(admin, rows(995, 'waiting.test'))).statusCode).toBe(200);
    const refused = await upload(admin, rows(10, 'waiting.test', 1_000));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe(
      'This upload needs 10 test generations, but the Startup plan allows 1,000 a month: 0 are used this month and 995 are waiting for their questions, so 5 are left. Upload at most 5 candidates, or contact sales about the Enterprise plan.',
    );
    expect((await upload(admin, rows(5, 'waiting.test', 1_000))).statusCode).toBe(200);
    expect((await written(admin.companyId))?.candidates).toBe(1_000);
  });

  it('counts only the rows that are admitted: invalid, repeated and existing ones do not', async () => {
    const admin = await newAdmin();
    await useGenerations(admin.companyId, 900);
    const first = await upload(admin, rows(50, 'mixed.test'));
    expect(first.statusCode).toBe(200);
    // Into the same opening, 50 new + 50 of its candidates + 3 invalid + 2 repeated rows: only the 50 new
    // ones count, exactly what is left.
    const lines = [
      ...rows(50, 'mixed.test'),
      ...rows(50, 'mixed.test', 50),
      'No Email,',
      ',nobody@mixed.test',
      'Bad,not-an-email',
      'Person 60,person60@mixed.test',
      'Person 61,PERSON61@mixed.test',
    ];
    const response = await upload(admin, lines, first.json().assessmentId);
    expect(response.statusCode).toBe(200);
    expect(response.json().candidatesProcessed).toBe(50);
    expect(response.json().skipped).toHaveLength(55);
    expect(await summaryUsage(admin)).toMatchObject({ used: 900, pending: 100, remaining: 0 });
  });

  it("refuses a create-candidate over the limit, a known person's new application too; a candidate of the opening is still a 409", async () => {
    const admin = await newAdmin({ plan: 'startup', limit: 1 });
    const first = await addCandidate(admin, 'first@solo.test');
    expect(first.statusCode).toBe(201);
    const again = await admin.client.post(`/api/assessments/${first.json().assessmentId}/candidates`, {
      email: 'first@solo.test',
      full_name: 'Solo Person',
    });
    expect(again.statusCode).toBe(409);
    // A new opening for the same person is a new application: one more test generation.
    expect((await addCandidate(admin, 'first@solo.test')).statusCode).toBe(402);
    const second = await addCandidate(admin, 'second@solo.test');
    expect(second.statusCode).toBe(402);
    expect(second.json().error.message).toContain(
      'Adding this candidate needs 1 test generation, but the Startup plan allows 1 a month: 0 are used this month and 1 is waiting for their questions, so none are left.',
    );
    expect((await written(admin.companyId))?.candidates).toBe(1);
  });

  it('counts this month only: generations of earlier months do not use up this one', async () => {
    const admin = await newAdmin();
    await useGenerations(admin.companyId, 1_000, '2020-01-01');
    expect((await upload(admin, rows(1_000, 'fresh-month.test'))).statusCode).toBe(200);
  });

  it('lets Enterprise use 5,000 a month, or its agreed limit', async () => {
    const admin = await newAdmin({ plan: 'enterprise', limit: null });
    expect(await summaryUsage(admin)).toMatchObject({
      plan: 'enterprise',
      planName: 'Enterprise',
      limit: 5_000,
    });
    const over = await upload(admin, rows(5_001, 'big.test'));
    expect(over.statusCode).toBe(402);
    expect(over.json().error.message).toContain(
      'the Enterprise plan allows 5,000 a month: 0 are used this month and 0 are waiting for their questions, so 5,000 are left. Upload at most 5,000 candidates, or contact sales for a higher limit.',
    );
    await givePlan(t.context, admin.companyId, 'enterprise', 6_000);
    expect((await upload(admin, rows(5_001, 'big.test'))).statusCode).toBe(200);
    expect(await summaryUsage(admin)).toMatchObject({ limit: 6_000, pending: 5_001, remaining: 999 });
  });

  it('never lets two concurrent uploads together exceed the limit', async () => {
    const admin = await newAdmin();
    const responses = await Promise.all([
      upload(admin, rows(600, 'race-a.test')),
      upload(admin, rows(600, 'race-b.test')),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    const refused = responses.find((r) => r.statusCode === 402);
    expect(refused?.json().error.message).toBe(
      'This upload needs 600 test generations, but the Startup plan allows 1,000 a month: 0 are used this month and 600 are waiting for their questions, so 400 are left. Upload at most 400 candidates, or contact sales about the Enterprise plan.',
    );
    expect((await written(admin.companyId))?.candidates).toBe(600);
  });
});

describe('plan usage in the summary', () => {
  it('shows the plan, and the forms the pipeline generates as used this month', async () => {
    const withWorkers = await createTestApp();
    try {
      const admin = await signedInAdmin(withWorkers, 'usage@plans.test', {
        name: 'Usage Co',
        industry: 'Retail',
      });
      const before = (await admin.client.get('/api/candidates/summary')).json().usage;
      expect(before).toEqual({
        plan: 'startup',
        planName: 'Startup',
        limit: 1_000,
        used: 0,
        pending: 0,
        remaining: 1_000,
        period: periodOf(new Date()),
      });
      const form = new FormData();
      form.set('testConfiguration', JSON.stringify({ testMode: 'ai-generated' }));
      form.set(
        'file',
        new Blob(['full_name,email\nAda,ada@usage.test\nBo,bo@usage.test\nCy,cy@usage.test\n']),
        'u.csv',
      );
      const encoded = new Response(form);
      const uploaded = await admin.client.request(
        'POST',
        '/api/n8n/csv-upload',
        Buffer.from(await encoded.arrayBuffer()),
        {
          'content-type': encoded.headers.get('content-type') ?? '',
        },
      );
      expect(uploaded.statusCode).toBe(200);
      const deadline = Date.now() + 20_000;
      let now = before;
      while (Date.now() < deadline) {
        now = (await admin.client.get('/api/candidates/summary')).json().usage;
        if (now.used === 3) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(now).toMatchObject({ used: 3, pending: 0, remaining: 997 });
      const [row] = await withWorkers.context.db
        .select()
        .from(usage)
        .where(eq(usage.companyId, admin.companyId));
      expect(row).toMatchObject({ period: periodOf(new Date()), generations: 3 });
    } finally {
      await withWorkers.close();
    }
  });
});

describe('setCompanyPlan (npm run set-plan)', () => {
  it('sets the plan and an agreed limit, keeps the limit when none is given, clears it with null', async () => {
    const admin = await newAdmin();
    const [company] = await t.context.db.select().from(companies).where(eq(companies.id, admin.companyId));
    const name = company?.name ?? '';
    const set = await setCompanyPlan(t.context.db, { company: name, plan: 'enterprise', limit: 20_000 });
    expect(set).toMatchObject({ name, agreedLimit: true, usage: { plan: 'enterprise', limit: 20_000 } });
    expect(await summaryUsage(admin)).toMatchObject({ planName: 'Enterprise', limit: 20_000 });
    const kept = await setCompanyPlan(t.context.db, { company: admin.companyId, plan: 'enterprise' });
    expect(kept.usage.limit).toBe(20_000);
    const cleared = await setCompanyPlan(t.context.db, { company: name, plan: 'startup', limit: null });
    expect(cleared).toMatchObject({ agreedLimit: false, usage: { plan: 'startup', limit: 1_000 } });
  });

  it('refuses an unknown company, and asks for the id when a name is shared', async () => {
    await expect(setCompanyPlan(t.context.db, { company: 'Nobody Inc', plan: 'startup' })).rejects.toThrow(
      'No company is named "Nobody Inc".',
    );
    await signedInAdmin(t, 'twin1@plans.test', { name: 'Twin Co', industry: 'Retail' });
    await signedInAdmin(t, 'twin2@plans.test', { name: 'Twin Co', industry: 'Retail' });
    await expect(setCompanyPlan(t.context.db, { company: 'Twin Co', plan: 'startup' })).rejects.toThrow(
      /^2 companies are named "Twin Co"; pass one's id as --company instead:\n {2}[0-9a-f-]{36} {2}Twin Co <twin1@plans\.test>\n/,
    );
  });
});
