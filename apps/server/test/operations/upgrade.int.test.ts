import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { jobHandlers } from '../../src/compose';
import { createDatabase } from '../../src/db/client';
import { attachEmbeddedPostgres, startEmbeddedPostgres } from '../../src/db/embedded';
import { createJobQueue } from '../../src/jobs/queue';
import { resolveAuthSecret } from '../../src/lib/auth-secret';
import { sendMailJob } from '../../src/mail/mail.jobs';
import { syncLibrary } from '../../src/modules/items/items.service';
import { withDatabase } from '../global-setup';
import { freePort, runCli, useServerProcesses } from '../process';
import { currentJournal, PREVIOUS_RELEASE, previousReleaseMigrations } from './previous-release';
import {
  INVITED_ONLY,
  LEGACY_ADMIN,
  LEGACY_CANDIDATE,
  LEGACY_INVITATION_SUBJECT,
  writePreviousReleaseData,
} from './previous-release-data';
import { compareTableRows, readTableRows } from './table-rows';

// Upgrades (decision 030, docs/operations/upgrade.md): the previous release's data directory starts on
// this build with nothing lost, and processes starting together migrate once under the advisory lock.

const QUEUED_SUBJECT = 'Queued by the previous release';
const { tempDir, start, track } = useServerProcesses();

async function signIn(base: string, email: string, password: string) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, `${email} signs in with the password the previous release stored`).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (route: string, init: RequestInit = {}) =>
    fetch(`${base}${route}`, {
      ...init,
      headers: { cookie, origin: base, 'content-type': 'application/json', ...init.headers },
    });
}

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const migrationsApplied = async (url: string) =>
  (await query(url, 'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at')).map((r) =>
    Number(r.created_at),
  );

