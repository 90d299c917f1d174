import { expect, test } from '@playwright/test';
import { adminWithCompany, apiSession, screenshot, signIn, toasts } from './support';

const LOGICAL_REASONING = '6f1d0a3e-1b7a-4c1e-9a01-000000000004';

test('an admin uploads an HR export into an opening from its own page, its headers read as the columns', async ({
  page,
}) => {
  const admin = await adminWithCompany('Hema HR', 'Retail');
  const api = await apiSession(admin.email, admin.password);
  const created = await api.post('/api/assessments', {
    name: 'Sales Associate — Pune',
    position: 'Sales Associate',
    experienceLevel: 'Junior',
    status: 'open',
    testConfiguration: { selectedTests: [{ id: LOGICAL_REASONING }], testMode: 'pre-built' },
    window: { opensAt: null, closesAt: null, timeZone: 'Asia/Kolkata' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const openingId = created.body.id as string;

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto(`/admin-assessments/${openingId}`);
  // The empty opening says how to fill it, and the way leads to its Invite tab.
  await page.getByRole('link', { name: 'Upload a CSV, add candidates one by one or share its link' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-assessments/${openingId}\\?tab=invite$`));

  const wizard = page.locator('#upload-into-opening');
  await expect(wizard.getByRole('tab', { name: '1. Upload CSV' })).toHaveAttribute('aria-selected', 'true');
  const stamp = Date.now();
  const csv = [
    'Sr No,Name,Email ID,Mobile No.,Designation,Language',
    `1,Asha Rao,asha.${stamp}@e2e.test,98450 11111,Sales Associate,hi`,
    `2,Imran Khan,imran.${stamp}@e2e.test,98450 22222,Sales Associate,`,
    `3,Meera Nair,meera.${stamp}@e2e.test,,Sales Associate,`,
  ].join('\n');
  await wizard.getByLabel('CSV file').setInputFiles({
    name: 'campus-drive.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(wizard.getByTestId('csv-renamed')).toHaveText(
    'Read as: Name → full_name, Email ID → email, Mobile No. → phone, Designation → position.',
  );
  await screenshot(page, 'opening-upload-read-as-1440');
  await wizard.getByRole('button', { name: 'Next: Review' }).click();
  await expect(wizard.getByTestId('upload-verdicts-summary')).toHaveText('3 will be added, 0 skipped.');
  // Asha reads Hindi, which Logical Reasoning is not translated into: the review says so before anyone is added.
  await expect(wizard.getByTestId('upload-english-only')).toContainText('1 of them reads a language');
  await wizard.getByText('Show the 3 rows that will be added').click();
  await expect(
    wizard
      .getByRole('table', { name: 'Rows that will be added' })
      .getByRole('row')
      .filter({ hasText: 'Asha Rao' }),
  ).toContainText('Reads Hindi, but Logical Reasoning is in English only');
  await screenshot(page, 'opening-upload-review-1440');
  await wizard.getByRole('button', { name: 'Upload 3 candidates' }).click();
  await expect(toasts(page)).toContainText('3 candidates processed');

  await page.getByRole('tab', { name: 'Candidates' }).click();
  for (const name of ['Asha Rao', 'Imran Khan', 'Meera Nair']) {
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  }

  // On a phone the opening's upload fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin-assessments/${openingId}?tab=invite`);
  await expect(page.locator('#upload-into-opening')).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'opening-upload-390', { fullPage: true });
});
