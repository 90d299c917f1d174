import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsOutOfStepWithTheirRecord, recordCount, recordOf } from '../../../test/candidate-records';
import { createTestApp, ORIGIN, signedInAdmin, type TestApp, TestClient } from '../../../test/helpers';
import { givePlan } from '../../../test/plans';
import { assessments, candidates, testLibrary } from '../../db/schema';
import { PIPELINE_CHUNK } from '../assessments/pipeline.jobs';

const FIXTURES = fileURLToPath(new URL('../../../test/fixtures/csv/', import.meta.url));
const SPECTRUM = path.dirname(createRequire(import.meta.url).resolve('csv-spectrum/package.json'));
const NOT_UTF8 = /^This file is not a UTF-8 encoded CSV text file\./;
const TOO_MANY_VALUES =
  'Has more values than the header has columns; put values that contain commas in double quotes';

let t: TestApp;
let activeTest: { id: string; name: string };
let inactiveTestId: string;

type Admin = { client: TestClient; email: string; userId: string; companyId: string };
let admins = 0;

/**
 * A signed-in admin, by default with a company of their own (so each case starts from an empty company)
 * on the Startup plan; `plan: 'enterprise'` gives the company room for uploads beyond Startup's 1,000 a month.
 */
async function newAdmin(options: { company?: boolean; plan?: 'enterprise' } = {}): Promise<Admin> {
  admins += 1;
  const email = `admin${admins}@intake.test`;
  const created = await signedInAdmin(
    t,
    email,
    options.company === false ? undefined : { name: `Company ${admins}`, industry: 'Technology' },
  );
  if (options.plan) await givePlan(t.context, created.companyId, options.plan);
  return { ...created, email };
}

const preBuilt = () => ({
  selectedTests: [{ id: activeTest.id, name: activeTest.name }],
  testMode: 'pre-built',
  customInstructions: 'Focus on SQL',
});

type Upload = { name: string; content: Buffer | string };

/** The form as the browser's FormData sends it (SPEC.md section 7), the file first. */
async function encodeForm(
  admin: Admin,
  file: Upload | Upload[] | null,
  fields: Record<string, string | undefined> = {},
) {
  const form = new FormData();
  for (const { name, content } of [file ?? []].flat()) {
    form.append(
      'file',
      new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type: 'text/csv' }),
      name,
    );
  }
  const all: Record<string, string | undefined> = {
    adminUserId: admin.userId,
    companyId: admin.companyId,
    companyName: 'Whatever the client thinks',
    industry: 'Technology',
    filename: [file ?? []].flat()[0]?.name,
    testConfiguration: JSON.stringify(preBuilt()),
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) form.append(key, value);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

async function upload(
  admin: Admin,
  file: Upload | Upload[] | null,
  fields: Record<string, string | undefined> = {},
) {
  const { payload, contentType } = await encodeForm(admin, file, fields);
  return admin.client.request('POST', '/api/n8n/csv-upload', payload, { 'content-type': contentType });
}

const fixture = (name: string): Upload => ({ name, content: readFileSync(path.join(FIXTURES, name)) });

async function counts(companyId?: string) {
  const where = companyId ? sql`WHERE company_id = ${companyId}` : sql``;
  const result = await t.context.db.execute<{ candidates: number; assessments: number }>(sql`
    SELECT (SELECT count(*)::int FROM candidates ${where}) AS candidates,
           (SELECT count(*)::int FROM assessments ${where}) AS assessments`);
  return result.rows[0];
}

const storedCandidates = (companyId: string) =>
  t.context.db
    .select({
      fullName: candidates.fullName,
      email: candidates.email,
      phone: candidates.phone,
      position: candidates.position,
      experienceLevel: candidates.experienceLevel,
    })
    .from(candidates)
    .where(eq(candidates.companyId, companyId))
    .orderBy(asc(candidates.email));

type Stored = [fullName: string, email: string, phone?: string, position?: string, experienceLevel?: string];
type Accepted = {
  processed: number;
  skipped?: [row: number, reason: string, email?: string][];
  stored?: Stored[];
};
type Refused = { status: 400 | 413; message: string | RegExp };

