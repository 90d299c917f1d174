import { expect, test } from '@playwright/test';
import {
  adminWithCompany,
  apiSession,
  expectAccessible,
  provisionedCandidate,
  screenshot,
  signIn,
  sql,
  submitEveryAnswer,
  toasts,
} from './support';

/** English Grammar and English Vocabulary, two short tests of the seeded library (migration 0004). */
const GRAMMAR = '6f1d0a3e-1b7a-4c1e-9a01-000000000005';
const VOCABULARY = '6f1d0a3e-1b7a-4c1e-9a01-000000000006';

/**
 * A person with applications at two companies (decision 032 step 4): the second company's pipeline invites
 * the person on the account they already have, as it would a new address.
 */
async function personWithTwoApplications() {
  const person = await provisionedCandidate([GRAMMAR], 'Priya Person');
  const globex = await adminWithCompany('Gita Admin', 'Retail');
  const globexApi = await apiSession(globex.email, globex.password);
  const created = await globexApi.post('/api/n8n/create-candidate', {
    full_name: 'Priya Person',
    email: person.email,
    position: 'Support Agent',
    testConfiguration: { selectedTests: [{ id: VOCABULARY }], testMode: 'pre-built' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  // Globex's invitation step links its application to the person's one account.
  await expect
    .poll(
      async () =>
        (
          await sql(
            `SELECT c.user_id = u.id AS linked FROM candidates c JOIN companies co ON co.id = c.company_id
             JOIN "user" u ON u.email = c.email WHERE c.email = $1 AND co.name = $2`,
            [person.email, globex.company.name],
          )
        ).rows[0]?.linked,
      { timeout: 30_000 },
    )
    .toBe(true);
  return { person, globex };
}

test('a person with two applications chooses one, takes it on its own page, and comes back to the list', async ({
  page,
}) => {
  const { person, globex } = await personWithTwoApplications();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/candidate-dashboard$/);

  const list = page.getByRole('region', { name: 'Your applications' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
  await expect(page.getByText('You have 2 applications. Choose one to continue.')).toBeVisible();
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(person.admin.company.name);
  await expect(cards.nth(0)).toContainText('Not Started');
  await expect(cards.nth(1)).toContainText(globex.company.name);
  await expectAccessible(page);
  await screenshot(page, 'candidate-applications-1440');

  // The second company's application: its own notice, its own section, the address naming it.
  await list.getByRole('link', { name: new RegExp(`^Open .* at ${globex.company.name}$`) }).click();
  await expect(page).toHaveURL(/\/candidate-dashboard\?application=[0-9a-f-]{36}$/);
  const globexApplication = new URL(page.url()).searchParams.get('application');
  await expect(page.getByRole('heading', { level: 1, name: 'Your assessment' })).toBeVisible();
  await expect(page.getByTestId('section-card')).toHaveCount(1);
  await expect(page.getByTestId('section-card')).toContainText('English Vocabulary');
  await page.getByRole('button', { name: 'I have read this' }).click();
  await page.getByRole('link', { name: /^Start Test/ }).click();
  await expect(page).toHaveURL(new RegExp(`/test-section/[0-9a-f-]{36}\\?application=${globexApplication}$`));
  await page.getByRole('button', { name: 'Submit Section' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit Section' }).click();
  // Back on the same application's dashboard, its one section completed.
  await expect(page).toHaveURL(new RegExp(`/candidate-dashboard\\?application=${globexApplication}$`));
  await expect(page.getByTestId('sections-completed')).toHaveText('1 of 1 sections completed');

  // Back to the list, then the first company's application, with its own section.
  await page.getByRole('link', { name: 'All your applications' }).click();
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
  await expect(cards.nth(1)).toContainText('Completed');
  await list.getByRole('link', { name: new RegExp(`^Open .* at ${person.admin.company.name}$`) }).click();
  await expect(page.getByTestId('section-card')).toHaveCount(1);
  await expect(page.getByTestId('section-card')).toContainText('English Grammar');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'All your applications' }).click();
  await expect(cards).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'candidate-applications-390', { fullPage: true });
});

test('an admin adds a person of one opening to a second; its email opens the second, and they see both once signed in', async ({
  page,
}) => {
  const person = await provisionedCandidate([GRAMMAR], 'Ravi Repeat');
  const api = await apiSession(person.admin.email, person.admin.password);
  const opening = 'Support Agent — Remote';
  const created = await api.post('/api/assessments', {
    name: opening,
    position: 'Support Agent',
    experienceLevel: 'Junior',
    status: 'open',
    testConfiguration: { selectedTests: [{ id: VOCABULARY }], testMode: 'pre-built' },
    window: { opensAt: null, closesAt: null, timeZone: 'UTC' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);

  // The admin adds the person on the second opening's Invite tab, as anyone new.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, person.admin.email, person.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto(`/admin-assessments/${created.body.id}?tab=invite`);
  const form = page.getByRole('form', { name: 'Add a candidate' });
  await form.getByLabel('Full name').fill('Ravi Repeat');
  await form.getByLabel('Email').fill(person.email);
  await form.getByRole('button', { name: 'Add candidate' }).click();
  await expect(toasts(page)).toContainText('Candidate added');

  // The company's Candidates page lists the person once per opening.
  await page.goto(`/admin-dashboard?search=${encodeURIComponent(person.email)}`);
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: 'Ravi Repeat' });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: opening })).toHaveCount(1);
  await screenshot(page, 'candidate-two-openings-admin-1440');

  // The second invitation names the opening, and its link opens that application alone.
  const secondInvitation = async () =>
    (await sql(`SELECT text FROM outbox WHERE "to" = $1 AND text LIKE $2`, [person.email, `%${opening}%`]))
      .rows[0]?.text as string | undefined;
  await expect.poll(secondInvitation, { timeout: 30_000 }).toBeDefined();
  const text = (await secondInvitation()) ?? '';
  const link = text.match(/https?:\/\/\S*\/accept-invite\?token=\S+/)?.[0] ?? '';
  expect(link).not.toBe('');

  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/candidate-dashboard\?application=/);
  await expect(page.getByTestId('section-card')).toContainText('English Vocabulary');
  await expect(page.getByText('To see all your applications, confirm it', { exact: false })).toBeVisible();

  // Signed in with their password, they see both.
  await page.context().clearCookies();
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
  const list = page.getByRole('region', { name: 'Your applications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('link', { name: new RegExp(`^Open ${opening} at `) }).click();
  await expect(page.getByTestId('section-card')).toHaveCount(1);
  await expect(page.getByTestId('section-card')).toContainText('English Vocabulary');
  await screenshot(page, 'candidate-two-openings-1440');
});

test('an opening set to take re-applications admits a person again once their application is finished', async ({
  page,
}) => {
  const person = await provisionedCandidate([GRAMMAR], 'Rekha Returns');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, person.admin.email, person.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const { rows } = await sql(`SELECT assessment_id FROM candidates WHERE email = $1`, [person.email]);
  const openingId = String(rows[0]?.assessment_id);

  // The admin allows re-applications in the opening's settings.
  await page.goto(`/admin-assessments/${openingId}/edit`);
  await page.getByRole('combobox', { name: 'Re-applications' }).click();
  await page.getByRole('option', { name: 'Again once their earlier application is finished' }).click();
  await screenshot(page, 'opening-reapplications-setting-1440');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page)).toContainText('Assessment saved');

  // Still going on: adding the person again is refused, with the reason.
  const addAgain = async () => {
    await page.goto(`/admin-assessments/${openingId}?tab=invite`);
    const form = page.getByRole('form', { name: 'Add a candidate' });
    await form.getByLabel('Full name').fill('Rekha Returns');
    await form.getByLabel('Email').fill(person.email);
    await form.getByRole('button', { name: 'Add candidate' }).click();
  };
  await addAgain();
  await expect(toasts(page)).toContainText('is already a candidate of this assessment');

  // Once submitted, the same opening takes the person again, as their second application.
  await submitEveryAnswer(person);
  await addAgain();
  await expect(toasts(page)).toContainText('Candidate added');
  await page.goto(`/admin-assessments/${openingId}`);
  const applications = page.getByRole('table').getByRole('row').filter({ hasText: 'Rekha Returns' });
  await expect(applications).toHaveCount(2);
  await expect(applications.filter({ hasText: '2nd application' })).toHaveCount(1);
  await screenshot(page, 'opening-reapplication-row-1440');
});
