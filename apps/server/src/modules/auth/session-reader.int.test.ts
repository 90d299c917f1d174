import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp, TestClient } from '../../../test/helpers';
import { session } from '../../db/schema';
import { profilesRepository } from '../profiles/profiles.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const DAY = 24 * 60 * 60 * 1000;

async function setExpiry(userId: string, expiresAt: Date) {
  await t.context.db.update(session).set({ expiresAt }).where(eq(session.userId, userId));
}

describe('the session reader (the fast path in front of Better Auth)', () => {
  it("reads a fresh session and its role without Better Auth's getSession or a second query", async () => {
    const { client } = await signedInAdmin(t, 'fresh@reader.test', {
      name: 'Reader Co',
      industry: 'Technology',
    });
    const betterAuth = vi.spyOn(t.context.auth.api, 'getSession');
    const roleLookup = vi.spyOn(profilesRepository, 'findWithRoleAndCompany');
    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('fresh@reader.test');
    expect(me.json().company.name).toBe('Reader Co');
    expect(me.json().profile.role).toBe('admin');
    expect((await client.get('/api/candidates')).statusCode).toBe(200);
    expect(betterAuth).not.toHaveBeenCalled();
    expect(roleLookup).not.toHaveBeenCalled();
  });

  it('leaves a tampered signature to Better Auth, which refuses it', async () => {
    const { client } = await signedInAdmin(t, 'tampered@reader.test');
    const [name, value] = client.cookieHeader().split(/=(.*)/s) as [string, string];
    const [token] = value.split('.');
    const forged = new TestClient(t.app);
    const betterAuth = vi.spyOn(t.context.auth.api, 'getSession');
    const response = await forged.get('/api/me', {
      cookie: `${name}=${token}.${Buffer.alloc(32, 7).toString('base64')}`,
    });
    expect(response.statusCode).toBe(401);
    expect(betterAuth).toHaveBeenCalledTimes(1);
  });

  it('leaves a session due for its sliding refresh to Better Auth, which extends it', async () => {
    const { client, userId } = await signedInAdmin(t, 'refresh@reader.test');
    const ctx = await t.context.auth.$context;
    const { expiresIn, updateAge } = ctx.sessionConfig;
    // Its expiry was last set a minute more than updateAge ago.
    await setExpiry(userId, new Date(Date.now() + (expiresIn - updateAge - 60) * 1000));
    const betterAuth = vi.spyOn(t.context.auth.api, 'getSession');
    expect((await client.get('/api/me')).statusCode).toBe(200);
    expect(betterAuth).toHaveBeenCalledTimes(1);
    const [row] = await t.context.db.select().from(session).where(eq(session.userId, userId));
    expect(row?.expiresAt.valueOf()).toBeGreaterThan(Date.now() + expiresIn * 1000 - DAY / 24);
  });

  it('refuses an expired session and a revoked one on the next request', async () => {
    const expired = await signedInAdmin(t, 'expired@reader.test');
    await setExpiry(expired.userId, new Date(Date.now() - 60_000));
    expect((await expired.client.get('/api/me')).statusCode).toBe(401);

    const revoked = await signedInAdmin(t, 'revoked@reader.test');
    expect((await revoked.client.get('/api/me')).statusCode).toBe(200);
    await t.context.db.execute(sql`DELETE FROM ${session} WHERE user_id = ${revoked.userId}`);
    expect((await revoked.client.get('/api/me')).statusCode).toBe(401);
  });
});
