import fs from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from '../embedded';

/** The app (DATA_DIR/server.pid) or its PostgreSQL (DATA_DIR/pg/postmaster.pid) still running there, if any. */
export async function runningServer(dataDir: string): Promise<string | null> {
  for (const [file, what] of [
    ['server.pid', 'A HireAssess server'],
    [path.join('pg', 'postmaster.pid'), 'PostgreSQL'],
  ] as const) {
    const text = await fs.readFile(path.join(dataDir, file), 'utf8').catch(() => null);
    const pid = Number.parseInt(text?.split('\n')[0] ?? '', 10);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) return `${what} (pid ${pid})`;
  }
  return null;
}
