import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../src/db/schema';
import { inviteCandidates } from '../../src/modules/invitations/invitations.service';
import { createTestApp, signedInAdmin, type TestApp, TestClient } from '../helpers';

/**
 * Entry limits keyed by what they protect (issue 35, decision 027): a campus lab behind one router is one
 * client address, and every person in it enters with their own link; the address keeps only a coarse,
 * configurable guard.
 */
const LAB = '127.0.77.1';
const LAB_SIZE = 500;
const ACCEPT = '/api/invitations/accept';
const ENTER = '/api/invitations/enter';

let t: TestApp;
let guarded: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // A deployment that sets the coarse guards low, to see them hold.
  guarded = await createTestApp({ ADDRESS_RATE_LIMIT: '5', SIGN_IN_RATE_LIMIT: '4' }, { workers: false });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await guarded?.close();
});

/** `count` candidates of a new company whose questions are ready, with their invitation links. */
async function invitedLab(app: TestApp, count: number) {
  const admin = await signedInAdmin(app, `admin-${count}@lab-entry.test`, {
    name: `Lab ${count}`,
    industry: 'Education',
  });
  const rows = await app.context.db
    .insert(candidates)
    .values(
      Array.from({ length: count }, (_, i) => ({
        companyId: admin.companyId,
        fullName: `Student ${i}`,
        email: `student-${i}@lab-entry.test`,
        testStatus: 'questions_generated',
      })),
    )
    .returning({ id: candidates.id });
  const outcomes = await inviteCandidates(
    app.context,
    admin.companyId,
    rows.map((r) => r.id),
    { deliver: false },
  );
  return outcomes.flatMap((o) =>
    o.status === 'sent' ? [new URL(o.url).searchParams.get('token') ?? ''] : [],
  );
}

describe('a campus lab behind one address', () => {
  it(`lets ${LAB_SIZE} people enter through their own invitation links`, async () => {
    const tokens = await invitedLab(t, LAB_SIZE);
    expect(tokens).toHaveLength(LAB_SIZE);
    const statuses: number[][] = [];
    // As the lab's browsers do: several at once, every one from the router's address.
    const enter = async (token: string) => {
      const browser = new TestClient(t.app, LAB);
      const checked = await browser.get(`${ACCEPT}?token=${encodeURIComponent(token)}`);
      const accepted = await browser.post(ENTER, { token });
      const me = await browser.get('/api/candidate/me');
      statuses.push([checked.statusCode, accepted.statusCode, me.statusCode]);
    };
    for (let start = 0; start < tokens.length; start += 25) {
      await Promise.all(tokens.slice(start, start + 25).map(enter));
    }
    expect(statuses).toHaveLength(LAB_SIZE);
    expect(statuses.filter(([check, accept, me]) => check !== 200 || accept !== 200 || me !== 200)).toEqual(
      [],
    );
  }, 180_000);

  it('still limits one link: its holder cannot repeat without end', async () => {
    // From 31 addresses, so that only the link's own budget (30 entries in 15 minutes) is in play.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const browser = new TestClient(guarded.app, `127.0.78.${i + 1}`);
      statuses.push((await browser.post(ENTER, { token: 'one-link' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('an office behind one address', () => {
  it('lets each person try their own team invitation link; one link alone runs out', async () => {
    const TEAM_ACCEPT = '/api/team/invitations/accept';
    const office = (i: number) =>
      new TestClient(t.app, '127.0.81.1').post(TEAM_ACCEPT, {
        token: `team-link-${i}`,
        name: 'Office Person',
        password: 'office-pass-1',
      });
    const everyone: number[] = [];
    for (let i = 0; i < 12; i += 1) everyone.push((await office(i)).statusCode);
    expect(everyone.every((status) => status === 400)).toBe(true);
    const one: number[] = [];
    for (let i = 0; i < 11; i += 1) one.push((await office(99)).statusCode);
    expect(one.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(one[10]).toBe(429);
  });
});

describe('the coarse per-address guards', () => {
  it('refuse an address past ADDRESS_RATE_LIMIT a minute, whatever links it carries, and say when to retry', async () => {
    const browser = new TestClient(guarded.app, '127.0.79.1');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await browser.get(`${ACCEPT}?token=link-${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await browser.get(`${ACCEPT}?token=link-6`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await new TestClient(guarded.app, '127.0.79.2').get(`${ACCEPT}?token=link-7`)).statusCode).toBe(
      200,
    );
  });

  it('apply SIGN_IN_RATE_LIMIT to single sign-on starts, not Better Auth’s three in ten seconds', async () => {
    const start = (app: TestApp, address: string) =>
      new TestClient(app.app, address).post('/api/auth/sign-in/sso', {
        email: 'someone@no-connection.test',
        callbackURL: '/admin-dashboard',
      });
    const office: number[] = [];
    for (let i = 0; i < 10; i += 1) office.push((await start(t, '127.0.80.1')).statusCode);
    expect(office.filter((status) => status === 429)).toEqual([]);
    const limited: number[] = [];
    for (let i = 0; i < 5; i += 1) limited.push((await start(guarded, '127.0.80.2')).statusCode);
    expect(limited.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(limited[4]).toBe(429);
  });
});
