import { expect, test } from '@playwright/test';
import { adminWithCompany, screenshot, signIn, toasts } from './support';

test('an admin changes their name on the account page', async ({ page }) => {
  const admin = await adminWithCompany('Olga Original');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const name = page.getByLabel('Full name');
  await expect(name).toHaveValue('Olga Original');
  await screenshot(page, 'account');

  // A blank name is refused inline.
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();

  await name.fill('Olga Renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  const toast = toasts(page);
  await expect(toast).toContainText('Profile Updated!');
  await expect(toast).toHaveAttribute('data-type', 'success');
  await expect(name).toHaveValue('Olga Renamed');
  await expect(page.getByText('Full name is required')).toHaveCount(0);

  // The new name is the account's name everywhere, also after a reload.
  await page.goto('/admin-dashboard');
  await expect(page.getByText('Signed in as Olga Renamed')).toBeVisible();
  await expect(page.getByText('Olga Original')).toHaveCount(0);
  await page.reload();
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Olga Renamed');

  // A refused password change says why beside the form, not only in a toast.
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel(/^New password/).fill('a-new-password-2026');
  await page.getByLabel('Confirm new password').fill('a-new-password-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toasts(page)).toContainText('Password not changed');
  const inline = page.getByTestId('form-alert');
  await expect(inline).toContainText('Password not changed');
  await expect(inline).not.toBeEmpty();
});

test('signing out of all other sessions ends the session of another browser', async ({ browser }) => {
  const admin = await adminWithCompany('Sam Sessions');
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    await signIn(a, admin.email, admin.password);
    await expect(a).toHaveURL(/\/admin-dashboard$/);
    await signIn(b, admin.email, admin.password);
    await expect(b).toHaveURL(/\/admin-dashboard$/);

    await a.getByRole('link', { name: 'Account' }).click();
    await expect(a).toHaveURL(/\/account$/);
    await a.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    await expect(toasts(a)).toContainText('Signed out everywhere else');
    await screenshot(a, 'account-sessions-revoked');

    // B's next visit of a protected page asks it to sign in again...
    await b.goto('/account');
    await expect(b).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await expect(b.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

    // ...while A, the session that asked, is still signed in.
    await a.goto('/admin-dashboard');
    await expect(a).toHaveURL(/\/admin-dashboard$/);
    await expect(a.getByText('Welcome, Administrator')).toBeVisible();
  } finally {
    await contextA.close();
    await contextB.close();
  }
});
