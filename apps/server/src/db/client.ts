import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = ReturnType<typeof createDatabase>['db'];

/** The database or one of its transactions: what a repository function runs its statements on. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export function createDatabase(url: string, options: { max?: number } = {}) {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 20 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // The pool listens only while a client is idle: a connection terminated while it is checked out,
  // between its query's end and its release, would emit an unhandled 'error' and crash the process
  // (found by the database-restart reliability test). The query's caller still gets the error, and
  // the pool drops the broken client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return { pool, db };
}
