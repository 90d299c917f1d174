import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ApplicationScope, applicationOrder, ownApplication } from '../../db/own-application';
import { assessments, candidates, companies, evaluations, submissions } from '../../db/schema';
import { brandColumns } from '../branding/brand-columns';

/** Whether the evaluation holds a scoring result (a pending one holds `{}` until the job writes it). */
const scored = sql<boolean>`(${evaluations.evaluationData} ? 'sections')`;

/** Reads for the signed-in candidate's own feedback: always by their user id, never by a candidate id sent. */
export const candidateFeedbackRepository = {
  /** The user's application in scope, its company (with brand) and whether its assessment offers feedback. */
  async candidateInScope(db: Database, scope: ApplicationScope, { logo = false } = {}) {
    const [row] = await db
      .select({
        id: candidates.id,
        fullName: candidates.fullName,
        testStatus: candidates.testStatus,
        assessmentName: assessments.name,
        // The report is written in the candidate's language (issue 23).
        language: candidates.language,
        assessmentLanguage: assessments.language,
        offered: sql<boolean>`coalesce(${assessments.feedbackReportEnabled}, false)`,
        contactEmail: companies.privacyContactEmail,
        ...brandColumns,
        logoData: logo ? companies.logoData : sql<string | null>`null`,
      })
      .from(candidates)
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(ownApplication(scope))
      .orderBy(...applicationOrder(scope))
      .limit(1);
    return row ?? null;
  },

  /** The candidate's latest evaluation with its submission time; the data only when `withData`. */
  async latestEvaluation(db: Database, candidateId: string, { withData = false } = {}) {
    const [row] = await db
      .select({
        id: evaluations.id,
        submissionId: evaluations.submissionId,
        status: evaluations.evaluationStatus,
        scored,
        data: withData ? evaluations.evaluationData : sql<Record<string, unknown>>`'{}'::jsonb`,
        updatedAt: evaluations.updatedAt,
        submittedAt: submissions.submittedAt,
      })
      .from(evaluations)
      .innerJoin(submissions, eq(submissions.id, evaluations.submissionId))
      .where(eq(evaluations.candidateId, candidateId))
      .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
      .limit(1);
    return row ?? null;
  },
};
