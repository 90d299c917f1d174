import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  adminWithCompany,
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
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function selfIdentificationOf(email: string) {
  const db = await e2eDatabase();
  try {
    return (
      await db.query(
        `SELECT s.region, s.sex, s.race_ethnicity, s.age_band, s.disability
         FROM self_identifications s JOIN candidates c ON c.id = s.candidate_id WHERE c.email = $1`,
        [email],
      )
    ).rows;
  } finally {
    await db.end();
  }
}

/** Settings → Fairness as the admin: choose the region and turn the questions on (decision 036). */
async function askInRegion(page: Page, admin: { email: string; password: string }, region: string) {
  await signIn(page, admin.email, admin.password);
  // The session is set once the dashboard opens; a page opened sooner is sent to sign-in.
  await expect(page).toHaveURL(/admin-dashboard/);
  await page.goto('/settings/fairness');
  const ask = page.getByRole('checkbox', {
    name: 'Ask candidates the voluntary self-identification questions',
  });
  // A new company asks nothing: no region, and the questions off until one is chosen.
  await expect(page.getByRole('radio', { name: /^None/ })).toBeChecked();
  await expect(ask).not.toBeChecked();
  await expect(ask).toBeDisabled();
  await page.getByRole('radio', { name: new RegExp(`^${region}`) }).click();
  await ask.click();
  await expect(ask).toBeChecked();
  return ask;
}

const card = (page: Page) => page.getByRole('heading', { name: 'Help check that hiring is fair (optional)' });
const question = (page: Page, name: string) => page.getByRole('radiogroup', { name, exact: true });

