import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { Parser, type ReadEntry } from 'tar';
import { z } from 'zod';
import { migrationsFolder } from '../migrate';

/** The archive's first entry: what the backup is, so a restore can refuse what it cannot restore. */
export const MANIFEST = 'manifest.json';
/** The embedded cluster's files, under this folder (as DATA_DIR/pg). */
export const CLUSTER = 'pg';
/** pg_dump's custom-format file. */
export const DUMP = 'database.dump';
/** Files of DATA_DIR a restored app needs: the embedded role's password, and the generated AUTH_SECRET. */
export const CREDENTIALS = 'pg-credentials.json';
export const AUTH_SECRET = 'auth-secret';

const FORMAT = 1;

const ZManifest = z.object({
  format: z.literal(FORMAT),
  /** `embedded`: a copy of DATA_DIR/pg's files (restores into a DATA_DIR); `pg_dump`: a dump (into any database). */
  kind: z.enum(['embedded', 'pg_dump']),
  postgresVersion: z.string(),
  createdAt: z.iso.datetime(),
  /** The newest migration applied in the database, by its file name in apps/server/drizzle. */
  migration: z.string().nullable(),
  /** The major version of the pg_dump that wrote a `pg_dump` backup: pg_restore must be as new. */
  pgDumpVersion: z.number().int().optional(),
});
export type Manifest = z.infer<typeof ZManifest>;

export async function describeDatabase(
  client: pg.Client,
  kind: Manifest['kind'],
): Promise<{ manifest: Manifest; majorVersion: number }> {
  const version = await client.query<{ server_version: string; server_version_num: string }>(
    'SELECT current_setting($1) AS server_version, current_setting($2) AS server_version_num',
    ['server_version', 'server_version_num'],
  );
  const row = version.rows[0];
  if (!row) throw new Error('The database did not report its version.');
  return {
    manifest: {
      format: FORMAT,
      kind,
      postgresVersion: row.server_version,
      createdAt: new Date().toISOString(),
      migration: await latestMigration(client),
    },
    majorVersion: Math.floor(Number(row.server_version_num) / 10_000),
  };
}

/** Drizzle records a migration by its journal time (`created_at`); the journal names it. */
async function latestMigration(client: pg.Client): Promise<string | null> {
  const applied = await client
    .query<{ created_at: string }>('SELECT max(created_at) AS created_at FROM drizzle.__drizzle_migrations')
    .catch(() => null);
  const when = Number(applied?.rows[0]?.created_at);
  if (!when) return null;
  return (await knownMigrations()).find((m) => m.when === when)?.tag ?? `unknown (${when})`;
}

export async function knownMigrations(): Promise<{ when: number; tag: string }[]> {
  const journal = JSON.parse(
    await fs.readFile(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  return journal.entries;
}

/** Reads the manifest, the first entry, without decompressing the rest of the archive. */
export async function readManifest(file: string): Promise<Manifest> {
  await fs.access(file).catch(() => {
    throw new Error(`${file} not found.`);
  });
  const text = await new Promise<string | null>((resolve, reject) => {
    const input = createReadStream(file);
    const parser = new Parser({
      onReadEntry: (entry: ReadEntry) => {
        if (entry.path !== MANIFEST) {
          input.destroy();
          resolve(null);
          return;
        }
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => {
          input.destroy();
          resolve(Buffer.concat(chunks).toString('utf8'));
        });
      },
    });
    parser.on('end', () => resolve(null));
    input.on('error', reject);
    input.pipe(parser);
  });
  const parsed = text === null ? null : ZManifest.safeParse(parseJson(text));
  if (!parsed?.success) {
    throw new Error(`${file} is not a HireAssess backup this version can read (no valid ${MANIFEST} first).`);
  }
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
