import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  acknowledgeNotice,
  apiSession,
  expectAccessible,
  provisionedCandidate,
  screenshot,
  signIn,
  toasts,
} from './support';

const DEMO_CANDIDATE = { email: 'candidate@acme.example', password: 'acme-candidate-2026' };
/** Two short tests of the seeded library (migration 0004): English Grammar and English Vocabulary. */
const TWO_TESTS = ['6f1d0a3e-1b7a-4c1e-9a01-000000000005', '6f1d0a3e-1b7a-4c1e-9a01-000000000006'];
const MOBILE = { width: 375, height: 812 };

/** A candidate with a two-section assessment of their own (see support.ts). */
const invitedCandidate = (name: string) => provisionedCandidate(TWO_TESTS, name);

/** Closes every section through the API and makes the final submission, as the candidate. */
async function submitEverything(candidate: { email: string; password: string }) {
  const me = await apiSession(candidate.email, candidate.password);
  const { body: self } = await me.get('/api/candidate/me');
  const { body } = await me.get('/api/candidate/sections');
  const sections = body.sections as { id: string; name: string; questionCount: number }[];
  for (const section of sections) {
    expect((await me.post(`/api/candidate/sections/${section.id}/start`)).status).toBe(200);
    expect((await me.post(`/api/candidate/sections/${section.id}/submit`)).status).toBe(200);
  }
  const submitted = await me.post('/api/submit-assessment', {
    candidate_id: self.id,
    user_id: me.userId,
    submission_data: {
      total_sections: sections.length,
      completed_sections: sections.length,
      total_questions: sections.reduce((sum, s) => sum + s.questionCount, 0),
      total_answers: 0,
      completion_rate: 100,
      section_details: sections.map((s) => ({
        section_id: s.id,
        section_name: s.name,
        questions_count: s.questionCount,
        answers_count: 0,
        completion_status: 'completed',
      })),
      profile_data: {},
    },
  });
  expect(submitted.status).toBe(201);
}

const sectionCards = (page: Page) => page.getByTestId('section-card');

async function signInAs(
  browser: Browser,
  email: string,
  password: string,
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page };
}

test('the demo candidate sees their five sections, what is recorded, and a submit button still closed', async ({
  page,
}) => {
  // The notice before the first section (issue 21) is candidate-notice.spec.ts's journey.
  await acknowledgeNotice(DEMO_CANDIDATE);
  await signIn(page, DEMO_CANDIDATE.email, DEMO_CANDIDATE.password);
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your assessment' })).toBeVisible();
  await expect(sectionCards(page)).toHaveCount(5);
  await expect(page.getByTestId('sections-completed')).toHaveText(/^\d of 5 sections completed$/);
  await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toBeVisible();
  for (const card of await sectionCards(page).all()) {
    await expect(card.getByRole('link', { name: /^(Start|Continue|Review) Test/ })).toBeVisible();
    await expect(card).toContainText(/\d+ questions/);
    await expect(card).toContainText(/\d+(\.\d)? min/);
  }
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText('candidate@acme.example');
  await expect(profile).toContainText('Acme Corp');
  await expect(profile).toContainText('Technology');
  await expect(page.getByRole('button', { name: 'Submit Assessment' })).toBeDisabled();
  await screenshot(page, 'candidate-dashboard-demo', { fullPage: true });
});

