import { expect, type Page, test } from '@playwright/test';
import {
  adminWithCompany,
  apiSession,
  candidateOfCompany,
  expectAccessible,
  provisionedCandidate,
  screenshot,
  signIn,
  sql,
  submitEveryAnswer,
  toasts,
} from './support';

/** The seeded library's business writing test: three written prompts. */
const BUSINESS_WRITING = '6f1d0a3e-1b7a-4c1e-9a01-000000000008';
const NAME = 'Rhea Rated';
const CRITERIA = ['Task response', 'Coherence', 'Lexical resource', 'Grammar and accuracy'] as const;

/** The bands the admin gives the three answers, criterion by criterion. */
const RATINGS = [
  [4, 3, 5, 2],
  [1, 2, 3, 4],
  [5, 4, 4, 4],
] as const;

const criterion = (page: Page, index: number) => page.getByRole('group', { name: CRITERIA[index] });
const band = (page: Page, index: number, value: number) =>
  criterion(page, index).getByRole('radio', { name: new RegExp(`^Band ${value} `) });

test('written answers await a person: the admin rates them blind in the queue, then the score exists', async ({
  page,
}) => {
  // A candidate through the pipeline and a scoring job: slow on a busy 2-core machine.
  test.setTimeout(180_000);
  const candidate = await provisionedCandidate([BUSINESS_WRITING], NAME);
  const admin = await apiSession(candidate.admin.email, candidate.admin.password);
  const candidateId = await submitEveryAnswer(candidate);
  const assessmentId = (await sql('SELECT assessment_id FROM candidates WHERE id = $1', [candidateId]))
    .rows[0]?.assessment_id as string;

  // Without an AI provider nothing grades the writing: the three answers await a person, and no score is given.
  await expect
    .poll(async () => (await admin.get(`/api/evaluations/${candidateId}`)).body.evaluationStatus, {
      timeout: 30_000,
    })
    .toBe('needs_review');
  const waiting = (await admin.get(`/api/evaluations/${candidateId}`)).body;
  expect(waiting.totalScore).toBeNull();
  const questions = (waiting.evaluationData as { questions: { awaitingRating?: boolean; grade?: unknown }[] })
    .questions;
  expect(questions.filter((q) => q.awaitingRating)).toHaveLength(3);
  expect(questions.filter((q) => q.grade !== undefined)).toHaveLength(0);

  // The opening's page leads to its answers awaiting rating.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, candidate.admin.email, candidate.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto(`/admin-assessments/${assessmentId}`);
  await page.getByRole('link', { name: 'Rate 3 written answers' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-ratings\\?assessment=${assessmentId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Rating queue' })).toBeVisible();
  const count = page.getByTestId('rating-count');
  await expect(count).toHaveText('3 answers awaiting rating');

  // Blind by default: no name until the admin asks for names.
  await expect(page.getByRole('heading', { level: 2, name: 'Question 1' })).toBeVisible();
  await expect(page.getByTestId('candidate-name')).toHaveText('Candidate’s name hidden');
  await expect(page.getByRole('main')).not.toContainText(NAME);
  await expect(page.getByTestId('answer-text')).toHaveText(
    'I will send the plan on Friday and call if it changes.',
  );
  await expect(page.getByText('12 words', { exact: false })).toBeVisible();
  await expect(band(page, 0, 5)).toBeVisible();
  await expect(page.getByTestId('agreement')).toContainText('Shown from 10 pairs (0 so far)');
  await expectAccessible(page);
  await screenshot(page, 'rating-queue-1440');
  await screenshot(page, 'rating-queue-full-1440', { fullPage: true });
  const names = page.getByRole('switch', { name: 'Show names' });
  await names.click();
  await expect(page.getByTestId('candidate-name')).toHaveText(`Candidate: ${NAME}`);
  await names.click();
  await expect(page.getByTestId('candidate-name')).toHaveText('Candidate’s name hidden');

  // The first answer by keyboard: each digit rates the criterion in focus and moves on; Enter on Save saves.
  await band(page, 0, 0).focus();
  for (const value of RATINGS[0]) await page.keyboard.press(String(value));
  for (const [index, value] of RATINGS[0].entries()) await expect(band(page, index, value)).toBeChecked();
  await expect(page.getByRole('button', { name: 'Save rating and next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(count).toHaveText('2 answers awaiting rating');
  await expect(page.getByRole('heading', { level: 2, name: 'Question 2' })).toBeVisible();
  // The next answer starts empty, with focus back on the first criterion.
  await expect(criterion(page, 0).getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(band(page, 0, 0)).toBeFocused();

  // The second by keyboard too, saved with Enter from a band.
  for (const value of RATINGS[1]) await page.keyboard.press(String(value));
  await page.keyboard.press('Shift+Tab');
  await expect(band(page, 3, RATINGS[1][3])).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(count).toHaveText('1 answer awaiting rating');
  await expect(page.getByRole('heading', { level: 2, name: 'Question 3' })).toBeVisible();

  // The third with the mouse, on a phone; Save says what is missing first.
  await page.setViewportSize({ width: 390, height: 844 });
  await band(page, 0, RATINGS[2][0]).click();
  await band(page, 1, RATINGS[2][1]).click();
  await band(page, 2, RATINGS[2][2]).click();
  await page.getByRole('button', { name: 'Save rating and next' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Choose a band for each criterion: Grammar and accuracy still missing.',
  );
  await expect(count).toHaveText('1 answer awaiting rating');
  await band(page, 3, RATINGS[2][3]).click();
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await screenshot(page, 'rating-queue-390');
  await screenshot(page, 'rating-queue-full-390', { fullPage: true });
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Save rating and next' }).click();

  // Nothing waits any more.
  await expect(page.getByRole('heading', { level: 2, name: 'Every written answer is rated' })).toBeVisible();
  await expect(count).toHaveText('No answers awaiting rating');
  await expectAccessible(page);
  await screenshot(page, 'rating-queue-empty-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'rating-queue-empty-1440');

  // The candidate's score now exists: the mean over the answers of (the four bands' sum) / 20 × 100.
  const writing = RATINGS.map((bands) => (bands.reduce((sum, b) => sum + b, 0) / 20) * 100);
  const expected = Math.round((writing.reduce((sum, s) => sum + s, 0) / writing.length) * 10) / 10;
  const rated = (await admin.get(`/api/evaluations/${candidateId}`)).body;
  expect(rated.totalScore).not.toBeNull();
  expect(rated.totalScore).toBe(expected);
  expect(rated.evaluationStatus).toBe('completed');

  // And the opening no longer offers the queue.
  await page.getByRole('link', { name: 'Back to the opening' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-assessments/${assessmentId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /written answer/ })).toHaveCount(0);
});

test("the model's suggestions: one is a starting point, the rest are confirmed at once under the admin's name", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const candidate = await provisionedCandidate([BUSINESS_WRITING], 'Sue Suggested');
  const admin = await apiSession(candidate.admin.email, candidate.admin.password);
  const candidateId = await submitEveryAnswer(candidate);
  await expect
    .poll(async () => (await admin.get(`/api/evaluations/${candidateId}`)).body.evaluationStatus, {
      timeout: 30_000,
    })
    .toBe('needs_review');
  // The e2e server has no AI provider: the model's grade of each written answer is written as scoring stores it.
  await sql(
    `UPDATE evaluations SET evaluation_data = jsonb_set(evaluation_data, '{questions}', (
       SELECT jsonb_agg(CASE WHEN q->>'type' = 'open_ended' THEN q || jsonb_build_object('grade', jsonb_build_object(
         'method', 'ai', 'credit', 0.625, 'needsReview', true,
         'criteria', jsonb_build_object('task_response', 3.5, 'coherence', 3, 'lexical_resource', 2, 'grammar_accuracy', 4),
         'note', 'Gives the reason but no alternative; short for the task.',
         'details', jsonb_build_object('model', 'llama3.1:8b'))) ELSE q END)
       FROM jsonb_array_elements(evaluation_data->'questions') q))
     WHERE candidate_id = $1`,
    [candidateId],
  );

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, candidate.admin.email, candidate.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Ratings' }).click();
  await expect(page).toHaveURL(/\/admin-ratings$/);
  const suggestion = page.getByRole('region', { name: 'The model (llama3.1:8b) suggests' });
  await expect(suggestion).toContainText('Task response: 3.5 / 5');
  await expect(suggestion).toContainText('Gives the reason but no alternative');

  // Used as a starting point (a mean between two bands rounds to the nearer), changed, then saved as the admin's.
  await suggestion.getByRole('button', { name: 'Use suggestion' }).click();
  for (const [index, value] of [4, 3, 2, 4].entries()) await expect(band(page, index, value)).toBeChecked();
  await band(page, 2, 3).click();
  await expectAccessible(page);
  await screenshot(page, 'rating-queue-suggestion-1440');
  await page.getByRole('button', { name: 'Save rating and next' }).click();
  await expect(page.getByTestId('rating-count')).toHaveText('2 answers awaiting rating');

  // The other two confirmed as they stand, after saying what that means.
  await page.getByRole('button', { name: 'Confirm 2 suggestions' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm 2 suggestions?' });
  await expect(dialog).toContainText('recorded under your name');
  await screenshot(page, 'rating-queue-confirm-1440');
  await dialog.getByRole('button', { name: 'Confirm suggestions' }).click();
  await expect(toasts(page)).toContainText('2 suggestions confirmed');
  await expect(page.getByRole('heading', { level: 2, name: 'Every written answer is rated' })).toBeVisible();
  // (4 + 3 + 3 + 4) / 20 and the two suggestions' 0.625: the writing score is their mean.
  const rated = (await admin.get(`/api/evaluations/${candidateId}`)).body;
  expect(rated.totalScore).toBe(Math.round(((70 + 62.5 + 62.5) / 3) * 10) / 10);
});

test("a company's own question is rated on its author's criteria, with the anchors she wrote (decision 037)", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const admin = await adminWithCompany('Ola Own');
  const api = await apiSession(admin.email, admin.password);
  const created = await api.post('/api/custom-tests', {
    name: 'SQL for analysts',
    description: 'Joins',
    category: 'skills',
    durationMinutes: 10,
    questionSeconds: 300,
    drawCount: null,
    shuffleOptions: false,
  });
  expect(created.status).toBe(201);
  const anchors = [
    'Nothing about joins.',
    'Names a join only.',
    'Says what one join returns.',
    'Both joins, with a slip.',
    'Both joins, correctly.',
    'Both joins, correctly, with an example.',
  ];
  const item = await api.post(`/api/custom-tests/${created.body.id}/items`, {
    type: 'open_ended',
    stem: 'Explain the difference between an inner join and a left join.',
    minWords: 5,
    maxWords: 200,
    rubric: [
      { label: 'Correctness', description: 'States what each join returns.', anchors },
      { label: 'Explains the trade-off', description: 'Says when a left join is the right choice.' },
    ],
    tags: [],
  });
  expect(item.status, JSON.stringify(item.body)).toBe(201);
  const candidate = await candidateOfCompany(admin, { name: 'Omar Own', tests: [String(created.body.id)] });
  const candidateId = await submitEveryAnswer(candidate);
  await expect
    .poll(async () => (await api.get(`/api/evaluations/${candidateId}`)).body.evaluationStatus, {
      timeout: 30_000,
    })
    .toBe('needs_review');

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto('/admin-ratings');
  const correctness = page.getByRole('group', { name: 'Correctness' });
  const tradeOff = page.getByRole('group', { name: 'Explains the trade-off' });
  await expect(correctness).toContainText('States what each join returns.');
  await expect(correctness.getByRole('radio', { name: /^Band 5 / })).toBeVisible();
  await expect(correctness).toContainText(anchors[5] as string);
  await expect(tradeOff.getByRole('radio')).toHaveCount(6);
  await expect(page.getByRole('group', { name: 'Lexical resource' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'rating-own-rubric-1440', { fullPage: true });

  // Two digits rate the two criteria; Enter on Save saves.
  await correctness.getByRole('radio', { name: /^Band 0/ }).focus();
  await page.keyboard.press('4');
  await page.keyboard.press('2');
  await expect(page.getByRole('button', { name: 'Save rating and next' })).toBeFocused();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'rating-own-rubric-390', { fullPage: true });
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Every written answer is rated' })).toBeVisible();

  // (4 + 2) / 10 of the one question: 60 out of 100, on the author's criteria.
  const rated = (await api.get(`/api/evaluations/${candidateId}`)).body as {
    evaluationStatus: string;
    sectionScores: Record<string, number>;
    evaluationData: { questions: { grade: { criteria: Record<string, number> } }[] };
  };
  expect(rated.evaluationStatus).toBe('completed');
  expect(rated.sectionScores['SQL for analysts']).toBe(60);
  expect(rated.evaluationData.questions[0]?.grade.criteria).toEqual({
    correctness: 4,
    explains_the_trade_off: 2,
  });
});
