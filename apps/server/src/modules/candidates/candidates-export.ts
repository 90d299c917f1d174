import { candidateStatusLabel } from '@app/contracts';
import { stringify } from 'csv-stringify/sync';

export type ExportRow = {
  fullName: string;
  email: string;
  phone: string | null;
  position: string | null;
  experienceLevel: string | null;
  testStatus: string;
  totalScore: number | null;
  createdAt: Date;
  lastSubmittedAt: Date | null;
};

const HEADER = [
  'Name',
  'Email',
  'Phone',
  'Position',
  'Experience level',
  'Status',
  'Score',
  'Added',
  'Last submitted',
];

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some
 * strip first) as a formula: candidate-supplied names could exfiltrate data from the admin's sheet.
 * A leading apostrophe makes it text (OWASP's CSV injection advice).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** UTF-8 with a BOM so Excel shows non-ASCII names correctly; CRLF as RFC 4180 says. */
export function candidatesCsv(rows: ExportRow[]): string {
  const records = rows.map((r) =>
    [
      r.fullName,
      r.email,
      r.phone ?? '',
      r.position ?? '',
      r.experienceLevel ?? '',
      candidateStatusLabel(r.testStatus),
      r.totalScore === null ? '' : String(r.totalScore),
      r.createdAt.toISOString(),
      r.lastSubmittedAt?.toISOString() ?? '',
    ].map(neutraliseFormula),
  );
  return `\uFEFF${stringify([HEADER, ...records], { record_delimiter: 'windows' })}`;
}
