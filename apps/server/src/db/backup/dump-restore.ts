import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { extract } from 'tar';
import { checkAuthSecret, installDataDirSecrets } from './data-dir-secrets';
import { AUTH_SECRET, DUMP, type Manifest } from './manifest';
import { findPostgresTool, type PostgresTool, runPostgresTool } from './postgres-tools';
import type { RestoreOptions } from './restore-options';

/**
 * Restores a pg_dump backup into the database at `url` with pg_restore, in one transaction so a failed
 * restore leaves the database as it was. Only into an empty database unless --force, which first drops
 * the schemas the backup holds (pg_restore's own --clean fails on pg-boss's partitioned tables); a
 * restore that fails after that leaves them empty.
 */
export async function restoreWithPgRestore(
  file: string,
  manifest: Manifest,
  url: string,
  dataDir: string,
  options: RestoreOptions,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, application_name: 'hireassess-restore' });
  await client.connect().catch((error: NodeJS.ErrnoException) => {
    throw new Error(`The database is unreachable: ${error.message || error.code}`);
  });
  try {
    const tables = await countTables(client);
    if (tables > 0 && !options.force) {
      throw new Error(
        `The database already has ${tables} tables: restore into an empty database, or pass --force to replace the backup's schemas in it.`,
      );
    }
    const dumpedWith = manifest.pgDumpVersion ?? Number.parseInt(manifest.postgresVersion, 10);
    const pgRestore = await findPostgresTool(
      'pg_restore',
      dumpedWith,
      `the backup was made by pg_dump ${dumpedWith}`,
    );

    await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
    const staging = await fs.mkdtemp(path.join(dataDir, '.restore-'));
    try {
      await extract({ file, cwd: staging, filter: (entry) => entry === DUMP || entry === AUTH_SECRET });
      const dump = path.join(staging, DUMP);
      await checkAuthSecret(staging, dataDir, options);
      if (tables > 0) await dropSchemas(client, await schemasOf(pgRestore, dump));
      await runPostgresTool(
        pgRestore,
        ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', '--no-password', dump],
        url,
      );
      return await installDataDirSecrets(staging, dataDir, options);
    } finally {
      await fs.rm(staging, { recursive: true, force: true });
    }
  } finally {
    await client.end();
  }
}

async function countTables(client: pg.Client): Promise<number> {
  const result = await client.query<{ count: string }>(
    `SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg_toast%'`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

/** The schemas of the dump's table of contents (`ID; OID OID SCHEMA - name owner` lines), and public. */
async function schemasOf(pgRestore: PostgresTool, dump: string): Promise<string[]> {
  const list = await runPostgresTool(pgRestore, ['--list', dump]);
  const named = [...list.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].map((m) => m[1] ?? '');
  return [...new Set(['public', ...named])];
}

/** public, which the dump expects to exist, is created again empty. */
async function dropSchemas(client: pg.Client, schemas: string[]): Promise<void> {
  await client.query('BEGIN');
  try {
    for (const schema of schemas)
      await client.query(`DROP SCHEMA IF EXISTS ${client.escapeIdentifier(schema)} CASCADE`);
    await client.query('CREATE SCHEMA public');
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
