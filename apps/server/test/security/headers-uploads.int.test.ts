import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminAccount } from '../../src/modules/auth/admin-accounts';
import {
  ADMIN_PASSWORD,
  createTestApp,
  signedInAdmin,
  type TestApp,
  TestClient,
  uploadCsv,
} from '../helpers';
import { givePlan } from '../plans';
import { SECURITY_TESTS } from './world';

let t: TestApp;
let https: TestApp;

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hireassess-sec-web-'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><title>HireAssess</title><div id="root"></div>',
  );
  t = await createTestApp({}, { webRoot: root, workers: false });
  // Behind a TLS-terminating proxy: the app's URL is https and the proxy's headers are trusted.
  https = await createTestApp({ APP_URL: 'https://hire.example', TRUST_PROXY: 'true' }, { workers: false });
}, 60_000);
afterAll(async () => {
  await t.close();
  await https.close();
});

describe('security headers', () => {
  it('sends a CSP (no inline scripts, no framing) on HTML pages and on API answers', async () => {
    for (const url of ['/', '/admin', '/api/health', '/api/me', '/api/does-not-exist']) {
      const response = await new TestClient(t.app).get(url);
      const csp = String(response.headers['content-security-policy'] ?? '');
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const page = await new TestClient(t.app).get('/');
    expect(String(page.headers['content-type'])).toContain('text/html');
  });

  it('sends HSTS on a request that came over TLS through the trusted proxy', async () => {
    const response = await https.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    const hsts = String(response.headers['strict-transport-security'] ?? '');
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_552_000);
    expect(hsts).toContain('includeSubDomains');
  });

  it('sets session cookies httpOnly, SameSite=Lax and Secure when the app is served over https', async () => {
    const email = 'admin@https.test';
    await createAdminAccount(https.context, { email, password: ADMIN_PASSWORD, name: 'Admin' });
    const response = await https.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://hire.example', 'x-forwarded-proto': 'https' },
      payload: { email, password: ADMIN_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookies = response.cookies as {
      name: string;
      httpOnly?: boolean;
      secure?: boolean;
      sameSite?: string;
    }[];
    const session = cookies.find((c) => c.name.includes('session_token'));
    expect(session).toBeDefined();
    expect(session?.name.startsWith('__Secure-')).toBe(true);
    for (const cookie of cookies) {
      expect(cookie.httpOnly, cookie.name).toBe(true);
      expect(cookie.secure, cookie.name).toBe(true);
      expect(String(cookie.sameSite).toLowerCase(), cookie.name).toBe('lax');
    }
  });
});

describe('uploads and exports', () => {
  it('neutralises formula payloads of an uploaded CSV in the export, whatever their first character', async () => {
    const admin = await signedInAdmin(t, 'admin@csv-sec.test', { name: 'Csv Co', industry: 'Technology' });
    await givePlan(t.context, admin.companyId);
    const payloads = [
      '=HYPERLINK("http://evil.test","x")',
      '+SUM(1,1)',
      '-2+3',
      '@SUM(A1)',
      '\tTAB',
      '=cmd|calc!A1',
    ];
    const rows = payloads.map((p, i) => `"${p.replaceAll('"', '""')}",p${i}@csv-sec.test,"=Analyst",Junior`);
    await uploadCsv(admin, `full_name,email,position,experience_level\n${rows.join('\n')}\n`, {
      testMode: 'pre-built',
      selectedTests: SECURITY_TESTS.map((id) => ({ id })),
    });
    const exported = await admin.client.post('/api/candidates/export', {});
    expect(exported.statusCode).toBe(200);
    const cells = exported.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .flatMap((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    for (const cell of cells) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
    // Every payload arrived and was kept as text behind a quote (names and the position of each row).
    expect(cells.filter((cell) => cell.startsWith("'")).length).toBeGreaterThanOrEqual(
      payloads.length * 2 - 1,
    );
    expect(exported.body).toContain("'+SUM(1");
    expect(exported.body).toContain("'=Analyst");
  });
});
