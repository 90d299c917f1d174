import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR } from '../playwright.config';
import {
  adminWithCompany,
  apiSession,
  expectAccessible,
  screenshot,
  signIn,
  sql,
  uniqueEmail,
} from './support';

const LOGICAL_REASONING = '6f1d0a3e-1b7a-4c1e-9a01-000000000004';
const run = promisify(execFile);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');

test('an admin works, then reads, filters and downloads the audit log of what they did', async ({ page }) => {
  const admin = await adminWithCompany('Aude Auditor');
  // The operator moves the company to Enterprise with the real `npm run set-plan` command.
  await run(
    process.execPath,
    ['dist/cli/set-plan.js', '--company', admin.company.name, '--plan', 'enterprise'],
    {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    },
  );
  const adminApi = await apiSession(admin.email, admin.password);
  const email = uniqueEmail('audited');
  const created = await adminApi.post('/api/n8n/create-candidate', {
    full_name: 'Olga Observed',
    email,
    testConfiguration: { selectedTests: [{ id: LOGICAL_REASONING }], testMode: 'pre-built' },
  });
  expect(created.status).toBe(201);
  const candidateId: string = (await sql('SELECT id FROM candidates WHERE email = $1', [email])).rows[0].id;

  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // A hiring decision and an export, made with the browser's own session (its cookies and address).
  const headers = { origin: BASE_URL };
  const staged = await page.request.patch(`/api/candidates/${candidateId}/stage`, {
    headers,
    data: { stage: 'shortlisted' },
  });
  expect(staged.status()).toBe(200);
  const exported = await page.request.post('/api/candidates/export', {
    headers,
    data: { ids: [candidateId] },
  });
  expect(exported.status()).toBe(200);

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/settings\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  // A table on a wide screen, blocks on a phone: the visible ones are the entries shown.
  const rows = page.getByTestId('audit-log-row').filter({ visible: true });
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toContainText('Aude Auditor');
  await expect(rows.filter({ hasText: 'Added a candidate' })).toHaveCount(1);
  const stageRow = rows.filter({ hasText: "Changed a candidate's hiring stage" });
  await expect(stageRow).toContainText('stage: shortlisted');
  await expect(stageRow).toContainText(candidateId);
  await expect(stageRow).toContainText('Admin');
  await expect(rows.filter({ hasText: 'Exported candidates as CSV' })).toContainText('1 selected');
  const planRow = rows.filter({ hasText: 'Plan changed' });
  await expect(planRow).toContainText('System (command line)');
  await expect(planRow).toContainText('to: enterprise');
  // No one's name or email is in the log: only ids.
  await expect(page.getByText('Olga Observed')).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'audit-log-1440');
  await expectAccessible(page);

  // Filter by action: only the export is left.
  await page.getByLabel('Action').click();
  await page.getByRole('option', { name: 'Exported candidates as CSV' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/action=candidates\.exported/);
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('1 entry, newest first')).toBeVisible();

  // Then by the candidate's id, every action together: what was done to this one person.
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Object id').fill(candidateId);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rows.filter({ hasText: "Changed a candidate's hiring stage" })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Signed in' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.startsWith('\uFEFFWhen (UTC),Who,Role')).toBe(true);
  expect(csv).toContain("Changed a candidate's hiring stage");
  expect(csv).toContain(candidateId);
  expect(csv).not.toContain('Olga');

  // Taking a copy of the log away is itself in the log (written as the download ends, so read afresh).
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/settings\/audit-log$/);
  await page.reload();
  await expect(rows.filter({ hasText: 'Downloaded the audit log as CSV' })).toHaveCount(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  // The table scrolls inside its card; the page itself does not scroll sideways.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'audit-log-390');
  await screenshot(page, 'audit-log-390-full', { fullPage: true });
  await expectAccessible(page);
});

test('a reviewer has no audit log page', async ({ page }) => {
  // A company's member made a reviewer in the database: the role is what matters here, not the invitation.
  const admin = await adminWithCompany('Rita Restricted');
  await sql(
    `UPDATE profiles SET role_id = (SELECT id FROM roles WHERE name = 'reviewer')
     WHERE id = (SELECT id FROM "user" WHERE email = $1)`,
    [admin.email],
  );
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto('/settings/team');
  await expect(
    page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Audit log' }),
  ).toHaveCount(0);
  const refused = await page.request.get('/api/audit-log');
  expect(refused.status()).toBe(403);
});
