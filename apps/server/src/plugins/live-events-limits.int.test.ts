import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../test/candidates';
import { openStream, type Stream, until } from '../../test/event-stream';
import { createTestApp, signedInAdmin, type TestApp } from '../../test/helpers';
import { signedInMember } from '../../test/team';
import { TEST_IDS } from '../modules/assessments/test-ids';
import { LIVE_EVENTS_MESSAGES } from './live-events';

const PER_USER = 3;
const PER_COMPANY = 5;
const PER_PROCESS = 9;

describe('live event stream caps', () => {
  let t: TestApp;
  let base: string;
  let port: number;
  const open: Stream[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      LIVE_EVENTS_MAX_PER_USER: String(PER_USER),
      LIVE_EVENTS_MAX_PER_COMPANY: String(PER_COMPANY),
      LIVE_EVENTS_MAX_PER_PROCESS: String(PER_PROCESS),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  }, 60_000);
  afterAll(async () => {
    for (const stream of open) stream.close();
    await t?.close();
  });

  const streams = () => t.app.liveEvents.openCount();
  async function stream(cookie: string, path?: string) {
    const opened = await openStream(base, cookie, path);
    open.push(opened);
    expect(await until(() => opened.events.includes('ready {}'))).toBe(true);
    return opened;
  }
  async function refused(cookie: string, path = '/api/candidates/events') {
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    return {
      status: response.status,
      body: (await response.json()) as { error: { code: string; message: string } },
    };
  }
  /** A raw connection that reads the stream's first event, then is reset: no orderly close at all. */
  async function abruptStream(cookie: string, path: string) {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n\r\n`);
    expect(await until(() => received.includes('event: ready'))).toBe(true);
    return () => socket.resetAndDestroy();
  }

  it('caps streams per user, per company and per process, frees a slot on close, and keeps health fast', async () => {
    const admin = await signedInAdmin(t, 'caps-a@corp.test', { name: 'Caps A', industry: 'Finance' });
    const reviewer = await signedInMember(t, admin, 'Caps A', 'caps-reviewer@corp.test');
    const other = await signedInAdmin(t, 'caps-b@corp.test', { name: 'Caps B', industry: 'Retail' });
    const third = await signedInAdmin(t, 'caps-c@corp.test', { name: 'Caps C', industry: 'Retail' });
    const assessmentId = await createAssessment(t, other.companyId, [TEST_IDS.businessWriting]);
    const candidate = await signedInCandidate(t, other.companyId, assessmentId, 'caps-cand@corp.test');
    const adminCookie = admin.client.cookieHeader();
    const candidateCookie = candidate.client.cookieHeader();
    const ownPath = '/api/candidate/events';

    // Per user: up to the cap, then 429 in the usual error shape.
    const adminStreams = [];
    for (let i = 0; i < PER_USER; i++) adminStreams.push(await stream(adminCookie));
    expect(await refused(adminCookie)).toEqual({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: LIVE_EVENTS_MESSAGES.user } },
    });

    // Closing one frees its slot.
    adminStreams[0]?.close();
    expect(await until(() => streams() === PER_USER - 1)).toBe(true);
    adminStreams[0] = await stream(adminCookie);

    // An abrupt disconnect (TCP reset, no orderly close) frees its slot too; so does a candidate's own stream.
    const candidateStreams = [await stream(candidateCookie, ownPath), await stream(candidateCookie, ownPath)];
    const reset = await abruptStream(candidateCookie, ownPath);
    expect(streams()).toBe(PER_USER + 3);
    expect((await refused(candidateCookie, ownPath)).body.error.message).toBe(LIVE_EVENTS_MESSAGES.user);
    reset();
    expect(await until(() => streams() === PER_USER + 2)).toBe(true);
    candidateStreams.push(await stream(candidateCookie, ownPath));

    // Per company: the reviewer of the admin's company gets the two slots the company has left.
    await stream(reviewer.client.cookieHeader());
    await stream(reviewer.client.cookieHeader());
    expect(await refused(reviewer.client.cookieHeader())).toEqual({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: LIVE_EVENTS_MESSAGES.company } },
    });

    // Per process: a third company's stream fills it (5 + 3 + 1); any further one, of any company, is refused.
    await stream(third.client.cookieHeader());
    expect(streams()).toBe(PER_PROCESS);
    expect(await refused(third.client.cookieHeader())).toEqual({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: LIVE_EVENTS_MESSAGES.process } },
    });
    expect(await refused(other.client.cookieHeader())).toMatchObject({ status: 429 });

    // One user hammering the full server: every attempt is refused at once, and health answers fast.
    const attempts = Array.from({ length: 300 }, () => refused(adminCookie).then((r) => r.status));
    const healthTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const health = await fetch(`${base}/api/health`);
      healthTimes.push(performance.now() - started);
      expect(health.status).toBe(200);
    }
    expect(new Set(await Promise.all(attempts))).toEqual(new Set([429]));
    expect(Math.max(...healthTimes)).toBeLessThan(1_000);
    expect(streams()).toBe(PER_PROCESS);

    // Every slot comes back when the streams close.
    for (const s of open) s.close();
    expect(await until(() => streams() === 0)).toBe(true);
    await stream(third.client.cookieHeader());
    expect(streams()).toBe(1);
  });
});
