import type { TProfileField } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';

// Every query takes the company id: the caller's own company only.
export const profileFieldsRepository = {
  async fields(db: Database, companyId: string): Promise<TProfileField[]> {
    const [row] = await db
      .select({ fields: companies.profileFields })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.fields ?? [];
  },

  async setFields(db: Database, companyId: string, fields: TProfileField[]) {
    await db.update(companies).set({ profileFields: fields }).where(eq(companies.id, companyId));
  },
};
