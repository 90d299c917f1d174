import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CSV_LIMITS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { readCandidateCsv } from './csv-reader';

const BOM = '\uFEFF';

async function rejection(source: Parameters<typeof readCandidateCsv>[0]) {
  const error = await readCandidateCsv(source).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('readCandidateCsv: reading', () => {
  it('reads a BOM + CRLF file with quoted names and an empty phone', async () => {
    const rows = await readCandidateCsv(
      Buffer.from(
        `${BOM}full_name,email,phone\r\n"Doe, Jane",jane@example.com,\r\n"Ravi ""RK"" Kumar",ravi@example.com,+91 98765 43210\r\n`,
      ),
    );
    expect(rows).toEqual([
      { row: 2, full_name: 'Doe, Jane', email: 'jane@example.com', phone: '' },
      { row: 3, full_name: 'Ravi "RK" Kumar', email: 'ravi@example.com', phone: '+91 98765 43210' },
    ]);
  });

  it('matches headers case-, space- and punctuation-insensitively, in any order, ignoring unknown columns', async () => {
    const [row] = await readCandidateCsv(
      ' EMAIL ,id,Full Name,Experience-Level,PHONE,Position,notes\nann@example.com,7,Ann,Senior,123,CTO,x\n',
    );
    expect(row).toEqual({
      row: 2,
      full_name: 'Ann',
      email: 'ann@example.com',
      phone: '123',
      position: 'CTO',
      experience_level: 'Senior',
    });
  });

  it('leaves absent optional columns and the missing cells of short rows undefined', async () => {
    const rows = await readCandidateCsv('full_name,email,phone\nAnn,ann@example.com\n');
    expect(rows).toEqual([{ row: 2, full_name: 'Ann', email: 'ann@example.com', phone: undefined }]);
  });

  it('numbers rows as a spreadsheet does: blank lines count, a multi-line quoted value once', async () => {
    const rows = await readCandidateCsv(
      '\n\nfull_name,email,position\n"Ann\nLee",ann@example.com,"Line 1\r\nLine 2"\n   \n,,\nBob,bob@example.com\n\n\n',
    );
    expect(rows.map((r) => [r.row, r.full_name])).toEqual([
      [4, 'Ann\nLee'],
      [7, 'Bob'],
    ]);
    expect(rows[0]?.position).toBe('Line 1\r\nLine 2');
  });

  it('keeps stray quotes inside unquoted values literally', async () => {
    const [row] = await readCandidateCsv('full_name,email\nJane "JJ" Doe,jj@example.com\n');
    expect(row?.full_name).toBe('Jane "JJ" Doe');
  });

  it('flags a row with more values than the header has columns, but not trailing empty cells', async () => {
    const rows = await readCandidateCsv(
      'full_name,email\nDoe, Jane,jane@example.com\nAnn,ann@example.com,,\n',
    );
    expect(rows[0]?.problem).toMatch(/more values than the header has columns/);
    expect(rows[1]?.problem).toBeUndefined();
  });

  it('decodes multi-byte characters split across stream chunks', async () => {
    const bytes = Buffer.from(`${BOM}full_name,email\nJosé Müller,jose@example.com\n李小龙,li@example.com\n`);
    const chunks = async function* () {
      for (let i = 0; i < bytes.length; i += 3) yield bytes.subarray(i, i + 3);
    };
    const rows = await readCandidateCsv(chunks());
    expect(rows.map((r) => r.full_name)).toEqual(['José Müller', '李小龙']);
  });

  it(`accepts exactly ${CSV_LIMITS.maxRows} rows`, async () => {
    const lines = Array.from({ length: CSV_LIMITS.maxRows }, (_, i) => `C ${i},c${i}@example.com`);
    const rows = await readCandidateCsv(`full_name,email\n${lines.join('\n')}\n`);
    expect(rows).toHaveLength(CSV_LIMITS.maxRows);
    expect(rows.at(-1)?.row).toBe(CSV_LIMITS.maxRows + 1);
  });
});

describe('readCandidateCsv: whole-file rejections', () => {
  it.each([
    ['nothing', ''],
    ['only a BOM', BOM],
    ['only blank lines', '\r\n\n   \n,,\n'],
  ])('refuses an empty file (%s)', async (_, text) => {
    const error = await rejection(text);
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/^The file is empty\./);
  });

  it('refuses a header without rows', async () => {
    const error = await rejection('full_name,email,phone\r\n\r\n');
    expect(error.message).toBe(
      'The file has a header row but no candidates. Add one row per candidate below the header.',
    );
  });

  it('names the missing required columns and the columns found', async () => {
    expect((await rejection('full_name,phone\nAnn,1\n')).message).toMatch(
      /^The file is missing the required column email\. .* Columns found: full_name, phone\.$/,
    );
    expect((await rejection('nom,courriel\nAnn,a@example.com\n')).message).toMatch(
      /missing the required columns full_name and email\./,
    );
  });

  it('reads the headers HR exports use (Name, Email ID, Mobile, Designation) as the documented columns', async () => {
    const rows = await readCandidateCsv(
      Buffer.from(
        'S.No,Name,Email ID,Mobile No.,Designation,Experience\n1,Asha Rao,asha@example.com,98450 12345,Analyst,Fresher\n',
      ),
    );
    expect(rows).toEqual([
      {
        row: 2,
        full_name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '98450 12345',
        position: 'Analyst',
        experience_level: 'Fresher',
        language: undefined,
      },
    ]);
  });

  it('prefers a documented header to an alias, and refuses two aliases of one column', async () => {
    const [row] = await readCandidateCsv(
      Buffer.from('Name,full_name,email\nNick,Nicole Kidd,n@example.com\n'),
    );
    expect(row?.full_name).toBe('Nicole Kidd');
    expect((await rejection('full_name,email,Mobile,Phone Number\nAnn,a@example.com,1,2\n')).message).toBe(
      'The columns Mobile and Phone Number could each be phone. Rename one to phone, or remove the other.',
    );
  });

  it.each([
    ['semicolons', 'full_name;email;phone\nAnn;ann@example.com;1\n'],
    ['tabs', 'full_name\temail\nAnn\tann@example.com\n'],
  ])('explains a file separated by %s', async (separator, text) => {
    const error = await rejection(text);
    expect(error.message).toContain('missing the required columns full_name and email');
    expect(error.message).toContain(`separated by ${separator}: please save the file with commas`);
  });

  it('refuses a header naming a column twice', async () => {
    expect((await rejection('full_name,Email,E-mail\nAnn,a@example.com,b@example.com\n')).message).toBe(
      'The column email appears more than once in the header.',
    );
  });

  it.each([
    ['Windows-1252 text', Buffer.from('full_name,email\nJos\xe9,jose@example.com\n', 'latin1')],
    ['UTF-16 text', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('full_name,email\n', 'utf16le')])],
    ['UTF-16 text without BOM', Buffer.from('full_name,email\nAnn,ann@example.com\n', 'utf16le')],
    ['a PNG image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48])],
    ['NUL bytes', Buffer.alloc(64)],
  ])('refuses %s as not UTF-8 CSV text', async (_, bytes) => {
    const error = await rejection(bytes);
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/^This file is not a UTF-8 encoded CSV text file\./);
  });

  it('refuses an unclosed quote, naming its row', async () => {
    const error = await rejection(
      'full_name,email\nAnn,ann@example.com\n"Bob,bob@example.com\nCy,cy@example.com\n',
    );
    expect(error.message).toBe(
      'The file is not valid CSV: a quoted value in row 3 is never closed. Check the double quotes there.',
    );
  });

  it(`refuses more than ${CSV_LIMITS.maxRows} rows with 413`, async () => {
    const lines = Array.from({ length: CSV_LIMITS.maxRows + 1 }, (_, i) => `C ${i},c${i}@example.com`);
    const error = await rejection(`full_name,email\n${lines.join('\n')}\n`);
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(
      'The file has more than 50,000 rows. Please split it into files of at most 50,000 candidates.',
    );
  });
});

