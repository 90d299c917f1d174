import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS = 100;
const PAGE_BYTES = 4096;

export type Usage = { max: number; avg: number };
export type Resources = {
  /** The API process(es), summed: % of one core. */
  serverCpu: Usage;
  serverRssMb: Usage;
  /** The PostgreSQL postmaster and all its backends: % of one core. */
  postgresCpu: Usage;
  /** Client backends of the app's database not idle (running a query or inside a transaction). */
  pgBusy: Usage;
  pgOpen: Usage;
};

/** CPU ticks and resident bytes of one process; null once it is gone. */
async function processStat(pid: number): Promise<{ ticks: number; rss: number; ppid: number } | null> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!text) return null;
  // Fields after the command (which may hold spaces) start at the state, field 3.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { ticks: field(14) + field(15), rss: field(24) * PAGE_BYTES, ppid: field(4) };
}

/** CPU ticks of the postmaster and each of its backends, by pid. */
async function postgresTicks(postmaster: number): Promise<Map<number, number>> {
  const pids = (await readdir('/proc')).filter((d) => /^\d+$/.test(d)).map(Number);
  const stats = await Promise.all(pids.map(async (pid) => ({ pid, stat: await processStat(pid) })));
  return new Map(
    stats
      .filter(({ pid, stat }) => stat && (pid === postmaster || stat.ppid === postmaster))
      .map(({ pid, stat }) => [pid, stat?.ticks ?? 0]),
  );
}

/** The servers' summed CPU ticks and resident bytes, PostgreSQL's ticks by process, and when they were read. */
async function cpuSample(serverPids: number[], postmasterPid: number) {
  const stats = await Promise.all(serverPids.map(processStat));
  return {
    at: performance.now(),
    server: stats.reduce((sum, s) => sum + (s?.ticks ?? 0), 0),
    rss: stats.reduce((sum, s) => sum + (s?.rss ?? 0), 0),
    pg: await postgresTicks(postmasterPid),
  };
}

/** Ticks spent between two samples: a backend that exited in between is lost, one that started counts whole. */
const ticksBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ticks]) => sum + ticks - (before.get(pid) ?? 0), 0);

const usage = (values: number[]): Usage => ({
  max: values.length > 0 ? Math.max(...values) : Number.NaN,
  avg: values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN,
});

/** Samples the servers' CPU and memory, PostgreSQL's CPU and its connections once a second until stopped. */
export function sampleResources(serverPids: number[], postmasterPid: number, db: pg.Pool) {
  const samples = { serverCpu: [] as number[], rss: [] as number[], pgCpu: [] as number[] };
  const busy: number[] = [];
  const open: number[] = [];
  let stopped = false;
  const run = async () => {
    let before = await cpuSample(serverPids, postmasterPid);
    let first = true;
    while (!stopped) {
      const now = await cpuSample(serverPids, postmasterPid);
      const { rows } = await db.query<{ busy: number; open: number }>(
        `SELECT (count(*) FILTER (WHERE state IS DISTINCT FROM 'idle'))::int - 1 AS busy, count(*)::int AS open
         FROM pg_stat_activity WHERE backend_type = 'client backend' AND datname = current_database()`,
      );
      if (!first) {
        const seconds = (now.at - before.at) / 1000;
        samples.serverCpu.push(((now.server - before.server) / TICKS / seconds) * 100);
        samples.pgCpu.push((ticksBetween(before.pg, now.pg) / TICKS / seconds) * 100);
        samples.rss.push(now.rss / 2 ** 20);
        busy.push(rows[0]?.busy ?? 0);
        open.push(rows[0]?.open ?? 0);
      }
      first = false;
      before = now;
      await sleep(1_000);
    }
  };
  const running = run();
  return {
    async stop(): Promise<Resources> {
      stopped = true;
      await running;
      return {
        serverCpu: usage(samples.serverCpu),
        serverRssMb: usage(samples.rss),
        postgresCpu: usage(samples.pgCpu),
        pgBusy: usage(busy),
        pgOpen: usage(open),
      };
    },
  };
}

/** Below this share of a core, a second's sample counts as quiet. */
const QUIET_CPU = 10;
const QUIET_SECONDS = 3;

/**
 * Brings the database and the servers to rest before an exam starts, as a real exam's morning finds them
 * (the invitations went out days before): VACUUM ANALYZE of what the earlier cohorts and this one's
 * invitation wrote, then the servers' and PostgreSQL's CPU quiet for a few seconds. Without it a round right
 * after a failed larger one ran beside that cohort's autovacuum and did far worse than the same N run first.
 * Returns the seconds it took, or null if it was still busy at the deadline.
 */
export async function settle(
  serverPids: number[],
  postmasterPid: number,
  db: pg.Pool,
  maxSeconds = 120,
): Promise<number | null> {
  const started = performance.now();
  await db.query('VACUUM (ANALYZE)');
  let before = await cpuSample(serverPids, postmasterPid);
  let quiet = 0;
  while (quiet < QUIET_SECONDS) {
    if ((performance.now() - started) / 1000 > maxSeconds) return null;
    await sleep(1_000);
    const now = await cpuSample(serverPids, postmasterPid);
    const seconds = (now.at - before.at) / 1000;
    const server = ((now.server - before.server) / TICKS / seconds) * 100;
    const postgres = (ticksBetween(before.pg, now.pg) / TICKS / seconds) * 100;
    quiet = server < QUIET_CPU && postgres < QUIET_CPU ? quiet + 1 : 0;
    before = now;
  }
  return (performance.now() - started) / 1000;
}
