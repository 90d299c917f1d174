import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCIM_PROTOCOL_MESSAGES } from '../../src/modules/scim/scim-protocol.routes';
import { createTestApp, signedInAdmin, type TestApp } from '../helpers';
import { givePlan } from '../plans';

/**
 * RFC 7644 conformance of what the SCIM endpoint does not do: /Me (§3.11) and /Bulk (unsupported, §3.12)
 * answer 501 and a path nothing serves 404, each with a SCIM error body (§3.12), where they answered an
 * empty 404; and the ServiceProviderConfig promises only what works.
 */

const SCIM = '/api/auth/scim/v2';
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

let t: TestApp;
let token: string;
let revokedToken: string;

function scim(method: (typeof METHODS)[number], path: string, bearer: string | null, body?: unknown) {
  return t.app.inject({
    method,
    url: `${SCIM}${path}`,
    headers: {
      ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

function expectScimError(response: LightMyRequestResponse, status: number, detail?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/scim+json');
  expect(response.json()).toEqual({
    schemas: [ERROR_SCHEMA],
    status: String(status),
    detail: detail ?? expect.any(String),
  });
}

const directoryUser = (email: string, externalId: string) => ({
  schemas: [USER_SCHEMA],
  userName: email,
  name: { givenName: 'Conformance', familyName: 'Person' },
  emails: [{ primary: true, value: email, type: 'work' }],
  externalId,
  active: true,
});

/** A bulk request as RFC 7644 §3.7.1 shows it: one user to create. */
const bulkCreate = {
  schemas: ['urn:ietf:params:scim:api:messages:2.0:BulkRequest'],
  Operations: [
    {
      method: 'POST',
      path: '/Users',
      bulkId: 'qwerty',
      data: directoryUser('bulk@conformance.test', 'ext-bulk'),
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  const admin = await signedInAdmin(t, 'owner@conformance.test', {
    name: 'Conformance Co',
    industry: 'Technology',
  });
  await givePlan(t.context, admin.companyId);
  token = (await admin.client.post('/api/company/scim/tokens')).json().token;
  const revoked = (await admin.client.post('/api/company/scim/tokens')).json();
  await admin.client.post(`/api/company/scim/tokens/${revoked.id}/revoke`);
  revokedToken = revoked.token;
}, 60_000);
afterAll(() => t.close());

describe('endpoints RFC 7644 defines that HireAssess does not implement', () => {
  it('/Me answers 501 with a SCIM error to every method', async () => {
    for (const method of METHODS) {
      const body =
        method === 'GET' || method === 'DELETE' ? undefined : directoryUser('me@conformance.test', 'ext-me');
      expectScimError(await scim(method, '/Me', token, body), 501, SCIM_PROTOCOL_MESSAGES.me);
    }
  });

  it('/Bulk answers 501 with a SCIM error and applies none of its operations', async () => {
    expectScimError(await scim('POST', '/Bulk', token, bulkCreate), 501, SCIM_PROTOCOL_MESSAGES.bulk);
    const found = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "bulk@conformance.test"')}`,
      token,
    );
    expect(found.json().totalResults).toBe(0);
  });

  it('a path nothing serves answers 404 with a SCIM error', async () => {
    const search = {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:SearchRequest'],
      filter: 'userName eq "x"',
    };
    for (const [method, path, body] of [
      ['GET', '/Unknown', undefined],
      ['GET', '/Users/some-id/password', undefined],
      ['POST', '/Users/.search', search],
      ['DELETE', '/ServiceProviderConfig', undefined],
      ['GET', '/', undefined],
      ['GET', '', undefined],
    ] as const) {
      const answer = await scim(method, path, token, body);
      expectScimError(answer, 404, SCIM_PROTOCOL_MESSAGES.unknownEndpoint);
    }
  });

  it('without a valid token they answer 401 as /Users does, saying nothing of what exists', async () => {
    for (const bearer of [null, revokedToken, 'not-a-token']) {
      expectScimError(await scim('GET', '/Users', bearer), 401);
      for (const [method, path] of [
        ['GET', '/Me'],
        ['POST', '/Bulk'],
        ['GET', '/Unknown'],
      ] as const) {
        const refused = await scim(method, path, bearer, method === 'POST' ? bulkCreate : undefined);
        expectScimError(refused, 401);
        expect(refused.headers['www-authenticate']).toBe('Bearer realm="SCIM"');
      }
    }
  });
});

describe('the ServiceProviderConfig promises only what works', () => {
  let config: Record<string, unknown>;
  let alice: { id: string };
  let bob: { id: string };
  let admins: { id: string };
  let reviewers: { id: string };

  const listed = async (resource: 'Users' | 'Groups', filter: string) => {
    const response = await scim('GET', `/${resource}?filter=${encodeURIComponent(filter)}`, token);
    expect(response.statusCode, `${filter}: ${response.body}`).toBe(200);
    return (response.json().Resources as { id: string }[]).map((resource) => resource.id);
  };

  beforeAll(async () => {
    config = (await scim('GET', '/ServiceProviderConfig', token)).json();
    alice = (
      await scim('POST', '/Users', token, directoryUser('alice@conformance.test', 'ext-alice'))
    ).json();
    bob = (await scim('POST', '/Users', token, directoryUser('bob@conformance.test', 'ext-bob'))).json();
    const group = (displayName: string, externalId: string) =>
      scim('POST', '/Groups', token, { schemas: [GROUP_SCHEMA], displayName, externalId, members: [] });
    admins = (await group('Conformance Admins', 'grp-admins')).json();
    reviewers = (await group('Conformance Reviewers', 'grp-reviewers')).json();
  });

  it('says what it supports and what it does not (bulk: /Bulk answers 501, above)', () => {
    expect(config).toMatchObject({
      patch: { supported: true },
      bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
      filter: { supported: true, maxResults: 100 },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [expect.objectContaining({ type: 'oauthbearertoken' })],
    });
  });

  it('patch: supported, and a PATCH changes the user', async () => {
    const patched = await scim('PATCH', `/Users/${bob.id}`, token, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', path: 'displayName', value: 'Bob Patched' }],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().displayName).toBe('Bob Patched');
  });

  it('etag: unsupported, so no response carries an ETag', async () => {
    const read = await scim('GET', `/Users/${alice.id}`, token);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBeUndefined();
  });

  it('filter: each equality filter Okta and Entra ID send finds exactly its resource', async () => {
    const aliceFilters = [
      'userName eq "alice@conformance.test"',
      'userName eq "ALICE@Conformance.test"',
      'USERNAME EQ "alice@conformance.test"',
      `${USER_SCHEMA}:userName eq "alice@conformance.test"`,
      'externalId eq "ext-alice"',
      `id eq "${alice.id}"`,
      'emails.value eq "alice@conformance.test"',
      'emails[type eq "work"].value eq "alice@conformance.test"',
      'userName eq "alice@conformance.test" and externalId eq "ext-alice"',
    ];
    for (const filter of aliceFilters) expect(await listed('Users', filter), filter).toEqual([alice.id]);
    expect(await listed('Users', 'externalId eq "ext-bob"')).toEqual([bob.id]);
    expect(await listed('Users', 'userName eq "alice@conformance.test" and externalId eq "ext-bob"')).toEqual(
      [],
    );
    expect(await listed('Users', 'userName eq "nobody@conformance.test"')).toEqual([]);

    for (const filter of [
      'displayName eq "Conformance Admins"',
      'externalId eq "grp-admins"',
      `id eq "${admins.id}"`,
    ]) {
      expect(await listed('Groups', filter), filter).toEqual([admins.id]);
    }
    expect(await listed('Groups', 'displayName eq "Conformance Reviewers"')).toEqual([reviewers.id]);
  });

  it('filter: anything beyond those is refused as invalidFilter (400), never ignored', async () => {
    for (const [resource, filter] of [
      ['Users', 'userName sw "alice"'],
      ['Users', 'userName co "conformance"'],
      ['Users', 'userName eq "alice@conformance.test" or userName eq "bob@conformance.test"'],
      ['Users', 'userName pr'],
      ['Users', 'title eq "Engineer"'],
      ['Users', 'meta.lastModified gt "2020-01-01T00:00:00Z"'],
      ['Groups', 'displayName co "Admins"'],
      ['Groups', 'members.value eq "x"'],
    ] as const) {
      const refused = await scim('GET', `/${resource}?filter=${encodeURIComponent(filter)}`, token);
      expect(refused.statusCode, `${filter}: ${refused.body}`).toBe(400);
      expect(refused.json(), filter).toMatchObject({
        schemas: [ERROR_SCHEMA],
        status: '400',
        scimType: 'invalidFilter',
      });
    }
  });
});
