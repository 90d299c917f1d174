import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import type { JobDefinition } from './define-job';
import { jobDefinitions } from './registry';

/** The database or one of its transactions. */
export type JobExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type JobQueue = {
  boss: PgBoss;
  /** `startAfter`: not before this time (pg-boss compares it with the database's clock). */
  send: <T>(job: JobDefinition<T>, payload: T, options?: { startAfter?: Date }) => Promise<void>;
  /**
   * Many jobs of one kind in one INSERT (pg-boss `insert`, with the queue's retry policy unless `retry`
   * overrides it). Given `db`, a transaction, the jobs exist only if it commits.
   */
  sendMany: <T>(
    job: JobDefinition<T>,
    payloads: T[],
    options?: { db?: JobExecutor; retry?: { limit: number; delaySeconds: number; maxDelaySeconds: number } },
  ) => Promise<void>;
  startWorkers: (context: AppContext) => Promise<void>;
  stop: () => Promise<void>;
};

/** pg-boss in the application database (its own `pgboss` schema, outside Drizzle's migrations). */
export async function createJobQueue(
  url: string,
  log: (error: unknown) => void,
  /** `expireSeconds`: JOB_EXPIRE_SECONDS (see env.ts). */
  options: { expireSeconds?: number | undefined } = {},
): Promise<JobQueue> {
  const { expireSeconds } = options;
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
  for (const job of jobDefinitions) {
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
      for (const job of jobDefinitions) {
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
              await job.handle(
                jobs.map((j) => job.schema.parse(j.data)),
                context,
              );
              boss.notifyWorker(workerId);
            },
          );
        }
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
