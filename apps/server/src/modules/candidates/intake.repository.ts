import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessments, candidates, testLibrary } from '../../db/schema';
import type { Admitted } from './intake.types';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

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

  /** How many of these (lower-case) emails are already candidates of the company. */
  async countExisting(tx: Tx, companyId: string, emails: string[]): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(candidates)
      .where(
        and(
          eq(candidates.companyId, companyId),
          sql`${candidates.email} = any(${sql.param(emails)}::text[])`,
        ),
      );
    return row?.n ?? 0;
  },

  /**
   * The assessment and its candidates, with multi-row inserts, inside the caller's transaction. A
   * candidate that already exists (or is inserted concurrently) is left out of the returned map, not an
   * error.
   */
  async insertAssessmentWithCandidates(
    tx: Tx,
    input: { assessment: typeof assessments.$inferInsert; candidates: Admitted[] },
  ): Promise<{ assessmentId: string; idByEmail: Map<string, string> }> {
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
    return { assessmentId: assessment.id, idByEmail };
  },
};