/** Every file in test/fixtures/csv with what the upload must answer and store. */
const CORPUS: Record<string, Accepted | Refused> = {
  'done-when-three-candidates.csv': {
    processed: 3,
    stored: [
      ['Doe, Jane', 'jane.doe@example.com', undefined, 'Data Analyst', 'Mid'],
      ['Li Wei', 'li.wei@example.com', '+86 10 1234 5678', 'Designer', 'Junior'],
      ['Ravi "RK" Kumar', 'ravi.kumar@example.com', '+91 98765 43210', 'Backend Engineer', 'Senior'],
    ],
  },
  'lf-line-endings.csv': {
    processed: 3,
    stored: [
      ['Ann Lee', 'ann.lee@example.com', '555-0101'],
      ['Bob Stone', 'bob.stone@example.com', '555-0102'],
      ['Cy Twombly', 'cy.twombly@example.com'],
    ],
  },
  'headers-case-spacing-order.csv': {
    processed: 2,
    stored: [
      ['Ann Lee', 'ann.lee@example.com', '555-0101', 'CTO', 'Senior'],
      ['Bob Stone', 'bob.stone@example.com', undefined, 'Intern', 'Junior'],
    ],
  },
  'headers-kebab-and-caps.csv': {
    processed: 1,
    stored: [['Ann Lee', 'ann.lee@example.com', '555-0101', 'CTO']],
  },
  'extra-unknown-columns.csv': {
    processed: 2,
    stored: [
      ['Ann Lee', 'ann.lee@example.com', '555-0101'],
      ['Bob Stone', 'bob.stone@example.com'],
    ],
  },
  'optional-columns-absent.csv': {
    processed: 2,
    stored: [
      ['Ann Lee', 'ann.lee@example.com'],
      ['Bob Stone', 'bob.stone@example.com'],
    ],
  },
  'short-rows.csv': {
    processed: 2,
    stored: [
      ['Ann Lee', 'ann.lee@example.com'],
      ['Bob Stone', 'bob.stone@example.com', '555-0102'],
    ],
  },
  'quoted-commas-quotes-newlines.csv': {
    processed: 3,
    stored: [
      ['Ann "The Analyst" Lee', 'ann.lee@example.com', undefined, 'Analyst'],
      ['Stone, Bob', 'bob.stone@example.com', undefined, 'Sales, EMEA'],
      ['Cy Twombly', 'cy.twombly@example.com', undefined, 'Head of Design'],
    ],
  },
  'stray-quotes-unquoted.csv': { processed: 1, stored: [['Jane "JJ" Doe', 'jj.doe@example.com']] },
  'invalid-emails.csv': {
    processed: 1,
    skipped: [
      [3, 'Invalid email address', 'not-an-email'],
      [4, 'Invalid email address', 'someone@localhost'],
      [5, 'Invalid email address', 'jane@@example.com'],
      [6, 'Invalid email address', 'space inside@example.com'],
      [7, 'Missing email address', ''],
      [8, 'Invalid email address', 'dot@example.com.'],
    ],
    stored: [['Valid Person', 'valid@example.com']],
  },
  'missing-names.csv': {
    processed: 1,
    skipped: [
      [2, 'Missing full name', 'empty.name@example.com'],
      [3, 'Missing full name', 'spaces.name@example.com'],
      [4, 'Missing full name', 'quoted.empty@example.com'],
    ],
    stored: [['Has Name', 'has.name@example.com']],
  },
  'duplicates-in-file.csv': {
    processed: 2,
    skipped: [
      [3, 'Duplicate of row 2 in this file', 'ANN.LEE@EXAMPLE.COM'],
      [5, 'Duplicate of row 2 in this file', 'Ann.Lee@Example.com'],
      [6, 'Duplicate of row 4 in this file', 'bob.stone@example.com'],
    ],
    stored: [
      ['Ann Lee', 'ann.lee@example.com'],
      ['Bob Stone', 'bob.stone@example.com'],
    ],
  },
  'upload-twice.csv': { processed: 2 },
  'whitespace-only-rows.csv': {
    processed: 2,
    stored: [
      ['Ann Lee', 'ann.lee@example.com', '1'],
      ['Bob Stone', 'bob.stone@example.com', '2'],
    ],
  },
  'trailing-empty-lines.csv': { processed: 1, stored: [['Ann Lee', 'ann.lee@example.com']] },
  'blank-lines-before-header.csv': { processed: 1, skipped: [[5, 'Invalid email address', 'nope']] },
  'too-many-values.csv': {
    processed: 2,
    skipped: [[3, `${TOO_MANY_VALUES}; Invalid email address`, 'Bob']],
    stored: [
      ['Ann Lee', 'ann.lee@example.com', '555-0101'],
      ['Cy Twombly', 'cy.twombly@example.com', '555-0103'],
    ],
  },
  'too-long-values.csv': {
    processed: 1,
    skipped: [
      [2, 'Full name is longer than 200 characters'],
      [3, 'Phone is longer than 50 characters'],
    ],
  },
  'several-problems-in-a-row.csv': {
    processed: 1,
    skipped: [[2, 'Missing full name; Invalid email address', 'not-an-email']],
  },
  'mixed-valid-and-invalid.csv': {
    processed: 2,
    skipped: [
      [3, 'Missing full name'],
      [4, 'Invalid email address'],
      [5, 'Duplicate of row 2 in this file', 'ANN.LEE@example.com'],
    ],
    stored: [
      ['Ann Lee', 'ann.lee@example.com', '555-0101', 'CTO', 'Senior'],
      ['Stone, Bob', 'bob.stone@example.com', undefined, 'Sales, "Key" Accounts', 'Mid'],
    ],
  },
  'non-ascii-names.csv': {
    processed: 5,
    stored: [
      ['Αλέξανδρος Παπαδόπουλος', 'alexandros@example.com'],
      ['José Müller', 'jose.muller@example.com', undefined, 'Ingeniero'],
      ['李小龙', 'li.xiaolong@example.com', undefined, '工程师'],
      ['Siobhán Ó Súilleabháin 👩‍💻', 'siobhan@example.com'],
      ['Zoë Ørsted-Ångström', 'zoe@example.com'],
    ],
  },
  'uppercase-extension.CSV': { processed: 1 },
  'empty.csv': { status: 400, message: /^The file is empty\. The first row must be a header/ },
  'bom-only.csv': { status: 400, message: /^The file is empty\./ },
  'header-only.csv': {
    status: 400,
    message: 'The file has a header row but no candidates. Add one row per candidate below the header.',
  },
  'missing-email-column.csv': {
    status: 400,
    message:
      'The file is missing the required column email. The first row must be a header naming the columns full_name and email (phone, position, experience_level, language are optional). Columns found: full_name, phone.',
  },
  'no-header-row.csv': {
    status: 400,
    message:
      /missing the required columns full_name and email\..* Columns found: Ann Lee, ann\.lee@example\.com, 555-0101\.$/,
  },
  'duplicate-email-column.csv': {
    status: 400,
    message: 'The column email appears more than once in the header.',
  },
  'semicolon-separated.csv': {
    status: 400,
    message:
      /missing the required columns full_name and email\..* separated by semicolons: please save the file with commas as separators\.$/,
  },
  'tab-separated.csv': { status: 400, message: /separated by tabs/ },
  'candidates.txt': { status: 400, message: 'Invalid file type: please select a CSV file.' },
  'binary-image.csv': { status: 400, message: NOT_UTF8 },
  'latin1-encoded.csv': { status: 400, message: NOT_UTF8 },
  'utf16-excel-export.csv': { status: 400, message: NOT_UTF8 },
  'unclosed-quote.csv': {
    status: 400,
    message:
      'The file is not valid CSV: a quoted value in row 3 is never closed. Check the double quotes there.',
  },
};

