import type { TAccommodationRequestList, TOwnAccommodationRequests } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, waitForMail } from '../../../test/helpers';
import { givePlan } from '../../../test/plans';
import { signedInMember } from '../../../test/team';
import { TEST_IDS } from '../assessments/test-ids';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let reviewer: Awaited<ReturnType<typeof signedInMember>>;
let assessmentId: string;

const REASON = 'I have dyslexia and read long passages slowly.';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'admin@accom.test', { name: 'Accom Co', industry: 'Technology' });
  other = await signedInAdmin(t, 'admin@elsewhere.test', { name: 'Elsewhere', industry: 'Retail' });
  await givePlan(t.context, admin.companyId);
  reviewer = await signedInMember(t, admin, 'Accom Co', 'reviewer@accom.test');
  assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
}, 90_000);
afterAll(() => t?.close());

describe('accommodation requests', () => {
  it('extra time: requested by the candidate, granted by an admin, applied to the section times', async () => {
    const c = await signedInCandidate(t, admin.companyId, assessmentId, 'slow@accom.test', 'Sam Slow');
    const asked = await c.client.post('/api/candidate/accommodations', {
      kind: 'extra_time',
      reason: REASON,
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      kind: 'extra_time',
      status: 'open',
      reason: REASON,
      response: null,
    });
    const id: string = asked.json().id;

    // The admins are told, without the reason (it may be about health).
    const notified = await waitForMail(t.context, 'admin@accom.test', 'Accommodation request from Sam Slow');
    expect(notified.text).toContain('/accommodations');
    expect(notified.text).not.toContain('dyslexia');

    const open: TAccommodationRequestList = (
      await admin.client.get('/api/accommodations?status=open')
    ).json();
    expect(open.openCount).toBeGreaterThanOrEqual(1);
    expect(open.requests.find((r) => r.id === id)).toMatchObject({
      candidateName: 'Sam Slow',
      candidateEmail: 'slow@accom.test',
      reason: REASON,
      currentExtraTimeMultiplier: 1,
    });
    // Reviewers read, never decide.
    expect((await reviewer.client.get('/api/accommodations')).statusCode).toBe(200);
    expect(
      (await reviewer.client.post(`/api/accommodations/${id}/grant`, { extraTimeMultiplier: 1.5 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await reviewer.client.post(`/api/accommodations/${id}/answer`, { response: 'No' })).statusCode,
    ).toBe(403);
    // Another company's admin does not find it.
    expect(
      (await other.client.post(`/api/accommodations/${id}/grant`, { extraTimeMultiplier: 1.5 })).statusCode,
    ).toBe(404);
    expect((await other.client.get('/api/accommodations')).json().requests).toEqual([]);

    const before = (await c.client.get('/api/candidate/sections')).json().sections[0];
    const granted = await admin.client.post(`/api/accommodations/${id}/grant`, {
      extraTimeMultiplier: 1.5,
      response: 'Of course: good luck!',
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({
      status: 'granted',
      extraTimeMultiplier: 1.5,
      response: 'Of course: good luck!',
    });

    expect((await c.client.get('/api/candidate/me')).json().extraTimeMultiplier).toBe(1.5);
    const mine: TOwnAccommodationRequests = (await c.client.get('/api/candidate/accommodations')).json();
    expect(mine.requests[0]).toMatchObject({ id, status: 'granted', extraTimeMultiplier: 1.5 });
    const mail = await waitForMail(t.context, 'slow@accom.test', 'Your extra time was granted');
    expect(mail.text).toContain('1.5×');
    expect(mail.text).toContain('Of course: good luck!');

    // The section's clock is the standard time × 1.5.
    const started = await c.client.post(`/api/candidate/sections/${before.id}/start`);
    expect(started.statusCode).toBe(200);
    const { startedAt, deadlineAt } = started.json().attempt;
    expect((Date.parse(deadlineAt) - Date.parse(startedAt)) / 1000).toBe(before.timeLimitMinutes * 60 * 1.5);

    // Decided once.
    const twice = await admin.client.post(`/api/accommodations/${id}/grant`, { extraTimeMultiplier: 2 });
    expect(twice.statusCode).toBe(409);
  });

  it('another adjustment: answered in words, and the candidate is told', async () => {
    const c = await signedInCandidate(t, admin.companyId, assessmentId, 'reader@accom.test', 'Rita Reader');
    const asked = await c.client.post('/api/candidate/accommodations', {
      kind: 'other',
      reason: 'I use a screen reader; can the charts have text descriptions?',
    });
    const id: string = asked.json().id;
    expect((await admin.client.post(`/api/accommodations/${id}/answer`, { response: '' })).statusCode).toBe(
      400,
    );
    const answered = await admin.client.post(`/api/accommodations/${id}/answer`, {
      response: 'Every chart has a text description; we will also call you to arrange a spoken alternative.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'answered', extraTimeMultiplier: null });
    const mail = await waitForMail(t.context, 'reader@accom.test', 'Your accommodation request was answered');
    expect(mail.text).toContain('spoken alternative');
    expect((await c.client.get('/api/candidate/me')).json().extraTimeMultiplier).toBe(1);
    const decided: TAccommodationRequestList = (
      await admin.client.get('/api/accommodations?status=answered')
    ).json();
    expect(decided.requests.map((r) => r.id)).toEqual([id]);
    expect(decided.requests[0]?.decidedByName).toBe('Admin');
  });

  it('refuses a reason too short, and the routes of the other side', async () => {
    const c = await signedInCandidate(t, admin.companyId, assessmentId, 'short@accom.test');
    const short = await c.client.post('/api/candidate/accommodations', { kind: 'extra_time', reason: 'pls' });
    expect(short.statusCode).toBe(400);
    expect((await c.client.get('/api/accommodations')).statusCode).toBe(403);
    expect((await admin.client.get('/api/candidate/accommodations')).statusCode).toBe(403);
  });
});
