import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/helpers';

const HOME = '<!doctype html><title>HireAssess</title><div id="root"><h1>Transform your hiring</h1></div>';
const LOGIN = '<!doctype html><title>HireAssess</title><div id="root"><h1>Welcome Back</h1></div>';

let t: TestApp;
beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hireassess-web-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><title>HireAssess</title><div id="root"></div>',
  );
  await writeFile(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What apps/web/scripts/prerender.mjs and precompress.mjs write.
  await mkdir(path.join(root, 'prerendered'));
  await writeFile(
    path.join(root, 'prerendered', 'pages.json'),
    JSON.stringify({ '/': 'home.html', '/login': 'login.html' }),
  );
  await writeFile(path.join(root, 'prerendered', 'home.html'), HOME);
  await writeFile(path.join(root, 'prerendered', 'home.html.br'), brotliCompressSync(HOME));
  await writeFile(path.join(root, 'prerendered', 'login.html'), LOGIN);
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

  it('answers a pre-rendered public page with its HTML, whatever its query, and other pages with the shell', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/')).body).toBe(HOME);
    expect((await client.get('/login')).body).toBe(LOGIN);
    expect((await client.get('/login?redirectTo=%2Faccount')).body).toBe(LOGIN);
    for (const url of ['/admin-dashboard', '/login/extra', '/no/such/page']) {
      expect((await client.get(url)).body).toContain('<div id="root"></div>');
    }
    const login = await client.get('/login');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.headers['content-type']).toContain('text/html');
  });

  it("sends the build's Brotli copy to a browser that accepts it, and the plain file otherwise", async () => {
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(HOME);
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HOME);
    // No Brotli copy of this page: the plain file, whatever the browser accepts.
    const login = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(login.headers['content-encoding']).toBeUndefined();
    expect(login.body).toBe(LOGIN);
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
