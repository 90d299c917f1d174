import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { ArchiveWriter } from './archive-writer';
import { addDataDirSecrets } from './data-dir-secrets';
import { AUTH_SECRET, DUMP, describeDatabase, MANIFEST } from './manifest';
import { findPostgresTool, runPostgresTool } from './postgres-tools';

/**
 * A backup of the database at `url` by pg_dump (one consistent snapshot, taken while the app serves),
 * in its custom format, so pg_restore can restore it into any PostgreSQL as new as the dump. `scratch`
 * is a private directory for the dump until it is in the archive.
 */
export async function backupWithPgDump(
  url: string,
  dataDir: string,
  archive: ArchiveWriter,
  scratch: string,
): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'hireassess-backup' });
  await client.connect().catch((error: NodeJS.ErrnoException) => {
    throw new Error(`The database is unreachable: ${error.message || error.code}`);
  });
  const { manifest, majorVersion } = await describeDatabase(client, 'pg_dump').finally(() => client.end());
  const pgDump = await findPostgresTool('pg_dump', majorVersion, `the server is PostgreSQL ${majorVersion}`);
  const dump = path.join(scratch, DUMP);
  await runPostgresTool(pgDump, ['--format=custom', `--file=${dump}`, '--no-password'], url);
  await archive.addBuffer(
    MANIFEST,
    Buffer.from(JSON.stringify({ ...manifest, pgDumpVersion: pgDump.majorVersion }, null, 2)),
  );
  if (!(await archive.addLiveFile(DUMP, dump))) throw new Error(`${dump} disappeared.`);
  await fs.rm(dump, { force: true });
  await addDataDirSecrets(archive, dataDir, [AUTH_SECRET]);
}
