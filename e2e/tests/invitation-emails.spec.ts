import { expect, test } from '@playwright/test';
import {
  adminWithCompany,
  apiSession,
  chooseOption,
  expectAccessible,
  linkIn,
  screenshot,
  signIn,
  toasts,
  uniqueEmail,
  waitForMail,
} from './support';

/** English Grammar, a short test of the seeded library (migration 0004). */
const GRAMMAR = '6f1d0a3e-1b7a-4c1e-9a01-000000000005';

test('an admin writes the English invitation in their words; an English candidate gets it with the link, a Hindi one the built-in Hindi text', async ({
  page,
}) => {
  // Two candidates through the pipeline and mail read through the CLI: slow on a busy 2-core machine.
  test.setTimeout(120_000);
  const admin = await adminWithCompany('Ines Inviter');
  const adminApi = await apiSession(admin.email, admin.password);
  const opening = 'Support Agent — Remote';
  const created = await adminApi.post('/api/assessments', {
    name: opening,
    position: 'Support Agent',
    experienceLevel: 'Junior',
    status: 'open',
    testConfiguration: { selectedTests: [{ id: GRAMMAR }], testMode: 'pre-built' },
    window: {
      opensAt: null,
      closesAt: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString(),
      timeZone: 'UTC',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // Settings → Hiring → Invitation emails, beside Decision emails.
  await page.goto('/settings/decision-emails');
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Invitation emails' })
    .click();
  await expect(page).toHaveURL(/\/settings\/invitation-emails$/);
  await expect(page.getByRole('heading', { name: 'Invitation emails', level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Invitation' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Candidate language' })).toHaveText(
    'English: built-in text',
  );

  // Empty fields keep the built-in words, which show as the fields' placeholders.
  const subject = page.getByLabel('English invitation subject');
  const message = page.getByLabel('English invitation message');
  await expect(subject).toHaveAttribute('placeholder', 'Your assessment invitation from {{company_name}}');
  const preview = page.getByRole('region', { name: 'Preview of the English invitation' });
  await expect(preview.getByTestId('preview-subject')).toHaveText(
    `Your assessment invitation from ${admin.company.name}`,
  );

  // A placeholder the invitation does not know is refused where the preview would be.
  await subject.fill('{{company_name}}: your {{salary}}');
  await expect(preview).toContainText('Unknown placeholder {{salary}}');
  await subject.fill('{{company_name}} would like to hear from you');
  await message.fill('Dear ');
  await page.getByRole('button', { name: /^Insert \{\{candidate_name\}\}/ }).click();
  await message.press('End');
  await message.pressSequentially(
    ',\n\nThank you for applying to {{assessment_name}}. This short assessment is the first step; please take it by {{deadline}}.',
  );
  await expect(preview.getByTestId('preview-subject')).toHaveText(
    `${admin.company.name} would like to hear from you`,
  );
  await expect(preview.getByTestId('preview-text')).toContainText(
    'Dear Alex Sample,\n\nThank you for applying to Frontend Engineer assessment.',
  );
  // The generated parts stay: the sections, the personal link and the privacy line.
  await expect(preview.getByTestId('preview-text')).toContainText('Logical reasoning: 20 minutes');
  await expect(preview.getByTestId('preview-text')).toContainText('Start the assessment: http');
  await expect(preview.getByTestId('preview-text')).toContainText('please do not forward this email');
  await page.getByRole('button', { name: 'Save English invitation' }).click();
  await expect(toasts(page)).toContainText('English invitation saved');
  await expect(page.getByTestId('text-status')).toContainText(/Your text, last saved .* by Ines Inviter/);
  await expect(page.getByRole('combobox', { name: 'Candidate language' })).toHaveText('English: your text');
  await expectAccessible(page);
  await screenshot(page, 'invitation-emails-1440', { fullPage: true });

  // Hindi keeps the built-in Hindi text: nothing written for English is sent in another language.
  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Candidate language' }),
    'Hindi (हिन्दी): built-in text',
  );
  await expect(page.getByLabel('Hindi invitation subject')).toHaveValue('');
  await expect(page.getByTestId('text-status')).toContainText('candidates who read Hindi get it');
  await expect(
    page.getByRole('region', { name: 'Preview of the Hindi invitation' }).getByTestId('preview-subject'),
  ).toHaveText(`${admin.company.name} की ओर से आपका आकलन निमंत्रण`);

  // The reminders have their own text, previewed for a candidate who has started or not.
  await page.getByRole('tab', { name: 'Reminders' }).click();
  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Candidate language' }),
    'English: built-in text',
  );
  const reminderPreview = page.getByRole('region', { name: 'Preview of the English reminder' });
  await expect(reminderPreview.getByTestId('preview-subject')).toContainText(
    'Reminder: complete your assessment by',
  );
  await chooseOption(page, page.getByRole('combobox', { name: 'To a candidate who' }), 'has started');
  await expect(reminderPreview.getByTestId('preview-subject')).toContainText(
    'Reminder: finish your assessment by',
  );

  // A phone: the page fits 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Invitation' }).click();
  await expect(page.getByLabel(/invitation subject$/)).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'invitation-emails-390', { fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Invite two people on the opening's Invite tab: one in English (the assessment's language), one in Hindi.
  const english = { name: 'Emma English', email: uniqueEmail('emma') };
  const hindi = { name: 'Ananya Sharma', email: uniqueEmail('ananya') };
  await page.goto(`/admin-assessments/${created.body.id}?tab=invite`);
  const form = page.getByRole('form', { name: 'Add a candidate' });
  await form.getByLabel('Full name').fill(english.name);
  await form.getByLabel('Email').fill(english.email);
  await form.getByRole('button', { name: 'Add candidate' }).click();
  await expect(toasts(page)).toContainText('Candidate added');
  await form.getByLabel('Full name').fill(hindi.name);
  await form.getByLabel('Email').fill(hindi.email);
  await chooseOption(page, form.getByRole('combobox', { name: 'Language' }), 'Hindi (हिन्दी)');
  await form.getByRole('button', { name: 'Add candidate' }).click();
  await expect(toasts(page)).toContainText('Candidate added');

  const mail = await waitForMail(english.email, `${admin.company.name} would like to hear from you`);
  expect(mail.text).toContain(
    `Hello Emma English,\n\nDear Emma English,\n\nThank you for applying to ${opening}. This short assessment is the first step; please take it by `,
  );
  expect(mail.text).not.toContain('invites you to take the online assessment');
  expect(mail.text).toContain('It is open until');
  expect(mail.text).toContain('- English Grammar:');
  expect(mail.text).toContain('The link is yours alone: please do not forward this email.');
  const link = linkIn(mail.text);
  expect(link).toMatch(/\/accept-invite\?token=[\w-]{43}/);
  expect(mail.html).toContain(`href="${link}"`);

  const hindiMail = await waitForMail(hindi.email, `${admin.company.name} की ओर से आपका आकलन निमंत्रण`);
  expect(hindiMail.text).not.toContain('Thank you for applying');
  expect(hindiMail.text).toContain('आकलन शुरू करें: http');

  // The link still opens the application.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/candidate-dashboard\?application=/, { timeout: 20_000 });
  await expect(page.getByTestId('section-card')).toContainText('English Grammar');
});
