import { expect, test } from '@playwright/test';
import { adminWithCompany, e2eDatabase, expectAccessible, screenshot, signIn, toasts } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const logistic = (x: number) => 1 / (1 + Math.exp(-x));
/** Mulberry32: a seeded generator, so the seeded answers (and the flags) are the same on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * 240 evaluated candidates of the admin's company on eight logical reasoning items, written straight into
 * the database in a few statements (through the pipeline it would take minutes): men and women, white
 * and Black, crossed, 120 of each. On the first item women of the same ability answer right with two
 * logits' lower odds, so it is flagged C against women; the rest follow the same model for everyone.
 */
async function seedDifferentialItem(adminEmail: string) {
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
    const testId = (
      await db.query(
        `SELECT id FROM test_library WHERE company_id IS NULL AND name ILIKE 'logical reasoning%'`,
      )
    ).rows[0]?.id as string;
    const items = (
      await db.query(
        `SELECT id, stem, key_index FROM items WHERE test_id = $1 AND status = 'active' AND source = 'library'
         ORDER BY item_key LIMIT 8`,
        [testId],
      )
    ).rows as { id: string; stem: string; key_index: number }[];
    const assessmentId = (
      await db.query(
        `INSERT INTO assessments (company_id, name, test_mode) VALUES ($1, 'Analysts', 'pre-built') RETURNING id`,
        [company],
      )
    ).rows[0]?.id as string;
    const sectionId = (
      await db.query(
        `INSERT INTO sections (assessment_id, test_id, name, category, display_order, blueprint_version)
         VALUES ($1, $2, 'Logical reasoning', 'cognitive', 0, 1) RETURNING id`,
        [assessmentId, testId],
      )
    ).rows[0]?.id as string;
    const count = 240;
    const candidates = (
      await db.query(
        `INSERT INTO candidates (company_id, assessment_id, full_name, email, test_status, submission_count)
         SELECT $1, $2, 'Analyst ' || g, 'analyst-' || g || '-' || $4 || '@fair.example', 'submitted', 1
         FROM generate_series(0, $3 - 1) g RETURNING id, full_name`,
        [company, assessmentId, count, assessmentId],
      )
    ).rows as { id: string; full_name: string }[];
    const ids = candidates
      .sort((a, b) => Number(a.full_name.split(' ')[1]) - Number(b.full_name.split(' ')[1]))
      .map((c) => c.id);
    const forms = (
      await db.query(
        `INSERT INTO form_sections (candidate_id, section_id, question_ids, item_ids, option_orders, time_limits)
         SELECT c, $2, ARRAY(SELECT gen_random_uuid() FROM generate_series(1, 8)), $3::uuid[],
           array_fill(NULL::text, ARRAY[8]), array_fill(60::smallint, ARRAY[8])
         FROM unnest($1::uuid[]) c RETURNING candidate_id, question_ids`,
        [ids, sectionId, items.map((i) => i.id)],
      )
    ).rows as { candidate_id: string; question_ids: string[] }[];
    const questionsOf = new Map(forms.map((f) => [f.candidate_id, f.question_ids]));
    const rng = seeded(20);
    const answers = ids.flatMap((candidateId, c) =>
      items.map((item, n) => {
        const ability = ((c % 5) - 2) * 0.8;
        const shift = n === 0 && c % 2 === 1 ? -2 : 0;
        const right = rng() < logistic(ability - (n - 3.5) * 0.3 + shift);
        return {
          candidateId,
          questionId: questionsOf.get(candidateId)?.[n] as string,
          data: { value: right ? item.key_index : (item.key_index + 1) % 4, question_index: n },
        };
      }),
    );
    await db.query(
      `INSERT INTO answers (candidate_id, question_id, section_id, answer_data)
       SELECT c, q, $3, d FROM unnest($1::uuid[], $2::uuid[], $4::jsonb[]) AS a(c, q, d)`,
      [
        answers.map((a) => a.candidateId),
        answers.map((a) => a.questionId),
        sectionId,
        answers.map((a) => a.data),
      ],
    );
    await db.query(
      `WITH s AS (
         INSERT INTO submissions (candidate_id, submission_number, submission_data)
         SELECT c, 1, '{}' FROM unnest($1::uuid[]) c RETURNING id, candidate_id)
       INSERT INTO evaluations (candidate_id, submission_id, evaluation_status) SELECT candidate_id, id, 'completed' FROM s`,
      [ids],
    );
    await db.query(
      `INSERT INTO self_identifications (candidate_id, company_id, sex, race_ethnicity)
       SELECT c, $2, CASE WHEN o % 2 = 1 THEN 'male' ELSE 'female' END,
         CASE WHEN ((o - 1) / 2) % 2 = 0 THEN 'white' ELSE 'black_or_african_american' END
       FROM unnest($1::uuid[]) WITH ORDINALITY AS x(c, o)`,
      [ids, company],
    );
    return { testId, studied: items[0]?.stem as string };
  } finally {
    await db.end();
  }
}

test('an admin sees an item flagged for DIF against women, retires it with a reason and restores it', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const admin = await adminWithCompany('Fay Fairness');
  const { testId, studied } = await seedDifferentialItem(admin.email);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/admin-dashboard/);

  await page.goto(`/admin-item-analysis?testId=${testId}`);
  await expect(page.getByRole('heading', { name: 'Item analysis' })).toBeVisible();
  await expect(page.getByText('Differential item functioning: whether women and men')).toBeVisible();
  const table = page.getByRole('table', { name: /Item statistics of/ });
  // The flagged item comes first.
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(studied.slice(0, 40));
  await expect(row).toContainText('C · large');
  await expect(row).toContainText('Large DIF against women (ETS category C)');
  await row.getByText('Details by group').click();
  await expect(row).toContainText('Female vs Male (n = 120 / 120)');
  await expect(row).toContainText('Black or African American vs White (n = 120 / 120)');
  await expectAccessible(page);
  // The table near the top of the window, without sliding it sideways (as scrolling to the row would).
  await table.evaluate(
    '(el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 160 })',
  );
  await screenshot(page, 'item-fairness');

  await row.getByRole('button', { name: 'Retire this item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retire this item?' });
  await expect(dialog.getByLabel('Reason')).toHaveValue('Large DIF against women (ETS category C)');
  await screenshot(page, 'item-fairness-retire-dialog');
  await dialog.getByLabel('Reason').fill('');
  await dialog.getByRole('button', { name: 'Retire item' }).click();
  await expect(dialog.getByText('Say why, in a few words')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Large DIF against women; the wording assumes a sports background');
  await dialog.getByRole('button', { name: 'Retire item' }).click();
  await expect(toasts(page)).toContainText('Item retired');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Retired: not in new forms');

  await page.setViewportSize(PHONE);
  await expect(table).toBeVisible();
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
  // On a phone the table scrolls sideways inside its box, to the fairness column.
  await row.getByRole('button', { name: 'Restore' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'item-fairness-phone');

  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(toasts(page)).toContainText('Item restored');
  await expect(row).not.toContainText('Retired: not in new forms');
  await expect(row.getByRole('button', { name: 'Retire this item' })).toBeVisible();
});