/**
 * csv-spectrum's corpus with its own expectations: its files lack our columns, so each is read once
 * as is (refused, naming them) and once with its header renamed positionally to ours, which must yield
 * exactly the values of its JSON expectation.
 */
describe('readCandidateCsv: csv-spectrum corpus', () => {
  const root = path.dirname(createRequire(import.meta.url).resolve('csv-spectrum/package.json'));
  const names = readdirSync(path.join(root, 'csvs')).map((file) => path.basename(file, '.csv'));
  const ours = ['full_name', 'email', 'position', 'experience_level', 'phone'];
  // csv-spectrum 2.0.0's expectation disagrees with its own file here; the file is the truth.
  const errata: Record<string, Record<string, string>> = {
    location_coordinates: { 'Contact Phone Number': '2095257564' },
  };

  it('has the files', () => expect(names.length).toBeGreaterThanOrEqual(12));

  it.each(names)('%s', async (name) => {
    const bytes = readFileSync(path.join(root, 'csvs', `${name}.csv`));
    const expected = (
      [JSON.parse(readFileSync(path.join(root, 'json', `${name}.json`), 'utf8'))].flat() as Record<
        string,
        string
      >[]
    ).map((record, i) => (i === 0 ? { ...record, ...errata[name] } : record));
    const theirs = Object.keys(expected[0] ?? {});
    expect((await rejection(bytes)).message).toContain('missing the required column');

    const text = bytes.toString('utf8');
    const firstBreak = text.search(/\r?\n/);
    const renamed = ours.slice(0, theirs.length).join(',') + text.slice(firstBreak);
    const rows = await readCandidateCsv(renamed);
    expect(rows.map(({ row: _row, problem: _problem, ...values }) => values)).toEqual(
      expected.map((record) => ({
        full_name: record[theirs[0] ?? ''],
        email: record[theirs[1] ?? ''],
        position: record[theirs[2] ?? ''],
        experience_level: record[theirs[3] ?? ''],
        phone: record[theirs[4] ?? ''],
      })),
    );
  });
});
