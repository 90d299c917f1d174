import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../../../test/helpers';
import { openApiContract } from '../../../test/openapi-contract';
import { givePlan } from '../../../test/plans';
import { candidates } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { checkAdmission } from './intake.service';

/**
 * Re-applications per opening (decision 034): an opening takes one application per person unless it says
 * otherwise; then a person whose latest application is finished and old enough applies again, as a new
 * application of the same record, through every way in.
 */
let t: TestApp;
let acme: Awaited<ReturnType<typeof signedInAdmin>>;
let contract: Awaited<ReturnType<typeof openApiContract>>;

const person = { email: 'ravi@reapply.test', full_name: 'Ravi Reapplies' };

async function opening(reapplyAfterMonths: number | null) {
  const created = await acme.client.post('/api/assessments', {
    name: `Sales ${reapplyAfterMonths}`,
    status: 'open',
    testConfiguration: { selectedTests: [{ id: TEST_IDS.logicalReasoning }], testMode: 'pre-built' },
    ...(reapplyAfterMonths === null ? {} : { reapplyAfterMonths }),
  });
  expect(created.statusCode, created.body).toBe(201);
  contract.check('POST', '/api/assessments', created);
  return created.json() as { id: string; reapplyAfterMonths: number | null };
}

const add = (assessmentId: string) => acme.client.post(`/api/assessments/${assessmentId}/candidates`, person);
const applications = (assessmentId: string) =>
  t.context.db
    .select({ id: candidates.id, attempt: candidates.attempt, recordId: candidates.recordId })
    .from(candidates)
    .where(and(eq(candidates.assessmentId, assessmentId), eq(candidates.email, person.email)))
    .orderBy(candidates.attempt);

/** The person's applications to the opening, made `months` ago and finished (`status`) or not. */
async function age(assessmentId: string, months: number, status = 'submitted') {
  await t.context.db.execute(sql`
    UPDATE candidates SET created_at = now() - make_interval(months => ${months}), test_status = ${status}
    WHERE assessment_id = ${assessmentId} AND email = ${person.email}`);
}

const dryRun = async (assessmentId: string) =>
  (
    await checkAdmission(t.context.db, acme, {
      rows: [{ row: 2, ...person }],
      into: 'existing',
      assessmentId,
    })
  ).rows[0];

beforeAll(async () => {
  t = await createTestApp();
  contract = await openApiContract(t.app);
  acme = await signedInAdmin(t, 'admin@acme-reapply.test', { name: 'Acme', industry: 'Retail' });
  await givePlan(t.context, acme.companyId);
}, 60_000);
afterAll(() => t.close());

describe('re-applications to an opening', () => {
  it('takes one application per person by default, finished or not', async () => {
    const once = await opening(null);
    expect(once.reapplyAfterMonths).toBeNull();
    expect((await add(once.id)).statusCode).toBe(201);
    await age(once.id, 30);
    const again = await add(once.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('ravi@reapply.test is already a candidate of this assessment.');
    expect(await applications(once.id)).toHaveLength(1);
  });

  it('admits a new application of the same record once the latest is finished and old enough', async () => {
    const sixMonths = await opening(6);
    expect(sixMonths.reapplyAfterMonths).toBe(6);
    expect((await add(sixMonths.id)).statusCode).toBe(201);

    // Still going on: no second application, however old.
    await age(sixMonths.id, 12, 'in_progress');
    expect((await add(sixMonths.id)).statusCode).toBe(409);
    expect((await dryRun(sixMonths.id))?.reason).toBe('Already a candidate of this assessment');

    // Finished two months ago: the date from which a new one is admitted, in the answer and the CSV check.
    await age(sixMonths.id, 2);
    const tooEarly = await add(sixMonths.id);
    expect(tooEarly.statusCode).toBe(409);
    const [first] = await applications(sixMonths.id);
    const [row] = await t.context.db
      .select({ createdAt: candidates.createdAt })
      .from(candidates)
      .where(eq(candidates.id, first?.id ?? ''));
    const from = new Date(row?.createdAt ?? 0);
    from.setUTCMonth(from.getUTCMonth() + 6);
    const reason = `Applied to this assessment before; it accepts a new application from ${from.toISOString().slice(0, 10)}`;
    expect(tooEarly.json().error.message).toBe(`ravi@reapply.test: ${reason}.`);
    expect(await dryRun(sixMonths.id)).toMatchObject({ verdict: 'skip', reason });

    // Six months on: a new application, the person's second attempt, on the same record.
    await age(sixMonths.id, 7);
    expect((await dryRun(sixMonths.id))?.verdict).toBe('add');
    const second = await add(sixMonths.id);
    expect(second.statusCode, second.body).toBe(201);
    const both = await applications(sixMonths.id);
    expect(both.map((a) => a.attempt)).toEqual([1, 2]);
    expect(new Set(both.map((a) => a.recordId)).size).toBe(1);
    // The new one is going on: a third waits for it.
    expect((await add(sixMonths.id)).statusCode).toBe(409);
  });

  it('is an opening setting the admin changes at any time, within 0 to 36 months', async () => {
    const created = await opening(null);
    const patched = await acme.client.patch(`/api/assessments/${created.id}`, { reapplyAfterMonths: 0 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().reapplyAfterMonths).toBe(0);
    expect((await add(created.id)).statusCode).toBe(201);
    await age(created.id, 0, 'completed');
    expect((await add(created.id)).statusCode).toBe(201);
    for (const wrong of [-1, 37, 1.5]) {
      const refused = await acme.client.patch(`/api/assessments/${created.id}`, {
        reapplyAfterMonths: wrong,
      });
      expect(refused.statusCode, String(wrong)).toBe(400);
    }
    const cleared = await acme.client.patch(`/api/assessments/${created.id}`, { reapplyAfterMonths: null });
    expect(cleared.json().reapplyAfterMonths).toBeNull();
    const duplicate = await acme.client.post(`/api/assessments/${patched.json().id}/duplicate`);
    expect(duplicate.json().reapplyAfterMonths).toBeNull();
  });
});
