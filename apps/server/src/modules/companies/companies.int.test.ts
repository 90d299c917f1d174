import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp, TestClient } from '../../../test/helpers';

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
