import type { TCompanyRegionUpdate } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';

type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

const columns = {
  id: companies.id,
  name: companies.name,
  industry: companies.industry,
  email: companies.email,
  locale: companies.locale,
  timeZone: companies.timeZone,
};

export const companiesRepository = {
  async insert(db: Executor, values: { name: string; industry: string; email: string }) {
    const [row] = await db.insert(companies).values(values).returning(columns);
    if (!row) throw new Error('company insert returned no row');
    return row;
  },
  async findByName(db: Executor, name: string) {
    const [row] = await db.select(columns).from(companies).where(eq(companies.name, name)).limit(1);
    return row ?? null;
  },
  async updateRegion(db: Executor, companyId: string, region: TCompanyRegionUpdate) {
    const [row] = await db
      .update(companies)
      .set({ locale: region.locale, timeZone: region.timeZone })
      .where(eq(companies.id, companyId))
      .returning({ locale: companies.locale, timeZone: companies.timeZone });
    if (!row) throw new Error('company region update matched no row');
    return row;
  },
};
