import type { TFairnessSettings, TSelfIdentificationInput, TSelfIdentificationRegion } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ApplicationScope, applicationOrder, ownApplication } from '../../db/own-application';
import { candidates, companies, selfIdentifications } from '../../db/schema';

/**
 * Writes self-identification and reads whether it exists; it never reads an answer back (decision 017):
 * the only reader of the answers is the fairness module's counting SQL.
 */
export const selfIdentificationRepository = {
  /**
   * The signed-in candidate's application in scope, their company's switch and region (what it asks), and
   * whether they answered (under any region).
   */
  async candidateInScope(db: Database, scope: ApplicationScope) {
    const [row] = await db
      .select({
        id: candidates.id,
        company_id: candidates.companyId,
        test_status: candidates.testStatus,
        enabled: companies.selfIdentificationEnabled,
        region: companies.fairnessRegion,
        answered: sql<boolean>`EXISTS (SELECT 1 FROM self_identifications s WHERE s.candidate_id = ${candidates.id})`,
      })
      .from(candidates)
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .where(ownApplication(scope))
      .orderBy(...applicationOrder(scope))
      .limit(1);
    return row ?? null;
  },

  /** The answers to the region's questions; a correction replaces the row, region included. */
  async save(
    db: Database,
    candidateId: string,
    companyId: string,
    region: TSelfIdentificationRegion,
    answers: TSelfIdentificationInput,
  ) {
    const values = {
      region,
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
        fairnessRegion: companies.fairnessRegion,
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
