import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  provisionedCandidate,
  screenshot,
  signIn,
  submitEveryAnswer,
  toasts,
} from './support';

const LOGICAL_REASONING = '6f1d0a3e-1b7a-4c1e-9a01-000000000004';

test('a candidate downloads their data and asks for erasure; the admin erases them and they are gone', async ({
  page,
}) => {
  const candidate = await provisionedCandidate([LOGICAL_REASONING], 'Dora Datarights');
  await submitEveryAnswer(candidate);

  await signIn(page, candidate.email, candidate.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment Completed!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await streamText(await download.createReadStream()));
  // What the company holds: each application of the person there, in the per-application format.
  expect(data).toMatchObject({ format: 'hireassess.person-data.v1', scope: 'company' });
  expect(data.applications).toHaveLength(1);
  expect(data.applications[0].format).toBe('hireassess.candidate-data.v1');
  expect(data.applications[0].profile.fullName).toBe('Dora Datarights');
  expect(data.applications[0].answers.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Ask to erase my data' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Results already shared stay only as anonymous numbers');
  await screenshot(page, 'candidate-data-erasure-dialog');
  await dialog.getByRole('button', { name: 'Ask to erase my data' }).click();
  await expect(toasts(page)).toContainText('Your request was sent');
  await expect(page.getByText('You asked for your data to be erased on')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'candidate-data-card-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'candidate-data-card-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.context().clearCookies();
  await signIn(page, candidate.admin.email, candidate.admin.password);
  await expect(page).toHaveURL(/admin-dashboard/);
  await expect(page.getByText('A candidate asked for their data to be erased')).toBeVisible();
  await page.getByRole('button', { name: 'Erase now' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'candidate-data-requests-panel-1440');
  await page.getByRole('button', { name: 'Erase now' }).click();
  const erase = page.getByRole('alertdialog');
  await expect(erase).toContainText('Delete, by contrast, removes the candidate from the statistics too');
  await erase.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(toasts(page)).toContainText('Dora Datarights was erased');
  await expect(page.getByText('A candidate asked for their data to be erased')).toBeHidden();
  const table = page.getByRole('table');
  await expect(table.getByText('Erased candidate')).toBeVisible();
  await expect(table.getByText('Dora Datarights')).toBeHidden();
  await screenshot(page, 'candidate-data-erased-row-1440');

  await page.goto('/settings/privacy');
  await expect(page.getByTestId('retention-forecast')).toContainText('due for anonymisation on');
  await expectAccessible(page);
  await screenshot(page, 'candidate-data-privacy-settings-1440', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'candidate-data-privacy-settings-390', { fullPage: true });

  await page.context().clearCookies();
  await signIn(page, candidate.email, candidate.password);
  // The account is gone: the sign-in is refused and the page stays on /login.
  await expect(toasts(page)).toHaveAttribute('data-type', 'error');
  await expect(page).toHaveURL(/\/login/);
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
