import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { Executor } from '../db/client';
import type { JobDefinition, JobHandler } from './define-job';

/** The port domain code enqueues through: it knows the jobs it sends, never their handlers. */
export type JobQueue = {
  /** `startAfter`: not before this time (pg-boss compares it with the database's clock). */
  send: <T>(job: JobDefinition<T>, payload: T, options?: { startAfter?: Date }) => Promise<void>;
  /**
   * Many jobs of one kind in one INSERT (pg-boss `insert`, with the queue's retry policy unless `retry`
   * overrides it). Given `db`, a transaction, the jobs exist only if it commits.
   */
  sendMany: <T>(
    job: JobDefinition<T>,
    payloads: T[],
    options?: { db?: Executor; retry?: { limit: number; delaySeconds: number; maxDelaySeconds: number } },
  ) => Promise<void>;
};

/**
 * A recurring job: pg-boss sends `payload` on the cron expression (UTC, minute resolution), whichever
 * process's clock pass sees it due first, so it runs once per occurrence however many workers there are.
 */
// biome-ignore lint/suspicious/noExplicitAny: heterogeneous payload types of the scheduled jobs
export type JobSchedule<T = any> = { job: JobDefinition<T>; cron: string; payload: T };

/** The queue as the composition root holds it: `C` is the context its registered handlers get. */
export type JobRunner<C> = JobQueue & {
  boss: PgBoss;
  startWorkers: (context: C) => Promise<void>;
  stop: () => Promise<void>;
};

/** pg-boss in the application database (its own `pgboss` schema, outside Drizzle's migrations). */
export async function createJobQueue<C>(
  url: string,
  log: (error: unknown) => void,
  /**
   * `handlers`: the jobs this queue creates and its workers run (none: a queue that only installs
   * pg-boss's schema). `expireSeconds`: JOB_EXPIRE_SECONDS (see env.ts). `schedules`: recurring jobs,
   * (re)written when the workers start (a changed expression replaces the stored one).
   */
  options: {
    // biome-ignore lint/suspicious/noExplicitAny: heterogeneous payload types of the registered jobs
    handlers?: JobHandler<any, C>[];
    expireSeconds?: number | undefined;
    schedules?: JobSchedule[];
  } = {},
): Promise<JobRunner<C>> {
  const { expireSeconds, handlers = [], schedules = [] } = options;
  const supervision = expireSeconds && {
    superviseIntervalSeconds: Math.max(1, Math.floor(expireSeconds / 2)),
    monitorIntervalSeconds: Math.max(1, Math.floor(expireSeconds / 2)),
  };
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    useListenNotify: true,
    max: 5,
    ...supervision,
  });
  boss.on('error', log);
  await boss.start();
  for (const { job } of handlers) {
    await boss.createQueue(job.name, {
      notify: true,
      retryLimit: job.retryLimit,
      retryBackoff: true,
      retryDelay: 2,
    });
    // Queues outlive processes: an existing queue takes the expiry too.
    if (expireSeconds) await boss.updateQueue(job.name, { expireInSeconds: expireSeconds });
  }
  return {
    boss,
    async send(job, payload, options = {}) {
      await boss.send(job.name, job.schema.parse(payload) as object, options);
    },
    async sendMany(job, payloads, options = {}) {
      if (payloads.length === 0) return;
      const retry = options.retry && {
        retryLimit: options.retry.limit,
        retryDelay: options.retry.delaySeconds,
        retryDelayMax: options.retry.maxDelaySeconds,
        retryBackoff: true,
      };
      await boss.insert(
        job.name,
        payloads.map((payload) => ({ data: job.schema.parse(payload) as object, ...retry })),
        options.db ? { db: fromDrizzle(options.db, sql) } : {},
      );
    },
    async startWorkers(context) {
      for (const { job, handle } of handlers) {
        // One pg-boss worker per unit of concurrency, so each handler knows its worker. pg-boss waits
        // out the polling interval after every batch unless notified, and one NOTIFY wakes each worker
        // once: a backlog (a bulk insert, mail piled up during an SMTP outage) would drain one batch
        // per worker per interval. A worker that just finished a batch therefore fetches again at once;
        // an empty fetch or a failed batch falls back to the normal interval.
        for (let i = 0; i < (job.concurrency ?? 1); i++) {
          let workerId = '';
          workerId = await boss.work(
            job.name,
            {
              batchSize: job.batchSize,
              localConcurrency: 1,
              pollingIntervalSeconds: 1,
              notifyPollingIntervalSeconds: 5,
            },
            async (jobs) => {
              await handle(
                jobs.map((j) => job.schema.parse(j.data)),
                context,
              );
              boss.notifyWorker(workerId);
            },
          );
        }
      }
      for (const { job, cron, payload } of schedules) {
        await boss.schedule(job.name, cron, job.schema.parse(payload) as object, { tz: 'UTC' });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
