import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, screenshot } from './support';

/** The public pages the build pre-renders (apps/web/scripts/prerender.mjs), each with a SPEC text of its own. */
const PAGES = [
  {
    name: 'landing',
    path: '/',
    heading: /Transform your hiring with AI/i,
    text: 'Simple, transparent pricing',
  },
  { name: 'login', path: '/login', heading: 'Welcome Back', text: 'Sign In' },
  { name: 'contact', path: '/contact', heading: 'Contact our sales team', text: 'Sign In' },
  {
    name: 'documentation',
    path: '/documentation',
    heading: 'HireAssess Documentation',
    text: 'Sign In',
  },
  { name: 'not-found', path: '/404', heading: 'Oops! Page not found', text: 'Back to Home' },
] as const;

/** index.html's notice, which the pre-rendered pages leave out. */
const NEEDS_JAVASCRIPT = 'HireAssess needs JavaScript enabled to run.';

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** React reports a hydration mismatch as a recoverable error (minified #418/#423/#425 in production). */
const HYDRATION_PROBLEM =
  /hydrat|did not match|client rendering|Minified React error #4(18|19|20|21|22|23|25)/i;

function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(`${error.message}`)) problems.push(error.message);
  });
  return problems;
}

/** Keeps the server's heading element, taken once the HTML is parsed and before any script runs. */
async function keepServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
}

/**
 * Hydration attaches React's fiber to the server's elements: the page is live once its heading has one, and
 * that heading must be the server's own element (a client render would have replaced it).
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { serverHeading: Element | null }).serverHeading ===
        document.querySelector('h1'),
    ),
  ).toBe(true);
}

/** A client-side navigation keeps the document: a mark set on window survives it, a page load does not. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

for (const viewport of VIEWPORTS) {
  test.describe(`public pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      for (const publicPage of PAGES) {
        test(`${publicPage.name} paints its content from the HTML`, async ({ page }) => {
          await page.goto(publicPage.path);
          await expect(page.getByRole('heading', { level: 1, name: publicPage.heading })).toBeVisible();
          await expect(page.getByText(publicPage.text, { exact: true }).first()).toBeVisible();
          expect(await page.content()).not.toContain(NEEDS_JAVASCRIPT);
          await screenshot(page, `prerendered-${publicPage.name}-nojs-${viewport.width}`);
        });
      }

      test('a page that is not pre-rendered still needs JavaScript', async ({ page }) => {
        await page.goto('/admin-dashboard');
        expect(await page.content()).toContain(NEEDS_JAVASCRIPT);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      });
    });

    test.describe('with JavaScript', () => {
      for (const publicPage of PAGES.filter((p) => p.name !== 'login')) {
        test(`${publicPage.name} hydrates: its header link navigates client-side`, async ({ page }) => {
          const problems = hydrationProblems(page);
          await keepServerHeading(page);
          await page.goto(publicPage.path);
          await waitForHydration(page);
          await markDocument(page);
          if (publicPage.name === 'not-found') {
            await page.getByRole('link', { name: 'Back to Home' }).click();
            await expect(page).toHaveURL(/\/$/);
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(
              /Transform your hiring with AI/i,
            );
          } else {
            if (viewport.width < 768) {
              // The header's state lives too: the phone menu opens.
              await page.getByRole('button', { name: 'Open menu' }).click();
              await expect(page.getByRole('navigation', { name: 'Main mobile' })).toBeVisible();
            }
            await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
            await expect(page).toHaveURL(/\/login$/);
            await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
          }
          expect(await sameDocument(page)).toBe(true);
          expect(problems).toEqual([]);
        });
      }

      test('login hydrates: the form signs in and a link navigates client-side', async ({ page }) => {
        const problems = hydrationProblems(page);
        await keepServerHeading(page);
        await page.goto('/login');
        await waitForHydration(page);
        await markDocument(page);
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await expect(page).toHaveURL(/\/forgot-password$/);
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
        await page.getByLabel('Email').fill(DEMO_ADMIN.email);
        await page.getByLabel('Password').fill(DEMO_ADMIN.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page).toHaveURL(/\/admin-dashboard$/);
        await expect(page.getByText('Acme Corp')).toBeVisible();
        expect(await sameDocument(page)).toBe(true);
        expect(problems).toEqual([]);
        await screenshot(page, `prerendered-login-signed-in-${viewport.width}`);
      });

      test('login hydrates without zod: its form rules load as the person starts on the form', async ({
        page,
      }) => {
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        const formRules = () => scripts.filter((path) => /\/assets\/(zod|sign-in-rules)[-.]/.test(path));
        await keepServerHeading(page);
        await page.goto('/login');
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        expect(formRules()).toEqual([]);
        await page.getByLabel('Email').focus();
        await expect.poll(() => formRules().some((path) => path.includes('/sign-in-rules-'))).toBe(true);
        // They are the contract's zod rules: a submit of the empty form shows their messages.
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page.getByText('Email is required')).toBeVisible();
        await expect(page.getByText('Password is required')).toBeVisible();
      });

      test('a signed-in user opening the pre-rendered login goes to their dashboard', async ({ page }) => {
        await page.goto('/login');
        await page.getByLabel('Email').fill(DEMO_ADMIN.email);
        await page.getByLabel('Password').fill(DEMO_ADMIN.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page).toHaveURL(/\/admin-dashboard$/);
        await page.goto('/login');
        await expect(page).toHaveURL(/\/admin-dashboard$/);
      });
    });
  });
}
