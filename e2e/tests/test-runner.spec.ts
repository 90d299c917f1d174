import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { provisionedCandidate, screenshot, signIn, sql, toasts } from './support';

/** The seeded test library (migration 0004): together these use every question type. */
const TESTS = {
  bigFive: '6f1d0a3e-1b7a-4c1e-9a01-000000000001', // likert_scale
  workStyle: '6f1d0a3e-1b7a-4c1e-9a01-000000000002', // forced_choice
  situationalJudgement: '6f1d0a3e-1b7a-4c1e-9a01-000000000003', // sjt
  readingComprehension: '6f1d0a3e-1b7a-4c1e-9a01-000000000007', // mcq, true_false, passages
  businessWriting: '6f1d0a3e-1b7a-4c1e-9a01-000000000008', // open_ended
} as const;
const MOBILE = { width: 375, height: 812 };

type Section = { id: string; name: string; questionCount: number };

/** A candidate of a new company with the given tests (see support.ts). */
const invitedCandidate = (tests: string[]) => provisionedCandidate(tests, 'Tess Taker');

/** Signs the candidate in and answers their sections by name. */
async function signInCandidate(page: Page, candidate: { email: string; password: string }) {
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
  const response = await page.request.get('/api/candidate/sections');
  expect(response.status()).toBe(200);
  const { sections } = (await response.json()) as { sections: Section[] };
  const byName = (name: string) => {
    const found = sections.find((s) => s.name === name);
    if (!found) throw new Error(`no section ${name} in ${sections.map((s) => s.name).join(', ')}`);
    return found;
  };
  return byName;
}

