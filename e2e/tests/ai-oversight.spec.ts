import { expect, test } from '@playwright/test';
import {
  apiSession,
  expectAccessible,
  provisionedCandidate,
  screenshot,
  signIn,
  sql,
  submitEveryAnswer,
  toasts,
} from './support';

/** The seeded library's business writing test: three written prompts, which only a person grades. */
const BUSINESS_WRITING = '6f1d0a3e-1b7a-4c1e-9a01-000000000008';
const NAME = 'Olive Oversight';
const MOBILE = { width: 390, height: 844 };

test('no machine grades a person: the written answers await a rating, the admin rates them, then rejects', async ({
  page,
}) => {
  // A candidate through the pipeline and a scoring job: slow on a busy 2-core machine.
  test.setTimeout(180_000);
  const candidate = await provisionedCandidate([BUSINESS_WRITING], NAME);
  const admin = await apiSession(candidate.admin.email, candidate.admin.password);
  const candidateId = await submitEveryAnswer(candidate);
  // The e2e server runs without an AI provider: nothing grades the writing, each answer awaits a person.
  await expect
    .poll(async () => (await admin.get(`/api/evaluations/${candidateId}`)).body.evaluationStatus, {
      timeout: 30_000,
    })
    .toBe('needs_review');
  const evaluation = (await admin.get(`/api/evaluations/${candidateId}`)).body;
  expect(evaluation.totalScore).toBeNull();
  const questions = (
    evaluation.evaluationData as {
      questions: { questionId: string; awaitingRating?: boolean; grade?: unknown }[];
    }
  ).questions.filter((q) => q.awaitingRating);
  expect(questions).toHaveLength(3);
  expect(questions.filter((q) => q.grade !== undefined)).toHaveLength(0);
  // An AI provider had been tried and failed: what the AI activity then lists.
  const [first] = questions;
  await sql(
    `INSERT INTO ai_calls (company_id, candidate_id, question_id, purpose, model, prompt_version, input_digest,
       output, outcome, error, duration_ms)
     SELECT company_id, id, $2::uuid, 'grading', 'llama3.1:8b', 'rubric-grading-v1', repeat('ab', 32), v.output,
       v.outcome, v.error, v.duration
     FROM candidates, (VALUES
       (NULL, 'error', 'The AI provider timed out: no complete answer within 30000 ms', 30000),
       ('{"task_response": {"score": 4, "evidence": "I will send the plan on Friday"}}', 'rejected',
        'the answer did not fit the expected JSON', 2400)
     ) AS v(output, outcome, error, duration)
     WHERE id = $1`,
    [candidateId, first?.questionId],
  );

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, candidate.admin.email, candidate.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const row = page.getByRole('row').filter({ hasText: candidate.email });
  const stage = row.getByRole('combobox', { name: `Stage of ${NAME}` });

  // Rejecting is refused, with what to do (the row's select confirms in the dialog first).
  await stage.click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to Rejected' }).click();
  await expect(toasts(page)).toContainText('Stage not changed');
  await expect(toasts(page)).toContainText(
    `Rate the written answers of ${NAME} before rejecting them: 3 answers are awaiting a person’s rating (the rating queue lists them).`,
  );
  // The dialog stays open on a refusal, for another choice; closed, the row still reads New.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(stage).toHaveText('New');

  // The report says so: each written answer awaits a person, with no machine grade to confirm.
  const openAnswers = async () => {
    await row.getByRole('button', { name: `View ${NAME}’s report` }).click();
    const dialog = page.getByRole('dialog', { name: `Assessment report: ${NAME}` });
    await dialog.getByRole('tab', { name: 'Answers' }).click();
    const writing = dialog.locator('details').filter({ hasText: 'Business Writing' }).first();
    await writing.locator('summary').first().click();
    return { dialog, writing };
  };
  const { dialog, writing } = await openAnswers();
  await expect(dialog.getByTestId('rejection-notice')).toContainText(
    'Needs a person’s rating before rejecting',
  );
  const awaiting = writing.getByTestId('awaiting-rating');
  await expect(awaiting).toHaveCount(3);
  await expect(writing.getByTestId('grade-provenance')).toHaveCount(0);
  await expect(writing.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
  await awaiting.first().scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await screenshot(page, 'oversight-review-1440');

  // The AI activity: every call behind the report, what it did and how it ended.
  await dialog.getByRole('tab', { name: 'AI activity' }).click();
  const calls = dialog.getByTestId('ai-call');
  await expect(calls).toHaveCount(2);
  await expect(calls.first()).toContainText('Graded a written answer');
  await expect(dialog.getByText('Failed', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Answer refused by a check', { exact: true })).toBeVisible();
  await calls.filter({ hasText: 'Answer refused' }).getByText('The model’s answer').click();
  await expect(calls.filter({ hasText: 'Answer refused' }).locator('pre')).toContainText('task_response');
  await expectAccessible(page);
  await screenshot(page, 'oversight-ai-activity-1440');

  await page.setViewportSize(MOBILE);
  await screenshot(page, 'oversight-ai-activity-390');
  await dialog.getByRole('tab', { name: 'Answers' }).click();
  await writing.locator('summary').first().click();
  await awaiting.first().scrollIntoViewIfNeeded();
  await screenshot(page, 'oversight-review-390');
  const overflow = await page.evaluate(
    "(() => { const d = document.querySelector('[role=dialog]'); return d ? d.scrollWidth - d.clientWidth : -1; })()",
  );
  expect(overflow).toBe(0);

  // From the report to the rating queue, where the admin rates the three answers.
  await page.setViewportSize({ width: 1440, height: 900 });
  await awaiting.first().getByRole('link', { name: 'Rate it in the rating queue' }).click();
  await expect(page).toHaveURL(/\/admin-ratings$/);
  const count = page.getByTestId('rating-count');
  await expect(count).toHaveText('3 answers awaiting rating');
  for (const left of [
    '2 answers awaiting rating',
    '1 answer awaiting rating',
    'No answers awaiting rating',
  ]) {
    await page.getByRole('group', { name: 'Task response' }).getByRole('radio').first().focus();
    for (const band of ['3', '4', '3', '4']) await page.keyboard.press(band);
    await page.keyboard.press('Enter');
    await expect(count).toHaveText(left);
  }

  // Rated by a person: the report names them, and the rejection goes through.
  await page.goto('/admin-dashboard');
  const rated = await openAnswers();
  await expect(rated.dialog.getByTestId('rejection-notice')).toHaveCount(0);
  const provenance = rated.writing.getByTestId('grade-provenance');
  await expect(provenance).toHaveCount(3);
  await expect(provenance.first()).toContainText(`Rated by ${candidate.admin.name}`);
  await provenance.first().scrollIntoViewIfNeeded();
  await screenshot(page, 'oversight-review-rated-1440');
  await page.keyboard.press('Escape');
  await expect(rated.dialog).toBeHidden();
  await stage.click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to Rejected' }).click();
  await expect(toasts(page)).toContainText(`${NAME} moved to Rejected.`);
  await expect(stage).toHaveText('Rejected');
});
