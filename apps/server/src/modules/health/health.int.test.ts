import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../../test/helpers';
import { BODY_LIMIT_BYTES } from '../../app';
import { seedDemo } from '../demo/demo.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system routes and API conventions', () => {
  it('reports the database in /api/health', async () => {
    const response = await new TestClient(t.app).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('lists every API route in the OpenAPI document', async () => {
    const response = await new TestClient(t.app).get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const routes = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/public-config',
        'GET /api/me',
        'POST /api/companies',
        'POST /api/contact-requests',
        'GET /api/candidates',
        'GET /api/candidates/summary',
        'GET /api/candidates/events',
        'GET /api/candidates/{id}',
        'DELETE /api/candidates/{id}',
        'POST /api/candidates/bulk-delete',
        'POST /api/n8n/csv-upload',
        'POST /api/n8n/create-candidate',
        'POST /api/auth/sign-in/email',
        'POST /api/auth/sign-up/email',
        'POST /api/auth/sign-out',
        'POST /api/auth/revoke-other-sessions',
        'POST /api/auth/request-password-reset',
        'POST /api/auth/reset-password',
        'GET /api/auth/verify-email',
      ]),
    );
  });

  it('answers unknown API routes with the error shape', async () => {
    const response = await new TestClient(t.app).get('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Route GET /api/does-not-exist not found' },
    });
  });

  it('refuses bodies over the limit without a stack trace', async () => {
    const response = await new TestClient(t.app).post('/api/contact-requests', {
      companyName: 'x'.repeat(BODY_LIMIT_BYTES),
      contactPerson: 'x',
      email: 'x@x.test',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
    });
  });

  it('hides internal errors behind a generic message', async () => {
    const response = await new TestClient(t.app).post('/api/contact-requests', '{"broken', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('sends security headers with a CSP the SPA runs under', async () => {
    const response = await new TestClient(t.app).get('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('advertises the demo account only while its password is unchanged', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/public-config')).json()).toEqual({ demoAccount: null });
  });

  it('shows the demo account after seeding', async () => {
    const fresh = await createTestApp();
    try {
      await seedDemo(fresh.context);
      await seedDemo(fresh.context); // idempotent
      const response = await new TestClient(fresh.app).get('/api/public-config');
      expect(response.json()).toEqual({
        demoAccount: { email: 'admin@acme.example', password: 'acme-admin-2026' },
      });
      const client = new TestClient(fresh.app);
      const signIn = await client.post('/api/auth/sign-in/email', {
        email: 'admin@acme.example',
        password: 'acme-admin-2026',
      });
      expect(signIn.statusCode).toBe(200);
      expect((await client.get('/api/me')).json()).toMatchObject({
        profile: { role: 'admin' },
        company: { name: 'Acme Corp', industry: 'Technology', email: 'hr@acme.example' },
      });
      // Demos upload big files: the demo company is on Enterprise; its candidate's form is one generation.
      expect((await client.get('/api/candidates/summary')).json().usage).toMatchObject({
        plan: 'enterprise',
        limit: 5_000,
        used: 1,
        pending: 0,
      });
    } finally {
      await fresh.close();
    }
  });
});
