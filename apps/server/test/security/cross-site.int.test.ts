import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, ORIGIN, signedInAdmin, type TestApp, TestClient } from '../helpers';
import type { OpenApiDocument } from '../openapi-contract';
import { givePlan } from '../plans';

/**
 * The cross-site request check (plugins/security.ts) on every mutating route of /api/openapi.json,
 * under spellings of its path that the router reads as the same route (percent-encoded letters,
 * decoded before matching) or as no route (double and encoded slashes, trailing slash, upper case):
 * - a foreign Origin, Origin `null` or `Sec-Fetch-Site: cross-site` answers 403 on every spelling,
 *   with the admin's session cookie on the request as a forged browser request would carry it;
 * - no Origin and no Sec-Fetch-Site (a non-browser client: an API integration, a script) is not
 *   refused by the check: the route's own guards answer, on every spelling that reaches it.
 * A new route is in the document, so it is walked here without a change to this file.
 */

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FOREIGN = 'https://evil.example';
const REFUSED = { error: { code: 'FORBIDDEN', message: 'Cross-site request refused.' } };
/**
 * The one exemption (plugins/security.ts): the SAML Assertion Consumer Service, which an identity
 * provider's page POSTs to from its own origin, and only under its plain spelling (a dot segment
 * is removed before the server sees the path).
 */
const SAML_ACS = 'POST /api/auth/sso/saml2/sp/acs/{providerId}';
/** The not-found handler's answer (plugins/web.ts): the spelling matched no route. */
const NO_ROUTE = /^Route [A-Z]+ \S+ not found$/;

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Spelling = { name: string; url: string; routed?: true };

const hex = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;

/**
 * The path (its parameters filled) spelled in ways a client can send. `routed` ones reach the same
 * route as the plain path: find-my-way decodes percent-encoded letters before matching.
 */
function spellings(template: string): Spelling[] {
  const fill = (path: string) => path.replace(/\{\w+\}/g, crypto.randomUUID());
  const path = fill(template);
  const rest = path.slice('/api'.length);
  const segments = template.split('/');
  const staticAfterPrefix = segments
    .map((segment, i) => ({ segment, i }))
    .filter(({ segment, i }) => i > 1 && segment !== '' && !segment.startsWith('{'));
  const encodedLetter = (i: number) =>
    fill(segments.map((s, j) => (j === i ? `${hex(s[0] ?? '')}${s.slice(1)}` : s)).join('/'));
  const first = staticAfterPrefix[0];
  const last = staticAfterPrefix.at(-1);
  return [
    { name: 'plain', url: path, routed: true },
    { name: 'encoded letter of the prefix', url: `/%61pi${rest}`, routed: true },
    { name: 'encoded prefix', url: `/%61%70%69${rest}`, routed: true },
    { name: 'encoded middle letter of the prefix', url: `/a%70i${rest}`, routed: true },
    ...(first
      ? [{ name: 'encoded first later segment', url: encodedLetter(first.i), routed: true as const }]
      : []),
    ...(last && last !== first
      ? [{ name: 'encoded last segment', url: encodedLetter(last.i), routed: true as const }]
      : []),
    { name: 'query string', url: `${path}?via=spelling`, routed: true },
    { name: 'encoded slash after the prefix', url: `/api%2F${rest.slice(1)}` },
    { name: 'lower-case encoded slash', url: `/api%2f${rest.slice(1)}` },
    { name: 'double-encoded letter', url: `/%2561pi${rest}` },
    { name: 'leading double slash', url: `//api${rest}` },
    { name: 'double slash after the prefix', url: `/api/${rest}` },
    { name: 'trailing slash', url: `${path}/` },
    { name: 'upper-case prefix', url: `/API${rest}` },
    { name: 'dot segment', url: `/./api${rest}` },
    { name: 'semicolon', url: `${path};x` },
  ];
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let operations: { method: Method; path: string }[];

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  const document: OpenApiDocument = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .map((method) => method.toUpperCase())
      .filter((method): method is Method => MUTATING.has(method))
      .map((method) => ({ method, path })),
  );
  admin = await signedInAdmin(t, 'admin@cross-site.test', { name: 'Cross Co', industry: 'Technology' });
  await givePlan(t.context, admin.companyId);
}, 60_000);
afterAll(() => t.close());

