import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { candidates, companies } from '../../src/db/schema';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';
import { createAssessment, signedInCandidate } from '../candidates';
import { createTestApp, signedInAdmin, type TestApp, TestClient, waitUntil } from '../helpers';
import { SSO_TEST_CERTIFICATE } from '../identity/test-certificate';
import { givePlan } from '../plans';
import { askSelfIdentification } from '../self-identification';
import { answerAndSubmit } from '../submit-all';
import { signedInMember } from '../team';

/** The ids of one party's objects, used to fill another principal's path parameters. */
export type PartyIds = {
  companyId: string;
  candidateId: string;
  sectionId: string;
  questionId: string;
  memberUserId: string;
  invitationId: string;
  endpointId: string;
  deliveryId: string;
  apiKeyId: string;
  assessmentId: string;
  customTestId: string;
  itemKey: string;
  accommodationId: string;
  ssoProviderId: string;
  /** The company's record of the candidate's person (decision 032). */
  recordId: string;
};

/** What identifies a party in a response body: ids, names, emails. */
export type Marks = string[];

export type Principal = {
  name: string;
  /** Sends a request as this principal (cookies, a bearer key or nothing). */
  send: (method: string, url: string, body?: unknown) => Promise<LightMyRequestResponse>;
  /** Whose objects fill the path parameters: never the principal's own. */
  foreign: PartyIds;
  /** Marks this principal must never see. */
  forbidden: Marks;
};

export const SECURITY_TESTS = [
  TEST_IDS.logicalReasoning,
  TEST_IDS.situationalJudgement,
  TEST_IDS.bigFive,
] as const;

async function sectionAndQuestion(client: TestClient) {
  const sections = (await client.get('/api/candidate/sections')).json().sections as { id: string }[];
  const sectionId = sections[0]?.id ?? '';
  expect((await client.post(`/api/candidate/sections/${sectionId}/start`)).statusCode).toBe(200);
  const detail = (await client.get(`/api/candidate/sections/${sectionId}`)).json();
  return { sectionId, questionId: detail.questions[0].id as string };
}

async function companyParty(t: TestApp, tag: 'a' | 'b', companyName: string) {
  const admin = await signedInAdmin(t, `admin@sec-${tag}.test`, {
    name: companyName,
    industry: 'Technology',
  });
  await givePlan(t.context, admin.companyId);
  // The contact candidates read in their notice (issue 21): the company's, not its admin's own address.
  await t.context.db
    .update(companies)
    .set({ privacyContactEmail: `privacy@sec-${tag}.test` })
    .where(eq(companies.id, admin.companyId));
  const reviewer = await signedInMember(t, admin, companyName, `reviewer@sec-${tag}.test`, 'reviewer');
  const invitation = await admin.client.post('/api/team/invitations', {
    email: `pending@sec-${tag}.test`,
    role: 'reviewer',
  });
  expect(invitation.statusCode, invitation.body).toBe(201);
  const endpoint = await admin.client.post('/api/webhooks/endpoints', {
    url: 'http://127.0.0.1:9/hook',
    events: ['candidate.created'],
  });
  expect(endpoint.statusCode, endpoint.body).toBe(201);
  const endpointId = endpoint.json().id as string;
  await admin.client.post(`/api/webhooks/endpoints/${endpointId}/test`);
  let deliveryId = '';
  await waitUntil(async () => {
    const list = (await admin.client.get(`/api/webhooks/endpoints/${endpointId}/deliveries`)).json().items;
    deliveryId = list[0]?.id ?? '';
    return deliveryId !== '';
  }, 10_000);
  const sso = await admin.client.post('/api/sso/connections', {
    domain: `sec-${tag}.test`,
    defaultRole: 'reviewer',
    saml: {
      idpEntityId: `https://idp.sec-${tag}.test/metadata`,
      entryPoint: `https://idp.sec-${tag}.test/sso`,
      certificate: SSO_TEST_CERTIFICATE,
    },
  });
  expect(sso.statusCode, sso.body).toBe(201);
  const key = await admin.client.post('/api/api-keys', { name: `key ${tag}` });
  expect(key.statusCode, key.body).toBe(201);
  const assessmentId = await createAssessment(t, admin.companyId, [...SECURITY_TESTS]);
  const custom = await customTestWithItem(admin.client, `Custom test of ${tag}`);
  return {
    ...custom,
    admin,
    reviewer,
    assessmentId,
    invitationId: invitation.json().id as string,
    endpointId,
    deliveryId,
    ssoProviderId: sso.json().providerId as string,
    apiKey: key.json() as { id: string; key: string },
  };
}

