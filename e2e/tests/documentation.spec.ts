import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, screenshot } from './support';

const GUIDE = [
  'Overview',
  'Getting Started',
  'Running an Assessment',
  'Admin Dashboard',
  'Candidate Management',
  'Test Creation and AI',
  'Custom Tests',
  'Reporting',
  'Fairness',
  'Candidate Rights and Privacy',
];
const ALL_SECTIONS = [
  ...GUIDE,
  'Integrations',
  'Security',
  'Single Sign-On',
  'Provisioning (SCIM)',
  'Greenhouse',
  'Lever',
  'Self-hosting',
  'Accessibility',
];
const GROUPS = ['Guide for HR teams', 'For your IT team', 'For operators', 'Policies'];

const contents = (page: Page) => page.getByRole('navigation', { name: 'Contents' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search documentation' });
const sectionTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });
const marks = (page: Page) => page.locator('#docs-sections mark');

/** Waits until a (smooth) scroll has come to rest, so a screenshot shows where the reader lands. */
async function scrollSettled(page: Page) {
  // A string runs in the page: the e2e project has no DOM types.
  await page.waitForFunction(
    'new Promise((resolve) => { const y = window.scrollY; setTimeout(() => resolve(window.scrollY === y), 150); })',
  );
}

/** No axe violation at all (not only serious ones) against WCAG 2.0–2.2 A and AA, plus heading order. */
async function expectNoAxeViolations(page: Page) {
  await expectAccessible(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .withRules(['heading-order'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/documentation');
  // The page is pre-rendered: its search box takes keys once hydrated (key presses do not wait for it).
  await expect(searchBox(page)).toBeEnabled();
});

test('opens with the guide for HR teams; self-hosting is its own section for operators', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'HireAssess Documentation' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Start here' }).getByRole('link')).toHaveText([
    'Run your first assessment',
    'Read a report',
    'Connect your systems (API)',
    'Install it yourself',
  ]);

  // The page's parts, in order: the HR guide first, operators' set-up last but one.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasText: /./ })).toHaveText(
    ['Contents', ...GROUPS],
  );
  await expect(sectionTitles(page)).toHaveText(ALL_SECTIONS);
  await expect(contents(page).getByRole('list', { name: 'Guide for HR teams' }).getByRole('link')).toHaveText(
    GUIDE,
  );
  await expect(contents(page).getByRole('list', { name: 'For operators' }).getByRole('link')).toHaveText([
    'Self-hosting',
  ]);

  // The first thing read is for HR: how to run an assessment, not npm or passwords.
  const gettingStarted = page.getByRole('region', { name: 'Getting Started' });
  await expect(gettingStarted.getByRole('heading', { name: '1. Create an assessment' })).toBeVisible();
  await expect(gettingStarted).not.toContainText('npm install');
  await expect(gettingStarted).not.toContainText('acme-admin-2026');
  await screenshot(page, 'documentation-1440');

  // Operators find installation, the environment and the demo accounts in their own section.
  await contents(page).getByRole('link', { name: 'Self-hosting' }).click();
  await expect(page).toHaveURL(/\/documentation#self-hosting$/);
  const selfHosting = page.getByRole('region', { name: 'Self-hosting' });
  await expect(selfHosting.getByRole('heading', { level: 3, name: 'Self-hosting' })).toBeInViewport();
  await expect(selfHosting.getByText('npm install && npm start')).toBeVisible();
  await expect(selfHosting.getByRole('table', { name: 'Environment variables' })).toBeVisible();
  await expect(selfHosting).toContainText('acme-admin-2026');

  // The accessibility statement.
  const accessibility = page.getByRole('region', { name: 'Accessibility' });
  for (const heading of ['Conformance status', 'Known exceptions', 'Report a problem']) {
    await expect(accessibility.getByRole('heading', { level: 4, name: heading })).toBeVisible();
  }
  await expect(accessibility).toContainText('partially conformant with WCAG 2.2 level AA');
});

