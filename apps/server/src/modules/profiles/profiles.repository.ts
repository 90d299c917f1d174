import type { TRole } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, profiles, roles, user } from '../../db/schema';
import { profileColumns, profileCompanyColumns } from './profile-columns';

const profileLookup = (db: Database) =>
  db
    .select({ ...profileColumns, company: profileCompanyColumns })
    .from(profiles)
    .innerJoin(roles, eq(roles.id, profiles.roleId))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(eq(profiles.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_with_role_and_company');
const profileLookups = new WeakMap<Database, ReturnType<typeof profileLookup>>();

export const profilesRepository = {
  /** Every signed-in request's role lookup (auth/guards.ts): prepared once per database, planned once. */
  async findWithRoleAndCompany(db: Database, userId: string) {
    let prepared = profileLookups.get(db);
    if (!prepared) {
      prepared = profileLookup(db);
      profileLookups.set(db, prepared);
    }
    const rows = await prepared.execute({ userId });
    return rows[0] ?? null;
  },

  /** Inserts only when the auth user exists (a duplicate sign-up answers with a synthetic user). */
  async createForExistingUser(db: Database, userId: string, role: TRole, companyId: string | null = null) {
    await db.execute(sql`
      INSERT INTO ${profiles} (id, role_id, company_id)
      SELECT ${user.id}, ${roles.id}, ${companyId}
      FROM ${user}, ${roles}
      WHERE ${user.id} = ${userId} AND ${roles.name} = ${role}
      ON CONFLICT (id) DO NOTHING`);
  },

  async setCompany(db: Database, userId: string, companyId: string) {
    await db.update(profiles).set({ companyId, updatedAt: new Date() }).where(eq(profiles.id, userId));
  },
};