/** A candidate's accommodation request (issue 21), for the routes that name one. */
async function accommodationRequest(client: TestClient) {
  const asked = await client.post('/api/candidate/accommodations', {
    kind: 'other',
    reason: 'Please describe the charts in words.',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  return asked.json().id as string;
}

/** A company's own test with one question (decision 016). */
async function customTestWithItem(client: TestClient, name: string) {
  const test = await client.post('/api/custom-tests', {
    name,
    category: 'skills',
    durationMinutes: 5,
    questionSeconds: 60,
    drawCount: null,
    shuffleOptions: false,
  });
  expect(test.statusCode, test.body).toBe(201);
  const customTestId = test.json().id as string;
  const item = await client.post(`/api/custom-tests/${customTestId}/items`, {
    type: 'true_false',
    stem: `A statement of ${name}`,
    key: true,
  });
  expect(item.statusCode, item.body).toBe(201);
  return { customTestId, itemKey: item.json().itemKey as string };
}

/** A1's self-identification: categories no other data of the world names. */
export const A1_SELF_IDENTIFICATION = {
  sex: 'another',
  raceEthnicity: 'native_hawaiian_or_pacific_islander',
  ageBand: '60_plus',
  disability: 'yes',
} as const;

/**
 * Two Enterprise companies with everything a route can name: admins, a reviewer, a pending invitation,
 * a webhook endpoint with a delivery, an API key, candidates with forms (one of A submitted and evaluated).
 */
export async function buildWorld() {
  const t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' });
  const a = await companyParty(t, 'a', 'Alpha Security Co');
  const b = await companyParty(t, 'b', 'Beta Security Co');
  const a1 = await signedInCandidate(t, a.admin.companyId, a.assessmentId, 'ada@sec-a.test', 'Ada Alphaone');
  // Another assessment of A, so A2's sections are not A1's (sections belong to an assessment).
  const a2Assessment = await createAssessment(t, a.admin.companyId, [TEST_IDS.englishGrammar]);
  const a2 = await signedInCandidate(t, a.admin.companyId, a2Assessment, 'alan@sec-a.test', 'Alan Alphatwo');
  const b1 = await signedInCandidate(t, b.admin.companyId, b.assessmentId, 'bea@sec-b.test', 'Bea Betaone');
  const a2Form = await sectionAndQuestion(a2.client);
  const b1Form = await sectionAndQuestion(b1.client);
  const accommodationA = await accommodationRequest(a1.client);
  const accommodationB = await accommodationRequest(b1.client);
  await answerAndSubmit(t, a1, true);
  // A1 self-identifies (issue 20) to the US's questions its company chose to ask (decision 036): the
  // isolation suite proves no route, export, PDF, webhook or mail carries it.
  await askSelfIdentification(a.admin, 'us');
  const selfId = await a1.client.put('/api/candidate/self-identification', A1_SELF_IDENTIFICATION);
  if (selfId.statusCode !== 200) throw new Error(`self-identification refused: ${selfId.body}`);
  await waitUntil(async () => {
    const r = await a.admin.client.get(`/api/evaluations/${a1.candidateId}`);
    return r.statusCode === 200 && ['completed', 'needs_review'].includes(r.json().evaluationStatus);
  }, 30_000);
  const a1Sections = (await a1.client.get('/api/candidate/sections')).json().sections as { id: string }[];
  const a1Detail = (await a1.client.get(`/api/candidate/sections/${a1Sections[0]?.id}`)).json();

  const recordOf = async (candidateId: string) => {
    const [row] = await t.context.db
      .select({ recordId: candidates.recordId })
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    return row?.recordId ?? '';
  };
  const records = {
    a1: await recordOf(a1.candidateId),
    a2: await recordOf(a2.candidateId),
    b1: await recordOf(b1.candidateId),
  };
  const partyA = (
    c: { candidateId: string },
    form: { sectionId: string; questionId: string },
    recordId: string,
  ): PartyIds => ({
    companyId: a.admin.companyId,
    candidateId: c.candidateId,
    sectionId: form.sectionId,
    questionId: form.questionId,
    memberUserId: a.reviewer.userId,
    invitationId: a.invitationId,
    endpointId: a.endpointId,
    deliveryId: a.deliveryId,
    apiKeyId: a.apiKey.id,
    assessmentId: a.assessmentId,
    customTestId: a.customTestId,
    itemKey: a.itemKey,
    accommodationId: accommodationA,
    ssoProviderId: a.ssoProviderId,
    recordId,
  });
  const idsA1 = partyA(
    a1,
    { sectionId: a1Sections[0]?.id ?? '', questionId: a1Detail.questions[0].id },
    records.a1,
  );
  const idsA2 = partyA(a2, a2Form, records.a2);
  const idsB: PartyIds = {
    companyId: b.admin.companyId,
    candidateId: b1.candidateId,
    ...b1Form,
    memberUserId: b.reviewer.userId,
    invitationId: b.invitationId,
    endpointId: b.endpointId,
    deliveryId: b.deliveryId,
    apiKeyId: b.apiKey.id,
    assessmentId: b.assessmentId,
    customTestId: b.customTestId,
    itemKey: b.itemKey,
    accommodationId: accommodationB,
    ssoProviderId: b.ssoProviderId,
    recordId: records.b1,
  };

  // Marks of each party: what must not appear in a body another principal receives.
  const company = (p: typeof a, tag: string): Marks => [
    p.admin.companyId,
    p.admin.userId,
    p.reviewer.userId,
    `admin@sec-${tag}.test`,
    `reviewer@sec-${tag}.test`,
    `pending@sec-${tag}.test`,
    p.invitationId,
    p.endpointId,
    p.deliveryId,
    p.ssoProviderId,
    p.apiKey.id,
    p.apiKey.key,
    p.assessmentId,
    p.customTestId,
    p.itemKey,
  ];
  const candidate = (c: { candidateId: string; userId: string }, email: string, name: string): Marks => [
    c.candidateId,
    c.userId,
    email,
    name,
  ];
  const marks = {
    companyA: [...company(a, 'a'), 'Alpha Security Co'],
    companyB: [...company(b, 'b'), 'Beta Security Co'],
    a1: [...candidate(a1, 'ada@sec-a.test', 'Ada Alphaone'), idsA1.sectionId, idsA1.questionId],
    a2: [...candidate(a2, 'alan@sec-a.test', 'Alan Alphatwo'), a2Form.sectionId, a2Form.questionId],
    b1: [...candidate(b1, 'bea@sec-b.test', 'Bea Betaone'), b1Form.sectionId, b1Form.questionId],
  };
  const all = Object.values(marks).flat();
  const except = (...visible: Marks[]) => {
    const seen = new Set(visible.flat());
    return all.filter((m) => !seen.has(m));
  };
  const anonymous = new TestClient(t.app);
  const send =
    (client: TestClient, bearer?: string): Principal['send'] =>
    (method, url, body) =>
      client.request(method as 'GET', url, body, bearer ? { authorization: `Bearer ${bearer}` } : {});
  // A company's own name is shown to its candidates (white-label); the rest of the company is not.
  const principals: Principal[] = [
    { name: 'anonymous', send: send(anonymous), foreign: idsA1, forbidden: all },
    {
      name: 'candidate of A',
      send: send(a1.client),
      foreign: idsA2,
      forbidden: except(marks.a1, [a.admin.companyId, 'Alpha Security Co']),
    },
    {
      name: 'another candidate of A',
      send: send(a2.client),
      foreign: idsA1,
      forbidden: except(marks.a2, [a.admin.companyId, 'Alpha Security Co']),
    },
    {
      name: 'candidate of B',
      send: send(b1.client),
      foreign: idsA1,
      forbidden: except(marks.b1, [b.admin.companyId, 'Beta Security Co']),
    },
    {
      name: 'admin of A',
      send: send(a.admin.client),
      foreign: idsB,
      forbidden: except(marks.companyA, marks.a1, marks.a2),
    },
    {
      name: 'admin of B',
      send: send(b.admin.client),
      foreign: idsA1,
      forbidden: except(marks.companyB, marks.b1),
    },
    {
      name: 'reviewer of A',
      send: send(a.reviewer.client),
      foreign: idsB,
      forbidden: except(marks.companyA, marks.a1, marks.a2),
    },
    {
      name: 'API key of A',
      send: send(new TestClient(t.app), a.apiKey.key),
      foreign: idsB,
      forbidden: except(marks.companyA, marks.a1, marks.a2),
    },
  ];
  return { t, a, b, a1, a2, b1, idsA1, idsA2, idsB, marks, principals };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** The marks of `forbidden` found in a response body (ids compared case-insensitively). */
export function leaks(body: string, forbidden: Marks) {
  const lower = body.toLowerCase();
  return forbidden.filter((mark) => mark !== '' && lower.includes(mark.toLowerCase()));
}
