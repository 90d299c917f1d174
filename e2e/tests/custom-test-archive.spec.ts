import { expect, test } from '@playwright/test';
import { adminWithCompany, apiSession, signIn, toasts } from './support';

test('a test an assessment uses is archived when deleted, and the admin restores it', async ({ page }) => {
  const admin = await adminWithCompany('Rhea Restore');
  const api = await apiSession(admin.email, admin.password);
  const created = await api.post('/api/custom-tests', {
    name: 'Forklift basics',
    description: '',
    category: 'skills',
    durationMinutes: 5,
    questionSeconds: 60,
    drawCount: null,
    shuffleOptions: false,
  });
  expect(created.status).toBe(201);
  const testId = created.body.id as string;
  const item = await api.post(`/api/custom-tests/${testId}/items`, {
    type: 'true_false',
    stem: 'A forklift may carry a passenger.',
    key: false,
    tags: [],
  });
  expect(item.status).toBe(201);
  const assessment = await api.post('/api/assessments', {
    name: 'Warehouse crew',
    testConfiguration: { testMode: 'pre-built', selectedTests: [{ id: testId }] },
  });
  expect(assessment.status).toBe(201);

  await signIn(page, admin.email, admin.password);
  // Signed in once the dashboard shows; a page opened before that is sent to sign-in.
  await expect(page).toHaveURL(/admin-dashboard/);
  await page.goto(`/admin-tests/${testId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Forklift basics' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete test' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete test' }).click();
  await expect(toasts(page)).toContainText('Test archived');
  await expect(page).toHaveURL(/\/admin-tests$/);

  await page.goto(`/admin-tests/${testId}`);
  await expect(page.getByText('Archived', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete test' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Restore test' }).click();
  await expect(page.getByText('Test restored')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete test' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore test' })).toHaveCount(0);
  // Chosen again for a new assessment: it is back in the test library.
  const library = await api.get('/api/test-library');
  expect((library.body.items as { id: string }[]).map((t) => t.id)).toContain(testId);
});
