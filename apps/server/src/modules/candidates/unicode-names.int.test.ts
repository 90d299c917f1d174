import type { TApiKeyCreated, TCandidateList, TPublicCandidateList } from '@app/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp, uploadCsv } from '../../../test/helpers';
import { givePlan } from '../../../test/plans';
import { TEST_IDS } from '../assessments/test-ids';

/** Names in the scripts of issue 23, as a candidate would type them (NFC). */
const UPLOADED = ['अनन्या शर्मा', 'محمد علي', '王芳', 'கார்த்திக்', 'সৌমিত্র', 'さくら たなか', '김민준', 'דוד כהן'];
const POSTED = ['Анна Иванова', 'Ελένη Παπαδοπούλου', 'Łukasz Dvořák', 'Sam 🚀'];
const emailOf = (i: number) => `unicode-${i}@example.test`;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let key: TApiKeyCreated;

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  admin = await signedInAdmin(t, 'admin@unicode.test', { name: 'शर्मा टेक्नोलॉजीज', industry: 'Technology' });
  await givePlan(t.context, admin.companyId);
  key = (await admin.client.post('/api/api-keys', { name: 'ATS' })).json();
  // The CSV as Excel saves it: UTF-8 with a byte order mark.
  const rows = UPLOADED.map((name, i) => `"${name}",${emailOf(i)}`).join('\r\n');
  await uploadCsv(admin, `\uFEFFfull_name,email\r\n${rows}\r\n`, {
    selectedTests: [{ id: TEST_IDS.logicalReasoning }],
    testMode: 'pre-built',
  });
  const posted = await t.app.inject({
    method: 'POST',
    url: '/api/v1/candidates',
    headers: { authorization: `Bearer ${key.key}` },
    payload: {
      candidates: POSTED.map((fullName, i) => ({ fullName, email: emailOf(100 + i) })),
      testConfiguration: { selectedTests: [{ id: TEST_IDS.logicalReasoning }], testMode: 'pre-built' },
    },
  });
  expect(posted.statusCode, posted.body).toBe(201);
});

afterAll(async () => {
  await t?.close();
});

describe('candidate names in any script', () => {
  const all = [...UPLOADED, ...POSTED];

  it('come back byte for byte from the public API and the admin list', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidates?limit=100',
      headers: { authorization: `Bearer ${key.key}` },
    });
    expect(api.statusCode, api.body).toBe(200);
    const fromApi = (api.json() as TPublicCandidateList).items.map((c) => c.fullName);
    const fromList = ((await admin.client.get('/api/candidates')).json() as TCandidateList).items.map(
      (c) => c.fullName,
    );
    for (const name of all) {
      expect(fromApi).toContain(name);
      expect(fromList).toContain(name);
      expect(Buffer.from(fromApi.find((n) => n === name) ?? '')).toEqual(Buffer.from(name.normalize('NFC')));
    }
  });

  it('are in the CSV export, UTF-8 with a byte order mark for Excel', async () => {
    const response = await admin.client.post('/api/candidates/export', {});
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parse(response.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    const names = records.map((r) => r.Name);
    for (const name of all) expect(names).toContain(name);
  });
});
