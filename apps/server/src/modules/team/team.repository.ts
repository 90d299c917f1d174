import type { TTeamRole } from '@app/contracts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applicationLinks,
  candidateRecords,
  candidates,
  companies,
  profiles,
  roles,
  session,
  teamInvitations,
  user,
} from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

const roleId = (role: string) => sql<number>`(SELECT id FROM ${roles} WHERE ${roles.name} = ${role})`;
const pending = (now: Date) =>
  and(
    isNull(teamInvitations.acceptedAt),
    isNull(teamInvitations.revokedAt),
    gt(teamInvitations.expiresAt, now),
  );

export type InvitationRow = typeof teamInvitations.$inferSelect;

export const teamRepository = {
  /** Serialises the team changes of one company (two admins demoting each other leave one admin). */
  async lockCompany(tx: Tx, companyId: string) {
    const [row] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    return row ?? null;
  },

  async companyName(db: Db, companyId: string) {
    const [row] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.name ?? null;
  },

  /** Admins and reviewers, joined at their accepted invitation or else when their profile was made. */
  members(db: Db, companyId: string) {
    return db
      .select({
        userId: profiles.id,
        name: user.name,
        email: user.email,
        role: roles.name,
        joinedAt: sql<Date>`coalesce((
          SELECT max(${teamInvitations.acceptedAt}) FROM ${teamInvitations}
          WHERE ${teamInvitations.companyId} = ${companyId} AND ${teamInvitations.email} = ${user.email}
        ), ${profiles.createdAt})`.mapWith((v: string | Date) => new Date(v)),
      })
      .from(profiles)
      .innerJoin(roles, eq(roles.id, profiles.roleId))
      .innerJoin(user, eq(user.id, profiles.id))
      .where(and(eq(profiles.companyId, companyId), inArray(roles.name, ['admin', 'reviewer'])))
      .orderBy(asc(user.name), asc(user.email));
  },

  async adminCount(tx: Tx, companyId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(profiles)
      .innerJoin(roles, eq(roles.id, profiles.roleId))
      .where(and(eq(profiles.companyId, companyId), eq(roles.name, 'admin')));
    return row?.n ?? 0;
  },

  pendingInvitations(db: Db, companyId: string, now: Date) {
    return db
      .select({
        id: teamInvitations.id,
        email: teamInvitations.email,
        role: teamInvitations.role,
        invitedBy: user.name,
        createdAt: teamInvitations.createdAt,
        expiresAt: teamInvitations.expiresAt,
      })
      .from(teamInvitations)
      .leftJoin(user, eq(user.id, teamInvitations.invitedBy))
      .where(and(eq(teamInvitations.companyId, companyId), pending(now)))
      .orderBy(asc(teamInvitations.createdAt));
  },

  async pendingCount(tx: Tx, companyId: string, now: Date): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.companyId, companyId), pending(now)));
    return row?.n ?? 0;
  },

  /** The account with this email and its profile (role, company), if any. */
  async accountByEmail(db: Db, email: string) {
    const [row] = await db
      .select({ userId: user.id, role: roles.name, companyId: profiles.companyId })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(roles, eq(roles.id, profiles.roleId))
      .where(eq(user.email, email));
    return row ?? null;
  },

  /** Whether the account holds an application of this company (the company's own candidate). */
  async hasApplicationAt(db: Db, userId: string, companyId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.userId, userId), eq(candidates.companyId, companyId)))
      .limit(1);
    return row !== undefined;
  },

  /**
   * A candidate's account that joins a team stops reaching its applications (a member's account does not
   * take tests): the companies keep their records and results, without the account; the links to them stop
   * working and the sessions those links opened end.
   */
  async detachApplications(tx: Tx, userId: string) {
    const held = tx.select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, userId));
    await tx.delete(applicationLinks).where(inArray(applicationLinks.applicationId, held));
    await tx.delete(session).where(and(eq(session.userId, userId), isNotNull(session.applicationId)));
    await tx.update(candidates).set({ userId: null }).where(eq(candidates.userId, userId));
    await tx.update(candidateRecords).set({ userId: null }).where(eq(candidateRecords.userId, userId));
  },

  /** The company's pending invitation of this address is revoked: a new link replaces it. */
  async revokePendingFor(tx: Tx, companyId: string, email: string, now: Date) {
    await tx
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(and(eq(teamInvitations.companyId, companyId), eq(teamInvitations.email, email), pending(now)));
  },

  async insertInvitation(
    tx: Tx,
    values: {
      companyId: string;
      email: string;
      role: TTeamRole;
      tokenHash: string;
      invitedBy: string;
      expiresAt: Date;
    },
  ) {
    const [row] = await tx.insert(teamInvitations).values(values).returning();
    if (!row) throw new Error('team invitation insert returned no row');
    return row;
  },

  async pendingInvitation(tx: Tx, companyId: string, id: string, now: Date) {
    const [row] = await tx
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.companyId, companyId), eq(teamInvitations.id, id), pending(now)));
    return row ?? null;
  },

  async revoke(tx: Tx, companyId: string, id: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(and(eq(teamInvitations.companyId, companyId), eq(teamInvitations.id, id), pending(now)))
      .returning({ id: teamInvitations.id });
    return rows.length > 0;
  },

  async byTokenHash(db: Db, tokenHash: string) {
    const [row] = await db
      .select({ invitation: teamInvitations, companyName: companies.name })
      .from(teamInvitations)
      .innerJoin(companies, eq(companies.id, teamInvitations.companyId))
      .where(eq(teamInvitations.tokenHash, tokenHash));
    return row ?? null;
  },

  /** Marks the invitation used if it still is pending: the single-use check and the claim in one statement. */
  async claim(db: Db, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(teamInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(teamInvitations.id, id), pending(now)))
      .returning({ id: teamInvitations.id });
    return rows.length > 0;
  },

  async unclaim(db: Db, id: string) {
    await db.update(teamInvitations).set({ acceptedAt: null }).where(eq(teamInvitations.id, id));
  },

  async memberRole(tx: Tx, companyId: string, userId: string): Promise<string | null> {
    const [row] = await tx
      .select({ role: roles.name })
      .from(profiles)
      .innerJoin(roles, eq(roles.id, profiles.roleId))
      .where(and(eq(profiles.companyId, companyId), eq(profiles.id, userId)))
      .for('update', { of: profiles });
    return row && (row.role === 'admin' || row.role === 'reviewer') ? row.role : null;
  },

  async setRole(db: Db, userId: string, role: TTeamRole) {
    await db
      .update(profiles)
      .set({ roleId: roleId(role), updatedAt: new Date() })
      .where(eq(profiles.id, userId));
  },

  /** Puts a user into a company with a role (a profile is made when the account has none). */
  async join(db: Db, userId: string, companyId: string, role: TTeamRole) {
    await db
      .insert(profiles)
      .values({ id: userId, roleId: roleId(role), companyId })
      .onConflictDoUpdate({
        target: profiles.id,
        set: { roleId: roleId(role), companyId, updatedAt: new Date() },
      });
  },

  /**
   * The member leaves the company as a company-less admin (what a fresh sign-up is: they may found
   * their own company or accept another invitation), and every session of theirs ends now.
   */
  async remove(tx: Tx, userId: string) {
    await tx
      .update(profiles)
      .set({ companyId: null, roleId: roleId('admin'), updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
  },
};
