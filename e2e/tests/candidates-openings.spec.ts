import { expect, test } from '@playwright/test';
import { adminWithCompany, apiSession, chooseOption, expectAccessible, screenshot, signIn } from './support';

const LOGICAL_REASONING = '6f1d0a3e-1b7a-4c1e-9a01-000000000004';

test("the company-wide Candidates page names each candidate's opening and filters by it", async ({
  page,
}) => {
  const admin = await adminWithCompany('Omar Openings');
  const api = await apiSession(admin.email, admin.password);
  const opening = async (name: string) => {
    const created = await api.post('/api/assessments', {
      name,
      position: name,
      experienceLevel: 'Junior',
      status: 'open',
      testConfiguration: { selectedTests: [{ id: LOGICAL_REASONING }], testMode: 'pre-built' },
      window: { opensAt: null, closesAt: null, timeZone: 'UTC' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as string;
  };
  const sales = await opening('Sales Associate — Pune');
  const support = await opening('Support Agent — Remote');
  const stamp = Date.now();
  for (const [assessmentId, name] of [
    [sales, 'Priya Sales'],
    [support, 'Ravi Support'],
    [support, 'Meera Support'],
  ] as const) {
    const email = `${name.toLowerCase().replace(' ', '.')}.${stamp}@example.com`;
    const added = await api.post(`/api/assessments/${assessmentId}/candidates`, { full_name: name, email });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
  await expect(
    row('Priya Sales').getByRole('link', { name: 'Assessment: Sales Associate — Pune' }),
  ).toBeVisible();
  await expect(
    row('Ravi Support').getByRole('link', { name: 'Assessment: Support Agent — Remote' }),
  ).toBeVisible();

  // One opening at a time; the choice lives in the URL, so a reload keeps it.
  const filter = page.getByRole('combobox', { name: 'Filter by assessment' });
  await chooseOption(page, filter, 'Support Agent — Remote');
  await expect(page).toHaveURL(new RegExp(`assessment=${support}`));
  await expect(row('Ravi Support')).toBeVisible();
  await expect(row('Meera Support')).toBeVisible();
  await expect(row('Priya Sales')).toHaveCount(0);
  await page.reload();
  await expect(filter).toHaveText('Support Agent — Remote');
  await expect(row('Priya Sales')).toHaveCount(0);
  await expectAccessible(page);
  await filter.scrollIntoViewIfNeeded();
  await screenshot(page, 'candidates-by-opening-1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await filter.scrollIntoViewIfNeeded();
  await expect(filter).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'candidates-by-opening-390');

  // Back to every opening, then from a row to its opening's page.
  await chooseOption(page, filter, 'All assessments');
  await expect(row('Priya Sales')).toBeVisible();
  await row('Priya Sales').getByRole('link', { name: 'Assessment: Sales Associate — Pune' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-assessments/${sales}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Associate — Pune' })).toBeVisible();
});
