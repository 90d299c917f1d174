import {
  PLAN_FEATURE_MESSAGES,
  type TScimSettings,
  type TScimTokenCreated,
  type TTeamResponse,
} from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp, type TestClient } from '../../../test/helpers';
import { openApiContract } from '../../../test/openapi-contract';
import { givePlan } from '../../../test/plans';
import { signedInMember } from '../../../test/team';
import { auditLog, profiles, scimManagedConnection, scimUser } from '../../db/schema';
import { createVerifiedUser } from '../auth/admin-accounts';
import type { Actor } from '../auth/guards';
import { profilesRepository } from '../profiles/profiles.repository';
import { scimRepository } from './scim.repository';
import { scimService } from './scim.service';
import { SCIM_MEMBER_MESSAGES } from './scim-members';
import { SCIM_PLAN_MESSAGE } from './scim-protocol.routes';

const SCIM = '/api/auth/scim/v2';
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

let t: TestApp;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let adminB: Awaited<ReturnType<typeof signedInAdmin>>;
let startupAdmin: Awaited<ReturnType<typeof signedInAdmin>>;
let tokenA: string;
let tokenB: string;
let contract: Awaited<ReturnType<typeof openApiContract>>;

/** A request as a directory sends it: a bearer token, application/scim+json, no cookie, no Origin. */
function scim(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
) {
  return t.app.inject({
    method,
    url: `${SCIM}${path}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/scim+json; charset=utf-8' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function createToken(admin: { client: TestClient }): Promise<TScimTokenCreated> {
  const response = await admin.client.post('/api/company/scim/tokens');
  contract.check('POST', '/api/company/scim/tokens', response);
  expect(response.statusCode).toBe(201);
  return response.json();
}

const team = async (client: TestClient): Promise<TTeamResponse> => (await client.get('/api/team')).json();
const roleIn = async (client: TestClient, email: string) =>
  (await team(client)).members.find((m) => m.email === email)?.role ?? null;

/** Okta's "Create User" request (Okta SCIM 2.0 reference), password and groups included as Okta sends them. */
const oktaUser = (email: string, externalId: string) => ({
  schemas: [USER_SCHEMA],
  userName: email,
  name: { givenName: 'Test', familyName: 'User' },
  emails: [{ primary: true, value: email, type: 'work' }],
  displayName: 'Test User',
  locale: 'en-US',
  externalId,
  groups: [],
  password: '1mz050nq',
  active: true,
});

/** Entra ID's "Create User" request (its SCIM endpoint requirements), enterprise extension and all. */
const entraUser = (email: string, externalId: string) => ({
  schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA],
  externalId,
  userName: email,
  active: true,
  emails: [{ primary: true, type: 'work', value: email }],
  meta: { resourceType: 'User' },
  name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
  roles: [],
  [ENTERPRISE_SCHEMA]: { department: 'Engineering' },
});

const oktaActive = (active: boolean) => ({
  schemas: [PATCH_SCHEMA],
  Operations: [{ op: 'replace', value: { active } }],
});

beforeAll(async () => {
  t = await createTestApp();
  contract = await openApiContract(t.app);
  adminA = await signedInAdmin(t, 'owner@scim-a.test', { name: 'Scim A', industry: 'Technology' });
  adminB = await signedInAdmin(t, 'owner@scim-b.test', { name: 'Scim B', industry: 'Finance' });
  startupAdmin = await signedInAdmin(t, 'owner@scim-startup.test', {
    name: 'Scim Small',
    industry: 'Retail',
  });
  await givePlan(t.context, adminA.companyId);
  await givePlan(t.context, adminB.companyId);
  tokenA = (await createToken(adminA)).token;
  tokenB = (await createToken(adminB)).token;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('SCIM tokens', () => {
  it('shows a token once; the settings list its prefix and dates, never the secret, and the base URL', async () => {
    const created = await createToken(adminA);
    expect(created.token.startsWith(`${created.id}.`)).toBe(true);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created.token.length).toBeGreaterThan(created.prefix.length + 32);
    const settings: TScimSettings = (await adminA.client.get('/api/company/scim')).json();
    expect(settings.baseUrl).toBe(`${t.context.config.APP_URL}${SCIM}`);
    const listed = settings.tokens.find((x) => x.id === created.id);
    expect(listed).toMatchObject({ prefix: created.prefix, status: 'active', lastUsedAt: null });
    expect(JSON.stringify(settings)).not.toContain(created.token);
    // Company B sees only its own.
    const other: TScimSettings = (await adminB.client.get('/api/company/scim')).json();
    expect(other.tokens.map((x) => x.id)).not.toContain(created.id);
    expect((await adminB.client.post(`/api/company/scim/tokens/${created.id}/revoke`)).statusCode).toBe(404);
  });

  it('a revoked token answers 401; the last use is shown', async () => {
    const created = await createToken(adminA);
    expect((await scim('GET', '/Users', created.token)).statusCode).toBe(200);
    const revoked = await adminA.client.post(`/api/company/scim/tokens/${created.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    expect(revoked.json().lastUsedAt).not.toBeNull();
    const refused = await scim('GET', '/Users', created.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().schemas).toEqual([ERROR_SCHEMA]);
    expect((await scim('GET', '/Users', 'not-a-token')).statusCode).toBe(401);
  });

  it('is Enterprise only: 402 for a Startup admin, 403 for a reviewer, and a downgraded token is refused', async () => {
    const settings = await startupAdmin.client.get('/api/company/scim');
    expect(settings.statusCode).toBe(402);
    expect(settings.json().error).toMatchObject({
      code: 'PLAN_FEATURE',
      message: PLAN_FEATURE_MESSAGES.scim,
    });
    expect((await startupAdmin.client.post('/api/company/scim/tokens')).statusCode).toBe(402);

    const reviewer = await signedInMember(t, adminA, 'Scim A', 'reviewer@scim-a.test');
    expect((await reviewer.client.get('/api/company/scim')).statusCode).toBe(403);
    expect((await reviewer.client.post('/api/company/scim/tokens')).statusCode).toBe(403);

    const downgraded = await signedInAdmin(t, 'owner@scim-down.test', {
      name: 'Scim Down',
      industry: 'Retail',
    });
    await givePlan(t.context, downgraded.companyId);
    const { token } = await createToken(downgraded);
    await givePlan(t.context, downgraded.companyId, 'startup');
    const refused = await scim('GET', '/Users', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ schemas: [ERROR_SCHEMA], detail: SCIM_PLAN_MESSAGE });
  });
});