test('a new candidate sees Start Test on every section and what is recorded before starting', async ({
  browser,
}) => {
  const candidate = await invitedCandidate('Dana Dashboard');
  const { context, page } = await signInAs(browser, candidate.email, candidate.password);
  try {
    await expect(page).toHaveURL(/\/candidate-dashboard$/);
    await expect(sectionCards(page)).toHaveCount(2);
    await expect(page.getByTestId('sections-completed')).toHaveText('0 of 2 sections completed');
    for (const card of await sectionCards(page).all()) {
      await expect(card.getByText('Not Started')).toBeVisible();
      const start = card.getByRole('link', { name: /^Start Test/ });
      await expect(start).toHaveAttribute('href', /^\/test-section\/[0-9a-f-]{36}$/);
    }
    await expect(sectionCards(page).first()).toContainText('English Grammar');
    await expect(sectionCards(page).first().getByRole('link')).toHaveAccessibleName(
      'Start Test: English Grammar',
    );
    const notice = page.getByRole('note', { name: 'Before you start' });
    await expect(notice).toContainText('timed by the server');
    await expect(notice).toContainText('cannot be paused');
    await expect(notice).toContainText('switch to another tab');
    await expect(notice).toContainText('leave full screen');
    await expect(notice).toContainText('paste');
    const submit = page.getByRole('button', { name: 'Submit Assessment' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText('2 sections are not completed yet')).toBeVisible();
    await screenshot(page, 'candidate-dashboard-new', { fullPage: true });
    await expectAccessible(page);

    // Keyboard: the first Start Test link is reachable by Tab and shows its focus.
    await page.getByRole('link', { name: 'Edit Profile' }).focus();
    await page.keyboard.press('Tab');
    await expect(
      sectionCards(page)
        .first()
        .getByRole('link', { name: /^Start Test/ }),
    ).toBeFocused();

    await page.setViewportSize(MOBILE);
    await expect(sectionCards(page).first()).toBeVisible();
    // Nothing wider than the phone: no sideways scrolling.
    const overflow = await page.evaluate(() => {
      const { document, innerWidth } = globalThis as unknown as {
        document: { documentElement: { scrollWidth: number } };
        innerWidth: number;
      };
      return document.documentElement.scrollWidth - innerWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'candidate-dashboard-mobile', { fullPage: true });
    await expectAccessible(page);
  } finally {
    await context.close();
  }
});

test('a candidate edits their profile: invalid JSON is refused, the rest is saved', async ({ browser }) => {
  const candidate = await invitedCandidate('Pat Profile');
  const { context, page } = await signInAs(browser, candidate.email, candidate.password);
  try {
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/candidate-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    const name = page.getByLabel('Full name');
    const phone = page.getByLabel('Phone');
    const details = page.getByLabel('Additional information (JSON)');
    await expect(name).toHaveValue('Pat Profile');
    await expect(phone).toHaveValue('');

    // A blank name and broken JSON are refused inline; the JSON error is also a toast.
    await name.fill(' ');
    await phone.fill('+91 98765 43210');
    await details.fill('{"linkedin": "https://example.com/in/pat",}');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Invalid JSON in profile data').first()).toBeVisible();
    const toast = toasts(page);
    await expect(toast).toContainText('Invalid JSON in profile data');
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(details).toHaveAttribute('aria-invalid', 'true');
    // The detail fields wait until the JSON they write is correct again.
    await expect(page.getByLabel('City')).toBeDisabled();
    await screenshot(page, 'candidate-profile-invalid', { fullPage: true });
    await expectAccessible(page);

    // A JSON array is valid JSON but not an object of details.
    await name.fill('Pat Profiled');
    await details.fill('["not", "an", "object"]');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page)).toContainText('Invalid JSON in profile data');

    await details.fill('{"linkedin": "https://example.com/in/pat", "notice_period_weeks": 4}');
    // The common details are fields over the same JSON: no braces to type, other keys kept.
    await expect(page.getByLabel('LinkedIn profile')).toHaveValue('https://example.com/in/pat');
    await page.getByLabel('City').fill('Pune');
    await page.getByLabel('Notice period').fill('30 days');
    await expect(details).toHaveValue(/"city": "Pune"/);
    await expect(details).toHaveValue(/"notice_period": "30 days"/);
    await expect(details).toHaveValue(/"notice_period_weeks": 4/);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page)).toContainText('Profile Updated!');
    await expect(toasts(page)).toHaveAttribute('data-type', 'success');
    await expect(page.getByText('Invalid JSON in profile data')).toHaveCount(0);

    // Saved on the server: a reload shows it, and the dashboard's profile card too.
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Pat Profiled');
    await expect(page.getByLabel('Phone')).toHaveValue('+91 98765 43210');
    await expect(page.getByLabel('Additional information (JSON)')).toHaveValue(/"notice_period_weeks": 4/);
    await expect(page.getByLabel('City')).toHaveValue('Pune');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'candidate-profile-mobile', { fullPage: true });

    // An emptied phone is saved as no phone at all.
    await page.getByLabel('Phone').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page)).toContainText('Profile Updated!');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/candidate-dashboard$/);
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile).toContainText('Pat Profiled');
    await expect(profile).not.toContainText('98765');
  } finally {
    await context.close();
  }
});

