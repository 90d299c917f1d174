import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import {
  createOnboardedAdmin,
  linkIn,
  screenshot,
  signIn,
  toasts,
  uniqueEmail,
  waitForMail,
} from './support';

const INVALID_LINK =
  'This invitation link is invalid or has expired. Ask the company that invited you to send a new one.';

/** An onboarded admin's API session (cookies), as the dashboard would use it. */
async function adminApi() {
  const admin = await createOnboardedAdmin('Ines Inviter', {
    name: `Initech ${Date.now()}`,
    industry: 'Technology',
  });
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
  return { admin, post };
}

test('an invited candidate sets a password from the email and signs in to their dashboard', async ({
  page,
}) => {
  const { admin, post } = await adminApi();
  const email = uniqueEmail('candidate');
  const password = 'candidate-password-1';
  const created = await post('/api/n8n/create-candidate', { full_name: 'Cora Candidate', email });
  expect(created.status).toBe(201);
  const [id] = created.body.candidateIds as string[];
  if (!id) throw new Error('no candidate id');

  // The pipeline draws the candidate's questions and sends the invitation by itself.
  const mail = await waitForMail(email, `Your assessment invitation from ${admin.company.name}`);
  expect(mail.text).toContain('valid for 7 days');
  const link = linkIn(mail.text);
  expect(link).toMatch(new RegExp(`^${BASE_URL}/accept-invite\\?token=`));

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

  // The admin can resend: a fresh link, which replaces the used one.
  const resent = await post('/api/candidates/invitations/resend', { ids: [id] });
  expect(resent.body).toEqual({ sent: 1, skipped: [] });

  // The link worked once: opened again (in a fresh browser), it explains itself and points to sign-in.
  const other = await page.context().browser()?.newPage();
  if (!other) throw new Error('no second page');
  await other.goto(link);
  await other.getByRole('textbox', { name: 'New password', exact: true }).fill('another-password-2');
  await other.getByLabel('Confirm new password').fill('another-password-2');
  await other.getByRole('button', { name: 'Set password' }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'This link can no longer be used' })).toContainText(
    INVALID_LINK,
  );
  await screenshot(other, 'accept-invitation-used-link');
  await expect(other.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  await other.close();
});

test('an invitation link without its token says so and offers sign-in', async ({ page }) => {
  await page.goto('/accept-invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome! Set your password' })).toBeVisible();
  await expect(page.getByText('This invitation link is incomplete')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  await screenshot(page, 'accept-invitation-no-token');
});
