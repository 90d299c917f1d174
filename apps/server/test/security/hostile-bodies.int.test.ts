import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, assessments, candidates, user } from '../../src/db/schema';
import { JSON_ERRORS, MAX_JSON_DEPTH } from '../../src/lib/json-text';
import { createAssessment, signedInCandidate } from '../candidates';
import { createTestApp, signedInAdmin, type TestApp, TestClient } from '../helpers';
import { givePlan } from '../plans';
import { SECURITY_TESTS } from './world';

/**
 * Bodies no client should send, each answered 400 in the one error shape before a handler does any
 * work (plugins/json-body.ts for JSON on every route, Better Auth's included; plugins/multipart.ts and
 * plugins/errors.ts for multipart forms busboy cannot read). They answered 500 before. The limits of
 * every parser, multipart forms' included, are in parser-limits.int.test.ts.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let candidate: Awaited<ReturnType<typeof signedInCandidate>>;
let questionId: string;
let sectionId: string;

const JSON_TYPE = { 'content-type': 'application/json' };
/** "\ud800" as JSON writes it: a high surrogate with no low one after it. */
const ESCAPED_LONE = '"a\\ud800b"';
/** The same surrogate as raw bytes (ED A0 80, WTF-8), which are not UTF-8. */
const rawLone = (before: string, after: string) =>
  Buffer.concat([Buffer.from(`${before}"a`), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(`b"${after}`)]);
const deepObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

function expectRefused(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
}

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  admin = await signedInAdmin(t, 'admin@hostile.test', { name: 'Hostile Co', industry: 'Technology' });
  await givePlan(t.context, admin.companyId);
  const assessmentId = await createAssessment(t, admin.companyId, [...SECURITY_TESTS]);
  candidate = await signedInCandidate(t, admin.companyId, assessmentId, 'cand@hostile.test');
  const sections = (await candidate.client.get('/api/candidate/sections')).json().sections;
  sectionId = sections[0].id;
  await candidate.client.post(`/api/candidate/sections/${sectionId}/start`);
  questionId = (await candidate.client.get(`/api/candidate/sections/${sectionId}`)).json().questions[0].id;
}, 60_000);
afterAll(() => t.close());

describe('unpaired UTF-16 surrogates', () => {
  const profile = (additionalInformation: string) =>
    `{"fullName":"Cand","phone":null,"profileData":{"additionalInformation":${additionalInformation}}}`;

  it('refuses one in the profile, escaped or raw, and keeps the profile as it was', async () => {
    const saved = await candidate.client.patch('/api/candidate/me', {
      fullName: 'Cand',
      phone: null,
      profileData: { additionalInformation: 'before' },
    });
    expect(saved.statusCode).toBe(200);

    const patch = (body: string | Buffer) =>
      candidate.client.request('PATCH', '/api/candidate/me', body, JSON_TYPE);
    expectRefused(await patch(profile(ESCAPED_LONE)), JSON_ERRORS.loneSurrogate);
    expectRefused(await patch(profile('"\\udc00"')), JSON_ERRORS.loneSurrogate);
    expectRefused(await patch(profile('{"\\ud800":"key"}')), JSON_ERRORS.loneSurrogate);
    expectRefused(
      await patch(rawLone('{"fullName":"Cand","phone":null,"profileData":{"additionalInformation":', '}}')),
      JSON_ERRORS.notUtf8,
    );
    const me = (await candidate.client.get('/api/candidate/me')).json();
    expect(me.profileData).toEqual({ additionalInformation: 'before' });

    // A pair is one character (an emoji), not an unpaired half.
    const emoji = await patch(profile('"\\ud83d\\ude00 and 😀"'));
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json().profileData.additionalInformation).toBe('😀 and 😀');
  });

  it("refuses one in an answer's text, escaped or raw, and saves no answer", async () => {
    const url = `/api/candidate/answers/${questionId}`;
    const put = (body: string | Buffer) => candidate.client.request('PUT', url, body, JSON_TYPE);
    expectRefused(await put(`{"value":${ESCAPED_LONE},"questionIndex":0}`), JSON_ERRORS.loneSurrogate);
    expectRefused(await put(rawLone('{"value":', ',"questionIndex":0}')), JSON_ERRORS.notUtf8);
    const [saved] = await t.context.db
      .select({ n: count() })
      .from(answers)
      .where(eq(answers.questionId, questionId));
    expect(saved?.n).toBe(0);
  });

  it("refuses one in Better Auth's sign-up, escaped or raw, and creates no account", async () => {
    const signUp = (body: string | Buffer) =>
      new TestClient(t.app).request('POST', '/api/auth/sign-up/email', body, JSON_TYPE);
    const fields = '"email":"lone@hostile.test","password":"long-enough-1"';
    expectRefused(await signUp(`{${fields},"name":${ESCAPED_LONE}}`), JSON_ERRORS.loneSurrogate);
    expectRefused(await signUp(rawLone(`{${fields},"name":`, '}')), JSON_ERRORS.notUtf8);
    const [found] = await t.context.db
      .select({ n: count() })
      .from(user)
      .where(eq(user.email, 'lone@hostile.test'));
    expect(found?.n).toBe(0);
  });
});

