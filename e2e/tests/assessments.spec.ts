import { expect, type Page, test } from '@playwright/test';
import { adminWithCompany, screenshot, signIn, toasts } from './support';

test.use({ viewport: { width: 1440, height: 900 } });

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Assessments' }).getByRole('article', { name, exact: true });

async function signInAsNewAdmin(page: Page) {
  const admin = await adminWithCompany('Asha Assessments');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

/** Nothing wider than the viewport: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  // A string runs in the page: the e2e project has no DOM types.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
}

test('an admin creates an assessment, finds it by name, edits, duplicates, closes, reopens and archives it', async ({
  page,
}) => {
  const name = `Backend Engineer, Pune, Q${Date.now()}`;
  await signInAsNewAdmin(page);

  // The workspace navigation leads to the assessments; a new company has none yet.
  const nav = page.getByRole('navigation', { name: 'Workspace' });
  await expect(nav.getByRole('link', { name: 'Candidates' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Assessments' }).click();
  await expect(page).toHaveURL(/\/admin-assessments$/);
  await expect(nav.getByRole('link', { name: 'Assessments' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your first assessment' })).toBeVisible();
  await screenshot(page, 'assessments-empty-1440');

  await page.getByRole('link', { name: 'Create assessment' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create assessment' })).toBeVisible();
  // Neither tests nor AI-generated mode: the form says what is missing.
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create and open' }).click();
  await expect(page.getByText('Please select at least one test or choose AI-generated mode.')).toBeVisible();

  await page.getByLabel('Position').fill('Backend Engineer');
  await page.getByLabel('Experience level').fill('Senior');
  await page.getByRole('checkbox', { name: 'Logical Reasoning' }).check();
  await page.getByRole('checkbox', { name: 'English Grammar' }).check();
  await page.getByRole('radio', { name: 'Hybrid' }).check();
  await page.getByLabel('Use weights of this role').check();
  await page.getByLabel('Cognitive').fill('3');
  await page.getByLabel('Opens (optional)').fill('2027-01-04T09:00');
  await page.getByLabel('Closes (optional)').fill('2027-01-31T18:00');
  await page.getByLabel('Instructions for candidates (optional)').fill('Take the tests in a quiet room.');
  await screenshot(page, 'assessment-form-1440', { fullPage: true });
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(toasts(page)).toContainText('Assessment saved as a draft');
  // The admin lands on the new assessment's own page.
  await expect(page).toHaveURL(/\/admin-assessments\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await nav.getByRole('link', { name: 'Assessments' }).click();
  await expect(page).toHaveURL(/\/admin-assessments$/);

  // Found again by its name, with the search in the URL.
  await page.getByRole('searchbox', { name: 'Search assessments by name or position' }).fill(name);
  await expect(page).toHaveURL(/search=/);
  const created = card(page, name);
  await expect(created).toContainText('Backend Engineer · Senior');
  await expect(created).toContainText('Logical Reasoning, English Grammar · Hybrid');
  await expect(created.locator('[data-slot="badge"]')).toHaveText('Draft');
  await expect(created).toContainText('Opens 4 Jan 2027');
  await expect(created).toContainText('by Asha Assessments');
  await screenshot(page, 'assessments-list-1440');
  await page.reload();
  await expect(card(page, name)).toBeVisible();

  // Edit: the form comes back with what was saved.
  await card(page, name).getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit assessment' })).toBeVisible();
  await expect(page.getByLabel('Cognitive')).toHaveValue('3');
  await expect(page.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
  await expect(page.getByLabel('Opens (optional)')).toHaveValue('2027-01-04T09:00');
  await page.getByLabel('Name').fill(`${name} (edited)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page)).toContainText('Assessment saved');
  const edited = `${name} (edited)`;
  await page.getByRole('searchbox', { name: 'Search assessments by name or position' }).fill(edited);
  // The search is sent once the typing pauses: act on the list it gives, not on the one before it.
  await expect(page).toHaveURL(/search=[^&]*edited/);
  await expect(card(page, edited)).toBeVisible();

  // Duplicate: a draft copy beside it.
  await card(page, edited)
    .getByRole('button', { name: /^Duplicate/ })
    .click();
  await expect(toasts(page)).toContainText('Assessment duplicated');
  await expect(card(page, `Copy of ${edited}`).locator('[data-slot="badge"]')).toHaveText('Draft');

  // Open, close, reopen, archive: each move the status allows, and only those.
  const original = card(page, edited);
  await expect(original.getByRole('button', { name: /^Close/ })).toHaveCount(0);
  const badge = original.locator('[data-slot="badge"]');
  await original.getByRole('button', { name: /^Open/ }).click();
  await expect(toasts(page)).toContainText('Assessment opened');
  await expect(badge).toHaveText('Open');
  await original.getByRole('button', { name: /^Close/ }).click();
  await expect(toasts(page)).toContainText('Assessment closed');
  await expect(badge).toHaveText('Closed');
  await original.getByRole('button', { name: /^Reopen/ }).click();
  await expect(toasts(page)).toContainText('Assessment reopened');
  await expect(badge).toHaveText('Open');
  await original.getByRole('button', { name: /^Archive/ }).click();
  await expect(toasts(page)).toContainText('Assessment archived');
  await expect(original).toHaveCount(0);

  // Archived ones are behind their filter, kept in the URL.
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Archived', exact: true }).click();
  await expect(page).toHaveURL(/status=archived/);
  await expect(card(page, edited).locator('[data-slot="badge"]')).toHaveText('Archived');
  await expect(card(page, edited).getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expect(card(page, `Copy of ${edited}`)).toHaveCount(0);
});

test('the workspace navigation is a menu on a phone, with no sideways scroll', async ({ page }) => {
  await signInAsNewAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin-assessments');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'assessments-empty-390', { fullPage: true });

  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Workspace' });
  await expect(nav.getByRole('link')).toHaveText([
    'Assessments',
    'Candidates',
    'Tests',
    'Analytics',
    'Ratings',
    'Fairness',
    'Settings',
  ]);
  await expect(nav.getByRole('link', { name: 'Assessments' })).toHaveAttribute('aria-current', 'page');
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'workspace-menu-390');

  await nav.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin-analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeHidden();

  await page.goto('/admin-assessments/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create assessment' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Logical Reasoning' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'assessment-form-390', { fullPage: true });

  await page.getByLabel('Name').fill('Phone-made opening');
  await page.getByRole('radio', { name: 'AI-generated' }).check();
  await page.getByRole('button', { name: 'Create and open' }).click();
  await expect(toasts(page)).toContainText('Assessment created and opened');
  // An open assessment's page opens on its Invite tab, where candidates come in.
  await expect(page).toHaveURL(/\/admin-assessments\/[0-9a-f-]{36}\?tab=invite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Phone-made opening' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Invite', selected: true })).toBeVisible();
  await page.goto('/admin-assessments');
  await expect(card(page, 'Phone-made opening').locator('[data-slot="badge"]')).toHaveText('Open');
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'assessments-list-390', { fullPage: true });

  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'dashboard-390');
});
