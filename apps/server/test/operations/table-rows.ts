import pg from 'pg';

/** Per table: the columns read, and each row as the md5 of those columns' text. */
export type TableRows = Map<string, { columns: string[]; rows: string[] }>;

/**
 * Every row of every table of the public schema. With `columnsOf` (an earlier reading) only those tables
 * and columns are read, so rows of a database that later migrations widened compare with the earlier ones.
 */
export async function readTableRows(url: string, columnsOf?: TableRows): Promise<TableRows> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string; columns: string[] }>(`
      SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      GROUP BY c.table_name`);
    const current = new Map(tables.rows.map((t) => [t.table_name, t.columns]));
    const result: TableRows = new Map();
    for (const [table, columns] of columnsOf
      ? [...columnsOf].map(([t, v]) => [t, v.columns] as const)
      : current) {
      if (!current.has(table)) throw new Error(`table ${table} is gone`);
      const list = columns.map((c) => client.escapeIdentifier(c)).join(', ');
      const rows = await client.query<{ h: string }>(
        `SELECT md5(row(${list})::text) AS h FROM ${client.escapeIdentifier(table)}`,
      );
      result.set(table, { columns, rows: rows.rows.map((r) => r.h).sort() });
    }
    return result;
  } finally {
    await client.end();
  }
}

/** Per table, how many of `before`'s rows `after` no longer holds unchanged, and how many it adds. */
export function compareTableRows(before: TableRows, after: TableRows) {
  const lost: Record<string, number> = {};
  const added: Record<string, number> = {};
  for (const [table, { rows }] of before) {
    const remaining = new Map<string, number>();
    for (const h of after.get(table)?.rows ?? []) remaining.set(h, (remaining.get(h) ?? 0) + 1);
    let missing = 0;
    for (const h of rows) {
      const n = remaining.get(h) ?? 0;
      if (n === 0) missing++;
      else remaining.set(h, n - 1);
    }
    const extra = [...remaining.values()].reduce((sum, n) => sum + n, 0);
    if (missing > 0) lost[table] = missing;
    if (extra > 0) added[table] = extra;
  }
  return { lost, added };
}
