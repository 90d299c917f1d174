import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../test/candidates';
import { openStream, until } from '../../test/event-stream';
import { createTestApp, signedInAdmin, type TestApp } from '../../test/helpers';
import { TEST_IDS } from '../modules/assessments/test-ids';

describe('live candidate events', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  async function admin(email: string, company: string) {
    const { client, companyId } = await signedInAdmin(t, email, { name: company, industry: 'Finance' });
    return { cookie: client.cookieHeader(), companyId };
  }

  it("streams a company's candidate changes, made by any database client, to that company only", async () => {
    const a = await admin('live-a@corp.test', 'Live A');
    const b = await admin('live-b@corp.test', 'Live B');
    const streamA = await openStream(base, a.cookie);
    const streamB = await openStream(base, b.cookie);
    expect(
      await until(() => streamA.events.includes('ready {}') && streamB.events.includes('ready {}')),
    ).toBe(true);

    // Another process (a worker, another API instance) writes straight to the database.
    const other = new pg.Client({ connectionString: t.url });
    await other.connect();
    await other.query(
      `INSERT INTO candidates (company_id, full_name, email) SELECT $1, 'Row ' || n, 'row' || n || '@x.test' FROM generate_series(1, 500) n`,
      [a.companyId],
    );
    expect(await until(() => streamA.events.includes('candidates {"op":"INSERT"}'))).toBe(true);
    // One statement, one event, however many rows.
    expect(streamA.events.filter((e) => e.startsWith('candidates'))).toHaveLength(1);

    await other.query(`UPDATE candidates SET test_status = 'in_progress' WHERE company_id = $1`, [
      a.companyId,
    ]);
    await other.query(`DELETE FROM candidates WHERE company_id = $1`, [a.companyId]);
    await other.end();
    expect(await until(() => streamA.events.includes('candidates {"op":"DELETE"}'))).toBe(true);
    expect(streamA.events).toContain('candidates {"op":"UPDATE"}');
    expect(streamB.events).toEqual(['ready {}']);
    streamA.close();
    streamB.close();
  });

  it("tells every open stream to fetch again when the listener's connection was lost and is back", async () => {
    const a = await admin('live-gap@corp.test', 'Live Gap');
    const stream = await openStream(base, a.cookie);
    expect(await until(() => stream.events.includes('ready {}'))).toBe(true);
    const other = new pg.Client({ connectionString: t.url });
    await other.connect();
    // What a database restart does to the listening connection: changes in the gap are not announced.
    await other.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN candidate_changes'`,
    );
    await other.end();
    expect(await until(() => stream.events.filter((e) => e === 'ready {}').length === 2, 10_000)).toBe(true);
    stream.close();
  });

  it('streams to a candidate only the changes of their own record; statements over 50 rows to all', async () => {
    const { companyId } = await admin('live-c@corp.test', 'Live C');
    const assessmentId = await createAssessment(t, companyId, [TEST_IDS.businessWriting]);
    const first = await signedInCandidate(t, companyId, assessmentId, 'first@live.test');
    const second = await signedInCandidate(t, companyId, assessmentId, 'second@live.test');
    const streamFirst = await openStream(base, first.client.cookieHeader(), '/api/candidate/events');
    const streamSecond = await openStream(base, second.client.cookieHeader(), '/api/candidate/events');
    expect(await until(() => [streamFirst, streamSecond].every((s) => s.events.includes('ready {}')))).toBe(
      true,
    );

    const other = new pg.Client({ connectionString: t.url });
    await other.connect();
    await other.query(`UPDATE candidates SET phone = '1' WHERE id = $1`, [first.candidateId]);
    expect(await until(() => streamFirst.events.includes('candidate {"op":"UPDATE"}'))).toBe(true);
    expect(streamSecond.events).toEqual(['ready {}']);

    // 60 rows in one statement: the notification names no candidate, so every stream of the company hears it.
    await other.query(
      `INSERT INTO candidates (company_id, full_name, email) SELECT $1, 'Row ' || n, 'c' || n || '@x.test' FROM generate_series(1, 60) n`,
      [companyId],
    );
    expect(await until(() => streamSecond.events.includes('candidate {"op":"INSERT"}'))).toBe(true);
    await other.end();
    streamFirst.close();
    streamSecond.close();
  });

  it('refuses anonymous subscribers', async () => {
    const response = await fetch(`${base}/api/candidates/events`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
  });
});
