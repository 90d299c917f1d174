import { PgBoss } from 'pg-boss';
import type { AppContext } from '../context';
import type { JobDefinition } from './define-job';
import { jobDefinitions } from './registry';

export type JobQueue = {
  boss: PgBoss;
  send: <T>(job: JobDefinition<T>, payload: T) => Promise<void>;
  startWorkers: (context: AppContext) => Promise<void>;
  stop: () => Promise<void>;
};

/** pg-boss in the application database (its own `pgboss` schema, outside Drizzle's migrations). */
export async function createJobQueue(url: string, log: (error: unknown) => void): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', useListenNotify: true, max: 5 });
  boss.on('error', log);
  await boss.start();
  for (const job of jobDefinitions) {
    await boss.createQueue(job.name, {
      notify: true,
      retryLimit: job.retryLimit,
      retryBackoff: true,
      retryDelay: 2,
    });
  }
  return {
    boss,
    async send(job, payload) {
      await boss.send(job.name, job.schema.parse(payload) as object);
    },
    async startWorkers(context) {
      for (const job of jobDefinitions) {
        await boss.work(
          job.name,
          {
            batchSize: job.batchSize,
            localConcurrency: job.concurrency ?? 1,
            pollingIntervalSeconds: 1,
            notifyPollingIntervalSeconds: 5,
          },
          async (jobs) => {
            await job.handle(
              jobs.map((j) => job.schema.parse(j.data)),
              context,
            );
          },
        );
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
