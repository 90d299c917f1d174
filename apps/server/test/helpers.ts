import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TIndustry } from '@app/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { closeContext, createContext } from '../src/compose';
import { loadConfig } from '../src/config/env';
import type { AppContext } from '../src/context';
import { outboxRepository } from '../src/mail/outbox.repository';
import { createAdminAccount } from '../src/modules/auth/admin-accounts';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup';

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const maintenanceUrl = inject('maintenanceUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  return {
    url: withDatabase(maintenanceUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: maintenanceUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  context: AppContext;
  url: string;
  close: () => Promise<void>;
};

/** The real app (plugins, Better Auth, pg-boss workers) on its own database. */
export async function createTestApp(
  env: Record<string, string> = {},
  /**
   * `workers: false` leaves jobs queued: for tests of what is enqueued, not of what the jobs do. `logger`
   * for tests of what the app logs; silent otherwise.
   */
  options: { webRoot?: string; workers?: boolean; logger?: Logger } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hireassess-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const context = await createContext(config, database.url, options.logger ?? pino({ level: 'silent' }));
  if (options.workers !== false) await context.jobs.startWorkers(context);
  const app = await buildApp(context, { webRoot: options.webRoot ?? null });
  return {
    app,
    context,
    url: database.url,
    close: async () => {
      await app.close();
      await closeContext(context);
      await database.drop();
    },
  };
}

export const ORIGIN = 'http://localhost:3000';

/** A browser-like client: keeps cookies between requests and sends our Origin on mutations. */
export class TestClient {
  private cookies = new Map<string, string>();
  /**
   * Each client has its own loopback address, as separate browsers would (rate limits key on it), unless
   * given one: the browsers of a campus lab behind one router share it.
   */
  constructor(
    private readonly app: FastifyInstance,
    readonly address = `127.0.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`,
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.address,
      headers: {
        ...(method === 'GET' ? {} : { origin: ORIGIN }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    this.keepCookies(response);
    return response;
  }
  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }
  put(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('PUT', url, body, headers);
  }
  patch(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('PATCH', url, body, headers);
  }
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  hasCookies() {
    return this.cookies.size > 0;
  }
  copyCookiesFrom(other: TestClient) {
    this.cookies = new Map(other.cookies);
  }

  private keepCookies(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

export const ADMIN_PASSWORD = 'admin-pass-1';

/** A verified admin (with a company when one is given), signed in through the real endpoint. */
export async function signedInAdmin(
  t: TestApp,
  email: string,
  company?: { name: string; industry: TIndustry },
) {
  const created = await createAdminAccount(t.context, {
    email,
    password: ADMIN_PASSWORD,
    name: 'Admin',
    company,
  });
  const client = new TestClient(t.app);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password: ADMIN_PASSWORD });
  if (signIn.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${signIn.body}`);
  return { client, userId: created.userId, companyId: created.companyId ?? '' };
}

/** Waits for the mail job to land a message for `to` in the outbox. */
export async function waitForMail(context: AppContext, to: string, subject: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await outboxRepository.listNewestFirst(context.db, 50)).find(
      (m) => m.to === to && m.subject === subject,
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms`);
}

/**
 * The person proves their address as in a browser (decision 033): asks for a sign-in code, reads the
 * newest one from the outbox, and signs this client in with it (a full session, not a link's).
 */
export async function signInWithCode(t: TestApp, client: TestClient, email: string) {
  const codesBefore = await codeMails(t.context, email);
  const sent = await client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
  if (sent.statusCode !== 200) throw new Error(`code not sent: ${sent.body}`);
  const deadline = Date.now() + 10_000;
  let codes = codesBefore;
  while (codes.length === codesBefore.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    codes = await codeMails(t.context, email);
  }
  const otp = codes[0]?.text.match(/\b\d{6}\b/)?.[0];
  if (!otp || codes.length === codesBefore.length) throw new Error(`No sign-in code to ${email}`);
  const signedIn = await client.post('/api/auth/sign-in/email-otp', { email, otp });
  if (signedIn.statusCode !== 200) throw new Error(`code refused: ${signedIn.body}`);
  return client;
}

const codeMails = async (context: AppContext, to: string) =>
  (await outboxRepository.listNewestFirst(context.db, 200)).filter(
    (m) => m.to === to && m.subject === 'Your HireAssess sign-in code',
  );

export const linkIn = (text: string) => {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in: ${text}`);
  return match[0];
};

/** Sends a form as multipart/form-data, encoded by the platform's Request (boundary included). */
async function sendForm(client: TestClient, method: 'POST' | 'PUT', url: string, form: FormData) {
  const request = new Request('http://x', { method, body: form });
  return client.request(method, url, Buffer.from(await request.arrayBuffer()), {
    'content-type': request.headers.get('content-type') ?? '',
  });
}

/** PUT /api/company/branding/logo as the signed-in admin, with the file's name and declared type. */
export function putLogo(admin: { client: TestClient }, bytes: Buffer, name = 'logo.png', type = 'image/png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return sendForm(admin.client, 'PUT', '/api/company/branding/logo', form);
}

/** Uploads a CSV through POST /api/n8n/csv-upload as the signed-in admin; fails unless it is accepted. */
export async function uploadCsv(
  admin: { client: TestClient },
  csv: string,
  testConfiguration: object,
): Promise<{ assessmentId: string; candidateIds: string[] }> {
  const form = new FormData();
  form.set('testConfiguration', JSON.stringify(testConfiguration));
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'candidates.csv');
  const response = await sendForm(admin.client, 'POST', '/api/n8n/csv-upload', form);
  if (response.statusCode !== 200)
    throw new Error(`upload refused (${response.statusCode}): ${response.body}`);
  return response.json();
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not done within ${timeoutMs} ms`);
}
