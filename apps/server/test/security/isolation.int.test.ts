import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../src/db/schema';
import { READS_BY_POST, reviewerMayCall } from '../../src/lib/access';
import { waitUntil } from '../helpers';
import type { OpenApiDocument } from '../openapi-contract';
import { pdfTextOf } from '../pdf-text';
import { fillPath, ROUTES } from './routes';
import { type JsonSchema, resolver, validShaped } from './schema-arbitrary';
import { buildWorld, leaks, type Principal, type World } from './world';

type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

let world: World;
let document: OpenApiDocument;
const DENIED = [401, 403, 404];

beforeAll(async () => {
  world = await buildWorld();
  document = (await world.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}, 120_000);
afterAll(() => world.t.close());

/** Who may call a class of routes at all (a reviewer only reads). */
function entitled(kind: string, principal: Principal, method: string, path: string) {
  if (kind === 'company') {
    if (principal.name === 'reviewer of A') return reviewerMayCall(method, path.replace(/\{(\w+)\}/g, ':$1'));
    return principal.name === 'admin of A' || principal.name === 'admin of B';
  }
  if (kind === 'candidate') return principal.name.includes('candidate');
  if (kind === 'api') return principal.name === 'API key of A';
  return false;
}

function operations() {
  return Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op: op as Operation })),
  );
}

/** A body of the documented shape (fixed seed), so a refusal is about who asks, not about the body. */
function sampleBody(op: Operation, route: { body?: unknown }) {
  if (route.body !== undefined) return route.body;
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  return fc.sample(validShaped(schema, resolver(document)), { seed: 1, numRuns: 1 })[0];
}

