import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import {
  adminWithCompany,
  linkIn,
  screenshot,
  signIn,
  sql,
  toasts,
  uniqueEmail,
  waitForMail,
} from './support';

const INVALID_LINK =
  'This invitation link is invalid or has expired. Ask the company that invited you to send a new one.';

/** An onboarded admin's API session (cookies), as the dashboard would use it. */
async function adminApi() {
  const admin = await adminWithCompany('Ines Inviter', 'Technology');
  const signedIn = await fetch(`${BASE_URL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const post = async (pathname: string, body: unknown) => {
    const response = await fetch(`${BASE_URL}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE_URL, cookie },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const get = async (pathname: string) => {
    const response = await fetch(`${BASE_URL}${pathname}`, { headers: { cookie } });
    return (await response.json()) as Record<string, unknown>;
  };
  return { admin, post, get };
}

const LINKED_NOTE =
  "You opened this assessment from your invitation link. To see all your applications, confirm it's you.";

/** The six digits of the newest sign-in code mailed to the address. */
async function signInCode(email: string) {
  const mail = await waitForMail(email, 'Your HireAssess sign-in code');
  const code = mail.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

test('an invited candidate opens the assessment from the email with no password, and proves the address with a code', async ({
  page,
  browser,
}) => {
  const { admin, post, get } = await adminApi();
  const email = uniqueEmail('candidate');
  const created = await post('/api/n8n/create-candidate', { full_name: 'Cora Candidate', email });
  expect(created.status).toBe(201);
  const [id] = created.body.candidateIds as string[];
  if (!id) throw new Error('no candidate id');

  // The pipeline draws the candidate's questions and sends the invitation by itself.
  const mail = await waitForMail(email, `Your assessment invitation from ${admin.company.name}`);
  expect(mail.text).toContain('with no password to set');
  expect(mail.text).toContain('as often as you need, for 7 days.');
  expect(mail.text).toMatch(/The assessment has \d+ sections? and takes \d+ minutes in total:/);
  expect(mail.text).toContain('Before you start, make sure you have');
  const link = linkIn(mail.text);
  expect(link).toMatch(new RegExp(`^${BASE_URL}/accept-invite\\?token=`));

  // The HTML part as a mail client paints it: the company above the title, the link as a button.
  await page.setContent(mail.html);
  await expect(page.getByText(admin.company.name, { exact: true })).toBeVisible();
  const button = page.getByRole('link', { name: 'Start the assessment' });
  await expect(button).toHaveAttribute('href', link);
  expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
  await screenshot(page, 'invitation-email', { fullPage: true });

  // One click from the email to the dashboard: no password, no sign-in page.
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/candidate-dashboard\\?application=${id}$`));
  await expect(page.getByText('Welcome, Cora Candidate')).toBeVisible();
  await expect(page.getByText(LINKED_NOTE)).toBeVisible();
  await screenshot(page, 'accept-invitation-entered');
  // Entering set no password: the account has no credential at all.
  const credentials = await sql(
    'SELECT count(*)::int AS n FROM account WHERE user_id = (SELECT id FROM "user" WHERE email = $1)',
    [email],
  );
  expect(credentials.rows).toEqual([{ n: 0 }]);

  // The person's own things need their proof: a code to the address.
  await page.getByRole('button', { name: "Confirm it's you" }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByRole('button', { name: 'Email me a code' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  await screenshot(page, 'confirm-its-you-dialog');
  await dialog.getByLabel('6-digit code').fill(await signInCode(email));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(LINKED_NOTE)).toHaveCount(0);

  // "Copy invitation link" in the admin's table: a link to this application, and the toast says what it opens.
  const assessmentId = String((await get(`/api/candidates/${id}`)).assessmentId);
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await adminContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin-dashboard/);
  await adminPage.goto(`/admin-assessments/${assessmentId}`);
  await adminPage.getByRole('button', { name: 'More actions for Cora Candidate' }).click();
  await adminPage.getByRole('menuitem', { name: 'Copy invitation link' }).click();
  await expect(toasts(adminPage)).toContainText('Invitation link copied');
  await expect(toasts(adminPage)).toContainText('It sets no password and opens nothing else of theirs.');
  const copied = String(await adminPage.evaluate('navigator.clipboard.readText()'));
  expect(copied).toMatch(new RegExp(`^${BASE_URL}/accept-invite\\?token=`));
  await screenshot(adminPage, 'copy-invitation-link-1440');
  await adminContext.close();

  // The copied link and the emailed one both open the application, again and again, in any browser.
  for (const url of [copied, link]) {
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await other.newPage();
    await phone.goto(url);
    await expect(phone).toHaveURL(new RegExp(`/candidate-dashboard\\?application=${id}$`));
    await expect(phone.getByRole('heading', { level: 1, name: 'Your assessment' })).toBeVisible();
    await other.close();
  }
});

test('a candidate comes back later with a code instead of a password', async ({ page }) => {
  const { admin, post } = await adminApi();
  const email = uniqueEmail('returning');
  expect((await post('/api/n8n/create-candidate', { full_name: 'Remy Return', email })).status).toBe(201);
  await waitForMail(email, `Your assessment invitation from ${admin.company.name}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Get a one-time code by email instead' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(
    page.getByText(`If an account exists for ${email}, a 6-digit code is on its way.`),
  ).toBeVisible();
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('That code is not correct.')).toBeVisible();
  await page.getByLabel('6-digit code').fill(await signInCode(email));
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'sign-in-with-code-390');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toasts(page)).toContainText('You have been signed in successfully.');
  await expect(page).toHaveURL(/\/candidate-dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your assessment' })).toBeVisible();
  await expect(page.getByText(LINKED_NOTE)).toHaveCount(0);
});

test('an expired or unknown invitation link explains itself', async ({ page }) => {
  const { admin, post } = await adminApi();
  const email = uniqueEmail('late');
  expect((await post('/api/n8n/create-candidate', { full_name: 'Lena Late', email })).status).toBe(201);
  const mail = await waitForMail(email, `Your assessment invitation from ${admin.company.name}`);
  const link = linkIn(mail.text);
  const token = new URL(link).searchParams.get('token') ?? '';
  await sql(`UPDATE application_links SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [
    createHash('sha256').update(token).digest('base64url'),
  ]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your assessment invitation' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This invitation has expired' })).toContainText(
    `Ask ${admin.company.name} to send you a new one.`,
  );
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'accept-invitation-expired-link-390');
  await expect(page).toHaveURL(/accept-invite/);

  await page.goto('/accept-invite?token=not-a-real-token');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This invitation link is not valid' }),
  ).toContainText(INVALID_LINK);
});

test('an invitation link without its token says so and offers sign-in', async ({ page }) => {
  await page.goto('/accept-invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Your assessment invitation' })).toBeVisible();
  await expect(page.getByText('This invitation link is incomplete')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  await screenshot(page, 'accept-invitation-no-token');
});
