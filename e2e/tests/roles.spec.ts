import { expect, test } from '@playwright/test';
import { createCandidate, createVerifiedAdmin, DEMO_ADMIN, screenshot, signIn } from './support';

test('an admin visiting the candidate dashboard is sent to the admin dashboard', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto('/candidate-dashboard');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByText('Welcome, Administrator')).toBeVisible();
  await expect(page.getByText('No Sections Available')).toHaveCount(0);
});

test('a candidate lands on the candidate dashboard and is kept off admin pages', async ({ page }) => {
  const candidate = await createCandidate();
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
  await expect(page.getByRole('heading', { name: 'No Sections Available' })).toBeVisible();
  await expect(page.getByRole('main').getByText(candidate.name).first()).toBeVisible();
  await expect(page.getByText(`Welcome, ${candidate.name}`)).toBeVisible();
  await expect(page.getByText('Welcome, Administrator')).toHaveCount(0);
  await screenshot(page, 'candidate-dashboard');

  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
  await expect(page.getByRole('heading', { name: 'No Sections Available' })).toBeVisible();

  await page.goto('/onboard-company');
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
  await expect(page.getByRole('heading', { name: 'No Sections Available' })).toBeVisible();

  // Signed in, the login page sends the candidate home too.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
});

test('an admin without a company is sent to company onboarding', async ({ page }) => {
  const admin = await createVerifiedAdmin();
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/onboard-company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your company' })).toBeVisible();

  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/onboard-company$/);
  await page.goto('/candidate-dashboard');
  await expect(page).toHaveURL(/\/onboard-company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your company' })).toBeVisible();
});
