import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config/env';
import { attachEmbeddedPostgres } from '../embedded';
import { createArchiveWriter } from './archive-writer';
import { backupWithPgDump } from './dump-backup';
import { backupEmbeddedCluster } from './embedded-backup';

export type BackupOptions = {
  /** Replace an existing file. */
  force: boolean;
  /** A pg_dump of the embedded database (restores into an external PostgreSQL) instead of its files. */
  logical: boolean;
};

/**
 * Backs up the app's database while it serves: a copy of the embedded cluster's files, or with
 * DATABASE_URL (or `logical`) a pg_dump. Returns the archive's size in bytes.
 */
export async function backup(
  config: Pick<AppConfig, 'DATA_DIR' | 'DATABASE_URL'>,
  file: string,
  options: BackupOptions,
): Promise<number> {
  const { DATA_DIR: dataDir, DATABASE_URL: url } = config;
  const archive = await createArchiveWriter(file, { overwrite: options.force });
  try {
    if (url) {
      await withScratch(file, (scratch) => backupWithPgDump(url, dataDir, archive, scratch));
    } else if (options.logical) {
      const database = await attachEmbeddedPostgres(dataDir);
      await withScratch(file, (scratch) => backupWithPgDump(database.url, dataDir, archive, scratch)).finally(
        () => database.stop(),
      );
    } else {
      await backupEmbeddedCluster(dataDir, archive);
    }
    await archive.finish();
  } catch (error) {
    await archive.abort();
    throw error;
  }
  return (await fs.stat(file)).size;
}

/** A private directory beside the backup (where there is room for it) for pg_dump's file. */
async function withScratch(file: string, task: (scratch: string) => Promise<void>): Promise<void> {
  const scratch = await fs.mkdtemp(path.join(path.dirname(file), '.hireassess-dump-'));
  try {
    await task(scratch);
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
