import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminWithCompany, screenshot, signIn, sql } from './support';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test('an enterprise admin creates an API key, sees it once, uses it, and revokes it', async ({
  page,
  request,
}) => {
  const admin = await adminWithCompany('Ada Integrations');
  await sql(`UPDATE companies SET plan = 'enterprise' WHERE name = $1`, [admin.company.name]);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/settings\/api-keys$/);
  await expect(page.getByText('No API keys yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Create API key' }).click();
  const form = page.getByRole('dialog', { name: 'Create API key' });
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText('Give the key a name')).toBeVisible();
  await form.getByLabel('Name').fill('Greenhouse sync');
  await form.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText('Copy your key now: you will not see it again')).toBeVisible();
  const key = (await shown.getByTestId('new-api-key').textContent()) ?? '';
  expect(key).toMatch(/^ha_live_[A-Za-z0-9_-]{43}$/);
  await screenshot(page, 'api-keys-shown-once');
  await expectNoAxeViolations(page);
  await shown.getByRole('button', { name: 'Done' }).click();

  const row = page.getByTestId('api-key-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Greenhouse sync');
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  await expect(row).toContainText('by Ada Integrations');
  await expect(row).toContainText('Never');
  // The whole key is nowhere on the page any more.
  await expect(page.getByText(key)).toHaveCount(0);

  // An integration calls the API with the key alone (Playwright's request context has no session).
  const auth = { authorization: `Bearer ${key}` };
  const created = await request.post('/api/v1/candidates', {
    headers: auth,
    data: { fullName: 'Grace Hopper', email: 'grace.hopper@example.com', position: 'Engineer' },
  });
  expect(created.status()).toBe(201);
  const listed = await request.get('/api/v1/candidates?pageSize=10', { headers: auth });
  expect(listed.status()).toBe(200);
  const body = await listed.json();
  expect(body.total).toBe(1);
  expect(body.items[0]).toMatchObject({ fullName: 'Grace Hopper', email: 'grace.hopper@example.com' });

  await page.reload();
  await expect(row).toContainText('Just now');
  await screenshot(page, 'api-keys-list');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: 'Revoke Greenhouse sync' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke “Greenhouse sync”?' });
  await expect(confirm).toContainText(key.slice(0, 12));
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);

  const refused = await request.get('/api/v1/candidates', { headers: auth });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.message).toContain('revoked');
  await screenshot(page, 'api-keys-revoked');

  await page.getByRole('link', { name: 'How to use the API' }).click();
  await expect(page).toHaveURL(/\/documentation#integrations$/);
  await expect(page.getByRole('heading', { name: 'Public API (Enterprise)' })).toBeInViewport();
  await screenshot(page, 'api-keys-documentation');
});

test('a startup admin is shown the upgrade message instead of keys', async ({ page }) => {
  const admin = await adminWithCompany('Sam Startup');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto('/settings/api-keys');
  const notice = page.getByTestId('upgrade-notice');
  await expect(notice).toContainText('available on the Enterprise plan');
  await expect(notice.getByRole('link', { name: 'Contact us to upgrade' })).toHaveAttribute(
    'href',
    /^\/contact/,
  );
  await expect(page.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
});

test('the API reference renders offline from our own files under the strict policy', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:')) outside.push(r.url());
  });
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: 'HireAssess API', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('/api/v1/candidates').first()).toBeVisible();
  await screenshot(page, 'api-reference');
  expect(problems.filter((p) => /Content Security Policy|Refused/.test(p))).toEqual([]);
  expect(outside).toEqual([]);
});
