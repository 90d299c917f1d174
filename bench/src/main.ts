import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/src/lib/free-port';
import { autosaveBench, candidateTargets } from './autosave';
import { examdayBench, examdaySettings } from './examday';
import { liveBench } from './live';
import { evaluatedCandidates, pdfBench } from './pdf';
import { provisioningBench } from './provisioning';
import { type Figure, formatTable, ratioToFloor, verdict } from './report';
import { databaseUrl, inBatches, newPool, REPO_ROOT, runCli, signIn, startServer } from './server';
import { firstLoadBench, lighthouseBench } from './web';

const ADMIN = { email: 'bench@bench.test', password: 'bench-password-1', company: 'Bench Co' };
const CANDIDATES_UNDER_LOAD = 200;
const LOAD_SECONDS = 20;
const SSE_CLIENTS = 2_000;

// `npm run bench -- autosave pdf` runs only those parts (the 1,000-candidate upload they build on runs
// unless examday, which invites its own cohorts, is all that is asked for). A number is examday's first N.
const PARTS = ['provisioning', 'autosave', 'web', 'live', 'pdf', 'lighthouse', 'start', 'examday'] as const;
const args = process.argv.slice(2);
const examdayN = args.find((a) => /^\d+$/.test(a));
// `examday campus`: every candidate enters by their invitation link (examday.ts ExamEntry).
const campus = args.includes('campus');
const chosen = args.filter((a) => a !== examdayN && a !== 'campus');
const unknown = chosen.filter((p) => !(PARTS as readonly string[]).includes(p));
if (unknown.length > 0)
  throw new Error(`unknown bench part(s) ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
const runs = (part: (typeof PARTS)[number]) => chosen.length === 0 || chosen.includes(part);

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hireassess-bench-'));
const port = await freePort();
const figures: Figure[] = [];
const benchStarted = Date.now();
let server = await startServer(dataDir, port);
try {
  log(`server on ${server.url}, DATA_DIR ${dataDir}`);
  const firstStartMs = server.startMs;
  await runCli(
    'create-admin',
    [
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
      '--company',
      ADMIN.company,
      '--industry',
      'Technology',
    ],
    server.env,
  );
  await runCli(
    'set-plan',
    ['--company', ADMIN.company, '--plan', 'enterprise', '--limit', '1000000'],
    server.env,
  );
  const base = server.url;
  const adminCookie = await signIn(base, ADMIN.email, ADMIN.password);
  const url = await databaseUrl(dataDir);
  const db = newPool(url, 4);

  if (runs('examday'))
    figures.push(
      ...(await examdayBench({
        server,
        dataDir,
        databaseUrl: url,
        db,
        adminCookie,
        admin: ADMIN,
        settings: examdaySettings(examdayN ? Number(examdayN) : undefined, campus),
        log,
      })),
    );
  // examday invites its own cohorts: the other parts' upload and sign-ins are not needed for it.
  if (chosen.length !== 1 || chosen[0] !== 'examday') {
    log('CSV provisioning: 1,000 candidates');
    const small = await provisioningBench(base, adminCookie, db, 1_000, true);
    if (runs('provisioning')) {
      figures.push(...small.figures);
      log('CSV provisioning: 10,000 candidates');
      figures.push(...(await provisioningBench(base, adminCookie, db, 10_000, false)).figures);
    }

    log(`answer autosave: signing in ${CANDIDATES_UNDER_LOAD} candidates`);
    const loadCandidates = small.upload.candidateIds.slice(0, CANDIDATES_UNDER_LOAD);
    const targets = await candidateTargets(base, db, loadCandidates, ADMIN);
    for (const connections of runs('autosave') ? [10, 100] : []) {
      log(`answer autosave: ${connections} connections, ${LOAD_SECONDS} s, then the bare pg floor`);
      figures.push(...(await autosaveBench(base, url, targets, connections, LOAD_SECONDS)));
    }

    const runner = targets[0];
    if (!runner) throw new Error('no candidate under load');
    if (runs('web')) {
      log('web: first-load JS and CSS of each route');
      figures.push(
        ...(await firstLoadBench(base, [
          { name: 'Landing', path: '/', budgetKb: 100 },
          { name: 'Login', path: '/login' },
          { name: 'Admin dashboard', path: '/admin-dashboard', cookie: adminCookie },
          {
            name: 'Test runner',
            path: `/test-section/${runner.sectionId}`,
            cookie: runner.cookie,
            budgetKb: 170,
          },
        ])),
      );
    }

    if (runs('live')) {
      log(`live updates: ${SSE_CLIENTS} SSE streams`);
      const adminCookies = await inBatches(Array.from({ length: 20 }), 4, () =>
        signIn(base, ADMIN.email, ADMIN.password),
      );
      const company = (
        await db.query<{ id: string }>(
          'SELECT company_id AS id FROM profiles p JOIN "user" u ON u.id = p.id WHERE u.email = $1',
          [ADMIN.email],
        )
      ).rows[0];
      if (!company) throw new Error('the bench admin has no company');
      figures.push(...(await liveBench(base, adminCookies, db, company.id, SSE_CLIENTS)));
    }

    if (runs('pdf')) {
      log(`PDF: ${CANDIDATES_UNDER_LOAD} candidates submit and are scored`);
      const sessions = [...new Map(targets.map((t) => [t.candidateId, t])).values()];
      const evaluated = await evaluatedCandidates(base, db, sessions);
      log(`PDF: ${evaluated.length} reports, then 5 ZIPs`);
      figures.push(...(await pdfBench(base, adminCookie, evaluated)));
    }

    if (runs('lighthouse')) {
      log('Lighthouse: landing and login');
      figures.push(
        ...(await lighthouseBench(base, [
          { name: 'landing', path: '/' },
          { name: 'login', path: '/login' },
        ])),
      );
    }
  }
  await db.end();

  if (runs('start')) {
    log('restart');
    await server.stop();
    server = await startServer(dataDir, port);
    figures.push(
      {
        name: 'Start to healthy: first start',
        value: firstStartMs,
        unit: 'ms',
        floor: null,
        budget: null,
        note: 'node dist/main.js (what npm start runs after building) on an empty DATA_DIR',
      },
      {
        name: 'Start to healthy: restart',
        value: server.startMs,
        unit: 'ms',
        floor: null,
        budget: { limit: 3_000, kind: 'max' },
      },
    );
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\n${formatTable(figures)}\n`);
const git = (args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
const results = {
  date: new Date().toISOString(),
  commit: git(['rev-parse', 'HEAD']),
  parts: chosen.length === 0 ? 'all' : chosen,
  uncommittedChanges: git(['status', '--porcelain']).length > 0,
  durationSeconds: Math.round((Date.now() - benchStarted) / 1000),
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  },
  figures: figures.map((f) => ({ ...f, ratio: ratioToFloor(f), result: verdict(f) })),
};
// A partial run must not replace the full run's record that docs/measurements.md's figures come from.
const resultsFile = chosen.length === 0 ? 'bench/results.json' : 'bench/results.partial.json';
await writeFile(path.join(REPO_ROOT, resultsFile), `${JSON.stringify(results, null, 2)}\n`);
log(`${resultsFile} written (${results.durationSeconds} s)`);