beforeAll(async () => {
  // Workers stay off: these tests are about intake; the pipeline's own tests run the jobs.
  t = await createTestApp({}, { workers: false });
  const [active, inactive] = await t.context.db
    .insert(testLibrary)
    .values([
      {
        name: 'Numerical Reasoning',
        description: 'Numbers',
        category: 'psychometric',
        subCategory: 'numerical',
        durationMinutes: 30,
        questionCount: 20,
      },
      {
        name: 'Retired Test',
        description: 'Old',
        category: 'english',
        subCategory: 'grammar',
        durationMinutes: 20,
        questionCount: 10,
        isActive: false,
      },
    ])
    .returning({ id: testLibrary.id, name: testLibrary.name });
  if (!active || !inactive) throw new Error('test library seed failed');
  activeTest = active;
  inactiveTestId = inactive.id;
});
afterAll(() => t.close());

describe('POST /api/n8n/csv-upload: the corpus', () => {
  it('has an expectation for every fixture, and at least 25 of them', () => {
    expect(readdirSync(FIXTURES).sort()).toEqual(Object.keys(CORPUS).sort());
    expect(Object.keys(CORPUS).length).toBeGreaterThanOrEqual(25);
  });

  it.each(Object.entries(CORPUS))('%s', async (name, expected) => {
    const admin = await newAdmin();
    const before = await counts();
    const response = await upload(admin, fixture(name));

    if ('status' in expected) {
      expect(response.statusCode).toBe(expected.status);
      expect(response.json().error.code).toBe(
        expected.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR',
      );
      expect(response.json().error.message).toMatch(expected.message);
      expect(await counts()).toEqual(before);
      return;
    }
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.candidatesProcessed).toBe(expected.processed);
    expect(body.candidateIds).toHaveLength(expected.processed);
    expect(
      body.skipped.map((s: { row: number; reason: string; email: string }, i: number) =>
        expected.skipped?.[i]?.[2] === undefined ? [s.row, s.reason] : [s.row, s.reason, s.email],
      ),
    ).toEqual(expected.skipped ?? []);
    expect(await counts(admin.companyId)).toEqual({ candidates: expected.processed, assessments: 1 });
    const stored = await storedCandidates(admin.companyId);
    expect(stored.map((c) => c.email)).toEqual(stored.map((c) => c.email.toLowerCase()));
    if (expected.stored) {
      expect(stored).toEqual(
        expected.stored.map(([fullName, email, phone, position, experienceLevel]) => ({
          fullName,
          email,
          phone: phone ?? null,
          position: position ?? null,
          experienceLevel: experienceLevel ?? null,
        })),
      );
    }
    const [assessment] = await t.context.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, body.assessmentId));
    expect(assessment).toMatchObject({
      companyId: admin.companyId,
      createdBy: admin.userId,
      sourceFilename: name,
      testMode: 'pre-built',
      customInstructions: 'Focus on SQL',
    });
  });
});

