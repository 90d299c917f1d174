import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsOutOfStepWithTheirRecord } from '../../../test/candidate-records';
import { createAssessment } from '../../../test/candidates';
import {
  createTestApp,
  linkIn,
  signedInAdmin,
  signInWithCode,
  type TestApp,
  TestClient,
  waitForMail,
  waitUntil,
} from '../../../test/helpers';
import { candidates, outbox } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { retentionService } from '../candidate-data/retention.service';

/**
 * Decision 032 step 3: a person holds one application per opening of a company, on the one record the
 * company keeps of them and with one account, whichever way each application came in.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let people = 0;
const SUBJECT = 'Your assessment invitation from Openings Ltd';

const nextEmail = () => `person${++people}@openings.test`;
const applicationsOf = (email: string) =>
  t.context.db.select().from(candidates).where(eq(candidates.email, email));

async function addTo(assessmentId: string, email: string, fullName = 'Priya Raman') {
  const response = await admin.client.post(`/api/assessments/${assessmentId}/candidates`, {
    email,
    full_name: fullName,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().candidateIds[0] as string;
}

/** Waits until every application of `email` is invited (the pipeline made forms, account and mail). */
async function invitedAll(email: string, count: number) {
  await waitUntil(async () => {
    const rows = await applicationsOf(email);
    return rows.length === count && rows.every((row) => row.invitedAt !== null);
  }, 30_000);
  return applicationsOf(email);
}

async function mailsTo(email: string) {
  return t.context.db.select().from(outbox).where(eq(outbox.to, email));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'hr@openings.test', { name: 'Openings Ltd', industry: 'Retail' });
});
afterAll(() => t.close());

describe('one person, several openings of a company', () => {
  it('shares one account between applications, and invites to each', async () => {
    const [sales, support] = await Promise.all([
      createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]),
      createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]),
    ]);
    const email = nextEmail();
    await addTo(sales, email);
    await invitedAll(email, 1);
    await addTo(support, email, 'Priya R.');
    const rows = await invitedAll(email, 2);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(1);
    expect(rows.every((row) => row.pipelineError === null)).toBe(true);
    // The record speaks for the person: the second opening's name is the one the company already had.
    expect(rows.map((row) => row.fullName)).toEqual(['Priya Raman', 'Priya Raman']);
    await waitUntil(async () => (await mailsTo(email)).length === 2, 10_000);
    expect(await applicationsOutOfStepWithTheirRecord(t.context.db, admin.companyId)).toEqual([]);
  });

  it('gives applications made before either was invited one account, none skipped', async () => {
    const openings = await Promise.all(
      [1, 2, 3].map(() => createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning])),
    );
    const email = nextEmail();
    // All three before any pipeline ran: each pipeline finds the account another made, or makes it.
    for (const opening of openings) await addTo(opening, email);
    const rows = await invitedAll(email, 3);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(1);
    expect(rows.every((row) => row.userId !== null && row.pipelineError === null)).toBe(true);
  });

  it('opens each application from its own link, and every application once the person proves the address', async () => {
    const [first, second] = await Promise.all([
      createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]),
      createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]),
    ]);
    const email = nextEmail();
    await addTo(first, email);
    await invitedAll(email, 1);
    const invitation = await waitForMail(t.context, email, SUBJECT);
    const token = new URL(linkIn(invitation.text)).searchParams.get('token') ?? '';
    const person = new TestClient(t.app);
    const entered = await person.post('/api/invitations/enter', { token });
    expect(entered.statusCode, entered.body).toBe(200);

    await addTo(second, email);
    await invitedAll(email, 2);
    await waitUntil(async () => (await mailsTo(email)).length === 2, 10_000);
    const [newest] = (await mailsTo(email)).sort((a, b) => +b.createdAt - +a.createdAt);
    // The second invitation carries a link of its own, to the second application only.
    const secondToken = new URL(linkIn(newest?.text ?? '')).searchParams.get('token') ?? '';
    const secondEntry = await new TestClient(t.app).post('/api/invitations/enter', { token: secondToken });
    expect(secondEntry.statusCode).toBe(200);
    const both = (await applicationsOf(email)).map((row) => row.id);
    expect(both).toContain(secondEntry.json().applicationId);
    expect(both).toContain(entered.json().applicationId);
    expect(secondEntry.json().applicationId).not.toBe(entered.json().applicationId);
    // A link's session lists its application only; the person's code opens all of them.
    expect((await person.get('/api/candidate/applications')).json().items).toHaveLength(1);
    await signInWithCode(t, person, email);

    const list = await person.get('/api/candidate/applications');
    expect(list.statusCode).toBe(200);
    const ids = (await applicationsOf(email)).map((row) => row.id);
    expect(
      list
        .json()
        .items.map((a: { id: string }) => a.id)
        .sort(),
    ).toEqual(ids.sort());
    const [one] = await applicationsOf(email);
    const saved = await person.patch(`/api/candidate/applications/${one?.id}/me`, {
      fullName: 'Priya Raman-Iyer',
      phone: '+91 98450 00000',
      profileData: {},
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await applicationsOf(email)).map((row) => row.fullName)).toEqual([
      'Priya Raman-Iyer',
      'Priya Raman-Iyer',
    ]);
    expect(await applicationsOutOfStepWithTheirRecord(t.context.db, admin.companyId)).toEqual([]);
  });
});

describe('erasure and retention of a person with several applications', () => {
  it("erases the person: an admin's erasure of one application takes the others", async () => {
    const [first, second] = await Promise.all([
      createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]),
      createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]),
    ]);
    const email = nextEmail();
    const one = await addTo(first, email);
    await addTo(second, email);
    const erased = await admin.client.post(`/api/candidates/${one}/erase`, {});
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await applicationsOf(email)).toEqual([]);
    const rows = await t.context.db
      .select()
      .from(candidates)
      .where(eq(candidates.companyId, admin.companyId));
    expect(rows.filter((row) => row.erasedAt !== null && row.assessmentId === second)).toHaveLength(1);
  });

  it('keeps a person whose other application is still moving, and erases them once all are due', async () => {
    const [old, fresh] = await Promise.all([
      createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]),
      createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]),
    ]);
    const email = nextEmail();
    const oldId = await addTo(old, email);
    const freshId = await addTo(fresh, email);
    // The pipeline invites both first: an invitation after the ageing below would be their latest activity.
    await invitedAll(email, 2);
    // The old application was last touched three years ago; the fresh one today.
    await t.context.db
      .update(candidates)
      .set({ createdAt: new Date(Date.now() - 3 * 365 * 86_400_000), invitedAt: null })
      .where(eq(candidates.id, oldId));
    const now = new Date();
    await retentionService.run(t.context.db, now);
    expect((await applicationsOf(email)).map((row) => row.id).sort()).toEqual([oldId, freshId].sort());

    await t.context.db
      .update(candidates)
      .set({ createdAt: new Date(Date.now() - 3 * 365 * 86_400_000), invitedAt: null })
      .where(eq(candidates.id, freshId));
    await retentionService.run(t.context.db, now);
    expect(await applicationsOf(email)).toEqual([]);
  });
});
