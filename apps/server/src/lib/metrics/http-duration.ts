import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Histogram, type Registry } from 'prom-client';
import { METRIC_PREFIX } from './registry';

/** The label of a request no route matched (scanners' guesses would otherwise each be a series). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route label: the pattern the request matched (`/api/candidates/:id`), never its URL, so ids and
 * query strings do not make a series each.
 */
export function routeLabel(routePattern: string | undefined): string {
  return routePattern || UNMATCHED_ROUTE;
}

/**
 * Observes every response's duration by method, route pattern and status. Registered before the routes
 * so its hook covers them all, the not-found handler included.
 */
export const httpDurationPlugin = fp(
  async (app: FastifyInstance, options: { registry: Registry }) => {
    const duration = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'Time from request to response, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [options.registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      duration.observe(
        {
          method: request.method,
          route: routeLabel(request.is404 ? undefined : request.routeOptions.url),
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'http-duration' },
);