describe('SCIM Users as Okta sends them', () => {
  it('creates a reviewer without a password, finds it by userName filter, pages, and logs it without personal data', async () => {
    const created = await scim(
      'POST',
      '/Users',
      tokenA,
      oktaUser('Okta.One@Scim-A.test', '00ujl29u0le5T6Aj10h7'),
    );
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toContain('application/scim+json');
    const user = created.json();
    expect(user).toMatchObject({
      userName: 'Okta.One@Scim-A.test',
      active: true,
      externalId: '00ujl29u0le5T6Aj10h7',
    });
    expect(created.headers.location).toBe(`${t.context.config.APP_URL}${SCIM}/Users/${user.id}`);

    expect(await roleIn(adminA.client, 'okta.one@scim-a.test')).toBe('reviewer');
    const settings: TScimSettings = (await adminA.client.get('/api/company/scim')).json();
    const [link] = await t.context.db.select().from(scimUser).where(eq(scimUser.id, user.id));
    expect(settings.provisionedUserIds).toContain(link?.userId);

    const found = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "okta.one@scim-a.test"')}&startIndex=1&count=100`,
      tokenA,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ totalResults: 1, Resources: [{ id: user.id }] });
    const none = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "nobody@scim-a.test"')}`,
      tokenA,
    );
    expect(none.json()).toMatchObject({ totalResults: 0, Resources: [] });

    await scim('POST', '/Users', tokenA, oktaUser('okta.two@scim-a.test', '00ujl29u0le5T6Aj10h8'));
    const page = await scim('GET', '/Users?startIndex=2&count=1', tokenA);
    expect(page.json()).toMatchObject({ startIndex: 2, itemsPerPage: 1 });
    expect(page.json().totalResults).toBeGreaterThanOrEqual(2);

    const entries = await t.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, adminA.companyId), eq(auditLog.action, 'member.provisioned')));
    const entry = entries.find((e) => e.objectId === link?.userId);
    expect(entry).toMatchObject({
      actorKind: 'system',
      actorName: 'SCIM',
      objectType: 'member',
      details: { role: 'reviewer' },
    });
    expect(JSON.stringify(entry?.details)).not.toMatch(/okta|Test User/i);
  });

  it("refuses an address of another company's member, and one outside its domains, with a SCIM uniqueness error", async () => {
    const elsewhere = await scim('POST', '/Users', tokenA, oktaUser('owner@scim-b.test', 'ext-b-owner'));
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({
      schemas: [ERROR_SCHEMA],
      status: '409',
      scimType: 'uniqueness',
      detail: SCIM_MEMBER_MESSAGES.elsewhere,
    });
    const userId = await createVerifiedUser(t.context.auth, {
      email: 'cand@scim-a.test',
      password: 'cand-pass-1',
      name: 'C',
    });
    await profilesRepository.createForExistingUser(t.context.db, userId, 'candidate', adminA.companyId);
    const refused = await scim('POST', '/Users', tokenA, oktaUser('cand@scim-a.test', 'ext-candidate'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().scimType).toBe('uniqueness');
    expect(await roleIn(adminB.client, 'owner@scim-b.test')).toBe('admin');
  });

  it("deactivation (Okta's PATCH active=false) ends a signed-in member's session on the next request; reactivation restores them", async () => {
    const member = await signedInMember(t, adminA, 'Scim A', 'signed.in@scim-a.test');
    expect((await member.client.get('/api/me')).statusCode).toBe(200);
    // The directory takes over the existing member (same company, verified address).
    const linked = await scim('POST', '/Users', tokenA, oktaUser('signed.in@scim-a.test', 'ext-signed-in'));
    expect(linked.statusCode).toBe(201);
    const id = linked.json().id as string;

    const deactivated = await scim('PATCH', `/Users/${id}`, tokenA, oktaActive(false));
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().active).toBe(false);
    expect((await member.client.get('/api/me')).statusCode).toBe(401);
    expect((await member.client.get('/api/candidates')).statusCode).toBe(401);
    expect(await roleIn(adminA.client, 'signed.in@scim-a.test')).toBeNull();

    const reactivated = await scim('PATCH', `/Users/${id}`, tokenA, oktaActive(true));
    expect(reactivated.statusCode).toBe(200);
    expect(await roleIn(adminA.client, 'signed.in@scim-a.test')).toBe('reviewer');

    const actions = (
      await t.context.db.select().from(auditLog).where(eq(auditLog.objectId, member.userId))
    ).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['member.deactivated', 'member.provisioned']));
  });

  it('DELETE removes the member and ends their sessions', async () => {
    const member = await signedInMember(t, adminA, 'Scim A', 'deleted@scim-a.test');
    const id = (await scim('POST', '/Users', tokenA, oktaUser('deleted@scim-a.test', 'ext-deleted'))).json()
      .id;
    const deleted = await scim('DELETE', `/Users/${id}`, tokenA);
    expect(deleted.statusCode).toBe(204);
    expect((await member.client.get('/api/me')).statusCode).toBe(401);
    expect(await roleIn(adminA.client, 'deleted@scim-a.test')).toBeNull();
    expect((await scim('GET', `/Users/${id}`, tokenA)).statusCode).toBe(404);
  });

  it('never removes the last admin', async () => {
    const lonely = await signedInAdmin(t, 'owner@scim-lonely.test', {
      name: 'Scim Lonely',
      industry: 'Retail',
    });
    await givePlan(t.context, lonely.companyId);
    const { token } = await createToken(lonely);
    await lonely.client.put('/api/company/scim/group-roles', { groupRoles: { Admins: 'admin' } });
    const group = await scim('POST', '/Groups', token, {
      schemas: [GROUP_SCHEMA],
      displayName: 'Admins',
      members: [],
    });
    expect(group.statusCode).toBe(201);
    const created = await scim('POST', '/Users', token, oktaUser('owner@scim-lonely.test', 'ext-lonely'));
    // Linked but in no admin group: the projection would make the only admin a reviewer.
    expect(created.statusCode).toBe(409);
    expect(created.json().detail).toBe(SCIM_MEMBER_MESSAGES.lastAdmin);
    expect(await roleIn(lonely.client, 'owner@scim-lonely.test')).toBe('admin');
  });
});

