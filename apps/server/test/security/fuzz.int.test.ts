import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ERRORS, MAX_JSON_DEPTH } from '../../src/lib/json-text';
import { createAssessment, signedInCandidate } from '../candidates';
import { createTestApp, signedInAdmin, type TestApp, TestClient } from '../helpers';
import type { OpenApiDocument } from '../openapi-contract';
import { givePlan } from '../plans';
import { ROUTES } from './routes';
import {
  deepArrays,
  deepObjects,
  encodeQueryValue,
  hostileBody,
  hostileValue,
  inspectJson,
  type JsonSchema,
  jsonText,
  LONE_SURROGATES,
  pollutedBody,
  resolver,
  surrogateBytes,
  validShaped,
} from './schema-arbitrary';
import { SECURITY_TESTS } from './world';

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Runs per route: enough to hit each hostile family, few enough for CI (about a minute in all). */
const RUNS = 20;
const SEED = Number(process.env.SECURITY_FUZZ_SEED ?? Date.now() % 2 ** 31);
const DOCUMENT_ID = 'https://hireassess.test/openapi.json';
const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

let t: TestApp;
let document: OpenApiDocument;
let ajv: Ajv2020;
let clients: Record<'company' | 'candidate' | 'anonymous', TestClient>;
let apiKey: string;
let own: Record<string, string>;

beforeAll(async () => {
  // Jobs stay queued: the fuzzer looks at answers, not at what workers would do with them.
  t = await createTestApp({}, { workers: false });
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const admin = await signedInAdmin(t, 'admin@fuzz.test', { name: 'Fuzz Co', industry: 'Technology' });
  await givePlan(t.context, admin.companyId);
  const assessmentId = await createAssessment(t, admin.companyId, [...SECURITY_TESTS]);
  const candidate = await signedInCandidate(t, admin.companyId, assessmentId, 'cand@fuzz.test');
  const sections = (await candidate.client.get('/api/candidate/sections')).json().sections;
  const sectionId = sections[0].id as string;
  await candidate.client.post(`/api/candidate/sections/${sectionId}/start`);
  const detail = (await candidate.client.get(`/api/candidate/sections/${sectionId}`)).json();
  apiKey = (await admin.client.post('/api/api-keys', { name: 'fuzz' })).json().key;
  clients = { company: admin.client, candidate: candidate.client, anonymous: new TestClient(t.app) };
  own = {
    candidateId: candidate.candidateId,
    id: candidate.candidateId,
    applicationId: candidate.candidateId,
    sectionId,
    questionId: detail.questions[0].id,
    companyId: admin.companyId,
  };
  console.info(`security fuzz seed ${SEED} (rerun with SECURITY_FUZZ_SEED=${SEED})`);
}, 60_000);
afterAll(() => t.close());

function operations() {
  return Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op: op as Operation })),
  );
}

/** Routes that end sessions or accounts are fuzzed without a session, so the run keeps its own. */
function clientFor(method: string, path: string): { client: TestClient; bearer?: string } {
  const route = ROUTES[`${method} ${path}`];
  if (!route) throw new Error(`${method} ${path} is not classified in routes.ts`);
  if (route.kind === 'company') return { client: clients.company };
  if (route.kind === 'candidate') return { client: clients.candidate };
  if (route.kind === 'api') return { client: clients.anonymous, bearer: apiKey };
  if (route.kind === 'session' && !route.destructive) return { client: clients.company };
  return { client: clients.anonymous };
}

/** Destructive calls (delete, erase, revoke, member changes) get unknown ids, so the fuzzer keeps its world. */
function paramArbitrary(method: string, path: string, name: string): fc.Arbitrary<string> {
  const destructive = method === 'DELETE' || /revoke|rotate|members|erase/.test(path);
  const ownId = own[name];
  const unknown = fc.oneof(fc.uuid(), fc.string({ maxLength: 60 }), fc.constant('../../etc/passwd'));
  return ownId && !destructive ? fc.oneof(fc.constant(ownId), unknown) : unknown;
}

