import { collectDefaultMetrics, Registry } from 'prom-client';

/** Every metric of this process starts with it, so a shared Prometheus tells them from other services'. */
export const METRIC_PREFIX = 'hireassess_';

/** The process's own registry (not prom-client's global one), with Node.js's process metrics. */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  return registry;
}
