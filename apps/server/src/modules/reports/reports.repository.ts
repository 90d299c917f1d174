import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidates, companies, evaluations, scoreOverrides, submissions, user } from '../../db/schema';

/** Whether the evaluation holds a scoring result (a pending one holds `{}` until the job writes it). */
const scored = sql<boolean>`(${evaluations.evaluationData} ? 'sections')`;

/** The latest evaluation first within each candidate (DISTINCT ON keeps that one). */
const latestFirst = [asc(evaluations.candidateId), desc(evaluations.createdAt), desc(evaluations.id)];

export const reportsRepository = {
  /** Which of the candidates (of the company only) have a latest evaluation, and whether it is scored. */
  async latestEvaluations(db: Database, companyId: string, candidateIds: string[]) {
    if (candidateIds.length === 0) return [];
    return db
      .selectDistinctOn([evaluations.candidateId], {
        candidateId: evaluations.candidateId,
        candidateName: candidates.fullName,
        scored,
      })
      .from(evaluations)
      .innerJoin(candidates, eq(candidates.id, evaluations.candidateId))
      .where(and(eq(candidates.companyId, companyId), inArray(evaluations.candidateId, candidateIds)))
      .orderBy(...latestFirst);
  },

  /** Everything a report of each candidate prints: candidate, company, submission and evaluation. */
  async reportRows(db: Database, companyId: string, candidateIds: string[]) {
    if (candidateIds.length === 0) return [];
    return db
      .selectDistinctOn([evaluations.candidateId], {
        candidateId: evaluations.candidateId,
        evaluationId: evaluations.id,
        scored,
        candidateName: candidates.fullName,
        email: candidates.email,
        position: candidates.position,
        companyName: companies.name,
        submittedAt: submissions.submittedAt,
        status: evaluations.evaluationStatus,
        totalScore: evaluations.totalScore,
        data: evaluations.evaluationData,
        scoringVersion: evaluations.scoringVersion,
        updatedAt: evaluations.updatedAt,
      })
      .from(evaluations)
      .innerJoin(candidates, eq(candidates.id, evaluations.candidateId))
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .innerJoin(submissions, eq(submissions.id, evaluations.submissionId))
      .where(and(eq(candidates.companyId, companyId), inArray(evaluations.candidateId, candidateIds)))
      .orderBy(...latestFirst);
  },

  /** The override history of the evaluations with the admins' names, oldest first. */
  async overrides(db: Database, evaluationIds: string[]) {
    if (evaluationIds.length === 0) return [];
    return db
      .select({
        evaluationId: scoreOverrides.evaluationId,
        questionId: scoreOverrides.questionId,
        score: scoreOverrides.score,
        reason: scoreOverrides.reason,
        adminUserId: scoreOverrides.adminUserId,
        adminName: user.name,
        createdAt: scoreOverrides.createdAt,
      })
      .from(scoreOverrides)
      .leftJoin(user, eq(user.id, scoreOverrides.adminUserId))
      .where(inArray(scoreOverrides.evaluationId, evaluationIds))
      .orderBy(asc(scoreOverrides.createdAt), asc(scoreOverrides.id));
  },
};
