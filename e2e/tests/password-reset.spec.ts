import { expect, test } from '@playwright/test';
import { createVerifiedAdmin, linkIn, screenshot, signIn, toasts, waitForMail } from './support';

test('forgot password: reset by email, then only the new password signs in', async ({ page }) => {
  const admin = await createVerifiedAdmin('Reset Rita');
  const newPassword = 'brand-new-password-2';
  const toast = toasts(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(
    `If an account exists for ${admin.email}, a reset link is on its way.`,
  );
  await screenshot(page, 'forgot-password-sent');

  const mail = await waitForMail(admin.email, 'Reset your password');
  await page.goto(linkIn(mail.text));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();

  // The two entries must match.
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await screenshot(page, 'reset-password-mismatch');

  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(toast).toContainText('Password updated');
  await expect(toast).toHaveAttribute('data-type', 'success');
  await expect(page).toHaveURL(/\/login$/);
  await screenshot(page, 'reset-password-done');

  // The old password no longer works...
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast).toContainText('Invalid email or password');
  await expect(toast).toHaveAttribute('data-type', 'error');
  await expect(page).toHaveURL(/\/login$/);

  // ...the new one does, and this admin without a company goes on to onboarding.
  await signIn(page, admin.email, newPassword);
  await expect(toast).toContainText('You have been signed in successfully.');
  await expect(page).toHaveURL(/\/onboard-company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your company' })).toBeVisible();
});

test('a reset link can be used only once', async ({ page }) => {
  const admin = await createVerifiedAdmin('Reset Once');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  const link = linkIn((await waitForMail(admin.email, 'Reset your password')).text);

  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('first-new-password');
  await page.getByLabel('Confirm new password').fill('first-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(link);
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
  await screenshot(page, 'reset-password-invalid-link');
  await expect(page.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});
