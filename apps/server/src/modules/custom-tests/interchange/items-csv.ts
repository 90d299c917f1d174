import { csvHeaderKey, type TImportReportEntry, type TItemDraft } from '@app/contracts';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../../candidates/candidates-export';
import { checkDraft } from './draft-validation';
import { excerpt } from './excerpt';
import {
  csvFieldName,
  draftToRow,
  ITEMS_CSV_COLUMNS,
  type ItemsCsvColumn,
  itemTypeOf,
  rowToCandidate,
  TYPE_HELP,
} from './items-csv-row';

export const ITEMS_CSV_MAX_ROWS = 2_000;

export interface ParsedQuestions {
  drafts: { ref: string; draft: TItemDraft }[];
  entries: TImportReportEntry[];
  /** Why the whole file was refused; then nothing is imported. */
  fileError?: string;
}

const REQUIRED_COLUMNS: readonly ItemsCsvColumn[] = ['type', 'question'];
const COLUMN_BY_KEY = new Map(ITEMS_CSV_COLUMNS.map((column) => [csvHeaderKey(column), column]));
const TITLE_LENGTH = 80;
const COLUMNS_HELP = `The first row must name the columns (type and question are required; the template has them all: ${ITEMS_CSV_COLUMNS.join(', ')}).`;

const refused = (fileError: string): ParsedQuestions => ({ drafts: [], entries: [], fileError });

/**
 * Reads a questions CSV: one question per row, each imported or skipped with the reason. Rows are numbered as
 * a spreadsheet shows them (the header is row 1, a quoted value spanning lines counts once).
 */
export function parseItemsCsv(bytes: Buffer): ParsedQuestions {
  const text = utf8Text(bytes);
  if (text === undefined) {
    return refused(
      'This file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8 (Comma delimited)" and try again.',
    );
  }
  let records: string[][];
  try {
    // relax_quotes: hand-made files often have quotes inside unquoted values (He said "no").
    records = parse(text, { relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch (error) {
    if (error instanceof CsvError) return refused(`The file is not valid CSV: ${error.message}.`);
    throw error;
  }

  const headerIndex = records.findIndex((record) => !isBlank(record));
  const headerRecord = records[headerIndex];
  if (!headerRecord) return refused(`The file is empty. ${COLUMNS_HELP}`);
  const header = readHeader(headerRecord);
  if (typeof header === 'string') return refused(header);

  const rows = records
    .map((record, index) => ({ record, row: index + 1 }))
    .slice(headerIndex + 1)
    .filter(({ record }) => !isBlank(record));
  if (rows.length === 0)
    return refused('The file has a header row but no questions: add one question per row.');
  if (rows.length > ITEMS_CSV_MAX_ROWS) {
    return refused(
      `The file has ${rows.length.toLocaleString('en-US')} questions; at most ${ITEMS_CSV_MAX_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
    );
  }

  const result: ParsedQuestions = { drafts: [], entries: [] };
  for (const { record, row } of rows) {
    const value = (column: ItemsCsvColumn) => {
      const index = header.get(column);
      return index === undefined ? '' : unguardFormula((record[index] ?? '').trim());
    };
    const ref = `row ${row}`;
    const title = excerpt(value('question'), TITLE_LENGTH);
    const type = itemTypeOf(value('type'));
    if (!type) {
      const given = value('type');
      const reason = given
        ? `type: "${given}" is not a question type. ${TYPE_HELP}`
        : `type: Missing. ${TYPE_HELP}`;
      result.entries.push({ ref, title, outcome: 'skipped', reason });
      continue;
    }
    const candidate = rowToCandidate(type, value);
    const check =
      typeof candidate === 'string'
        ? { ok: false as const, reason: candidate }
        : checkDraft(candidate, csvFieldName);
    if (check.ok) {
      result.drafts.push({ ref, draft: check.draft });
      result.entries.push({ ref, title, outcome: 'imported', type });
    } else {
      result.entries.push({ ref, title, outcome: 'skipped', type, reason: check.reason });
    }
  }
  return result;
}

/** The questions as a CSV that parseItemsCsv reads back: UTF-8 with a BOM (so Excel shows accents), CRLF. */
export function itemsToCsv(drafts: TItemDraft[]): string {
  const rows = drafts.map((draft) => {
    const row = draftToRow(draft);
    return ITEMS_CSV_COLUMNS.map((column) => neutraliseFormula(row[column] ?? ''));
  });
  return `\uFEFF${stringify([[...ITEMS_CSV_COLUMNS], ...rows], { record_delimiter: 'windows' })}`;
}

/** Strict UTF-8 (a BOM is dropped): a Latin-1 or UTF-16 export is refused rather than imported garbled. */
function utf8Text(bytes: Buffer): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // NUL never occurs in text but fills UTF-16 text and binary files.
    return text.includes('\u0000') ? undefined : text;
  } catch {
    return undefined;
  }
}

function readHeader(record: string[]): Map<ItemsCsvColumn, number> | string {
  const header = new Map<ItemsCsvColumn, number>();
  for (const [index, name] of record.entries()) {
    const column = COLUMN_BY_KEY.get(csvHeaderKey(name));
    if (!column) continue;
    if (header.has(column)) return `The column ${column} appears twice in the header.`;
    header.set(column, index);
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !header.has(column));
  if (missing.length === 0) return header;
  const separators = record.length === 1 && /[;\t]/.test(record[0] ?? '');
  return `The file is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(' and ')}. ${COLUMNS_HELP}${
    separators ? ' The values seem to be separated by semicolons or tabs: save the file with commas.' : ''
  }`;
}

const isBlank = (record: string[]) => record.every((value) => value.trim() === '');

/** Undoes neutraliseFormula: the apostrophe an export puts before =, +, -, @ so spreadsheets show text. */
const unguardFormula = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);
