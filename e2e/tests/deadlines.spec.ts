import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { e2eDatabase, expectAccessible, provisionedCandidate, screenshot, signIn, toasts } from './support';

const run = promisify(execFile);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');
const HOUR = 60 * 60 * 1000;

/** A datetime-local value in UTC (the assessment's zone here). */
const utcLocal = (time: number) => new Date(time).toISOString().slice(0, 16);

type Mail = { to: string; subject: string; text: string };

/** The reminder mails to `to` in the outbox, read through the real `mailbox` command. */
async function remindersTo(to: string): Promise<Mail[]> {
  const { stdout } = await run(process.execPath, ['dist/cli/mailbox.js', '--json'], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
  return (JSON.parse(stdout) as Mail[]).filter((m) => m.to === to && m.subject.startsWith('Reminder:'));
}

async function noSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
}

test('an admin closes the window, a late candidate is told so, the admin extends their deadline and a reminder goes out', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const candidate = await provisionedCandidate(['6f1d0a3e-1b7a-4c1e-9a01-000000000005'], 'Lena Late');
  const db = await e2eDatabase();
  const assessmentId = (
    await db
      .query('SELECT assessment_id FROM candidates WHERE email = $1', [candidate.email])
      .finally(() => db.end())
  ).rows[0]?.assessment_id as string;

  // The admin gives the assessment a closing time that has just passed, instructions and reminder moments.
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, candidate.admin.email, candidate.admin.password);
  await expect(admin).toHaveURL(/\/admin-dashboard$/);
  await admin.goto(`/admin-assessments/${assessmentId}/edit`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Edit assessment' })).toBeVisible({
    timeout: 15_000,
  });
  const closed = Date.now() - HOUR;
  await admin.getByLabel('Closes (optional)').fill(utcLocal(closed));
  await admin.getByLabel('Instructions for candidates (optional)').fill('Please use a laptop.\nGood luck!');
  const moments = admin.getByRole('list', { name: 'Reminder moments' });
  await expect(moments).toContainText('72 h before');
  await expect(moments).toContainText('24 h before');
  await admin.getByRole('button', { name: 'Remove the reminder 72 hours before' }).click();
  await admin.getByLabel('Hours before the deadline').fill('48');
  await admin.getByRole('button', { name: 'Add reminder' }).click();
  await expect(moments.getByRole('listitem')).toHaveText(['48 h before', '24 h before']);
  await screenshot(admin, 'deadlines-form-1440', { fullPage: true });
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(admin)).toContainText('saved');

  // The candidate, past the deadline with nothing started, gets one clear screen (on a phone).
  const candidateContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await candidateContext.newPage();
  await signIn(phone, candidate.email, candidate.password);
  await expect(phone).toHaveURL(/\/candidate-dashboard$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'This assessment has closed' })).toBeVisible();
  await expect(
    phone.getByText(/This assessment closed on .* \(UTC\)\. New sections can no longer be started\./),
  ).toBeVisible();
  await expect(phone.getByRole('link', { name: /Start Test/ })).toHaveCount(0);
  await noSidewaysScroll(phone);
  await expectAccessible(phone);
  await screenshot(phone, 'deadlines-closed-390');
  // A section's address opened directly says the same, and no clock starts.
  const db2 = await e2eDatabase();
  const sectionId = (
    await db2
      .query('SELECT id FROM sections WHERE assessment_id = $1 ORDER BY display_order LIMIT 1', [
        assessmentId,
      ])
      .finally(() => db2.end())
  ).rows[0]?.id as string;
  await phone.goto(`/test-section/${sectionId}`);
  await expect(phone.getByText(/This assessment closed on .* \(UTC\)/).first()).toBeVisible({
    timeout: 15_000,
  });
  await screenshot(phone, 'deadlines-runner-closed-390');
  await phone.goto('/candidate-dashboard');
  await expect(phone.getByRole('heading', { level: 1, name: 'This assessment has closed' })).toBeVisible();

  // The admin sees the candidate's deadline on the assessment's Deadlines tab and extends it.
  await admin.goto(`/admin-assessments/${assessmentId}?tab=deadlines`);
  const row = admin.getByTestId('deadline-row').filter({ hasText: 'Lena Late' });
  await expect(row).toContainText('None yet');
  await expect(admin.getByText(/Reminders go out 48 h and 24 h before/)).toBeVisible();
  await row.getByRole('button', { name: 'Extend deadline of Lena Late' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Extend the deadline of Lena Late' });
  const extended = Date.now() + 20 * HOUR;
  await dialog.getByLabel('New deadline (UTC)').fill(utcLocal(extended));
  await screenshot(admin, 'deadlines-extend-dialog-1440');
  await dialog.getByRole('button', { name: 'Save deadline' }).click();
  await expect(toasts(admin)).toContainText('Deadline saved');
  await expect(row).toContainText('Extended');

  // A reminder run is queued with the change: 20 h ahead, the 24-hour reminder is due at once.
  await expect.poll(async () => (await remindersTo(candidate.email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await remindersTo(candidate.email);
  expect(mail?.subject).toMatch(/^Reminder: complete your assessment by .* \(UTC\)$/);
  expect(mail?.text).toContain('You have not started your assessment');
  expect(mail?.text).toMatch(
    /You get this because .* invited you to ".*" and you have not finished it by now/,
  );
  // Its button opens the application directly (decision 033): a link of its own, no password.
  expect(mail?.text).toMatch(/Start the assessment: http:\/\/[^\s]+\/accept-invite\?token=[\w-]{40,}/);

  // Who was reminded and when.
  await admin.reload();
  await expect(row).toContainText('24 h before · not started · sent');
  await expectAccessible(admin);
  await screenshot(admin, 'deadlines-panel-1440', { fullPage: true });

  // The candidate may start now: the dashboard says by when, with the company's instructions.
  await phone.reload();
  await expect(phone.getByText(/^Complete by .* \(UTC\)$/)).toBeVisible();
  await expect(phone.getByTestId('candidate-instructions')).toHaveText('Please use a laptop.\nGood luck!');
  await noSidewaysScroll(phone);
  await screenshot(phone, 'deadlines-open-390', { fullPage: true });
  await phone
    .getByRole('link', { name: /Start Test/ })
    .first()
    .click();
  await expect(phone.getByRole('button', { name: /Submit Section/ })).toBeVisible({ timeout: 15_000 });

  // A second run finds nothing more to send.
  await admin.goto(`/admin-assessments/${assessmentId}?tab=deadlines`);
  expect(await remindersTo(candidate.email)).toHaveLength(1);

  await adminContext.close();
  await candidateContext.close();
});
