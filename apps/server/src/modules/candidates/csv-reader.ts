import { pipeline, Readable } from 'node:stream';
import { CSV_COLUMNS, CSV_LIMITS, type CsvColumn, csvHeaderKey, readCsvHeader } from '@app/contracts';
import { CsvError, parse } from 'csv-parse';
import { AppError } from '../../lib/app-error';
import type { IntakeRow } from './intake.service';

const MAX_ROWS_TEXT = CSV_LIMITS.maxRows.toLocaleString('en-US');
const COLUMNS_HELP = `The first row must be a header naming the columns ${CSV_COLUMNS.required.join(' and ')} (${CSV_COLUMNS.optional.join(', ')} are optional).`;
const TOO_MANY_VALUES =
  'Has more values than the header has columns; put values that contain commas in double quotes';

const reject = (message: string) => new AppError('VALIDATION_ERROR', message);
const notUtf8Text = () =>
  reject(
    'This file is not a UTF-8 encoded CSV text file. Please export it as "CSV UTF-8 (Comma delimited)" and try again.',
  );

/**
 * Reads an uploaded candidate CSV as it streams in. Whole-file problems (not UTF-8 text, no header,
 * missing columns, no rows, too many rows, unbalanced quotes) throw an AppError and nothing is
 * returned; per-row problems are left to the intake service, which reports them row by row.
 *
 * Row numbers are the ones a spreadsheet shows for the file: 1-based, the header counted as row 1,
 * blank lines counted, and a quoted value spanning several lines counted once.
 */
export async function readCandidateCsv(
  source: string | Uint8Array | AsyncIterable<Uint8Array>,
): Promise<IntakeRow[]> {
  const input =
    typeof source === 'string' ? [Buffer.from(source)] : source instanceof Uint8Array ? [source] : source;
  // relax_column_count: short rows simply lack optional values; long rows are reported per row.
  // relax_quotes: names such as Jane "JJ" Doe are common in hand-made files.
  const parser = parse({ relax_column_count: true, relax_quotes: true });
  // Failures surface through the iteration below; pipeline only needs to tear the chain down.
  const records: AsyncIterable<string[]> = pipeline(Readable.from(input), decodeUtf8, parser, () => {});

  let header: Map<CsvColumn, number> | null = null;
  let headerWidth = 0;
  const rows: IntakeRow[] = [];
  let row = 0;
  try {
    for await (const record of records) {
      row += 1;
      if (record.every((value) => value.trim() === '')) continue;
      if (!header) {
        header = readHeader(record);
        headerWidth = record.length;
        continue;
      }
      if (rows.length === CSV_LIMITS.maxRows) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `The file has more than ${MAX_ROWS_TEXT} rows. Please split it into files of at most ${MAX_ROWS_TEXT} candidates.`,
        );
      }
      rows.push(toRow(header, headerWidth, record, row));
    }
  } catch (error) {
    throw asRejection(error);
  }
  if (!header) {
    throw reject(`The file is empty. ${COLUMNS_HELP}`);
  }
  if (rows.length === 0) {
    throw reject('The file has a header row but no candidates. Add one row per candidate below the header.');
  }
  return rows;
}

/** Strict UTF-8 (a BOM is dropped): Latin-1 exports and binary files are refused, never imported garbled. */
async function* decodeUtf8(chunks: AsyncIterable<Uint8Array>) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const checked = (text: string) => {
    // NUL never occurs in text files but fills UTF-16 text and most binary formats.
    if (text.includes('\u0000')) throw notUtf8Text();
    return text;
  };
  for await (const chunk of chunks) yield checked(decoder.decode(chunk, { stream: true }));
  yield checked(decoder.decode());
}

function readHeader(record: string[]): Map<CsvColumn, number> {
  const { columns: header, repeated, missing } = readCsvHeader(record);
  if (repeated) {
    const documented = repeated.headers.every((name) => csvHeaderKey(name) === csvHeaderKey(repeated.column));
    throw reject(
      documented
        ? `The column ${repeated.column} appears more than once in the header.`
        : `The columns ${repeated.headers.join(' and ')} could each be ${repeated.column}. Rename one to ${repeated.column}, or remove the other.`,
    );
  }
  if (missing.length > 0) {
    const found = record
      .map((name) => name.trim())
      .filter(Boolean)
      .slice(0, 10)
      .map((name) => (name.length > 40 ? `${name.slice(0, 40)}…` : name));
    const separator = record.length === 1 ? separatorHint(record[0] ?? '') : '';
    throw reject(
      `The file is missing the required column${missing.length > 1 ? 's' : ''} ${missing.join(' and ')}. ${COLUMNS_HELP} Columns found: ${found.join(', ')}.${separator}`,
    );
  }
  return header;
}

/** Spreadsheets set to some locales save with semicolons or tabs; say so rather than only "missing columns". */
function separatorHint(onlyHeader: string): string {
  const separator = onlyHeader.includes(';') ? 'semicolons' : onlyHeader.includes('\t') ? 'tabs' : null;
  return separator
    ? ` The values seem to be separated by ${separator}: please save the file with commas as separators.`
    : '';
}

function toRow(
  header: Map<CsvColumn, number>,
  headerWidth: number,
  record: string[],
  row: number,
): IntakeRow {
  const value = (column: CsvColumn) => {
    const index = header.get(column);
    return index === undefined ? undefined : record[index];
  };
  const overflows = record.slice(headerWidth).some((extra) => extra.trim() !== '');
  return {
    row,
    full_name: value('full_name'),
    email: value('email'),
    phone: value('phone'),
    position: value('position'),
    experience_level: value('experience_level'),
    language: value('language'),
    ...(overflows ? { problem: TOO_MANY_VALUES } : {}),
  };
}

function asRejection(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (
    error instanceof TypeError &&
    (error as NodeJS.ErrnoException).code === 'ERR_ENCODING_INVALID_ENCODED_DATA'
  ) {
    return notUtf8Text();
  }
  if (error instanceof CsvError) {
    // csv-parse counts every record before the failing one, header and blank lines included.
    const row = typeof error.records === 'number' ? ` in row ${error.records + 1}` : '';
    return error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? reject(
          `The file is not valid CSV: a quoted value${row} is never closed. Check the double quotes there.`,
        )
      : reject(`The file is not valid CSV${row}: ${error.message}.`);
  }
  return error;
}
