import { expect, test } from '@playwright/test';
import {
  e2eDatabase,
  expectAccessible,
  provisionedCandidate,
  screenshot,
  signIn,
  submitEveryAnswer,
  toasts,
} from './support';

const TESTS = [
  '6f1d0a3e-1b7a-4c1e-9a01-000000000004', // Logical Reasoning
  '6f1d0a3e-1b7a-4c1e-9a01-000000000005', // English Grammar
  '6f1d0a3e-1b7a-4c1e-9a01-000000000001', // Big Five
];

async function assessmentOf(email: string): Promise<string> {
  const db = await e2eDatabase();
  try {
    return (await db.query('SELECT assessment_id FROM candidates WHERE email = $1', [email])).rows[0]
      ?.assessment_id;
  } finally {
    await db.end();
  }
}

test('a candidate reads the feedback report the assessment offers, on screen and as a PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const candidate = await provisionedCandidate(TESTS, 'Fenna Feedback');

  // The admin offers the feedback report on the candidate's assessment.
  await signIn(page, candidate.admin.email, candidate.admin.password);
  await expect(page).toHaveURL(/admin-dashboard/);
  await page.goto(`/admin-assessments/${await assessmentOf(candidate.email)}/edit`);
  const offer = page.getByRole('checkbox', { name: 'Feedback report for candidates' });
  await expect(offer).not.toBeChecked();
  await expect(
    page.getByText('Candidates can read a plain-language feedback report once their results are scored'),
  ).toBeVisible();
  await offer.click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page)).toContainText('Assessment saved');

  await submitEveryAnswer(candidate);
  await page.context().clearCookies();
  await signIn(page, candidate.email, candidate.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment Completed!' })).toBeVisible();
  // Scoring ends with an event on the candidate's stream: the card turns into the links by itself.
  const read = page.getByRole('link', { name: 'Read your feedback' });
  await expect(read).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await screenshot(page, 'candidate-feedback-finished', { fullPage: true });

  await read.click();
  await expect(page).toHaveURL(/candidate-feedback/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your feedback report' })).toBeVisible();
  for (const part of [
    'Your results',
    'Your personality profile',
    'Your English level',
    'What these results can and cannot say',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 3, name: 'Logical Reasoning' })).toBeVisible();
  await expect(page.getByText('Indicative, not certified')).toBeVisible();
  await expect(page.getByText(/makes every decision about your application/)).toBeVisible();
  // Bands and words, no raw scores.
  await expect(page.getByText(/\d+(\.\d)? ?\/ ?100/)).toHaveCount(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'candidate-feedback-1440', { fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Fenna Feedback - Feedback report.pdf');
  const pdf = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your feedback report' })).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'candidate-feedback-390', { fullPage: true });
});

test('before the assessment is submitted and scored, the feedback page says when it will be ready', async ({
  page,
}) => {
  const candidate = await provisionedCandidate([TESTS[0] ?? ''], 'Wim Waiting');
  const db = await e2eDatabase();
  try {
    await db.query(
      'UPDATE assessments SET feedback_report_enabled = true WHERE id = (SELECT assessment_id FROM candidates WHERE email = $1)',
      [candidate.email],
    );
  } finally {
    await db.end();
  }
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/candidate-dashboard/);
  await page.goto('/candidate-feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Your feedback report' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    'available once you have submitted your assessment and it is scored',
  );
  await expectAccessible(page);
});
