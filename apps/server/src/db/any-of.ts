import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1::type[])`: the list as one array parameter. Drizzle's `inArray` makes a parameter of
 * each value, and building a statement with hundreds of them cost the pipeline more CPU than running it
 * (bench/, provisioning). An empty list matches nothing, as `inArray`'s does.
 */
export function anyOf(column: AnyPgColumn, values: readonly string[], type: 'uuid' | 'text'): SQL {
  return sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;
}
