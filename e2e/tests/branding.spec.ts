import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  adminWithCompany,
  apiSession,
  expectAccessible,
  linkIn,
  provisionedCandidate,
  screenshot,
  signIn,
  sql,
  toasts,
  uniqueEmail,
  waitForMail,
} from './support';

/** English Grammar and English Vocabulary: two short sections (migration 0004). */
const TWO_TESTS = ['6f1d0a3e-1b7a-4c1e-9a01-000000000005', '6f1d0a3e-1b7a-4c1e-9a01-000000000006'];
const TEAL = '#0f766e';
const TEAL_RGB = 'rgb(15, 118, 110)';

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40" onload="alert(1)">
  <rect width="40" height="40" rx="8" fill="${TEAL}"/>
  <path d="M10 30V10h5l10 12V10h5v20h-5L15 18v12z" fill="#fff"/>
  <text x="48" y="27" font-family="sans-serif" font-size="16" font-weight="700" fill="#0f172a">NW</text>
  <script>alert(2)</script>
</svg>`;

const openBranding = async (page: Page) => {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Branding' }).click();
  await expect(page).toHaveURL(/\/settings\/branding$/);
};

// Page code as text: the e2e project is compiled without the DOM's types.
const naturalWidth = (locator: Locator) =>
  locator.evaluate(new Function('img', 'return img.naturalWidth') as (img: unknown) => number);

test('an Enterprise admin brands the candidate pages, and the candidate sees the logo, name and colour', async ({
  page,
  browser,
}) => {
  const candidate = await provisionedCandidate(TWO_TESTS, 'Nia Northwind');
  await sql(`UPDATE companies SET plan = 'enterprise' WHERE name = $1`, [candidate.admin.company.name]);
  await signIn(page, candidate.admin.email, candidate.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await openBranding(page);

  await page.getByLabel('Display name').fill('Northwind Talent');
  const hex = page.getByRole('textbox', { name: 'Brand colour', exact: true });
  // A light yellow: white text on it is unreadable, so it is refused before saving, with the ratio.
  await hex.fill('#facc15');
  await expect(
    page.getByText(/White text on #facc15 has a contrast of 1\.\d\d:1, below the 4\.5:1/),
  ).toBeVisible();
  await hex.fill(TEAL);
  await expect(page.getByText('White text on it: 5.47:1.')).toBeVisible();
  const preview = page.getByTestId('brand-preview');
  await expect(preview).toContainText('Northwind Talent');
  await expect(preview.getByRole('button', { name: 'Start section' })).toHaveCSS(
    'background-color',
    TEAL_RGB,
  );
  await page.getByRole('button', { name: 'Save name and colour' }).click();
  await expect(toasts(page)).toContainText('Branding saved');

  // A photo is refused with the reason; an SVG logo is stored (without its script) and previewed.
  const logoInput = page.getByLabel('Logo file');
  await logoInput.setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'The logo was not saved' })).toContainText(
    'The logo must be a PNG or SVG image',
  );
  await logoInput.setInputFiles({
    name: 'northwind.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(LOGO_SVG),
  });
  await expect(toasts(page)).toContainText('Logo saved');
  const current = page.getByRole('img', { name: 'Your current logo' });
  await expect(current).toBeVisible();
  await expect.poll(() => naturalWidth(current)).toBeGreaterThan(0);
  await expect(page.getByRole('alert').filter({ hasText: 'The logo was not saved' })).toHaveCount(0);
  await screenshot(page, 'branding-settings', { fullPage: true });

  const stored = await (await apiSession(candidate.admin.email, candidate.admin.password)).get(
    '/api/company/branding',
  );
  const logo = await page.request.get(String(stored.body.logoUrl));
  expect(logo.headers()['content-type']).toBe('image/svg+xml');
  expect(await logo.text()).not.toContain('script');

  // The candidate's side.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const candidatePage = await context.newPage();
  await signIn(candidatePage, candidate.email, candidate.password);
  await expect(candidatePage).toHaveURL(/\/candidate-dashboard$/);
  const header = candidatePage.locator('header');
  await expect(header.getByTestId('brand-name')).toHaveText('Northwind Talent');
  await expect(header.getByText('HireAssess')).toHaveCount(0);
  // The company's own name gives way to the display name on the page too.
  await expect(candidatePage.getByRole('main')).toContainText('Northwind Talent');
  await expect(candidatePage.getByText(candidate.admin.company.name)).toHaveCount(0);
  const headerLogo = header.locator('img');
  await expect(headerLogo).toHaveAttribute('src', /\/api\/branding\/logo\/[0-9a-f-]{36}\?v=\d+$/);
  await expect.poll(() => naturalWidth(headerLogo)).toBeGreaterThan(0);
  // The notice names the company as candidates now see it: a new name is a new notice to read first.
  await candidatePage.getByRole('button', { name: 'I have read this' }).click();
  const start = candidatePage.getByRole('link', { name: /Start Test/ }).first();
  await expect(start).toBeVisible();
  await expect(start).toHaveCSS('background-color', TEAL_RGB);
  await expect(start).toHaveCSS('color', 'rgb(255, 255, 255)');
  await screenshot(candidatePage, 'branding-candidate-dashboard', { fullPage: true });
  await expectAccessible(candidatePage);

  // The test runner keeps the brand.
  await start.click();
  await expect(candidatePage).toHaveURL(/\/test-section\//);
  await expect(candidatePage.locator('header').getByTestId('brand-name')).toHaveText('Northwind Talent');
  await expect(candidatePage.locator('main .bg-primary').first()).toHaveCSS('background-color', TEAL_RGB);
  await screenshot(candidatePage, 'branding-test-runner');
  // On a phone too, beside the clocks, without widening the page.
  await candidatePage.setViewportSize({ width: 390, height: 844 });
  await expect(candidatePage.getByTestId('question-position')).toBeVisible();
  const phoneHeader = candidatePage.locator('header');
  // The logo stands for the company there; its name stays for screen readers.
  await expect(phoneHeader.locator('img')).toBeVisible();
  await expect(phoneHeader.getByTestId('brand-name')).toHaveText('Northwind Talent');
  expect(await candidatePage.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    390,
  );
  await screenshot(candidatePage, 'branding-test-runner-390');
  await context.close();

  // The invitation email and the page its link opens carry the brand too: a new candidate's, whose link
  // sets a password (one who has a password is asked to sign in instead, decision 026).
  const adminApi = await apiSession(candidate.admin.email, candidate.admin.password);
  const newcomer = uniqueEmail('branded');
  const created = await adminApi.post('/api/n8n/create-candidate', {
    full_name: 'Nadia Newcomer',
    email: newcomer,
    testConfiguration: { selectedTests: TWO_TESTS.map((id) => ({ id })), testMode: 'pre-built' },
  });
  expect(created.status).toBe(201);
  const mail = await waitForMail(newcomer, 'Your assessment invitation from Northwind Talent');
  expect(mail.html).toContain(`background:${TEAL};color:#fff`);
  expect(mail.html).toMatch(
    /<img src="http:\/\/127\.0\.0\.1:\d+\/api\/branding\/logo\/[0-9a-f-]{36}\?v=\d+"/,
  );
  expect(mail.text).toContain('Northwind Talent invites you to take the online assessment "');
  const invitation = await browser.newContext();
  const invitePage = await invitation.newPage();
  // The link opens the branded dashboard of the application, with no password page on the way.
  await invitePage.goto(linkIn(mail.text));
  await expect(invitePage).toHaveURL(/\/candidate-dashboard\?application=/);
  await expect(invitePage.getByTestId('brand-name').first()).toHaveText('Northwind Talent');
  await expect(invitePage.getByRole('button', { name: "Confirm it's you" })).toHaveCSS(
    'background-color',
    TEAL_RGB,
  );
  await screenshot(invitePage, 'branding-accept-invite');
  await expectAccessible(invitePage);
  await invitation.close();
});

