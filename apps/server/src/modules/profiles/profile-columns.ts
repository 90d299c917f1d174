import { companies, profiles, roles } from '../../db/schema';

/**
 * A user's profile with its role, and its company's record: what the guards check (auth/guards.ts). The session read
 * (auth/session-reader.ts) selects the same columns in its own join.
 */
export const profileColumns = {
  id: profiles.id,
  role: roles.name,
  companyId: profiles.companyId,
  profileData: profiles.profileData,
};
export const profileCompanyColumns = {
  id: companies.id,
  name: companies.name,
  industry: companies.industry,
  email: companies.email,
  locale: companies.locale,
  timeZone: companies.timeZone,
};
