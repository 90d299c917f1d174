import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildServerOnce, SERVER_ROOT } from './server-build';

export { freePort } from '../src/lib/free-port';
export { SERVER_ROOT };

const run = promisify(execFile);

/** The built server, as this run's first caller built it (server-build.ts). */
export function buildServer(): Promise<void> {
  return buildServerOnce(inject('testRunId'));
}

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  url: string;
  exited: Promise<number | null>;
};

/** Starts `node dist/main.js` as `npm start` would and resolves once it prints that it is ready. */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['dist/main.js', ...(env.MODE ? [env.MODE] : [])], {
    cwd: SERVER_ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  while (!/ready in \d+ ms/.test(output)) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, output: () => output, url: `http://127.0.0.1:${env.PORT}`, exited };
}

export async function runCli(script: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, [`dist/cli/${script}.js`, ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env },
  });
}

/**
 * For a test file that starts built servers: builds once before its tests, and after them stops every
 * server it started and removes every directory it made (`track` adds one made elsewhere).
 */
export function useServerProcesses() {
  const dirs: string[] = [];
  const running: ServerProcess[] = [];
  beforeAll(async () => {
    await buildServer();
  }, 120_000);
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(running.map((s) => s.exited));
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });
  return {
    track: (dir: string) => dirs.push(dir),
    async tempDir(prefix: string) {
      const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    async start(env: Record<string, string>) {
      const server = await startServer(env);
      running.push(server);
      return server;
    },
  };
}