function validator(path: string, method: string): ValidateFunction | null {
  const op = document.paths[path]?.[method.toLowerCase()] as Operation | undefined;
  if (!op?.requestBody?.content?.['application/json']?.schema) return null;
  return ajv.compile({
    $ref: `${DOCUMENT_ID}#/paths/${pointer(path)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`,
  });
}

type Request = { path: string; query: string; body: { raw: string } | { json: unknown } | null };

function requestArbitrary(method: string, path: string, op: Operation): fc.Arbitrary<Request> {
  const resolve = resolver(document);
  const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const pathArb = fc.tuple(...params.map((p) => paramArbitrary(method, path, p))).map((values) => {
    let filled = path;
    params.forEach((p, i) => {
      filled = filled.replace(`{${p}}`, encodeURIComponent(values[i] ?? ''));
    });
    return filled;
  });
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const queryArb = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(fc.oneof(validShaped(p.schema ?? {}, resolve), hostileValue), { nil: undefined }),
      ),
    )
    .map((values) =>
      queryParams
        .flatMap((p, i) => {
          const value = values[i];
          if (value === undefined) return [];
          const text = typeof value === 'string' ? value.slice(0, 2_000) : jsonText(value).slice(0, 2_000);
          return [`${encodeURIComponent(p.name)}=${encodeQueryValue(text)}`];
        })
        .join('&'),
    );
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const bodyArb: fc.Arbitrary<Request['body']> = schema
    ? fc.oneof(
        validShaped(schema, resolve).map((json) => ({ json })),
        hostileBody(schema, resolve).map((json) => ({ json })),
        pollutedBody.map((raw) => ({ raw })),
        fc.constantFrom('{"a":', 'null', '[]', '"text"', '\u0000').map((raw) => ({ raw })),
      )
    : fc.constant(null);
  return fc.record({ path: pathArb, query: queryArb, body: bodyArb });
}

/**
 * Not JSON, JSON every route refuses (nested deeper than MAX_JSON_DEPTH, an unpaired surrogate in a
 * string or key), or JSON the documented schema refuses.
 */
function isMalformed(text: string, validate: ValidateFunction | null) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return true;
  }
  const { depth, loneSurrogate } = inspectJson(json);
  if (depth > MAX_JSON_DEPTH || loneSurrogate) return true;
  return validate !== null && !validate(json);
}

function fuzzable() {
  return operations().filter(({ method, path, op }) => {
    const route = ROUTES[`${method} ${path}`];
    // Event streams stay open by design; their guards are in the isolation matrix.
    if (route && 'stream' in route && route.stream) return false;
    return Boolean(
      op.requestBody?.content?.['application/json'] || op.parameters?.length || path.includes('{'),
    );
  });
}

/** The value with `prefix` put before every string in it. */
function prefixStrings(value: unknown, prefix: string): unknown {
  if (typeof value === 'string') return `${prefix}${value}`;
  if (Array.isArray(value)) return value.map((item) => prefixStrings(item, prefix));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, prefixStrings(v, prefix)]));
  }
  return value;
}
const withNul = (value: unknown) => prefixStrings(value, 'a\u0000');

