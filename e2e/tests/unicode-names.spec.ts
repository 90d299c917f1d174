import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { adminWithCompany, signIn, sql, submitEveryAnswer } from './support';

/** Candidates in several scripts (issue 23): each must read back exactly, in the table and the PDF. */
const stamp = Date.now();
const CANDIDATES = [
  { name: 'अनन्या शर्मा', email: `ananya.${stamp}@e2e.test`, position: 'विश्लेषक' },
  { name: 'محمد علي', email: `mohammed.${stamp}@e2e.test`, position: 'محلل بيانات' },
  { name: '王芳', email: `wang.${stamp}@e2e.test`, position: '工程师' },
  { name: 'Анна Иванова', email: `anna.${stamp}@e2e.test`, position: 'Аналитик' },
] as const;
const ARABIC = CANDIDATES[1];
const SHOTS = '/tmp/unicode/shots';

const table = (page: Page) => page.getByRole('table').filter({ hasText: 'Actions' });
const rowOf = (page: Page, email: string) => table(page).getByRole('row').filter({ hasText: email });

test('an admin uploads names in four scripts, sees them intact, and the PDF report prints them', async ({
  page,
}) => {
  const admin = await adminWithCompany('Priya Admin');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  await page.getByRole('checkbox', { name: 'Situational Judgement' }).check();
  await page.getByRole('button', { name: 'Next: Upload CSV' }).click();
  // As Excel saves "CSV UTF-8": a byte order mark and CRLF.
  const csv = `\uFEFFfull_name,email,position\r\n${CANDIDATES.map((c) => `${c.name},${c.email},${c.position}`).join('\r\n')}\r\n`;
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'international.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  const preview = page.getByTestId('csv-preview');
  for (const c of CANDIDATES) await expect(preview).toContainText(c.name);
  await page.getByRole('button', { name: 'Next: Review' }).click();
  await page.getByRole('button', { name: `Upload ${CANDIDATES.length} candidates` }).click();

  for (const c of CANDIDATES) {
    const row = rowOf(page, c.email);
    await expect(row).toContainText('Ready', { timeout: 30_000 });
    // The cell holds the name exactly as uploaded, isolated from the row's direction.
    const cell = row.locator('bdi').first();
    await expect(cell).toHaveText(c.name);
  }
  // The Arabic name does not pull the email cell beside it into right-to-left order.
  await expect(rowOf(page, ARABIC.email).getByRole('cell').nth(2)).toHaveText(ARABIC.email);

  // The Arabic candidate submits (their password set as the support helpers do); the admin downloads the PDF.
  await sql(
    `INSERT INTO account (id, account_id, provider_id, user_id, password)
     SELECT gen_random_uuid()::text, u.id, 'credential', u.id, a.password
     FROM "user" u, account a JOIN "user" au ON au.id = a.user_id
     WHERE u.email = $1 AND au.email = $2 AND a.provider_id = 'credential'`,
    [ARABIC.email, admin.email],
  );
  await submitEveryAnswer({ email: ARABIC.email, password: admin.password });
  const row = rowOf(page, ARABIC.email);
  await expect(row.getByTestId('score-cell')).toContainText(/\d+\.\d\/100/, { timeout: 30_000 });

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await rowOf(page, CANDIDATES[0].email).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/unicode-names-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await row.getByRole('button', { name: `View ${ARABIC.name}’s report` }).click();
  const dialog = page.getByRole('dialog', { name: `Assessment report: ${ARABIC.name}` });
  await expect(dialog).toBeVisible();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: `Download ${ARABIC.name}’s PDF report` }).click();
  const file = await (await downloading).path();
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .normalize('NFC')
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ');
  expect(text).toContain(ARABIC.name);
  expect(text).toContain(ARABIC.position);
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  execFileSync('pdftoppm', [
    '-r',
    '80',
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    `${SHOTS}/unicode-report`,
  ]);
  expect(fonts).toMatch(/[A-Z]{6}\+NotoSansArabic-Bold\s.*yes\s+yes\s+yes/);
});
