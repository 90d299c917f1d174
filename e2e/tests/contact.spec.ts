import { expect, type Page, test } from '@playwright/test';
import { screenshot, toasts, uniqueEmail } from './support';

const choose = async (page: Page, field: string, option: string) => {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('combobox', { name: field })).toHaveText(option);
};

test('shows every field, the sales details and Back to Home', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact our sales team' })).toBeVisible();
  for (const label of ['Company Name', 'Contact Person', 'Email', 'Phone', 'Additional Requirements']) {
    await expect(page.getByRole('textbox', { name: label })).toBeVisible();
  }
  for (const label of ['Company Size', 'Industry', 'Preferred Plan']) {
    await expect(page.getByRole('combobox', { name: label })).toBeVisible();
  }

  const sales = page.getByRole('complementary', { name: 'Sales contact details' });
  await expect(sales.getByRole('link', { name: 'sales@hireassess.example' })).toHaveAttribute(
    'href',
    'mailto:sales@hireassess.example',
  );
  await expect(sales.getByRole('link', { name: '+91 80 4567 8900' })).toHaveAttribute(
    'href',
    'tel:+918045678900',
  );
  await expect(sales.getByText('Response within 24 hours')).toBeVisible();
  await screenshot(page, 'contact');

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the options of the selects are the specified ones', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('combobox', { name: 'Company Size' }).click();
  await expect(page.getByRole('option')).toHaveText([
    '1-10 employees',
    '11-50 employees',
    '51-200 employees',
    '201-1000 employees',
    '1000+ employees',
  ]);
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Preferred Plan' }).click();
  await expect(page.getByRole('option')).toHaveText(['Startup', 'Enterprise', 'Custom']);
});

test('an empty submit shows the required errors and sends nothing', async ({ page }) => {
  let requests = 0;
  await page.route('**/api/contact-requests', (route) => {
    requests++;
    return route.continue();
  });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Contact person is required')).toBeVisible();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Enter a valid email address',
  );
  // Optional fields are not flagged.
  await expect(page.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'contact-required');
  expect(requests).toBe(0);
});

test('a complete request is submitted and the form resets', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Company Name' }).fill('Umbrella Ltd');
  await page.getByRole('textbox', { name: 'Contact Person' }).fill('Uma Umbrella');
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('sales-lead'));
  await page.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
  await choose(page, 'Company Size', '51-200 employees');
  await choose(page, 'Industry', 'Finance');
  await choose(page, 'Preferred Plan', 'Custom');
  await page.getByRole('textbox', { name: 'Additional Requirements' }).fill('About 300 candidates a month.');

  const sent = page.waitForRequest('**/api/contact-requests');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    companyName: 'Umbrella Ltd',
    contactPerson: 'Uma Umbrella',
    phone: '+91 98765 43210',
    companySize: '51-200',
    industry: 'Finance',
    preferredPlan: 'custom',
    additionalNotes: 'About 300 candidates a month.',
  });

  const toast = toasts(page);
  await expect(toast).toContainText('Request Submitted Successfully!');
  await expect(toast).toContainText('Our sales team will contact you within 24 hours.');
  await expect(toast).toHaveAttribute('data-type', 'success');
  await screenshot(page, 'contact-submitted');

  for (const label of ['Company Name', 'Contact Person', 'Email', 'Phone', 'Additional Requirements']) {
    await expect(page.getByRole('textbox', { name: label })).toHaveValue('');
  }
  await expect(page.getByRole('combobox', { name: 'Company Size' })).toHaveText('Select company size');
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveText('Select industry');
  await expect(page.getByRole('combobox', { name: 'Preferred Plan' })).toHaveText('Select a plan');
  await expect(page.getByText('Company name is required')).toHaveCount(0);
});

test('?plan=enterprise preselects the Enterprise plan', async ({ page }) => {
  await page.goto('/contact?plan=enterprise');
  await expect(page.getByRole('combobox', { name: 'Preferred Plan' })).toHaveText('Enterprise');
  await page.goto('/contact?plan=nonsense');
  await expect(page.getByRole('combobox', { name: 'Preferred Plan' })).toHaveText('Select a plan');
});
