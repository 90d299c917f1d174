import type { TImpactTable } from '@app/contracts';
import type { TFunction } from 'i18next';

/**
 * A count as the report prints it: "withheld" where the report withholds it, blank where none applies. The
 * words are the fairness catalogue's, the number in the company's locale (useCompanyFormat's `number`).
 */
export function countText(
  value: number | null,
  withheld: boolean,
  t: TFunction,
  number: (value: number) => string,
): string {
  if (withheld) return t('count.withheld');
  return value === null ? '—' : number(value);
}

/** Why some of the table's numbers are withheld, in words; null when none are. */
export function withheldNote(table: TImpactTable, minGroupSize: number, t: TFunction): string | null {
  if (table.withholding === 'some_groups') return t('table.withheldNote', { max: minGroupSize - 1 });
  if (table.withholding === 'whole_table') return t('table.wholeTable', { count: table.notShown });
  return null;
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
