import { PLAN_FEATURE_MESSAGES, REPORTS_ZIP_PATH } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../src/db/schema';
import { createTestApp, signedInAdmin, type TestApp } from '../helpers';
import { openApiContract } from '../openapi-contract';
import { givePlan } from '../plans';

/**
 * Bulk operations (several candidates in one request) are an Enterprise feature, enforced in one place
 * (plans/bulk-operations.plugin.ts) that every bulk route passes through (issue 37, finding 5). The
 * document is walked for every route whose body lists candidate ids, so a new one cannot be missed.
 */
type Bulk = { body: (ids: string[]) => Record<string, unknown>; gated: boolean };

const BULK_ROUTES: Record<string, Bulk> = {
  'POST /api/candidates/bulk-delete': { body: (ids) => ({ ids }), gated: true },
  'POST /api/candidates/export': { body: (ids) => ({ ids }), gated: true },
  'POST /api/candidates/invitations/resend': { body: (ids) => ({ ids }), gated: true },
  'POST /api/candidates/stage': {
    body: (candidateIds) => ({ candidateIds, stage: 'shortlisted' }),
    gated: true,
  },
  'PATCH /api/candidates/deadline': {
    body: (candidateIds) => ({ candidateIds, deadlineAt: new Date(Date.now() + 86_400_000).toISOString() }),
    gated: true,
  },
  [`POST ${REPORTS_ZIP_PATH}`]: { body: (ids) => ({ ids }), gated: true },
  // Recovering candidates whose setup failed on our side is never a paid feature.
  'POST /api/candidates/pipeline/retry': { body: (ids) => ({ ids }), gated: false },
};

type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> } };
type Schema = { $ref?: string; properties?: Record<string, { type?: string }> };

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let ids: string[];
let documented: string[];

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  admin = await signedInAdmin(t, 'admin@plan-gates.test', { name: 'Plan Gates', industry: 'Retail' });
  await givePlan(t.context, admin.companyId, 'startup');
  const rows = await t.context.db
    .insert(candidates)
    .values(
      ['One', 'Two'].map((name) => ({
        companyId: admin.companyId,
        fullName: `Candidate ${name}`,
        email: `${name.toLowerCase()}@plan-gates.test`,
        testStatus: 'questions_generated',
      })),
    )
    .returning({ id: candidates.id });
  ids = rows.map((r) => r.id);
  const { document } = await openApiContract(t.app);
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const resolve = (schema: Schema | undefined) =>
    schema?.$ref ? schemas[schema.$ref.split('/').pop() ?? ''] : schema;
  documented = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations as Record<string, Operation>).flatMap(([method, operation]) => {
      const schema = resolve(operation.requestBody?.content?.['application/json']?.schema);
      const listsCandidates = ['ids', 'candidateIds'].some(
        (field) => schema?.properties?.[field]?.type === 'array',
      );
      // The public API (/api/v1) is Enterprise as a whole.
      return listsCandidates && !path.startsWith('/api/v1/') ? [`${method.toUpperCase()} ${path}`] : [];
    }),
  );
}, 60_000);
afterAll(() => t?.close());

const call = (route: string, body: Record<string, unknown>) => {
  const [method, url = ''] = route.split(' ');
  return admin.client.request(method as 'POST' | 'PATCH', url, body);
};

describe('bulk operations on the Startup plan', () => {
  it('every route whose body lists candidates is known here, gated or exempt with its reason', () => {
    expect(documented.sort()).toEqual(Object.keys(BULK_ROUTES).sort());
  });

  it('answer 402 PLAN_FEATURE for several candidates on every gated route, and work for one', async () => {
    for (const [route, bulk] of Object.entries(BULK_ROUTES)) {
      const several = await call(route, bulk.body(ids));
      if (bulk.gated) {
        expect(several.statusCode, route).toBe(402);
        expect(several.json().error, route).toEqual({
          code: 'PLAN_FEATURE',
          message: PLAN_FEATURE_MESSAGES.bulkOperations,
        });
      } else {
        expect(several.statusCode, route).not.toBe(402);
      }
      expect((await call(route, bulk.body(ids.slice(0, 1)))).statusCode, route).not.toBe(402);
    }
  });

  it('are open on Enterprise', async () => {
    await givePlan(t.context, admin.companyId, 'enterprise');
    try {
      for (const [route, bulk] of Object.entries(BULK_ROUTES)) {
        expect((await call(route, bulk.body(ids))).statusCode, route).not.toBe(402);
      }
    } finally {
      await givePlan(t.context, admin.companyId, 'startup');
    }
  });
});
