import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { adminWithCompany, apiSession, e2eDatabase, linkIn, uniqueEmail } from './support';

/**
 * Issue 23: a candidate invited in Hindi, and one invited in Arabic (right to left), read their invitation
 * email, the accept page, their dashboard, the Big Five statements, the completed screen and their feedback
 * report (page and PDF) in their language; the language switcher's choice holds across a reload and reaches
 * the candidate's record (their emails follow it).
 */

const run = promisify(execFile);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');
// Forced choice: one short section, answered with an option list.
const WORK_STYLE = '6f1d0a3e-1b7a-4c1e-9a01-000000000002';
// The Big Five: published translations of every statement (the English tests stay English).
const BIG_FIVE = '6f1d0a3e-1b7a-4c1e-9a01-000000000001';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS_DIR = process.env.LANGUAGE_SHOTS_DIR ?? '/tmp/e2e-shots';

/** The invitation mailed to an address, whatever language it is in: its subject, text and link. */
async function invitationMail(to: string): Promise<{ subject: string; text: string; link: string }> {
  for (let i = 0; i < 120; i++) {
    const { stdout } = await run(process.execPath, ['dist/cli/mailbox.js', '--json'], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    });
    const mail = (JSON.parse(stdout) as { to: string; subject: string; text: string }[]).find(
      (m) => m.to === to,
    );
    if (mail) return { subject: mail.subject, text: mail.text, link: linkIn(mail.text) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No invitation mail to ${to}`);
}

/** A candidate of a new company, invited in a language through the API's (and the CSV's) language. */
async function invite(name: string, language: string, testId = WORK_STYLE) {
  const admin = await adminWithCompany('Lina Languages');
  const adminApi = await apiSession(admin.email, admin.password);
  const email = uniqueEmail(`candidate-${language}`);
  const created = await adminApi.post('/api/n8n/create-candidate', {
    full_name: name,
    email,
    language,
    testConfiguration: { selectedTests: [{ id: testId }], testMode: 'pre-built' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const mail = await invitationMail(email);
  return { admin, email, link: mail.link, mail };
}

/** Runs a query on the journeys' database. */
async function query(sql: string, values: unknown[]) {
  const db = await e2eDatabase();
  try {
    return (await db.query(sql, values)).rows;
  } finally {
    await db.end();
  }
}

/** Both widths of a screen, for a person to look at (mirroring, clipped matras, fonts). */
async function shots(page: Page, name: string) {
  for (const [label, size] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SHOTS_DIR, `languages-${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

type Words = {
  language: string;
  dir: 'ltr' | 'rtl';
  dashboardTitle: string;
  acknowledge: string;
  start: string;
  position: string;
  submitSection: string;
  confirmTitle: string;
  submitAssessment: string;
  submitConfirm: string;
  completed: string;
  /** A phrase of the invitation email's subject, the feedback page's heading and the PDF's results heading. */
  mailSubject: string;
  feedbackTitle: string;
  pdfResults: string;
  script: RegExp;
};

const HINDI: Words = {
  language: 'hi',
  dir: 'ltr',
  dashboardTitle: 'आपका आकलन',
  acknowledge: 'मैंने इसे पढ़ लिया है',
  start: 'टेस्ट शुरू करें',
  position: 'प्रश्न 1 /',
  submitSection: 'खंड जमा करें',
  confirmTitle: 'यह खंड जमा करें?',
  submitAssessment: 'आकलन जमा करें',
  submitConfirm: 'अपना आकलन जमा करें?',
  completed: 'आकलन पूरा हुआ!',
  mailSubject: 'आकलन निमंत्रण',
  feedbackTitle: 'आपकी फ़ीडबैक रिपोर्ट',
  pdfResults: 'आपके परिणाम',
  script: /[\u0900-\u097F]/,
};

const ARABIC: Words = {
  language: 'ar',
  dir: 'rtl',
  dashboardTitle: 'تقييمك',
  acknowledge: 'لقد قرأت هذا',
  start: 'ابدأ الاختبار',
  position: 'السؤال',
  submitSection: 'إرسال القسم',
  confirmTitle: 'هل تريد إرسال هذا القسم؟',
  submitAssessment: 'إرسال التقييم',
  submitConfirm: 'هل تريد إرسال تقييمك؟',
  completed: 'اكتمل التقييم!',
  mailSubject: 'دعوتك إلى تقييم',
  feedbackTitle: 'تقرير الملاحظات الخاص بك',
  pdfResults: 'نتائجك',
  script: /[\u0600-\u06FF]/,
};

/**
 * The whole journey in one language: the email, accept, dashboard, a Big Five section in the candidate's
 * language, final submission, and the feedback report the assessment offers, on screen and as a PDF.
 */
async function journey(page: Page, words: Words, name: string) {
  const { link, mail, email } = await invite(name, words.language, BIG_FIVE);
  expect(mail.subject).toContain(words.mailSubject);
  expect(mail.text).toContain(name);
  expect(mail.text).toContain(`lang=${words.language}`);
  await query(
    'UPDATE assessments SET feedback_report_enabled = true WHERE id = (SELECT assessment_id FROM candidates WHERE email = $1)',
    [email],
  );
  await page.setViewportSize(DESKTOP);
  // The email's link opens the dashboard in the candidate's language, with no password on the way.
  await page.goto(link);
  await expect(page).toHaveURL(/\/candidate-dashboard\?application=/);
  await expect(page.getByRole('heading', { level: 1, name: words.dashboardTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', words.language);
  await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByRole('button', { name: words.acknowledge }).click();
  const start = page.getByRole('link', { name: new RegExp(`^${words.start}`) });
  await expect(start).toBeVisible();
  await shots(page, `${words.language}-dashboard`);
  await start.click();

  await expect(page.getByTestId('question-position')).toContainText(words.position);
  await expect(page.locator('html')).toHaveAttribute('lang', words.language);
  // The statement and its rating scale are the published translation, scored with the same key.
  await expect(page.getByRole('radio').first()).toBeVisible();
  expect(await page.getByRole('radiogroup').first().innerText()).toMatch(words.script);
  await page.getByRole('radio').first().click();
  await shots(page, `${words.language}-runner`);
  await page.getByRole('button', { name: words.submitSection }).first().click();
  const confirm = page.getByRole('alertdialog', { name: words.confirmTitle });
  await confirm.getByRole('button', { name: words.submitSection }).click();

  await expect(page).toHaveURL(/\/candidate-dashboard(\?application=[\w-]+)?$/, { timeout: 15_000 });
  await page.getByRole('button', { name: words.submitAssessment }).click();
  const final = page.getByRole('alertdialog', { name: words.submitConfirm });
  await final.getByRole('button', { name: words.submitAssessment }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.completed })).toBeVisible();
  await shots(page, `${words.language}-completed`);

  // Once scored, the feedback report in the candidate's language, and its PDF with their name as written.
  await expect
    .poll(
      async () =>
        (
          await query(
            `SELECT e.evaluation_status FROM evaluations e JOIN candidates c ON c.id = e.candidate_id WHERE c.email = $1`,
            [email],
          )
        )[0]?.evaluation_status,
      { timeout: 60_000 },
    )
    .toMatch(/completed|needs_review/);
  await page.goto('/candidate-feedback');
  await expect(page.getByRole('heading', { level: 1, name: words.feedbackTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', words.dir);
  await shots(page, `${words.language}-feedback`);
  const pdf = await page.request.get('/api/candidate/feedback/pdf');
  expect(pdf.status()).toBe(200);
  const file = test.info().outputPath(`feedback-${words.language}.pdf`);
  const { writeFile } = await import('node:fs/promises');
  await writeFile(file, await pdf.body());
  const { stdout: text } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  expect(text).toContain(name);
  expect(text).toContain(words.pdfResults);
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
}

test('a candidate invited in Hindi takes their assessment in Hindi', async ({ page }) => {
  test.setTimeout(120_000);
  await journey(page, HINDI, 'अनन्या शर्मा');
});

test('a candidate invited in Arabic takes their assessment right to left', async ({ page }) => {
  test.setTimeout(120_000);
  await journey(page, ARABIC, 'محمد العلي');
});

test('the Arabic dashboard is mirrored: the start of each line is on the right', async ({ page }) => {
  test.setTimeout(90_000);
  const { link } = await invite('ليلى حسن', 'ar');
  await page.setViewportSize(DESKTOP);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: ARABIC.dashboardTitle })).toBeVisible();
  // Where the heading's words are drawn (a block heading spans the whole width), against the content's edges.
  const { text, main } = JSON.parse(
    await page.evaluate<string>(`(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('main h1'));
      const box = (r) => ({ left: r.left, right: r.right });
      return JSON.stringify({
        text: box(range.getBoundingClientRect()),
        main: box(document.querySelector('main').getBoundingClientRect()),
      });
    })()`),
  ) as { text: { left: number; right: number }; main: { left: number; right: number } };
  expect(main.right - text.right).toBeLessThan(40);
  expect(text.left - main.left).toBeGreaterThan(600);
  // The notice's primary button is the rightmost of its row.
  const read = await page.getByRole('button', { name: ARABIC.acknowledge }).boundingBox();
  const ask = await page.getByRole('button', { name: 'اطلب ترتيبًا تيسيريًا' }).first().boundingBox();
  if (!read || !ask) throw new Error('no buttons');
  expect(read.x).toBeGreaterThan(ask.x);
});

test('the switcher’s choice holds across a reload and reaches the candidate’s record', async ({ page }) => {
  test.setTimeout(90_000);
  const { email, link } = await invite('Priya Patel', 'hi');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: HINDI.dashboardTitle })).toBeVisible();

  await page.getByRole('combobox', { name: 'भाषा' }).selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tu evaluación' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu evaluación' })).toBeVisible();
  // Saved to the record, so the next emails are in Spanish too.
  await expect
    .poll(async () => (await query('SELECT language FROM candidates WHERE email = $1', [email]))[0]?.language)
    .toBe('es');

  // Signed out, the sign-in page keeps the candidate's language; other pages on the device stay English.
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  // The frame of the sign-in page is the candidate's language too.
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
