import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { companies } from '../../db/schema';
import { type BrandRow, brandColumns } from './brand-columns';

export const brandingRepository = {
  async brand(db: Executor, companyId: string): Promise<BrandRow | null> {
    const [row] = await db.select(brandColumns).from(companies).where(eq(companies.id, companyId));
    return row ?? null;
  },

  /** The brand and the logo's bytes (PDF reports draw a PNG logo). */
  async brandWithLogo(db: Executor, companyId: string) {
    const [row] = await db
      .select({ ...brandColumns, logoData: companies.logoData })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row ?? null;
  },

  async logo(db: Database, companyId: string) {
    const [row] = await db
      .select({
        plan: companies.plan,
        logoData: companies.logoData,
        logoMime: companies.logoMime,
        brandingUpdatedAt: companies.brandingUpdatedAt,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row ?? null;
  },

  /** Every write moves branding_updated_at on the database's clock: the logo's and reports' ETags follow it. */
  async update(
    db: Database,
    companyId: string,
    values: { displayName: string | null; brandColor: string | null },
  ) {
    await db
      .update(companies)
      .set({ ...values, brandingUpdatedAt: sql`now()` })
      .where(eq(companies.id, companyId));
  },

  async setLogo(db: Database, companyId: string, logo: { data: string; mime: string } | null) {
    await db
      .update(companies)
      .set({ logoData: logo?.data ?? null, logoMime: logo?.mime ?? null, brandingUpdatedAt: sql`now()` })
      .where(eq(companies.id, companyId));
  },
};