describe('SCIM Users as Microsoft Entra ID sends them', () => {
  it('creates, updates with capitalised Replace ops, and disables with "False"', async () => {
    const created = await scim(
      'POST',
      '/Users',
      tokenA,
      entraUser('entra.user@scim-a.test', '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef'),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const filtered = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`,
      tokenA,
    );
    expect(filtered.json().totalResults).toBe(1);

    const renamed = await scim('PATCH', `/Users/${id}`, tokenA, {
      schemas: [PATCH_SCHEMA],
      Operations: [
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
        { op: 'Add', path: 'displayName', value: 'Entra Person' },
      ],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: { familyName: 'updatedFamilyName' },
      displayName: 'Entra Person',
    });
    expect((await team(adminA.client)).members.find((m) => m.email === 'entra.user@scim-a.test')?.name).toBe(
      'Entra Person',
    );

    const disabled = await scim('PATCH', `/Users/${id}`, tokenA, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().active).toBe(false);
    expect(await roleIn(adminA.client, 'entra.user@scim-a.test')).toBeNull();
  });

  it('PUT replaces the user', async () => {
    const created = await scim('POST', '/Users', tokenA, entraUser('put.user@scim-a.test', 'ext-put'));
    const id = created.json().id as string;
    const replaced = await scim('PUT', `/Users/${id}`, tokenA, {
      ...entraUser('put.user@scim-a.test', 'ext-put'),
      displayName: 'Put Person',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().displayName).toBe('Put Person');
  });
});

describe('SCIM Groups → roles', () => {
  it('a member of a group mapped to admin is an admin; leaving it reverts to reviewer', async () => {
    const saved = await adminA.client.put('/api/company/scim/group-roles', {
      groupRoles: { 'HireAssess Admins': 'admin', 'HireAssess Reviewers': 'reviewer' },
    });
    expect(saved.statusCode).toBe(200);
    const user = (
      await scim('POST', '/Users', tokenA, entraUser('grouped@scim-a.test', 'ext-grouped'))
    ).json();
    // Entra's group create: its legacy schema marker and meta.
    const group = await scim('POST', '/Groups', tokenA, {
      schemas: [GROUP_SCHEMA, 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group'],
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: 'HireAssess Admins',
      meta: { resourceType: 'Group' },
    });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = group.json().id as string;
    const added = await scim('PATCH', `/Groups/${groupId}`, tokenA, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'Add', path: 'members', value: [{ $ref: null, value: user.id }] }],
    });
    expect([200, 204]).toContain(added.statusCode);
    expect(await roleIn(adminA.client, 'grouped@scim-a.test')).toBe('admin');

    // Okta's removal: a filtered path.
    const removed = await scim('PATCH', `/Groups/${groupId}`, tokenA, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'remove', path: `members[value eq "${user.id}"]` }],
    });
    expect([200, 204]).toContain(removed.statusCode);
    expect(await roleIn(adminA.client, 'grouped@scim-a.test')).toBe('reviewer');
  });

  it('saving the mapping re-projects provisioned members at once, and refuses one that leaves no admin', async () => {
    const boss = await signedInAdmin(t, 'owner@scim-map.test', { name: 'Scim Map', industry: 'Retail' });
    await givePlan(t.context, boss.companyId);
    const { token } = await createToken(boss);
    const user = (await scim('POST', '/Users', token, oktaUser('lead@scim-map.test', 'ext-lead'))).json();
    const group = await scim('POST', '/Groups', token, {
      schemas: [GROUP_SCHEMA],
      displayName: 'Leads',
      members: [{ value: user.id }],
    });
    expect(group.statusCode).toBe(201);
    expect(await roleIn(boss.client, 'lead@scim-map.test')).toBe('reviewer');

    const mapped = await boss.client.put('/api/company/scim/group-roles', { groupRoles: { leads: 'admin' } });
    expect(mapped.statusCode).toBe(200);
    expect(await roleIn(boss.client, 'lead@scim-map.test')).toBe('admin');
    const audit = await t.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, boss.companyId), eq(auditLog.action, 'member.role_provisioned')));
    expect(audit).toHaveLength(1);

    // The boss steps down: the lead is the only admin, and only through the mapping.
    await t.context.db
      .update(profiles)
      .set({ roleId: sql`(SELECT id FROM roles WHERE name = 'reviewer')` })
      .where(eq(profiles.id, boss.userId));
    const actor = {
      session: { user: { id: boss.userId } },
      profile: { role: 'admin', companyId: boss.companyId },
    };
    await expect(scimService.setGroupRoles(t.context, actor as Actor, {})).rejects.toThrow(
      SCIM_MEMBER_MESSAGES.lastAdmin,
    );
    expect(await scimRepository.groupRoles(t.context.db, boss.companyId)).toEqual({ leads: 'admin' });
    expect(await roleIn(boss.client, 'lead@scim-map.test')).toBe('admin');
  });

  it('company B cannot see or touch company A’s users or groups (404)', async () => {
    const user = (
      await scim('POST', '/Users', tokenA, oktaUser('isolated@scim-a.test', 'ext-isolated'))
    ).json();
    expect((await scim('GET', `/Users/${user.id}`, tokenB)).statusCode).toBe(404);
    expect((await scim('PATCH', `/Users/${user.id}`, tokenB, oktaActive(false))).statusCode).toBe(404);
    expect((await scim('DELETE', `/Users/${user.id}`, tokenB)).statusCode).toBe(404);
    const listed = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "isolated@scim-a.test"')}`,
      tokenB,
    );
    expect(listed.json().totalResults).toBe(0);
    expect(await roleIn(adminA.client, 'isolated@scim-a.test')).toBe('reviewer');
  });
});

describe('company deletion', () => {
  it("removes the company's SCIM rows", async () => {
    const gone = await signedInAdmin(t, 'owner@scim-gone.test', { name: 'Scim Gone', industry: 'Retail' });
    await givePlan(t.context, gone.companyId);
    const { token } = await createToken(gone);
    await scim('POST', '/Users', token, oktaUser('someone@scim-gone.test', 'ext-gone'));
    const deleted = await gone.client.post('/api/company/delete', { confirmName: 'Scim Gone' });
    expect(deleted.statusCode).toBeLessThan(300);
    const left = await t.context.db
      .select()
      .from(scimManagedConnection)
      .where(eq(scimManagedConnection.provisioningDomainId, gone.companyId));
    expect(left).toEqual([]);
    expect((await scim('GET', '/Users', token)).statusCode).toBe(401);
  });
});
