import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ROOT } from '../process';

type ShippedMigration = { idx: number; when: number; tag: string; sha256: string };

/**
 * The release an upgrade starts from: its commit, its last migration and what each of its migrations
 * held (previous-release.json). Recorded rather than read from git, so a shallow clone can run it.
 */
export const PREVIOUS_RELEASE = JSON.parse(
  readFileSync(path.join(SERVER_ROOT, 'test', 'operations', 'previous-release.json'), 'utf8'),
) as { commit: string; lastMigration: string; migrations: ShippedMigration[] };

export type JournalEntry = { idx: number; when: number; tag: string };

const DRIZZLE = path.join(SERVER_ROOT, 'drizzle');

function readJournal(): { entries: JournalEntry[] } {
  return JSON.parse(readFileSync(path.join(DRIZZLE, 'meta', '_journal.json'), 'utf8'));
}

export const currentJournal = (): JournalEntry[] => readJournal().entries;

export const sqlOf = (tag: string) => readFileSync(path.join(DRIZZLE, `${tag}.sql`), 'utf8');

export const sha256Of = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A migrations folder holding exactly what the previous release shipped, for drizzle's migrator: this
 * build's copies of those migrations, refused if any differs from what the release recorded.
 */
export async function previousReleaseMigrations(): Promise<string> {
  const journal = readJournal();
  const shipped = PREVIOUS_RELEASE.migrations;
  const entries = journal.entries.slice(0, shipped.length);
  shipped.forEach((migration, i) => {
    const entry = entries[i];
    if (
      entry?.tag !== migration.tag ||
      entry.when !== migration.when ||
      sha256Of(sqlOf(migration.tag)) !== migration.sha256
    )
      throw new Error(`Migration ${migration.tag} is not as the previous release shipped it`);
  });
  const folder = await mkdtemp(path.join(os.tmpdir(), 'previous-release-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) await writeFile(path.join(folder, `${tag}.sql`), sqlOf(tag));
  return folder;
}