async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not within 20 s`);
}

/** The data directory as the previous release left it: its migrations, library, job queue and rows. */
async function previousReleaseDataDirectory(dataDir: string) {
  const migrationsFolder = await previousReleaseMigrations();
  track(migrationsFolder);
  const embedded = await startEmbeddedPostgres(dataDir);
  try {
    const { db, pool } = createDatabase(embedded.url, { max: 2 });
    await migrate(db, { migrationsFolder });
    await syncLibrary(db);
    await pool.end();
    // pg-boss (the same version then) with a mail its API process queued and no worker delivered yet.
    const jobs = await createJobQueue(embedded.url, () => {}, { handlers: jobHandlers });
    await jobs.send(sendMailJob, {
      to: INVITED_ONLY.email,
      subject: QUEUED_SUBJECT,
      text: 'Your assessment is waiting',
      html: '<p>Your assessment is waiting</p>',
    });
    await jobs.stop();
    const secret = await resolveAuthSecret(undefined, dataDir);
    const { companyId } = await writePreviousReleaseData(embedded.url);
    return { rows: await readTableRows(embedded.url), secret, companyId };
  } finally {
    await embedded.stop();
  }
}

describe('upgrade from the previous release', () => {
  it(`starts ${PREVIOUS_RELEASE.lastMigration}'s data directory on this build with nothing lost`, async () => {
    const dataDir = await tempDir('hireassess-upgrade-');
    const before = await previousReleaseDataDirectory(dataDir);
    const journal = currentJournal();
    const previousCount = journal.findIndex((e) => e.tag === PREVIOUS_RELEASE.lastMigration) + 1;
    expect(previousCount, 'the previous release is older than this build').toBeGreaterThan(0);
    expect(previousCount).toBeLessThan(journal.length);

    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` };
    const server = await start(env);
    expect(server.output()).not.toContain('Demo admin'); // an existing data directory is never seeded
    const database = await attachEmbeddedPostgres(dataDir);
    expect(await migrationsApplied(database.url)).toEqual(journal.map((e) => e.when));
    expect((await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim()).toBe(before.secret);

    // The mail the old API process queued is delivered by the new worker, beside the old outbox.
    const mailbox = await eventually(
      'the queued mail delivered',
      async () =>
        JSON.parse((await runCli('mailbox', ['--json'], env)).stdout) as { to: string; subject: string }[],
      (mails) => mails.some((m) => m.subject === QUEUED_SUBJECT),
    );
    expect(mailbox.map((m) => m.subject).sort()).toEqual(
      [LEGACY_INVITATION_SUBJECT, QUEUED_SUBJECT, 'Reset your password'].sort(),
    );

    // Every row of every table the previous release had is still there, unchanged; only that mail is new.
    const after = await readTableRows(database.url, before.rows);
    expect(compareTableRows(before.rows, after)).toEqual({ lost: {}, added: { outbox: 1 } });
    // 0029 (decision 032): each candidate is now an application of the company's record of the person,
    // which holds the same person.
    expect(
      await query(
        database.url,
        `SELECT count(*)::int AS applications, count(DISTINCT c.record_id)::int AS records,
                count(*) FILTER (WHERE r.company_id = c.company_id AND r.email = c.email AND r.full_name = c.full_name
                  AND r.user_id IS NOT DISTINCT FROM c.user_id AND r.profile_data = c.profile_data)::int AS same_person
         FROM candidates c LEFT JOIN candidate_records r ON r.id = c.record_id`,
      ),
    ).toEqual([{ applications: 2, records: 2, same_person: 2 }]);

    // 0034 (decision 036): the company asked the US's questions (the old default, on); it keeps asking them.
    expect(
      await query(database.url, 'SELECT fairness_region, self_identification_enabled FROM companies'),
    ).toEqual([{ fairness_region: 'us', self_identification_enabled: true }]);

    // Through the API: the admin and the candidate sign in with their old passwords and read their data.
    const admin = await signIn(server.url, LEGACY_ADMIN.email, LEGACY_ADMIN.password);
    const list = (await (await admin('/api/candidates')).json()) as {
      items: { id: string; fullName: string; email: string; testStatus: string }[];
    };
    expect(list.items.map((c) => [c.fullName, c.email, c.testStatus]).sort()).toEqual([
      [LEGACY_CANDIDATE.name, LEGACY_CANDIDATE.email, 'in_progress'],
      [INVITED_ONLY.name, INVITED_ONLY.email, 'invited'],
    ]);
    const ada = list.items.find((c) => c.email === LEGACY_CANDIDATE.email);
    expect((await admin(`/api/candidates/${ada?.id}`)).status).toBe(200);

    // New mail on old rows: budgeted (0028, per company) and carrying the candidate it is for (0026).
    const resent = await admin('/api/candidates/invitations/resend', {
      method: 'POST',
      body: JSON.stringify({ ids: [ada?.id] }),
    });
    expect(await resent.json()).toEqual({ sent: 1, skipped: [] });
    expect(await query(database.url, 'SELECT company_id, kind FROM mail_sends')).toEqual([
      { company_id: before.companyId, kind: 'invitation' },
    ]);

    const candidate = await signIn(server.url, LEGACY_CANDIDATE.email, LEGACY_CANDIDATE.password);
    type MyData = {
      profile: { fullName: string; status: string };
      answers: { section: string; answer: unknown; timeSpentMs: number }[];
      sections: { section: string; submittedAt: string | null }[];
      emails: { subject: string; state: string }[];
    };
    const myData = await eventually(
      "the new invitation in the candidate's export",
      async () => (await (await candidate('/api/candidate/my-data')).json()) as MyData,
      (data) => data.emails.some((m) => m.state === 'delivered'),
    );
    expect(myData.profile).toMatchObject({ fullName: LEGACY_CANDIDATE.name, status: 'in_progress' });
    expect(myData.answers).toMatchObject([{ section: 'Logical Reasoning', answer: 2, timeSpentMs: 41000 }]);
    expect(myData.sections).toMatchObject([{ section: 'Logical Reasoning', submittedAt: null }]);
    // Mail the previous release sent has no candidate id: it stays in the outbox, not in the export
    // (decision 026); the export lists only the invitation sent after the upgrade (delivered, and its job).
    const subjects = new Set(myData.emails.map((m) => m.subject));
    expect(subjects.size).toBe(1);
    expect(subjects.has(LEGACY_INVITATION_SUBJECT)).toBe(false);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('migrates once when two processes start together on an empty database', async () => {
    const name = `upgrade_lock_${randomBytes(4).toString('hex')}`;
    const maintenance = new pg.Client({ connectionString: inject('maintenanceUrl') });
    await maintenance.connect();
    await maintenance.query(`CREATE DATABASE ${name}`);
    const url = withDatabase(inject('maintenanceUrl'), name);
    try {
      const secret = randomBytes(32).toString('base64url');
      const envs = await Promise.all(
        [0, 1].map(async () => {
          const port = await freePort();
          return {
            DATABASE_URL: url,
            AUTH_SECRET: secret,
            DATA_DIR: await tempDir('hireassess-lock-'),
            PORT: String(port),
            APP_URL: `http://127.0.0.1:${port}`,
            MODE: 'api',
          };
        }),
      );
      // Without the lock both would run 0000 at once and one would fail on a table the other created.
      const servers = await Promise.all(envs.map((env) => start(env)));
      for (const server of servers) {
        const health = await fetch(`${server.url}/api/health`);
        expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
      }
      expect(await migrationsApplied(url)).toEqual(currentJournal().map((e) => e.when));
      for (const server of servers) server.child.kill('SIGTERM');
      expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0]);
    } finally {
      await maintenance.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await maintenance.end();
    }
  }, 120_000);
});
