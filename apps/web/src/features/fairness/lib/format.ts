import type { TImpactRow, TImpactTable } from '@app/contracts';
import type { TFunction } from 'i18next';

/**
 * A count as the report prints it: "fewer than 5" for a suppressed group, blank where none applies. The
 * words are the fairness catalogue's, the number in the company's locale (useCompanyFormat's `number`).
 */
export function countText(
  row: TImpactRow,
  value: number | null,
  minGroupSize: number,
  t: TFunction,
  number: (value: number) => string,
): string {
  if (row.suppressed) return t('count.suppressed', { min: number(minGroupSize) });
  return value === null ? '—' : number(value);
}

/** The table's people outside the rates: unknown and declined apart, or merged with the suppressed. */
export function notShownLines(table: TImpactTable, t: TFunction): { label: string; count: number }[] {
  if (table.unknown === null || table.declined === null) {
    return [{ label: t('notShown.merged'), count: table.notShown }];
  }
  return [
    { label: t('notShown.unknown'), count: table.unknown },
    { label: t('notShown.declined'), count: table.declined },
  ];
}

/** Rows with an impact ratio, for the chart. */
export const ratioRows = (table: TImpactTable) => table.rows.filter((r) => r.impactRatio !== null);