/** Sent as it is: no Origin unless given (TestClient would add ours), from a fresh address each time. */
function send(method: Method, url: string, headers: Record<string, string>) {
  return t.app.inject({
    method,
    url,
    // Rate limits key on the address; one per request keeps them out of the answers compared here.
    remoteAddress: `127.1.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: '{}',
  });
}

function errorMessage(response: LightMyRequestResponse): string {
  try {
    return String(response.json().error?.message ?? '');
  } catch {
    return '';
  }
}

const isRefusal = (response: LightMyRequestResponse) =>
  response.statusCode === 403 && response.body === JSON.stringify(REFUSED);

describe('the cross-site request check on every mutating route', () => {
  it('walks the mutating routes of the document, Better Auth and the public API included', () => {
    const keys = operations.map(({ method, path }) => `${method} ${path}`);
    expect(keys.length).toBeGreaterThan(40);
    expect(keys).toContain('POST /api/contact-requests');
    expect(keys).toContain('POST /api/auth/sign-up/email');
    expect(keys).toContain('POST /api/v1/candidates');
    expect(keys).toContain('DELETE /api/candidates/{id}');
  });

  it('refuses a foreign Origin, Origin null and Sec-Fetch-Site: cross-site on every spelling of every path', async () => {
    const cookie = admin.client.cookieHeader();
    const forged: Record<string, Record<string, string>> = {
      'foreign Origin': { origin: FOREIGN, cookie },
      'Origin null': { origin: 'null', cookie },
      'Sec-Fetch-Site: cross-site without Origin': { 'sec-fetch-site': 'cross-site', cookie },
    };
    // Paths no route has: the check does not depend on a route being found.
    const unrouted = [
      { method: 'POST' as const, path: '/api/no-such-route' },
      { method: 'DELETE' as const, path: '/no-such-page' },
    ];
    const failures: string[] = [];
    for (const { method, path } of [...operations, ...unrouted]) {
      for (const spelling of spellings(path)) {
        // A dot segment is removed before the request reaches the server: it is the plain path.
        if (`${method} ${path}` === SAML_ACS && ['plain', 'dot segment'].includes(spelling.name)) continue;
        for (const [name, headers] of Object.entries(forged)) {
          const response = await send(method, spelling.url, headers);
          if (!isRefusal(response)) {
            failures.push(
              `${method} ${spelling.url} (${spelling.name}, ${name}) → ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Every refusal came before a handler: the admin is still signed in.
    expect((await admin.client.get('/api/me')).statusCode).toBe(200);
  }, 120_000);

  it("lets the identity provider's cross-site POST reach the SAML ACS, and nothing else", async () => {
    expect(operations.map(({ method, path }) => `${method} ${path}`)).toContain(SAML_ACS);
    const acs = `/api/auth/sso/saml2/sp/acs/${crypto.randomUUID()}`;
    const fromIdp = await send('POST', acs, {
      origin: 'https://idp.example',
      'sec-fetch-site': 'cross-site',
    });
    // Better Auth's own answer (no such connection), not the check's refusal.
    expect(isRefusal(fromIdp)).toBe(false);
    expect(fromIdp.statusCode).toBeLessThan(500);
    const elsewhere = await send('POST', '/api/auth/sso/saml2/sp/slo/x', { origin: 'https://idp.example' });
    expect(isRefusal(elsewhere)).toBe(true);
  });

  it('lets a request without Origin reach the route on every spelling the router matches', async () => {
    const failures: string[] = [];
    for (const { method, path } of operations) {
      for (const spelling of spellings(path)) {
        // Anonymous: the route's own guard answers, and nothing of the fixture's is touched.
        const response = await send(method, spelling.url, {});
        const message = errorMessage(response);
        const problem = isRefusal(response)
          ? 'refused as cross-site'
          : response.statusCode >= 500
            ? 'server error'
            : spelling.routed && NO_ROUTE.test(message)
              ? 'did not reach the route'
              : null;
        if (problem) {
          failures.push(
            `${method} ${spelling.url} (${spelling.name}): ${problem}, ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('keeps same-origin browser requests, API clients without Origin and Better Auth working', async () => {
    const key = await admin.client.post('/api/api-keys', { name: 'integration' });
    expect(key.statusCode).toBe(201);
    const bearer = { authorization: `Bearer ${key.json().key}` };

    const candidate = { fullName: 'Ada Lovelace', email: 'ada@cross-site.test' };
    const integration = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidates',
      headers: bearer,
      payload: candidate,
    });
    expect(integration.statusCode).toBe(201);
    const spelled = await t.app.inject({
      method: 'POST',
      url: '/%61pi/v1/candidates',
      headers: { ...bearer, origin: FOREIGN },
      payload: { fullName: 'Eve', email: 'eve@cross-site.test' },
    });
    expect(spelled.json()).toEqual(REFUSED);

    const signIn = { email: 'admin@cross-site.test', password: ADMIN_PASSWORD };
    const script = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: signIn });
    expect(script.statusCode).toBe(200);
    const browser = await new TestClient(t.app).post('/api/auth/sign-in/email', signIn, { origin: ORIGIN });
    expect(browser.statusCode).toBe(200);
    const forged = await new TestClient(t.app).post('/api/auth/sign-in/email', signIn, { origin: FOREIGN });
    expect(forged.json()).toEqual(REFUSED);
  });
});
