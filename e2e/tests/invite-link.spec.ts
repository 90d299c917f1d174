import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import {
  adminWithCompany,
  apiSession,
  expectAccessible,
  linkIn,
  recordToasts,
  screenshot,
  signIn,
  toasts,
  uniqueEmail,
  waitForMail,
} from './support';

const LOGICAL_REASONING = '6f1d0a3e-1b7a-4c1e-9a01-000000000004';
const ENGLISH_GRAMMAR = '6f1d0a3e-1b7a-4c1e-9a01-000000000005';

/** An admin with an open assessment of two tests, made through the API. */
async function openAssessment(name: string) {
  const admin = await adminWithCompany('Lina Linker');
  const api = await apiSession(admin.email, admin.password);
  const created = await api.post('/api/assessments', {
    name,
    position: 'Support Specialist',
    experienceLevel: 'Junior',
    status: 'open',
    testConfiguration: {
      selectedTests: [{ id: LOGICAL_REASONING }, { id: ENGLISH_GRAMMAR }],
      testMode: 'pre-built',
    },
    window: { opensAt: null, closesAt: null, timeZone: 'UTC' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { admin, api, assessmentId: created.body.id as string };
}

test('a candidate joins through the public invitation link at 390 px and signs in to their sections', async ({
  browser,
  page,
}) => {
  // Two emails through the mail job and a pipeline run: longer than most journeys on a busy machine.
  test.slow();
  const { admin, assessmentId } = await openAssessment('Support Specialist, Lisbon');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // The admin makes the link on the assessment's Invite tab and copies it.
  await page.goto(`/admin-assessments/${assessmentId}?tab=invite`);
  await expect(page.getByText('This assessment has no invitation link yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create invitation link' }).click();
  await expect(page.getByTestId('invite-link-state')).toHaveText('Open: candidates can join');
  const field = page.getByRole('textbox', { name: 'Link', exact: true });
  const url = await field.inputValue();
  expect(url).toMatch(new RegExp(`^${BASE_URL}/join/[A-Za-z0-9_-]{32}$`));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(url);
  await expect(page.getByTestId('invite-link-counts')).toHaveText('0 joined through the link');
  await screenshot(page, 'invite-link-panel-1440', { fullPage: true });
  await expectAccessible(page);

  // A candidate opens it on a phone: the company, the assessment, its tests and time, a short form.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const candidate = await phone.newPage();
  await candidate.goto(url);
  await expect(
    candidate.getByRole('heading', { level: 1, name: 'Support Specialist, Lisbon' }),
  ).toBeVisible();
  await expect(
    candidate.getByText(`${admin.company.name} invites you to take an online assessment.`),
  ).toBeVisible();
  await expect(candidate.getByText('2 tests,')).toBeVisible();
  await expect(candidate.getByText(/Logical Reasoning: \d+ minutes/)).toBeVisible();
  // Nothing wider than the phone.
  expect(await candidate.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(candidate, 'join-page-390', { fullPage: true });
  await expectAccessible(candidate);

  // Validation in plain words, then the sign-up.
  await candidate.getByRole('button', { name: 'Continue' }).click();
  await expect(candidate.getByText('Enter your full name')).toBeVisible();
  const email = uniqueEmail('joiner');
  await candidate.getByLabel('Full name').fill('Jo Joiner');
  await candidate.getByLabel('Email').fill(email);
  await candidate.getByRole('button', { name: 'Continue' }).click();
  await expect(candidate.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(candidate.getByRole('status')).toContainText(email);
  await screenshot(candidate, 'join-check-email-390');

  // The confirmation email, then its page: a button, not a click-through, since mail scanners open links.
  const confirmation = await waitForMail(email, `Confirm your email for ${admin.company.name}`);
  expect(confirmation.text).toContain('valid for 24 hours and works once');
  const confirmUrl = linkIn(confirmation.text);
  expect(confirmUrl).toMatch(new RegExp(`^${BASE_URL}/join/confirm\\?token=`));
  await candidate.goto(confirmUrl);
  await expect(candidate.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
  await expect(candidate.getByText(email)).toBeVisible();
  await screenshot(candidate, 'join-confirm-390');
  await expectAccessible(candidate);
  await candidate.getByRole('button', { name: 'Confirm my email' }).click();
  // Confirmed, the page goes straight on to the assessment (decision 033): no second email to open.
  await expect(candidate).toHaveURL(/\/candidate-dashboard\?application=/, { timeout: 30_000 });
  await expect(candidate.getByRole('heading', { level: 1, name: 'Your assessment' })).toBeVisible();
  await screenshot(candidate, 'join-confirmed-390');
  await expectAccessible(candidate);

  // The link works once: opened again, it says so.
  await candidate.goto(confirmUrl);
  await expect(candidate.getByText('This link was already used')).toBeVisible();

  // The invitation email still comes, for coming back later: its link lands on the dashboard with the sections.
  const invitation = await waitForMail(email, `Your assessment invitation from ${admin.company.name}`);
  expect(invitation.text).toContain('Logical Reasoning');
  await candidate.goto(linkIn(invitation.text));
  await expect(candidate).toHaveURL(/\/candidate-dashboard\?application=/);
  await expect(candidate.getByRole('heading', { level: 1, name: 'Your assessment' })).toBeVisible();
  await expect(candidate.getByText('Logical Reasoning').first()).toBeVisible();
  await expect(candidate.getByText('English Grammar').first()).toBeVisible();
  await screenshot(candidate, 'join-candidate-dashboard-390', { fullPage: true });
  await phone.close();

  // Back on the admin's page: one joined through the link, and the candidate is in the table.
  await page.reload();
  await expect(page.getByTestId('invite-link-counts')).toHaveText('1 joined through the link');
  await page.getByRole('tab', { name: 'Candidates' }).click();
  await expect(page.getByRole('table')).toContainText('Jo Joiner');

  // Disabled, the link shows a clear page instead of the form; regenerated, the old one is unknown.
  await page.getByRole('tab', { name: 'Invite' }).click();
  await page.getByRole('button', { name: 'Disable link' }).click();
  await expect(page.getByTestId('invite-link-state')).toHaveText('Disabled: nobody can join');
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(url);
  await expect(visitor.getByText('This link is not active')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await screenshot(visitor, 'join-disabled-390');
  await page.getByRole('button', { name: 'Enable link' }).click();
  await page.getByRole('button', { name: 'Regenerate link' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('The old link stops working at once');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate link' }).click();
  await expect(field).not.toHaveValue(url);
  await visitor.goto(url);
  await expect(visitor.getByText('This link does not work')).toBeVisible();
  await visitor.close();

  // The admin's panel on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'invite-link-panel-390', { fullPage: true });
});

test('the admin adds candidates to an existing assessment: one by one, by CSV in the wizard, and copies a link', async ({
  page,
}) => {
  const { admin, api, assessmentId } = await openAssessment('Support Specialist, Porto');
  const shown = await recordToasts(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // One by one on the assessment's Invite tab.
  await page.goto(`/admin-assessments/${assessmentId}?tab=invite`);
  const form = page.getByRole('form', { name: 'Add a candidate' });
  const one = uniqueEmail('one');
  await form.getByLabel('Full name').fill('Olga One');
  await form.getByLabel('Email').fill(one);
  await form.getByRole('button', { name: 'Add candidate' }).click();
  await expect(toasts(page)).toContainText('Candidate added');
  await form.getByLabel('Full name').fill('Olga Again');
  await form.getByLabel('Email').fill(one);
  await form.getByRole('button', { name: 'Add candidate' }).click();
  await expect(toasts(page)).toContainText('is already a candidate of this assessment');

  // The wizard: "Add to an existing assessment" skips the tests; the file's candidates join it.
  await page.goto('/admin-dashboard');
  await page.getByRole('radio', { name: 'Add to an existing assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Tests', exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: '2. Upload CSV' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Assessment', exact: true }).click();
  await page.getByRole('option', { name: 'Support Specialist, Porto' }).click();
  await expect(page.getByText('Its tests apply: Logical Reasoning, English Grammar')).toBeVisible();
  await screenshot(page, 'wizard-existing-assessment-1440');
  await page.getByRole('button', { name: 'Next: Upload CSV' }).click();
  const [two, three] = [uniqueEmail('two'), uniqueEmail('three')];
  await page.getByLabel('CSV file').setInputFiles({
    name: 'porto.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`full_name,email\nTom Two,${two}\nTia Three,${three}\nOlga One,${one}\n`),
  });
  await page.getByRole('button', { name: 'Next: Review' }).click();
  // The review names the assessment (the candidates table below names it too, under Olga's name).
  await expect(page.getByRole('tabpanel').getByText('Support Specialist, Porto')).toBeVisible();
  // Checked before submitting: Olga is already a candidate of this assessment.
  await expect(page.getByTestId('skipped-verdicts')).toContainText('Already a candidate of this assessment');
  await page.getByRole('button', { name: 'Upload 2 candidates' }).click();
  await expect
    .poll(async () => (await shown.texts()).join(' | '), { timeout: 15_000 })
    .toContain('2 candidates processed, 1 row skipped');

  const list = await api.get(`/api/candidates?assessmentId=${assessmentId}&pageSize=100`);
  const items = list.body.items as { email: string; source: string; fullName: string; id: string }[];
  expect(items.map((c) => [c.email, c.source]).sort()).toEqual(
    [
      [one, 'manual'],
      [two, 'upload'],
      [three, 'upload'],
    ].sort(),
  );

  // "Copy link" on a ready candidate's row: a fresh personal invitation link in the clipboard.
  const tom = items.find((c) => c.email === two);
  await waitForMail(two, `Your assessment invitation from ${admin.company.name}`);
  await page.goto(`/admin-assessments/${assessmentId}`);
  const row = page.getByRole('row').filter({ hasText: 'Tom Two' });
  await row.getByRole('button', { name: 'More actions for Tom Two' }).click();
  await page.getByRole('menuitem', { name: 'Copy invitation link' }).click();
  await expect(toasts(page)).toContainText('Invitation link copied');
  const copied = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(copied).toMatch(new RegExp(`^${BASE_URL}/accept-invite\\?token=`));
  // Tom opens it: the link signs his browser in to this application (decision 033).
  const entered = await fetch(`${BASE_URL}/api/invitations/enter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({ token: new URL(copied).searchParams.get('token') }),
  });
  expect(entered.status).toBe(200);
  expect(tom).toBeDefined();
  await screenshot(page, 'copy-invitation-link-1440');

  // The table tells who opened their link (Tom, just now) and who was only invited (Tia); the row menu's
  // Timeline has every step with its time.
  await page.reload();
  await expect(row.getByTestId('progress-cell')).toHaveText(/^Opened link · (just now|\d min ago)$/);
  const tia = page.getByRole('row').filter({ hasText: 'Tia Three' });
  await expect(tia.getByTestId('progress-cell')).toHaveText(/^Invited · /);
  await expect(tia.getByRole('button', { name: /View Report|PDF/ })).toHaveCount(0);
  await expect(tia.getByTestId('report-unavailable')).toHaveText('Report once submitted');
  await screenshot(page, 'candidates-table-1440');
  await row.getByRole('button', { name: 'More actions for Tom Two' }).click();
  await page.getByRole('menuitem', { name: 'Timeline' }).click();
  const timeline = page.getByRole('dialog', { name: 'Timeline of Tom Two' });
  await expect(timeline.getByRole('list', { name: 'Pipeline steps' }).getByRole('listitem')).toHaveText([
    // In the company's locale, else the browser's (the journeys' browser: en-US, "Nov 25, 2026, 4:20 PM").
    /^Invited.*\d{4}, \d{1,2}:\d\d(\s?[AP]M)?$/,
    /^Opened the invitation.*\d{4}, \d{1,2}:\d\d(\s?[AP]M)?$/,
    /^Set a password\s*Not yet$/,
    /^Started\s*Not yet$/,
    /^Submitted\s*Not yet$/,
  ]);
  await expect(timeline).toContainText('Last activityNone yet');
  await screenshot(page, 'candidate-timeline-1440');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(timeline).toBeHidden();

  // On a phone the table scrolls inside its card; the page itself is no wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByRole('button', { name: 'More actions for Tom Two' })).toBeAttached();
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'candidates-table-390', { fullPage: true });
  await row.getByRole('button', { name: 'More actions for Tom Two' }).click();
  await expect(page.getByRole('menu', { name: 'Actions for Tom Two' })).toBeVisible();
  await screenshot(page, 'candidate-row-menu-390');
  await page.keyboard.press('Escape');
});
