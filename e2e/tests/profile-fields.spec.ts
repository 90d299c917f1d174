import { expect, test } from '@playwright/test';
import { expectAccessible, provisionedCandidate, screenshot, signIn, toasts } from './support';

const BIG_FIVE = '6f1d0a3e-1b7a-4c1e-9a01-000000000001';

test('a company adds its own profile field; its candidate fills it in beside the built-in ones', async ({
  browser,
}) => {
  const candidate = await provisionedCandidate([BIG_FIVE], 'Gita Github');

  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, candidate.admin.email, candidate.admin.password);
  await expect(admin).toHaveURL(/\/admin-dashboard$/);
  await admin.goto('/settings/team');
  await admin.getByRole('link', { name: 'Candidate profile' }).click();
  await expect(admin).toHaveURL(/\/settings\/profile-fields$/);
  await expect(admin.getByText('No fields of your own yet.')).toBeVisible();
  await expect(
    admin.getByText('Every profile asks for LinkedIn profile, City, Notice period.'),
  ).toBeVisible();

  // A built-in one is refused beside its row; then a field of the company's own is saved.
  await admin.getByRole('button', { name: 'Add a field' }).click();
  await admin.getByLabel(/^Field 1/).fill('City');
  await admin.getByRole('button', { name: 'Save fields' }).click();
  await expect(admin.getByText('“City” is already on every profile')).toBeVisible();
  await admin.getByLabel(/^Field 1/).fill('GitHub');
  await admin.getByLabel('Hint for field 1').fill('Your GitHub user name');
  await admin.getByRole('button', { name: 'Save fields' }).click();
  await expect(toasts(admin)).toContainText('Profile fields saved');
  await admin.reload();
  await expect(admin.getByLabel(/^Field 1/)).toHaveValue('GitHub');
  await expectAccessible(admin);
  await screenshot(admin, 'profile-fields-1440', { fullPage: true });
  await adminContext.close();

  const candidateContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await candidateContext.newPage();
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
  await page.goto('/candidate-profile');
  const github = page.getByLabel('GitHub');
  await expect(github).toHaveAccessibleDescription('Your GitHub user name');
  await github.fill('gita-g');
  await page.getByLabel('City').fill('Kochi');
  const details = page.getByLabel('Additional information (JSON)');
  await expect(details).toHaveValue(/"github": "gita-g"/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page)).toContainText('Profile Updated!');
  await page.reload();
  await expect(page.getByLabel('GitHub')).toHaveValue('gita-g');
  await expect(page.getByLabel('City')).toHaveValue('Kochi');
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'profile-fields-candidate-390', { fullPage: true });
  await candidateContext.close();
});
