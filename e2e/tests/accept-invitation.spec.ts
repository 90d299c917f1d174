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

test('an invited candidate sets a password from the email and signs in to their dashboard', async ({
  page,
  browser,
}) => {
  const { admin, post, get } = await adminApi();
  const email = uniqueEmail('candidate');
  const password = 'candidate-password-1';
  const created = await post('/api/n8n/create-candidate', { full_name: 'Cora Candidate', email });
  expect(created.status).toBe(201);
  const [id] = created.body.candidateIds as string[];
  if (!id) throw new Error('no candidate id');

  // The pipeline draws the candidate's questions and sends the invitation by itself.
  const mail = await waitForMail(email, `Your assessment invitation from ${admin.company.name}`);
  expect(mail.text).toContain('valid for 7 days');
  expect(mail.text).toMatch(/The assessment has \d+ sections and takes \d+ minutes in total:/);
  expect(mail.text).toContain('Before you start, make sure you have');
  const link = linkIn(mail.text);
  expect(link).toMatch(new RegExp(`^${BASE_URL}/accept-invite\\?token=`));

  // The HTML part as a mail client paints it: the company above the title, the link as a button.
  await page.setContent(mail.html);
  await expect(page.getByText(admin.company.name, { exact: true })).toBeVisible();
  const button = page.getByRole('link', { name: 'Set your password' });
  await expect(button).toHaveAttribute('href', link);
  expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
  await screenshot(page, 'invitation-email', { fullPage: true });

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome! Set your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await screenshot(page, 'accept-invitation');
  await page.getByRole('button', { name: 'Set password' }).click();
  const toast = toasts(page);
  await expect(toast).toContainText('Password set');
  await expect(toast).toHaveAttribute('data-type', 'success');
  // Setting the password signs the candidate in: straight to their dashboard.
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
  await expect(page.getByText('Welcome, Cora Candidate')).toBeVisible();
  await screenshot(page, 'accept-invitation-signed-in');

  // The password works for the next sign-in too.
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/candidate-dashboard$/);

  // The admin can resend, but the candidate chose a password: the invitation asks them to sign in and
  // carries no link that sets one (issue 35: no admin action reaches an account its owner activated).
  const subject = `Your assessment invitation from ${admin.company.name}`;
  const resent = await post('/api/candidates/invitations/resend', { ids: [id] });
  expect(resent.body).toEqual({ sent: 1, skipped: [] });
  await expect
    .poll(async () => linkIn((await waitForMail(email, subject)).text), { timeout: 15_000 })
    .toBe(`${BASE_URL}/login`);
  expect((await waitForMail(email, subject)).html).not.toContain('accept-invite');

  // "Copy invitation link" in the admin's table: the sign-in page, and the toast says why.
  const assessmentId = String((await get(`/api/candidates/${id}`)).assessmentId);
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await adminContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admin-dashboard/);
  await adminPage.goto(`/admin-assessments/${assessmentId}`);
  await adminPage.getByRole('button', { name: 'More actions for Cora Candidate' }).click();
  await adminPage.getByRole('menuitem', { name: 'Copy invitation link' }).click();
  await expect(toasts(adminPage)).toContainText('Sign-in link copied');
  await expect(toasts(adminPage)).toContainText(
    'Cora Candidate already set a password, so the link opens the sign-in page: it gives no access without their password.',
  );
  expect(await adminPage.evaluate('navigator.clipboard.readText()')).toBe(`${BASE_URL}/login`);
  await screenshot(adminPage, 'copy-invitation-link-signed-up-1440');
  await adminContext.close();

  // The link worked once: opened again (in a fresh browser), it says so before any password is typed
  // and points to sign-in and to a password reset.
  const other = await page.context().browser()?.newPage();
  if (!other) throw new Error('no second page');
  await other.goto(link);
  await expect(
    other.getByRole('alert').filter({ hasText: 'You have already set your password' }),
  ).toContainText('You already set your password with this link.');
  await expect(other.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
  await screenshot(other, 'accept-invitation-used-link');
  await expect(other.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  await expect(other.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await other.close();
});

test('an expired or unknown invitation link explains itself instead of showing the form', async ({
  page,
}) => {
  const { admin, post } = await adminApi();
  const email = uniqueEmail('late');
  expect((await post('/api/n8n/create-candidate', { full_name: 'Lena Late', email })).status).toBe(201);
  const mail = await waitForMail(email, `Your assessment invitation from ${admin.company.name}`);
  const link = linkIn(mail.text);
  const token = new URL(link).searchParams.get('token') ?? '';
  await sql(`UPDATE verification SET expires_at = now() - interval '1 minute' WHERE identifier = $1`, [
    `reset-password:${token}`,
  ]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your assessment invitation' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This invitation has expired' })).toContainText(
    `Invitation links stop working when the assessment closes (after 7 days when it has no closing time). Ask ${admin.company.name} to send you a new one.`,
  );
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'accept-invitation-expired-link-390');

  await page.goto('/accept-invite?token=not-a-real-token');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This invitation link is not valid' }),
  ).toContainText(INVALID_LINK);
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0);
});

test('an invitation link without its token says so and offers sign-in', async ({ page }) => {
  await page.goto('/accept-invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome! Set your password' })).toBeVisible();
  await expect(page.getByText('This invitation link is incomplete')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  await screenshot(page, 'accept-invitation-no-token');
});
