import type { TCandidate, TCandidateSectionDetail, TCandidateSectionsResponse } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgeNotice } from '../../../test/candidates';
import {
  createTestApp,
  linkIn,
  signedInAdmin,
  type TestApp,
  TestClient,
  waitForMail,
  waitUntil,
} from '../../../test/helpers';
import { assessments, candidates } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;
let a: TestClient;
let b: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  a = (await signedInAdmin(t, 'facts-a@tenant-a.test', { name: 'Facts A', industry: 'Retail' })).client;
  b = (await signedInAdmin(t, 'facts-b@tenant-b.test', { name: 'Facts B', industry: 'Retail' })).client;
});
afterAll(() => t.close());

/** passwordSetAt stays for candidates of before decision 033: entry sets no password. */
const FACTS = [
  'invitedAt',
  'invitationOpenedAt',
  'startedAt',
  'lastActivityAt',
  'effectiveDeadlineAt',
] as const;

async function row(client: TestClient, email: string): Promise<TCandidate | undefined> {
  const list = (await client.get(`/api/candidates?search=${encodeURIComponent(email)}`)).json();
  return (list.items as TCandidate[]).find((c) => c.email === email);
}

const at = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : Number.NaN);

describe('the pipeline facts of the candidates list', () => {
  it('appear as the candidate moves through invitation, link, section and answers', async () => {
    const email = 'pia.pipeline@facts.test';
    const created = await a.post('/api/n8n/create-candidate', {
      email,
      full_name: 'Pia Pipeline',
      testConfiguration: { selectedTests: [{ id: TEST_IDS.logicalReasoning }], testMode: 'pre-built' },
    });
    expect(created.statusCode).toBe(201);
    const [id] = created.json().candidateIds as string[];

    // Before the pipeline's credential step: nothing but the deadline (none set anywhere).
    const fresh = await row(a, email);
    expect(fresh?.invitationOpenedAt).toBeNull();
    expect(fresh?.startedAt).toBeNull();
    expect(fresh?.lastActivityAt).toBeNull();
    expect(fresh?.effectiveDeadlineAt).toBeNull();

    // The pipeline invites: invitedAt.
    const mail = await waitForMail(t.context, email, 'Your assessment invitation from Facts A', 20_000);
    await waitUntil(async () => (await row(a, email))?.invitedAt != null, 10_000);
    const invited = await row(a, email);
    expect(invited).toMatchObject({ invitationOpenedAt: null, passwordSetAt: null, startedAt: null });
    expect(Math.abs(at(invited?.invitedAt) - Date.now())).toBeLessThan(60_000);

    // Another company never sees the candidate.
    expect(await row(b, email)).toBeUndefined();
    expect((await b.get('/api/candidates')).json().total).toBe(0);

    // The candidate opens the link: entering records it (the page's check before it records nothing).
    const token = new URL(linkIn(mail.text)).searchParams.get('token') ?? '';
    const visitor = new TestClient(t.app);
    const check = await visitor.get(`/api/invitations/accept?token=${encodeURIComponent(token)}`);
    expect(check.json().status).toBe('valid');
    expect((await row(a, email))?.invitationOpenedAt).toBeNull();
    // An unknown token records nothing anywhere.
    await visitor.post('/api/invitations/enter', { token: 'no-such-token' });
    expect((await row(a, email))?.invitationOpenedAt).toBeNull();
    expect((await visitor.post('/api/invitations/enter', { token })).statusCode).toBe(200);
    const opened = await row(a, email);
    expect(at(opened?.invitationOpenedAt)).toBeGreaterThanOrEqual(at(opened?.invitedAt));
    // No password is set on the way in (decision 033).
    expect(opened?.passwordSetAt).toBeNull();
    expect(opened?.startedAt).toBeNull();
    expect(opened?.lastActivityAt).toBeNull();

    // Starts the first section: startedAt and the last activity.
    const sections: TCandidateSectionsResponse['sections'] = (
      await visitor.get('/api/candidate/sections')
    ).json().sections;
    const section = sections[0];
    if (!section) throw new Error('no section');
    await acknowledgeNotice(visitor);
    expect((await visitor.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const started = await row(a, email);
    expect(started?.startedAt).not.toBeNull();
    expect(started?.lastActivityAt).toBe(started?.startedAt);

    // Saves an answer: the last activity moves on, the start stays.
    await new Promise((r) => setTimeout(r, 20));
    const detail: TCandidateSectionDetail = (
      await visitor.get(`/api/candidate/sections/${section.id}`)
    ).json();
    const question = detail.questions[0];
    if (!question) throw new Error('no question');
    const saved = await visitor.put(`/api/candidate/answers/${question.id}`, { value: 0, questionIndex: 0 });
    expect(saved.statusCode).toBe(200);
    const answered = await row(a, email);
    expect(answered?.startedAt).toBe(started?.startedAt);
    expect(at(answered?.lastActivityAt)).toBeGreaterThan(at(started?.lastActivityAt));

    // The deadline: the assessment's closing time, unless the candidate has their own.
    const closesAt = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    await t.context.db
      .update(assessments)
      .set({ closesAt })
      .where(eq(assessments.id, created.json().assessmentId));
    expect((await row(a, email))?.effectiveDeadlineAt).toBe(closesAt.toISOString());
    const own = new Date(Date.now() + 9 * 24 * 60 * 60 * 1000);
    await t.context.db
      .update(candidates)
      .set({ deadlineAt: own })
      .where(eq(candidates.id, id ?? ''));
    const single = (await a.get(`/api/candidates/${id}`)).json();
    expect(single.effectiveDeadlineAt).toBe(own.toISOString());
    expect(single.deadlineAt).toBe(own.toISOString());
    for (const fact of FACTS) expect(single[fact], fact).not.toBeNull();
    expect(single.passwordSetAt).toBeNull();
  });
});
