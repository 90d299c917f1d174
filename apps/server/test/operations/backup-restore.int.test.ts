import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runCli, useServerProcesses } from '../process';
import { compareTableRows, readTableRows } from './table-rows';

// docs/operations/backup-and-restore.md: a backup taken while the app serves and writes restores into a
// new place, where the app starts with the data and sign-ins of the moment of the backup.

const run = promisify(execFile);
const POSTGRES_15 = '/usr/lib/postgresql/15/bin';
const { tempDir, start } = useServerProcesses();

async function signIn(base: string, email: string, password: string) {
  return fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
}

/** A failed command line's exit code and stderr. */
async function failure(command: Promise<unknown>) {
  const error = (await command.then(
    () => null,
    (e: unknown) => e,
  )) as { code: number; stderr: string } | null;
  if (!error) throw new Error('the command succeeded');
  return { code: error.code, stderr: error.stderr };
}

describe('backup and restore of the embedded database', () => {
  it('backs up while the app serves and writes, and restores into a new DATA_DIR', async () => {
    const [dirA, dirB, folder, portA, portB] = await Promise.all([
      tempDir('hireassess-backup-a-'),
      tempDir('hireassess-backup-b-'),
      tempDir('hireassess-backups-'),
      freePort(),
      freePort(),
    ]);
    const envA = {
      DATA_DIR: dirA,
      PORT: String(portA),
      APP_URL: `http://127.0.0.1:${portA}`,
      SEED_DEMO: 'false',
    };
    const envB = {
      DATA_DIR: dirB,
      PORT: String(portB),
      APP_URL: `http://127.0.0.1:${portB}`,
      SEED_DEMO: 'false',
    };
    const file = path.join(folder, 'hireassess.tar.gz');
    const a = await start(envA);
    await runCli(
      'create-admin',
      [
        '--email',
        'ops@before.test',
        '--password',
        'before-pass-1',
        '--company',
        'Before',
        '--industry',
        'Finance',
      ],
      envA,
    );

    // Sign-ins write sessions all through the backup.
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        expect((await signIn(a.url, 'ops@before.test', 'before-pass-1')).status).toBe(200);
        writes++;
      }
    })();
    const made = await runCli('backup', [file], envA).finally(() => {
      writing = false;
    });
    await writer;
    expect(made.stdout).toContain(`Backup written to ${file}`);
    expect(writes).toBeGreaterThan(0);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(existsSync(`${file}.partial`)).toBe(false);

    // A change after the backup: the password.
    const session = await signIn(a.url, 'ops@before.test', 'before-pass-1');
    const changed = await fetch(`${a.url}/api/auth/change-password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: a.url,
        cookie: session.headers.getSetCookie().join('; '),
      },
      body: JSON.stringify({ currentPassword: 'before-pass-1', newPassword: 'after-pass-2' }),
    });
    expect(changed.status).toBe(200);

    expect(await failure(runCli('backup', [file], envA))).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('exists'),
    });
    expect(await failure(runCli('backup', [], envA))).toMatchObject({ code: 2 });
    // pg_dump 15 cannot dump the embedded PostgreSQL 18.
    const logical = await failure(
      runCli('backup', ['--logical', path.join(folder, 'logical.tar.gz')], {
        ...envA,
        PG_BIN_DIR: POSTGRES_15,
      }),
    );
    expect(logical.stderr).toMatch(/PostgreSQL 15 but the server is PostgreSQL 18/);
    expect(existsSync(path.join(folder, 'logical.tar.gz.partial'))).toBe(false);

    const refusedWhileRunning = await failure(runCli('restore', ['--force', file], envA));
    expect(refusedWhileRunning.stderr).toContain(`is using ${dirA}`);
    const intoExternal = await failure(
      runCli('restore', [file], { ...envB, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }),
    );
    expect(intoExternal.stderr).toContain('#move-to-an-external-postgresql');

    const restored = await runCli('restore', [file], envB);
    expect(restored.stdout).toContain(`into DATA_DIR ${dirB}`);
    const again = await failure(runCli('restore', [file], envB));
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('already holds a database') });

    const b = await start(envB);
    expect((await signIn(b.url, 'ops@before.test', 'before-pass-1')).status).toBe(200);
    expect((await signIn(b.url, 'ops@before.test', 'after-pass-2')).status).toBe(401);
    expect((await signIn(a.url, 'ops@before.test', 'after-pass-2')).status).toBe(200);
  }, 90_000);
});

describe('backup and restore of an external PostgreSQL', () => {
  let postgres: { url: (database: string) => string; stop: () => Promise<void> };

  beforeAll(async () => {
    postgres = await startPostgres15(await tempDir('hireassess-pg15-'));
  }, 60_000);
  afterAll(async () => {
    await postgres?.stop();
  });

  it('dumps with pg_dump and restores into an empty database with pg_restore', async () => {
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE source');
    await admin.query('CREATE DATABASE target');
    await admin.end();
    const [dataDir, folder] = await Promise.all([tempDir('hireassess-ext-'), tempDir('hireassess-backups-')]);
    const source = { DATABASE_URL: postgres.url('source'), DATA_DIR: dataDir, PG_BIN_DIR: POSTGRES_15 };
    const target = { ...source, DATABASE_URL: postgres.url('target') };
    const file = path.join(folder, 'external.tar.gz');

    // The app's migrations run on PostgreSQL 15, and write an administrator and a company.
    await runCli(
      'create-admin',
      [
        '--email',
        'ops@external.test',
        '--password',
        'external-pass-1',
        '--company',
        'Ext',
        '--industry',
        'Finance',
      ],
      source,
    );
    await runCli('backup', [file], source);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const restored = await runCli('restore', [file], target);
    expect(restored.stdout).toContain('into the database of DATABASE_URL');
    const before = await readTableRows(source.DATABASE_URL);
    expect(before.get('user')?.rows).toHaveLength(1);
    expect(compareTableRows(before, await readTableRows(target.DATABASE_URL))).toEqual({
      lost: {},
      added: {},
    });

    const refused = await failure(runCli('restore', [file], target));
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('pass --force') });
    await runCli('restore', ['--force', file], target);
    expect(compareTableRows(before, await readTableRows(target.DATABASE_URL))).toEqual({
      lost: {},
      added: {},
    });

    const unreachable = await failure(
      runCli('backup', [path.join(folder, 'none.tar.gz')], {
        ...source,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      }),
    );
    expect(unreachable.stderr).toContain('unreachable');
    expect(existsSync(path.join(folder, 'none.tar.gz.partial'))).toBe(false);
  }, 60_000);
});

/**
 * A PostgreSQL 15 server from Debian's packages as the "external" database (CI installs them; a missing
 * one fails the test rather than skipping it). As root it runs as the postgres system user.
 */
async function startPostgres15(dir: string) {
  if (!existsSync(path.join(POSTGRES_15, 'initdb'))) {
    throw new Error(`PostgreSQL 15 is not installed in ${POSTGRES_15} (apt-get install postgresql-15).`);
  }
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot
    ? {
        uid: Number((await run('id', ['-u', 'postgres'])).stdout),
        gid: Number((await run('id', ['-g', 'postgres'])).stdout),
      }
    : {};
  const password = 'external-secret';
  const pgData = path.join(dir, 'data');
  await writeFile(path.join(dir, 'password'), password);
  if (owner.uid !== undefined && owner.gid !== undefined) await chown(dir, owner.uid, owner.gid);
  if (owner.uid !== undefined && owner.gid !== undefined) {
    await chown(path.join(dir, 'password'), owner.uid, owner.gid);
  }
  const tool = (name: string, args: string[]) =>
    run(path.join(POSTGRES_15, name), args, { ...owner, cwd: dir });
  await tool('initdb', [
    '-D',
    pgData,
    '-U',
    'postgres',
    '--auth=scram-sha-256',
    `--pwfile=${path.join(dir, 'password')}`,
  ]);
  const port = await freePort();
  await tool('pg_ctl', [
    'start',
    '-w',
    '-D',
    pgData,
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`,
  ]);
  return {
    url: (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await tool('pg_ctl', ['stop', '-m', 'fast', '-D', pgData]);
    },
  };
}
