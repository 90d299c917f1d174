import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, candidates, items, testLibrary } from '../../src/db/schema';
import { ZIP_LIMITS, zipFiles } from '../../src/modules/custom-tests/interchange/zip';
import { MULTIPART_ERRORS, PART_HEADER_LIMITS } from '../../src/plugins/multipart';
import { createTestApp, signedInAdmin, type TestApp } from '../helpers';
import { givePlan } from '../plans';
import { png } from '../png';
import { SECURITY_TESTS } from './world';

/**
 * Every parser refuses what is beyond its limits with a 4xx in the one error shape, before the route
 * does any work (security issue 37, finding 7: a 5,000-character multipart boundary answered 500).
 * The multipart routes are read from /api/openapi.json, so a new one fails here until it has a valid
 * form in FORMS, and then gets every hostile form below.
 */

type Part = { name: string; filename?: string; type?: string; headers?: string[]; body: string | Buffer };
type Method = 'POST' | 'PUT';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let multipartRoutes: string[];
let questionsCsv: string;

const CSV_FILE: Part = {
  name: 'file',
  filename: 'candidates.csv',
  type: 'text/csv',
  body: 'full_name,email\nAda Limits,ada@limits.test\n',
};
const CONFIG: Part = {
  name: 'testConfiguration',
  body: JSON.stringify({ selectedTests: [{ id: SECURITY_TESTS[0] }], testMode: 'pre-built' }),
};
/** A form each multipart route accepts, keyed as the OpenAPI document lists the route. */
const FORMS: Record<string, () => Part[]> = {
  'POST /api/n8n/csv-upload': () => [CONFIG, CSV_FILE],
  'POST /api/candidates/csv-check': () => [CONFIG, CSV_FILE],
  'PUT /api/company/branding/logo': () => [
    { name: 'file', filename: 'logo.png', type: 'image/png', body: png(10, 10) },
  ],
  'POST /api/custom-tests/import': () => [
    { name: 'name', body: 'Imported by the limits test' },
    { name: 'file', filename: 'questions.csv', type: 'text/csv', body: questionsCsv },
  ],
};

/** The longest boundary RFC 2046 allows, with every kind of character it allows (quoted for the space). */
const LONGEST_BOUNDARY = `'()+_,-./:=? ${'b'.repeat(57)}`;

const headerLines = (part: Part) => [
  `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`,
  ...(part.type ? [`Content-Type: ${part.type}`] : []),
  ...(part.headers ?? []),
];

