import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestApp,
  signedInAdmin,
  type TestApp,
  TestClient,
} from '../../../test/helpers';
import { ACCOUNT_KEY_PREFIX, ACCOUNT_SIGN_IN_FAILURES, addressKey } from './account-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: '3' }, { workers: false });
});
afterAll(() => t.close());

const signIn = (client: TestClient, email: string, password: string) =>
  client.post('/api/auth/sign-in/email', { email, password });

/** Moves every rate-limit row of the keys matching `like` back in time, as if that much time had passed. */
const age = (like: string, ms: number) =>
  t.context.db.execute(sql`UPDATE rate_limit SET last_request = last_request - ${ms} WHERE key LIKE ${like}`);

const keys = async () =>
  (await t.context.db.execute<{ key: string }>(sql`SELECT key FROM rate_limit`)).rows.map((r) => r.key);

describe('the per-address rate limiter', () => {
  it('refuses a full window with its retry time, and starts again once the window has passed', async () => {
    await signedInAdmin(t, 'window@limit.test');
    const client = new TestClient(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await signIn(client, 'window@limit.test', ADMIN_PASSWORD)).statusCode).toBe(200);
    }
    const refused = await signIn(client, 'window@limit.test', ADMIN_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    await age(`${client.address}|%`, 61_000);
    expect((await signIn(client, 'window@limit.test', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it("drops spent addresses' rows but keeps an account lock for its 15 minutes", async () => {
    await signedInAdmin(t, 'locked@limit.test');
    for (let i = 0; i < ACCOUNT_SIGN_IN_FAILURES; i++) {
      expect((await signIn(new TestClient(t.app), 'locked@limit.test', `wrong-${i}-xxxx`)).statusCode).toBe(
        401,
      );
    }
    expect((await signIn(new TestClient(t.app), 'locked@limit.test', ADMIN_PASSWORD)).statusCode).toBe(429);
    // Two minutes later an address whose window has passed comes back: spent rows are dropped then.
    await age('%', 120_000);
    const back = new TestClient(t.app);
    await back.get('/api/auth/ok');
    await age(`${back.address}|%`, 120_000);
    expect((await back.get('/api/auth/ok')).statusCode).toBe(200);
    const left = await keys();
    expect(left).toContain(addressKey(ACCOUNT_KEY_PREFIX, 'locked@limit.test'));
    expect(left.filter((key) => key.endsWith('|/sign-in/email'))).toEqual([]);
    expect((await signIn(new TestClient(t.app), 'locked@limit.test', ADMIN_PASSWORD)).statusCode).toBe(429);
  });
});
