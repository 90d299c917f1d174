import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  account,
  companies,
  profiles,
  roles,
  ssoConnections,
  ssoProvider,
  user,
  verification,
} from '../../db/schema';

const connectionColumns = {
  providerId: ssoProvider.providerId,
  issuer: ssoProvider.issuer,
  domain: ssoProvider.domain,
  domainVerified: ssoProvider.domainVerified,
  samlConfig: ssoProvider.samlConfig,
  protocol: ssoConnections.protocol,
  defaultRole: ssoConnections.defaultRole,
  domainCheckedAt: ssoConnections.domainCheckedAt,
  createdAt: ssoConnections.createdAt,
  companyId: ssoConnections.companyId,
};

export type SsoConnectionRow = {
  providerId: string;
  issuer: string;
  domain: string;
  domainVerified: boolean;
  samlConfig: string | null;
  protocol: string;
  defaultRole: string;
  domainCheckedAt: Date | null;
  createdAt: Date;
  companyId: string;
};

export const ssoRepository = {
  list(db: Executor, companyId: string): Promise<SsoConnectionRow[]> {
    return db
      .select(connectionColumns)
      .from(ssoConnections)
      .innerJoin(ssoProvider, eq(ssoProvider.providerId, ssoConnections.providerId))
      .where(eq(ssoConnections.companyId, companyId))
      .orderBy(ssoConnections.createdAt);
  },

  async find(db: Executor, companyId: string, providerId: string): Promise<SsoConnectionRow | null> {
    const rows = await db
      .select(connectionColumns)
      .from(ssoConnections)
      .innerJoin(ssoProvider, eq(ssoProvider.providerId, ssoConnections.providerId))
      .where(and(eq(ssoConnections.companyId, companyId), eq(ssoConnections.providerId, providerId)))
      .limit(1);
    return rows[0] ?? null;
  },

  /** The connection a sign-in goes through, whatever company: the plugin's provider id is global. */
  async findByProviderId(db: Executor, providerId: string): Promise<SsoConnectionRow | null> {
    const rows = await db
      .select(connectionColumns)
      .from(ssoConnections)
      .innerJoin(ssoProvider, eq(ssoProvider.providerId, ssoConnections.providerId))
      .where(eq(ssoConnections.providerId, providerId))
      .limit(1);
    return rows[0] ?? null;
  },

  /** Whether another company holds a verified connection for the domain. */
  async domainVerifiedElsewhere(db: Executor, companyId: string, domain: string): Promise<boolean> {
    const rows = await db
      .select({ providerId: ssoProvider.providerId })
      .from(ssoProvider)
      .leftJoin(ssoConnections, eq(ssoConnections.providerId, ssoProvider.providerId))
      .where(
        and(
          eq(ssoProvider.domain, domain),
          eq(ssoProvider.domainVerified, true),
          sql`coalesce(${ssoConnections.companyId}::text, ${ssoProvider.organizationId}, '') <> ${companyId}`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** Binds the row the plugin created to the company, with our companion row, in one transaction. */
  async bind(
    db: Database,
    input: {
      providerId: string;
      companyId: string;
      protocol: string;
      defaultRole: string;
      createdBy: string;
    },
  ) {
    await db.transaction(async (tx) => {
      await tx
        .update(ssoProvider)
        .set({ organizationId: input.companyId })
        .where(eq(ssoProvider.providerId, input.providerId));
      await tx.insert(ssoConnections).values(input);
    });
  },

  async setDefaultRole(db: Executor, companyId: string, providerId: string, defaultRole: string) {
    await db
      .update(ssoConnections)
      .set({ defaultRole })
      .where(and(eq(ssoConnections.companyId, companyId), eq(ssoConnections.providerId, providerId)));
  },

  async setDomainVerified(db: Database, providerId: string, verified: boolean) {
    await db.transaction(async (tx) => {
      await tx
        .update(ssoProvider)
        .set({ domainVerified: verified })
        .where(eq(ssoProvider.providerId, providerId));
      await tx
        .update(ssoConnections)
        .set({ domainCheckedAt: new Date() })
        .where(eq(ssoConnections.providerId, providerId));
    });
  },

  /** Removes connections with the accounts linked through them and their verification tokens. */
  async remove(db: Executor, providerIds: string[], identifiers: string[]) {
    if (providerIds.length === 0) return;
    await db.delete(account).where(inArray(account.providerId, providerIds));
    if (identifiers.length > 0)
      await db.delete(verification).where(inArray(verification.identifier, identifiers));
    await db.delete(ssoProvider).where(inArray(ssoProvider.providerId, providerIds));
  },

  async providerIdsOfCompany(db: Executor, companyId: string): Promise<string[]> {
    const rows = await db
      .select({ providerId: ssoProvider.providerId })
      .from(ssoProvider)
      .where(eq(ssoProvider.organizationId, companyId));
    return rows.map((r) => r.providerId);
  },

  async findToken(db: Executor, identifier: string): Promise<string | null> {
    const rows = await db
      .select({ value: verification.value })
      .from(verification)
      .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())))
      .limit(1);
    return rows[0]?.value ?? null;
  },

  /** The live verification tokens of several connections, by identifier, in one query. */
  async findTokens(db: Executor, identifiers: string[]): Promise<Map<string, string>> {
    if (identifiers.length === 0) return new Map();
    const rows = await db
      .select({ identifier: verification.identifier, value: verification.value })
      .from(verification)
      .where(and(inArray(verification.identifier, identifiers), gt(verification.expiresAt, new Date())));
    return new Map(rows.map((row) => [row.identifier, row.value]));
  },

  async saveToken(db: Executor, id: string, identifier: string, value: string, expiresAt: Date) {
    await db.delete(verification).where(eq(verification.identifier, identifier));
    await db.insert(verification).values({ id, identifier, value, expiresAt });
  },

  policy(db: Executor, companyId: string) {
    return db
      .select({ ssoRequired: companies.ssoRequired, breakGlassUserId: companies.ssoBreakGlassUserId })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1)
      .then((rows) => rows[0] ?? null);
  },

  async setPolicy(db: Executor, companyId: string, ssoRequired: boolean, breakGlassUserId: string | null) {
    await db
      .update(companies)
      .set({ ssoRequired, ssoBreakGlassUserId: breakGlassUserId })
      .where(eq(companies.id, companyId));
  },

  admins(db: Executor, companyId: string) {
    return db
      .select({ id: user.id, name: user.name, email: user.email })
      .from(profiles)
      .innerJoin(roles, eq(roles.id, profiles.roleId))
      .innerJoin(user, eq(user.id, profiles.id))
      .where(and(eq(profiles.companyId, companyId), eq(roles.name, 'admin')))
      .orderBy(user.name);
  },

  /** The account behind an email address: its role, company and that company's SSO policy. */
  async memberByEmail(db: Executor, email: string) {
    const rows = await db
      .select({
        userId: user.id,
        role: roles.name,
        companyId: profiles.companyId,
        ssoRequired: companies.ssoRequired,
        breakGlassUserId: companies.ssoBreakGlassUserId,
      })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .innerJoin(roles, eq(roles.id, profiles.roleId))
      .leftJoin(companies, eq(companies.id, profiles.companyId))
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
      .limit(1);
    return rows[0] ?? null;
  },

  /** The verified connection of an email domain (at most one: verifying refuses a domain verified elsewhere). */
  async verifiedProviderForDomain(db: Executor, domain: string): Promise<string | null> {
    const rows = await db
      .select({ providerId: ssoProvider.providerId })
      .from(ssoProvider)
      .where(and(eq(ssoProvider.domain, domain), eq(ssoProvider.domainVerified, true)))
      .limit(1);
    return rows[0]?.providerId ?? null;
  },

  async hasVerifiedConnection(db: Executor, companyId: string): Promise<boolean> {
    const rows = await db
      .select({ providerId: ssoConnections.providerId })
      .from(ssoConnections)
      .innerJoin(ssoProvider, eq(ssoProvider.providerId, ssoConnections.providerId))
      .where(and(eq(ssoConnections.companyId, companyId), eq(ssoProvider.domainVerified, true)))
      .limit(1);
    return rows.length > 0;
  },
};
