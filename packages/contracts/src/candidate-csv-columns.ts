/** The documented CSV columns (headers match case- and space-insensitively, or by a common alias). */
export const CSV_COLUMNS = {
  required: ['full_name', 'email'],
  optional: ['phone', 'position', 'experience_level', 'language'],
} as const;
export type CsvColumn = (typeof CSV_COLUMNS.required)[number] | (typeof CSV_COLUMNS.optional)[number];
const COLUMNS: readonly CsvColumn[] = [...CSV_COLUMNS.required, ...CSV_COLUMNS.optional];

/** 'Full Name', ' EMAIL ', 'full_name' and 'Experience-Level' all name one of the CSV columns. */
export const csvHeaderKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Headers HR teams' exports and spreadsheets use for the documented columns (as csvHeaderKey reads them),
 * taken when the file has no header of the documented name.
 */
export const CSV_COLUMN_ALIASES: Readonly<Record<CsvColumn, readonly string[]>> = {
  full_name: ['name', 'candidatename', 'candidate', 'applicantname', 'studentname', 'fullnameofcandidate'],
  email: ['emailid', 'emailaddress', 'mail', 'mailid', 'emailaddr', 'candidateemail'],
  phone: [
    'mobile',
    'mobileno',
    'mobilenumber',
    'phonenumber',
    'phoneno',
    'contact',
    'contactno',
    'contactnumber',
  ],
  position: ['role', 'jobtitle', 'designation', 'appliedfor', 'jobrole', 'post'],
  experience_level: ['experience', 'level', 'seniority'],
  language: ['lang', 'preferredlanguage'],
};

export type CsvHeaderReading = {
  /** Each column's position in the header. */
  columns: Map<CsvColumn, number>;
  /** The headers read as a column under another name (an alias), in header order. */
  renamed: { header: string; column: CsvColumn }[];
  /** A column named by two headers: the file is ambiguous and refused. */
  repeated: { column: CsvColumn; headers: string[] } | null;
  missing: CsvColumn[];
};

/**
 * Which header names which column: the documented name first (any case and spacing), else one alias.
 * The server's reader and the browser's preview read a header alike.
 */
export function readCsvHeader(header: readonly string[]): CsvHeaderReading {
  const keys = header.map(csvHeaderKey);
  const columns = new Map<CsvColumn, number>();
  const renamed: CsvHeaderReading['renamed'] = [];
  let repeated: CsvHeaderReading['repeated'] = null;
  for (const column of COLUMNS) {
    const exact = keys.flatMap((key, index) => (key === csvHeaderKey(column) ? [index] : []));
    const aliases = CSV_COLUMN_ALIASES[column];
    const named =
      exact.length > 0 ? exact : keys.flatMap((key, index) => (aliases.includes(key) ? [index] : []));
    if (named.length > 1 && !repeated) {
      repeated = { column, headers: named.map((index) => header[index]?.trim() ?? '') };
    }
    const [index] = named;
    if (index === undefined) continue;
    columns.set(column, index);
    if (exact.length === 0) renamed.push({ header: header[index]?.trim() ?? '', column });
  }
  renamed.sort((a, b) => (columns.get(a.column) ?? 0) - (columns.get(b.column) ?? 0));
  const missing = CSV_COLUMNS.required.filter((column) => !columns.has(column));
  return { columns, renamed, repeated, missing };
}
