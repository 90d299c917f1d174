import type { Registry } from 'prom-client';
import { registerCollectedGauge } from './collected-gauge';
import { METRIC_PREFIX } from './registry';

/** What a pg.Pool tells of its use. */
type PoolUse = { totalCount: number; idleCount: number; waitingCount: number; options: { max?: number } };

/** pg's own default ceiling, when the pool was given none. */
const PG_DEFAULT_MAX = 10;

/** The database pool's connections (idle, busy, its ceiling) and the queries waiting for one. */
export function registerPoolMetrics(registry: Registry, pool: PoolUse): void {
  registerCollectedGauge(registry, {
    name: `${METRIC_PREFIX}db_pool_connections`,
    help: 'Connections the database pool holds, by state: idle, or busy running a query or transaction.',
    labelNames: ['state'],
    read: () => [
      { labels: { state: 'idle' }, value: pool.idleCount },
      { labels: { state: 'busy' }, value: pool.totalCount - pool.idleCount },
    ],
  });
  registerCollectedGauge(registry, {
    name: `${METRIC_PREFIX}db_pool_max_connections`,
    help: 'Connections the database pool may open at most.',
    read: () => pool.options.max ?? PG_DEFAULT_MAX,
  });
  registerCollectedGauge(registry, {
    name: `${METRIC_PREFIX}db_pool_waiting_requests`,
    help: 'Queries waiting for a database connection because every connection of the pool is busy.',
    read: () => pool.waitingCount,
  });
}
