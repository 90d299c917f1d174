import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CSV_LIMITS } from '@app/contracts';
import { Agent, FormData, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { until } from '../event-stream';
import { createTestDatabase } from '../helpers';
import { buildServer, freePort, runCli, type ServerProcess, startServer } from '../process';
import { type NginxProcess, renderSite, SITE_CONFIG, startNginx } from './nginx-process';
import { createSelfSignedCertificate } from './self-signed-certificate';

const EMAIL = 'admin@proxy.test';
const PASSWORD = 'proxy-pass-1';
/** The client's own loopback address: nginx reaches the processes from 127.0.0.1, so the two differ. */
const CLIENT_ADDRESS = '127.0.0.7';
/** What a client might claim to be; the app must not believe it. */
const SPOOFED_ADDRESS = '203.0.113.9';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;
let apis: ServerProcess[] = [];
let nginx: NginxProcess | undefined;
let client: Agent;
let base: string;
let httpPort: number;
let cookie = '';

beforeAll(async () => {
  await buildServer();
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'hireassess-proxy-'));
  const [certificate, httpsPort, plainPort, ...apiPorts] = await Promise.all([
    createSelfSignedCertificate(dir),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  httpPort = plainPort;
  base = `https://127.0.0.1:${httpsPort}`;
  const env = {
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    APP_URL: base,
    TRUST_PROXY: 'true',
    // Every process signs and reads the same session cookies.
    AUTH_SECRET: 'reverse-proxy-suite-secret-0123456789abcdef',
    MODE: 'api',
    // Fastify's request lines say which process served what, from which address.
    LOG_LEVEL: 'info',
  };
  await runCli(
    'create-admin',
    ['--email', EMAIL, '--password', PASSWORD, '--company', 'Proxy Co', '--industry', 'Technology'],
    { DATABASE_URL: database.url, DATA_DIR: dir },
  );
  apis = await Promise.all(
    apiPorts.map(async (port) => {
      const dataDir = path.join(dir, `api-${port}`);
      await mkdir(dataDir);
      return startServer({ ...env, PORT: String(port), DATA_DIR: dataDir });
    }),
  );
  const site = renderSite(await readFile(SITE_CONFIG, 'utf8'), {
    upstreams: apiPorts.map((port) => `127.0.0.1:${port}`),
    httpPort,
    httpsPort,
    certificatePath: certificate.certificatePath,
    keyPath: certificate.keyPath,
  });
  const nginxDir = path.join(dir, 'nginx');
  await mkdir(nginxDir);
  nginx = await startNginx(nginxDir, site, httpsPort);
  // A browser's connection: HTTP/2 when offered, trusting the test's certificate.
  client = new Agent({ connect: { ca: certificate.pem }, localAddress: CLIENT_ADDRESS, allowH2: true });
}, 120_000);

afterAll(async () => {
  await client?.close();
  await nginx?.stop();
  for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGTERM');
  await Promise.all(apis.map((api) => api.exited));
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const request = (pathname: string, init: Parameters<typeof fetch>[1] = {}) =>
  fetch(`${base}${pathname}`, { ...init, dispatcher: client });

/** The request lines a process logged: `{ method, url, remoteAddress }`. */
function served(api: ServerProcess): { method: string; url: string; remoteAddress: string }[] {
  return api
    .output()
    .split('\n')
    .slice(0, -1) // the last line may still be arriving
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      const entry = JSON.parse(line) as { req?: { method: string; url: string; remoteAddress: string } };
      return entry.req ? [entry.req] : [];
    });
}
const servedBy = (url: string) => apis.filter((api) => served(api).some((r) => r.url === url));

/** A candidate CSV of exactly `bytes`: one candidate, padded in a column the app ignores. */
function csvOf(bytes: number): Blob {
  const head = 'full_name,email,notes\nAda Lovelace,ada@proxy.test,';
  return new Blob([head, 'x'.repeat(bytes - head.length - 1), '\n'], { type: 'text/csv' });
}

function uploadForm(file: Blob) {
  const form = new FormData();
  form.set(
    'testConfiguration',
    JSON.stringify({ testMode: 'pre-built', selectedTests: [{ id: TEST_IDS.logicalReasoning }] }),
  );
  form.set('file', file, 'candidates.csv');
  return request('/api/n8n/csv-upload', { method: 'POST', headers: { origin: base, cookie }, body: form });
}

describe('nginx with docs/deploy/nginx.conf in front of two API processes', () => {
  it('sends plain http to https', async () => {
    const response = await fetch(`http://127.0.0.1:${httpPort}/login?next=%2F`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://127.0.0.1/login?next=%2F');
  });

  it('signs in with a Secure cookie, and the app sees the client address, not one the client claims', async () => {
    const response = await request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': SPOOFED_ADDRESS },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const session = response.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(session).toMatch(/^__Secure-hireassess\.session_token=/);
    expect(session).toMatch(/; Secure/i);
    cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // One HSTS header, nginx's, not the app's as well.
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');

    const log = await request('/api/audit-log', { headers: { cookie } });
    const { items } = (await log.json()) as { items: { action: string; ip: string | null }[] };
    expect(items.find((item) => item.action === 'member.signed_in')?.ip).toBe(CLIENT_ADDRESS);
    // The client was offered HTTP/2 and took it.
    expect(await readFile(nginx?.accessLog ?? '', 'utf8')).toContain(
      '"POST /api/auth/sign-in/email HTTP/2.0" 200',
    );
  });

  it('streams a change made through the other process, and takes an upload near the limit', async () => {
    const controller = new AbortController();
    const stream = await request('/api/candidates/events', {
      headers: { cookie },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    let received = '';
    const reader = stream.body?.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      for (;;) {
        const { value, done } = (await reader?.read().catch(() => undefined)) ?? { done: true };
        if (done) return;
        received += decoder.decode(value, { stream: true });
      }
    })();
    try {
      expect(await until(() => received.includes('event: ready'))).toBe(true);

      const upload = await uploadForm(csvOf(CSV_LIMITS.maxBytes - 1024));
      expect(upload.status, await upload.clone().text()).toBe(200);
      expect(((await upload.json()) as { candidateIds: string[] }).candidateIds).toHaveLength(1);
      expect(await until(() => received.includes('event: candidates'), 10_000)).toBe(true);
    } finally {
      controller.abort();
    }
    // least_conn sent the upload past the process holding the stream: the event crossed processes.
    const [streaming] = servedBy('/api/candidates/events');
    const [uploading] = servedBy('/api/n8n/csv-upload');
    expect(streaming).toBeDefined();
    expect(uploading).toBeDefined();
    expect(uploading).not.toBe(streaming);
    const requests = apis.flatMap(served);
    expect(new Set(requests.map((r) => r.remoteAddress))).toEqual(new Set([CLIENT_ADDRESS]));
  });

  it("answers a file over the app's limit with the app's own 413, not nginx's", async () => {
    const response = await uploadForm(csvOf(CSV_LIMITS.maxBytes + 1));
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({
      error: { code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('larger than 10 MB') },
    });
  });
});