test('the search finds words inside sections and highlights them', async ({ page }) => {
  await searchBox(page).pressSequentially('integrity');

  // Only the sections holding the word, each with its count.
  const status = page.getByTestId('docs-search-status');
  await expect(status).toHaveText(
    new RegExp(`^\\d+ matches in \\d+ of ${ALL_SECTIONS.length} sections for “integrity”$`),
  );
  const [, matchCount, sectionCount] = (await status.textContent())?.match(/^(\d+) matches in (\d+)/) ?? [];
  await expect(marks(page)).toHaveCount(Number(matchCount));
  await expect(sectionTitles(page)).toHaveCount(Number(sectionCount));
  await expect(contents(page).getByRole('link', { name: /^Reporting \(\d+ match/ })).toBeVisible();
  await expect(contents(page).getByRole('link', { name: /^Self-hosting/ })).toHaveCount(0);
  for (const text of await marks(page).allTextContents()) expect(text.toLowerCase()).toBe('integrity');

  // Inside a long section only the parts that hold the word are shown, under their heading.
  const reporting = page.getByRole('region', { name: 'Reporting' });
  await expect(reporting.getByRole('heading', { level: 4, name: 'Integrity signals' })).toBeVisible();
  await expect(reporting.getByRole('heading', { level: 4, name: 'PDF reports' })).toHaveCount(0);
  await expect(reporting.locator('mark').first()).toBeVisible();

  // Screen readers hear the result politely, once typing pauses.
  await expect(page.getByRole('status').filter({ hasText: 'for “integrity”' })).toHaveText(
    (await status.textContent()) ?? '',
  );
  await screenshot(page, 'documentation-search-1440');

  // Enter goes to the first result; its heading takes focus.
  await searchBox(page).press('Enter');
  const firstTitle = sectionTitles(page).first();
  await expect(firstTitle).toBeFocused();
  await expect(firstTitle).toBeInViewport();
  await scrollSettled(page);
  await screenshot(page, 'documentation-search-results-1440');

  // Case does not matter, and every word must be in the section.
  await searchBox(page).fill('WEBHOOK HMAC');
  await expect(sectionTitles(page)).toHaveText(['Integrations']);
  await expect(
    marks(page)
      .filter({ hasText: /^hmac$/i })
      .first(),
  ).toBeVisible();

  // "Show the whole section" clears the search and brings the reader to that section, whole.
  await page.getByRole('button', { name: 'Show the whole section: Integrations' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(sectionTitles(page)).toHaveText(ALL_SECTIONS);
  await expect(page.getByRole('heading', { level: 3, name: 'Integrations' })).toBeFocused();
  await expect(marks(page)).toHaveCount(0);
  await expect(page).toHaveURL(/#integrations$/);
});

test('a query with no match says so and offers a way out', async ({ page }) => {
  await searchBox(page).fill('xylophone');
  await expect(page.getByRole('heading', { level: 2, name: 'No results for “xylophone”' })).toBeVisible();
  await expect(contents(page).getByText('No matching sections.')).toBeVisible();
  await expect(contents(page).getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'No results' })).toHaveText(
    'No results for “xylophone”',
  );
  await screenshot(page, 'documentation-no-match');

  // A suggested word finds something.
  await page
    .getByRole('list', { name: 'Suggested searches' })
    .getByRole('button', { name: 'invite' })
    .click();
  await expect(searchBox(page)).toHaveValue('invite');
  await expect(marks(page).first()).toBeVisible();

  await searchBox(page).fill('xylophone');
  await page.getByRole('main').getByRole('button', { name: 'Clear search' }).last().click();
  await expect(contents(page).getByRole('link')).toHaveCount(ALL_SECTIONS.length);

  // Escape in the box clears it too.
  await searchBox(page).fill('adverse impact');
  await expect(sectionTitles(page)).toHaveText(['Fairness']);
  await searchBox(page).press('Escape');
  await expect(sectionTitles(page)).toHaveCount(ALL_SECTIONS.length);
});

test('a link to a section opens the page at that section', async ({ page }) => {
  await page.goto('/documentation#self-hosting');
  await expect(page.getByRole('heading', { level: 3, name: 'Self-hosting' })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
});

test('lists the enterprise public API endpoints', async ({ page }) => {
  const integrations = page.getByRole('region', { name: 'Integrations' });
  const endpoints = integrations.getByRole('listitem').filter({ hasText: /^(GET|POST) \/api\/v1\// });
  await expect(endpoints).toHaveCount(7);
  await expect(endpoints.nth(0)).toContainText('GET /api/v1/candidates');
  await expect(endpoints.nth(1)).toContainText('POST /api/v1/candidates');
  await expect(endpoints.nth(2)).toContainText('GET /api/v1/candidates/{id}/evaluation');
  await expect(endpoints.nth(3)).toContainText('GET /api/v1/candidates/{id}/report.pdf');
  // The resources of people and their applications (decision 032).
  await expect(endpoints.nth(4)).toContainText('GET /api/v1/applications');
  await expect(endpoints.nth(5)).toContainText('POST /api/v1/assessments/{id}/applications');
  await expect(endpoints.nth(6)).toContainText('GET /api/v1/people/{id}');
  await expect(integrations.getByText('Enterprise plan', { exact: true })).toBeVisible();
});

test('axe finds no violations at 1440 px, searching or not', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(sectionTitles(page)).toHaveCount(ALL_SECTIONS.length);
  await expectNoAxeViolations(page);
  await searchBox(page).fill('webhook');
  await expect(marks(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await searchBox(page).fill('xylophone');
  await expect(page.getByRole('heading', { name: 'No results for “xylophone”' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a phone: axe finds no violations, and wide code can be reached and scrolled by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(sectionTitles(page)).toHaveCount(ALL_SECTIONS.length);
  await screenshot(page, 'documentation-390');
  await expectNoAxeViolations(page);

  // A code block wider than the screen is a named group in the tab order; arrow keys scroll it.
  const code = page.getByRole('group', { name: 'Code: Create an administrator' });
  await expect(code).toHaveAttribute('tabindex', '0');
  await code.focus();
  await expect(code).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => code.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

  await searchBox(page).fill('extra time');
  await searchBox(page).press('Enter');
  await expect(sectionTitles(page).first()).toBeFocused();
  await expect(marks(page).first()).toBeInViewport();
  await scrollSettled(page);
  await screenshot(page, 'documentation-search-390');
  await expectNoAxeViolations(page);
});
