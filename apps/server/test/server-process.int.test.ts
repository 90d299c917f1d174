import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers';
import { buildServer, freePort, runCli, type ServerProcess, startServer } from './process';

// The real `npm start` path: embedded PostgreSQL created, migrated and seeded on first start, kept on restart.
describe('server process on embedded PostgreSQL', () => {
  const dirs: string[] = [];
  const running: ServerProcess[] = [];
  const dataDir = () => {
    const dir = mkdtemp(path.join(os.tmpdir(), 'hireassess-start-'));
    void dir.then((d) => dirs.push(d));
    return dir;
  };

  beforeAll(async () => {
    await buildServer();
  });
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(running.map((s) => s.exited));
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  const start = async (env: Record<string, string>) => {
    const server = await startServer(env);
    running.push(server);
    return server;
  };

  async function signIn(base: string, email: string, password: string) {
    return fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password }),
    });
  }

  it('runs two instances side by side, keeps data across restarts and recovers from a crash', async () => {
    const [dirA, dirB, portA, portB] = await Promise.all([dataDir(), dataDir(), freePort(), freePort()]);
    const envA = { DATA_DIR: dirA, PORT: String(portA), APP_URL: `http://127.0.0.1:${portA}` };
    const envB = { DATA_DIR: dirB, PORT: String(portB), APP_URL: `http://127.0.0.1:${portB}` };
    const [a, b] = await Promise.all([start(envA), start(envB)]);

    expect(a.output()).toContain('Demo admin: admin@acme.example (company Acme Corp; password in README.md)');
    expect(a.output()).not.toContain('acme-admin-2026');
    for (const server of [a, b]) {
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
    }
    expect((await signIn(a.url, 'admin@acme.example', 'acme-admin-2026')).status).toBe(200);

    // CLIs work against the running instance's database.
    const created = await runCli(
      'create-admin',
      [
        '--email',
        'ops@globex.test',
        '--password',
        'globex-pass-1',
        '--company',
        'Globex',
        '--industry',
        'Finance',
      ],
      envA,
    );
    expect(created.stdout).toContain('Admin ops@globex.test created with company Globex');
    const duplicate = await runCli(
      'create-admin',
      ['--email', 'ops@globex.test', '--password', 'globex-pass-1'],
      envA,
    ).catch((e: { stderr: string; code: number }) => e);
    expect(duplicate).toMatchObject({ code: 1 });
    expect((duplicate as { stderr: string }).stderr).toContain('already exists');

    await fetch(`${a.url}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ email: 'ops@globex.test', redirectTo: '/reset-password' }),
    });
    let mails: { to: string; subject: string; text: string; html: string; createdAt: string }[] = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      mails = JSON.parse((await runCli('mailbox', ['--json'], envA)).stdout);
      if (mails.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(mails[0]).toMatchObject({ to: 'ops@globex.test', subject: 'Reset your password' });
    expect(Object.keys(mails[0] ?? {}).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
    const readable = await runCli('mailbox', [], envA);
    expect(readable.stdout).toContain('Subject: Reset your password');
    // B's outbox is its own.
    expect(JSON.parse((await runCli('mailbox', ['--json'], envB)).stdout)).toEqual([]);

    // Graceful restart keeps everything.
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    const a2 = await start(envA);
    expect((await signIn(a2.url, 'ops@globex.test', 'globex-pass-1')).status).toBe(200);

    // A crash (SIGKILL leaves PostgreSQL orphaned) does not prevent the next start.
    a2.child.kill('SIGKILL');
    await a2.exited;
    const a3 = await start(envA);
    expect((await signIn(a3.url, 'admin@acme.example', 'acme-admin-2026')).status).toBe(200);
    expect(a3.output()).not.toContain('Error');
    // Two clusters created and five starts: each start waits for PostgreSQL, so a busy machine needs more than the default.
  }, 120_000);

  it('runs the API and the worker as separate processes on one external database', async () => {
    const database = await createTestDatabase();
    try {
      const [dir, port] = await Promise.all([dataDir(), freePort()]);
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: dir,
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
      };
      const api = await start({ ...env, MODE: 'api' });
      expect(api.output()).toContain('HireAssess api ready');
      expect(api.output()).not.toContain('Demo admin'); // external database: no seed unless SEED_DEMO=true
      await runCli('create-admin', ['--email', 'split@corp.test', '--password', 'split-pass-1'], env);
      await fetch(`${api.url}/api/auth/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: api.url },
        body: JSON.stringify({ email: 'split@corp.test', redirectTo: '/reset-password' }),
      });
      // Queued by the API; nothing delivers it until a worker runs.
      await new Promise((r) => setTimeout(r, 1500));
      expect(JSON.parse((await runCli('mailbox', ['--json'], env)).stdout)).toEqual([]);

      const worker = await start({ ...env, MODE: 'worker', PORT: '1' });
      expect(worker.output()).toContain('HireAssess worker ready');
      let mails: { to: string }[] = [];
      for (let i = 0; i < 50 && mails.length === 0; i++) {
        mails = JSON.parse((await runCli('mailbox', ['--json'], env)).stdout);
        if (mails.length === 0) await new Promise((r) => setTimeout(r, 200));
      }
      expect(mails).toMatchObject([{ to: 'split@corp.test', subject: 'Reset your password' }]);
      for (const server of [api, worker]) server.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
      expect(await worker.exited).toBe(0);
    } finally {
      await database.drop();
    }
  });

  it('sets a company plan from the command line', async () => {
    const database = await createTestDatabase();
    try {
      const env = { DATABASE_URL: database.url, DATA_DIR: await dataDir() };
      await runCli(
        'create-admin',
        ['--email', 'ops@initech.test', '--password', 'initech-pass-1', '--company', 'Initech'],
        env,
      );
      const plan = await runCli(
        'set-plan',
        ['--company', 'Initech', '--plan', 'enterprise', '--limit', '20000'],
        env,
      );
      expect(plan.stdout).toContain(
        "Initech is on the Enterprise plan: 20,000 test generations a month (agreed limit; --limit default restores the plan's 5,000).",
      );
      expect(plan.stdout).toMatch(
        /This month \(from \d{4}-\d{2}-01, UTC\): 0 used, 0 waiting for their questions, 20,000 left\./,
      );
      const cleared = await runCli(
        'set-plan',
        ['--company', 'Initech', '--plan', 'enterprise', '--limit', 'default'],
        env,
      );
      expect(cleared.stdout).toContain(
        "Initech is on the Enterprise plan: 5,000 test generations a month (the plan's default).",
      );
      const failures = await Promise.all(
        [
          ['--company', 'Nobody', '--plan', 'startup'],
          ['--company', 'Initech', '--plan', 'gold'],
        ].map((args) => runCli('set-plan', args, env).catch((e: { stderr: string; code: number }) => e)),
      );
      expect(failures).toMatchObject([{ code: 1 }, { code: 1 }]);
      expect((failures[0] as { stderr: string }).stderr).toContain('No company is named "Nobody".');
      expect((failures[1] as { stderr: string }).stderr).toContain(
        'Unknown plan "gold": use startup or enterprise.',
      );
    } finally {
      await database.drop();
    }
  });
});
