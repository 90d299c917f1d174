import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { screenshot, signIn } from './support';

/** The demo workspace the server seeds on a fresh database (README: npm start). */
const DEMO_ADMIN = { email: 'admin@acme.example', password: 'acme-admin-2026' };
const PHONE = { width: 390, height: 844 };

/**
 * A dialog as a person on a phone meets it: inside the screen's width (the page behind it too), nothing
 * axe finds in it, and Escape closes it.
 */
async function expectDialogFits(page: Page, dialog: Locator, name: string) {
  await expect(dialog).toBeVisible();
  // Radix animates a dialog in: measure it at rest.
  await expect
    .poll(async () => (await dialog.boundingBox())?.width ?? 0, { timeout: 5000 })
    .toBeGreaterThan(0);
  await page.waitForTimeout(300);
  const box = await dialog.boundingBox();
  if (!box) throw new Error(`${name}: no box`);
  expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth'), name).toBeLessThanOrEqual(
    PHONE.width,
  );
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"], [role="alertdialog"]')
    .analyze();
  expect(violations.map((v) => `${name} ${v.impact} ${v.id}`)).toEqual([]);
  await screenshot(page, `dialog-${name}-390`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test("an admin's dialogs fit a 390 px phone and pass axe", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  await page.getByRole('button', { name: 'Add candidate' }).click();
  await expectDialogFits(page, page.getByRole('dialog', { name: 'Add candidate' }), 'add-candidate');

  // A dialog from a row's menu fits too, and closing it gives focus back to the menu's button.
  const menu = page.getByRole('button', { name: /^More actions for Casey Candidate/ });
  await menu.click();
  await page.getByRole('menuitem', { name: /Extra time/ }).click();
  await expectDialogFits(page, page.getByRole('dialog', { name: /^Extra time for/ }), 'extra-time');
  await expect(menu).toBeFocused();

  await page.goto('/settings/team');
  await page.getByRole('button', { name: 'Invite' }).click();
  await expectDialogFits(page, page.getByRole('dialog', { name: 'Invite a colleague' }), 'invite');

  await page.goto('/settings/api-keys');
  await page.getByRole('button', { name: 'Create API key' }).click();
  await expectDialogFits(page, page.getByRole('dialog', { name: 'Create API key' }), 'api-key');

  await page.goto('/settings/webhooks');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expectDialogFits(page, page.getByRole('dialog', { name: 'Add endpoint' }), 'endpoint');

  await page.goto('/admin-tests');
  await page.getByRole('button', { name: 'New test' }).click();
  await expectDialogFits(page, page.getByRole('dialog', { name: 'New test' }), 'new-test');
  await page.getByRole('button', { name: 'Import questions' }).click();
  await expectDialogFits(page, page.getByRole('dialog', { name: 'Import questions' }), 'import-questions');
  await expect(page.getByRole('button', { name: 'Import questions' })).toBeFocused();

  // The demo candidate's own assessment (other journeys may add assessments to the demo company).
  const casey = await page.request.get('/api/candidates?search=candidate%40acme.example');
  const { items } = (await casey.json()) as { items: { assessmentId: string }[] };
  await page.goto(`/admin-assessments/${items[0]?.assessmentId}?tab=deadlines`);
  await page.getByRole('button', { name: /^Extend deadline of Casey Candidate/ }).click();
  await expectDialogFits(
    page,
    page.getByRole('dialog', { name: /^Extend the deadline of/ }),
    'extend-deadline',
  );
});
