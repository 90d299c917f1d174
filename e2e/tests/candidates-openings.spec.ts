import { expect, test } from '@playwright/test';
import {
  adminWithCompany,
  apiSession,
  chooseOption,
  expectAccessible,
  screenshot,
  signIn,
  sql,
} from './support';

const LOGICAL_REASONING = '6f1d0a3e-1b7a-4c1e-9a01-000000000004';

test("the company-wide Candidates page names each candidate's opening, filters by it and ranks by score", async ({
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
  // Two of them scored (what an evaluation leaves behind); Meera not yet.
  for (const [name, score] of [
    ['Priya Sales', 72.5],
    ['Ravi Support', 88],
  ] as const) {
    await sql(
      `WITH c AS (SELECT id FROM candidates WHERE full_name = $1 AND email LIKE $3),
       s AS (INSERT INTO submissions (candidate_id, submission_number, submission_data)
             SELECT id, 1, '{}'::jsonb FROM c RETURNING id, candidate_id)
       INSERT INTO evaluations (candidate_id, submission_id, evaluation_status, total_score)
       SELECT candidate_id, id, 'completed', $2 FROM s`,
      [name, score, `%.${stamp}@example.com`],
    );
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

  // Ranked by score, highest first, the unscored last; then the other way, the unscored still last.
  await page.setViewportSize({ width: 1440, height: 900 });
  await chooseOption(page, filter, 'All assessments');
  const order = () =>
    page
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td:nth-child(2) bdi')?.textContent ?? ''));
  await page.getByRole('button', { name: 'Score' }).click();
  await expect(page).toHaveURL(/[?&]sort=score(&|$)/);
  await expect.poll(order).toEqual(['Ravi Support', 'Priya Sales', 'Meera Support']);
  await expect(page.getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: 'Score' }).click();
  await expect.poll(order).toEqual(['Priya Sales', 'Ravi Support', 'Meera Support']);

  // From a row to its opening's page.
  await expect(row('Priya Sales')).toBeVisible();
  await row('Priya Sales').getByRole('link', { name: 'Assessment: Sales Associate — Pune' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-assessments/${sales}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Associate — Pune' })).toBeVisible();
});
