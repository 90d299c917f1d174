import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, user } from '../../src/db/schema';
import {
  createTestApp,
  linkIn,
  signedInAdmin,
  signInWithCode,
  type TestApp,
  TestClient,
  waitForMail,
} from '../helpers';

/**
 * One person, one account, applications at several companies (decision 032 step 4, on decision 033): a
 * company's invitation to an address another company knows is what a new address gets, and reaches the
 * person's account; each company's links open its own application only; the person sees all of them once
 * they prove the address; each company sees, deletes and erases only its own.
 */
let t: TestApp;
let acme: Awaited<ReturnType<typeof signedInAdmin>>;
let globex: Awaited<ReturnType<typeof signedInAdmin>>;

const RESEND = '/api/candidates/invitations/resend';
const ENTER = '/api/invitations/enter';
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

beforeAll(async () => {
  t = await createTestApp();
  acme = await signedInAdmin(t, 'admin@acme-across.test', { name: 'Acme', industry: 'Retail' });
  globex = await signedInAdmin(t, 'admin@globex-across.test', { name: 'Globex', industry: 'Retail' });
}, 60_000);
afterAll(() => t.close());

/** A candidate of the company whose questions are ready, invited as the pipeline would. */
async function invited(company: typeof acme, email: string, name = 'Pat Person') {
  const [row] = await t.context.db
    .insert(candidates)
    .values({ companyId: company.companyId, fullName: name, email, testStatus: 'questions_generated' })
    .returning({ id: candidates.id });
  if (!row) throw new Error('no candidate');
  expect((await company.client.post(RESEND, { ids: [row.id] })).json()).toEqual({ sent: 1, skipped: [] });
  return row.id;
}

/** What the company's table and record say of a candidate, without what differs by nature (ids, names, times). */
async function asTheCompanySeesIt(company: typeof acme, id: string) {
  const row = (await company.client.get(`/api/candidates/${id}`)).json();
  return {
    testStatus: row.testStatus,
    hasAccount: row.hasAccount,
    invited: row.invitedAt !== null,
    opened: row.invitationOpenedAt !== null,
    passwordSetAt: row.passwordSetAt,
  };
}

describe('a person with applications at two companies', () => {
  it("is invited by the second as a new address would be, on the person's one account", async () => {
    const known = 'known-elsewhere@across.test';
    const fresh = 'brand-new@across.test';
    const atGlobex = await invited(globex, known);
    // Globex's admin copies the person's link and opens it: the account now has a session elsewhere.
    const globexCopy = (await globex.client.post(`/api/candidates/${atGlobex}/invitation-link`)).json();
    expect((await new TestClient(t.app).post(ENTER, { token: tokenOf(globexCopy.url) })).statusCode).toBe(
      200,
    );

    const atAcme = await invited(acme, known);
    const newcomer = await invited(acme, fresh, 'Nia New');
    // No oracle: Acme's answers, rows and mails are alike for both addresses.
    expect(await asTheCompanySeesIt(acme, atAcme)).toEqual(await asTheCompanySeesIt(acme, newcomer));
    const mailKnown = await waitForMail(t.context, known, 'Your assessment invitation from Acme');
    const mailFresh = await waitForMail(t.context, fresh, 'Your assessment invitation from Acme');
    const shape = (text: string, name: string) =>
      text.replace(name, 'NAME').replace(/token=[\w-]+/, 'token=T');
    expect(shape(mailKnown.text, 'Pat Person')).toBe(shape(mailFresh.text, 'Nia New'));
    const copies = await Promise.all(
      [atAcme, newcomer].map(async (id) =>
        (await acme.client.post(`/api/candidates/${id}/invitation-link`)).json(),
      ),
    );
    expect(copies.map((c) => c.kind)).toEqual(['application', 'application']);

    // One account: both companies' applications are the person's.
    const rows = await t.context.db.select().from(candidates).where(eq(candidates.email, known));
    expect(new Set(rows.map((r) => r.userId)).size).toBe(1);
    expect(await t.context.db.select().from(user).where(eq(user.email, known))).toHaveLength(1);

    // Each company's link opens its own application only.
    const viaAcme = new TestClient(t.app);
    const entered = await viaAcme.post(ENTER, { token: tokenOf(linkIn(mailKnown.text)) });
    expect(entered.json()).toEqual({ applicationId: atAcme });
    const acmeList = (await viaAcme.get('/api/candidate/applications')).json();
    expect(acmeList.items.map((a: { id: string }) => a.id)).toEqual([atAcme]);
    expect((await viaAcme.get(`/api/candidate/applications/${atGlobex}/me`)).statusCode).toBe(404);
    expect((await viaAcme.get('/api/candidate/me')).json().companyName).toBe('Acme');
    const viaGlobex = new TestClient(t.app);
    await viaGlobex.post(ENTER, { token: tokenOf(globexCopy.url) });
    expect((await viaGlobex.get(`/api/candidate/applications/${atAcme}/me`)).statusCode).toBe(404);
    expect((await viaGlobex.get('/api/candidate/me')).json().companyName).toBe('Globex');

    // The person proves the address: both applications, each with its company.
    const person = await signInWithCode(t, new TestClient(t.app), known);
    const all = (await person.get('/api/candidate/applications')).json();
    expect(all.linkedTo).toBeNull();
    expect(all.items.map((a: { companyName: string }) => a.companyName).sort()).toEqual(['Acme', 'Globex']);
    expect((await person.get(`/api/candidate/applications/${atGlobex}/me`)).statusCode).toBe(200);

    // Each company sees only its own.
    expect((await acme.client.get(`/api/candidates/${atGlobex}`)).statusCode).toBe(404);
    const acmeSearch = (await acme.client.get(`/api/candidates?search=${encodeURIComponent(known)}`)).json();
    expect(acmeSearch.items.map((c: { id: string }) => c.id)).toEqual([atAcme]);

    // Globex deletes its candidate: its link's session ends, the person's account and Acme's application stay.
    expect((await globex.client.request('DELETE', `/api/candidates/${atGlobex}`)).statusCode).toBeLessThan(
      300,
    );
    expect((await viaGlobex.get('/api/candidate/me')).statusCode).toBe(401);
    expect(await t.context.db.select().from(user).where(eq(user.email, known))).toHaveLength(1);
    const after = (await person.get('/api/candidate/applications')).json();
    expect(after.items.map((a: { id: string }) => a.id)).toEqual([atAcme]);
    expect((await viaAcme.get('/api/candidate/me')).statusCode).toBe(200);

    // Acme erases the person: the last application, so the account goes too.
    expect((await acme.client.post(`/api/candidates/${atAcme}/erase`, {})).statusCode).toBe(200);
    expect(await t.context.db.select().from(user).where(eq(user.email, known))).toEqual([]);
    expect((await viaAcme.get('/api/candidate/me')).statusCode).toBe(401);
  });
});
