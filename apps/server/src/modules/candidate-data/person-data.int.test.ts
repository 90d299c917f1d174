import { MY_DATA_FORMAT, PERSON_DATA_FORMAT, type TPersonData } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  signedInAdmin,
  signInWithCode,
  type TestApp,
  TestClient,
  waitForMail,
} from '../../../test/helpers';
import { openApiContract } from '../../../test/openapi-contract';
import { candidateRecords, candidates, outbox, user } from '../../db/schema';
import { PROOF_REQUIRED_MESSAGE } from '../auth/application-entry.plugin';

/**
 * The person's data per company and for the whole account (issue 35 item 6): a company's file holds every
 * application of the person there and nothing of another company; the account's holds every company's;
 * the erasure of the whole account is one request per company, and the account goes with the last.
 */
let t: TestApp;
let acme: Awaited<ReturnType<typeof signedInAdmin>>;
let globex: Awaited<ReturnType<typeof signedInAdmin>>;
let contract: Awaited<ReturnType<typeof openApiContract>>;

const EMAIL = 'pat@person-data.test';
const RESEND = '/api/candidates/invitations/resend';
const ERASURE_MAIL = 'A candidate asked for their data to be erased';
const ids = { acmeSales: '', acmeSupport: '', globex: '', acmeOther: '' };

/** An application of the company's record of the address whose questions are ready, invited as the pipeline would. */
async function application(company: typeof acme, email: string, position: string) {
  const [record] = await t.context.db
    .insert(candidateRecords)
    .values({ companyId: company.companyId, email, fullName: 'Pat Person' })
    .onConflictDoUpdate({
      target: [candidateRecords.companyId, candidateRecords.email],
      set: { fullName: 'Pat Person' },
    })
    .returning({ id: candidateRecords.id });
  const [row] = await t.context.db
    .insert(candidates)
    .values({
      companyId: company.companyId,
      recordId: record?.id,
      fullName: 'Pat Person',
      email,
      position,
      testStatus: 'questions_generated',
    })
    .returning({ id: candidates.id });
  if (!row) throw new Error('no candidate');
  expect((await company.client.post(RESEND, { ids: [row.id] })).json()).toEqual({ sent: 1, skipped: [] });
  return row.id;
}

const erasureMails = async (to: string) =>
  (await t.context.db.select().from(outbox).where(eq(outbox.to, to))).filter(
    (m) => m.subject === ERASURE_MAIL,
  );

beforeAll(async () => {
  t = await createTestApp();
  contract = await openApiContract(t.app);
  acme = await signedInAdmin(t, 'admin@acme-person-data.test', { name: 'Acme', industry: 'Retail' });
  globex = await signedInAdmin(t, 'admin@globex-person-data.test', { name: 'Globex', industry: 'Retail' });
  ids.acmeSales = await application(acme, EMAIL, 'Sales');
  ids.acmeSupport = await application(acme, EMAIL, 'Support');
  ids.globex = await application(globex, EMAIL, 'Analyst');
  ids.acmeOther = await application(acme, 'someone-else@person-data.test', 'Sales');
}, 60_000);
afterAll(() => t.close());

