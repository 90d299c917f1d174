import { SSO_REQUIRED_MESSAGE, type TSsoConnection, type TSsoSettings } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_PASSWORD, createAssessment, signedInCandidate } from '../../../test/candidates';
import {
  ADMIN_PASSWORD,
  createTestApp,
  signedInAdmin,
  type TestApp,
  TestClient,
} from '../../../test/helpers';
import { SignInBrowser } from '../../../test/identity/browser';
import { startDnsServer } from '../../../test/identity/dns-server';
import { startOidcProvider } from '../../../test/identity/oidc-provider';
import { startSamlIdp } from '../../../test/identity/saml-idp';
import { SSO_TEST_CERTIFICATE } from '../../../test/identity/test-certificate';
import { givePlan } from '../../../test/plans';
import { MEMBER_PASSWORD, signedInMember } from '../../../test/team';
import { ssoProvider } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { SSO_REFUSALS } from './sso-plugin';

const OIDC_DOMAIN = 'oidc-corp.test';
const SAML_DOMAIN = 'saml-corp.test';
const CALLBACK = '/admin-dashboard';
const ERROR_CALLBACK = '/login?sso=failed';

let t: TestApp;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
let idp: Awaited<ReturnType<typeof startSamlIdp>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let oidcConnection: TSsoConnection;
let samlConnection: TSsoConnection;
let squatterId: string;

const settings = async (client: TestClient): Promise<TSsoSettings> =>
  (await client.get('/api/sso/connections')).json();

async function verify(client: TestClient, connection: TSsoConnection) {
  const response = await client.post(`/api/sso/connections/${connection.providerId}/verify-domain`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { verified: boolean; message: string; connection: TSsoConnection };
}

/** Starts an SSO sign-in from the email address, as the login page does; answers the IdP's URL. */
async function startSignIn(browser: SignInBrowser, email: string, providerId?: string) {
  const started = await browser.client.post('/api/auth/sign-in/sso', {
    ...(providerId ? { providerId } : { email }),
    callbackURL: CALLBACK,
    errorCallbackURL: ERROR_CALLBACK,
  });
  return started;
}

async function oidcSignIn(email: string) {
  const browser = new SignInBrowser(new TestClient(t.app));
  const started = await startSignIn(browser, email);
  expect(started.statusCode, started.body).toBe(200);
  const login = await browser.open(started.json().url);
  expect(login.body).toContain('name="login"');
  const consent = await browser.open(login.url, { prompt: 'login', login: email, password: 'any' });
  expect(consent.body).toContain('value="consent"');
  return { browser, page: await browser.open(consent.url, { prompt: 'consent' }) };
}

async function samlAuthnRequestId(browser: SignInBrowser, email: string, providerId?: string) {
  const started = await startSignIn(browser, email, providerId);
  expect(started.statusCode, started.body).toBe(200);
  const idpUrl = new URL(started.json().url);
  const login = await browser.open(idpUrl.toString());
  expect(login.body).toContain('Test identity provider');
  const requestId = /name="requestId" value="([^"]+)"/.exec(login.body)?.[1] ?? '';
  const relayState = idpUrl.searchParams.get('RelayState') ?? '';
  return { requestId, relayState };
}

async function postAssertion(browser: SignInBrowser, samlResponse: string, relayState: string) {
  return browser.open(
    `/api/auth/sso/saml2/sp/acs/${samlConnection.providerId}`,
    { SAMLResponse: samlResponse, RelayState: relayState },
    idp.origin,
  );
}

async function me(client: TestClient) {
  const response = await client.get('/api/me');
  return response.statusCode === 200 ? response.json() : null;
}

beforeAll(async () => {
  dns = await startDnsServer();
  idp = await startSamlIdp();
  oidc = await startOidcProvider({
    clientId: 'hireassess-test',
    clientSecret: 'a-test-client-secret-of-some-length',
    redirectUri: 'http://localhost:3000/api/auth/sso/callback',
  });
  t = await createTestApp({
    DNS_SERVERS: dns.address,
    SSO_PRIVATE_IDP_ORIGINS: `${oidc.issuer},${idp.origin}`,
  });
  admin = await signedInAdmin(t, 'owner@oidc-corp.test', { name: 'SSO Corp', industry: 'Technology' });
  other = await signedInAdmin(t, 'owner@other-corp.test', { name: 'Other Corp', industry: 'Finance' });
  await givePlan(t.context, admin.companyId);
  await givePlan(t.context, other.companyId);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await oidc?.close();
  await idp?.close();
  await dns?.close();
});

