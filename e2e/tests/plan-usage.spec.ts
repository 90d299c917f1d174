import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { adminWithCompany, recordToasts, screenshot, signIn, toasts } from './support';

const run = promisify(execFile);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');

/** The real `npm run set-plan` command, against the running app's database. */
async function setPlan(company: string, plan: string, limit: string) {
  const { stdout } = await run(
    process.execPath,
    ['dist/cli/set-plan.js', '--company', company, '--plan', plan, '--limit', limit],
    { cwd: serverRoot, env: { ...process.env, DATA_DIR: E2E_DATA_DIR } },
  );
  return stdout;
}

const companyCard = (page: Page) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByText('Company details') });
const candidatesTable = (page: Page) => page.getByRole('table').filter({ hasText: 'Actions' });

/** Up to the review tab, where the file's rows are checked before anything is submitted. */
async function reviewInWizard(page: Page, name: string, rows: string[]) {
  await page.getByRole('radio', { name: 'AI-generated' }).check();
  await page.getByRole('button', { name: 'Next: Upload CSV' }).click();
  await page.getByLabel('CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`full_name,email\n${rows.join('\n')}\n`, 'utf8'),
  });
  await page.getByRole('button', { name: 'Next: Review' }).click();
}

async function uploadThroughWizard(page: Page, name: string, rows: string[]) {
  await reviewInWizard(page, name, rows);
  await page.getByRole('button', { name: /^Upload \d+ candidates?$/ }).click();
}

test("the admin sees the plan's usage, and an upload or a candidate beyond it is refused with the numbers", async ({
  page,
}) => {
  // Two uploads through the wizard, the pipeline generating two forms, and the real CLI: a long journey.
  test.setTimeout(90_000);
  const admin = await adminWithCompany('Polly Plan');
  const shown = await recordToasts(page);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  const card = companyCard(page);
  await expect(card.getByText('Startup', { exact: true })).toBeVisible();
  await expect(page.getByTestId('plan-usage')).toHaveText('0 of 1,000 test generations used this month');
  await expect(page.getByTestId('plan-remaining')).toHaveText('1,000 left');
  await expect(card.getByRole('progressbar', { name: 'Test generations used this month' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 1,000 used',
  );

  // 1,001 people: one more than the Startup plan's month. The review tab says so before submitting, with
  // the message the upload would be refused with, and the upload cannot be submitted. Nothing is written.
  const stamp = Date.now();
  const many = Array.from({ length: 1_001 }, (_, i) => `Person ${i},p${i}.${stamp}@e2e.test`);
  await reviewInWizard(page, 'too-many.csv', many);
  const review = page.getByRole('tabpanel', { name: '3. Review & Submit' });
  await expect(
    review.getByRole('alert').filter({ hasText: 'Not enough test generations left' }),
  ).toContainText(
    'This upload needs 1,001 test generations, but the Startup plan allows 1,000 a month: 0 are used this month and 0 are waiting for their questions, so 1,000 are left. Upload at most 1,000 candidates, or contact sales about the Enterprise plan.',
  );
  await expect(page.getByRole('button', { name: 'Upload 1,001 candidates' })).toBeDisabled();
  await screenshot(page, 'plan-upload-refused');
  await expect(candidatesTable(page)).toContainText('No candidates yet');
  await expect(page.getByTestId('plan-usage')).toHaveText('0 of 1,000 test generations used this month');

  // Two fit: their forms are generated and counted, live.
  await page.reload();
  await uploadThroughWizard(page, 'two.csv', [
    `Ann Able,ann.${stamp}@e2e.test`,
    `Bo Best,bo.${stamp}@e2e.test`,
  ]);
  await expect.poll(() => shown.texts().then((t) => t.join('\n'))).toContain('2 candidates processed.');
  await expect(page.getByTestId('plan-usage')).toHaveText('2 of 1,000 test generations used this month', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('plan-remaining')).toHaveText('998 left');

  // An agreed limit of 2 a month (set with the real command): nothing is left, and one more is refused.
  expect(await setPlan(admin.company.name, 'startup', '2')).toContain(
    `${admin.company.name} is on the Startup plan: 2 test generations a month (agreed limit`,
  );
  await page.reload();
  await expect(page.getByTestId('plan-usage')).toHaveText('2 of 2 test generations used this month');
  await expect(page.getByTestId('plan-remaining')).toHaveText('none left this month');
  await screenshot(page, 'plan-usage-card');

  await page.getByRole('button', { name: 'Add candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add candidate' });
  await dialog.getByLabel('Full name').fill('Cy Cant');
  await dialog.getByLabel('Email').fill(`cy.${stamp}@e2e.test`);
  await dialog.getByRole('button', { name: 'Add candidate' }).click();
  await expect(toasts(page)).toContainText('Failed to add candidate');
  await expect(toasts(page)).toContainText(
    /Adding this candidate needs 1 test generation, but the Startup plan allows 2 a month: 2 are used this month and 0 are waiting for their questions, so none are left\. The count starts again on [A-Z][a-z]+ 1 \(UTC\); to add candidates before then, contact sales about the Enterprise plan\./,
  );
  await expect(dialog).toBeVisible();
  await screenshot(page, 'plan-add-candidate-refused');
});
