import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  companies,
  profiles,
  roles,
  scimConnectionBinding,
  scimGroup,
  scimIdentityTombstone,
  scimManagedConnection,
  scimManagedCredential,
  scimProjectionGrant,
  scimUser,
  ssoConnections,
  ssoProvider,
  user,
} from '../../db/schema';

export const scimRepository = {
  async groupRoles(db: Executor, companyId: string): Promise<Record<string, string>> {
    const [row] = await db
      .select({ roles: companies.scimGroupRoles })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.roles ?? {};
  },

  async setGroupRoles(db: Executor, companyId: string, roles: Record<string, string>) {
    await db.update(companies).set({ scimGroupRoles: roles }).where(eq(companies.id, companyId));
  },

  /**
   * The company and plan behind a managed credential id (the part of a token before its dot), whatever
   * the credential's state: the plugin itself decides whether the token is valid.
   */
  async companyOfCredential(db: Executor, credentialId: string) {
    const [row] = await db
      .select({ companyId: companies.id, plan: companies.plan })
      .from(scimManagedCredential)
      .innerJoin(
        scimManagedConnection,
        eq(scimManagedConnection.id, scimManagedCredential.connectionRecordId),
      )
      .innerJoin(companies, sql`${companies.id}::text = ${scimManagedConnection.provisioningDomainId}`)
      .where(eq(scimManagedCredential.credentialId, credentialId));
    return row ?? null;
  },

  /** The company's members its directory provisioned (a SCIM User of the company links them). */
  async provisionedUserIds(db: Executor, companyId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ userId: scimUser.userId })
      .from(scimUser)
      .where(eq(scimUser.provisioningDomainId, companyId));
    return rows.map((r) => r.userId);
  },

  /** Which of these users a SCIM User of the company links (the team list's "Provisioned by SCIM"). */
  async provisionedAmong(db: Executor, companyId: string, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ userId: scimUser.userId })
      .from(scimUser)
      .where(and(eq(scimUser.provisioningDomainId, companyId), inArray(scimUser.userId, userIds)));
    return new Set(rows.map((r) => r.userId));
  },

  /**
   * Everything SCIM keeps for a company being deleted: its provisioning domain is text, not a foreign
   * key. Credentials, events and group memberships go with their parents (ON DELETE CASCADE).
   */
  async deleteCompanyRows(tx: Executor, companyId: string) {
    await tx.delete(scimProjectionGrant).where(eq(scimProjectionGrant.provisioningDomainId, companyId));
    await tx.delete(scimUser).where(eq(scimUser.provisioningDomainId, companyId));
    await tx.delete(scimGroup).where(eq(scimGroup.provisioningDomainId, companyId));
    await tx.delete(scimIdentityTombstone).where(eq(scimIdentityTombstone.provisioningDomainId, companyId));
    await tx.delete(scimConnectionBinding).where(eq(scimConnectionBinding.provisioningDomainId, companyId));
    await tx.delete(scimManagedConnection).where(eq(scimManagedConnection.provisioningDomainId, companyId));
  },

  /** A user's account as membership sees it: their company and role (none without a profile). */
  async accountOf(db: Executor, userId: string) {
    const [row] = await db
      .select({ companyId: profiles.companyId, role: roles.name, emailVerified: user.emailVerified })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(roles, eq(roles.id, profiles.roleId))
      .where(eq(user.id, userId));
    return row ?? null;
  },

  /** The same, found by the address a directory sends (Better Auth keeps emails lower-case). */
  /** Whether the company verified this email domain (DNS) for one of its single sign-on connections. */
  async verifiesDomain(db: Executor, companyId: string, domain: string): Promise<boolean> {
    const rows = await db
      .select({ providerId: ssoConnections.providerId })
      .from(ssoConnections)
      .innerJoin(ssoProvider, eq(ssoProvider.providerId, ssoConnections.providerId))
      .where(
        and(
          eq(ssoConnections.companyId, companyId),
          eq(ssoProvider.domain, domain),
          eq(ssoProvider.domainVerified, true),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  async accountByEmail(db: Executor, email: string) {
    const [row] = await db
      .select({
        userId: user.id,
        companyId: profiles.companyId,
        role: roles.name,
        emailVerified: user.emailVerified,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(roles, eq(roles.id, profiles.roleId))
      .where(eq(user.email, email.toLowerCase()));
    return row ?? null;
  },
};
