import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, evaluations } from '../../src/db/schema';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { createAssessment, signedInCandidate } from '../candidates';
import { formQuestions } from '../form-questions';
import { createTestApp, signedInAdmin, type TestApp, waitUntil } from '../helpers';
import type { OpenApiDocument } from '../openapi-contract';
import { givePlan } from '../plans';
import { askSelfIdentification } from '../self-identification';
import { submitAssessment } from '../submit-all';
import { ROUTES } from './routes';

/** Fields of a question's key (items/presentation.ts's QuestionScoring): none may reach a candidate, under any name of a response. */
const KEY_FIELDS = new Set([
  'keyIndex',
  'optionKeys',
  'rubric',
  'scoring',
  'trait',
  'reverse',
  'effectiveness',
  'itemId',
  'itemVersion',
  'correct',
  'correctAnswer',
  'isCorrect',
]);
const WRITING =
  'Dear team, thank you for the update. I will send the report on Friday. Please tell me if you need anything.';

let t: TestApp;
let cand: Awaited<ReturnType<typeof signedInCandidate>>;
let document: OpenApiDocument;
/** Rubric sentences of this candidate's form: text a response must not carry either. */
let rubricTexts: string[] = [];
const crawled = new Set<string>();
const findings: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const admin = await signedInAdmin(t, 'admin@keys.test', { name: 'Keys Co', industry: 'Technology' });
  await givePlan(t.context, admin.companyId);
  // The company asks the self-identification questions, so the candidate's answer route is read answered.
  await askSelfIdentification(admin, 'us');
  // Every library test: mcq, true/false, SJT, likert (trait and reverse keys), forced choice, writing.
  const assessmentId = await createAssessment(t, admin.companyId, Object.values(TEST_IDS));
  // The feedback report is read too once scored: plain words, never a key.
  await t.context.db
    .update(assessments)
    .set({ feedbackReportEnabled: true })
    .where(eq(assessments.id, assessmentId));
  cand = await signedInCandidate(t, admin.companyId, assessmentId, 'cand@keys.test', 'Kim Keys');
  const rows = await formQuestions(t.context.db, cand.candidateId);
  rubricTexts = rows.flatMap((r) => Object.values(r.scoring.rubric ?? {})).filter((s) => s.length > 20);
}, 60_000);
afterAll(() => t.close());

/** Walks a JSON body for key fields, and for options that carry more than their text. */
function keysIn(value: unknown, at: string, out: string[]) {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      keysIn(v, `${at}[${i}]`, out);
    });
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if (KEY_FIELDS.has(key)) out.push(`${at}.${key}`);
    if (key === 'options' && Array.isArray(v) && v.some((o) => typeof o !== 'string')) {
      out.push(`${at}.options carries more than option texts`);
    }
    keysIn(v, `${at}.${key}`, out);
  }
}

