import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hireassess-web-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><title>HireAssess</title><div id="root"></div>',
  );
  await writeFile(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({}, { webRoot: root });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers every page path with the SPA, which routes unknown paths to /404', async () => {
    for (const url of ['/', '/login', '/admin-dashboard', '/no/such/page?x=1']) {
      const response = await new TestClient(t.app).get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable and a missing asset as 404', async () => {
    const asset = await new TestClient(t.app).get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await new TestClient(t.app).get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('keeps API misses as JSON errors', async () => {
    const response = await new TestClient(t.app).get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