test('a US company asks after the final submission; the candidate may self-identify, and the company can stop asking', async ({
  page,
}) => {
  const candidate = await provisionedCandidate([LOGICAL_REASONING], 'Sara Self');
  const ask = await askInRegion(page, candidate.admin, 'United States');
  await page.getByRole('button', { name: 'Save fairness settings' }).click();
  await expect(toasts(page)).toContainText('Fairness settings saved');

  await submitEveryAnswer(candidate);
  await page.context().clearCookies();
  await signIn(page, candidate.email, candidate.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment Completed!' })).toBeVisible();
  await expect(card(page)).toBeVisible();
  await expect(
    page.getByText('never shown to anyone who reviews you, and never used in scoring'),
  ).toBeVisible();
  await expect(page.getByText(/New York City's Local Law 144/)).toBeVisible();
  await expect(question(page, 'Race or ethnicity').getByRole('radio')).toHaveCount(8);
  await expectAccessible(page);

  await question(page, 'Sex').getByRole('radio', { name: 'Female' }).click();
  await question(page, 'Age').getByRole('radio', { name: 'Prefer not to say' }).click();
  await screenshot(page, 'self-identification-form', { fullPage: true });
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(toasts(page)).toContainText('Thank you');
  await expect(page.getByText('Thank you for answering the optional fairness questions.')).toBeVisible();
  await expect(card(page)).toBeHidden();
  // Only what was chosen is stored, as the US's answers; the questions left blank are unknown.
  expect(await selfIdentificationOf(candidate.email)).toEqual([
    { region: 'us', sex: 'female', race_ethnicity: null, age_band: 'prefer_not_to_say', disability: null },
  ]);

  // The company switches the question off: its next candidate is not asked.
  await page.context().clearCookies();
  await signIn(page, candidate.admin.email, candidate.admin.password);
  await expect(page).toHaveURL(/admin-dashboard/);
  await page.goto('/settings/fairness');
  await expect(page.getByRole('radio', { name: /^United States/ })).toBeChecked();
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
  await expect(card(page)).toHaveCount(0);
});

/**
 * Last month's candidates of a UK company's assessment, answering the UK's questions, written straight into
 * the database (the report needs dozens; the form is the journey's): 20 white men of whom 12 were
 * shortlisted, 20 white women of whom 5 were, 10 Black women of whom 4 were, 4 who gave nothing.
 */
async function seedUkCandidates(adminEmail: string) {
  const db = await e2eDatabase();
  try {
    const company = (
      await db.query(`SELECT p.company_id FROM profiles p JOIN "user" u ON u.id = p.id WHERE u.email = $1`, [
        adminEmail,
      ])
    ).rows[0]?.company_id as string;
    const assessmentId = (
      await db.query(
        `INSERT INTO assessments (company_id, name, test_mode) VALUES ($1, 'Store managers', 'pre-built') RETURNING id`,
        [company],
      )
    ).rows[0]?.id as string;
    const groups = [
      { sex: 'male', race: 'white', n: 20, advanced: 12 },
      { sex: 'female', race: 'white', n: 20, advanced: 5 },
      { sex: 'female', race: 'black', n: 10, advanced: 4 },
      { sex: null, race: null, n: 4, advanced: 0 },
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
            [company, assessmentId, `Manager ${k}`, `manager-${k}-${assessmentId}@fairness.example`, stage],
          )
        ).rows[0]?.id as string;
        await db.query(
          `INSERT INTO candidate_stage_history (company_id, candidate_id, assessment_id, from_stage, to_stage)
           VALUES ($1, $2, $3, 'new', $4)`,
          [company, candidateId, assessmentId, stage],
        );
        if (g.sex) {
          await db.query(
            `INSERT INTO self_identifications (candidate_id, company_id, region, sex, race_ethnicity, age_band)
             VALUES ($1, $2, 'uk', $3, $4, '35_44')`,
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

test('a UK company’s candidate answers the UK’s questions on a phone, and the report is framed by the Equality Act 2010', async ({
  page,
  browser,
}) => {
  const admin = await adminWithCompany('Ursula Kay');
  const assessmentId = await seedUkCandidates(admin.email);
  await page.setViewportSize(DESKTOP);
  await askInRegion(page, admin, 'United Kingdom');
  await expect(page.getByText(/Equality Act 2010’s indirect discrimination/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'fairness-settings-uk', { fullPage: true });
  await page.getByRole('button', { name: 'Save fairness settings' }).click();
  await expect(toasts(page)).toContainText('Fairness settings saved');

  // The candidate, on a 390 px phone.
  const candidate = await candidateOfCompany(admin, { name: 'Priya Phone', tests: [LOGICAL_REASONING] });
  await submitEveryAnswer(candidate);
  const phoneContext = await browser.newContext({ viewport: PHONE });
  const phone = await phoneContext.newPage();
  await signIn(phone, candidate.email, candidate.password);
  await expect(card(phone)).toBeVisible();
  await expect(phone.getByText(/as the UK’s Equality Act 2010 expects of employers/)).toBeVisible();
  await expect(phone.getByText(/Local Law 144/)).toHaveCount(0);
  const ethnic = question(phone, 'Ethnic group');
  await expect(ethnic.getByRole('radio')).toHaveCount(6);
  await expect(
    ethnic.getByRole('radio', { name: 'Black, Black British, Black Welsh, Caribbean or African' }),
  ).toBeVisible();
  await expect(question(phone, 'Sex').getByRole('radio')).toHaveCount(3);
  await expect(phone.getByText(/substantial and long-term adverse effect/)).toBeVisible();
  // Every answer wraps inside the phone's width: nothing runs off the screen, nothing scrolls sideways.
  expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    PHONE.width,
  );
  const outside = await phone.evaluate(
    (width) =>
      [...document.querySelectorAll('[role="radiogroup"] label')]
        .map((label) => label.getBoundingClientRect())
        .filter((box) => box.left < 0 || box.right > width).length,
    PHONE.width,
  );
  expect(outside).toBe(0);
  await expectAccessible(phone);
  await screenshot(phone, 'self-identification-uk-phone', { fullPage: true });
  await phone.setViewportSize(DESKTOP);
  await screenshot(phone, 'self-identification-uk-desktop', { fullPage: true });
  await phone.setViewportSize(PHONE);

  await ethnic.getByRole('radio', { name: 'Mixed or Multiple ethnic groups' }).click();
  await question(phone, 'Age').getByRole('radio', { name: '35 to 44' }).click();
  await question(phone, 'Disability (Equality Act 2010)')
    .getByRole('radio', { name: 'Prefer not to say' })
    .click();
  await phone.getByRole('button', { name: 'Submit answers' }).click();
  await expect(toasts(phone)).toContainText('Thank you');
  await expect(phone.getByText('Thank you for answering the optional fairness questions.')).toBeVisible();
  expect(await selfIdentificationOf(candidate.email)).toEqual([
    { region: 'uk', sex: null, race_ethnicity: 'mixed', age_band: '35_44', disability: 'prefer_not_to_say' },
  ]);
  await phoneContext.close();

  // The admin's report: the UK's groups, and the Equality Act 2010's framing, not LL144's.
  await page.goto(`/admin-fairness?assessmentId=${assessmentId}`);
  await expect(page.getByTestId('fairness-region')).toContainText(
    'Categories and legal framing: United Kingdom',
  );
  const ethnicGroups = page.getByTestId('impact-selection-race_ethnicity');
  await expect(ethnicGroups.getByRole('heading', { name: /^Ethnic group: selection rates/ })).toBeVisible();
  const black = ethnicGroups.getByRole('row', { name: /^Black, Black British/ });
  // 4 of 10 against White's 17 of 40: 0.941, not flagged.
  await expect(black).toContainText('40.0 %');
  await expect(black).toContainText('0.941');
  await expect(ethnicGroups.getByRole('row', { name: /^Mixed or Multiple ethnic groups/ })).toContainText(
    '0',
  );
  await expect(page.getByText(/^Legal framing \(United Kingdom\): the Equality Act 2010/)).toBeVisible();
  await expect(page.getByText(/has no four-fifths rule/).first()).toBeVisible();
  await expect(page.getByText(/Local Law 144|LL144/)).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'fairness-uk');
  await ethnicGroups.scrollIntoViewIfNeeded();
  await screenshot(page, 'fairness-uk-table');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await downloading).path()) as string, 'utf8');
  expect(csv).toContain('Fairness region,United Kingdom');
  expect(csv).toContain(
    'Selection rate,Ethnic group,"Black, Black British, Black Welsh, Caribbean or African",10,4,',
  );
  expect(csv).not.toMatch(/Local Law 144|LL144/);

  await page.getByRole('link', { name: 'Printable summary' }).click();
  await expect(page.getByRole('heading', { name: 'Adverse impact summary', level: 1 })).toBeVisible();
  await expect(page.getByText(/equality monitoring under the Equality Act 2010/)).toBeVisible();
  await expect(page.getByRole('table', { name: /^Ethnic group/ }).first()).toBeVisible();
  await expect(page.getByText(/Local Law 144|LL144/)).toHaveCount(0);
  await screenshot(page, 'fairness-uk-summary', { fullPage: true });
  await page.setViewportSize(PHONE);
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
    0,
  );
  await screenshot(page, 'fairness-uk-summary-phone', { fullPage: true });
});

test('a new company (no region, questions off) asks its candidates nothing', async ({ page }) => {
  const candidate = await provisionedCandidate([LOGICAL_REASONING], 'Nora None');
  await submitEveryAnswer(candidate);
  await signIn(page, candidate.email, candidate.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment Completed!' })).toBeVisible();
  await expect(page.getByText('Your assessment has been submitted')).toBeVisible();
  await expect(card(page)).toHaveCount(0);
  expect(await selfIdentificationOf(candidate.email)).toEqual([]);
});
