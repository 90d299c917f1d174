import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidates, companies, usage } from '../../db/schema';

/** The current month as `usage.period` holds it, on the database's clock (as the pipeline counts it). */
const CURRENT_PERIOD = sql`date_trunc('month', now() at time zone 'utc')::date`;

const planColumns = { id: companies.id, plan: companies.plan, generationLimit: companies.generationLimit };

export const plansRepository = {
  async company(db: Executor, companyId: string) {
    const [row] = await db.select(planColumns).from(companies).where(eq(companies.id, companyId));
    return row ?? null;
  },

  /**
   * The company's plan with its row locked until the transaction ends, so admissions of one company run
   * one at a time. FOR NO KEY UPDATE rather than FOR UPDATE: it still excludes a second admission, but
   * not the key-share locks that inserts referencing the company take (candidates, usage), so the
   * pipeline keeps counting generations meanwhile.
   */
  async lockCompany(tx: Executor, companyId: string) {
    const [row] = await tx
      .select(planColumns)
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('no key update');
    return row ?? null;
  },

  /**
   * This month's generations and the candidates still waiting for theirs, in one statement: one snapshot,
   * so a pipeline commit moving candidates from pending to generated is counted once, never twice or not at all.
   */
  async counts(db: Executor, companyId: string) {
    const result = await db.execute<{ period: string; used: number; pending: number }>(sql`
      SELECT to_char(${CURRENT_PERIOD}, 'YYYY-MM-DD') AS period,
             coalesce((SELECT ${usage.generations} FROM ${usage}
                       WHERE ${usage.companyId} = ${companyId} AND ${usage.period} = ${CURRENT_PERIOD}), 0)::int AS used,
             (SELECT count(*) FROM ${candidates}
              WHERE ${candidates.companyId} = ${companyId} AND ${candidates.testStatus} = 'pending')::int AS pending`);
    const [row] = result.rows;
    if (!row) throw new Error('usage query returned no row');
    return row;
  },

  /** Companies whose id or exact name is `nameOrId` (names are not unique). */
  async findCompanies(db: Executor, nameOrId: string) {
    const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(nameOrId);
    return db
      .select({ ...planColumns, name: companies.name, email: companies.email })
      .from(companies)
      .where(byId ? eq(companies.id, nameOrId) : eq(companies.name, nameOrId))
      .orderBy(companies.createdAt);
  },

  async setPlan(db: Executor, companyId: string, values: { plan: string; generationLimit: number | null }) {
    await db
      .update(companies)
      .set({ plan: values.plan, generationLimit: values.generationLimit })
      .where(eq(companies.id, companyId));
  },
};
