import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type PostgresTool = { path: string; majorVersion: number };

const installHint = (version: number | string) =>
  `Install the PostgreSQL ${version} client tools (Debian/Ubuntu: \`apt-get install postgresql-client-${version}\` ` +
  'from apt.postgresql.org) and put them on PATH, or point PG_BIN_DIR at their bin directory.';

/**
 * pg_dump or pg_restore from PG_BIN_DIR, else PATH, of major version `atLeast` or newer: pg_dump refuses a
 * newer server and pg_restore a newer dump, so say which versions and what to install before they do.
 */
export async function findPostgresTool(
  name: 'pg_dump' | 'pg_restore',
  atLeast: number,
  /** Why that version, e.g. "the server is PostgreSQL 18". */
  reason: string,
): Promise<PostgresTool> {
  const directories = process.env.PG_BIN_DIR
    ? [process.env.PG_BIN_DIR]
    : (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const directory of directories) {
    const candidate = path.join(directory, name);
    const executable = await fs.access(candidate, constants.X_OK).then(
      () => true,
      () => false,
    );
    if (!executable) continue;
    const { stdout } = await run(candidate, ['--version']);
    const majorVersion = Number(/\(PostgreSQL\) (\d+)/.exec(stdout)?.[1]);
    if (majorVersion >= atLeast) return { path: candidate, majorVersion };
    throw new Error(
      `${candidate} is PostgreSQL ${majorVersion || '(unknown version)'} but ${reason}: ${name} ${atLeast} or newer is needed. ${installHint(atLeast)}`,
    );
  }
  const where = process.env.PG_BIN_DIR ? `in PG_BIN_DIR (${process.env.PG_BIN_DIR})` : 'on PATH';
  throw new Error(`${name} not found ${where} (${reason}). ${installHint(atLeast)}`);
}

/**
 * Runs a client tool, against `url` when given: its password goes in PGPASSWORD rather than on the
 * command line, where every user of the machine could read it. Returns what the tool printed.
 */
export async function runPostgresTool(tool: PostgresTool, args: string[], url?: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: 'hireassess-backup' };
  const target: string[] = [];
  if (url) {
    const withoutPassword = new URL(url);
    if (withoutPassword.password) env.PGPASSWORD = decodeURIComponent(withoutPassword.password);
    withoutPassword.password = '';
    target.push(`--dbname=${withoutPassword.toString()}`);
  }
  const { stdout } = await run(tool.path, [...target, ...args], { env, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stderr?: string; message: string }) => {
      throw new Error(`${path.basename(tool.path)} failed: ${(error.stderr ?? '').trim() || error.message}`);
    },
  );
  return stdout;
}
