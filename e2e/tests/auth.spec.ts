import { expect, type Page, test } from '@playwright/test';
import { allToasts, DEMO_ADMIN, screenshot, signIn, toasts } from './support';

const SIGN_IN_URL = '**/api/auth/sign-in/email';
const RATE_LIMITED = 'Too many sign-in attempts. Please wait 60 seconds and try again.';

const rateLimited = (page: Page) =>
  page.route(SIGN_IN_URL, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: RATE_LIMITED } }),
    }),
  );

test.describe('login page', () => {
  test('shows its texts and links', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    await expect(page.getByText("Don't have an account yet?")).toBeVisible();
    await expect(page.getByText('Need help? Email support@hireassess.example')).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@hireassess.example' })).toHaveAttribute(
      'href',
      'mailto:support@hireassess.example',
    );
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await screenshot(page, 'login');

    await page.getByRole('link', { name: 'Contact Sales for Access' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an empty submit shows both required errors and sends nothing', async ({ page }) => {
    let requests = 0;
    await page.route(SIGN_IN_URL, (route) => {
      requests++;
      return route.continue();
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Password is required');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(requests).toBe(0);
  });
});

test.describe('signing in and out', () => {
  test('the demo admin signs in, is kept off /login, and logs out', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const toast = toasts(page);
    await expect(toast).toHaveText(/You have been signed in successfully\./);
    await expect(toast).toHaveAttribute('data-type', 'success');
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByText('Welcome, Administrator')).toBeVisible();
    const company = page.getByRole('definition');
    await expect(company.filter({ hasText: 'Acme Corp' })).toBeVisible();
    await expect(company.filter({ hasText: 'Technology' })).toBeVisible();
    await expect(company.filter({ hasText: 'hr@acme.example' })).toBeVisible();
    await screenshot(page, 'admin-dashboard');

    // Already signed in: the login page sends the admin back to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByText('Welcome, Administrator')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast).toHaveText(/Logged Out\s*You have been successfully logged out/);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

    // The session is really gone: a protected page now asks to sign in.
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin-dashboard$/);
  });

  test('logging out from a freshly opened dashboard also lands on plain /login', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    // A new page load: the sign-in page's code is not loaded yet when Logout is clicked.
    await page.reload();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toasts(page)).toContainText('You have been successfully logged out');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a protected page without a session goes to /login', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await page.goto('/candidate-dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcandidate-dashboard$/);
    await page.goto('/onboard-company');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fonboard-company$/);
  });

  test('a wrong password shows a destructive Login Failed toast', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, 'not-the-password');
    const toast = toasts(page);
    await expect(allToasts(page)).toHaveCount(1);
    await expect(toast).toContainText('Login Failed');
    await expect(toast).toContainText('Invalid email or password');
    await expect(toast).toHaveAttribute('data-type', 'error');
    // The same words beside the form, where the person is looking, and both fields marked.
    const inline = page.getByTestId('form-alert');
    await expect(inline).toHaveAttribute('role', 'alert');
    await expect(inline).toContainText('Login Failed');
    await expect(inline).toContainText('Invalid email or password');
    for (const field of ['Email', 'Password']) {
      await expect(page.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(field)).toHaveAccessibleDescription(/Invalid email or password/);
    }
    await screenshot(page, 'login-failed');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    // A new attempt clears it until its own answer arrives.
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });

  test('while signing in the button reads Signing In... and the fields are disabled', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = false;
    await page.route(SIGN_IN_URL, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    const busyButton = page.getByRole('button', { name: 'Signing In...' });
    await expect(busyButton).toBeVisible();
    await expect(busyButton).toBeDisabled();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Password')).toBeDisabled();
    expect(held).toBe(true);
    await screenshot(page, 'login-busy');

    release();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByText('Welcome, Administrator')).toBeVisible();
  });

  test('a 429 from the server shows Login Failed with the server message', async ({ page }) => {
    await rateLimited(page);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const toast = toasts(page);
    await expect(toast).toContainText('Login Failed');
    await expect(toast).toContainText(RATE_LIMITED);
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(page).toHaveURL(/\/login$/);
    // The form is usable again for the next attempt.
    await expect(page.getByLabel('Email')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });

  test('at most one toast is visible at a time', async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, 'wrong-password-1');
    const toast = toasts(page);
    await expect(toast).toContainText('Invalid email or password');

    // A second failure right away, with a different message: it replaces the first instead of stacking.
    await rateLimited(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast.filter({ hasText: RATE_LIMITED })).toBeVisible();
    await expect(allToasts(page)).toHaveCount(1);
    await expect(page.getByText('Invalid email or password')).toHaveCount(0);

    // And a third, from the real server again.
    await page.unroute(SIGN_IN_URL);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast.filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(allToasts(page)).toHaveCount(1);
  });
});
