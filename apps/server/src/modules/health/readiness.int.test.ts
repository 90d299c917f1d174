import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(() => t.close());

/** Runs `statement` against the test cluster's maintenance database (the app's own one is the subject). */
async function onCluster(statement: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: inject('maintenanceUrl') });
  await admin.connect();
  try {
    await admin.query(statement, values);
  } finally {
    await admin.end();
  }
}

describe('GET /api/health/ready', () => {
  it('is ready while the database and the job queue answer, and names the database when it is gone', async () => {
    const client = new TestClient(t.app);
    const ready = await client.get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up', queue: 'up' } });

    // The database goes away: it refuses new connections and drops the open ones.
    const name = new URL(t.url).pathname.slice(1);
    await onCluster(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await onCluster('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const down = await client.get('/api/health/ready');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'not_ready', checks: { database: 'down', queue: 'down' } });
      // Liveness keeps its contract: the process answers, degraded.
      expect((await client.get('/api/health')).json()).toMatchObject({
        status: 'degraded',
        database: 'down',
      });
    } finally {
      await onCluster(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }

    expect((await client.get('/api/health/ready')).statusCode).toBe(200);
  });

  it('is documented in the OpenAPI document with both answers', async () => {
    const document = (await new TestClient(t.app).get('/api/openapi.json')).json();
    const operation = document.paths['/api/health/ready'].get;
    expect(operation.summary).toContain('Readiness');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '503']));
    expect(document.paths['/api/health'].get.description).toContain('/api/health/ready');
  });
});
