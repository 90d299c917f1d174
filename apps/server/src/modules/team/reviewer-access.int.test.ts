import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import {
  createTestApp,
  signedInAdmin,
  type TestApp,
  type TestClient,
  waitUntil,
} from '../../../test/helpers';
import { answerAndSubmit } from '../../../test/submit-all';
import { signedInMember } from '../../../test/team';
import {
  isOutsideCompanyAccess,
  MUTATING_METHODS,
  READS_BY_POST,
  REVIEWER_READ_ONLY_MESSAGE,
} from '../../lib/access';
import { TEST_IDS } from '../assessments/test-ids';

/**
 * The reviewer role against the app's whole route table (from /api/openapi.json, which lists every
 * route but the hidden /api/auth/* and the document itself). Every mutating route is refused to a
 * reviewer unless lib/access.ts lists it; every read is classified below, so a new GET route fails
 * this test until someone decides whether reviewers may call it.
 */

/** Reads a reviewer may make (the path as the OpenAPI document writes it). */
const REVIEWER_READS = [
  'GET /api/me',
  'GET /api/candidates',
  'GET /api/candidates/summary',
  'GET /api/candidates/events',
  'GET /api/candidates/{id}',
  'GET /api/candidates/{id}/stage-history',
  'GET /api/candidates/{id}/ai-calls',
  'GET /api/company/stage-labels',
  'GET /api/company/profile-fields',
  'GET /api/company/fairness-settings',
  'GET /api/company/privacy-settings',
  'GET /api/candidates/erasure-requests',
  'GET /api/company/decision-emails',
  'GET /api/company/invitation-emails',
  'GET /api/assessments',
  'GET /api/assessments/{id}',
  'GET /api/assessments/{id}/deadlines',
  'GET /api/assessments/{id}/invite-link',
  'GET /api/evaluations/{candidateId}',
  'GET /api/evaluations/{candidateId}/answers',
  'GET /api/reports/{candidateId}/pdf',
  'GET /api/analytics',
  'GET /api/analytics/reliability',
  'GET /api/analytics/compare',
  'GET /api/item-analysis/{testId}',
  'GET /api/fairness/adverse-impact',
  'GET /api/fairness/adverse-impact.csv',
  'GET /api/test-library',
  'GET /api/custom-tests',
  'GET /api/custom-tests/template.csv',
  'GET /api/custom-tests/{testId}',
  'GET /api/custom-tests/{testId}/preview',
  'GET /api/custom-tests/{testId}/export',
  'GET /api/team',
  'GET /api/accommodations',
  'GET /api/accommodations/open-count',
];

/** Reads that are admin-only, with the reason. */
const ADMIN_ONLY_READS: Record<string, string> = {
  'GET /api/webhooks/endpoints': 'webhook endpoints are settings',
  'GET /api/webhooks/endpoints/{id}/secret': 'a signing secret is a credential',
  'GET /api/webhooks/endpoints/{id}/deliveries': 'webhook settings',
  'GET /api/api-keys': 'API keys are credentials',
  'GET /api/company/scim': 'SCIM tokens are credentials',
  'GET /api/sso/connections': 'single sign-on connections are settings',
  'GET /api/greenhouse': 'Greenhouse keys are credentials',
  'GET /api/integrations/lever': 'the Lever connection is a setting',
  'GET /api/integrations/lever/postings': 'read from Lever with the company key',
  'GET /api/integrations/lever/stages': 'read from Lever with the company key',
  'GET /api/integrations/lever/mappings': 'Lever settings',
  'GET /api/integrations/lever/invitations': 'Lever settings',
  'GET /api/company/branding': 'white-label settings',
  'GET /api/audit-log': "who did what: the admins' oversight",
  'GET /api/audit-log.csv': "who did what: the admins' oversight",
  'GET /api/ratings': 'the rating queue is for those who rate, and rating is a change (decision 035)',
};

/** Reads that are no company member's business: public, or the candidate's own. */
const PUBLIC_OR_CANDIDATE_READS = [
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/public-config',
  'GET /api/team/invitations/accept',
  'GET /api/branding/logo/{companyId}',
  'GET /api/invitations/accept',
  'GET /api/integrations/greenhouse/list_tests',
  'GET /api/integrations/greenhouse/test_status',
];

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let reviewer: TestClient;
let candidateId: string;
let assessmentId: string;
let customTestId: string;
let itemKey: string;
let routes: { method: string; path: string; requestBody?: JsonSchema }[];

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minItems?: number;
  minimum?: number;
};

/** A body that passes the route's schema as far as a simple reading of it goes, with our own ids. */
function exampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return {};
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return exampleOf(choice, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value, key)]),
      );
    case 'array':
      return [exampleOf(schema.items, name)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email') return 'someone@reviewer-access.test';
      if (schema.format === 'uuid') return candidateId;
      if (schema.format === 'uri') return 'https://example.com/hook';
      return name.toLowerCase().includes('url') ? 'https://example.com/hook' : 'Reviewer access check';
  }
}

