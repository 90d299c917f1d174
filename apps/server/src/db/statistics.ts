import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Executor } from './client';

/** Rows from which a bulk write refreshes the planner's statistics itself. */
export const ANALYZE_MIN_ROWS = 1_000;

/**
 * ANALYZE of the tables a bulk write has just filled, when it wrote at least ANALYZE_MIN_ROWS rows.
 * Autovacuum analyses them too, but only on its next round (up to a minute later), and until then the
 * first dashboards and reports after a large upload are planned on the statistics of tables that were
 * empty or ten times smaller. ANALYZE reads a sample of at most 30,000 rows per table (PostgreSQL's
 * default statistics target), so it costs tens of milliseconds whatever the table's size. It runs after
 * the write's commit: a failure costs nothing but the better plans, so it is logged, never thrown.
 */
export async function analyzeAfterBulkWrite(
  db: Executor,
  logger: Pick<Logger, 'warn'>,
  rows: number,
  tables: PgTable[],
): Promise<void> {
  if (rows < ANALYZE_MIN_ROWS || tables.length === 0) return;
  const names = tables.map((table) => sql.identifier(getTableName(table)));
  try {
    await db.execute(sql`ANALYZE ${sql.join(names, sql`, `)}`);
  } catch (error) {
    logger.warn({ err: error, tables: tables.map(getTableName) }, 'ANALYZE after a bulk write failed');
  }
}
