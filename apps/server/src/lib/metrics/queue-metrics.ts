import type { PgBoss } from 'pg-boss';
import type { Registry } from 'prom-client';
import { registerCollectedGauge } from './collected-gauge';
import { METRIC_PREFIX } from './registry';

/**
 * Each pg-boss queue's jobs by state, as pg-boss's monitor last counted them (every
 * monitorIntervalSeconds, 60 s by default): ready (runnable now: the backlog), deferred (retries and
 * scheduled jobs waiting for their time), active, failed (failed for good, kept until pg-boss's retention
 * removes them).
 */
export function registerQueueMetrics(registry: Registry, boss: Pick<PgBoss, 'getQueues'>): void {
  registerCollectedGauge(registry, {
    name: `${METRIC_PREFIX}job_queue_jobs`,
    help: 'Jobs of each queue by state (ready, deferred, active, failed), as pg-boss last counted them.',
    labelNames: ['queue', 'state'],
    read: async () =>
      (await boss.getQueues()).flatMap((queue) => [
        { labels: { queue: queue.name, state: 'ready' }, value: queue.readyCount },
        { labels: { queue: queue.name, state: 'deferred' }, value: queue.deferredCount },
        { labels: { queue: queue.name, state: 'active' }, value: queue.activeCount },
        { labels: { queue: queue.name, state: 'failed' }, value: queue.failedCount },
      ]),
  });
}
