import { and, eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessments, candidates, testLibrary } from '../../db/schema';
import type { Admitted } from './intake.service';

/** ~7,000 bind parameters per statement: far below PostgreSQL's 65,535, few round trips for 50,000 rows. */
const INSERT_CHUNK_ROWS = 1_000;

export const intakeRepository = {
  activeTests(db: Database, ids: string[]) {
    return db
      .select({
        id: testLibrary.id,
        name: testLibrary.name,
        category: testLibrary.category,
        subCategory: testLibrary.subCategory,
        durationMinutes: testLibrary.durationMinutes,
        questionCount: testLibrary.questionCount,
      })
      .from(testLibrary)
      .where(and(inArray(testLibrary.id, ids), eq(testLibrary.isActive, true)));
  },

  /**
   * The assessment and its candidates in one transaction, with multi-row inserts. A candidate that
   * already exists (or is inserted concurrently) is left out of the returned map, not an error; when
   * none is new, nothing is kept. Returns null then.
   */
  async insertAssessmentWithCandidates(
    db: Database,
    input: { assessment: typeof assessments.$inferInsert; candidates: Admitted[] },
  ): Promise<{ assessmentId: string; idByEmail: Map<string, string> } | null> {
    return db
      .transaction(async (tx) => {
        const [assessment] = await tx
          .insert(assessments)
          .values(input.assessment)
          .returning({ id: assessments.id });
        if (!assessment) throw new Error('assessment insert returned no row');
        const idByEmail = new Map<string, string>();
        for (let start = 0; start < input.candidates.length; start += INSERT_CHUNK_ROWS) {
          const inserted = await tx
            .insert(candidates)
            .values(
              input.candidates.slice(start, start + INSERT_CHUNK_ROWS).map((candidate) => ({
                companyId: input.assessment.companyId,
                assessmentId: assessment.id,
                fullName: candidate.fullName,
                email: candidate.email,
                phone: candidate.phone,
                position: candidate.position,
                experienceLevel: candidate.experienceLevel,
              })),
            )
            .onConflictDoNothing({ target: [candidates.companyId, candidates.email] })
            .returning({ id: candidates.id, email: candidates.email });
          for (const { id, email } of inserted) idByEmail.set(email, id);
        }
        // Every admitted row already exists in the company: an assessment without candidates is noise.
        if (idByEmail.size === 0) tx.rollback();
        return { assessmentId: assessment.id, idByEmail };
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return null;
        throw error;
      });
  },
};
