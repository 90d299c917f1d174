import { expect, type Page, test } from '@playwright/test';
import { provisionedCandidate, screenshot, signIn } from './support';

/** Big Five (migration 0004): 40 statements, so the navigator has several rows. */
const BIG_FIVE = '6f1d0a3e-1b7a-4c1e-9a01-000000000001';
const PHONE = { width: 390, height: 844 };
/** WCAG 2.5.5's target size, and what the runner promises on narrow and touch screens. */
const TARGET = 44;

async function openBigFive(page: Page) {
  const candidate = await provisionedCandidate([BIG_FIVE], 'Pia Phone');
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/candidate-dashboard$/);
  const response = await page.request.get('/api/candidate/sections');
  const { sections } = (await response.json()) as { sections: { id: string; questionCount: number }[] };
  const [section] = sections;
  if (!section) throw new Error('no section');
  await page.goto(`/test-section/${section.id}`);
  await expect(page.getByTestId('question-position')).toHaveText(`Question 1 of ${section.questionCount}`);
  return section;
}

const navigatorButtons = (page: Page) =>
  page.getByRole('navigation', { name: 'Question overview' }).getByRole('button');

/** Width and height of every element the locator matches. */
async function sizes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          label: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
          width: box.width,
          height: box.height,
        };
      }),
  );
}

test.describe('the test runner on a phone', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('keeps the brand, gives fingers 44 px targets and 16 px answers, hides what needs a keyboard, fits 390 px', async ({
    page,
  }) => {
    const section = await openBigFive(page);
    expect(await page.evaluate<boolean>("window.matchMedia('(pointer: coarse)').matches")).toBe(true);

    // The header keeps the product's (or the company's) mark beside the clocks.
    const mark = page.getByRole('banner').locator('svg, img').first();
    await expect(mark).toBeVisible();

    // SPEC's overview grid keeps ten columns (it scrolls inside its own strip), and every navigator chip
    // and every other button is at least 44×44 px; radios are covered by their rows.
    const tops = await navigatorButtons(page).evaluateAll((elements) =>
      elements.slice(0, 11).map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops.slice(0, 10)).size).toBe(1);
    expect(tops[10]).toBeGreaterThan(tops[0] ?? 0);
    const chips = await sizes(page, 'nav[aria-label="Question overview"] button');
    expect(chips).toHaveLength(section.questionCount);
    for (const chip of chips) {
      expect(chip.width, chip.label).toBeGreaterThanOrEqual(TARGET);
      expect(chip.height, chip.label).toBeGreaterThanOrEqual(TARGET);
    }
    for (const button of await sizes(page, 'button:not([role="radio"])')) {
      expect(button.width, button.label).toBeGreaterThanOrEqual(TARGET);
      expect(button.height, button.label).toBeGreaterThanOrEqual(TARGET);
    }
    const firstOption = page.getByTestId('question-card').locator('label').first();
    await expect(firstOption).toHaveCSS('font-size', '16px');
    const optionBox = await firstOption.boundingBox();
    expect(optionBox?.height ?? 0).toBeGreaterThanOrEqual(TARGET);

    // No keyboard and no full screen on a touch phone.
    await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Enter full screen' })).toHaveCount(0);

    // Autosave says so; SPEC's Save Progress stays.
    await firstOption.tap();
    await expect(page.getByTestId('save-status')).toHaveText('All answers saved automatically');
    await expect(page.getByRole('button', { name: 'Save Progress' })).toBeVisible();

    const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'test-runner-phone-390');
    // Viewport shots: a full-page capture drops the touch emulation and would show the shortcuts.
    await navigatorButtons(page).first().scrollIntoViewIfNeeded();
    await screenshot(page, 'test-runner-phone-390-navigator');
    await page.getByRole('heading', { name: 'Finished with this section?' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'test-runner-phone-390-tools');
  });
});

test.describe('the test runner with a mouse', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 1440, height: 900 } });

  test('keeps ten chips a row, the shortcuts and full screen on a desktop; a narrow window still gets 44 px chips', async ({
    page,
  }) => {
    await openBigFive(page);
    const tops = await navigatorButtons(page).evaluateAll((elements) =>
      elements.slice(0, 11).map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops.slice(0, 10)).size).toBe(1);
    expect(tops[10]).toBeGreaterThan(tops[0] ?? 0);
    await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enter full screen' })).toBeVisible();
    await expect(page.getByTestId('question-card').locator('label').first()).toHaveCSS('font-size', '16px');
    await screenshot(page, 'test-runner-desktop-1440');

    await page.setViewportSize(PHONE);
    for (const chip of await sizes(page, 'nav[aria-label="Question overview"] button')) {
      expect(chip.width, chip.label).toBeGreaterThanOrEqual(TARGET);
      expect(chip.height, chip.label).toBeGreaterThanOrEqual(TARGET);
    }
    // A narrow window on a computer still has a keyboard.
    await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
    const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  });
});
