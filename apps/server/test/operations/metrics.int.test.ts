import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../event-stream';
import { createTestDatabase } from '../helpers';
import { buildServer, freePort, type ServerProcess, startServer } from '../process';

/** The samples of a Prometheus text exposition, keyed by `name{labels}` as printed. */
function samples(text: string): Map<string, number> {
  const parsed = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const separator = line.lastIndexOf(' ');
    parsed.set(line.slice(0, separator), Number(line.slice(separator + 1)));
  }
  return parsed;
}

// docs/operations/monitoring.md: metrics on their own port, by route pattern, and a readiness check.
describe('metrics and readiness of the running server', () => {
  let server: ServerProcess;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let metricsUrl: string;

  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };
  /** Scrapes until `holds` (the worker, a closed stream, take a moment), for up to 10 seconds. */
  const scrapeUntil = async (holds: (found: Map<string, number>) => boolean) => {
    let found = samples(await scrape());
    for (let i = 0; i < 50 && !holds(found); i++) {
      await new Promise((r) => setTimeout(r, 200));
      found = samples(await scrape());
    }
    return found;
  };
  const signIn = async () => {
    const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'admin@acme.example', password: 'acme-admin-2026' }),
    });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };

  beforeAll(async () => {
    await buildServer();
    [database, dataDir] = await Promise.all([
      createTestDatabase(),
      mkdtemp(path.join(os.tmpdir(), 'hireassess-metrics-')),
    ]);
    const [port, metricsPort] = await Promise.all([freePort(), freePort()]);
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      // No web build: a path the SPA does not know answers 404, not index.html.
      WEB_DIST: dataDir,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      METRICS_PORT: String(metricsPort),
      SEED_DEMO: 'true',
    });
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('labels request durations by route pattern and serves /metrics only on METRICS_PORT', async () => {
    const cookie = await signIn();
    const missing = randomUUID();
    expect((await fetch(`${server.url}/api/candidates/${missing}`, { headers: { cookie } })).status).toBe(
      404,
    );
    expect((await fetch(`${server.url}/api/no-such-route/${missing}`)).status).toBe(404);

    const publicMetrics = await fetch(`${server.url}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain('hireassess_');
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);

    const text = await scrape();
    const found = samples(text);
    expect(
      found.get(
        'hireassess_http_request_duration_seconds_count{method="GET",route="/api/candidates/:id",status_code="404"}',
      ),
    ).toBe(1);
    expect(
      found.get(
        'hireassess_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(
      found.get(
        'hireassess_http_request_duration_seconds_count{method="POST",route="/api/auth/*",status_code="200"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(missing);
    // Node.js's own process metrics, under the same prefix.
    expect(found.get('hireassess_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports open live streams, the database pool, queues, mail and the evaluations backlog', async () => {
    const cookie = await signIn();
    expect(samples(await scrape()).get('hireassess_live_event_streams')).toBe(0);
    const stream = await openStream(server.url, cookie);
    try {
      expect(samples(await scrape()).get('hireassess_live_event_streams')).toBe(1);
    } finally {
      stream.close();
    }
    const closed = await scrapeUntil((found) => found.get('hireassess_live_event_streams') === 0);
    expect(closed.get('hireassess_live_event_streams')).toBe(0);

    // A password reset mail is delivered by the worker, to the outbox table (no SMTP_URL).
    await fetch(`${server.url}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'admin@acme.example', redirectTo: '/reset-password' }),
    });
    const found = await scrapeUntil((f) => f.get('hireassess_mail_sent_total{transport="outbox"}') === 1);
    expect(found.get('hireassess_mail_sent_total{transport="outbox"}')).toBe(1);
    expect(found.get('hireassess_mail_failed_total{transport="outbox"}')).toBe(0);

    expect(found.get('hireassess_db_pool_max_connections')).toBe(20);
    const busy = found.get('hireassess_db_pool_connections{state="busy"}') ?? -1;
    const idle = found.get('hireassess_db_pool_connections{state="idle"}') ?? -1;
    expect(busy).toBeGreaterThanOrEqual(0);
    expect(idle).toBeGreaterThanOrEqual(1); // the seed and the sign-ins opened connections
    expect(busy + idle).toBeLessThanOrEqual(20);
    expect(found.get('hireassess_db_pool_waiting_requests')).toBe(0);

    for (const state of ['ready', 'deferred', 'active', 'failed'])
      expect(
        found.get(`hireassess_job_queue_jobs{queue="mail.send",state="${state}"}`),
      ).toBeGreaterThanOrEqual(0);
    expect(found.get('hireassess_job_queue_jobs{queue="evaluation.run",state="failed"}')).toBe(0);

    for (const status of ['pending', 'processing', 'needs_review', 'failed'])
      expect(found.get(`hireassess_evaluations_pending{status="${status}"}`)).toBeGreaterThanOrEqual(0);
  });

  it('answers readiness with the database and the queue up', async () => {
    const response = await fetch(`${server.url}/api/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'up', queue: 'up' } });
  });

  it('refuses METRICS_PORT equal to PORT before starting anything', async () => {
    const port = String(await freePort());
    const refused = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: port,
      METRICS_PORT: port,
    })
      .then(() => 'started')
      .catch((error: Error) => error.message);
    expect(refused).toContain('METRICS_PORT must differ from PORT');
  });
});
