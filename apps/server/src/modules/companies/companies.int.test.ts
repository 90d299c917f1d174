import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp, TestClient } from '../../../test/helpers';
import { signedInMember } from '../../../test/team';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = async (email: string, company?: { name: string; industry: 'Finance' }) =>
  (await signedInAdmin(t, email, company)).client;

describe('POST /api/companies (onboarding)', () => {
  it('answers 401 to an anonymous caller before looking at the body', async () => {
    const response = await new TestClient(t.app).post('/api/companies', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('rejects missing fields with field errors', async () => {
    const client = await admin('fields@corp.test');
    const response = await client.post('/api/companies', { name: '  ', industry: 'Space' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please fill in all fields',
      details: { fieldErrors: { name: 'Please fill in all fields', industry: 'Please fill in all fields' } },
    });
  });

  it('creates the company with the admin email and links the admin, once', async () => {
    const client = await admin('owner@corp.test');
    const created = await client.post('/api/companies', { name: 'Globex', industry: 'Finance' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Globex', industry: 'Finance', email: 'owner@corp.test' });
    const me = (await client.get('/api/me')).json();
    expect(me.profile.companyId).toBe(created.json().id);
    expect(me.company).toEqual(created.json());

    const again = await client.post('/api/companies', { name: 'Globex 2', industry: 'Finance' });
    expect(again.statusCode).toBe(409);
    const count = await t.context.db.execute(
      sql`SELECT count(*)::int AS n FROM companies WHERE name LIKE 'Globex%'`,
    );
    expect(count.rows[0]).toEqual({ n: 1 });
  });

  it('forbids a candidate', async () => {
    const client = await admin('cand-role@corp.test');
    await t.context.db.execute(sql`
      UPDATE profiles SET role_id = (SELECT id FROM roles WHERE name = 'candidate')
      WHERE id = (SELECT id FROM "user" WHERE email = 'cand-role@corp.test')`);
    const response = await client.post('/api/companies', { name: 'Nope', industry: 'Finance' });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/company/region (issue 23)', () => {
  const company = { name: 'Region Corp', industry: 'Finance' } as const;

  it('stores the locale and time zone, returns them in GET /api/me, and clears them with null', async () => {
    const { client, companyId } = await signedInAdmin(t, 'region@corp.test', company);
    expect((await client.get('/api/me')).json().company).toMatchObject({ locale: null, timeZone: null });

    const set = await client.put('/api/company/region', { locale: 'ja-JP', timeZone: 'Asia/Tokyo' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ locale: 'ja-JP', timeZone: 'Asia/Tokyo' });
    expect((await client.get('/api/me')).json().company).toMatchObject({
      id: companyId,
      locale: 'ja-JP',
      timeZone: 'Asia/Tokyo',
    });
    const audited = await t.context.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE company_id = ${companyId} AND action = 'settings.region_changed'`,
    );
    expect(audited.rows[0]).toEqual({ n: 1 });

    const cleared = await client.put('/api/company/region', { locale: null, timeZone: null });
    expect(cleared.json()).toEqual({ locale: null, timeZone: null });
    expect((await client.get('/api/me')).json().company).toMatchObject({ locale: null, timeZone: null });
  });

  let refused = 0;
  it.each([
    [{ locale: 'xx-YY', timeZone: null }, 'locale', 'Choose a locale from the list'],
    [{ locale: 'en-US', timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Choose a time zone from the list'],
    [{ locale: 'en-US', timeZone: 42 }, 'timeZone', 'Choose a time zone from the list'],
  ])('refuses %j with 400 and a clear message', async (body, field, message) => {
    refused += 1;
    const { client } = await signedInAdmin(t, `region-bad-${refused}@corp.test`, {
      name: `Region Bad ${refused}`,
      industry: 'Finance',
    });
    const response = await client.put('/api/company/region', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
      details: { fieldErrors: { [field]: message } },
    });
    expect((await client.get('/api/me')).json().company).toMatchObject({ locale: null, timeZone: null });
  });

  it('refuses a reviewer', async () => {
    const admin = await signedInAdmin(t, 'region-owner@corp.test', {
      name: 'Region Team',
      industry: 'Finance',
    });
    const reviewer = await signedInMember(t, admin, 'Region Team', 'region-reviewer@corp.test');
    const response = await reviewer.client.put('/api/company/region', { locale: 'en-GB', timeZone: null });
    expect(response.statusCode).toBe(403);
  });
});
