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
       INSERT INTO evaluations (candidate_id, submission_id, evaluation_status, total_score, section_scores)
       SELECT candidate_id, id, 'completed', $2::real, jsonb_build_object('Logical Reasoning', $2::real) FROM s`,
      [name, score, `%.${stamp}@example.com`],
    );
  }
  // The company works in India's time: Ravi applied on 15 June 2025 there (still the 14th in UTC).
  await sql('UPDATE companies SET time_zone = $1 WHERE name = $2', ['Asia/Kolkata', admin.company.name]);
  await sql('UPDATE candidates SET created_at = $1 WHERE full_name = $2 AND email LIKE $3', [
    '2025-06-14T20:00:00Z',
    'Ravi Support',
    `%.${stamp}@example.com`,
  ]);

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

  // The days they applied, in the company's time zone and kept in the URL; the export follows them.
  const from = page.getByLabel('Applied from');
  const to = page.getByLabel('Applied to');
  await from.fill('2025-06-15');
  await expect(page).toHaveURL(/appliedFrom=2025-06-15/);
  await to.fill('2025-06-15');
  await expect(page).toHaveURL(/appliedFrom=2025-06-15&appliedTo=2025-06-15/);
  await expect(row('Ravi Support')).toBeVisible();
  await expect(row('Priya Sales')).toHaveCount(0);
  await expect(row('Meera Support')).toHaveCount(0);
  await page.reload();
  await expect(from).toHaveValue('2025-06-15');
  await expect(row('Priya Sales')).toHaveCount(0);
  await expect(row('Ravi Support')).toBeVisible();
  await from.scrollIntoViewIfNeeded();
  await screenshot(page, 'candidates-applied-dates-1440');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all' }).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
  const [header, ...records] = Buffer.concat(chunks)
    .toString('utf8')
    .replace('\uFEFF', '')
    .trim()
    .split('\r\n');
  expect(header).toBe(
    'Name,Email,Phone,Position,Experience level,Status,Score,Evaluation status,Logical Reasoning,' +
      'CEFR level (indicative),Time to complete (minutes),Added,Submitted at,Assessment,Stage,Source',
  );
  expect(records).toHaveLength(1);
  // The overall score, then the section's; the day he applied as the company's clocks showed it.
  expect(records[0]).toMatch(/^Ravi Support,.*,88\.0,Completed,88\.0,,,2025-06-15T01:30:00\+05:30,/);
  // A start after the end is refused, and said so.
  await from.fill('2025-06-16');
  await expect(page.getByText('Applied from must be on or before Applied to')).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await page.setViewportSize({ width: 390, height: 844 });
  await to.scrollIntoViewIfNeeded();
  await expect(from).toBeVisible();
  await expect(to).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'candidates-applied-dates-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await from.fill('');
  await expect(page).not.toHaveURL(/appliedFrom/);
  await to.fill('');
  await expect(page).not.toHaveURL(/applied/);
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