describe("the person's data, per company and for the whole account", () => {
  it("a session an invitation link opened reaches none of it: the person's own proof first", async () => {
    const copied = (await acme.client.post(`/api/candidates/${ids.acmeSales}/invitation-link`)).json();
    const holder = new TestClient(t.app);
    const token = new URL(copied.url).searchParams.get('token');
    expect((await holder.post('/api/invitations/enter', { token })).statusCode).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/candidate/company-data'],
      ['GET', `/api/candidate/applications/${ids.acmeSales}/company-data`],
      ['GET', '/api/candidate/account-data'],
      ['GET', '/api/candidate/account-erasure-request'],
      ['POST', '/api/candidate/account-erasure-request'],
    ] as const) {
      const refused = await holder.request(method, path);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().error, path).toEqual({ code: 'PROOF_REQUIRED', message: PROOF_REQUIRED_MESSAGE });
    }
  });

  it("a company's file holds the person's applications there, the account's every company's, nobody else's", async () => {
    const person = await signInWithCode(t, new TestClient(t.app), EMAIL);
    const download = async (path: string): Promise<TPersonData> => {
      const response = await person.get(path);
      expect(response.statusCode, path).toBe(200);
      contract.check('GET', path.replace(/applications\/[\w-]+/, 'applications/{applicationId}'), response);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json();
    };
    const positions = (file: TPersonData) =>
      file.applications.map((a) => `${a.controller.name}: ${String(a.profile.position)}`);

    const atAcme = await download(`/api/candidate/applications/${ids.acmeSupport}/company-data`);
    expect(atAcme).toMatchObject({ format: PERSON_DATA_FORMAT, scope: 'company' });
    expect(positions(atAcme)).toEqual(['Acme: Sales', 'Acme: Support']);
    expect(atAcme.applications.every((a) => a.format === MY_DATA_FORMAT && a.profile.email === EMAIL)).toBe(
      true,
    );
    const atGlobex = await download(`/api/candidate/applications/${ids.globex}/company-data`);
    expect(positions(atGlobex)).toEqual(['Globex: Analyst']);
    expect(JSON.stringify(atGlobex)).not.toContain('Acme');

    const everything = await download('/api/candidate/account-data');
    expect(everything.scope).toBe('account');
    expect(positions(everything)).toEqual(['Acme: Sales', 'Acme: Support', 'Globex: Analyst']);
    expect(JSON.stringify(everything)).not.toContain('someone-else@person-data.test');
    // Another person's application is not found, as for any id that is not the caller's.
    expect((await person.get(`/api/candidate/applications/${ids.acmeOther}/company-data`)).statusCode).toBe(
      404,
    );
  });

  it('asks every company to erase once; the account goes with the last company that erases', async () => {
    const person = await signInWithCode(t, new TestClient(t.app), EMAIL);
    const status = await person.get('/api/candidate/account-erasure-request');
    contract.check('GET', '/api/candidate/account-erasure-request', status);
    expect(status.json().companies).toEqual([
      { companyName: 'Acme', applications: 2, requestedAt: null, dueBy: null },
      { companyName: 'Globex', applications: 1, requestedAt: null, dueBy: null },
    ]);

    const asked = await person.post('/api/candidate/account-erasure-request');
    contract.check('POST', '/api/candidate/account-erasure-request', asked);
    const requested = asked.json().companies as { requestedAt: string | null; dueBy: string | null }[];
    expect(requested.map((c) => [c.requestedAt !== null, c.dueBy !== null])).toEqual([
      [true, true],
      [true, true],
    ]);
    await waitForMail(t.context, 'admin@acme-person-data.test', ERASURE_MAIL);
    await waitForMail(t.context, 'admin@globex-person-data.test', ERASURE_MAIL);
    // Each of the person's dashboards at Acme shows the request; Acme's list has both applications.
    const support = await person.get(`/api/candidate/applications/${ids.acmeSupport}/erasure-request`);
    expect(support.json().requestedAt).toBe(requested[0]?.requestedAt);
    const pending = (await acme.client.get('/api/candidates/erasure-requests')).json().items;
    expect(pending.map((p: { candidateId: string }) => p.candidateId).sort()).toEqual(
      [ids.acmeSales, ids.acmeSupport].sort(),
    );

    // Asking again changes nothing and tells nobody twice.
    const again = await person.post('/api/candidate/account-erasure-request');
    expect(again.json().companies).toEqual(asked.json().companies);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await erasureMails('admin@acme-person-data.test')).toHaveLength(1);
    expect(await erasureMails('admin@globex-person-data.test')).toHaveLength(1);

    const mailTo = async () =>
      (await t.context.db.select().from(outbox).where(eq(outbox.to, EMAIL))).map((m) => m.subject).sort();
    expect(await mailTo()).toEqual(
      expect.arrayContaining([
        'Your assessment invitation from Acme',
        'Your assessment invitation from Globex',
        'Your HireAssess sign-in code',
      ]),
    );
    expect((await acme.client.post(`/api/candidates/${ids.acmeSales}/erase`)).statusCode).toBe(200);
    // Acme erased what it holds: its mail to the person went, Globex's and the person's sign-in codes stay.
    const afterAcme = await mailTo();
    expect(afterAcme).not.toContain('Your assessment invitation from Acme');
    expect(afterAcme).toEqual(
      expect.arrayContaining(['Your assessment invitation from Globex', 'Your HireAssess sign-in code']),
    );
    expect((await person.get(`/api/candidate/applications/${ids.globex}/company-data`)).statusCode).toBe(200);
    const left = await person.get('/api/candidate/account-erasure-request');
    expect(left.json().companies.map((c: { companyName: string }) => c.companyName)).toEqual(['Globex']);
    expect(await t.context.db.select().from(user).where(eq(user.email, EMAIL))).toHaveLength(1);

    expect((await globex.client.post(`/api/candidates/${ids.globex}/erase`)).statusCode).toBe(200);
    expect(await t.context.db.select().from(user).where(eq(user.email, EMAIL))).toHaveLength(0);
    expect(await mailTo()).toEqual([]);
    expect((await person.get('/api/candidate/account-data')).statusCode).toBe(401);
  });
});
