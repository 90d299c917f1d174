import type { TImpactRow, TImpactTable } from '@app/contracts';

/** A count as the report prints it: "fewer than 5" for a suppressed group, blank where none applies. */
export function countText(row: TImpactRow, value: number | null, minGroupSize: number): string {
  if (row.suppressed) return `fewer than ${minGroupSize}`;
  return value === null ? '—' : String(value);
}

/** The table's people outside the rates: unknown and declined apart, or merged with the suppressed. */
export function notShownLines(table: TImpactTable): { label: string; count: number }[] {
  if (table.unknown === null || table.declined === null) {
    return [{ label: 'Unknown, declined or in a group under the minimum (merged)', count: table.notShown }];
  }
  return [
    { label: 'Unknown (not answered)', count: table.unknown },
    { label: 'Declined (prefer not to say)', count: table.declined },
  ];
}

/** Rows with an impact ratio, for the chart. */
export const ratioRows = (table: TImpactTable) => table.rows.filter((r) => r.impactRatio !== null);
