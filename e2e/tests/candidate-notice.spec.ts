import { expect, test } from '@playwright/test';
import {
  adminWithCompany,
  candidateOfCompany,
  expectAccessible,
  screenshot,
  signIn,
  toasts,
  waitForMail,
} from './support';

const LOGICAL_REASONING = '6f1d0a3e-1b7a-4c1e-9a01-000000000004';
const REASON = 'I have dyslexia and read long questions slowly.';

test('a candidate reads and acknowledges the notice, asks for extra time, the admin grants it, the candidate sees it', async ({
  page,
}) => {
  const admin = await adminWithCompany('Nora Admin');
  const candidate = await candidateOfCompany(admin, {
    name: 'Nico Notice',
    tests: [LOGICAL_REASONING],
    acknowledgeNotice: false,
  });

  // The notice before the first section: every part, and no section can start until it is read.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, candidate.email, candidate.password);
  const notice = page.getByRole('region', { name: /Please read: about this assessment and your data/ });
  await expect(notice).toBeVisible();
  // The notice runs over several screens; its confirmation is on the first without scrolling.
  await expect(notice.getByRole('button', { name: 'I have read this' })).toBeInViewport();
  await screenshot(page, 'candidate-notice-first-screen-390');
  for (const part of [
    'Who is assessing you',
    'What each section measures',
    'Where AI is used, and who decides',
    'What is recorded during a section',
    'How long your data is kept',
    'Accommodations',
    'Whom to contact',
  ])
    await expect(notice.getByRole('heading', { name: part, exact: true })).toBeVisible();
  await expect(notice).toContainText('Logical Reasoning');
  await expect(notice).toContainText(`A person at ${admin.company.name} makes every decision`);
  await expect(notice).toContainText('Pasting text into an answer');
  await expect(notice).toContainText('for 24 months after this assessment closes');
  await expect(notice.getByRole('link', { name: admin.email })).toBeVisible();
  await expect(page.getByText('Read the notice above and confirm it first')).toBeVisible();
  const start = page.getByRole('link', { name: /^Start Test/ });
  await expect(start).toHaveCount(0);
  await screenshot(page, 'candidate-notice-390', { fullPage: true });
  await expectAccessible(page);

  // Asks for extra time from the notice.
  await notice.getByRole('button', { name: 'Ask for an accommodation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for an accommodation' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Please write at least 10 characters')).toBeVisible();
  await dialog.getByLabel('Your reason').fill(REASON);
  await screenshot(page, 'candidate-accommodation-dialog-390');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(toasts(page)).toContainText('Request sent');
  await expect(page.getByText('Waiting for an answer')).toBeVisible();

  // Acknowledges: the sections can be started, the notice stays readable.
  await notice.getByRole('button', { name: 'I have read this' }).click();
  await expect(page.getByText(/You read this on/)).toBeVisible();
  await expect(page.getByText('Read the notice above and confirm it first')).toHaveCount(0);
  await expect(start).toBeVisible();
  // Still readable later.
  await page.getByText('About this assessment and your data').click();
  await expect(page.getByRole('heading', { name: 'Whom to contact' })).toBeVisible();

  // The admin is told, sees the request on the candidates page and grants 1.5× the time.
  const told = await waitForMail(admin.email, 'Accommodation request from Nico Notice');
  expect(told.text).not.toContain('dyslexia');
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/admin-dashboard/);
  await page.getByRole('link', { name: 'Answer the requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodation requests' })).toBeVisible();
  await expect(page.getByText(REASON)).toBeVisible();
  await screenshot(page, 'accommodation-requests-1440', { fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Grant extra time' }).click();
  const grant = page.getByRole('dialog', { name: 'Grant extra time to Nico Notice' });
  await grant.getByLabel('A note to the candidate (optional)').fill('Of course. Good luck!');
  await screenshot(page, 'accommodation-grant-dialog-1440');
  await grant.getByRole('button', { name: 'Grant extra time' }).click();
  await expect(toasts(page)).toContainText('Extra time granted');
  await expect(page.getByText('No open requests.')).toBeVisible();
  await page.getByRole('button', { name: 'All' }).click();
  await expect(page.getByText(/Granted 1.5× the time by Nora Admin/)).toBeVisible();

  // The candidate is told by email and sees it on the dashboard, with the longer times.
  const mail = await waitForMail(candidate.email, 'Your extra time was granted');
  expect(mail.text).toContain('1.5×');
  await page.context().clearCookies();
  await signIn(page, candidate.email, candidate.password);
  await expect(page.getByText('Granted', { exact: true })).toBeVisible();
  await expect(page.getByText('Answer: Of course. Good luck!')).toBeVisible();
  await expect(page.getByText(/the time limits shown include it/)).toBeVisible();
  await screenshot(page, 'candidate-granted-1440', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'candidate-granted-390', { fullPage: true });
  await expectAccessible(page);
});
