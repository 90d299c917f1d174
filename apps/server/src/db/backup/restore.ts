import fs from 'node:fs/promises';
import type { AppConfig } from '../../config/env';
import { startEmbeddedPostgres } from '../embedded';
import { restoreWithPgRestore } from './dump-restore';
import { restoreEmbeddedCluster } from './embedded-restore';
import { knownMigrations, type Manifest, readManifest } from './manifest';
import type { RestoreOptions } from './restore-options';
import { runningServer } from './running-server';

const MOVE_GUIDE = 'docs/operations/backup-and-restore.md#move-to-an-external-postgresql';

/**
 * Restores a backup into the configured database: an embedded backup into DATA_DIR, a pg_dump backup into
 * DATABASE_URL's database or, without it, into a new embedded one. Returns notes for the operator.
 */
export async function restore(
  config: Pick<AppConfig, 'DATA_DIR' | 'DATABASE_URL' | 'AUTH_SECRET'>,
  file: string,
  force: boolean,
): Promise<{ manifest: Manifest; notes: string[] }> {
  const manifest = await readManifest(file);
  await requireKnownMigration(manifest);
  const options: RestoreOptions = { force, authSecretConfigured: Boolean(config.AUTH_SECRET) };
  if (manifest.kind === 'embedded') {
    if (config.DATABASE_URL) {
      throw new Error(
        `${file} is a copy of an embedded database's files, which restores only into a DATA_DIR (unset DATABASE_URL). To move it to an external PostgreSQL, see ${MOVE_GUIDE}.`,
      );
    }
    return { manifest, notes: await restoreEmbeddedCluster(file, manifest, config.DATA_DIR, options) };
  }
  if (config.DATABASE_URL) {
    return {
      manifest,
      notes: await restoreWithPgRestore(file, manifest, config.DATABASE_URL, config.DATA_DIR, options),
    };
  }
  const running = await runningServer(config.DATA_DIR);
  if (running) throw new Error(`${running} is using ${config.DATA_DIR}: stop it before restoring into it.`);
  await fs.mkdir(config.DATA_DIR, { recursive: true, mode: 0o700 });
  const database = await startEmbeddedPostgres(config.DATA_DIR);
  try {
    return {
      manifest,
      notes: await restoreWithPgRestore(file, manifest, database.url, config.DATA_DIR, options),
    };
  } finally {
    await database.stop();
  }
}

/** A backup from a newer HireAssess has tables this version does not know: restore it with that version. */
async function requireKnownMigration(manifest: Manifest): Promise<void> {
  if (manifest.migration === null) return;
  const known = await knownMigrations();
  if (!known.some((m) => m.tag === manifest.migration)) {
    throw new Error(
      `The backup's database is at migration ${manifest.migration}, which this version of HireAssess does not have: restore it with the version that made it (or a newer one).`,
    );
  }
}
