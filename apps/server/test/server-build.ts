import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/** The file that says this run has built the server (global-setup.ts removes it when the run ends). */
export const serverBuiltMarker = (runId: string) =>
  path.join(os.tmpdir(), `hireassess-server-built-${runId}`);

/**
 * Builds the server at most once per test run, whichever files need it first. A build rewrites dist/ in
 * place, so a second build while another file's servers load their chunks made those servers fail to start
 * ("does not provide an export named …"). The first caller takes a lock directory (mkdir is atomic), the
 * others wait for the marker.
 */
export async function buildServerOnce(runId: string): Promise<void> {
  const built = serverBuiltMarker(runId);
  const lock = `${built}.lock`;
  for (;;) {
    if (existsSync(built)) return;
    try {
      await mkdir(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (!existsSync(built)) {
      await run(process.execPath, ['build.mjs', '--quiet'], { cwd: SERVER_ROOT });
      await writeFile(built, '');
    }
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
