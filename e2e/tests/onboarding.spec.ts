import { expect, test } from '@playwright/test';
import { linkIn, screenshot, toasts, uniqueEmail, waitForMail } from './support';

test('free trial: sign up, verify the email, set up the company, open the dashboard', async ({ page }) => {
  const email = uniqueEmail('trial');
  const name = 'Tara Trial';
  const company = `Initech ${Date.now()}`;
  const toast = toasts(page);

  await page.goto('/');
  await page.getByRole('link', { name: 'Start Free Trial' }).first().click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Start your free trial' })).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill('trial-password-1');
  await screenshot(page, 'sign-up');

  const signUp = page.waitForResponse('**/api/auth/sign-up/email');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Valid data is not refused client-side: the request goes out and succeeds.
  expect((await signUp).ok()).toBe(true);
  await expect(toast).toContainText('Account Created!');
  await expect(toast).toContainText('Please check your email to verify your account.');
  await expect(toast).toHaveAttribute('data-type', 'success');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();
  await screenshot(page, 'sign-up-check-inbox');

  const mail = await waitForMail(email, 'Verify your email address');
  await page.goto(linkIn(mail.text));
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  await screenshot(page, 'email-verified');
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboard-company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your company' })).toBeVisible();

  let created = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/companies')) created++;
  });
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(toast).toContainText('Please fill in all fields');
  await expect(toast).toHaveAttribute('data-type', 'error');
  await expect(page.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'onboarding-empty');
  expect(created).toBe(0);

  // Only a name is still not enough.
  await page.getByLabel('Company name').fill(company);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveAttribute('aria-invalid', 'true');
  expect(created).toBe(0);

  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Healthcare' }).click();
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveText('Healthcare');

  const createResponse = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/companies'),
  );
  await page.getByRole('button', { name: 'Create company' }).click();
  const response = await createResponse;
  expect(response.ok()).toBe(true);
  // When the browser received the answer (its own clock), not when Playwright heard of it.
  const timing = response.request().timing();
  const createdAt = timing.startTime + timing.responseEnd;
  await expect(toast).toContainText('Company Created!');
  await expect(toast).toHaveAttribute('data-type', 'success');
  await screenshot(page, 'onboarding-created');
  // The dashboard opens about a second later, not at once.
  await page.waitForURL(/\/admin-dashboard$/);
  const delay = Date.now() - createdAt;
  expect(delay).toBeGreaterThanOrEqual(900);
  expect(delay).toBeLessThan(5_000);
  expect(created).toBe(1);

  await expect(page.getByText('Welcome, Administrator')).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: company })).toBeVisible();
  await expect(details.filter({ hasText: 'Healthcare' })).toBeVisible();
  await expect(details.filter({ hasText: email })).toBeVisible(); // the company's email defaults to the admin's
  await expect(page.getByText(`Signed in as ${name} (${email})`)).toBeVisible();
  await screenshot(page, 'admin-dashboard-new-company');

  // Onboarded: the form is no longer reachable.
  await page.goto('/onboard-company');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test('sign-up shows an inline error for an invalid email and sends nothing', async ({ page }) => {
  let requests = 0;
  await page.route('**/api/auth/sign-up/email', (route) => {
    requests++;
    return route.continue();
  });
  await page.goto('/sign-up');
  await page.getByLabel('Full name').fill('Ivy Invalid');
  await page.getByLabel('Work email').fill('ivy.invalid-at-example');
  await page.getByLabel('Password').fill('trial-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Work email')).toHaveAccessibleDescription('Enter a valid email address');
  await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Start your free trial' })).toBeVisible();
  await screenshot(page, 'sign-up-invalid-email');
  expect(requests).toBe(0);
});
