import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { adminWithCompany, chooseOption, expectAccessible, signIn, toasts } from './support';

/** This journey's screenshots, at a desktop and a phone width, for a person to look at. */
const SHOTS = '/tmp/admin-i18n/shots';

const openBranding = async (page: Page) => {
  await page.goto('/settings/branding');
  await expect(page.getByRole('combobox', { name: 'Date and number format' })).toBeVisible();
};

test("an admin sets the company's locale and time zone, and the admin pages' dates follow them", async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const admin = await adminWithCompany('Rita Region');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/admin-dashboard/);
  await openBranding(page);

  // Until a region is chosen, each admin's browser decides (Playwright's: en-US).
  await expect(page.getByRole('combobox', { name: 'Date and number format' })).toHaveText(
    "Each admin's browser",
  );
  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Date and number format' }),
    'Japanese (Japan) (ja-JP)',
  );
  await chooseOption(page, page.getByRole('combobox', { name: 'Time zone' }), 'Asia/Tokyo');
  // The example follows the choice before saving: 14:30 UTC is 23:30 in Tokyo.
  await expect(page.getByText('Example: 2026/03/05 23:30 · 1,234,567.89')).toBeVisible();
  await page.getByRole('button', { name: 'Save region' }).click();
  await expect(toasts(page)).toContainText('Region saved');
  await expectAccessible(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/region-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/region-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The choice is the company's: after a reload it is still there, and the team page writes dates with it.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveText('Asia/Tokyo');
  await page.goto('/settings/team');
  const joined = page
    .getByRole('row', { name: /Rita Region/ })
    .getByRole('cell')
    .nth(3);
  await expect(joined).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
  await page.screenshot({ path: `${SHOTS}/team-ja-JP.png` });

  // Back to the browser's: the date is written the en-US way again.
  await openBranding(page);
  await page.getByRole('combobox', { name: 'Date and number format' }).click();
  // The list opens scrolled to the current choice, far below the first option: the keyboard reaches it
  // surely, where a click on an option being scrolled into view can miss.
  await expect(page.getByRole('option', { name: "Each admin's browser" })).toBeAttached();
  // The list takes the focus on the current choice once it has opened: a Home pressed before that is lost, and
  // Enter then keeps the current choice.
  await expect(page.getByRole('option', { name: 'Japanese (Japan) (ja-JP)' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.getByRole('option', { name: "Each admin's browser" })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Date and number format' })).toHaveText(
    "Each admin's browser",
  );
  await page.getByRole('button', { name: 'Save region' }).click();
  await expect(toasts(page)).toContainText('Region saved');
  await page.goto('/settings/team');
  await expect(
    page
      .getByRole('row', { name: /Rita Region/ })
      .getByRole('cell')
      .nth(3),
  ).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
});
