import type { TRole } from '@app/contracts';
import type { Database } from '../../db/client';
import { profilesRepository } from './profiles.repository';

/** A signed-in user's profile: role, company id and data, and the company's record. */
export type Profile = NonNullable<Awaited<ReturnType<typeof profilesRepository.findWithRoleAndCompany>>>;

/** What other domains do with profiles: the guards read them, account creation writes them. */
export const profilesService = {
  find(db: Database, userId: string): Promise<Profile | null> {
    return profilesRepository.findWithRoleAndCompany(db, userId);
  },

  /** A profile for an auth user that exists; nothing when it has one already. */
  createForExistingUser(db: Database, userId: string, role: TRole, companyId: string | null = null) {
    return profilesRepository.createForExistingUser(db, userId, role, companyId);
  },
};