/**
 * csv-spectrum's files test the CSV dialect, not our columns: as they are, they are refused for the
 * missing columns; with their header renamed (email, full_name, ...) every row is read exactly as the
 * corpus expects and skipped for its non-email value, with spreadsheet row numbers.
 */
describe('POST /api/n8n/csv-upload: the csv-spectrum corpus', () => {
  const names = readdirSync(path.join(SPECTRUM, 'csvs')).map((file) => path.basename(file, '.csv'));
  const ours = ['email', 'full_name', 'position', 'experience_level', 'phone'];

  it.each(names)('%s', async (name) => {
    const admin = await newAdmin();
    const before = await counts();
    const bytes = readFileSync(path.join(SPECTRUM, 'csvs', `${name}.csv`));
    const refused = await upload(admin, { name: `${name}.csv`, content: bytes });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(
      /^The file is missing the required columns full_name and email\./,
    );

    const records = [
      JSON.parse(readFileSync(path.join(SPECTRUM, 'json', `${name}.json`), 'utf8')),
    ].flat() as Record<string, string>[];
    const theirs = Object.keys(records[0] ?? {});
    const text = bytes.toString('utf8');
    const renamed = ours.slice(0, theirs.length).join(',') + text.slice(text.search(/\r?\n/));
    const response = await upload(admin, { name: `${name}.csv`, content: renamed });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ candidatesProcessed: 0, assessmentId: null, candidateIds: [] });
    expect(response.json().skipped.map((s: { row: number }) => s.row)).toEqual(records.map((_, i) => i + 2));
    const firstName = (record: Record<string, string>) => (record[theirs[1] ?? ''] ?? '').trim();
    expect(response.json().skipped.map((s: { reason: string }) => s.reason)).toEqual(
      records.map((record) =>
        firstName(record) ? 'Invalid email address' : 'Missing full name; Invalid email address',
      ),
    );
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/n8n/csv-upload: rules', () => {
  it('makes a second upload of the same people a second opening: a new application each, on the same records', async () => {
    const admin = await newAdmin();
    const first = (await upload(admin, fixture('upload-twice.csv'))).json();
    expect(first.candidatesProcessed).toBe(2);
    const second = await upload(admin, fixture('upload-twice.csv'));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ candidatesProcessed: 2, skipped: [] });
    expect(second.json().assessmentId).not.toBe(first.assessmentId);
    expect(await counts(admin.companyId)).toEqual({ candidates: 4, assessments: 2 });
    expect(await recordCount(t.context.db, admin.companyId)).toBe(2);
    const [a, b] = [first.candidateIds[0], second.json().candidateIds[0]];
    expect((await recordOf(t.context.db, a))?.id).toBe((await recordOf(t.context.db, b))?.id);
    expect(await applicationsOutOfStepWithTheirRecord(t.context.db, admin.companyId)).toEqual([]);
  });

  it('admits every row of a file that partly repeats earlier candidates, the known people on their records', async () => {
    const admin = await newAdmin();
    await upload(admin, fixture('upload-twice.csv'));
    const response = await upload(admin, fixture('lf-line-endings.csv'));
    expect(response.json()).toMatchObject({ candidatesProcessed: 3, skipped: [] });
    expect(await counts(admin.companyId)).toEqual({ candidates: 5, assessments: 2 });
    expect(await recordCount(t.context.db, admin.companyId)).toBe(3);
  });

  it('keeps emails unique per company: another company may upload the same people', async () => {
    const a = await newAdmin();
    const b = await newAdmin();
    expect((await upload(a, fixture('done-when-three-candidates.csv'))).json().candidatesProcessed).toBe(3);
    expect((await upload(b, fixture('done-when-three-candidates.csv'))).json().candidatesProcessed).toBe(3);
    expect(await counts(a.companyId)).toEqual({ candidates: 3, assessments: 1 });
    expect(await counts(b.companyId)).toEqual({ candidates: 3, assessments: 1 });
    // Each company holds its own record of each person (decision 032).
    for (const company of [a, b]) {
      expect(await recordCount(t.context.db, company.companyId)).toBe(3);
      expect(await applicationsOutOfStepWithTheirRecord(t.context.db, company.companyId)).toEqual([]);
    }
  });

  it('gives two concurrent uploads of the same people one record each person, never a failure', async () => {
    const admin = await newAdmin({ plan: 'enterprise' });
    const rows = Array.from({ length: 2_500 }, (_, i) => `Person ${i},person${i}@race.test`);
    const file = { name: 'race.csv', content: `full_name,email\n${rows.join('\n')}\n` };
    const responses = await Promise.all([upload(admin, file), upload(admin, file)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const bodies = responses.map((r) => r.json());
    expect(bodies.map((body) => body.candidatesProcessed)).toEqual([2_500, 2_500]);
    expect((await counts(admin.companyId))?.candidates).toBe(5_000);
    expect(await recordCount(t.context.db, admin.companyId)).toBe(2_500);
    expect(await applicationsOutOfStepWithTheirRecord(t.context.db, admin.companyId)).toEqual([]);
  });

  it('uploads 5,000 rows in one go', async () => {
    const admin = await newAdmin({ plan: 'enterprise' });
    const rows = Array.from(
      { length: 5_000 },
      (_, i) =>
        `"Candidate ${i}, Jr.",Candidate${i}@Bulk.test,+1 555 ${String(i).padStart(4, '0')},Engineer,Mid`,
    );
    const response = await upload(admin, {
      name: 'five-thousand.csv',
      content: `\uFEFFfull_name,email,phone,position,experience_level\r\n${rows.join('\r\n')}\r\n`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.candidatesProcessed).toBe(5_000);
    expect(body.skipped).toEqual([]);
    expect(new Set(body.candidateIds).size).toBe(5_000);
    expect(await counts(admin.companyId)).toEqual({ candidates: 5_000, assessments: 1 });
    expect(await recordCount(t.context.db, admin.companyId)).toBe(5_000);
    expect(await applicationsOutOfStepWithTheirRecord(t.context.db, admin.companyId)).toEqual([]);
    const [last] = await t.context.db
      .select({
        fullName: candidates.fullName,
        phone: candidates.phone,
        assessmentId: candidates.assessmentId,
      })
      .from(candidates)
      .where(eq(candidates.email, 'candidate4999@bulk.test'));
    expect(last).toEqual({
      fullName: 'Candidate 4999, Jr.',
      phone: '+1 555 4999',
      assessmentId: body.assessmentId,
    });
    // Handed to the pipeline in chunks, every candidate exactly once.
    const queued = await t.context.db.execute<{ ids: string[] }>(
      sql`select data->'candidateIds' as ids from pgboss.job where name = 'pipeline.provision' and data->>'assessmentId' = ${body.assessmentId}`,
    );
    expect(queued.rows).toHaveLength(5_000 / PIPELINE_CHUNK);
    expect(queued.rows.flatMap((r) => r.ids).sort()).toEqual([...body.candidateIds].sort());
    expect(body.candidateIds[4_999]).toBe(
      (
        await t.context.db
          .select({ id: candidates.id })
          .from(candidates)
          .where(eq(candidates.email, 'candidate4999@bulk.test'))
      )[0]?.id,
    );
  });

  it('refuses a file over 10 MB with 413, even though the part that arrived reads as valid CSV', async () => {
    const admin = await newAdmin();
    const before = await counts();
    const padding = 'x'.repeat(300);
    const rows: string[] = [];
    for (let i = 0, size = 0; size <= 10.5 * 1024 * 1024; i++) {
      const line = `Person ${i},person${i}@big.test,,${padding}\n`;
      rows.push(line);
      size += line.length;
    }
    expect(rows.length).toBeLessThan(50_000);
    const response = await upload(admin, {
      name: 'big.csv',
      content: `full_name,email,phone,position\n${rows.join('')}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 10 MB. Please split it into smaller files of at most 10 MB.',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file of more than 50,000 rows with 413', async () => {
    const admin = await newAdmin();
    const before = await counts();
    const rows = Array.from({ length: 50_001 }, (_, i) => `P ${i},p${i}@many.test`);
    const response = await upload(admin, {
      name: 'many.csv',
      content: `full_name,email\n${rows.join('\n')}\n`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(
      'The file has more than 50,000 rows. Please split it into files of at most 50,000 candidates.',
    );
    expect(await counts()).toEqual(before);
  });

  it('asks for a file when none is sent, or the body is not a form', async () => {
    const admin = await newAdmin();
    const none = await upload(admin, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Please select a CSV file to upload.');
    const json = await admin.client.post('/api/n8n/csv-upload', { file: 'full_name,email\nA,a@example.com' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Please select a CSV file to upload.');
    expect(await counts(admin.companyId)).toEqual({ candidates: 0, assessments: 0 });
  });

  it('takes one file at a time', async () => {
    const admin = await newAdmin();
    const response = await upload(admin, [fixture('lf-line-endings.csv'), fixture('upload-twice.csv')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please upload one CSV file at a time.');
    expect(await counts(admin.companyId)).toEqual({ candidates: 0, assessments: 0 });
  });
});

describe('POST /api/n8n/csv-upload: over a real connection', () => {
  /** Resolves once the whole body has been written to the socket and the response has been read. */
  function send(
    address: URL,
    agent: http.Agent,
    cookie: string,
    form: { payload: Buffer; contentType: string },
  ) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      let sent = false;
      let answer: { status: number; body: string } | null = null;
      const settle = () => sent && answer && resolve(answer);
      const request = http.request(
        address,
        {
          method: 'POST',
          agent,
          headers: {
            origin: ORIGIN,
            cookie,
            'content-type': form.contentType,
            'content-length': form.payload.length,
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => {
            answer = { status: response.statusCode ?? 0, body };
            settle();
          });
        },
      );
      request.on('error', reject);
      request.on('finish', () => {
        sent = true;
        settle();
      });
      request.end(form.payload);
    });
  }

  it('reads the rest of a refused upload, so the sender finishes and the connection serves the next one', async () => {
    const admin = await newAdmin();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: 'admin-pass-1' }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const address = new URL('/api/n8n/csv-upload', base);
    const lines = `full_name,email\n${'Ann,ann@example.com\n'.repeat(400_000)}`;
    try {
      const refused = await send(
        address,
        agent,
        cookie,
        await encodeForm(admin, { name: 'list.txt', content: lines }),
      );
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body).error.message).toBe('Invalid file type: please select a CSV file.');
      const accepted = await send(
        address,
        agent,
        cookie,
        await encodeForm(admin, fixture('upload-twice.csv')),
      );
      expect(accepted.status).toBe(200);
      expect(JSON.parse(accepted.body).candidatesProcessed).toBe(2);
    } finally {
      agent.destroy();
    }
  });
});

describe('POST /api/n8n/csv-upload: test configuration', () => {
  it('snapshots the selected library tests on the assessment', async () => {
    const admin = await newAdmin();
    const response = await upload(admin, fixture('lf-line-endings.csv'));
    const [assessment] = await t.context.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, response.json().assessmentId));
    expect(assessment?.selectedTests).toEqual([
      {
        id: activeTest.id,
        name: 'Numerical Reasoning',
        category: 'psychometric',
        subCategory: 'numerical',
        durationMinutes: 30,
        questionCount: 20,
      },
    ]);
    const links = await t.context.db
      .select({ assessmentId: candidates.assessmentId })
      .from(candidates)
      .where(eq(candidates.companyId, admin.companyId));
    expect(links).toEqual(Array.from({ length: 3 }, () => ({ assessmentId: assessment?.id })));
  });

  it('accepts AI-generated mode without tests', async () => {
    const admin = await newAdmin();
    const response = await upload(admin, fixture('lf-line-endings.csv'), {
      testConfiguration: JSON.stringify({ selectedTests: [], testMode: 'ai-generated' }),
    });
    expect(response.statusCode).toBe(200);
    const [assessment] = await t.context.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, response.json().assessmentId));
    expect(assessment).toMatchObject({
      testMode: 'ai-generated',
      selectedTests: [],
      customInstructions: null,
    });
  });

  it("keeps the role's scoring weights on the assessment, and none when the defaults are used", async () => {
    const admin = await newAdmin();
    const scoringWeights = {
      sections: { cognitive: 2, english: 1, sjt: 1, writing: 0 },
      traits: {
        openness: 0,
        conscientiousness: 1,
        extraversion: 0,
        agreeableness: 0,
        emotional_stability: 0,
      },
    };
    const weighted = await upload(admin, fixture('lf-line-endings.csv'), {
      testConfiguration: JSON.stringify({ selectedTests: [], testMode: 'ai-generated', scoringWeights }),
    });
    expect(weighted.statusCode).toBe(200);
    const [assessment] = await t.context.db
      .select({ scoringWeights: assessments.scoringWeights })
      .from(assessments)
      .where(eq(assessments.id, weighted.json().assessmentId));
    expect(assessment?.scoringWeights).toEqual(scoringWeights);
    const plain = await upload(await newAdmin(), fixture('lf-line-endings.csv'));
    const [defaults] = await t.context.db
      .select({ scoringWeights: assessments.scoringWeights })
      .from(assessments)
      .where(eq(assessments.id, plain.json().assessmentId));
    expect(defaults?.scoringWeights).toBeNull();
  });

  it.each([
    ['absent', undefined, 'Please select at least one test or choose AI-generated mode.'],
    ['not JSON', '{selectedTests:', 'The test configuration is not valid JSON.'],
    [
      'pre-built without tests',
      JSON.stringify({ selectedTests: [], testMode: 'pre-built' }),
      'Please select at least one test or choose AI-generated mode.',
    ],
    [
      'an unknown mode',
      JSON.stringify({ selectedTests: [], testMode: 'random' }),
      /^The test configuration is invalid \(testMode\)/,
    ],
    [
      'an unknown test',
      JSON.stringify({
        selectedTests: [{ id: '00000000-0000-4000-8000-000000000000' }],
        testMode: 'pre-built',
      }),
      'One of the selected tests is not available. Please reload the test list and select the tests again.',
    ],
    [
      'weighted all zero',
      JSON.stringify({
        selectedTests: [],
        testMode: 'ai-generated',
        scoringWeights: {
          sections: { cognitive: 0, english: 0, sjt: 0, writing: 0 },
          traits: {
            openness: 0,
            conscientiousness: 0,
            extraversion: 0,
            agreeableness: 0,
            emotional_stability: 0,
          },
        },
      }),
      /At least one weight must be above 0/,
    ],
    [
      'an inactive test',
      JSON.stringify({ selectedTests: [{ id: 'INACTIVE' }], testMode: 'hybrid' }),
      'One of the selected tests is not available. Please reload the test list and select the tests again.',
    ],
  ])('refuses a configuration that is %s, writing nothing', async (_, raw, message) => {
    const admin = await newAdmin();
    const response = await upload(admin, fixture('lf-line-endings.csv'), {
      testConfiguration: raw?.replace('INACTIVE', inactiveTestId),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(message);
    expect(await counts(admin.companyId)).toEqual({ candidates: 0, assessments: 0 });
  });
});

describe('POST /api/n8n/csv-upload: who may upload', () => {
  it('answers 401 to an anonymous caller', async () => {
    const anonymous = { client: new TestClient(t.app), email: '', userId: 'x', companyId: 'y' };
    const response = await upload(anonymous, fixture('lf-line-endings.csv'));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('forbids a candidate', async () => {
    const admin = await newAdmin();
    await t.context.db.execute(sql`
      UPDATE profiles SET role_id = (SELECT id FROM roles WHERE name = 'candidate') WHERE id = ${admin.userId}`);
    const before = await counts();
    const response = await upload(admin, fixture('lf-line-endings.csv'));
    expect(response.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('asks an admin without a company to set one up first', async () => {
    const admin = await newAdmin({ company: false });
    const before = await counts();
    const response = await upload(admin, fixture('lf-line-endings.csv'), { companyId: undefined });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Please ensure your profile is associated with a company.',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses body ids of another company or user, writing nothing anywhere', async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const before = await counts();
    for (const fields of [{ companyId: other.companyId }, { adminUserId: other.userId }]) {
      const response = await upload(admin, fixture('lf-line-endings.csv'), fields);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('You can only upload candidates for your own company.');
    }
    expect(await counts()).toEqual(before);
  });

  it('needs no body ids: the company always comes from the session', async () => {
    const admin = await newAdmin();
    const response = await upload(admin, fixture('lf-line-endings.csv'), {
      adminUserId: undefined,
      companyId: undefined,
      companyName: undefined,
      industry: undefined,
      filename: undefined,
    });
    expect(response.statusCode).toBe(200);
    expect(await counts(admin.companyId)).toEqual({ candidates: 3, assessments: 1 });
  });
});

describe('POST /api/n8n/create-candidate', () => {
  const create = (admin: Admin, body: Record<string, unknown>) =>
    admin.client.post('/api/n8n/create-candidate', body);

  it('adds one candidate with AI-generated questions when no configuration is sent', async () => {
    const admin = await newAdmin();
    const response = await create(admin, {
      email: '  New.Person@Example.com ',
      full_name: ' New  Person ',
      phone: '',
      position: 'Analyst',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ candidatesProcessed: 1, skipped: [] });
    expect(await storedCandidates(admin.companyId)).toEqual([
      {
        fullName: 'New Person',
        email: 'new.person@example.com',
        phone: null,
        position: 'Analyst',
        experienceLevel: null,
      },
    ]);
    const [assessment] = await t.context.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, body.assessmentId));
    expect(assessment).toMatchObject({
      companyId: admin.companyId,
      testMode: 'ai-generated',
      selectedTests: [],
    });
  });

  it('uses a given test configuration', async () => {
    const admin = await newAdmin();
    const response = await create(admin, {
      email: 'a@example.com',
      full_name: 'A',
      testConfiguration: preBuilt(),
    });
    expect(response.statusCode).toBe(201);
    const [assessment] = await t.context.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, response.json().assessmentId));
    expect(assessment?.selectedTests.map((s) => s.id)).toEqual([activeTest.id]);
  });

  it('adds a person the company knows as a new application, on the record the company keeps of them', async () => {
    const admin = await newAdmin();
    const first = await create(admin, { email: 'ann.lee@example.com', full_name: 'Ann Lee' });
    expect(first.statusCode).toBe(201);
    const again = await create(admin, { email: 'ANN.LEE@example.com', full_name: 'Ann' });
    expect(again.statusCode).toBe(201);
    const csv = await upload(admin, fixture('upload-twice.csv'));
    expect(csv.json()).toMatchObject({ candidatesProcessed: 2, skipped: [] });
    expect(await counts(admin.companyId)).toEqual({ candidates: 4, assessments: 3 });
    const record = await recordOf(t.context.db, first.json().candidateIds[0]);
    // The record keeps the name the company first had; each application keeps the name it came with.
    expect(record).toMatchObject({ full_name: 'Ann Lee', email: 'ann.lee@example.com' });
    expect((await recordOf(t.context.db, again.json().candidateIds[0]))?.id).toBe(record?.id);
  });

  it.each([
    [{ email: 'not-an-email', full_name: 'A' }, 'Enter a valid email address'],
    [{ email: 'a@example.com', full_name: '   ' }, 'Full name is required'],
    [{ email: 'a@example.com' }, /./],
    [
      { email: 'a@example.com', full_name: 'A', testConfiguration: { testMode: 'pre-built' } },
      'Please select at least one test or choose AI-generated mode.',
    ],
    [
      {
        email: 'a@example.com',
        full_name: 'A',
        testConfiguration: {
          testMode: 'hybrid',
          selectedTests: [{ id: '00000000-0000-4000-8000-000000000000' }],
        },
      },
      'One of the selected tests is not available. Please reload the test list and select the tests again.',
    ],
  ])('refuses %j with 400', async (body, message) => {
    const admin = await newAdmin();
    const response = await create(admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(message);
    expect(await counts(admin.companyId)).toEqual({ candidates: 0, assessments: 0 });
  });

  it('answers 401 anonymous, 403 to a candidate and to an admin without a company', async () => {
    const anonymous = await new TestClient(t.app).post('/api/n8n/create-candidate', {
      email: 'a@example.com',
      full_name: 'A',
    });
    expect(anonymous.statusCode).toBe(401);
    const noCompany = await newAdmin({ company: false });
    const refused = await create(noCompany, { email: 'a@example.com', full_name: 'A' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Please ensure your profile is associated with a company.');
    const candidate = await newAdmin();
    await t.context.db.execute(sql`
      UPDATE profiles SET role_id = (SELECT id FROM roles WHERE name = 'candidate') WHERE id = ${candidate.userId}`);
    expect((await create(candidate, { email: 'a@example.com', full_name: 'A' })).statusCode).toBe(403);
    expect(await counts(candidate.companyId)).toEqual({ candidates: 0, assessments: 0 });
  });
});

describe('OpenAPI', () => {
  it('documents both intake routes under candidates', async () => {
    const document = (await new TestClient(t.app).get('/api/openapi.json')).json();
    const uploadRoute = document.paths['/api/n8n/csv-upload'].post;
    expect(uploadRoute.tags).toEqual(['candidates']);
    expect(uploadRoute.description).toContain('multipart/form-data');
    expect(Object.keys(uploadRoute.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '402', '403', '413']),
    );
    const createRoute = document.paths['/api/n8n/create-candidate'].post;
    expect(createRoute.tags).toEqual(['candidates']);
    expect(Object.keys(createRoute.responses)).toEqual(expect.arrayContaining(['201', '402', '409']));
    expect(createRoute.requestBody.content['application/json']).toBeDefined();
  });
});
