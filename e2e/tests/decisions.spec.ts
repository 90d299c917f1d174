import { expect, type Page, test } from '@playwright/test';
import {
  adminWithCompany,
  apiSession,
  createVerifiedAdmin,
  expectAccessible,
  screenshot,
  signIn,
  sql,
  toasts,
  uniqueEmail,
  waitForMail,
} from './support';

const candidatesTable = (page: Page) => page.getByRole('table').filter({ hasText: 'Actions' });
const row = (page: Page, text: string) => candidatesTable(page).getByRole('row').filter({ hasText: text });

test('an admin writes a Rejected email, shortlists two in bulk, rejects one with the email and reads the history', async ({
  page,
}) => {
  // Three candidates through the pipeline and a mail read through the CLI: slow on a busy 2-core machine.
  test.setTimeout(120_000);
  const admin = await adminWithCompany('Dana Decider');
  // Moving several candidates at once is a bulk operation: Enterprise.
  await sql(`UPDATE companies SET plan = 'enterprise' WHERE name = $1`, [admin.company.name]);
  const adminApi = await apiSession(admin.email, admin.password);
  const stamp = Date.now();
  const people = [
    { name: `Rita Reject ${stamp}`, email: uniqueEmail('rita') },
    { name: `Sam Short ${stamp}`, email: uniqueEmail('sam') },
    { name: `Nora New ${stamp}`, email: uniqueEmail('nora') },
  ];
  for (const person of people) {
    const created = await adminApi.post('/api/n8n/create-candidate', {
      full_name: person.name,
      email: person.email,
      position: 'Support Engineer',
      testConfiguration: { testMode: 'ai-generated' },
    });
    expect(created.status).toBe(201);
  }
  const [rita, sam, nora] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // Settings → Decision emails: the Rejected email, with a placeholder the preview refuses, then fixed.
  await page.goto('/settings/decision-emails');
  await expect(page.getByRole('heading', { name: 'Decision emails' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Rejected/ })).toHaveAttribute('aria-selected', 'true');
  // Until the company writes its own, the ready-made email stands, in English here.
  await expect(page.getByLabel('Rejected email subject')).toHaveValue(
    'Your application for {{position}} at {{company_name}}',
  );
  await expect(page.getByTestId('ready-made-email')).toContainText("sent in each candidate's language");
  await page.getByLabel('Rejected email subject').fill('Your application at {{company_name}}');
  const message = page.getByLabel('Rejected email message');
  await message.fill('Dear {{candidate_name}},\n\nThank you for your time on {{salary}}.');
  const preview = page.getByRole('region', { name: 'Preview of the Rejected email' });
  await expect(preview).toContainText('Unknown placeholder {{salary}}');
  await message.fill('Dear ');
  await page.getByRole('button', { name: /^Insert \{\{candidate_name\}\}/ }).click();
  await message.press('End');
  await message.pressSequentially(
    ',\n\nThank you for your time on {{assessment_name}} for the {{position}} role. We will not move forward.\n\nKind regards,\n{{company_name}}',
  );
  await expect(message).toHaveValue(/^Dear \{\{candidate_name\}\},/);
  await expect(preview.getByTestId('preview-subject')).toHaveText(
    `Your application at ${admin.company.name}`,
  );
  await expect(preview.getByTestId('preview-text')).toContainText('Dear Alex Sample,');
  await expect(preview.getByTestId('preview-text')).toContainText('for the Frontend Engineer role');
  await page.getByRole('button', { name: 'Save Rejected email' }).click();
  await expect(toasts(page)).toContainText('Rejected email saved');
  await expect(page.getByText(/Last saved .* by Dana Decider/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'decisions-settings-1440', { fullPage: true });

  // The dashboard: shortlist two in bulk. Shortlisted has its ready-made email, offered but never
  // ticked by itself; moving back to New has none.
  await page.goto('/admin-dashboard');
  await row(page, rita.name).getByRole('checkbox').check();
  await row(page, sam.name).getByRole('checkbox').check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await bulk.getByRole('button', { name: 'Move to stage…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Move 2 candidates to a stage');
  const offered = dialog.getByRole('checkbox', { name: 'Send the decision email' });
  await expect(offered).toBeEnabled();
  await expect(offered).not.toBeChecked();
  await expect(dialog).toContainText("Sends the ready-made Shortlisted email, in each candidate's language");
  await dialog.getByRole('button', { name: 'Move to Shortlisted' }).click();
  await expect(toasts(page)).toContainText('2 candidates moved to Shortlisted.');
  await expect(row(page, rita.name).getByRole('combobox', { name: `Stage of ${rita.name}` })).toHaveText(
    'Shortlisted',
  );
  await expect(row(page, sam.name).getByRole('combobox', { name: `Stage of ${sam.name}` })).toHaveText(
    'Shortlisted',
  );
  await expect(row(page, nora.name).getByRole('combobox', { name: `Stage of ${nora.name}` })).toHaveText(
    'New',
  );

  // One row's select: Rejected has an email, so the dialog asks; the email is sent only when ticked.
  await row(page, rita.name)
    .getByRole('combobox', { name: `Stage of ${rita.name}` })
    .click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await expect(dialog.getByRole('heading')).toHaveText(`Move ${rita.name} to a stage`);
  const sendEmail = dialog.getByRole('checkbox', { name: 'Send the decision email' });
  await expect(sendEmail).not.toBeChecked();
  await sendEmail.check();
  const emailPreview = dialog.getByRole('region', { name: 'Email preview' });
  await expect(emailPreview).toContainText(`Dear ${rita.name},`);
  await expect(emailPreview).toContainText('for the Support Engineer role');
  await screenshot(page, 'decisions-move-dialog-1440');
  await dialog.getByRole('button', { name: 'Move to Rejected' }).click();
  await expect(toasts(page)).toContainText(`${rita.name} moved to Rejected. 1 email on the way.`);

  const mail = await waitForMail(rita.email, `Your application at ${admin.company.name}`);
  expect(mail.text).toContain(`Dear ${rita.name},`);
  expect(mail.text).toContain('for the Support Engineer role. We will not move forward.');
  expect(mail.html).toContain(admin.company.name);

  // The stage filter, then the history: who and when, and that the email went.
  await page.getByRole('combobox', { name: 'Filter by stage' }).click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/stage=rejected/);
  await expect(row(page, rita.name)).toBeVisible();
  await expect(row(page, sam.name)).toHaveCount(0);
  await row(page, rita.name)
    .getByRole('button', { name: `More actions for ${rita.name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Stage history' }).click();
  const history = page.getByRole('dialog', { name: `Stage history of ${rita.name}` });
  const changes = history.getByRole('list', { name: 'Stage changes' }).getByRole('listitem');
  await expect(changes).toHaveCount(2);
  await expect(changes.first()).toContainText('Shortlisted');
  await expect(changes.first()).toContainText('Rejected');
  await expect(changes.first()).toContainText(`by Dana Decider (${admin.email})`);
  await expect(changes.first()).toContainText('Decision email sent');
  await expect(changes.nth(1)).not.toContainText('Decision email sent');
  await expectAccessible(page);
  await screenshot(page, 'decisions-history-1440');
  await history.getByRole('button', { name: 'Close', exact: true }).click();

  // No email to anyone who was only shortlisted.
  const sent = await sql('SELECT count(*)::int AS n FROM outbox WHERE "to" = $1 AND subject LIKE $2', [
    sam.email,
    'Your application at%',
  ]);
  expect(sent.rows[0]?.n).toBe(0);

  // A phone: the table scrolls inside its card, the settings page stacks.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin-dashboard');
  await expect(row(page, sam.name)).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await page.getByRole('combobox', { name: 'Filter by stage' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'decisions-dashboard-390');
  await page.goto('/settings/decision-emails');
  await expect(page.getByLabel('Rejected email subject')).toHaveValue('Your application at {{company_name}}');
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await page.getByRole('tab', { name: /Rejected/ }).scrollIntoViewIfNeeded();
  await screenshot(page, 'decisions-settings-390');
  await page.getByRole('region', { name: 'Preview of the Rejected email' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'decisions-settings-preview-390');
});

test('a reviewer sees the stages and their history but cannot move anyone', async ({ page }) => {
  const admin = await adminWithCompany('Dana Decider');
  const adminApi = await apiSession(admin.email, admin.password);
  const name = `Hana Hired ${Date.now()}`;
  const created = await adminApi.post('/api/n8n/create-candidate', {
    full_name: name,
    email: uniqueEmail('hana'),
    testConfiguration: { testMode: 'ai-generated' },
  });
  expect(created.status).toBe(201);
  const [id] = (created.body as { candidateIds: string[] }).candidateIds;
  const moved = await adminApi.request('PATCH', `/api/candidates/${id}/stage`, { stage: 'hired' });
  expect(moved.status).toBe(200);
  await adminApi.request('PUT', '/api/company/stage-labels', {
    new: 'Applied',
    shortlisted: 'Interview',
    rejected: 'Declined',
    hired: 'Offer made',
  });

  // A colleague of the company with the reviewer role (the team journey covers the invitation itself).
  const reviewer = await createVerifiedAdmin('Rene Reviewer');
  await sql(
    `UPDATE profiles SET role_id = (SELECT id FROM roles WHERE name = 'reviewer'),
       company_id = (SELECT id FROM companies WHERE name = $2)
     WHERE id = (SELECT id FROM "user" WHERE email = $1)`,
    [reviewer.email, admin.company.name],
  );
  await signIn(page, reviewer.email, reviewer.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const candidate = row(page, name);
  await expect(candidate).toContainText('Offer made');
  await expect(candidate.getByRole('combobox', { name: `Stage of ${name}` })).toHaveCount(0);
  await candidate.getByRole('checkbox').check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk.getByRole('button', { name: 'Export selected' })).toBeVisible();
  await expect(bulk.getByRole('button', { name: 'Move to stage…' })).toHaveCount(0);
  await candidate.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Stage history' }).click();
  const history = page.getByRole('dialog', { name: `Stage history of ${name}` });
  await expect(history).toContainText('Applied');
  await expect(history).toContainText('Offer made');
  await expect(history).toContainText('by Dana Decider');
  await history.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('combobox', { name: 'Filter by stage' }).click();
  await expect(page.getByRole('option', { name: 'Declined' })).toBeVisible();
  await page.keyboard.press('Escape');
  await screenshot(page, 'decisions-reviewer-1440');
});
