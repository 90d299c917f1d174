import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ROOT = path.join(REPO_ROOT, 'apps/server');
const run = promisify(execFile);

export type BenchServer = {
  url: string;
  env: Record<string, string>;
  child: ChildProcess;
  /** Milliseconds from spawning the process to the first healthy /api/health. */
  startMs: number;
  stop: () => Promise<void>;
};

/**
 * The built server as `npm start` runs it (`node dist/main.js`, all modes in one process), on the
 * bench's own DATA_DIR and port. Sign-in is not rate limited here: the bench signs in hundreds of sessions.
 */
export async function startServer(
  dataDir: string,
  port: number,
  /** `api`: an API process alone (`node dist/main.js api`), its env pointing it at the first one's database. */
  options: { mode?: 'api'; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const url = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    LOG_LEVEL: 'warn',
    SIGN_IN_RATE_LIMIT: '1000000',
    // The SSE fan-out holds 2,000 streams of one admin, far over a user's and a company's cap.
    LIVE_EVENTS_MAX_PER_USER: '100000',
    LIVE_EVENTS_MAX_PER_COMPANY: '100000',
    LIVE_EVENTS_MAX_PER_PROCESS: '100000',
    ...options.env,
  };
  const started = performance.now();
  // BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under the bench's load.
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, 'dist/main.js', ...(options.mode ? [options.mode] : [])],
    {
      cwd: SERVER_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy in 120 s:\n${output}`);
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const startMs = performance.now() - started;
  return {
    url,
    env,
    child,
    startMs,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs one of the server's CLIs (create-admin, set-plan) against the bench's database. */
export async function runCli(script: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, [`dist/cli/${script}.js`, ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env },
  });
}

/** The embedded PostgreSQL's address, as the server wrote it into DATA_DIR. */
export async function databaseUrl(dataDir: string): Promise<string> {
  const pid = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  const port = pid.split('\n')[3];
  const { password } = JSON.parse(await readFile(path.join(dataDir, 'pg-credentials.json'), 'utf8')) as {
    password: string;
  };
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/app`;
}

export function newPool(connectionString: string, max = 4) {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection ended by the server's shutdown is no failure of its own: a query that needed it
  // fails by itself, and the error that ended the run is the one to see.
  pool.on('error', () => {});
  return pool;
}

/** Cookies of a signed-in session. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A JSON call with a session's cookies; throws unless 2xx. */
export async function call<T>(
  base: string,
  cookie: string,
  method: string,
  pathname: string,
  body?: unknown,
) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      origin: base,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i] as T);
      }
    }),
  );
  return results;
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not done within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
