import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/**
 * The columns (schema.table.column) of every table in the public and pgboss schemas whose text holds any
 * of `needles` (case-insensitive): the proof that erasure or deletion left nothing of a person behind.
 */
export async function scanDatabase(db: Database, needles: string[]): Promise<string[]> {
  const columns = await db.execute<{ table_schema: string; table_name: string; column_name: string }>(sql`
    SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema IN ('public', 'pgboss') AND tb.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'uuid')`);
  const found: string[] = [];
  for (const col of columns.rows) {
    const table = sql.raw(`"${col.table_schema}"."${col.table_name}"`);
    const column = sql.raw(`"${col.column_name}"`);
    const matches = sql.join(
      needles.map((n) => sql`${column}::text ILIKE ${`%${n.replace(/[\\%_]/g, '\\$&')}%`}`),
      sql` OR `,
    );
    const rows = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${table} WHERE ${matches}`,
    );
    if ((rows.rows[0]?.n ?? 0) > 0) found.push(`${col.table_schema}.${col.table_name}.${col.column_name}`);
  }
  return found;
}