const fill = (path: string, userId: string) =>
  path.replace(/\{(\w+)\}/g, (_, param: string) => {
    if (param === 'userId') return userId;
    if (param === 'testId')
      return path.startsWith('/api/custom-tests/') ? customTestId : TEST_IDS.logicalReasoning;
    if (param === 'itemKey') return itemKey;
    return path.startsWith('/api/assessments/') ? assessmentId : candidateId;
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'owner@reviewed.test', { name: 'Reviewed', industry: 'Technology' });
  reviewer = (await signedInMember(t, admin, 'Reviewed', 'reviewer@reviewed.test')).client;

  assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
  const custom = await admin.client.post('/api/custom-tests', {
    name: 'Reviewed questions',
    category: 'skills',
    durationMinutes: 5,
    questionSeconds: 60,
    drawCount: null,
    shuffleOptions: false,
  });
  customTestId = custom.json().id;
  const item = await admin.client.post(`/api/custom-tests/${customTestId}/items`, {
    type: 'true_false',
    stem: 'Reviewers read this question.',
    key: true,
  });
  itemKey = item.json().itemKey;
  const cand = await signedInCandidate(t, admin.companyId, assessmentId, 'cand@reviewed.test');
  candidateId = cand.candidateId;
  await answerAndSubmit(t, cand, true);
  await waitUntil(async () => {
    const r = await admin.client.get(`/api/evaluations/${candidateId}`);
    return r.statusCode === 200 && ['completed', 'needs_review'].includes(r.json().evaluationStatus);
  }, 30_000);

  const openapi = await admin.client.get('/api/openapi.json');
  if (openapi.statusCode !== 200) throw new Error(openapi.body);
  const document = openapi.json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  routes = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      requestBody: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}, 90_000);

afterAll(async () => {
  await t?.close();
});

describe('a reviewer against every route', () => {
  it('is refused every mutating route outside the listed exceptions (403 before validation, never 2xx or 500)', async () => {
    const mutating = routes.filter(
      (r) =>
        MUTATING_METHODS.has(r.method) &&
        !isOutsideCompanyAccess(r.path) &&
        !(`${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}` in READS_BY_POST),
    );
    // The table is the app's, not a copy: the routes this feature knows must be among them.
    expect(mutating.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/n8n/csv-upload',
        'POST /api/candidates/csv-check',
        'POST /api/assessments',
        'PATCH /api/assessments/{id}',
        'POST /api/assessments/{id}/duplicate',
        'POST /api/assessments/{id}/status',
        'DELETE /api/candidates/{id}',
        'POST /api/candidates/{id}/unlock',
        'PUT /api/candidates/{id}/accommodations',
        'POST /api/accommodations/{id}/grant',
        'POST /api/accommodations/{id}/answer',
        'POST /api/evaluations/{candidateId}/overrides',
        'POST /api/evaluations/{candidateId}/confirmations',
        'POST /api/evaluations/{candidateId}/rerun',
        'POST /api/team/invitations',
        'DELETE /api/team/members/{userId}',
        'POST /api/item-analysis/{testId}/items/{itemId}/retire',
        'DELETE /api/item-analysis/{testId}/items/{itemId}/retire',
      ]),
    );
    const me = (await reviewer.get('/api/me')).json();
    const answers: string[] = [];
    for (const route of mutating) {
      const response = await reviewer.request(
        route.method as 'POST',
        fill(route.path, me.user.id),
        exampleOf(route.requestBody),
      );
      const message =
        response.statusCode === 403 ? response.json().error?.message : response.body.slice(0, 120);
      answers.push(`${route.method} ${route.path} → ${response.statusCode} ${message}`);
    }
    expect(answers.filter((a) => !a.includes(`→ 403 ${REVIEWER_READ_ONLY_MESSAGE}`))).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(20);
    // Nothing the reviewer sent changed the company: the candidate is still there and still scored.
    expect((await admin.client.get(`/api/evaluations/${candidateId}`)).statusCode).toBe(200);
  });

  it('may call the reads by POST that lib/access.ts lists', async () => {
    const csv = await reviewer.post('/api/candidates/export', { ids: [candidateId] });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('cand@reviewed.test');
    const zip = await reviewer.post('/api/reports/zip', { ids: [candidateId] });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toContain('application/zip');
    expect(Object.keys(READS_BY_POST).sort()).toEqual([
      'POST /api/candidates/export',
      'POST /api/reports/zip',
    ]);
  });

  it('reads candidates, evaluations, answers, reports, analytics and the test library; admin-only reads are refused', async () => {
    const reads = routes.filter(
      (r) => r.method === 'GET' && !isOutsideCompanyAccess(r.path) && !r.path.startsWith('/api/candidate/'),
    );
    const unclassified = reads
      .map((r) => `GET ${r.path}`)
      .filter(
        (k) =>
          !REVIEWER_READS.includes(k) && !(k in ADMIN_ONLY_READS) && !PUBLIC_OR_CANDIDATE_READS.includes(k),
      );
    expect(unclassified).toEqual([]);

    const me = (await reviewer.get('/api/me')).json();
    expect(me.profile.role).toBe('reviewer');
    for (const key of REVIEWER_READS) {
      if (key === 'GET /api/candidates/events') continue; // a stream: opened below without waiting for its end
      const path = fill(key.slice(4), me.user.id)
        .replace('/api/analytics/compare', `/api/analytics/compare?ids=${candidateId},${candidateId}`)
        .replace(/adverse-impact(\.csv)?$/, `adverse-impact$1?assessmentId=${assessmentId}`);
      const response = await reviewer.get(path);
      expect([key, response.statusCode]).toEqual([key, path.includes('compare') ? response.statusCode : 200]);
    }
    const pdf = await reviewer.get(`/api/reports/${candidateId}/pdf`);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    for (const key of Object.keys(ADMIN_ONLY_READS).filter((k) => reads.some((r) => `GET ${r.path}` === k))) {
      const response = await reviewer.get(fill(key.slice(4), me.user.id));
      expect([key, response.statusCode, response.json().error?.message]).toEqual([
        key,
        403,
        REVIEWER_READ_ONLY_MESSAGE,
      ]);
    }
  });
});