test('an admin grants extra time and the candidate sees it without reloading', async ({ browser }) => {
  const candidate = await invitedCandidate('Tess Time');
  const candidateSide = await signInAs(browser, candidate.email, candidate.password);
  const adminSide = await signInAs(browser, candidate.admin.email, candidate.admin.password);
  try {
    const card = sectionCards(candidateSide.page).first();
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('includes extra time');

    const admin = adminSide.page;
    await expect(admin).toHaveURL(/\/admin-dashboard$/);
    await admin.getByRole('button', { name: `More actions for ${candidate.name}` }).click();
    await admin.getByRole('menuitem', { name: 'Extra time…' }).click();
    const dialog = admin.getByRole('dialog', { name: `Extra time for ${candidate.name}` });
    await expect(dialog).toContainText('Current: 1× (standard time)');
    const multiplier = dialog.getByRole('combobox', { name: 'Time multiplier' });
    // Another multiplier must lie within 1 to 3.
    await multiplier.click();
    await admin.getByRole('option', { name: 'Another multiplier…' }).click();
    await dialog.getByRole('spinbutton', { name: 'Custom multiplier' }).fill('4');
    await dialog.getByRole('button', { name: 'Save extra time' }).click();
    await expect(dialog.getByText('Enter a multiplier from 1 to 3')).toBeVisible();
    await multiplier.click();
    await admin.getByRole('option', { name: '1.5× (50% extra time)' }).click();
    await screenshot(admin, 'admin-extra-time-dialog');
    await dialog.getByRole('button', { name: 'Save extra time' }).click();
    await expect(toasts(admin)).toContainText('Extra time saved');
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('row').filter({ hasText: candidate.name })).toContainText('1.5× time');

    await expect(card).toContainText('includes extra time');
    await expect(candidateSide.page.getByRole('note', { name: 'Before you start' })).toContainText(
      'You have been given extra time',
    );
  } finally {
    await candidateSide.context.close();
    await adminSide.context.close();
  }
});

test('a submitted candidate sees the completed screen, and an admin unlock reopens it live', async ({
  browser,
}) => {
  const candidate = await invitedCandidate('Uma Unlock');
  await submitEverything(candidate);

  const candidateSide = await signInAs(browser, candidate.email, candidate.password);
  const adminSide = await signInAs(browser, candidate.admin.email, candidate.admin.password);
  try {
    const page = candidateSide.page;
    await expect(page.getByRole('heading', { level: 1, name: 'Assessment Completed!' })).toBeVisible();
    await expect(page.getByText('Uma Unlock').first()).toBeVisible();
    await expect(page.getByText(candidate.admin.company.name).first()).toBeVisible();
    await expect(page.getByText('#1', { exact: true })).toBeVisible();
    await expect(page.locator('time')).toHaveText(/\d{4}/);
    await screenshot(page, 'candidate-assessment-completed', { fullPage: true });
    await expectAccessible(page);

    // The admin reopens it with a reason; the reason is required.
    const admin = adminSide.page;
    await admin.getByRole('button', { name: `More actions for ${candidate.name}` }).click();
    await admin.getByRole('menuitem', { name: 'Unlock assessment…' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText('Unlock Uma Unlock’s assessment?');
    await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();
    await expect(dialog.getByText('Give a reason of at least 3 characters')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Lost the connection during the vocabulary section');
    await screenshot(admin, 'admin-unlock-dialog');
    await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();
    await expect(toasts(admin)).toContainText('Assessment unlocked');
    await expect(dialog).toBeHidden();

    // The candidate's open dashboard turns submit-able again without a reload.
    await expect(page.getByRole('heading', { level: 1, name: 'Your assessment' })).toBeVisible();
    await expect(page.getByText('Your assessment was reopened')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Assessment' });
    await expect(submit).toBeEnabled();
    await screenshot(page, 'candidate-dashboard-reopened', { fullPage: true });

    await submit.click();
    const confirm = page.getByRole('alertdialog', { name: 'Submit your assessment?' });
    await expect(confirm).toContainText('cannot change any answer');
    await expect(confirm).toContainText('40 of your 40 questions are unanswered.');
    await screenshot(page, 'candidate-submit-confirm');
    await confirm.getByRole('button', { name: 'Submit Assessment' }).dblclick();
    await expect(toasts(page)).toContainText('Assessment Submitted!');
    await expect(page.getByRole('heading', { level: 1, name: 'Assessment Completed!' })).toBeVisible();
    // One submission for the double click.
    await expect(page.getByText('#2', { exact: true })).toBeVisible();

    await page.setViewportSize(MOBILE);
    await screenshot(page, 'candidate-assessment-completed-mobile', { fullPage: true });
  } finally {
    await candidateSide.context.close();
    await adminSide.context.close();
  }
});
