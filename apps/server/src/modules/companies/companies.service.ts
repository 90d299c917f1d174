import type {
  TCompany,
  TCompanyRegion,
  TCompanyRegionUpdate,
  TCreateCompanyInput,
  TIndustry,
} from '@app/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { companiesRepository } from './companies.repository';

/** A company on its own, for accounts created outside onboarding (`npm run create-admin`, the demo). */
export function createCompany(db: Database, values: { name: string; industry: TIndustry; email: string }) {
  return companiesRepository.insert(db, values);
}

/** Company onboarding: an admin without a company creates one and is linked to it, atomically. */
export async function onboardCompany(
  db: Database,
  actor: Actor,
  input: TCreateCompanyInput,
): Promise<TCompany> {
  if (actor.profile.companyId) throw conflict('Your account is already linked to a company.');
  return db.transaction(async (tx) => {
    const company = await companiesRepository.insert(tx, {
      name: input.name,
      industry: input.industry,
      email: actor.session.user.email,
    });
    // The isNull guard makes two concurrent submissions link only one company.
    const linked = await tx
      .update(profiles)
      .set({ companyId: company.id, updatedAt: new Date() })
      .where(and(eq(profiles.id, actor.profile.id), isNull(profiles.companyId)))
      .returning({ id: profiles.id });
    if (linked.length === 0) throw conflict('Your account is already linked to a company.');
    return company;
  });
}

/** The locale and time zone of the admin pages' dates and numbers (issue 23), for every plan. */
export function setCompanyRegion(
  db: Database,
  actor: Actor,
  region: TCompanyRegionUpdate,
): Promise<TCompanyRegion> {
  return companiesRepository.updateRegion(db, companyOf(actor), region);
}
