import pg from 'pg';
import { closeContext, createContext } from '../compose';
import { type AppConfig, loadConfig } from '../config/env';
import type { AppContext } from '../context';
import { attachEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { createLogger } from '../lib/logger';
import { syncLibrary } from '../modules/items/items.service';
import { messageOf } from './command-line';

/**
 * Runs a command-line task against the same database as the app (DATABASE_URL, or the embedded one
 * in DATA_DIR, whether or not the app is running), then releases everything.
 */
export async function runWithContext(task: (context: AppContext) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const database = await openToolDatabase(config);
  try {
    const context = await createContext(config, database.url, createLogger('warn'));
    try {
      await runMigrations(context.db, context.pool);
      await syncLibrary(context.db);
      await task(context);
    } finally {
      await closeContext(context);
    }
  } finally {
    await database.stop();
  }
}

type ToolDatabase = { url: string; stop: () => Promise<void> };

/** The app's database, reachable, or an Error whose one line says what was tried and what to do. */
async function openToolDatabase(config: AppConfig): Promise<ToolDatabase> {
  if (config.DATABASE_URL) {
    await connectOnce(
      config.DATABASE_URL,
      `the database ${addressOf(config.DATABASE_URL)} (DATABASE_URL)`,
      'Check that PostgreSQL is running there and that DATABASE_URL is the one the app uses.',
    );
    return { url: config.DATABASE_URL, stop: async () => {} };
  }
  const postgresLog: string[] = [];
  const database = await attachEmbeddedPostgres(config.DATA_DIR, (line) => postgresLog.push(line)).catch(
    (error: unknown) => {
      if (process.env.DEBUG && postgresLog.length > 0) console.error(postgresLog.join('\n'));
      const reason = whyNotStarted(postgresLog);
      throw new Error(
        reason
          ? `The app's database in DATA_DIR ${config.DATA_DIR} did not start (${reason}): check that the app starts with this DATA_DIR; DEBUG=1 prints PostgreSQL's log.`
          : messageOf(error),
        { cause: error },
      );
    },
  );
  try {
    await connectOnce(
      database.url,
      `the app's database in DATA_DIR ${config.DATA_DIR} (${addressOf(database.url)})`,
      'If the app is starting or stopping, try again in a moment.',
    );
  } catch (error) {
    await database.stop();
    throw error;
  }
  return database;
}

/** PostgreSQL's last FATAL or PANIC line without its timestamp, else its last line; none before it ran. */
function whyNotStarted(log: string[]): string | undefined {
  const lines = log.flatMap((chunk) => chunk.split('\n').map((line) => line.trim())).filter(Boolean);
  const line = lines.findLast((l) => /\b(FATAL|PANIC):/.test(l)) ?? lines.at(-1);
  return line?.slice(Math.max(0, line.search(/\b(FATAL|PANIC):/)));
}

/** user@host:port/database: where a URL points, without its password. */
function addressOf(url: string): string {
  const parsed = new URL(url);
  const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
  return `${user}${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** Node reports a refused connection to a name with two addresses as an AggregateError without a message. */
const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused, nothing listens there',
  ENOTFOUND: 'unknown host',
  ETIMEDOUT: 'no answer',
  EHOSTUNREACH: 'host unreachable',
};

async function connectOnce(url: string, what: string, hint: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const reason = REASONS[code] ?? (messageOf(error) || code);
    throw new Error(`Cannot reach ${what}: ${reason}. ${hint}`, { cause: error });
  } finally {
    await client.end().catch(() => {});
  }
}
