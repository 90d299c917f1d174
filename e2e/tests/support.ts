import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { BASE_URL, E2E_DATA_DIR } from '../playwright.config';

const run = promisify(execFile);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');

export const DEMO_ADMIN = { email: 'admin@acme.example', password: 'acme-admin-2026' };

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

type Mail = { to: string; subject: string; text: string; html: string; createdAt: string };

/** Reads the outbox through the real `mailbox` command, against the running app's database. */
export async function waitForMail(to: string, subject: string): Promise<Mail> {
  for (let i = 0; i < 60; i++) {
    const { stdout } = await run(process.execPath, ['dist/cli/mailbox.js', '--json'], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    });
    const found = (JSON.parse(stdout) as Mail[]).find((m) => m.to === to && m.subject === subject);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No "${subject}" mail to ${to}`);
}

export const linkIn = (text: string) => {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in ${text}`);
  return match[0];
};

async function api(pathname: string, body: unknown) {
  const response = await fetch(`${BASE_URL}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response;
}

/** A verified admin without a company, made through the real sign-up and verification link. */
export async function createVerifiedAdmin(name = 'E2E Admin') {
  const email = uniqueEmail('admin');
  const password = 'e2e-password-1';
  await api('/api/auth/sign-up/email', {
    email,
    password,
    name,
    userRole: 'admin',
    callbackURL: '/email-verified',
  });
  const mail = await waitForMail(email, 'Verify your email address');
  const verify = await fetch(linkIn(mail.text), { redirect: 'manual' });
  expect(verify.status).toBe(302);
  return { email, password, name };
}

/**
 * Candidate accounts come from invitations (a later feature), so the journeys make one by turning a
 * verified account's profile into a candidate's directly in the database.
 */
export async function createCandidate() {
  const account = await createVerifiedAdmin('Casey Candidate');
  const pid = await readFile(path.join(E2E_DATA_DIR, 'pg', 'postmaster.pid'), 'utf8');
  const port = pid.split('\n')[3];
  const { password } = JSON.parse(await readFile(path.join(E2E_DATA_DIR, 'pg-credentials.json'), 'utf8')) as {
    password: string;
  };
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/app`,
  });
  await client.connect();
  await client.query(
    `UPDATE profiles SET role_id = (SELECT id FROM roles WHERE name = 'candidate')
     WHERE id = (SELECT id FROM "user" WHERE email = $1)`,
    [account.email],
  );
  await client.end();
  return account;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Where the journeys leave their screenshots for a human to look at (outside the repository). */
export const SHOTS_DIR = '/tmp/e2e-shots';

/** The viewport by default: a full-page shot of a scrolled page paints the sticky header mid-page. */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}) {
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage });
}

/** Sonner's toasts: list items of the 'Notifications' region the <Toaster> renders. */
export const allToasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

/** The newest toast (sonner lists it first); the one it replaced may still be fading out behind it. */
export const toasts = (page: Page) => allToasts(page).first();

/** A verified admin who already set up a company, through the real sign-in and company endpoints. */
export async function createOnboardedAdmin(
  name = 'E2E Admin',
  company: { name: string; industry: string } = { name: `Globex ${Date.now()}`, industry: 'Finance' },
) {
  const account = await createVerifiedAdmin(name);
  const signedIn = await api('/api/auth/sign-in/email', { email: account.email, password: account.password });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const response = await fetch(`${BASE_URL}/api/companies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL, cookie },
    body: JSON.stringify(company),
  });
  if (!response.ok) throw new Error(`/api/companies: ${response.status} ${await response.text()}`);
  return { ...account, company };
}
