import { type CsvHeaderReading, readCsvHeader } from '@app/contracts';
import Papa from 'papaparse';

export const PREVIEW_LINES = 5;

export type CsvPreview = {
  /** The first 5 lines of the file as records, the header being the first. */
  lines: string[][];
  /** Data rows (non-blank records after the header): what the review tab reports. */
  rowCount: number;
  /** The header as the server reads it: missing columns, headers read under another name, a repeat. */
  header: Pick<CsvHeaderReading, 'missing' | 'renamed' | 'repeated'>;
};

/** Reads the picked file in the browser, so the admin sees what they are about to upload. */
export function readCsvPreview(file: File): Promise<CsvPreview> {
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      complete: ({ data }) => {
        const [header = [], ...rows] = data;
        const cleanHeader = header.map((cell, i) => (i === 0 ? cell.replace(/^\uFEFF/, '') : cell));
        resolve({
          lines: [cleanHeader, ...rows].slice(0, PREVIEW_LINES),
          rowCount: rows.length,
          header: readCsvHeader(cleanHeader),
        });
      },
      error: (error) => reject(error),
    });
  });
}
