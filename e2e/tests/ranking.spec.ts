import { expect, type Page, test } from '@playwright/test';
import {
  adminWithCompany,
  apiSession,
  chooseOption,
  screenshot,
  signIn,
  sql,
  toasts,
  uniqueEmail,
} from './support';

const LOGIC = '6f1d0a3e-1b7a-4c1e-9a01-000000000004';
const candidatesTable = (page: Page) => page.getByRole('table').filter({ hasText: 'Actions' });
const row = (page: Page, text: string) => candidatesTable(page).getByRole('row').filter({ hasText: text });

test('an HR lead filters an opening by score, selects the top two and shortlists them in one move', async ({
  page,
}) => {
  const admin = await adminWithCompany('Hema Ranker');
  // Moving several candidates at once is a bulk operation: Enterprise.
  await sql(`UPDATE companies SET plan = 'enterprise' WHERE name = $1`, [admin.company.name]);
  const api = await apiSession(admin.email, admin.password);
  const opening = await api.post('/api/assessments', {
    name: 'Sales Associate — Pune',
    status: 'open',
    testConfiguration: { selectedTests: [{ id: LOGIC }], testMode: 'pre-built' },
  });
  expect(opening.status, JSON.stringify(opening.body)).toBe(201);
  const openingId = String(opening.body.id);
  const stamp = Date.now();
  const people = [
    { name: `Asha High ${stamp}`, score: 92, writing: 50 },
    { name: `Bala Mid ${stamp}`, score: 67, writing: 95 },
    { name: `Chitra Low ${stamp}`, score: 41.5, writing: 70 },
    { name: `Dev Unscored ${stamp}`, score: null, writing: null },
  ];
  for (const person of people) {
    const added = await api.post(`/api/assessments/${openingId}/candidates`, {
      full_name: person.name,
      email: uniqueEmail('rank'),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    if (person.score === null) continue;
    // Scored as the evaluation job leaves a finished candidate (their answers are not what is ranked here).
    const id = String((added.body.candidateIds as string[])[0]);
    await sql(`UPDATE candidates SET test_status = 'submitted' WHERE id = $1`, [id]);
    const submission = await sql(
      `INSERT INTO submissions (candidate_id, submission_number, submission_data) VALUES ($1, 1, '{}') RETURNING id`,
      [id],
    );
    const sections = [
      { name: 'Logical Reasoning', kind: 'cognitive', score: person.score },
      { name: 'Writing', kind: 'writing', score: person.writing },
    ];
    await sql(
      `INSERT INTO evaluations (candidate_id, submission_id, total_score, evaluation_status, section_scores, evaluation_data)
       VALUES ($1, $2, $3, 'completed', $4, $5)`,
      [
        id,
        submission.rows[0]?.id,
        person.score,
        JSON.stringify(Object.fromEntries(sections.map((x) => [x.name, x.score]))),
        JSON.stringify({ sections }),
      ],
    );
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto(`/admin-assessments/${openingId}`);
  await expect(candidatesTable(page).getByRole('row')).toHaveCount(5);
  // An opening ranks its candidates by score by default, the unscored last.
  const names = ['Asha High', 'Bala Mid', 'Chitra Low', 'Dev Unscored'];
  for (const [i, name] of names.entries())
    await expect(
      candidatesTable(page)
        .getByRole('row')
        .nth(i + 1),
    ).toContainText(name);

  // Ranked by one section's score instead: its score under each overall one, kept in the URL.
  await chooseOption(page, page.getByRole('combobox', { name: 'Rank by' }), 'Rank by Writing');
  await expect(page).toHaveURL(/sort=section_score&section=Writing/);
  const bySection: [string, string][] = [
    ['Bala Mid', '95.0'],
    ['Chitra Low', '70.0'],
    ['Asha High', '50.0'],
  ];
  for (const [i, [name, writing]] of bySection.entries()) {
    const ranked = candidatesTable(page)
      .getByRole('row')
      .nth(i + 1);
    await expect(ranked).toContainText(name);
    await expect(ranked.getByTestId('ranked-section-score')).toHaveText(`Writing: ${writing}`);
  }
  await expect(candidatesTable(page).getByRole('row').nth(4)).toContainText('Dev Unscored');
  await screenshot(page, 'ranking-by-section-1440');
  await page.reload();
  await expect(candidatesTable(page).getByRole('row').nth(1)).toContainText('Bala Mid');
  await chooseOption(page, page.getByRole('combobox', { name: 'Rank by' }), 'Rank by overall score');
  await expect(candidatesTable(page).getByRole('row').nth(1)).toContainText('Asha High');
  await expect(page.getByTestId('ranked-section-score')).toHaveCount(0);

  // Score 60 or more: the two above it, the unscored left out.
  await chooseOption(page, page.getByRole('combobox', { name: 'Filter by score' }), '60 or more');
  await expect(page).toHaveURL(/minScore=60/);
  await expect(candidatesTable(page).getByRole('row')).toHaveCount(3);
  await expect(row(page, 'Asha High')).toBeVisible();
  await expect(row(page, 'Bala Mid')).toBeVisible();
  await screenshot(page, 'ranking-score-filter-1440');
  await chooseOption(page, page.getByRole('combobox', { name: 'Filter by score' }), 'Any score');

  // The top two by score, selected at once, then shortlisted with the selection's move.
  await page.getByRole('button', { name: 'Select top…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select the highest scores' });
  await dialog.getByLabel('How many').fill('2');
  await screenshot(page, 'ranking-select-top-dialog-1440');
  await dialog.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(toasts(page)).toContainText('Selected the top 2 candidates by score');
  await expect(candidatesTable(page).getByRole('row').nth(1)).toContainText('Asha High');
  await expect(row(page, 'Asha High').getByRole('checkbox')).toBeChecked();
  await expect(row(page, 'Bala Mid').getByRole('checkbox')).toBeChecked();
  await expect(row(page, 'Chitra Low').getByRole('checkbox')).not.toBeChecked();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await bulk.getByRole('button', { name: 'Move to stage…' }).click();
  const move = page.getByRole('dialog');
  await expect(move.getByRole('heading')).toHaveText('Move 2 candidates to a stage');
  await move.getByRole('button', { name: 'Move to Shortlisted' }).click();
  await expect(toasts(page)).toContainText('2 candidates moved to Shortlisted.');
  for (const [name, stage] of [
    ['Asha High', 'Shortlisted'],
    ['Bala Mid', 'Shortlisted'],
    ['Chitra Low', 'New'],
    ['Dev Unscored', 'New'],
  ] as const) {
    await expect(row(page, name).getByRole('combobox', { name: /^Stage of / })).toHaveText(stage);
  }
  await screenshot(page, 'ranking-top-two-shortlisted-1440');
});
