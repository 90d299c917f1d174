import { expect, test } from '@playwright/test';
import { adminWithCompany, e2eDatabase, expectAccessible, screenshot, signIn } from './support';

const PHONE = { width: 390, height: 844 };

/**
 * A custom test of two items and 32 evaluated candidates, written straight into the database: the page
 * is about reading statistics, and 32 candidates through the pipeline would take minutes. Candidate i
 * gets q-1 (key: option 0) right unless i % 4 = 3; on q-2 (key: option 1) the even ones among those who
 * got q-1 right choose option 2, i % 4 = 1 the key, i % 4 = 3 option 3. So q-2 has p = 8/32 = 0.25 and
 * r = 2/√(6 × 6) = 0.33 (Sxy = 8 − 32 × 0.25 × 0.75 = 2, Sxx = Syy = 6), and the top 27% (the 24 with
 * q-1 right) chose option 2 sixteen times and the key eight.
 */
async function seedCustomTest(adminEmail: string) {
  const db = await e2eDatabase();
  try {
    const company = (
      await db.query(`SELECT p.company_id FROM profiles p JOIN "user" u ON u.id = p.id WHERE u.email = $1`, [
        adminEmail,
      ])
    ).rows[0]?.company_id as string;
    const testId = (
      await db.query(
        `INSERT INTO test_library (company_id, name, description, category, sub_category, duration_minutes, question_count)
         VALUES ($1, 'Warehouse safety', 'Our own questions', 'skills', 'custom', 10, 2) RETURNING id`,
        [company],
      )
    ).rows[0]?.id as string;
    const options = ['Stop the line', 'Carry on', 'Call a friend', 'Ignore it'];
    const items = await db.query(
      `INSERT INTO items (test_id, company_id, item_key, version, position, source, type, stem, options, key_index)
       VALUES ($1, $2, 'q-1', 1, 1, 'custom', 'mcq', 'A forklift alarm sounds. What do you do first?', $3, 0),
              ($1, $2, 'q-2', 1, 2, 'custom', 'mcq', 'A pallet is stacked above the red line. What do you do?', $3, 1)
       RETURNING id, item_key`,
      [testId, company, options],
    );
    const itemId = (key: string) => items.rows.find((r) => r.item_key === key)?.id as string;
    const assessmentId = (
      await db.query(
        `INSERT INTO assessments (company_id, name, test_mode) VALUES ($1, 'Warehouse team', 'pre-built') RETURNING id`,
        [company],
      )
    ).rows[0]?.id as string;
    const sectionId = (
      await db.query(
        `INSERT INTO sections (assessment_id, test_id, name, category, display_order, blueprint_version)
         VALUES ($1, $2, 'Warehouse safety', 'skills', 0, 1) RETURNING id`,
        [assessmentId, testId],
      )
    ).rows[0]?.id as string;
    for (let i = 0; i < 32; i++) {
      const q1 = i % 4 === 3 ? 1 : 0;
      const q2 = i % 4 === 3 ? 3 : i % 2 === 0 ? 2 : 1;
      const candidateId = (
        await db.query(
          `INSERT INTO candidates (company_id, assessment_id, full_name, email, test_status, submission_count)
           VALUES ($1, $2, $3, $4, 'submitted', 1) RETURNING id`,
          [company, assessmentId, `Picker ${i}`, `picker-${i}-${testId}@items.example`],
        )
      ).rows[0]?.id as string;
      // The candidate's form of the section: one row, its two questions as arrays (decision 016).
      const questionIds = (
        await db.query(
          `INSERT INTO form_sections (candidate_id, section_id, question_ids, item_ids, option_orders, time_limits)
           VALUES ($1, $2, ARRAY[gen_random_uuid(), gen_random_uuid()], $3::uuid[], ARRAY[NULL, NULL]::text[],
             ARRAY[60, 60]::smallint[])
           RETURNING question_ids`,
          [candidateId, sectionId, [itemId('q-1'), itemId('q-2')]],
        )
      ).rows[0]?.question_ids as string[];
      for (const [number, value] of [
        [1, q1],
        [2, q2],
      ] as const) {
        const questionId = questionIds[number - 1];
        await db.query(
          `INSERT INTO answers (candidate_id, question_id, section_id, answer_data) VALUES ($1, $2, $3, $4)`,
          [candidateId, questionId, sectionId, { value, question_index: number - 1 }],
        );
      }
      await db.query(
        `WITH s AS (INSERT INTO submissions (candidate_id, submission_number, submission_data) VALUES ($1, 1, '{}') RETURNING id)
         INSERT INTO evaluations (candidate_id, submission_id, evaluation_status) SELECT $1, id, 'completed' FROM s`,
        [candidateId],
      );
    }
    return testId;
  } finally {
    await db.end();
  }
}

test('an admin reads how each item of their own test works, flagged items first, on a phone too', async ({
  page,
}) => {
  const admin = await adminWithCompany('Ida Items');
  const testId = await seedCustomTest(admin.email);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/admin-dashboard/);

  await page.goto(`/admin-item-analysis?testId=${testId}`);
  await expect(page.getByRole('heading', { name: 'Item analysis' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Item statistics of Warehouse safety' });
  const rows = table.getByRole('row');
  // The header, then the flagged q-2 before q-1 although the test lists q-1 first.
  await expect(rows).toHaveCount(3);
  const flagged = rows.nth(1);
  await expect(flagged).toContainText('A pallet is stacked above the red line.');
  await expect(flagged).toContainText(
    'Among the top 27% of scorers, option “Call a friend” was chosen more often than the key.',
  );
  await expect(flagged.getByRole('cell').nth(3)).toHaveText('0.25');
  await expect(flagged.getByRole('cell').nth(4)).toHaveText('0.33');
  await expect(rows.nth(2)).toContainText('Nothing stands out.');
  await expectAccessible(page);
  await table.scrollIntoViewIfNeeded();
  await screenshot(page, 'item-analysis');

  await page.setViewportSize(PHONE);
  await expect(table).toBeVisible();
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
  await table.scrollIntoViewIfNeeded();
  await screenshot(page, 'item-analysis-phone');
});
