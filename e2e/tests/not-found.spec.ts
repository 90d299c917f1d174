import { expect, test } from '@playwright/test';

test('an unknown path redirects to /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  // The public header stays, so the visitor is not stranded.
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('AI-Powered Assessment Platform', { exact: true })).toBeVisible();
});

test('/404 itself shows the not-found page', async ({ page }) => {
  const response = await page.goto('/404');
  expect(response?.ok()).toBe(true);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});

test('an unknown path below a real page is not found either, signed out or not', async ({ page }) => {
  await page.goto('/admin-dashboard/nope');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page.goto('/contact/extra?x=1');
  await expect(page).toHaveURL(/\/404$/);
});
