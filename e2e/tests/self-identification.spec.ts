import { expect, test } from '@playwright/test';
import {
  candidateOfCompany,
  e2eDatabase,
  expectAccessible,
  provisionedCandidate,
  screenshot,
  signIn,
  submitEveryAnswer,
  toasts,
} from './support';

const LOGICAL_REASONING = '6f1d0a3e-1b7a-4c1e-9a01-000000000004';

async function selfIdentificationOf(email: string) {
  const db = await e2eDatabase();
  try {
    return (
      await db.query(
        `SELECT s.sex, s.race_ethnicity, s.age_band, s.disability
         FROM self_identifications s JOIN candidates c ON c.id = s.candidate_id WHERE c.email = $1`,
        [email],
      )
    ).rows;
  } finally {
    await db.end();
  }
}

test('after the final submission a candidate may self-identify, or skip; the company can stop asking', async ({
  page,
}) => {
  const candidate = await provisionedCandidate([LOGICAL_REASONING], 'Sara Self');
  await submitEveryAnswer(candidate);

  await signIn(page, candidate.email, candidate.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment Completed!' })).toBeVisible();
  const card = page.getByRole('heading', { name: 'Help check that hiring is fair (optional)' });
  await expect(card).toBeVisible();
  await expect(
    page.getByText('never shown to anyone who reviews you, and never used in scoring'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Sex').click();
  await page.getByRole('option', { name: 'Female' }).click();
  await page.getByLabel('Age', { exact: true }).click();
  await page.getByRole('option', { name: 'Prefer not to say' }).click();
  await screenshot(page, 'self-identification-form', { fullPage: true });
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(toasts(page)).toContainText('Thank you');
  await expect(page.getByText('Thank you for answering the optional fairness questions.')).toBeVisible();
  await expect(card).toBeHidden();
  // Only what was chosen is stored; the questions left blank are unknown.
  expect(await selfIdentificationOf(candidate.email)).toEqual([
    { sex: 'female', race_ethnicity: null, age_band: 'prefer_not_to_say', disability: null },
  ]);

  // The company switches the question off: its next candidate is not asked.
  await page.context().clearCookies();
  await signIn(page, candidate.admin.email, candidate.admin.password);
  // The session is set once the dashboard opens; a page opened sooner is sent to sign-in.
  await expect(page).toHaveURL(/admin-dashboard/);
  await page.goto('/settings/fairness');
  const ask = page.getByRole('checkbox', {
    name: 'Ask candidates the voluntary self-identification questions',
  });
  await expect(ask).toBeChecked();
  await ask.click();
  await page.getByRole('button', { name: 'Save fairness settings' }).click();
  await expect(toasts(page)).toContainText('Fairness settings saved');
  await page.reload();
  await expect(ask).not.toBeChecked();

  const next = await candidateOfCompany(candidate.admin, { name: 'Nils Next', tests: [LOGICAL_REASONING] });
  await submitEveryAnswer(next);
  await page.context().clearCookies();
  await signIn(page, next.email, next.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment Completed!' })).toBeVisible();
  await expect(page.getByText('Your assessment has been submitted')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('the questions fit a phone and can be skipped', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const candidate = await provisionedCandidate([LOGICAL_REASONING], 'Pia Phone');
  await submitEveryAnswer(candidate);
  await signIn(page, candidate.email, candidate.password);
  const card = page.getByRole('heading', { name: 'Help check that hiring is fair (optional)' });
  await expect(card).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'self-identification-phone', { fullPage: true });
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(card).toBeHidden();
  expect(await selfIdentificationOf(candidate.email)).toEqual([]);
});
