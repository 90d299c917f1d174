import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ArchiveWriter } from './archive-writer';

// What PostgreSQL's "Backing Up the Data Directory" (continuous-archiving.html) says a copy of a running
// cluster leaves out, as pg_basebackup does: files describing the running server, and directories whose
// contents are rebuilt at startup. The WAL the copy needs is added after pg_backup_stop.
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'backup_manifest',
  'postgresql.auto.conf.tmp',
  'current_logfiles.tmp',
]);
const EMPTIED_DIRECTORIES = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const skippedAnywhere = (name: string) => name.startsWith('pgsql_tmp') || name.startsWith('pg_internal.init');

/** Adds the cluster in `pgDir` under `prefix`, between pg_backup_start and pg_backup_stop. */
export async function addClusterFiles(archive: ArchiveWriter, pgDir: string, prefix: string): Promise<void> {
  const tablespaces = await fs.readdir(path.join(pgDir, 'pg_tblspc'));
  if (tablespaces.length > 0) {
    throw new Error('The cluster has tablespaces outside its directory, which this backup does not copy.');
  }
  await addDirectory(archive, pgDir, prefix, true);
}

async function addDirectory(archive: ArchiveWriter, absolute: string, name: string, isRoot: boolean) {
  const stat = await fs.stat(absolute).catch(ignoreMissing);
  if (!stat) return;
  await archive.addDirectory(name, stat.mode & 0o7777, stat.mtime);
  const entries = await fs.readdir(absolute, { withFileTypes: true }).catch(ignoreMissing);
  for (const entry of entries ?? []) {
    const child = path.join(absolute, entry.name);
    const childName = `${name}/${entry.name}`;
    if (skippedAnywhere(entry.name) || (isRoot && SKIPPED_FILES.has(entry.name))) continue;
    if (isRoot && EMPTIED_DIRECTORIES.has(entry.name)) await addEmptied(archive, child, childName);
    else if (entry.isDirectory()) await addDirectory(archive, child, childName, false);
    else if (entry.isFile()) await archive.addLiveFile(childName, child);
    else throw new Error(`${child}: ${describe(entry)} in the cluster, which this backup does not copy.`);
  }
}

/** The directory alone; pg_wal keeps its subdirectories (archive_status, summaries), empty too. */
async function addEmptied(archive: ArchiveWriter, absolute: string, name: string) {
  const stat = await fs.stat(absolute).catch(ignoreMissing);
  if (!stat) return;
  await archive.addDirectory(name, stat.mode & 0o7777, stat.mtime);
  if (path.basename(absolute) !== 'pg_wal') return;
  for (const entry of await fs.readdir(absolute, { withFileTypes: true })) {
    if (entry.isDirectory())
      await addEmptied(archive, path.join(absolute, entry.name), `${name}/${entry.name}`);
  }
}

function describe(entry: Dirent): string {
  return entry.isSymbolicLink() ? 'a symbolic link' : 'a special file';
}

function ignoreMissing(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT') return null;
  throw error;
}