test('a Startup admin is shown the Enterprise message for branding and for acting on several candidates', async ({
  page,
}) => {
  const admin = await adminWithCompany('Sam Startup');
  const session = await apiSession(admin.email, admin.password);
  const stamp = Date.now();
  for (const name of ['Ola One', 'Tom Two']) {
    const created = await session.post('/api/n8n/create-candidate', {
      full_name: name,
      email: `${name.split(' ')[0]?.toLowerCase()}.${stamp}@e2e.test`,
    });
    expect(created.status).toBe(201);
  }
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  const rowOf = (name: string) => page.getByRole('table').getByRole('row').filter({ hasText: name });
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await rowOf('Ola One').getByRole('checkbox').check();
  await expect(bulk.getByRole('button', { name: 'Delete selected' })).toBeVisible();
  await rowOf('Tom Two').getByRole('checkbox').check();
  await expect(bulk).toContainText(
    'Actions on several candidates at once are available on the Enterprise plan; on the Startup plan, act on one candidate at a time.',
  );
  await expect(bulk.getByRole('button', { name: 'Delete selected' })).toHaveCount(0);
  await expect(bulk.getByRole('link', { name: 'Contact us to upgrade' })).toHaveAttribute(
    'href',
    '/contact?plan=enterprise',
  );
  await screenshot(page, 'branding-startup-bulk-bar');

  await openBranding(page);
  const notice = page.getByTestId('upgrade-notice');
  await expect(notice).toContainText('White-label branding');
  await expect(notice).toContainText('Enterprise plan');
  await expect(page.getByLabel('Display name')).toHaveCount(0);
  await screenshot(page, 'branding-startup');
  await notice.getByRole('link', { name: 'Contact us to upgrade' }).click();
  await expect(page).toHaveURL(/\/contact\?plan=enterprise$/);
});