function inspect(template: string, response: LightMyRequestResponse) {
  crawled.add(template);
  expect(response.statusCode, `${template}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  const found: string[] = [];
  if (String(response.headers['content-type']).includes('json') && response.body) {
    keysIn(response.json(), '$', found);
  }
  for (const text of rubricTexts) if (response.body.includes(text)) found.push(`rubric text "${text}"`);
  if (found.length) findings.push(`${template} → ${found.join(', ')}`);
}

/**
 * A candidate's write through SPEC's path and again under the application's id (decision 032), each
 * response inspected under its route's template; `status`: the status both must answer.
 */
async function inspectBoth(method: 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown, status?: number) {
  const template = (url: string) =>
    url
      .replace(cand.candidateId, '{applicationId}')
      .replace(/\/sections\/[^/]+/, '/sections/{sectionId}')
      .replace(/\/answers\/[^/]+/, '/answers/{questionId}');
  for (const url of [
    path,
    path.replace('/api/candidate/', `/api/candidate/applications/${cand.candidateId}/`),
  ]) {
    const response = await cand.client.request(method, url, body);
    if (status !== undefined) expect(response.statusCode, response.body).toBe(status);
    inspect(`${method} ${template(url)}`, response);
  }
}

/** Every GET a candidate may call (their own ids filled in), after each step of the assessment. */
async function crawlReads(sections: { id: string }[], questionIds: string[]) {
  for (const [key, route] of Object.entries(ROUTES)) {
    const [method, template = ''] = key.split(' ');
    const path = template.replace('{applicationId}', cand.candidateId);
    if (method !== 'GET' || ('stream' in route && route.stream)) continue;
    if (!(route.kind === 'candidate' || (route.kind === 'session' && !route.destructive))) continue;
    if (path.includes('{sectionId}')) {
      for (const s of sections) inspect(key, await cand.client.get(path.replace('{sectionId}', s.id)));
    } else if (path.includes('{questionId}')) {
      for (const q of questionIds) inspect(key, await cand.client.get(path.replace('{questionId}', q)));
    } else {
      inspect(key, await cand.client.get(path));
    }
  }
}

describe('answer keys never reach a candidate', () => {
  it('are in no response of any route a candidate can call, before, during and after the assessment', async () => {
    const sectionsResponse = await cand.client.get('/api/candidate/sections');
    const sections: { id: string }[] = sectionsResponse.json().sections;
    expect(sections.length).toBe(Object.values(TEST_IDS).length);
    await crawlReads(sections, []);
    await inspectBoth('PATCH', '/api/candidate/me', { fullName: 'Kim Keys', phone: null, profileData: {} });
    // The notice (issue 21) names sections and what they measure, never an item or a key.
    const { version } = (await cand.client.get('/api/candidate/notice')).json();
    await inspectBoth('POST', '/api/candidate/notice/acknowledge', { version });
    await inspectBoth('POST', '/api/candidate/accommodations', {
      kind: 'extra_time',
      reason: 'I read long questions slowly.',
    });
    const questionIds: string[] = [];
    for (const section of sections) {
      await inspectBoth('POST', `/api/candidate/sections/${section.id}/start`);
      const detail = (await cand.client.get(`/api/candidate/sections/${section.id}`)).json();
      for (const [index, q] of (detail.questions as { id: string; questionType: string }[]).entries()) {
        questionIds.push(q.id);
        const value = q.questionType.includes('writ') || q.questionType.includes('open') ? WRITING : 0;
        await inspectBoth('PUT', `/api/candidate/answers/${q.id}`, { value, questionIndex: index }, 200);
      }
      await inspectBoth('POST', `/api/candidate/sections/${section.id}/integrity-events`, {
        events: [{ type: 'tab_hidden', occurredAt: new Date().toISOString() }],
      });
      await crawlReads([section], questionIds);
      await inspectBoth('POST', `/api/candidate/sections/${section.id}/submit`);
    }
    inspect(
      'POST /api/submit-assessment',
      await submitAssessment(cand.client, cand.candidateId, cand.userId),
    );
    await crawlReads(sections, questionIds);
    await inspectBoth('PUT', '/api/candidate/language', { language: 'hi' });
    await inspectBoth('PUT', '/api/candidate/self-identification', { sex: 'prefer_not_to_say' }, 200);
    // Once scored: the candidate still sees nothing of the keys (nor of the scoring).
    await waitUntil(async () => {
      const [row] = await t.context.db
        .select({ status: evaluations.evaluationStatus })
        .from(evaluations)
        .where(eq(evaluations.candidateId, cand.candidateId));
      return ['completed', 'needs_review'].includes(row?.status ?? '');
    }, 30_000);
    await crawlReads(sections, questionIds);
    // Last: asking for erasure changes state (it marks the request; the data stays until an admin or the job erases it).
    await inspectBoth('POST', '/api/candidate/erasure-request');
    inspect(
      'POST /api/candidate/account-erasure-request',
      await cand.client.post('/api/candidate/account-erasure-request'),
    );

    expect(findings).toEqual([]);
    // Every candidate route of the document was called (a new one is crawled without editing this test).
    const candidateRoutes = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .map((m) => `${m.toUpperCase()} ${path}`)
        .filter((key) => {
          const route = ROUTES[key];
          return route?.kind === 'candidate' && !('stream' in route && route.stream);
        }),
    );
    expect(candidateRoutes.filter((key) => !crawled.has(key))).toEqual([]);
  }, 120_000);
});
