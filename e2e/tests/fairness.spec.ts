import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminWithCompany, e2eDatabase, expectAccessible, screenshot, signIn } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * A known disparity, written straight into the database (45 candidates through the pipeline would take
 * minutes, and the self-identification form is another journey's): 20 men of whom 12 were shortlisted,
 * 20 women of whom 4 were, 2 people of another gender identity (a group to suppress) and 3 who gave no
 * self-identification. Everyone submitted in the middle of last month (reports count whole months once they
 * are over, decision 029); the shortlisted scored 70, the others 30.
 */
async function seedDisparity(adminEmail: string) {
  const db = await e2eDatabase();
  try {
    const company = (
      await db.query(`SELECT p.company_id FROM profiles p JOIN "user" u ON u.id = p.id WHERE u.email = $1`, [
        adminEmail,
      ])
    ).rows[0]?.company_id as string;
    // The seeded answers are the US's: the company asks them (decision 036: no region until one is chosen).
    await db.query(
      `UPDATE companies SET fairness_region = 'us', self_identification_enabled = true WHERE id = $1`,
      [company],
    );
    const assessmentId = (
      await db.query(
        `INSERT INTO assessments (company_id, name, test_mode) VALUES ($1, 'Field engineers', 'pre-built') RETURNING id`,
        [company],
      )
    ).rows[0]?.id as string;
    const groups = [
      { sex: 'male', race: 'white', n: 20, advanced: 12 },
      { sex: 'female', race: 'white', n: 20, advanced: 4 },
      { sex: 'another', race: 'asian', n: 2, advanced: 1 },
      { sex: null, race: null, n: 3, advanced: 0 },
    ];
    let k = 0;
    for (const g of groups) {
      for (let i = 0; i < g.n; i++) {
        k += 1;
        const stage = i < g.advanced ? 'shortlisted' : 'rejected';
        const candidateId = (
          await db.query(
            `INSERT INTO candidates (company_id, assessment_id, full_name, email, test_status, submission_count,
               last_submitted_at, stage)
             VALUES ($1, $2, $3, $4, 'submitted', 1, date_trunc('month', now()) - interval '14 days', $5) RETURNING id`,
            [company, assessmentId, `Engineer ${k}`, `engineer-${k}-${assessmentId}@fairness.example`, stage],
          )
        ).rows[0]?.id as string;
        await db.query(
          `INSERT INTO candidate_stage_history (company_id, candidate_id, assessment_id, from_stage, to_stage)
           VALUES ($1, $2, $3, 'new', $4)`,
          [company, candidateId, assessmentId, stage],
        );
        if (g.sex) {
          await db.query(
            `INSERT INTO self_identifications (candidate_id, company_id, sex, race_ethnicity) VALUES ($1, $2, $3, $4)`,
            [candidateId, company, g.sex, g.race],
          );
        }
        await db.query(
          `WITH s AS (INSERT INTO submissions (candidate_id, submission_number, submission_data) VALUES ($1, 1, '{}') RETURNING id)
           INSERT INTO evaluations (candidate_id, submission_id, evaluation_status, total_score)
           SELECT $1, id, 'completed', $2 FROM s`,
          [candidateId, stage === 'shortlisted' ? 70 : 30],
        );
      }
    }
    return assessmentId;
  } finally {
    await db.end();
  }
}

test('an admin finds a flagged impact ratio, downloads the CSV and prints the summary, on a phone too', async ({
  page,
}) => {
  const admin = await adminWithCompany('Fay Fairness');
  const assessmentId = await seedDisparity(admin.email);
  await page.setViewportSize(DESKTOP);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/admin-dashboard/);

  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Fairness' }).click();
  await expect(page.getByRole('heading', { name: 'Fairness', level: 1 })).toBeVisible();
  await page.getByLabel('Assessment or test').click();
  await page.getByRole('option', { name: 'Field engineers' }).click();
  await expect(page).toHaveURL(new RegExp(`assessmentId=${assessmentId}`));

  const sex = page.getByTestId('impact-selection-sex');
  const women = sex.getByRole('row', { name: /^Female/ });
  // 4 of 20 against 12 of 20: a ratio of 0.333, flagged; z = −2.58, p = 0.0098 (every expected cell is 5 or more).
  await expect(women).toContainText('20.0 %');
  await expect(women).toContainText('0.333');
  await expect(women).toContainText('Below 0.8');
  await expect(women).toContainText('Statistically significant at the 5 % level (p = 0.010)');
  await expect(women).toContainText('Two-proportion z-test, z = -2.58');
  await expect(sex.getByRole('row', { name: /^Another gender identity/ })).toContainText('withheld');
  await expect(sex).toContainText('Unknown, declined or in a withheld group (merged): 5');
  // White is the only race/ethnicity group with a rate: nothing to compare it with.
  await expect(page.getByTestId('impact-selection-race_ethnicity')).toContainText('Too small to conclude');
  await expectAccessible(page);
  await screenshot(page, 'fairness');
  await sex.scrollIntoViewIfNeeded();
  await screenshot(page, 'fairness-table');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^adverse-impact-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv.startsWith('\uFEFFAdverse impact report,')).toBe(true);
  expect(csv).toContain('Assessment,Field engineers');
  expect(csv).toContain(
    'Selection rate,Sex,Female,20,4,0,20.0 %,0.333,yes,Two-proportion z-test,-2.582,0.010,',
  );
  expect(csv).not.toContain('Engineer ');

  await page.setViewportSize(PHONE);
  await expect(sex).toBeVisible();
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('heading', { name: 'Fairness', level: 1 }).scrollIntoViewIfNeeded();
  await screenshot(page, 'fairness-phone');
  await sex.scrollIntoViewIfNeeded();
  await screenshot(page, 'fairness-table-phone');

  await page.setViewportSize(DESKTOP);
  await page.getByRole('link', { name: 'Printable summary' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-fairness/summary\\?assessmentId=${assessmentId}`));
  await expect(page.getByRole('heading', { name: 'Adverse impact summary', level: 1 })).toBeVisible();
  await expect(page.getByText('Number of individuals assessed')).toBeVisible();
  const sexSummary = page.getByRole('table', { name: /^Sex/ }).first();
  await expect(sexSummary.getByRole('row', { name: /^Female/ })).toContainText('0.333 (below 0.8)');
  await expectAccessible(page);
  await screenshot(page, 'fairness-summary');
  await screenshot(page, 'fairness-summary-full', { fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await screenshot(page, 'fairness-summary-print', { fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(PHONE);
  const summaryOverflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(summaryOverflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'fairness-summary-phone', { fullPage: true });
});
