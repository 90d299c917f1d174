import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user, verification } from '../../src/db/schema';
import { ACCOUNT_SIGN_IN_FAILURES } from '../../src/modules/auth/account-limit';
import { createAssessment, signedInCandidate } from '../candidates';
import {
  ADMIN_PASSWORD,
  createTestApp,
  linkIn,
  signedInAdmin,
  type TestApp,
  TestClient,
  waitForMail,
} from '../helpers';
import { signedInMember } from '../team';
import { SECURITY_TESTS } from './world';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'admin@auth-sec.test', { name: 'Auth Sec', industry: 'Technology' });
}, 60_000);
afterAll(() => t.close());

const signIn = (email: string, password: string, client = new TestClient(t.app)) =>
  client.post('/api/auth/sign-in/email', { email, password });

describe('passwords', () => {
  it('stores every account of every kind (admin, member, candidate) as argon2id at OWASP parameters', async () => {
    await signedInMember(t, admin, 'Auth Sec', 'member@auth-sec.test', 'reviewer');
    const assessmentId = await createAssessment(t, admin.companyId, [...SECURITY_TESTS]);
    await signedInCandidate(t, admin.companyId, assessmentId, 'cand@auth-sec.test');
    const rows = await t.context.db
      .select({ email: user.email, password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      // m ≥ 19 MiB, t ≥ 2, p = 1 (OWASP's first argon2id configuration), with a salt and a hash.
      const match =
        /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]{16,}\$[A-Za-z0-9+/]{32,}$/.exec(
          row.password ?? '',
        );
      expect(match, row.email).not.toBeNull();
      expect(Number(match?.[1])).toBeGreaterThanOrEqual(19_456);
      expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('no user enumeration', () => {
  it('answers sign-in with an unknown email and with a wrong password alike', async () => {
    const unknown = await signIn('nobody@auth-sec.test', 'wrong-password-1');
    const wrong = await signIn('admin@auth-sec.test', 'wrong-password-1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers forgot-password alike for a known and an unknown email', async () => {
    const known = await new TestClient(t.app).post('/api/auth/request-password-reset', {
      email: 'admin@auth-sec.test',
      redirectTo: '/reset-password',
    });
    const unknown = await new TestClient(t.app).post('/api/auth/request-password-reset', {
      email: 'nobody@auth-sec.test',
      redirectTo: '/reset-password',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });
});

describe('sign-in limits', () => {
  it('locks an account after repeated failures from many addresses, and says so alike for unknown emails', async () => {
    await signedInAdmin(t, 'target@auth-sec.test', { name: 'Target', industry: 'Technology' });
    // Each TestClient has its own address: the per-address limit never triggers here.
    for (let i = 0; i < ACCOUNT_SIGN_IN_FAILURES; i++) {
      expect((await signIn('target@auth-sec.test', `guess-${i}-xxxx`)).statusCode).toBe(401);
      expect((await signIn('ghost@auth-sec.test', `guess-${i}-xxxx`)).statusCode).toBe(401);
    }
    const locked = await signIn('target@auth-sec.test', ADMIN_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    const ghost = await signIn('ghost@auth-sec.test', 'guess-x-xxxx');
    expect(ghost.statusCode).toBe(429);
    expect(ghost.json().error.message).toBe(locked.json().error.message);
    // Other accounts are not affected.
    expect((await signIn('admin@auth-sec.test', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('clears the count on a successful sign-in', async () => {
    await signedInAdmin(t, 'typo@auth-sec.test', { name: 'Typo', industry: 'Technology' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < ACCOUNT_SIGN_IN_FAILURES - 1; i++) {
        expect((await signIn('typo@auth-sec.test', `typo-${i}-xxxx`)).statusCode).toBe(401);
      }
      expect((await signIn('typo@auth-sec.test', ADMIN_PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('sessions', () => {
  it('revoking all sessions signs every device out on its next request', async () => {
    await signedInAdmin(t, 'devices@auth-sec.test', { name: 'Devices', industry: 'Technology' });
    const laptop = new TestClient(t.app);
    const phone = new TestClient(t.app);
    expect((await signIn('devices@auth-sec.test', ADMIN_PASSWORD, laptop)).statusCode).toBe(200);
    expect((await signIn('devices@auth-sec.test', ADMIN_PASSWORD, phone)).statusCode).toBe(200);
    expect((await phone.get('/api/candidates')).statusCode).toBe(200);
    expect((await laptop.post('/api/auth/revoke-sessions')).statusCode).toBe(200);
    expect((await phone.get('/api/candidates')).statusCode).toBe(401);
    expect((await laptop.get('/api/me')).statusCode).toBe(401);
  });
});

describe('password reset tokens', () => {
  async function resetToken(email: string) {
    const anonymous = new TestClient(t.app);
    await anonymous.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const mail = await waitForMail(t.context, email, 'Reset your password');
    const link = new URL(linkIn(mail.text));
    const callback = await anonymous.get(link.pathname + link.search);
    return new URL(String(callback.headers.location), 'http://x').searchParams.get('token') ?? '';
  }

  it('sets a password once: the same token again is refused', async () => {
    await signedInAdmin(t, 'once@auth-sec.test', { name: 'Once', industry: 'Technology' });
    const token = await resetToken('once@auth-sec.test');
    const anonymous = new TestClient(t.app);
    expect(
      (await anonymous.post('/api/auth/reset-password', { token, newPassword: 'new-pass-11' })).statusCode,
    ).toBe(200);
    const again = await anonymous.post('/api/auth/reset-password', { token, newPassword: 'new-pass-22' });
    expect(again.statusCode).toBe(400);
    expect((await signIn('once@auth-sec.test', 'new-pass-11')).statusCode).toBe(200);
    expect((await signIn('once@auth-sec.test', 'new-pass-22')).statusCode).toBe(401);
  });

  it('refuses a token with a NUL however it is escaped, with 400 (the fuzz found a 500)', async () => {
    const anonymous = new TestClient(t.app);
    for (const token of ['%00', 'a%00b', '%00%ED%A0%80%E2%80%AE']) {
      const response = await anonymous.post(`/api/auth/reset-password?token=${token}`, {
        newPassword: 'new-pass-33',
      });
      expect(response.statusCode, token).toBe(400);
      expect(response.json().error.message).toBe('Text cannot contain NUL (\\u0000) characters.');
    }
  });

  it('refuses an expired token', async () => {
    await signedInAdmin(t, 'late@auth-sec.test', { name: 'Late', industry: 'Technology' });
    const token = await resetToken('late@auth-sec.test');
    await t.context.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, `%${token}%`));
    const expired = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'new-pass-33',
    });
    expect(expired.statusCode).toBe(400);
    expect((await signIn('late@auth-sec.test', ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

describe('auth links', () => {
  it('refuses a malformed redirect parameter with 400 (it was a 500), and still redirects to a path', async () => {
    const malformed = await new TestClient(t.app).get('/api/auth/verify-email?token=x&callbackURL=false');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_ERROR');
    const path = await new TestClient(t.app).get('/api/auth/verify-email?token=x&callbackURL=%2Flogin');
    expect(path.statusCode).toBe(302);
    expect(String(path.headers.location)).toMatch(/^\/login\?error=/);
  });
});
