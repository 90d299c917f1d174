import { closeContext, createContext } from '../compose';
import { loadConfig } from '../config/env';
import type { AppContext } from '../context';
import { attachEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { createLogger } from '../lib/logger';
import { syncLibrary } from '../modules/items/items.service';

/**
 * Runs a command-line task against the same database as the app (DATABASE_URL, or the embedded one
 * in DATA_DIR, whether or not the app is running), then releases everything.
 */
export async function runWithContext(task: (context: AppContext) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? { url: config.DATABASE_URL, stop: async () => {} }
    : await attachEmbeddedPostgres(config.DATA_DIR);
  const context = await createContext(config, database.url, createLogger('warn'));
  try {
    await runMigrations(context.db, context.pool);
    await syncLibrary(context.db);
    await task(context);
  } finally {
    await closeContext(context);
    await database.stop();
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
