import type { TScoreOverride } from '@app/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidates, companies, evaluations, scoreOverrides, submissions, user } from '../../db/schema';
import { brandColumns } from '../branding/brand-columns';

/** Whether the evaluation holds a scoring result (a pending one holds `{}` until the job writes it). */
const scored = sql<boolean>`(${evaluations.evaluationData} ? 'sections')`;

/** A stored override as the report prints it; JSON carries the time as text. */
export type OverrideRow = Omit<TScoreOverride, 'createdAt'> & { createdAt: string };

/**
 * The evaluation's override history with the admins' names, oldest first, in the report's own query
 * (a second query was a second round trip per report).
 */
const overrides = sql<OverrideRow[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'questionId', o.question_id, 'score', o.score, 'reason', o.reason,
    'adminUserId', o.admin_user_id, 'adminName', u.name, 'createdAt', o.created_at
  ) ORDER BY o.created_at, o.id), '[]'::json)
  FROM ${scoreOverrides} o LEFT JOIN ${user} u ON u.id = o.admin_user_id
  WHERE o.evaluation_id = ${evaluations.id})`;

/** The latest evaluation first within each candidate (DISTINCT ON keeps that one). */
const latestFirst = [asc(evaluations.candidateId), desc(evaluations.createdAt), desc(evaluations.id)];

/** What a report prints of the evaluation, its candidate, company and submission. */
const reportColumns = {
  candidateId: evaluations.candidateId,
  evaluationId: evaluations.id,
  submissionId: evaluations.submissionId,
  scored,
  candidateName: candidates.fullName,
  email: candidates.email,
  position: candidates.position,
  companyName: companies.name,
  companyLocale: companies.locale,
  companyTimeZone: companies.timeZone,
  submittedAt: submissions.submittedAt,
  status: evaluations.evaluationStatus,
  totalScore: evaluations.totalScore,
  data: evaluations.evaluationData,
  scoringVersion: evaluations.scoringVersion,
  updatedAt: evaluations.updatedAt,
  overrides,
};

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

  /**
   * Everything a report of each candidate prints: candidate, company and its brand, submission,
   * evaluation, overrides; the logo's bytes when `logo` (a single report: its one query).
   */
  async reportRows(db: Database, companyId: string, candidateIds: string[], { logo = false } = {}) {
    if (candidateIds.length === 0) return [];
    return db
      .selectDistinctOn([evaluations.candidateId], {
        ...reportColumns,
        ...brandColumns,
        logoData: logo ? companies.logoData : sql<string | null>`null`,
      })
      .from(evaluations)
      .innerJoin(candidates, eq(candidates.id, evaluations.candidateId))
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .innerJoin(submissions, eq(submissions.id, evaluations.submissionId))
      .where(and(eq(candidates.companyId, companyId), inArray(evaluations.candidateId, candidateIds)))
      .orderBy(...latestFirst);
  },
};