function encode(boundary: string, parts: Part[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from([`--${boundary}`, ...headerLines(part), '', ''].join('\r\n')),
      Buffer.from(part.body),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

const form = (route: string) => FORMS[route]?.() ?? [];

function sendBody(route: string, body: Buffer, contentType: string) {
  const [method, url] = route.split(' ') as [Method, string];
  return admin.client.request(method, url, body, { 'content-type': contentType });
}

const send = (route: string, parts: Part[], boundary = LONGEST_BOUNDARY) =>
  sendBody(route, encode(boundary, parts), `multipart/form-data; boundary="${boundary}"`);

function expectRefused(route: string, response: LightMyRequestResponse, message?: string) {
  expect(response.statusCode, `${route}: ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(500);
  const body = response.json();
  expect(body, route).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  if (message) expect(body.error.message, route).toBe(message);
}

/** What any upload route could have written: candidates, assessments, custom tests and questions, the logo. */
async function written() {
  const rows = async (table: typeof candidates | typeof assessments | typeof testLibrary | typeof items) =>
    (await t.context.db.select({ n: count() }).from(table))[0]?.n;
  return {
    candidates: await rows(candidates),
    assessments: await rows(assessments),
    tests: await rows(testLibrary),
    questions: await rows(items),
    branding: (await admin.client.get('/api/company/branding')).json(),
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  admin = await signedInAdmin(t, 'admin@limits.test', { name: 'Limits Co', industry: 'Technology' });
  await givePlan(t.context, admin.companyId);
  const [header, firstRow] = (await admin.client.get('/api/custom-tests/template.csv')).body.split(/\r?\n/);
  questionsCsv = `${header}\n${firstRow}\n`;
  const document = (await admin.client.get('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  multipartRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.requestBody?.content?.['multipart/form-data'])
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}, 60_000);
afterAll(() => t.close());

describe('multipart forms beyond their limits', () => {
  it('documents every multipart route as such, and each has a valid form here', () => {
    expect(multipartRoutes.toSorted()).toEqual(Object.keys(FORMS).toSorted());
  });

  const HOSTILE: [string, (route: string) => Promise<LightMyRequestResponse>, string?][] = [
    [
      'a 5,000-character boundary',
      (route) => send(route, form(route), 'b'.repeat(5_000)),
      MULTIPART_ERRORS.boundaryTooLong,
    ],
    [
      'a boundary one character longer than RFC 2046 allows',
      (route) => send(route, form(route), `${LONGEST_BOUNDARY}b`),
      MULTIPART_ERRORS.boundaryTooLong,
    ],
    [
      'a boundary with characters RFC 2046 does not allow',
      (route) => send(route, form(route), 'a<b>'),
      MULTIPART_ERRORS.boundaryInvalid,
    ],
    [
      'two boundaries in the Content-Type',
      (route) =>
        sendBody(
          route,
          encode('short', form(route)),
          `multipart/form-data; boundary=short; boundary=${'b'.repeat(300)}`,
        ),
      MULTIPART_ERRORS.boundaryInvalid,
    ],
    ['a thousand fields after the form', (route) => send(route, [...form(route), ...extraFields(1_000)])],
    ['a thousand fields before the form', (route) => send(route, [...extraFields(1_000), ...form(route)])],
    [
      'a second file',
      (route) => send(route, [...form(route), ...form(route).filter((part) => part.filename !== undefined)]),
    ],
    [
      "100 KB of headers in the file's part",
      (route) => send(route, withFileHeaders(form(route), [`X-Padding: ${'p'.repeat(100_000)}`])),
      MULTIPART_ERRORS.headerTooLarge,
    ],
    [
      "100 KB of headers before the file's Content-Disposition",
      (route) => {
        const body = encode(LONGEST_BOUNDARY, form(route))
          .toString('latin1')
          .replace(
            `\r\nContent-Disposition: form-data; name="file"`,
            `\r\nX-Padding: ${'p'.repeat(100_000)}\r\nContent-Disposition: form-data; name="file"`,
          );
        return sendBody(
          route,
          Buffer.from(body, 'latin1'),
          `multipart/form-data; boundary="${LONGEST_BOUNDARY}"`,
        );
      },
      MULTIPART_ERRORS.headerTooLarge,
    ],
    [
      "50 header lines in the file's part",
      (route) => send(route, withFileHeaders(form(route), Array(50).fill('X-Line: 1'))),
      MULTIPART_ERRORS.tooManyHeaderLines,
    ],
    [
      'a field name of 200 characters',
      (route) => send(route, [{ name: 'n'.repeat(200), body: 'x' }, ...form(route)]),
      MULTIPART_ERRORS.nameTooLong,
    ],
  ];

  it.each(HOSTILE)('refuses %s on every multipart route, and writes nothing', async (_, hostile, message) => {
    const before = await written();
    for (const route of multipartRoutes) expectRefused(route, await hostile(route), message);
    expect(await written()).toEqual(before);
  });

  it('reads a form sent three bytes at a time, its delimiters and header ends split across chunks', async () => {
    const route = 'POST /api/candidates/csv-check';
    const trickle = (parts: Part[]) => {
      const body = encode(LONGEST_BOUNDARY, parts);
      const chunks = Array.from({ length: Math.ceil(body.length / 3) }, (_, i) =>
        body.subarray(3 * i, 3 * i + 3),
      );
      return admin.client.request('POST', '/api/candidates/csv-check', Readable.from(chunks), {
        'content-type': `multipart/form-data; boundary="${LONGEST_BOUNDARY}"`,
      });
    };
    // A header block runs from the end of the delimiter's line to the blank line after its headers.
    const padded = (bytes: number) => {
      const lines = headerLines({ ...CSV_FILE, headers: ['X-Padding: '] });
      const padding = 'p'.repeat(bytes - Buffer.byteLength(`\r\n${lines.join('\r\n')}`));
      return [CONFIG, { ...CSV_FILE, headers: [`X-Padding: ${padding}`] }];
    };
    const atTheLimit = await trickle(padded(PART_HEADER_LIMITS.bytes));
    expect(atTheLimit.statusCode, atTheLimit.body).toBe(200);
    expect(atTheLimit.json()).toMatchObject({ rowsRead: 1, willAdd: 1 });
    expectRefused(
      route,
      await trickle(padded(PART_HEADER_LIMITS.bytes + 1)),
      MULTIPART_ERRORS.headerTooLarge,
    );
  });

  it('accepts each valid form, with the longest boundary RFC 2046 allows', async () => {
    for (const route of multipartRoutes) {
      const response = await send(route, form(route));
      expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
    }
  });
});

describe('the custom-test import beyond the limits of its archives and XML', () => {
  const importPackage = (zip: Uint8Array) =>
    send('POST /api/custom-tests/import', [
      { name: 'file', filename: 'package.zip', type: 'application/zip', body: Buffer.from(zip) },
    ]);

  it.each([
    [
      `more than ${ZIP_LIMITS.maxEntries.toLocaleString('en-US')} files`,
      () =>
        zipSync(
          Object.fromEntries(
            Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => [`f${i}.xml`, new Uint8Array(0)]),
          ),
        ),
      /more than 2,000 files/,
    ],
    [
      'a zip bomb',
      () => zipSync({ 'item.xml': new Uint8Array(ZIP_LIMITS.maxUnpackedBytes + 1024) }, { level: 9 }),
      /unpack to more than 20 MB/,
    ],
    [
      'XML nested 100,000 levels deep',
      () => zipFiles({ 'imsmanifest.xml': `${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}` }),
      /^imsmanifest\.xml could not be read/,
    ],
    [
      'a DTD (entity expansion)',
      () =>
        zipFiles({
          'imsmanifest.xml':
            '<!DOCTYPE m [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><manifest>&b;</manifest>',
        }),
      /DOCTYPE or ENTITY declaration/,
    ],
  ])('refuses a package with %s (400) and writes nothing', async (_, zip, message) => {
    const before = await written();
    const response = await importPackage(zip());
    expectRefused('POST /api/custom-tests/import', response);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(message);
    expect(await written()).toEqual(before);
  });
});

function extraFields(n: number): Part[] {
  return Array.from({ length: n }, (_, i) => ({ name: `extra${i}`, body: 'x' }));
}

function withFileHeaders(form: Part[], headers: string[]): Part[] {
  return form.map((part) => (part.filename === undefined ? part : { ...part, headers }));
}