describe(`every JSON endpoint fuzzed from its schema (${RUNS} runs each)`, () => {
  it('answers every valid-shaped and hostile input without a 5xx, and refuses malformed bodies', async () => {
    const failures: string[] = [];
    for (const { method, path, op } of fuzzable()) {
      const { client, bearer } = clientFor(method, path);
      const validate = validator(path, method);
      const fuzzOnce = async (request: Request) => {
        const url = request.query ? `${request.path}?${request.query}` : request.path;
        const headers: Record<string, string> = {
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(request.body ? { 'content-type': 'application/json' } : {}),
        };
        const payload =
          request.body === null
            ? undefined
            : 'raw' in request.body
              ? request.body.raw
              : jsonText(request.body.json);
        const response = await client.request(method as 'POST', url, payload, headers);
        const malformed = payload !== undefined && isMalformed(payload, validate);
        if (response.statusCode >= 500 || (malformed && response.statusCode < 300)) {
          failures.push(
            `${method} ${url.slice(0, 200)} → ${response.statusCode}: body ${payload?.slice(0, 200)} answer ${response.body.slice(0, 200)}`,
          );
          return false;
        }
        return true;
      };
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(method, path, op), async (request) => {
            // fc.assert's own rejection is swallowed below, so a throw is recorded as a failure here.
            try {
              return await fuzzOnce(request);
            } catch (error) {
              failures.push(`${method} ${path}: the fuzzer threw ${String(error).slice(0, 200)}`);
              return false;
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
    // Prototype pollution would show on every object of the process the app runs in.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  }, 180_000);

  it('answers a NUL character in any string field (PostgreSQL cannot store it) without a 5xx', async () => {
    const failures: string[] = [];
    for (const { method, path, op } of fuzzable()) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      const { client, bearer } = clientFor(method, path);
      const [sample] = fc.sample(validShaped(schema, resolver(document)), { seed: 7, numRuns: 1 });
      const url = path.replace(/\{(\w+)\}/g, (_, p: string) => own[p] ?? crypto.randomUUID());
      const response = await client.request(method as 'POST', url, withNul(sample), {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      });
      if (response.statusCode >= 500)
        failures.push(`${method} ${path} → ${response.statusCode}: ${response.body}`);
    }
    expect(failures).toEqual([]);
  });
  it('refuses an unpaired surrogate, escaped or raw, and deep nesting in any JSON body with 400', async () => {
    const [lone = ''] = LONE_SURROGATES;
    const escapedLone = JSON.stringify(lone).slice(1, -1);
    const rawLone = Buffer.from(surrogateBytes(lone.charCodeAt(0)));
    const failures: string[] = [];
    for (const { method, path, op } of fuzzable()) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      const { client: shared, bearer } = clientFor(method, path);
      // Onboarding needs a session without a company to get past its guard to the body; a fresh
      // anonymous address keeps the contact form's and sign-in's rate limits out of the answers.
      const client =
        ROUTES[`${method} ${path}`]?.kind === 'onboarding'
          ? (await signedInAdmin(t, `onboarding-${crypto.randomUUID()}@fuzz.test`)).client
          : shared === clients.anonymous
            ? new TestClient(t.app)
            : shared;
      const [sample] = fc.sample(validShaped(schema, resolver(document)), { seed: 7, numRuns: 1 });
      const url = path.replace(/\{(\w+)\}/g, (_, p: string) => own[p] ?? crypto.randomUUID());
      // Whatever the schema, an extra field carries the hostile value too.
      const withValue = (value: unknown, strings: unknown = sample) =>
        strings !== null && typeof strings === 'object' && !Array.isArray(strings)
          ? { ...strings, extra: value }
          : [strings, value];
      const escaped = jsonText(withValue(`a${lone}`, prefixStrings(sample, lone)));
      const raw = escaped
        .split(escapedLone)
        .flatMap((part, i) => (i ? [rawLone, Buffer.from(part)] : [Buffer.from(part)]));
      const cases: [string, string | Buffer, string][] = [
        ['escaped surrogate', escaped, JSON_ERRORS.loneSurrogate],
        ['raw surrogate', Buffer.concat(raw), JSON_ERRORS.notUtf8],
        ['200,000 levels', jsonText([sample, deepArrays(200_000)]), JSON_ERRORS.tooDeep],
        ['100,000 levels in a field', jsonText(withValue(deepObjects(100_000))), JSON_ERRORS.tooDeep],
      ];
      for (const [name, payload, message] of cases) {
        const response = await client.request(method as 'POST', url, payload, {
          'content-type': 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        });
        const expected = { error: { code: 'VALIDATION_ERROR', message } };
        if (response.statusCode !== 400 || response.body !== JSON.stringify(expected)) {
          failures.push(
            `${method} ${path} (${name}) → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
