import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client';
import { outbox } from '../../src/db/schema';
import { createTestDatabase } from '../helpers';
import { buildServer, freePort, SERVER_ROOT } from '../process';

const LAUNCHER = path.join(SERVER_ROOT, 'scripts', 'run-cli.mjs');
const STALE_BUILD_WARNING = 'Warning: the code changed since the last build';

type Outcome = { code: number; stdout: string; stderr: string };

/** `npm run TOOL -- ARGS` without npm: the launcher the root package.json scripts run. */
async function runLauncher(
  launcher: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<Outcome> {
  const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const name of ['DATABASE_URL', 'DEBUG'] as const) if (!(name in env)) delete environment[name];
  return promisify(execFile)(process.execPath, [launcher, ...args], { env: environment }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: Outcome) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** What the tool itself printed to stderr: the launcher warns first when the sources are newer than dist. */
const errorLines = (stderr: string) =>
  stderr.split('\n').filter((line) => line !== '' && !line.startsWith(STALE_BUILD_WARNING));

async function modificationTimes(directory: string): Promise<Record<string, number>> {
  const files = await readdir(directory, { recursive: true });
  return Object.fromEntries(
    await Promise.all(files.map(async (file) => [file, (await stat(path.join(directory, file))).mtimeMs])),
  );
}

describe('command-line tools', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hireassess-cli-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    await buildServer();
  });
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('run the last build without rebuilding it, and mailbox honours --limit', async () => {
    const database = await createTestDatabase();
    try {
      const { db, pool } = createDatabase(database.url, { max: 1 });
      const mail = { subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
      await db.insert(outbox).values([
        { ...mail, to: 'older@corp.test', createdAt: new Date('2026-01-01T00:00:00Z') },
        { ...mail, to: 'newer@corp.test', createdAt: new Date('2026-01-02T00:00:00Z') },
      ]);
      await pool.end();
      const before = await modificationTimes(path.join(SERVER_ROOT, 'dist'));

      const env = { DATABASE_URL: database.url, DATA_DIR: await tempDir() };
      const listed = await runLauncher(LAUNCHER, ['mailbox', '--json', '--limit', '1'], env);

      expect(errorLines(listed.stderr)).toEqual([]);
      expect(listed.code).toBe(0);
      expect(JSON.parse(listed.stdout)).toMatchObject([{ to: 'newer@corp.test' }]);
      expect(await modificationTimes(path.join(SERVER_ROOT, 'dist'))).toEqual(before);
    } finally {
      await database.drop();
    }
  });

  it('print their usage, options and examples with --help', async () => {
    const [mailbox, createAdmin, setPlan] = await Promise.all([
      runLauncher(LAUNCHER, ['mailbox', '--help']),
      runLauncher(LAUNCHER, ['create-admin', '--help']),
      runLauncher(LAUNCHER, ['set-plan', '--help']),
    ]);
    expect(mailbox).toMatchObject({ code: 0 });
    expect(mailbox.stdout).toContain('Usage: npm run mailbox -- [--limit N] [--json]');
    expect(mailbox.stdout).toMatch(/--limit N +how many emails to print, newest first \(default 100\)/);
    expect(mailbox.stdout).toContain('Examples:');
    expect(createAdmin).toMatchObject({ code: 0 });
    expect(createAdmin.stdout).toMatch(/--industry I .*\n.*Technology, Healthcare/);
    expect(setPlan).toMatchObject({ code: 0 });
    expect(setPlan.stdout).toMatch(/--limit N +an agreed number of test generations/);
  });

  it('refuse a command line they cannot read with the usage and exit code 2', async () => {
    const [unknown, missing] = await Promise.all([
      runLauncher(LAUNCHER, ['mailbox', '--limt', '5']),
      runLauncher(LAUNCHER, ['create-admin', '--email', 'it@corp.test']),
    ]);
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(errorLines(unknown.stderr)).toEqual([
      "Unknown option '--limt'",
      'Usage: npm run mailbox -- [--limit N] [--json]',
      'Run with --help for every option and examples.',
    ]);
    expect(missing).toMatchObject({ code: 2 });
    expect(errorLines(missing.stderr)[0]).toBe('--email and --password are required.');
  });

  it('say in one line which database they could not reach, without its password', async () => {
    const port = await freePort();
    const refused = await runLauncher(LAUNCHER, ['mailbox'], {
      DATABASE_URL: `postgres://postgres:s3cret-word@127.0.0.1:${port}/app`,
    });
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(errorLines(refused.stderr)).toEqual([
      `Cannot reach the database postgres@127.0.0.1:${port}/app (DATABASE_URL): connection refused, nothing listens there. Check that PostgreSQL is running there and that DATABASE_URL is the one the app uses.`,
    ]);

    const empty = await tempDir();
    const noCluster = await runLauncher(LAUNCHER, ['set-plan', '--company', 'Acme', '--plan', 'startup'], {
      DATA_DIR: empty,
    });
    expect(noCluster).toMatchObject({ code: 1 });
    expect(errorLines(noCluster.stderr)).toEqual([
      expect.stringContaining(
        `No app database in DATA_DIR ${empty} (no PostgreSQL cluster in its pg folder)`,
      ),
    ]);

    const broken = await tempDir();
    await mkdir(path.join(broken, 'pg'));
    await writeFile(path.join(broken, 'pg', 'PG_VERSION'), '18\n');
    const notStarted = await runLauncher(LAUNCHER, ['mailbox'], { DATA_DIR: broken });
    expect(notStarted).toMatchObject({ code: 1 });
    expect(errorLines(notStarted.stderr)).toEqual([
      expect.stringMatching(
        new RegExp(`^The app's database in DATA_DIR ${broken} did not start \\(.*postgresql\\.conf.*\\): `),
      ),
    ]);
  });

  // A copy of the launcher in a stand-in project whose build.mjs counts its runs: the real build
  // takes seconds and its dist/ is shared with the other tests.
  it('build once when there is no build, and only warn when the sources are newer', async () => {
    const project = await tempDir();
    const launcher = path.join(project, 'scripts', 'run-cli.mjs');
    await cp(LAUNCHER, launcher);
    await mkdir(path.join(project, 'src', 'cli'), { recursive: true });
    await writeFile(path.join(project, 'src', 'cli', 'hello.ts'), '');
    await writeFile(path.join(project, 'src', 'cli', 'unbuilt.ts'), '');
    await writeFile(
      path.join(project, 'build.mjs'),
      `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
appendFileSync('builds.log', 'built\\n');
mkdirSync('dist/cli', { recursive: true });
writeFileSync('dist/main.js', '');
writeFileSync('dist/cli/hello.js', 'console.log(JSON.stringify(process.argv.slice(2)));');`,
    );
    const builds = async () =>
      (await readFile(path.join(project, 'builds.log'), 'utf8')).split('\n').length - 1;

    const first = await runLauncher(launcher, ['hello', '--name', 'Ana']);
    expect(first).toMatchObject({ code: 0, stdout: '["--name","Ana"]\n' });
    expect(first.stderr).toContain('The server is not built yet: building it once');
    const second = await runLauncher(launcher, ['hello']);
    expect(second).toMatchObject({ code: 0, stdout: '[]\n', stderr: '' });
    expect(await builds()).toBe(1);

    const lastYear = new Date(Date.now() - 365 * 24 * 3600 * 1000);
    await utimes(path.join(project, 'dist', 'cli', 'hello.js'), lastYear, lastYear);
    const stale = await runLauncher(launcher, ['hello']);
    expect(stale).toMatchObject({ code: 0, stdout: '[]\n' });
    expect(stale.stderr).toContain(`${STALE_BUILD_WARNING} (a git pull?); this runs the last build.`);
    expect(await builds()).toBe(1);

    expect(await runLauncher(launcher, ['unbuilt'])).toMatchObject({
      code: 2,
      stderr: 'The last build has no unbuilt tool yet: run `npm run build`, then restart the app.\n',
    });
    expect(await runLauncher(launcher, ['nonsense'])).toMatchObject({
      code: 2,
      stderr: 'Unknown tool "nonsense".\n',
    });
  });
});
