import { expect, type Page, test } from '@playwright/test';
import { startDnsServer } from '../../apps/server/test/identity/dns-server';
import { startOidcProvider } from '../../apps/server/test/identity/oidc-provider';
import { startSamlIdp } from '../../apps/server/test/identity/saml-idp';
import { BASE_URL, SSO_PORTS } from '../playwright.config';
import { adminWithCompany, screenshot, signIn, sql } from './support';

// One set of loopback identity providers and DNS server for the file's journeys, one after the other.
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const OIDC_DOMAIN = `oidc${stamp}.test`;
const SAML_DOMAIN = `saml${stamp}.test`;
const CLIENT = { clientId: 'hireassess-e2e', clientSecret: 'an-e2e-client-secret-long-enough' };

let dns: Awaited<ReturnType<typeof startDnsServer>>;
let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
let idp: Awaited<ReturnType<typeof startSamlIdp>>;

test.beforeAll(async () => {
  dns = await startDnsServer(SSO_PORTS.dns);
  oidc = await startOidcProvider({
    ...CLIENT,
    redirectUri: `${BASE_URL}/api/auth/sso/callback`,
    port: SSO_PORTS.oidc,
  });
  idp = await startSamlIdp(SSO_PORTS.saml);
});

test.afterAll(async () => {
  await oidc?.close();
  await idp?.close();
  await dns?.close();
});

/** Publishes the card's TXT record on the loopback DNS server and selects Verify. */
async function verifyDomain(page: Page, domain: string) {
  const card = page.getByTestId('sso-connection').filter({ hasText: domain });
  const name = (await card.getByTestId('sso-dns-name').textContent()) ?? '';
  const value = (await card.getByTestId('sso-dns-value').textContent()) ?? '';
  dns.setTxt(name.trim(), [value.trim()]);
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByTestId('sso-verified')).toBeVisible();
  return card;
}

async function addConnection(page: Page, fill: () => Promise<void>, domain: string) {
  await page.getByRole('button', { name: 'Add connection' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email domain').fill(domain);
  await fill();
  await dialog.getByRole('button', { name: 'Add connection' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sso-connection').filter({ hasText: domain })).toBeVisible();
}

test('an admin sets up OIDC and SAML single sign-on; members sign in through each IdP', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminWithCompany('Sso Admin');
  await sql(`UPDATE companies SET plan = 'enterprise' WHERE name = $1`, [admin.company.name]);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/admin-dashboard/);
  await page.goto('/settings/sso');
  await expect(page.getByRole('heading', { name: 'Single sign-on', exact: true })).toBeVisible();

  // OpenID Connect: the issuer's discovery, then the domain's TXT record.
  await addConnection(
    page,
    async () => {
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Issuer URL').fill(oidc.issuer);
      await dialog.getByLabel('Client ID').fill(CLIENT.clientId);
      await dialog.getByLabel('Client secret').fill(CLIENT.clientSecret);
    },
    OIDC_DOMAIN,
  );
  const oidcCard = await verifyDomain(page, OIDC_DOMAIN);
  await expect(oidcCard.getByTestId('sso-redirect-uri')).toHaveText(`${BASE_URL}/api/auth/sso/callback`);

  // SAML: the IdP's metadata URL; the IdP then learns our SP metadata, as an IT admin pastes it.
  await addConnection(
    page,
    async () => {
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Protocol' }).click();
      await page.getByRole('option', { name: 'SAML 2.0' }).click();
      await dialog.getByLabel('IdP metadata URL').fill(idp.metadataUrl);
    },
    SAML_DOMAIN,
  );
  const samlCard = await verifyDomain(page, SAML_DOMAIN);
  const metadataUrl = (await samlCard.getByTestId('sso-metadata-url').textContent()) ?? '';
  idp.connect(await (await fetch(metadataUrl.trim())).text());

  await page.setViewportSize({ width: 1440, height: 1100 });
  await screenshot(page, 'sso-settings-1440', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'sso-settings-390', { fullPage: true });

  // A member through the OpenID provider's own login and consent pages: joins as a reviewer.
  const oidcMember = await browser.newContext();
  const one = await oidcMember.newPage();
  oidc.addUser({ email: `olga@${OIDC_DOMAIN}`, name: 'Olga Oidc' });
  await one.goto('/login');
  await one.getByLabel('Email').fill(`olga@${OIDC_DOMAIN}`);
  await one.setViewportSize({ width: 1440, height: 900 });
  await screenshot(one, 'sso-login-1440');
  await one.setViewportSize({ width: 390, height: 844 });
  await screenshot(one, 'sso-login-390', { fullPage: true });
  await one.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await one.locator('input[name="login"]').fill(`olga@${OIDC_DOMAIN}`);
  await one.locator('input[name="password"]').fill('any-password');
  await one.getByRole('button', { name: 'Sign-in' }).click();
  await one.getByRole('button', { name: 'Continue' }).click();
  await expect(one).toHaveURL(/admin-dashboard/);
  await oidcMember.close();

  // A member through the SAML IdP's login page and its auto-posting form to our ACS.
  const samlMember = await browser.newContext();
  const two = await samlMember.newPage();
  await two.goto('/login');
  await two.getByLabel('Email').fill(`sami@${SAML_DOMAIN}`);
  await two.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await expect(two.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await two.getByLabel('Email').fill(`sami@${SAML_DOMAIN}`);
  await two.getByRole('button', { name: 'Sign in' }).click();
  await expect(two).toHaveURL(/admin-dashboard/);
  await samlMember.close();

  // Both joined the admin's company with the default role.
  await page.goto('/settings/team');
  // SAML sends no display name here: the address is both the name and the email on the team page.
  await expect(page.getByText(`olga@${OIDC_DOMAIN}`).first()).toBeVisible();
  await expect(page.getByText(`sami@${SAML_DOMAIN}`).first()).toBeVisible();
});

test('a person without a connection for their domain is told so on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(`nobody@nowhere${stamp}.test`);
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await expect(page.getByTestId('sso-sign-in-problem')).toContainText('not set up for this email domain');
});
