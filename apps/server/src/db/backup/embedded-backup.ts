import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { attachEmbeddedPostgres } from '../embedded';
import type { ArchiveWriter } from './archive-writer';
import { addClusterFiles } from './cluster-files';
import { addDataDirSecrets } from './data-dir-secrets';
import { CLUSTER, describeDatabase, MANIFEST } from './manifest';

type BackupStop = { labelfile: string; spcmapfile: string; stop_wal: string };

/**
 * A consistent copy of the embedded cluster while the app serves, by PostgreSQL's low-level backup API
 * ("Making a Base Backup Using the Low Level API"): pg_backup_start, a copy of the files, pg_backup_stop,
 * whose label goes into the copy as backup_label, then the WAL written meanwhile, so the archive
 * restores on its own. A temporary replication slot keeps that WAL from being recycled during the copy.
 */
export async function backupEmbeddedCluster(dataDir: string, archive: ArchiveWriter): Promise<void> {
  const database = await attachEmbeddedPostgres(dataDir);
  const client = new pg.Client({ connectionString: database.url, application_name: 'hireassess-backup' });
  try {
    await client.connect();
    const { manifest } = await describeDatabase(client, 'embedded');
    await archive.addBuffer(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));

    const pgDir = path.join(dataDir, 'pg');
    const label = `hireassess ${manifest.createdAt}`;
    // Both end with this session: the slot is temporary, and a backup whose session ends is aborted.
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [
      `hireassess_backup_${randomBytes(6).toString('hex')}`,
    ]);
    await client.query('SELECT pg_backup_start($1, fast => true)', [label]);
    await addClusterFiles(archive, pgDir, CLUSTER);
    const stopped = await client.query<BackupStop>(
      `SELECT labelfile, spcmapfile, pg_walfile_name(lsn) AS stop_wal
         FROM pg_backup_stop(wait_for_archive => false)`,
    );
    const stop = stopped.rows[0];
    if (!stop) throw new Error('pg_backup_stop returned nothing.');
    await archive.addBuffer(`${CLUSTER}/backup_label`, Buffer.from(stop.labelfile));
    if (stop.spcmapfile) await archive.addBuffer(`${CLUSTER}/tablespace_map`, Buffer.from(stop.spcmapfile));
    await addBackupWal(archive, pgDir, stop);
    await addDataDirSecrets(archive, dataDir);
  } finally {
    await client.end().catch(() => {});
    await database.stop();
  }
}

/** The WAL segments from the backup's start to its stop, still kept by the slot, and timeline histories. */
async function addBackupWal(archive: ArchiveWriter, pgDir: string, stop: BackupStop): Promise<void> {
  const startWal = /^START WAL LOCATION: .* \(file ([0-9A-F]{24})\)$/m.exec(stop.labelfile)?.[1];
  if (!startWal) throw new Error('The backup label names no start WAL file.');
  const walDir = path.join(pgDir, 'pg_wal');
  const names = (await fs.readdir(walDir)).sort();
  const segments = names.filter((n) => /^[0-9A-F]{24}$/.test(n) && n >= startWal && n <= stop.stop_wal);
  if (segments[0] !== startWal || segments.at(-1) !== stop.stop_wal) {
    throw new Error(`WAL from ${startWal} to ${stop.stop_wal} is no longer in ${walDir}.`);
  }
  for (const name of [...segments, ...names.filter((n) => n.endsWith('.history'))]) {
    if (!(await archive.addLiveFile(`${CLUSTER}/pg_wal/${name}`, path.join(walDir, name)))) {
      throw new Error(`${path.join(walDir, name)} disappeared during the backup.`);
    }
  }
}
