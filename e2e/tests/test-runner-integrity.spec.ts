import { expect, type Locator, type Page, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { apiSession, provisionedCandidate, screenshot, signIn, sql, toasts } from './support';

/** The seeded test library (migration 0004): together these use every question type. */
const TESTS = {
  bigFive: '6f1d0a3e-1b7a-4c1e-9a01-000000000001', // likert_scale
  workStyle: '6f1d0a3e-1b7a-4c1e-9a01-000000000002', // forced_choice
  situationalJudgement: '6f1d0a3e-1b7a-4c1e-9a01-000000000003', // sjt
  readingComprehension: '6f1d0a3e-1b7a-4c1e-9a01-000000000007', // mcq, true_false
  businessWriting: '6f1d0a3e-1b7a-4c1e-9a01-000000000008', // open_ended
} as const;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

type Section = { id: string; name: string; questionCount: number };

const card = (page: Page) => page.getByTestId('question-card');
const position = (page: Page) => page.getByTestId('question-position');
const option = (page: Page, n: number) => card(page).getByRole('radio').nth(n);
const submitSection = (page: Page) => page.getByRole('button', { name: 'Submit Section' });
const confirmDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Submit this section?' });

/** Page code as text: the e2e project is compiled without the DOM's types. */
const holdsFocus = new Function('elements', 'return elements.includes(document.activeElement)') as (
  elements: unknown[],
) => boolean;

/** Tab (or Shift+Tab) until one of `target` has focus, as a keyboard user gets there; at most 60 presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(key);
    if (await target.evaluateAll(holdsFocus)) return;
  }
  throw new Error(`${key} never reached ${target}`);
}

async function openSection(page: Page, section: Section) {
  await page.goto(`/test-section/${section.id}`);
  await expect(position(page)).toHaveText(`Question 1 of ${section.questionCount}`);
}

/** Submit Section always asks; the confirmation then locks the section and returns to the dashboard. */
async function expectSectionCompleted(page: Page) {
  await expect(toasts(page)).toContainText('Section Completed');
  await expect(page).toHaveURL(/\/candidate-dashboard$/, { timeout: 5000 });
}

test.describe('integrity signals of an honest candidate', () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ viewport: DESKTOP });

  test('every question type answered by keyboard and by mouse, dialogs and toasts included, records no event', async ({
    page,
  }) => {
    const candidate = await provisionedCandidate(Object.values(TESTS), 'Hana Honest');
    // Every batch the runner sends, so a failure names the events and when they went.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/integrity-events')) sent.push(`${page.url()} ${r.postData()}`);
    });
    await signIn(page, candidate.email, candidate.password);
    await expect(page).toHaveURL(/\/candidate-dashboard$/);
    const { sections } = (await (await page.request.get('/api/candidate/sections')).json()) as {
      sections: Section[];
    };
    const section = (name: string) => {
      const found = sections.find((s) => s.name === name);
      if (!found) throw new Error(`no section ${name}`);
      return found;
    };

    // Opened but not answered yet: SPEC.md section 4's "not started", continued since its clock runs.
    const writing = section('Business Writing');
    await openSection(page, writing);
    await page.goto('/candidate-dashboard');
    const writingCard = page.getByTestId('section-card').filter({ hasText: 'Business Writing' });
    await expect(writingCard).toContainText('Not Started');
    await writingCard.getByRole('link', { name: /^Continue Test/ }).click();
    await expect(position(page)).toHaveText(`Question 1 of ${writing.questionCount}`);

    // Open-ended writing, the whole section by Tab, typing and Enter only.
    for (let n = 1; n <= writing.questionCount; n++) {
      const answer = card(page).getByRole('textbox');
      await tabTo(page, answer, n === 1 ? 'Tab' : 'Shift+Tab');
      await page.keyboard.type(`Dear team,\nthank you for question ${n}. I will reply in full by Friday.`);
      await expect(page.getByTestId('word-count')).toHaveText(/^14 words/);
      if (n < writing.questionCount) {
        await tabTo(page, card(page).getByRole('button', { name: 'Next' }));
        await page.keyboard.press('Enter');
        await expect(position(page)).toHaveText(`Question ${n + 1} of ${writing.questionCount}`);
      }
    }
    await tabTo(page, submitSection(page));
    await page.keyboard.press('Enter');
    const dialog = confirmDialog(page);
    await expect(dialog).toContainText(
      `All ${writing.questionCount} questions are answered. Once you submit, this section is locked: you cannot come back to it or change your answers.`,
    );
    await expect(dialog.getByRole('button', { name: 'Keep working' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(submitSection(page)).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Save Progress' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toContainText('Progress Saved');
    await tabTo(page, submitSection(page));
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: 'Submit Section' }));
    await page.keyboard.press('Enter');
    await expectSectionCompleted(page);

    // Reading: multiple choice and true/false, the whole section by keyboard (Tab into the options,
    // Space or an arrow to choose, a digit shortcut, ArrowRight to go on).
    const reading = section('Reading Comprehension');
    await openSection(page, reading);
    for (let n = 1; n <= reading.questionCount; n++) {
      if (n % 3 === 0) {
        await page.keyboard.press('2');
        await expect(option(page, 1)).toBeChecked();
      } else {
        // The options are one tab stop, the one last focused: Tab lands there, not always on the first.
        await tabTo(page, card(page).getByRole('radio'));
        const focused = card(page).locator('input[type="radio"]:focus');
        if (n % 3 === 1) {
          await page.keyboard.press('Space');
          await expect(focused).toBeChecked();
        } else {
          // Held like a person holds a key: the browser checks the radio an arrow moves to while it is down.
          await page.keyboard.down('ArrowDown');
          await expect(focused).toBeChecked();
          await page.keyboard.up('ArrowDown');
        }
      }
      if (n < reading.questionCount) {
        await page.keyboard.press('ArrowRight');
        await expect(position(page)).toHaveText(`Question ${n + 1} of ${reading.questionCount}`);
        // A keyboard move puts focus on the new question's heading at once, so the next Tab starts there.
        await expect(card(page).getByRole('heading', { name: `Question ${n + 1}` })).toBeFocused();
      }
    }
    await expect(page.getByTestId('answered-count')).toHaveText(
      `${reading.questionCount} of ${reading.questionCount} answered`,
    );
    await tabTo(page, submitSection(page));
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(`All ${reading.questionCount} questions are answered.`);
    // Enter on the focused Keep working closes it; the second time Submit Section confirms.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: 'Submit Section' }));
    await page.keyboard.press('Enter');
    await expectSectionCompleted(page);

    // Situational judgement by mouse: every question, a flag, the dialog cancelled and confirmed.
    const sjt = section('Situational Judgement');
    await openSection(page, sjt);
    for (let n = 1; n <= sjt.questionCount; n++) {
      await option(page, n % 4).click();
      await expect(option(page, n % 4)).toBeChecked();
      if (n < sjt.questionCount) {
        await card(page).getByRole('button', { name: 'Next' }).click();
        await expect(position(page)).toHaveText(`Question ${n + 1} of ${sjt.questionCount}`);
      }
    }
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await submitSection(page).click();
    await expect(dialog).toContainText(
      `You have answered ${sjt.questionCount} of ${sjt.questionCount} questions.`,
    );
    await expect(dialog).toContainText('1 question is flagged for review.');
    await dialog.getByRole('button', { name: 'Keep working' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await submitSection(page).click();
    await dialog.getByRole('button', { name: 'Submit Section' }).click();
    await expectSectionCompleted(page);

    // Likert statements by their digit shortcuts; on a phone the submit action waits below the section
    // tools, well away from Next, and still asks first.
    const bigFive = section('Big Five Work Personality');
    await openSection(page, bigFive);
    for (let n = 1; n <= bigFive.questionCount; n++) {
      await page.keyboard.press(String((n % 5) + 1));
      await expect(option(page, n % 5)).toBeChecked();
      if (n < bigFive.questionCount) {
        await page.keyboard.press('ArrowRight');
        await expect(position(page)).toHaveText(`Question ${n + 1} of ${bigFive.questionCount}`);
      }
    }
    await page.setViewportSize(PHONE);
    const next = card(page).getByRole('button', { name: 'Next' });
    await expect(next).toBeVisible();
    await expect(card(page).getByRole('button', { name: 'Submit Section' })).toBeHidden();
    const finish = page.getByTestId('finish-section');
    await expect(finish).toContainText(`${bigFive.questionCount} of ${bigFive.questionCount} answered.`);
    const tools = await page.getByRole('complementary', { name: 'Section tools' }).boundingBox();
    const nextBox = await next.boundingBox();
    const submitBox = await finish.getByRole('button', { name: 'Submit Section' }).boundingBox();
    if (!tools || !nextBox || !submitBox) throw new Error('no layout');
    expect(submitBox.y).toBeGreaterThanOrEqual(tools.y + tools.height);
    expect(submitBox.y - (nextBox.y + nextBox.height)).toBeGreaterThan(200);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(page, 'test-runner-submit-390');
    await finish.scrollIntoViewIfNeeded();
    await screenshot(page, 'test-runner-submit-action-390');
    await finish.getByRole('button', { name: 'Submit Section' }).click();
    await expect(dialog).toContainText(`All ${bigFive.questionCount} questions are answered.`);
    // Measured once its opening animation (a zoom) has settled.
    await expect.poll(async () => (await dialog.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    const dialogBox = await dialog.boundingBox();
    expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? PHONE.width + 1)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'test-runner-submit-dialog-390');
    await dialog.getByRole('button', { name: 'Submit Section' }).click();
    await expectSectionCompleted(page);
    await page.setViewportSize(DESKTOP);

    // Forced choice by mouse, part of it, with the overview, Save Progress and its toast.
    const workStyle = section('Work Style Preferences');
    await openSection(page, workStyle);
    await option(page, 1).click();
    await page
      .getByRole('navigation', { name: 'Question overview' })
      .getByRole('button', { name: /^Question 3,/ })
      .click();
    await expect(position(page)).toHaveText(`Question 3 of ${workStyle.questionCount}`);
    await option(page, 0).click();
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(toasts(page)).toContainText('Progress Saved');
    await submitSection(page).click();
    await expect(dialog).toContainText(`${workStyle.questionCount - 2} questions are unanswered.`);
    await dialog.getByRole('button', { name: 'Submit Section' }).click();
    await expectSectionCompleted(page);

    const submit = page.getByRole('button', { name: 'Submit Assessment' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await page
      .getByRole('alertdialog', { name: 'Submit your assessment?' })
      .getByRole('button', { name: 'Submit Assessment' })
      .click();
    await expect(toasts(page)).toContainText('Assessment Submitted!');

    // Submitted: the profile is shown but never edited again (SPEC.md section 4: no edits are possible).
    await page.goto('/candidate-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    const lockedProfile = page.getByTestId('profile-locked');
    await expect(lockedProfile).toContainText('Your profile is locked');
    await expect(lockedProfile).toContainText('Hana Honest');
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await screenshot(page, 'candidate-profile-locked');
    const edit = await page.request.patch('/api/candidate/me', {
      data: { fullName: 'Someone Else', phone: null, profileData: {} },
      headers: { origin: BASE_URL },
    });
    expect(edit.status()).toBe(423);
    expect(((await edit.json()) as { error: { code: string } }).error.code).toBe('ASSESSMENT_LOCKED');

    // Nothing was stored, and the admin's evaluation counts nothing, overall or per section.
    const stored = await sql(
      `SELECT e.type, s.name AS section, e.occurred_at FROM integrity_events e
       JOIN sections s ON s.id = e.section_id
       WHERE e.candidate_id = (SELECT id FROM candidates WHERE email = $1)`,
      [candidate.email],
    );
    expect(stored.rows).toEqual([]);
    expect(sent).toEqual([]);
    const admin = await apiSession(candidate.admin.email, candidate.admin.password);
    const self = (await (await page.request.get('/api/candidate/me')).json()) as { id: string };
    type Evaluation = {
      evaluationStatus: string;
      evaluationData: {
        integrityEvents: Record<string, number>;
        sections: { integrityEvents: Record<string, number> }[];
      } | null;
    };
    const evaluation = async () => (await admin.get(`/api/evaluations/${self.id}`)).body as Evaluation;
    await expect
      .poll(async () => (await evaluation()).evaluationStatus, { timeout: 30_000 })
      .toMatch(/^(completed|needs_review)$/);
    const data = (await evaluation()).evaluationData;
    expect(data?.integrityEvents).toEqual({});
    expect(data?.sections).toHaveLength(5);
    for (const result of data?.sections ?? []) expect(result.integrityEvents).toEqual({});
  });
});