describe('deep nesting', () => {
  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more`, async () => {
    // The body is one level, profileData two: the value inside makes up the rest.
    const nested = (levels: number) =>
      `{"fullName":"Cand","phone":null,"profileData":{"additionalInformation":${deepObjects(levels - 2)}}}`;
    const patch = (body: string) => candidate.client.request('PATCH', '/api/candidate/me', body, JSON_TYPE);
    expect((await patch(nested(MAX_JSON_DEPTH))).statusCode).toBe(200);
    expectRefused(await patch(nested(MAX_JSON_DEPTH + 1)), JSON_ERRORS.tooDeep);
    // Brackets inside strings are text, not nesting.
    const text = `{"fullName":"Cand","phone":null,"profileData":{"note":"${'[{'.repeat(500)}\\"${'}]'.repeat(500)}"}}`;
    expect((await patch(text)).statusCode).toBe(200);
  });

  it('refuses 100,000 levels in the profile and in an answer', async () => {
    const before = (await candidate.client.get('/api/candidate/me')).json().profileData;
    expectRefused(
      await candidate.client.request(
        'PATCH',
        '/api/candidate/me',
        `{"fullName":"Cand","phone":null,"profileData":{"additionalInformation":${deepObjects(100_000)}}}`,
        JSON_TYPE,
      ),
      JSON_ERRORS.tooDeep,
    );
    expect((await candidate.client.get('/api/candidate/me')).json().profileData).toEqual(before);
    expectRefused(
      await candidate.client.request(
        'PUT',
        `/api/candidate/answers/${questionId}`,
        `{"value":"x","questionIndex":0,"timeSpentMs":${deepArrays(100_000)}}`,
        JSON_TYPE,
      ),
      JSON_ERRORS.tooDeep,
    );
  });

  it("refuses 200,000 levels on Better Auth's sign-up without a session and creates no account", async () => {
    const signUp = (body: string) =>
      new TestClient(t.app).request('POST', '/api/auth/sign-up/email', body, JSON_TYPE);
    expectRefused(await signUp(deepArrays(200_000)), JSON_ERRORS.tooDeep);
    expectRefused(
      await signUp(`{"email":"deep@hostile.test","password":"long-enough-1","name":${deepArrays(200_000)}}`),
      JSON_ERRORS.tooDeep,
    );
    expectRefused(
      await signUp(
        `{"email":"deep@hostile.test","password":"long-enough-1","name":"D","image":${deepObjects(100_000)}}`,
      ),
      JSON_ERRORS.tooDeep,
    );
    const [found] = await t.context.db
      .select({ n: count() })
      .from(user)
      .where(eq(user.email, 'deep@hostile.test'));
    expect(found?.n).toBe(0);
  });

  it('keeps the 1 MB body limit (413) for a deep body larger than it', async () => {
    const response = await new TestClient(t.app).request(
      'POST',
      '/api/auth/sign-up/email',
      deepObjects(200_000),
      JSON_TYPE,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('multipart uploads busboy cannot read', () => {
  const FILE_PART = [
    '--XBOUNDARY',
    'Content-Disposition: form-data; name="file"; filename="candidates.csv"',
    'Content-Type: text/csv',
    '',
    'full_name,email',
    'Ada,ada@hostile.test',
  ].join('\r\n');
  const CONFIG_PART = [
    '--XBOUNDARY',
    'Content-Disposition: form-data; name="testConfiguration"',
    '',
    JSON.stringify({ selectedTests: [{ id: SECURITY_TESTS[0] }], testMode: 'pre-built' }),
  ].join('\r\n');
  const upload = (body: string, contentType: string) =>
    admin.client.request('POST', '/api/n8n/csv-upload', body, { 'content-type': contentType });

  async function nothingWritten() {
    const [written] = await t.context.db
      .select({ n: count() })
      .from(candidates)
      .where(eq(candidates.email, 'ada@hostile.test'));
    expect(written?.n).toBe(0);
    const [assessmentRows] = await t.context.db
      .select({ n: count() })
      .from(assessments)
      .where(eq(assessments.companyId, admin.companyId));
    // Only the fixture's own assessment.
    expect(assessmentRows?.n).toBe(1);
  }

  it('refuses a multipart Content-Type without a boundary', async () => {
    const message = 'The upload is not a valid multipart/form-data body: its boundary is missing.';
    expectRefused(
      await upload(`${CONFIG_PART}\r\n${FILE_PART}\r\n--XBOUNDARY--\r\n`, 'multipart/form-data'),
      message,
    );
    expectRefused(await upload('', 'multipart/form-data; charset=utf-8'), message);
    await nothingWritten();
  });

  it('holds the testConfiguration field to the rules of a JSON body', async () => {
    const type = 'multipart/form-data; boundary=XBOUNDARY';
    const withConfig = (config: string) =>
      upload(
        `--XBOUNDARY\r\nContent-Disposition: form-data; name="testConfiguration"\r\n\r\n${config}\r\n${FILE_PART}\r\n--XBOUNDARY--\r\n`,
        type,
      );
    const test = `{"id":"${SECURITY_TESTS[0]}"}`;
    expectRefused(
      await withConfig(`{"selectedTests":[${test}],"testMode":"pre-built","customInstructions":"a\\ud800"}`),
      JSON_ERRORS.loneSurrogate,
    );
    expectRefused(
      await withConfig(
        `{"selectedTests":[{"id":"${SECURITY_TESTS[0]}","x":${deepArrays(20_000)}}],"testMode":"pre-built"}`,
      ),
      JSON_ERRORS.tooDeep,
    );
    await nothingWritten();
  });

  it("refuses the same forms on the CSV check (the upload's dry run), and the check writes nothing", async () => {
    const check = (body: string, contentType: string) =>
      admin.client.request('POST', '/api/candidates/csv-check', body, { 'content-type': contentType });
    const type = 'multipart/form-data; boundary=XBOUNDARY';
    expectRefused(
      await check(`${CONFIG_PART}\r\n${FILE_PART}\r\n--XBOUNDARY--\r\n`, 'multipart/form-data'),
      'The upload is not a valid multipart/form-data body: its boundary is missing.',
    );
    expectRefused(
      await check(`${CONFIG_PART}\r\n${FILE_PART}\r\n`, type),
      'The upload ended before the form was complete. Please try again.',
    );
    const complete = await check(`${CONFIG_PART}\r\n${FILE_PART}\r\n--XBOUNDARY--\r\n`, type);
    expect(complete.statusCode, complete.body).toBe(200);
    expect(complete.json()).toMatchObject({ rowsRead: 1, willAdd: 1, willSkip: 0 });
    await nothingWritten();
  });

  it('refuses a form cut off before its closing boundary, in a file or a field', async () => {
    const message = 'The upload ended before the form was complete. Please try again.';
    const type = 'multipart/form-data; boundary=XBOUNDARY';
    expectRefused(await upload(`${CONFIG_PART}\r\n${FILE_PART}\r\n`, type), message);
    expectRefused(await upload(`${CONFIG_PART}\r\n${FILE_PART.slice(0, -10)}`, type), message);
    expectRefused(await upload(CONFIG_PART, type), message);
    expectRefused(await upload('--XBOUNDARY\r\nContent-Disposition: form-da', type), message);
    await nothingWritten();
    // The same form, complete, is accepted.
    const complete = await upload(`${CONFIG_PART}\r\n${FILE_PART}\r\n--XBOUNDARY--\r\n`, type);
    expect(complete.statusCode, complete.body).toBe(200);
    expect(complete.json().candidatesProcessed).toBe(1);
  });

  it('refuses the logo upload the same way', async () => {
    const put = (body: string, contentType: string) =>
      admin.client.request('PUT', '/api/company/branding/logo', body, { 'content-type': contentType });
    const part =
      '--XBOUNDARY\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\n\r\n\x89PNG';
    expectRefused(
      await put(`${part}\r\n--XBOUNDARY--\r\n`, 'multipart/form-data'),
      'The upload is not a valid multipart/form-data body: its boundary is missing.',
    );
    expectRefused(
      await put(part, 'multipart/form-data; boundary=XBOUNDARY'),
      'The upload ended before the form was complete. Please try again.',
    );
  });
});
