import type { TProfileFields, TProfileFieldsInput } from '@app/contracts';
import type { Database } from '../../db/client';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { profileFieldsRepository as repo } from './profile-fields.repository';

/**
 * The details a company asks its candidates for beside the built-in ones (issue 25). They are fields over
 * the profile's additional information, so removing one never deletes what candidates already wrote.
 */
export const profileFieldsService = {
  async get(db: Database, actor: Actor): Promise<TProfileFields> {
    return { fields: await repo.fields(db, companyOf(actor)) };
  },

  async set(db: Database, actor: Actor, input: TProfileFieldsInput): Promise<TProfileFields> {
    const companyId = companyOf(actor);
    const fields = input.fields.map((field) => ({ ...field, hint: field.hint || null }));
    await repo.setFields(db, companyId, fields);
    return { fields };
  },
};
