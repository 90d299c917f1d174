import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../../test/helpers';
import { contactRequests } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/contact-requests', () => {
  it('saves a complete request', async () => {
    const response = await new TestClient(t.app).post('/api/contact-requests', {
      companyName: 'Initech',
      contactPerson: 'Peter Gibbons',
      email: 'peter@initech.test',
      phone: '+91 98765 43210',
      companySize: '51-200',
      industry: 'Technology',
      preferredPlan: 'custom',
      additionalNotes: 'About 400 candidates a quarter.',
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.context.db.select().from(contactRequests);
    expect(rows).toContainEqual(
      expect.objectContaining({
        id: response.json().id,
        companyName: 'Initech',
        contactPerson: 'Peter Gibbons',
        email: 'peter@initech.test',
        companySize: '51-200',
        industry: 'Technology',
        preferredPlan: 'custom',
        additionalNotes: 'About 400 candidates a quarter.',
      }),
    );
  });

  it('stores empty optional fields as null', async () => {
    const response = await new TestClient(t.app).post('/api/contact-requests', {
      companyName: 'Minimal',
      contactPerson: 'Min',
      email: 'min@minimal.test',
      phone: '',
      additionalNotes: '   ',
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.context.db.select().from(contactRequests);
    expect(rows.find((r) => r.id === response.json().id)).toMatchObject({
      phone: null,
      additionalNotes: null,
      preferredPlan: null,
    });
  });

  it('reports each invalid field', async () => {
    const response = await new TestClient(t.app).post('/api/contact-requests', {
      companyName: '',
      email: 'not-an-email',
      companySize: '7',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details.fieldErrors).sort()).toEqual(
      ['companyName', 'companySize', 'contactPerson', 'email'].sort(),
    );
  });

  it('refuses a cross-site submission', async () => {
    const response = await new TestClient(t.app).post(
      '/api/contact-requests',
      { companyName: 'Evil', contactPerson: 'E', email: 'e@evil.test' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });
});
