import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, type TestApp, TestClient, waitForMail } from '../../../test/helpers';
import { account, user } from '../../db/schema';
import { SIGN_UP_ROLE_REFUSED } from './auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: '5' });
});
afterAll(() => t.close());

async function signUpAndVerify(email: string, password = 'correct-horse-9') {
  const client = new TestClient(t.app);
  const signUp = await client.post('/api/auth/sign-up/email', {
    email,
    password,
    name: 'Dana Admin',
    userRole: 'admin',
    callbackURL: '/email-verified',
  });
  expect(signUp.statusCode).toBe(200);
  const mail = await waitForMail(t.context, email, 'Verify your email address');
  const link = new URL(linkIn(mail.text));
  const verified = await client.get(link.pathname + link.search);
  expect(verified.statusCode).toBe(302);
  expect(verified.headers.location).toBe('/email-verified');
  return client;
}

describe('sign-up', () => {
  it('creates an admin who must verify the email, then is signed in by the link', async () => {
    const anonymous = new TestClient(t.app);
    await anonymous.post('/api/auth/sign-up/email', {
      email: 'first@acme.test',
      password: 'correct-horse-9',
      name: 'First',
    });
    const early = await anonymous.post('/api/auth/sign-in/email', {
      email: 'first@acme.test',
      password: 'correct-horse-9',
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const client = await signUpAndVerify('verified@acme.test');
    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email: 'verified@acme.test', name: 'Dana Admin', emailVerified: true },
      profile: { role: 'admin', companyId: null },
      company: null,
    });
  });

  it('refuses any role other than admin', async () => {
    const response = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      email: 'cand@acme.test',
      password: 'correct-horse-9',
      name: 'Cand',
      userRole: 'candidate',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'SIGN_UP_ROLE_REFUSED', message: SIGN_UP_ROLE_REFUSED },
    });
    const rows = await t.context.db.select().from(user).where(eq(user.email, 'cand@acme.test'));
    expect(rows).toHaveLength(0);
  });

  it('stores passwords as argon2id with OWASP parameters', async () => {
    await signUpAndVerify('hash@acme.test');
    const [row] = await t.context.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, 'hash@acme.test'));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('sign-in and sessions', () => {
  it('answers a wrong password with the one error shape and no session', async () => {
    await signUpAndVerify('wrong@acme.test');
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/sign-in/email', {
      email: 'wrong@acme.test',
      password: 'not-it-at-all',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
    expect(client.hasCookies()).toBe(false);
  });

  it('sets an httpOnly SameSite cookie and never exposes the session token to scripts', async () => {
    await signUpAndVerify('cookie@acme.test');
    const response = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: 'cookie@acme.test',
      password: 'correct-horse-9',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('token');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('revoking other sessions stops them on their next request, and sign-out ends the current one', async () => {
    await signUpAndVerify('multi@acme.test');
    const laptop = new TestClient(t.app);
    const phone = new TestClient(t.app);
    for (const device of [laptop, phone]) {
      const r = await device.post('/api/auth/sign-in/email', {
        email: 'multi@acme.test',
        password: 'correct-horse-9',
      });
      expect(r.statusCode).toBe(200);
    }
    expect((await phone.get('/api/me')).statusCode).toBe(200);
    expect((await laptop.post('/api/auth/revoke-other-sessions')).statusCode).toBe(200);
    expect((await phone.get('/api/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/me')).statusCode).toBe(200);

    const stolen = new TestClient(t.app);
    stolen.copyCookiesFrom(laptop);
    expect((await laptop.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await stolen.get('/api/me')).statusCode).toBe(401);
  });

  it('updates the current user', async () => {
    const client = await signUpAndVerify('rename@acme.test');
    expect((await client.post('/api/auth/update-user', { name: 'Dana Renamed' })).statusCode).toBe(200);
    expect((await client.get('/api/me')).json().user.name).toBe('Dana Renamed');
  });

  it('rate limits sign-in bursts with counters in the database', async () => {
    await signUpAndVerify('burst@acme.test');
    const client = new TestClient(t.app);
    const headers = { 'x-forwarded-for': '1.2.3.4' }; // ignored: the limiter keys on Fastify's resolved address
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await client.post(
        '/api/auth/sign-in/email',
        { email: 'burst@acme.test', password: `nope-${i}-xxxx` },
        headers,
      );
      statuses.push(r.statusCode);
      if (r.statusCode === 429) {
        expect(r.json().error.code).toBe('RATE_LIMITED');
        expect(r.json().error.message).toMatch(
          /^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/,
        );
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 1)).toEqual([401]);
    expect(statuses.at(-1)).toBe(429);
    const counters = await t.context.db.execute(
      sql`SELECT key, count FROM rate_limit WHERE key LIKE '%sign-in%'`,
    );
    expect(counters.rows.length).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  it('emails a link that sets a new password and ends existing sessions', async () => {
    const old = await signUpAndVerify('reset@acme.test', 'first-password-1');
    const anonymous = new TestClient(t.app);
    const request = await anonymous.post('/api/auth/request-password-reset', {
      email: 'reset@acme.test',
      redirectTo: '/reset-password',
    });
    expect(request.statusCode).toBe(200);
    const mail = await waitForMail(t.context, 'reset@acme.test', 'Reset your password');
    const link = new URL(linkIn(mail.text));
    const callback = await anonymous.get(link.pathname + link.search);
    expect(callback.statusCode).toBe(302);
    const token = new URL(String(callback.headers.location), 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await anonymous.post('/api/auth/reset-password', {
      token,
      newPassword: 'second-password-2',
    });
    expect(reset.statusCode).toBe(200);
    expect((await old.get('/api/me')).statusCode).toBe(401);
    const withOld = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: 'reset@acme.test',
      password: 'first-password-1',
    });
    expect(withOld.statusCode).toBe(401);
    const withNew = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: 'reset@acme.test',
      password: 'second-password-2',
    });
    expect(withNew.statusCode).toBe(200);
  });
});
