import { expect, test } from '@playwright/test';
import { screenshot } from './support';

const ALL_SECTIONS = [
  'Overview',
  'Getting Started',
  'Admin Dashboard',
  'Candidate Management',
  'Test Creation and AI',
  'Reporting',
  'Integrations',
  'Security',
];

test.beforeEach(async ({ page }) => {
  await page.goto('/documentation');
});

test('the side contents list has the eight sections, each linking to its section', async ({ page }) => {
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveText(ALL_SECTIONS);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasText: /./ }),
  ).toContainText(ALL_SECTIONS);
  await screenshot(page, 'documentation', { fullPage: true });

  const security = page.getByRole('heading', { level: 2, name: 'Security', exact: true });
  await expect(security).not.toBeInViewport();
  await contents.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/documentation#security$/);
  await expect(security).toBeInViewport();
});

test('the search box filters the sections as you type', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search documentation' });
  const contents = page.getByRole('navigation', { name: 'Contents' });
  const sectionTitle = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });

  await search.pressSequentially('webhook');
  await expect(contents.getByRole('link')).toHaveText(['Integrations', 'Security']);
  await expect(sectionTitle('Integrations')).toBeVisible();
  await expect(sectionTitle('Reporting')).toHaveCount(0);
  await expect(page.getByText('Showing 2 of 8 sections matching “webhook”')).toBeVisible();
  await screenshot(page, 'documentation-search');

  // Case does not matter, and every word of the query must match.
  await search.fill('WEBHOOK HMAC');
  await expect(contents.getByRole('link')).toHaveText(['Integrations']);
  await search.fill('hmac argon2id');
  await expect(contents.getByRole('link')).toHaveCount(0);
  await search.fill('CSV semicolons');
  await expect(contents.getByRole('link', { name: 'Candidate Management' })).toBeVisible();
  await expect(contents.getByRole('link', { name: 'Integrations' })).toHaveCount(0);

  // Clearing brings every section back.
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(contents.getByRole('link')).toHaveText(ALL_SECTIONS);
});

test('a query with no match says so', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search documentation' });
  await search.fill('xylophone');
  await expect(page.getByRole('heading', { name: 'No sections match “xylophone”' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Contents' }).getByText('No matching sections.'),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(0);
  await screenshot(page, 'documentation-no-match');

  await page.getByRole('main').getByRole('button', { name: 'Clear search' }).last().click();
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(8);
});

test('lists the enterprise public API endpoints', async ({ page }) => {
  const integrations = page.getByRole('region', { name: 'Integrations' });
  const endpoints = integrations.getByRole('listitem').filter({ hasText: /^(GET|POST) \/api\/v1\// });
  await expect(endpoints).toHaveCount(4);
  await expect(endpoints.nth(0)).toContainText('GET /api/v1/candidates');
  await expect(endpoints.nth(1)).toContainText('POST /api/v1/candidates');
  await expect(endpoints.nth(2)).toContainText('GET /api/v1/candidates/{id}/evaluation');
  await expect(endpoints.nth(3)).toContainText('GET /api/v1/candidates/{id}/report.pdf');
  await expect(integrations.getByText('Enterprise plan', { exact: true })).toBeVisible();
});
