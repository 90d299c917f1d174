import type { TFairnessSettings, TSelfIdentificationInput } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, selfIdentifications } from '../../db/schema';

/**
 * Writes self-identification and reads whether it exists; it never reads an answer back (decision 017):
 * the only reader of the answers is the fairness module's counting SQL.
 */
export const selfIdentificationRepository = {
  /** The signed-in candidate's record, whether their company asks, and whether they already answered. */
  async candidateOfUser(db: Database, userId: string) {
    const result = await db.execute<{
      id: string;
      company_id: string;
      test_status: string;
      asked: boolean;
      answered: boolean;
    }>(sql`
      SELECT c.id, c.company_id, c.test_status, co.self_identification_enabled AS asked,
        EXISTS (SELECT 1 FROM self_identifications s WHERE s.candidate_id = c.id) AS answered
      FROM candidates c JOIN companies co ON co.id = c.company_id
      WHERE c.user_id = ${userId}`);
    return result.rows[0] ?? null;
  },

  async save(db: Database, candidateId: string, companyId: string, answers: TSelfIdentificationInput) {
    const values = {
      sex: answers.sex ?? null,
      raceEthnicity: answers.raceEthnicity ?? null,
      ageBand: answers.ageBand ?? null,
      disability: answers.disability ?? null,
    };
    await db
      .insert(selfIdentifications)
      .values({ candidateId, companyId, ...values })
      .onConflictDoUpdate({
        target: selfIdentifications.candidateId,
        set: { ...values, answeredAt: sql`now()` },
      });
  },

  async settings(db: Database, companyId: string): Promise<TFairnessSettings> {
    const [row] = await db
      .select({
        selfIdentificationEnabled: companies.selfIdentificationEnabled,
        aiLogRetentionMonths: companies.aiLogRetentionMonths,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!row) throw new Error(`Company ${companyId} has no row`);
    return row;
  },

  async setSettings(db: Database, companyId: string, settings: TFairnessSettings) {
    await db.update(companies).set(settings).where(eq(companies.id, companyId));
  },
};
