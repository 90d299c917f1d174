import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { screenshot, signIn } from './support';

/** The demo workspace the server seeds on a fresh database (README: npm start). */
const DEMO = {
  admin: { email: 'admin@acme.example', password: 'acme-admin-2026' },
  candidate: { email: 'candidate@acme.example', password: 'acme-candidate-2026' },
};
const PUBLIC_PAGES = ['/', '/login', '/sign-up', '/forgot-password', '/contact', '/documentation', '/404'];
const ADMIN_PAGES = [
  '/admin-dashboard',
  '/admin-analytics',
  '/admin-ratings',
  '/admin-fairness',
  '/admin-assessments',
  '/admin-assessments/new',
  '/admin-tests',
  '/settings/team',
  '/settings/webhooks',
  '/settings/branding',
  '/settings/api-keys',
  '/settings/decision-emails',
  '/settings/invitation-emails',
  '/settings/profile-fields',
  '/settings/fairness',
  '/account',
];
const CANDIDATE_PAGES = ['/candidate-dashboard', '/candidate-profile'];
const WIDTHS = [1440, 390] as const;

/**
 * Every violation axe knows (any impact, best practices included) and any overflow past the viewport.
 * Toasts are left out: a toast mid-animation is measured against whatever is behind it.
 */
async function expectClean(page: Page, path: string) {
  // The page itself, not a loading state: its heading is there and nothing spins any more.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  expect(
    violations.map(
      (v) => `${path} ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  expect(
    await page.evaluate<number>('document.documentElement.scrollWidth'),
    `${path} fits`,
  ).toBeLessThanOrEqual(width);
}

async function visitAll(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expectClean(page, path);
  }
}

test.describe('every page, at 1440 and 390 px', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const width of WIDTHS) {
    test(`public pages at ${width} px: no axe finding, nothing wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await visitAll(page, PUBLIC_PAGES);
    });

    test(`admin pages and an assessment's tabs at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, DEMO.admin.email, DEMO.admin.password);
      await expect(page).toHaveURL(/\/admin-dashboard$/);
      await visitAll(page, ADMIN_PAGES);
      await page.goto('/admin-assessments');
      const first = page.getByRole('article').first().getByRole('heading').getByRole('link');
      const href = await first.getAttribute('href');
      if (!href) throw new Error('the demo workspace has no assessment');
      for (const tab of ['candidates', 'analytics', 'invite', 'deadlines', 'settings']) {
        await page.goto(`${href}?tab=${tab}`);
        // The page's own tabs (the Invite tab holds the upload's tabs too).
        const tabs = page.getByRole('tablist', { name: 'Assessment' });
        await expect(tabs.getByRole('tab', { selected: true })).toBeVisible();
        await expectClean(page, `${href}?tab=${tab}`);
      }
      await screenshot(page, `assessment-settings-${width}`, { fullPage: true });
    });

    test(`candidate pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, DEMO.candidate.email, DEMO.candidate.password);
      await expect(page).toHaveURL(/\/candidate-dashboard$/);
      await visitAll(page, CANDIDATE_PAGES);
    });
  }

  // The dark theme follows the system setting: the same pages, the same contrast checks, one test per kind
  // of visitor so that each has its own time and they run side by side.
  test.describe('in the dark theme', () => {
    test.use({ colorScheme: 'dark', viewport: { width: 1440, height: 900 } });

    test('public pages keep their contrast', async ({ page }) => {
      await visitAll(page, PUBLIC_PAGES);
      await visitAll(page, ['/']);
      await screenshot(page, 'dark-landing', { fullPage: true });
    });

    test('admin pages keep their contrast', async ({ page }) => {
      await signIn(page, DEMO.admin.email, DEMO.admin.password);
      await expect(page).toHaveURL(/\/admin-dashboard$/);
      await visitAll(page, ADMIN_PAGES);
      await visitAll(page, ['/admin-dashboard']);
      await screenshot(page, 'dark-admin-dashboard', { fullPage: true });
    });

    test('candidate pages keep their contrast', async ({ page }) => {
      await signIn(page, DEMO.candidate.email, DEMO.candidate.password);
      await expect(page).toHaveURL(/\/candidate-dashboard$/);
      await visitAll(page, CANDIDATE_PAGES);
      await screenshot(page, 'dark-candidate-profile', { fullPage: true });
    });
  });
});
