import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminWithCompany, createVerifiedAdmin, screenshot, signIn, sql } from './support';

const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** Okta's Create User request (its SCIM 2.0 reference). */
const oktaUser = (email: string, externalId: string) => ({
  schemas: [USER_SCHEMA],
  userName: email,
  name: { givenName: 'Sam', familyName: 'Provisioned' },
  emails: [{ primary: true, value: email, type: 'work' }],
  displayName: 'Sam Provisioned',
  locale: 'en-US',
  externalId,
  groups: [],
  active: true,
});

test('an admin creates a SCIM token; the directory provisions a member and deactivation signs a member out', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminWithCompany('Ida Identity');
  await sql(`UPDATE companies SET plan = 'enterprise' WHERE name = $1`, [admin.company.name]);
  // A colleague already on the team, signed in in their own browser.
  const colleague = await createVerifiedAdmin('Cole Colleague');
  await sql(
    `UPDATE profiles SET role_id = (SELECT id FROM roles WHERE name = 'reviewer'),
       company_id = (SELECT id FROM companies WHERE name = $2)
     WHERE id = (SELECT id FROM "user" WHERE email = $1)`,
    [colleague.email, admin.company.name],
  );
  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  await signIn(colleaguePage, colleague.email, colleague.password);
  await expect(colleaguePage).toHaveURL(/\/admin-dashboard/);

  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard/);
  await page.goto('/settings/team');
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Provisioning (SCIM)' })
    .click();
  await expect(page).toHaveURL(/\/settings\/scim$/);
  await expect(page.getByRole('heading', { name: 'Provisioning (SCIM)' })).toBeVisible();
  const baseUrl = (await page.getByTestId('scim-base-url').textContent()) ?? '';
  expect(baseUrl).toMatch(/\/api\/auth\/scim\/v2$/);
  await expect(page.getByText('No tokens yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Create token' }).click();
  await page
    .getByRole('dialog', { name: 'Create a SCIM token?' })
    .getByRole('button', { name: 'Create token' })
    .click();
  const shown = page.getByRole('dialog', { name: 'Your new SCIM token' });
  const token = (await shown.getByTestId('new-scim-token').textContent()) ?? '';
  expect(token).toMatch(/^ba_scim_credential_\S+\.\S+$/);
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'scim-token-shown-once');
  await expectNoAxeViolations(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('scim-token-row')).toHaveCount(1);
  await expect(page.getByText(token)).toHaveCount(0);

  // The identity provider, over HTTP with the token alone.
  const scim = (method: string, pathname: string, data?: unknown) =>
    request.fetch(`${baseUrl}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      ...(data === undefined ? {} : { data: JSON.stringify(data) }),
    });
  const newcomer = `sam.${Date.now()}@scim-e2e.example`;
  expect((await scim('POST', '/Users', oktaUser(newcomer, `ext-${Date.now()}`))).status()).toBe(201);
  const linked = await scim('POST', '/Users', oktaUser(colleague.email, `ext-colleague-${Date.now()}`));
  expect(linked.status()).toBe(201);
  const colleagueId = (await linked.json()).id as string;

  await page.reload();
  const provisioned = page.getByTestId('scim-member-row').filter({ hasText: newcomer });
  await expect(provisioned).toContainText('Provisioned by SCIM');
  await expect(provisioned).toContainText('Reviewer');
  await expect(page.getByTestId('scim-member-row').filter({ hasText: admin.email })).toContainText(
    'Invited or signed up',
  );

  // Okta's deactivation: the colleague's next page load is the sign-in page.
  const deactivated = await scim('PATCH', `/Users/${colleagueId}`, {
    schemas: [PATCH_SCHEMA],
    Operations: [{ op: 'replace', value: { active: false } }],
  });
  expect(deactivated.status()).toBe(200);
  await colleaguePage.reload();
  await expect(colleaguePage).toHaveURL(/\/login/);
  // Their password no longer signs them in, and the page says why (decision 026).
  await signIn(colleaguePage, colleague.email, colleague.password);
  await expect(colleaguePage.getByRole('alert').filter({ hasText: 'deactivated' }).first()).toContainText(
    "Your company's directory deactivated this account, so it cannot sign in. Ask your IT administrator to reactivate it.",
  );
  await expect(colleaguePage).toHaveURL(/\/login/);
  await screenshot(colleaguePage, 'scim-deactivated-sign-in');
  await colleagueContext.close();

  await page.reload();
  await expect(page.getByTestId('scim-member-row').filter({ hasText: colleague.email })).toHaveCount(0);

  // Groups → roles.
  await page.getByRole('button', { name: 'Add group' }).click();
  await page.getByLabel('Group name').fill('HireAssess Admins');
  await page.getByRole('button', { name: 'Save groups' }).click();
  await expect(page.getByText('Groups saved', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'scim-settings-1440', { fullPage: true });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'scim-settings-390', { fullPage: true });

  // Revoke: the token's next request is refused.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: /^Revoke token/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke this token?' })
    .getByRole('button', { name: 'Revoke token' })
    .click();
  await expect(page.getByTestId('scim-token-row')).toContainText('Revoked');
  expect((await scim('GET', '/Users')).status()).toBe(401);
});

test('a Startup admin is told SCIM needs Enterprise', async ({ page }) => {
  const admin = await adminWithCompany('Stu Startup');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard/);
  await page.goto('/settings/scim');
  const notice = page.getByTestId('upgrade-notice');
  await expect(notice).toContainText('SCIM provisioning is available on the Enterprise plan');
  await screenshot(page, 'scim-startup');
});