describe('SSO connections', () => {
  it('needs Enterprise', async () => {
    const startup = await signedInAdmin(t, 'owner@startup.test', { name: 'Startup Co', industry: 'Retail' });
    const response = await startup.client.get('/api/sso/connections');
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe('PLAN_FEATURE');
  });

  it("refuses the plugin's own provider management over HTTP", async () => {
    for (const path of [
      '/api/auth/sso/register',
      '/api/auth/sso/verify-domain',
      '/api/auth/sso/update-provider',
    ]) {
      const response = await admin.client.post(path, {
        providerId: 'x',
        issuer: oidc.issuer,
        domain: OIDC_DOMAIN,
      });
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('adds an OIDC connection through discovery and shows the DNS record and the redirect URI', async () => {
    const response = await admin.client.post('/api/sso/connections', {
      domain: OIDC_DOMAIN,
      defaultRole: 'reviewer',
      oidc: {
        issuer: oidc.issuer,
        clientId: 'hireassess-test',
        clientSecret: 'a-test-client-secret-of-some-length',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    oidcConnection = response.json();
    expect(oidcConnection).toMatchObject({ protocol: 'oidc', domain: OIDC_DOMAIN, domainVerified: false });
    expect(oidcConnection.dnsRecord.name).toBe(`_hireassess-sso-${oidcConnection.providerId}.${OIDC_DOMAIN}`);
    expect(oidcConnection.dnsRecord.value.length).toBeGreaterThan(16);
    expect(oidcConnection.serviceProvider.redirectUri).toBe('http://localhost:3000/api/auth/sso/callback');
  });

  it('refuses an issuer whose discovery document names another issuer, and a private address not allowed', async () => {
    const wrong = await admin.client.post('/api/sso/connections', {
      domain: 'x.test',
      defaultRole: 'reviewer',
      oidc: { issuer: `${oidc.issuer}/other`, clientId: 'c', clientSecret: 's' },
    });
    expect(wrong.statusCode).toBe(400);
    const internal = await admin.client.post('/api/sso/connections', {
      domain: 'x.test',
      defaultRole: 'reviewer',
      oidc: { issuer: 'http://127.0.0.1:9', clientId: 'c', clientSecret: 's' },
    });
    expect(internal.statusCode).toBe(400);
  });

  it('refuses sign-in while the domain is unverified, with a clear error', async () => {
    const browser = new SignInBrowser(new TestClient(t.app));
    const started = await startSignIn(browser, `new@${OIDC_DOMAIN}`);
    expect(started.statusCode, started.body).toBe(401);
    expect(started.json().error.message).toMatch(/not been verified/);
  });

  it('does not verify without the TXT record, then verifies once it is published', async () => {
    const missing = await verify(admin.client, oidcConnection);
    expect(missing.verified).toBe(false);
    expect(missing.message).toContain(oidcConnection.dnsRecord.name);
    dns.setTxt(oidcConnection.dnsRecord.name, [oidcConnection.dnsRecord.value]);
    const found = await verify(admin.client, oidcConnection);
    expect(found.verified).toBe(true);
    expect(found.connection.domainVerified).toBe(true);
  });

  it("hides a company's connections from another company (404) and keeps its verified domain", async () => {
    const path = `/api/sso/connections/${oidcConnection.providerId}`;
    expect((await other.client.patch(path, { defaultRole: 'admin' })).statusCode).toBe(404);
    expect((await other.client.post(`${path}/verify-domain`)).statusCode).toBe(404);
    expect((await other.client.request('DELETE', path)).statusCode).toBe(404);
    expect((await settings(other.client)).connections).toEqual([]);
    const claim = await other.client.post('/api/sso/connections', {
      domain: OIDC_DOMAIN,
      defaultRole: 'admin',
      oidc: { issuer: oidc.issuer, clientId: 'hireassess-test', clientSecret: 'x' },
    });
    expect(claim.statusCode).toBe(409);
  });
});

describe('OpenID Connect sign-in', () => {
  it('lets a person of the verified domain join as a reviewer (just-in-time) and land on the dashboard', async () => {
    oidc.addUser({ email: `rita@${OIDC_DOMAIN}`, name: 'Rita Reviewer' });
    const { browser, page } = await oidcSignIn(`rita@${OIDC_DOMAIN}`);
    expect(new URL(page.url).pathname).toBe(CALLBACK);
    const profile = await me(browser.client);
    expect(profile.user.email).toBe(`rita@${OIDC_DOMAIN}`);
    expect(profile.profile.role).toBe('reviewer');
    expect(profile.profile.companyId).toBe(admin.companyId);
  });

  it("uses the connection's default role once it is changed", async () => {
    const changed = await admin.client.patch(`/api/sso/connections/${oidcConnection.providerId}`, {
      defaultRole: 'admin',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    oidc.addUser({ email: `ada@${OIDC_DOMAIN}`, name: 'Ada Admin' });
    const { browser } = await oidcSignIn(`ada@${OIDC_DOMAIN}`);
    expect((await me(browser.client)).profile.role).toBe('admin');
  });

  it('signs an existing member in (the admin who set it up)', async () => {
    oidc.addUser({ email: `owner@${OIDC_DOMAIN}`, name: 'Owner' });
    const { browser, page } = await oidcSignIn(`owner@${OIDC_DOMAIN}`);
    expect(new URL(page.url).pathname).toBe(CALLBACK);
    expect((await me(browser.client)).user.id).toBe(admin.userId);
  });

  it('refuses a candidate and a member of another company with clear messages', async () => {
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
    await signedInCandidate(t, admin.companyId, assessmentId, `cand@${OIDC_DOMAIN}`, 'Cand Idate');
    oidc.addUser({ email: `cand@${OIDC_DOMAIN}`, name: 'Cand Idate' });
    const candidate = await oidcSignIn(`cand@${OIDC_DOMAIN}`);
    expect(candidate.page.url).toContain('error=SSO_CANDIDATE');
    expect(decodeURIComponent(candidate.page.url.replaceAll('+', ' '))).toContain(SSO_REFUSALS.candidate);
    expect(await me(candidate.browser.client)).toBeNull();

    await signedInMember(t, other, 'Other Corp', `moved@${OIDC_DOMAIN}`, 'reviewer');
    oidc.addUser({ email: `moved@${OIDC_DOMAIN}`, name: 'Moved' });
    const foreign = await oidcSignIn(`moved@${OIDC_DOMAIN}`);
    expect(foreign.page.url).toContain('error=SSO_OTHER_COMPANY');
    expect(await me(foreign.browser.client)).toBeNull();
  });

  it('refuses a callback whose state does not match the one it started with', async () => {
    oidc.addUser({ email: `sam@${OIDC_DOMAIN}`, name: 'Sam' });
    const browser = new SignInBrowser(new TestClient(t.app));
    const started = await startSignIn(browser, `sam@${OIDC_DOMAIN}`);
    const login = await browser.open(started.json().url);
    const consent = await browser.open(login.url, {
      prompt: 'login',
      login: `sam@${OIDC_DOMAIN}`,
      password: 'x',
    });
    expect(consent.body).toContain('value="consent"');
    // The callback of another sign-in (its code and state) opened in this browser: not the state it started.
    const page = await browser.open(await oidcSignInCallbackUrl());
    // Back on the sign-in page, which says what happened (not Better Auth's bare error page).
    const landed = new URL(page.url);
    expect(`${landed.origin}${landed.pathname}`).toBe('http://localhost:3000/login');
    expect(landed.searchParams.get('sso')).toBe('failed');
    expect(landed.searchParams.get('error')).toBe('state_mismatch');
    expect(await me(browser.client)).toBeNull();
  });
});

/** The callback URL (code and state) the IdP sends a fresh browser to, without opening it. */
async function oidcSignInCallbackUrl(): Promise<string> {
  const email = `eve@${OIDC_DOMAIN}`;
  oidc.addUser({ email, name: 'Eve' });
  const browser = new SignInBrowser(new TestClient(t.app));
  const started = await startSignIn(browser, email);
  const login = await browser.open(started.json().url);
  const consent = await browser.open(login.url, { prompt: 'login', login: email, password: 'x' });
  return browser.stopBefore(
    consent.url,
    { prompt: 'consent' },
    'http://localhost:3000/api/auth/sso/callback',
  );
}

describe('SAML sign-in', () => {
  it('lets another company claim the domain before it is verified (the claim cannot block it later)', async () => {
    const claim = await other.client.post('/api/sso/connections', {
      domain: SAML_DOMAIN,
      defaultRole: 'admin',
      saml: {
        idpEntityId: 'https://idp.squatter.test',
        entryPoint: 'https://idp.squatter.test/sso',
        certificate: SSO_TEST_CERTIFICATE,
      },
    });
    expect(claim.statusCode, claim.body).toBe(201);
    squatterId = claim.json().providerId;
  });

  it('adds a SAML connection from the IdP metadata and shows the SP values', async () => {
    const response = await admin.client.post('/api/sso/connections', {
      domain: SAML_DOMAIN,
      defaultRole: 'reviewer',
      saml: { metadataXml: idp.metadataXml },
    });
    expect(response.statusCode, response.body).toBe(201);
    samlConnection = response.json();
    const sp = samlConnection.serviceProvider;
    expect(sp.acsUrl).toBe(`http://localhost:3000/api/auth/sso/saml2/sp/acs/${samlConnection.providerId}`);
    expect(sp.entityId).toContain(samlConnection.providerId);
    const metadata = await new TestClient(t.app).get(
      new URL(sp.metadataUrl ?? '').pathname + new URL(sp.metadataUrl ?? '').search,
    );
    expect(metadata.statusCode).toBe(200);
    expect(metadata.body).toContain(sp.acsUrl);
    idp.connect(metadata.body);
    dns.setTxt(samlConnection.dnsRecord.name, [samlConnection.dnsRecord.value]);
    expect((await verify(admin.client, samlConnection)).verified).toBe(true);
  });

  it('signs a new person in through the IdP login page and the cross-site POST to the ACS', async () => {
    const browser = new SignInBrowser(new TestClient(t.app));
    const { requestId, relayState } = await samlAuthnRequestId(browser, `sal@${SAML_DOMAIN}`);
    expect(requestId).not.toBe('');
    const { samlResponse } = await idp.issue({ email: `sal@${SAML_DOMAIN}`, inResponseTo: requestId });
    const page = await postAssertion(browser, samlResponse, relayState);
    expect(new URL(page.url).pathname, page.url).toBe(CALLBACK);
    const profile = await me(browser.client);
    expect(profile.user.email).toBe(`sal@${SAML_DOMAIN}`);
    expect(profile.profile.role).toBe('reviewer');
    expect(profile.profile.companyId).toBe(admin.companyId);
  });

  it("keeps the other company's claim unverifiable once the domain is verified here", async () => {
    const attempt = await other.client.post(`/api/sso/connections/${squatterId}/verify-domain`);
    expect(attempt.statusCode).toBe(409);
  });

  const refused = async (assertion: Parameters<typeof idp.issue>[0] extends infer A ? Partial<A> : never) => {
    const browser = new SignInBrowser(new TestClient(t.app));
    const email = assertion.email ?? `mallory@${SAML_DOMAIN}`;
    const { requestId, relayState } = await samlAuthnRequestId(browser, email, samlConnection.providerId);
    const { samlResponse } = await idp.issue({ email, inResponseTo: requestId, ...assertion });
    const page = await postAssertion(browser, samlResponse, relayState);
    expect(await me(browser.client)).toBeNull();
    return new URL(page.url).searchParams.get('error');
  };

  it('refuses an assertion signed by a key the connection does not trust', async () => {
    expect(await refused({ signer: 'other' })).toBe('saml_error');
  });

  it('refuses an expired assertion (NotOnOrAfter in the past)', async () => {
    expect(await refused({ notOnOrAfter: new Date(Date.now() - 10 * 60_000) })).toBe('saml_error');
    // The same assertion valid for the next minutes is accepted: the time, not the harness, was refused.
    expect(
      await refused({ notOnOrAfter: new Date(Date.now() + 60_000), email: 'x@not-our-domain.test' }),
    ).toBe('SSO_DOMAIN_MISMATCH');
  });

  it('refuses an assertion for another audience', async () => {
    expect(await refused({ audience: 'https://another-sp.example/metadata' })).toBe('invalid_saml_response');
  });

  it('refuses an unsolicited response and one answering an unknown request', async () => {
    expect(await refused({ inResponseTo: '' })).toBe('unsolicited_response');
    expect(await refused({ inResponseTo: '_never-sent-by-us' })).toBe('invalid_saml_response');
  });

  it('refuses a replayed assertion (the same assertion ID twice)', async () => {
    const assertionId = `_replay-${crypto.randomUUID()}`;
    const first = new SignInBrowser(new TestClient(t.app));
    const one = await samlAuthnRequestId(first, `sal@${SAML_DOMAIN}`);
    const signed = await idp.issue({ email: `sal@${SAML_DOMAIN}`, inResponseTo: one.requestId, assertionId });
    expect(new URL((await postAssertion(first, signed.samlResponse, one.relayState)).url).pathname).toBe(
      CALLBACK,
    );
    const again = await postAssertion(
      new SignInBrowser(new TestClient(t.app)),
      signed.samlResponse,
      one.relayState,
    );
    // The very same POST again: its AuthnRequest is spent.
    expect(new URL(again.url).searchParams.get('error')).toBe('invalid_saml_response');
    // A fresh request answered with the assertion ID already used.
    expect(await refused({ email: `sal@${SAML_DOMAIN}`, assertionId })).toBe('replay_detected');
  });

  it("refuses a person of another domain than the connection's", async () => {
    expect(await refused({ email: `someone@${OIDC_DOMAIN}` })).toBe('SSO_DOMAIN_MISMATCH');
  });

  it('refuses the ACS from a cross-site origin for no other path than the ACS', async () => {
    const response = await new TestClient(t.app).request(
      'POST',
      '/api/auth/sign-in/sso',
      { email: `x@${SAML_DOMAIN}`, callbackURL: CALLBACK },
      { origin: idp.origin, 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('Require SSO for members', () => {
  it('refuses password sign-in and reset for members, except the break-glass admin; candidates keep theirs', async () => {
    await signedInMember(t, admin, 'SSO Corp', `pw@${OIDC_DOMAIN}`, 'reviewer');
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
    await signedInCandidate(t, admin.companyId, assessmentId, `kim@${OIDC_DOMAIN}`, 'Kim');
    const required = await admin.client.put('/api/sso/policy', {
      ssoRequired: true,
      breakGlassUserId: admin.userId,
    });
    expect(required.statusCode, required.body).toBe(200);
    expect(required.json()).toMatchObject({ ssoRequired: true, breakGlassUserId: admin.userId });

    const refusedSignIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: `pw@${OIDC_DOMAIN}`,
      password: MEMBER_PASSWORD,
    });
    expect(refusedSignIn.statusCode).toBe(403);
    expect(refusedSignIn.json().error).toMatchObject({ code: 'SSO_REQUIRED', message: SSO_REQUIRED_MESSAGE });
    const reset = await new TestClient(t.app).post('/api/auth/request-password-reset', {
      email: `pw@${OIDC_DOMAIN}`,
      redirectTo: '/reset-password',
    });
    expect(reset.statusCode).toBe(403);
    const breakGlass = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: 'owner@oidc-corp.test',
      password: ADMIN_PASSWORD,
    });
    expect(breakGlass.statusCode, breakGlass.body).toBe(200);
    // A candidate of the company, even on the company's own domain, keeps their password sign-in.
    const candidate = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: `kim@${OIDC_DOMAIN}`,
      password: CANDIDATE_PASSWORD,
    });
    expect(candidate.statusCode, candidate.body).toBe(200);

    const otherCompany = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: 'owner@other-corp.test',
      password: ADMIN_PASSWORD,
    });
    expect(otherCompany.statusCode).toBe(200);
  });

  it('needs a verified connection, and a break-glass admin of the company', async () => {
    expect(
      (await other.client.put('/api/sso/policy', { ssoRequired: true, breakGlassUserId: null })).statusCode,
    ).toBe(409);
    const foreignAdmin = await admin.client.put('/api/sso/policy', {
      ssoRequired: true,
      breakGlassUserId: other.userId,
    });
    expect(foreignAdmin.statusCode).toBe(404);
  });
});

describe('Re-verification and deletion', () => {
  it('unverifies a domain whose record is gone, and refuses sign-in through it again', async () => {
    dns.removeTxt(oidcConnection.dnsRecord.name);
    const again = await verify(admin.client, oidcConnection);
    expect(again.verified).toBe(false);
    const browser = new SignInBrowser(new TestClient(t.app));
    const started = await startSignIn(browser, `rita@${OIDC_DOMAIN}`);
    expect(started.statusCode).toBe(401);
  });

  it("removes the company's provider rows with the company", async () => {
    const before = await t.context.db
      .select()
      .from(ssoProvider)
      .where(eq(ssoProvider.organizationId, admin.companyId));
    expect(before.length).toBe(2);
    const deleted = await admin.client.post('/api/company/delete', { confirmName: 'SSO Corp' });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const after = await t.context.db
      .select()
      .from(ssoProvider)
      .where(eq(ssoProvider.organizationId, admin.companyId));
    expect(after).toEqual([]);
  });
});