/** The section as the server has it now (questions, saved answers, attempt). */
async function serverSection(page: Page, sectionId: string) {
  const response = await page.request.get(`/api/candidate/sections/${sectionId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    section: { attempt: { deadlineAt: string; submittedAt: string | null; closedBy: string | null } | null };
    questions: { id: string; questionType: string }[];
    answers: { questionId: string; value: number | string }[];
  };
}

const card = (page: Page) => page.getByTestId('question-card');
const option = (page: Page, n: number) => card(page).getByRole('radio').nth(n);
const position = (page: Page) => page.getByTestId('question-position');
const saveStatus = (page: Page) => page.getByTestId('save-status');
const overviewButton = (page: Page, n: number) =>
  page
    .getByRole('navigation', { name: 'Question overview' })
    .getByRole('button', { name: new RegExp(`^Question ${n},`) });

/** The current question's options, by their accessible names, in order. */
async function expectOptions(page: Page, names: string[]) {
  const radios = card(page).getByRole('radio');
  await expect(radios).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(radios.nth(i)).toHaveAccessibleName(name);
}

/** Seconds shown by a countdown ('29:58' → 1798). */
async function timerSeconds(page: Page, kind: 'section' | 'question') {
  const text = (await page.getByTestId(`${kind}-timer`).innerText()).trim();
  const match = text.match(/(\d+):(\d\d)(?::(\d\d))?\s*$/);
  if (!match) throw new Error(`no time in "${text}"`);
  const [, a, b, c] = match;
  return c === undefined ? Number(a) * 60 + Number(b) : Number(a) * 3600 + Number(b) * 60 + Number(c);
}

async function openSection(page: Page, section: Section) {
  await page.goto(`/test-section/${section.id}`);
  await expect(position(page)).toContainText(`of ${section.questionCount}`);
}

/** axe's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test.describe('the timed test runner', () => {
  // Each journey invites its own candidate through the pipeline and the outbox first.
  test.describe.configure({ timeout: 180_000 });

  test('choice questions by mouse and keyboard; a reload keeps answers, flags, the question and the time', async ({
    page,
  }) => {
    const candidate = await invitedCandidate([TESTS.situationalJudgement, TESTS.bigFive, TESTS.workStyle]);
    const section = await signInCandidate(page, candidate);

    // Situational judgement: the first answer by mouse, the second by keyboard.
    const sjt = section('Situational Judgement');
    const saved = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes('/api/candidate/answers/'),
    );
    await openSection(page, sjt);
    await expect(position(page)).toHaveText(`Question 1 of ${sjt.questionCount}`);
    // Focus starts on the question, not on the page's body.
    await expect(page.getByRole('heading', { name: /^Question 1/ })).toBeFocused();
    await expect(page.getByTestId('question-type')).toHaveText('Situational Judgement');
    await expect(page.getByTestId('section-timer')).toBeVisible();
    await expect(page.getByTestId('question-timer')).toBeVisible();
    await expect(saveStatus(page)).toHaveText('All answers saved automatically');
    await option(page, 1).click();
    await expect(option(page, 1)).toBeChecked();
    const body = (await saved).postDataJSON() as {
      value: number;
      questionIndex: number;
      timeSpentMs: number;
    };
    expect(body).toMatchObject({ value: 1, questionIndex: 0 });
    expect(body.timeSpentMs).toBeGreaterThanOrEqual(0);
    await expect(page.getByTestId('answered-count')).toHaveText(`1 of ${sjt.questionCount} answered`);

    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText(`Question 2 of ${sjt.questionCount}`);
    await expect(page.getByRole('heading', { name: /^Question 2/ })).toBeFocused();
    await page.keyboard.press('3');
    await expect(option(page, 2)).toBeChecked();
    // Arrow keys inside the option list move between options (up/down), left still goes back.
    await option(page, 2).focus();
    // Held like a person holds a key: Radix checks the radio it moves to while the arrow is down, so
    // the key is released only once that happened (a fixed delay raced the focus move on a busy machine).
    await page.keyboard.down('ArrowUp');
    await expect(option(page, 1)).toBeChecked();
    await page.keyboard.up('ArrowUp');
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await expect(page.getByRole('button', { name: 'Flag for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(overviewButton(page, 1)).toHaveAccessibleName('Question 1, answered');
    await expect(overviewButton(page, 2)).toHaveAccessibleName(
      'Question 2, answered, flagged for review, current',
    );
    await expect(overviewButton(page, 3)).toHaveAccessibleName('Question 3, not answered');
    await expect(saveStatus(page)).toHaveText('All answers saved automatically');
    await screenshot(page, 'test-runner-sjt');

    // A reload (or a crash) keeps every answer, the flag and the question, and never adds time.
    const before = await timerSeconds(page, 'section');
    await page.reload();
    await expect(position(page)).toHaveText(`Question 2 of ${sjt.questionCount}`);
    await expect(option(page, 1)).toBeChecked();
    await expect(page.getByRole('button', { name: 'Flag for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('answered-count')).toHaveText(`2 of ${sjt.questionCount} answered`);
    const after = await timerSeconds(page, 'section');
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(before - 30);
    await page.keyboard.press('ArrowLeft');
    await expect(position(page)).toHaveText(`Question 1 of ${sjt.questionCount}`);
    await expect(option(page, 1)).toBeChecked();

    // Likert statements by keyboard only: 1-5 along the scale.
    const bigFive = section('Big Five Work Personality');
    await openSection(page, bigFive);
    await expect(page.getByTestId('question-type')).toHaveText('Likert Scale');
    await expectOptions(page, ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree']);
    await page.keyboard.press('5');
    await expect(option(page, 4)).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('1');
    await expect(option(page, 0)).toBeChecked();
    // A number beyond the options does nothing.
    await page.keyboard.press('8');
    await expect(option(page, 0)).toBeChecked();

    // Forced choice: a pair of statements.
    const workStyle = section('Work Style Preferences');
    await openSection(page, workStyle);
    await expect(page.getByTestId('question-type')).toHaveText('Forced Choice');
    await expect(card(page).getByRole('radio')).toHaveCount(2);
    await option(page, 1).click();
    await overviewButton(page, 2).click();
    await page.keyboard.press('1');
    await expect(option(page, 0)).toBeChecked();
    await expect(saveStatus(page)).toHaveText('All answers saved automatically');

    const server = await serverSection(page, workStyle.id);
    expect(server.answers.map((a) => a.value).sort()).toEqual([0, 1]);
    const likert = await serverSection(page, bigFive.id);
    expect(likert.answers.map((a) => a.value).sort()).toEqual([0, 4]);
  });

  test('reading passages beside their questions, true/false, open answers with a word count, Save Progress, axe', async ({
    page,
  }) => {
    const candidate = await invitedCandidate([TESTS.readingComprehension, TESTS.businessWriting]);
    const section = await signInCandidate(page, candidate);

    const reading = section('Reading Comprehension');
    await openSection(page, reading);
    const passage = page.getByTestId('passage');
    await expect(passage).toBeVisible();
    // Side by side on a wide screen.
    const passageBox = await passage.boundingBox();
    const cardBox = await card(page).boundingBox();
    if (!passageBox || !cardBox) throw new Error('no layout');
    expect(passageBox.x + passageBox.width).toBeLessThanOrEqual(cardBox.x);

    const integrity = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/integrity-events'),
      { timeout: 15_000 },
    );
    // Multiple choice by mouse, True / False by keyboard (1 True, 2 False).
    const done = new Set<string>();
    for (let n = 1; n <= reading.questionCount && done.size < 2; n++) {
      await overviewButton(page, n).click();
      await expect(position(page)).toHaveText(`Question ${n} of ${reading.questionCount}`);
      const type = await page.getByTestId('question-type').innerText();
      if (type === 'Multiple Choice' && !done.has(type)) {
        await option(page, 0).click();
        await expect(option(page, 0)).toBeChecked();
        done.add(type);
      } else if (type === 'True / False' && !done.has(type)) {
        await expectOptions(page, ['True', 'False']);
        await page.keyboard.press('2');
        await expect(option(page, 1)).toBeChecked();
        done.add(type);
      }
    }
    expect([...done].sort()).toEqual(['Multiple Choice', 'True / False']);
    // The window losing focus to another window: the document loses it too (headless Chromium keeps
    // every page focused, so the loss is staged; a blur while the page keeps focus is not one).
    await page.evaluate("document.hasFocus = () => false; window.dispatchEvent(new Event('blur'))");
    const events = (await integrity).postDataJSON() as { events: { type: string; questionId?: string }[] };
    expect(events.events).toContainEqual(expect.objectContaining({ type: 'window_blur' }));

    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(toasts(page)).toContainText('Progress Saved');
    await screenshot(page, 'test-runner-passage');
    expect(await seriousViolations(page)).toEqual([]);

    // Narrow: the passage comes above its question. The toast goes first: a toast moving to its phone
    // place mid-animation is half transparent, and axe would measure that frame's contrast.
    await expect(toasts(page)).toBeHidden({ timeout: 15_000 });
    await page.setViewportSize(MOBILE);
    const narrowPassage = await passage.boundingBox();
    const narrowCard = await card(page).boundingBox();
    if (!narrowPassage || !narrowCard) throw new Error('no layout');
    expect(narrowPassage.y + narrowPassage.height).toBeLessThanOrEqual(narrowCard.y);
    const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(scrollWidth).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'test-runner-passage-375');
    await screenshot(page, 'test-runner-passage-375-full', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Open ended: typed text with a live word count, saved after a pause; keys are text, not shortcuts.
    const writing = section('Business Writing');
    await openSection(page, writing);
    await expect(page.getByTestId('question-type')).toHaveText('Open Ended');
    const answer = card(page).getByRole('textbox');
    await expect(page.getByText(/Expected length: \d+–\d+ words/)).toBeVisible();
    await answer.click();
    await page.keyboard.type('Dear Sam, thank you for asking me. I cannot work on Saturday 12 because');
    await expect(page.getByTestId('word-count')).toHaveText(/^14 words/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('1');
    await expect(position(page)).toHaveText(`Question 1 of ${writing.questionCount}`);
    await expect(answer).toHaveValue(/because1$|becaus1e$/);
    const pasted = page.waitForRequest(
      (r) =>
        r.method() === 'POST' &&
        r.url().includes('/integrity-events') &&
        r.postData()?.includes('paste') === true,
      { timeout: 15_000 },
    );
    await answer.dispatchEvent('paste');
    await pasted;
    await expect(saveStatus(page)).toHaveText('All answers saved automatically');
    await screenshot(page, 'test-runner-open-ended');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'test-runner-open-ended-375');
    await page.reload();
    await expect(card(page).getByRole('textbox')).toHaveValue(/^Dear Sam, thank you for asking me\./);
  });

  test('offline: answers wait on the device, survive a closed tab, and are saved once back online', async ({
    page,
    context,
  }) => {
    const candidate = await invitedCandidate([TESTS.situationalJudgement]);
    const section = await signInCandidate(page, candidate);
    const sjt = section('Situational Judgement');
    await openSection(page, sjt);
    await option(page, 0).click();
    await expect(saveStatus(page)).toHaveText('All answers saved automatically');

    await context.setOffline(true);
    await expect(saveStatus(page)).toHaveText('Offline – answers will be saved when you reconnect');
    await page.keyboard.press('ArrowRight');
    await option(page, 2).click();
    await expect(option(page, 2)).toBeChecked();
    await expect(page.getByTestId('answered-count')).toHaveText(`2 of ${sjt.questionCount} answered`);
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(toasts(page)).toContainText('Offline – answers will be saved when you reconnect');
    await screenshot(page, 'test-runner-offline');

    await context.setOffline(false);
    await expect(saveStatus(page)).toHaveText('All answers saved automatically');
    expect((await serverSection(page, sjt.id)).answers).toHaveLength(2);

    // Offline again, one more answer, and the tab is gone before it could be sent.
    await context.setOffline(true);
    await page.keyboard.press('ArrowRight');
    await option(page, 3).click();
    await expect(saveStatus(page)).toHaveText('Offline – answers will be saved when you reconnect');
    await page.close();
    await context.setOffline(false);

    const again = await context.newPage();
    await openSection(again, sjt);
    await expect(position(again)).toHaveText(`Question 3 of ${sjt.questionCount}`);
    await expect(option(again, 3)).toBeChecked();
    await expect(saveStatus(again)).toHaveText('All answers saved automatically');
    const server = await serverSection(again, sjt.id);
    expect(server.answers).toHaveLength(3);
  });

  test("a question's suggested time moves on but takes nothing away: back on it, it says so and a late answer counts", async ({
    page,
  }) => {
    const candidate = await invitedCandidate([TESTS.workStyle]);
    const section = await signInCandidate(page, candidate);
    const workStyle = section('Work Style Preferences');
    await openSection(page, workStyle);
    // The first question is given 4 seconds on the server (there is no screen for that).
    await sql(
      `UPDATE form_sections SET time_limits[1] = 4
       WHERE section_id = $1 AND candidate_id = (SELECT id FROM candidates WHERE email = $2)`,
      [workStyle.id, candidate.email],
    );
    await page.reload();
    await expect(page.getByTestId('question-time-rule')).toContainText(
      "you can come back and answer while the section's time lasts",
    );
    // SPEC.md section 4: at zero the runner moves on.
    await expect(position(page)).toHaveText(`Question 2 of ${workStyle.questionCount}`, { timeout: 10_000 });
    await expect(page.getByTestId('announcer')).toHaveText(
      `Time for question 1 is up; you can come back to it. Question 2 of ${workStyle.questionCount}.`,
    );

    // Back on it: the clock says so instead of a frozen 0:00, the runner stays, and an answer still counts.
    await page.keyboard.press('ArrowLeft');
    await expect(position(page)).toHaveText(`Question 1 of ${workStyle.questionCount}`);
    await expect(page.getByTestId('question-timer')).toContainText("Time's up");
    await expect(page.getByTestId('question-timer')).not.toHaveAttribute('data-warning', 'true');
    await expect(page.getByTestId('question-time-up')).toBeVisible();
    await page.keyboard.press('2');
    await expect(option(page, 1)).toBeChecked();
    await expect(saveStatus(page)).toHaveText('All answers saved automatically');
    await page.waitForTimeout(1500);
    await expect(position(page)).toHaveText(`Question 1 of ${workStyle.questionCount}`);
    const server = await serverSection(page, workStyle.id);
    expect(server.answers.map((a) => a.value)).toEqual([1]);

    // Another device (nothing kept in this browser): the question's time continues from the server.
    await page.evaluate('localStorage.clear()');
    await page.reload();
    await overviewButton(page, 1).click();
    await expect(position(page)).toHaveText(`Question 1 of ${workStyle.questionCount}`);
    await expect(page.getByTestId('question-timer')).toContainText("Time's up");
    await expect(option(page, 1)).toBeChecked();
  });

  test('an assessment that leaves personality statements untimed shows only the section clock on them', async ({
    page,
  }) => {
    const candidate = await invitedCandidate([TESTS.bigFive, TESTS.situationalJudgement]);
    // The admin's setting (the assessment form's "No per-question clock on personality…"), set directly.
    await sql(
      `UPDATE assessments SET untimed_profile_questions = true
       WHERE id = (SELECT assessment_id FROM candidates WHERE email = $1)`,
      [candidate.email],
    );
    const section = await signInCandidate(page, candidate);
    await openSection(page, section('Big Five Work Personality'));
    await expect(page.getByTestId('section-timer')).toBeVisible();
    await expect(page.getByTestId('question-timer')).toHaveCount(0);
    await expect(page.getByTestId('question-time-rule')).toHaveText(
      'Take the time you need on each statement: only the section has a time limit.',
    );
    await page.keyboard.press('3');
    await expect(option(page, 2)).toBeChecked();

    // Situational judgement has right answers: its questions keep their clock.
    await openSection(page, section('Situational Judgement'));
    await expect(page.getByTestId('question-timer')).toBeVisible();
  });

  test('a section whose time runs out is submitted by itself; late answers are refused', async ({ page }) => {
    const candidate = await invitedCandidate([TESTS.workStyle]);
    const section = await signInCandidate(page, candidate);
    const workStyle = section('Work Style Preferences');
    await openSection(page, workStyle);
    await option(page, 0).click();
    await expect(saveStatus(page)).toHaveText('All answers saved automatically');

    // The section is shortened on the server (there is no screen for that): 25 seconds are left.
    await sql(
      `UPDATE section_attempts SET deadline_at = now() + interval '25 seconds'
       WHERE section_id = $1 AND candidate_id = (SELECT id FROM candidates WHERE email = $2)`,
      [workStyle.id, candidate.email],
    );
    await page.reload();
    await expect(position(page)).toHaveText(`Question 1 of ${workStyle.questionCount}`);
    expect(await timerSeconds(page, 'section')).toBeLessThanOrEqual(25);
    await expect(page.getByTestId('section-timer')).toHaveAttribute('data-warning', 'true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('2');
    await expect(option(page, 1)).toBeChecked();
    await screenshot(page, 'test-runner-time-running-out');
    await expect(page.getByTestId('announcer')).toHaveText('10 seconds left in this section.', {
      timeout: 25_000,
    });

    await expect(toasts(page)).toContainText("Time's Up!", { timeout: 20_000 });
    await expect(toasts(page)).toContainText('Your test has been automatically submitted');
    await expect(page).toHaveURL(/\/candidate-dashboard$/);

    const server = await serverSection(page, workStyle.id);
    expect(server.section.attempt?.submittedAt).toBeTruthy();
    expect(server.answers).toHaveLength(2);
    const [question] = server.questions;
    if (!question) throw new Error('no question');
    const late = await page.request.put(`/api/candidate/answers/${question.id}`, {
      data: { value: 1, questionIndex: 0 },
      headers: { origin: BASE_URL },
    });
    expect(late.status()).toBe(409);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('SECTION_CLOSED');

    await openSection(page, workStyle);
    await expect(page.getByText('Review Test').first()).toBeVisible();
    await expect(
      page.getByText(/submitted automatically when its time ran out|You submitted this section/),
    ).toBeVisible();
  });

  test('Submit Section asks about unanswered questions, completes the section, and Review Test is read-only', async ({
    page,
  }) => {
    const candidate = await invitedCandidate([TESTS.workStyle]);
    const section = await signInCandidate(page, candidate);
    const workStyle = section('Work Style Preferences');
    await openSection(page, workStyle);
    await page.keyboard.press('2');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('1');
    await expect(page.getByTestId('answered-count')).toHaveText(`2 of ${workStyle.questionCount} answered`);
    await page.getByRole('button', { name: 'Flag for review' }).click();

    await page.getByRole('button', { name: 'Submit Section' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Submit this section?' });
    await expect(dialog).toContainText(`You have answered 2 of ${workStyle.questionCount} questions.`);
    await expect(dialog).toContainText(`${workStyle.questionCount - 2} questions are unanswered.`);
    await expect(dialog).toContainText('1 question is flagged for review.');
    await screenshot(page, 'test-runner-submit-dialog');
    // Shortcuts stay off while the dialog is open.
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('button', { name: 'Keep working' }).click();
    // While the dialog fades out the page behind it stays hidden from the accessibility tree, so the
    // only 'Submit Section' button found would be the dialog's own.
    await expect(dialog).toBeHidden();
    await expect(position(page)).toHaveText(`Question 2 of ${workStyle.questionCount}`);

    await page.getByRole('button', { name: 'Submit Section' }).click();
    await dialog.getByRole('button', { name: 'Submit Section' }).click();
    await expect(toasts(page)).toContainText('Section Completed');
    await expect(page).toHaveURL(/\/candidate-dashboard$/, { timeout: 5000 });

    // Review Test: answers shown, nothing can change, no timers.
    await openSection(page, workStyle);
    await expect(page.getByText('Review Test').first()).toBeVisible();
    await expect(option(page, 1)).toBeChecked();
    await expect(option(page, 0)).toBeDisabled();
    await expect(page.getByTestId('section-timer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save Progress' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit Section' })).toHaveCount(0);
    await page.keyboard.press('1');
    await expect(option(page, 1)).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText(`Question 2 of ${workStyle.questionCount}`);
    await expect(option(page, 0)).toBeChecked();
    await screenshot(page, 'test-runner-review');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'test-runner-review-375', { fullPage: true });
  });

  test('an answer the server cannot store is marked on its question, never retried, and the others are saved', async ({
    page,
  }) => {
    const candidate = await invitedCandidate([TESTS.businessWriting]);
    const section = await signInCandidate(page, candidate);
    const writing = section('Business Writing');
    await openSection(page, writing);
    const { questions } = await serverSection(page, writing.id);
    const [first, second] = questions;
    if (!first || !second) throw new Error('two questions expected');
    const saves = (questionId: string) => {
      const seen: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().endsWith(`/api/candidate/answers/${questionId}`))
          seen.push(r.postData() ?? '');
      });
      return seen;
    };
    const firstSaves = saves(first.id);

    // A NUL character: valid JSON, but text PostgreSQL cannot store, so the server answers 400.
    const answer = card(page).getByRole('textbox');
    await answer.fill('Dear team,\u0000 I would like to propose a new schedule.');
    await answer.blur();
    const notSaved = page.getByTestId('answer-not-saved');
    await expect(notSaved).toBeVisible();
    await expect(notSaved).toHaveAttribute('role', 'alert');
    await expect(notSaved).toContainText('This answer cannot be saved');
    await expect(notSaved).toContainText('Text cannot contain NUL');
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    await expect(answer).toHaveAccessibleDescription(/This answer cannot be saved/);
    await expect(saveStatus(page)).toHaveText('1 answer cannot be saved');
    await expect(page.getByTestId('answered-count')).toHaveText(`0 of ${writing.questionCount} answered`);
    await expect(overviewButton(page, 1)).toHaveAccessibleName(/answer cannot be saved/);

    // The next answer is saved at once; the refused one is not sent again.
    await page.getByRole('button', { name: 'Next' }).click();
    await card(page).getByRole('textbox').fill('Thank you for the update.');
    await card(page).getByRole('textbox').blur();
    await expect
      .poll(async () => (await serverSection(page, writing.id)).answers.map((a) => a.questionId))
      .toEqual([second.id]);
    await page.waitForTimeout(3_000);
    expect(firstSaves).toHaveLength(1);
    // Every save carries its revision, so a slow older one can never overwrite a newer one.
    expect(JSON.parse(firstSaves[0] ?? '{}').revision).toBeGreaterThan(Date.parse('2026-01-01'));
    await expect(saveStatus(page)).toHaveText('1 answer cannot be saved');

    // On a phone: the message fits, and the page passes axe.
    await page.setViewportSize({ width: 390, height: 844 });
    await overviewButton(page, 1).click();
    await expect(notSaved).toBeVisible();
    const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await answer.scrollIntoViewIfNeeded();
    await screenshot(page, 'test-runner-answer-not-saved-390');
    await screenshot(page, 'test-runner-answer-not-saved-390-full', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(toasts(page)).toContainText('An answer cannot be saved');
    await expect(toasts(page)).toContainText('Change your answer to question 1 to save it.');

    // Changing the answer saves it and clears the message.
    await answer.fill('Dear team, I would like to propose a new schedule.');
    await answer.blur();
    await expect(notSaved).toHaveCount(0);
    await expect(saveStatus(page)).toHaveText('All answers saved automatically');
    await expect(page.getByTestId('answered-count')).toHaveText(`2 of ${writing.questionCount} answered`);
    expect(firstSaves).toHaveLength(2);
    const saved = await serverSection(page, writing.id);
    expect(saved.answers).toContainEqual(
      expect.objectContaining({
        questionId: first.id,
        value: 'Dear team, I would like to propose a new schedule.',
      }),
    );
  });

  test('a section of another candidate is not found', async ({ page }) => {
    const candidate = await invitedCandidate([TESTS.workStyle]);
    await signInCandidate(page, candidate);
    await page.goto('/test-section/00000000-0000-4000-8000-000000000000');
    await expect(toasts(page)).toContainText('Section not found');
    await expect(page.getByRole('heading', { name: 'Section not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
  });
});
