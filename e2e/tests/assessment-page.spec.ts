import { expect, type Page, test } from '@playwright/test';
import { adminWithCompany, apiSession, expectAccessible, screenshot, signIn, uniqueEmail } from './support';

const BIG_FIVE = '6f1d0a3e-1b7a-4c1e-9a01-000000000001';

/** Two candidates added one by one each make their own assessment (SPEC.md's add-candidate). */
async function companyWithTwoAssessments() {
  const admin = await adminWithCompany('Pia Pages');
  const api = await apiSession(admin.email, admin.password);
  const add = async (full_name: string, position: string) => {
    const created = await api.post('/api/n8n/create-candidate', {
      full_name,
      email: uniqueEmail(full_name.split(' ')[0]?.toLowerCase() ?? 'c'),
      position,
      testConfiguration: { selectedTests: [{ id: BIG_FIVE }], testMode: 'pre-built' },
    });
    expect(created.status).toBe(201);
    return created.body.assessmentId as string;
  };
  const backend = await add('Bea Backend', 'Backend Engineer');
  await add('Sol Sales', 'Account Executive');
  return { admin, backend };
}

const rows = (page: Page) => page.getByRole('table').getByRole('row');

test('an assessment has its own page: its candidates only, its analytics, its settings, at 1440 and 390 px', async ({
  page,
}) => {
  const { admin, backend } = await companyWithTwoAssessments();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // From the list, the assessment's name leads to its page.
  await page.goto('/admin-assessments');
  const card = page.getByRole('article').filter({ hasText: 'Backend Engineer' });
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin-assessments/${backend}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Backend Engineer');
  await expect(page.getByRole('region', { name: 'At a glance' })).toContainText('Big Five Work Personality');

  // Its candidates, and only them; search and the live table work as on the dashboard.
  await expect(rows(page).filter({ hasText: 'Bea Backend' })).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText('Sol Sales');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await screenshot(page, 'assessment-page-candidates-1440');
  await expectAccessible(page);

  // Export gives this assessment's candidates, not the company's.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8');
  expect(csv).toContain('Bea Backend');
  expect(csv).not.toContain('Sol Sales');

  // Analytics of this assessment, and its comparison picks only from its candidates.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/tab=analytics/);
  await expect(page.getByTestId('compare-panel')).toContainText('Bea Backend');
  await expect(page.getByTestId('compare-panel')).not.toContainText('Sol Sales');
  await expect(page.getByText('Completion funnel')).toBeVisible();

  // The tab survives a reload; Settings says what it is and what can no longer change.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('Candidates have their forms, so the role, tests')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit settings' })).toBeVisible();

  // The analytics page itself takes the assessment as a filter.
  await page.getByRole('link', { name: 'Open in Analytics' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-analytics\\?assessmentId=${backend}$`));
  await expect(page.getByRole('combobox', { name: 'Filter by assessment' })).toContainText(
    'Backend Engineer',
  );
  await expect(page.getByText('1 candidate in this assessment')).toBeVisible();

  // On a phone the page fits its width; the tabs scroll in their strip.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin-assessments/${backend}`);
  await expect(rows(page).filter({ hasText: 'Bea Backend' })).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('link', { name: 'Edit settings' })).toBeVisible();
  await screenshot(page, 'assessment-page-settings-390', { fullPage: true });
});

test("another company's assessment is not found", async ({ page }) => {
  const { backend } = await companyWithTwoAssessments();
  const stranger = await adminWithCompany('Otto Other');
  await signIn(page, stranger.email, stranger.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto(`/admin-assessments/${backend}`);
  await expect(page.getByText('Assessment not found')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