/** Query parameters naming objects are given the other party's ids. */
function foreignQuery(op: Operation, principal: Principal) {
  const pairs = (op.parameters ?? [])
    .filter((p) => p.in === 'query' && /ids?$/i.test(p.name))
    .map((p) => `${p.name}=${principal.foreign.candidateId}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

describe('tenant isolation matrix (every documented route × every principal × ids of others)', () => {
  it('classifies every route of /api/openapi.json', () => {
    const unclassified = operations()
      .map(({ method, path }) => `${method} ${path}`)
      .filter((key) => !(key in ROUTES));
    expect(unclassified, 'add these routes to test/security/routes.ts').toEqual([]);
    const gone = Object.keys(ROUTES).filter(
      (key) => !operations().some(({ method, path }) => `${method} ${path}` === key),
    );
    expect(gone, 'routes classified but no longer documented').toEqual([]);
  });

  it('refuses every foreign id and leaks nothing, for every principal', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const { method, path, op } of operations()) {
      const route = ROUTES[`${method} ${path}`];
      if (!route) continue;
      const hasParams = path.includes('{');
      for (const principal of world.principals) {
        const record = (status: number, body: string, why: string) => {
          failures.push(`${principal.name} ${method} ${path} → ${status} (${why}): ${body.slice(0, 160)}`);
        };
        const call = async (url: string, body: unknown) => {
          calls += 1;
          const response = await principal.send(method, url, body);
          const found = leaks(response.body, principal.forbidden);
          if (found.length) record(response.statusCode, response.body, `leaks ${found.join(', ')}`);
          if (response.statusCode >= 500) record(response.statusCode, response.body, 'server error');
          return response;
        };
        if (route.kind === 'session') {
          if (route.destructive || method !== 'GET') continue;
          await call(path, undefined);
          continue;
        }
        if (route.kind === 'public') {
          if (method !== 'GET') continue;
          await call(
            path.replace(/\{(\w+)\}/g, (_, p) => (p === 'companyId' ? principal.foreign.companyId : 'x')),
            undefined,
          );
          continue;
        }
        if (route.kind === 'onboarding') {
          const response = await call(path, sampleBody(op, route));
          if (![...DENIED, 409].includes(response.statusCode))
            record(response.statusCode, response.body, 'created');
          continue;
        }
        const mayCall = entitled(route.kind, principal, method, path);
        if (hasParams || !mayCall) {
          if (mayCall && route.stream) continue;
          const body =
            'foreignBody' in route && route.foreignBody
              ? route.foreignBody(principal.foreign)
              : sampleBody(op, route);
          const response = await call(fillPath(path, principal.foreign), body);
          // A submitted candidate's assessment is locked for every write: the 423 is about the caller,
          // answered before any id is looked up.
          const locked = route.kind === 'candidate' && response.json().error?.code === 'ASSESSMENT_LOCKED';
          if (!DENIED.includes(response.statusCode) && !locked) {
            record(response.statusCode, response.body, 'not refused');
          }
          continue;
        }
        if (route.stream) continue;
        if (method === 'GET') {
          await call(`${path}${foreignQuery(op, principal)}`, undefined);
        } else if ('foreignBody' in route && route.foreignBody) {
          const response = await call(path, route.foreignBody(principal.foreign));
          if (route.kind === 'candidate' && !DENIED.includes(response.statusCode)) {
            record(response.statusCode, response.body, "another candidate's submission not refused");
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(400);
  }, 120_000);

  it('leaves the other company intact', async () => {
    const rows = await world.t.context.db.select({ id: candidates.id }).from(candidates);
    expect(rows.map((r) => r.id).sort()).toEqual(
      [world.a1.candidateId, world.a2.candidateId, world.b1.candidateId].sort(),
    );
    const keys = (await world.a.admin.client.get('/api/api-keys')).json().items;
    expect(keys.find((k: { id: string }) => k.id === world.a.apiKey.id)?.revokedAt ?? null).toBeNull();
  });
});

/**
 * What would show that a person's self-identification left its aggregate: A1's categories (world.ts) as
 * keys, codes and labels. No other data of the world names them.
 */
const SELF_IDENTIFICATION_MARKS = [
  'raceEthnicity',
  'race_ethnicity',
  'ageBand',
  'age_band',
  'native_hawaiian',
  'Native Hawaiian',
  'Pacific Islander',
  '60_plus',
  '60 or over',
  'Another gender identity',
];
/** The aggregate itself (counts per group, small groups suppressed; its own tests prove it) and the switch. */
const AGGREGATE_ROUTES = [
  '/api/fairness/',
  '/api/company/fairness-settings',
  '/api/candidate/self-identification',
];

describe("a person's self-identification never leaves its aggregate", () => {
  it('is in no response of any route, nor in an export, a PDF, a ZIP, a webhook or an email', async () => {
    const principal = (name: string) => {
      const found = world.principals.find((p) => p.name === name);
      if (!found) throw new Error(`no principal ${name}`);
      return found;
    };
    const callers: Record<string, Principal> = {
      company: principal('admin of A'),
      reviewer: principal('reviewer of A'),
      api: principal('API key of A'),
      candidate: principal('candidate of A'),
    };
    // Events about A1 go out to a webhook endpoint: a stage change and an evaluation of A1.
    const hook = await world.a.admin.client.post('/api/webhooks/endpoints', {
      url: 'http://127.0.0.1:9/all-events',
      events: ['candidate.stage_changed', 'evaluation.completed'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const moved = await world.a.admin.client.patch(`/api/candidates/${world.a1.candidateId}/stage`, {
      stage: 'shortlisted',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await waitUntil(async () => {
      const rows = await world.t.context.db.execute(
        sql`SELECT 1 FROM webhook_deliveries WHERE endpoint_id = ${hook.json().id} AND payload::text LIKE ${`%${world.a1.candidateId}%`}`,
      );
      return rows.rows.length > 0;
    }, 15_000);
    const texts: { where: string; text: string }[] = [];
    const read = async (
      where: string,
      response: { headers: Record<string, unknown>; rawPayload: Buffer },
    ) => {
      const type = String(response.headers['content-type'] ?? '');
      if (type.includes('application/pdf'))
        texts.push({ where, text: (await pdfTextOf(response.rawPayload)).text });
      else if (type.includes('application/zip'))
        for (const [name, bytes] of Object.entries(unzipSync(response.rawPayload)))
          texts.push({
            where: `${where} ${name}`,
            text: name.endsWith('.pdf') ? (await pdfTextOf(bytes)).text : new TextDecoder().decode(bytes),
          });
      else texts.push({ where, text: response.rawPayload.toString('utf8') });
    };
    for (const { method, path, op } of operations()) {
      const route = ROUTES[`${method} ${path}`];
      if (!route || AGGREGATE_ROUTES.some((prefix) => path.startsWith(prefix))) continue;
      if (route.kind === 'public' || route.kind === 'session' || route.kind === 'onboarding') {
        if (method === 'GET')
          await read(`${method} ${path}`, await principal('anonymous').send(method, path, undefined));
        continue;
      }
      if ('stream' in route && route.stream) continue;
      const isRead = method === 'GET' || `${method} ${path}` in READS_BY_POST;
      if (!isRead) continue;
      // The right of access (issue 21): the candidate's own download carries their own self-identification.
      const ownDownload = [
        'GET /api/candidate/my-data',
        'GET /api/candidate/applications/{applicationId}/my-data',
        'GET /api/candidate/company-data',
        'GET /api/candidate/applications/{applicationId}/company-data',
        'GET /api/candidate/account-data',
      ];
      if (ownDownload.includes(`${method} ${path}`)) continue;
      const kinds = route.kind === 'company' ? ['company', 'reviewer'] : [route.kind];
      for (const kind of kinds) {
        const caller = callers[kind];
        if (!caller) continue;
        const body =
          method === 'GET'
            ? undefined
            : 'foreignBody' in route && route.foreignBody
              ? route.foreignBody(world.idsA1)
              : sampleBody(op, route);
        const response = await caller.send(method, fillPath(path, world.idsA1), body);
        await read(`${caller.name} ${method} ${path} → ${response.statusCode}`, response);
      }
    }
    const deliveries = await world.t.context.db.execute<{ text: string }>(
      sql`SELECT payload::text AS text FROM webhook_deliveries`,
    );
    const mails = await world.t.context.db.execute<{ text: string }>(
      sql`SELECT row_to_json(o)::text AS text FROM outbox o`,
    );
    texts.push(...deliveries.rows.map((r) => ({ where: 'webhook delivery', text: r.text })));
    texts.push(...mails.rows.map((r) => ({ where: 'outbox', text: r.text })));

    // The proof has teeth: the world's A1 did answer, its report, PDF and webhooks were read.
    const stored = await world.t.context.db.execute(
      sql`SELECT 1 FROM self_identifications WHERE candidate_id = ${world.a1.candidateId}`,
    );
    expect(stored.rows).toHaveLength(1);
    expect(texts.some((t) => t.where.includes('/pdf') && t.text.includes('Ada Alphaone'))).toBe(true);
    expect(texts.some((t) => t.where === 'webhook delivery' && t.text.includes(world.a1.candidateId))).toBe(
      true,
    );
    expect(texts.length).toBeGreaterThan(60);

    const found = texts.flatMap(({ where, text }) => {
      const marks = leaks(text, SELF_IDENTIFICATION_MARKS);
      return marks.length ? [`${where}: ${marks.join(', ')}`] : [];
    });
    expect(found).toEqual([]);
  }, 120_000);
});
