import type { TCandidateListFilters } from '@app/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import {
  assessments,
  candidateRecords,
  candidates,
  companies,
  evaluations,
  session,
  user,
} from '../../db/schema';
import { timeToCompleteSeconds } from '../analytics/time-to-complete';
import type { AppliedBounds } from './applied-range';

/** Each candidate's latest evaluation, joined laterally: one join for the whole page, not a query per row. */
const latestEvaluation = new QueryBuilder()
  .select({
    status: evaluations.evaluationStatus,
    totalScore: evaluations.totalScore,
    sectionScores: evaluations.sectionScores,
  })
  .from(evaluations)
  .where(eq(evaluations.candidateId, candidates.id))
  .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
  .limit(1)
  .as('latest_evaluation');

/** The latest evaluation's total once scored (completed or needs_review); null before. */
const scoredTotal = sql<number | null>`CASE WHEN ${latestEvaluation.status} IN ('completed', 'needs_review')
    THEN ${latestEvaluation.totalScore} END`;

/** One section's score of the latest scored evaluation (as stored: absent while it awaits a rating). */
const scoredSection = (name: string) => sql<number | null>`CASE WHEN ${latestEvaluation.status} IN
    ('completed', 'needs_review') THEN (${latestEvaluation.sectionScores} ->> ${name})::numeric END`;

const columns = {
  id: candidates.id,
  fullName: candidates.fullName,
  email: candidates.email,
  phone: candidates.phone,
  position: candidates.position,
  experienceLevel: candidates.experienceLevel,
  language: candidates.language,
  testStatus: candidates.testStatus,
  userId: candidates.userId,
  assessmentId: candidates.assessmentId,
  recordId: candidates.recordId,
  /** After the sort and limit, one index lookup per row of the page. */
  assessmentName: sql<string | null>`(SELECT ${assessments.name} FROM ${assessments}
    WHERE ${assessments.id} = "candidates"."assessment_id")`,
  createdAt: candidates.createdAt,
  lastSubmittedAt: candidates.lastSubmittedAt,
  pipelineError: candidates.pipelineError,
  extraTimeMultiplier: candidates.extraTimeMultiplier,
  submissionCount: candidates.submissionCount,
  stage: candidates.stage,
  stageChangedAt: candidates.stageChangedAt,
  deadlineAt: candidates.deadlineAt,
  source: candidates.source,
  attempt: candidates.attempt,
  totalScore: scoredTotal.mapWith((v: unknown) => (v === null ? null : Number(v))),
  /** The scored sections' scores: profiles (personality, work style) score only their completeness. */
  sectionScores: sql<Record<
    string,
    number
  > | null>`CASE WHEN ${latestEvaluation.status} IN ('completed', 'needs_review')
    THEN (SELECT jsonb_object_agg(s->>'name', (s->>'score')::numeric)
          FROM evaluations e, jsonb_array_elements(coalesce(e.evaluation_data->'sections', '[]'::jsonb)) s
          WHERE e.id = (SELECT id FROM evaluations WHERE candidate_id = "candidates"."id"
                        ORDER BY created_at DESC, id DESC LIMIT 1)
            AND s->>'kind' NOT IN ('personality', 'work_style') AND jsonb_typeof(s->'score') = 'number') END`,
  evaluationStatus: latestEvaluation.status,
  // The pipeline facts. Scalar subqueries in the select list: with ORDER BY … LIMIT, PostgreSQL works
  // them out for the page's rows only, after the sort, each an index range of one candidate.
  invitedAt: candidates.invitedAt,
  invitationOpenedAt: candidates.invitationOpenedAt,
  passwordSetAt: candidates.passwordSetAt,
  /** The first section start. */
  startedAt: sql<Date | null>`(SELECT min(sa.started_at) FROM section_attempts sa
    WHERE sa.candidate_id = "candidates"."id")`.mapWith(candidates.createdAt),
  /** The latest answer save, section start, section submit (not a timeout) or final submission. */
  lastActivityAt: sql<Date | null>`greatest(
    (SELECT max(a.updated_at) FROM answers a WHERE a.candidate_id = "candidates"."id"),
    (SELECT max(greatest(sa.started_at, CASE WHEN sa.closed_by = 'candidate' THEN sa.submitted_at END))
      FROM section_attempts sa WHERE sa.candidate_id = "candidates"."id"),
    "candidates"."last_submitted_at")`.mapWith(candidates.createdAt),
  /** The candidate's own deadline, else the assessment's closing time. */
  effectiveDeadlineAt: sql<Date | null>`coalesce("candidates"."deadline_at",
    (SELECT ${assessments.closesAt} FROM ${assessments} WHERE ${assessments.id} = "candidates"."assessment_id"))`.mapWith(
    candidates.createdAt,
  ),
};

/** A section of a scored evaluation as the export reads it: enough to name, order and norm it. */
export type ExportSectionResult = { sectionId: string; name: string; kind: string; score: number | null };

/**
 * What the results CSV adds: the scored latest evaluation's section scores (as stored), its sections in
 * display order with their kinds (profiles are told apart; the norms place the scored ones), its
 * submission (whose time draws the norm group's line) and CEFR level; the time taken.
 */
const exportColumns = {
  ...columns,
  scored: sql<{
    submissionId: string;
    sections: Record<string, number>;
    results: ExportSectionResult[];
    cefr: string | null;
  } | null>`(
    SELECT CASE WHEN e.evaluation_status IN ('completed', 'needs_review') THEN jsonb_build_object(
      'submissionId', e.submission_id,
      'sections', e.section_scores,
      'cefr', e.evaluation_data->'cefr'->>'level',
      'results', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                    'sectionId', s->>'sectionId', 'name', s->>'name', 'kind', s->>'kind', 'score', s->'score')
                  ORDER BY n), '[]'::jsonb)
                FROM jsonb_array_elements(coalesce(e.evaluation_data->'sections', '[]'::jsonb))
                  WITH ORDINALITY AS r(s, n))
    ) END
    FROM evaluations e WHERE e.candidate_id = "candidates"."id"
    ORDER BY e.created_at DESC, e.id DESC LIMIT 1
  )`,
  timeToCompleteSeconds: sql<number | null>`${timeToCompleteSeconds(sql`"candidates"."id"`)}`.mapWith(
    (v: unknown) => (v === null ? null : Number(v)),
  ),
};

const SORT_COLUMNS = {
  created_at: candidates.createdAt,
  full_name: candidates.fullName,
  email: candidates.email,
  test_status: candidates.testStatus,
} as const;

/**
 * The list's order: the sort column, then the id so pages never overlap. Candidates without a score (or,
 * ranked by a section, without that section's score) come last in either direction, newest first: a
 * ranking starts with the scored, and an opening ranked before anyone finished reads like its default list.
 */
function listOrder(query: TCandidateListFilters) {
  const direction = query.order === 'asc' ? asc : desc;
  const ranked =
    query.sort === 'score'
      ? scoredTotal
      : query.sort === 'section_score'
        ? scoredSection(query.section ?? '')
        : null;
  if (ranked) {
    return [
      sql`${ranked} ${sql.raw(query.order === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`,
      desc(candidates.createdAt),
      direction(candidates.id),
    ];
  }
  return [direction(SORT_COLUMNS[query.sort as keyof typeof SORT_COLUMNS]), direction(candidates.id)];
}

/**
 * The list's filters; an exact address and a person's record are the public API's (its applications).
 * `applied` is the date filter in instants (applied-range.ts works them out in the company's zone).
 */
type ListFilters = TCandidateListFilters & { email?: string; recordId?: string; applied?: AppliedBounds };

/** When the candidates were added: the same condition for the list, its count and the export. */
function appliedWhere(applied: AppliedBounds | undefined): SQL[] {
  const filters: SQL[] = [];
  if (applied?.start) filters.push(gte(candidates.createdAt, applied.start));
  if (applied?.end) filters.push(lt(candidates.createdAt, applied.end));
  return filters;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// Every query takes the company id: a candidate of another company is simply not found.
export const candidatesRepository = {
  async list(db: Database, companyId: string, query: ListFilters) {
    const filters = [eq(candidates.companyId, companyId)];
    if (query.email) filters.push(eq(candidates.email, query.email));
    if (query.recordId) filters.push(eq(candidates.recordId, query.recordId));
    if (query.status) filters.push(eq(candidates.testStatus, query.status));
    if (query.assessmentId) filters.push(eq(candidates.assessmentId, query.assessmentId));
    if (query.stage) filters.push(eq(candidates.stage, query.stage));
    if (query.minScore !== undefined) filters.push(sql`${scoredTotal} >= ${query.minScore}`);
    if (query.maxScore !== undefined) filters.push(sql`${scoredTotal} <= ${query.maxScore}`);
    filters.push(...appliedWhere(query.applied));
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`;
      const match = or(ilike(candidates.fullName, pattern), ilike(candidates.email, pattern));
      if (match) filters.push(match);
    }
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      db
        .select(columns)
        .from(candidates)
        .leftJoinLateral(latestEvaluation, sql`true`)
        .where(where)
        .orderBy(...listOrder(query))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      // The score filters read the latest evaluation: the count joins it too, only then.
      query.minScore === undefined && query.maxScore === undefined
        ? db.select({ value: count() }).from(candidates).where(where)
        : db
            .select({ value: count() })
            .from(candidates)
            .leftJoinLateral(latestEvaluation, sql`true`)
            .where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  /** The company's record of a person (decision 032); another company's is not found. */
  async recordOfCompany(db: Database, companyId: string, id: string) {
    const [row] = await db
      .select({
        id: candidateRecords.id,
        fullName: candidateRecords.fullName,
        email: candidateRecords.email,
        phone: candidateRecords.phone,
        language: candidateRecords.language,
        createdAt: candidateRecords.createdAt,
      })
      .from(candidateRecords)
      .where(and(eq(candidateRecords.companyId, companyId), eq(candidateRecords.id, id)));
    return row ?? null;
  },

  async findById(db: Database, companyId: string, id: string) {
    const [row] = await db
      .select(columns)
      .from(candidates)
      .leftJoinLateral(latestEvaluation, sql`true`)
      .where(and(eq(candidates.companyId, companyId), eq(candidates.id, id)))
      .limit(1);
    return row ?? null;
  },

  /** The candidates among `ids` that the pipeline has not finished: failed, or still without an account. */
  unfinished(db: Database, companyId: string, ids: string[]) {
    return db
      .select({ id: candidates.id, assessmentId: candidates.assessmentId })
      .from(candidates)
      .where(
        and(
          eq(candidates.companyId, companyId),
          inArray(candidates.id, ids),
          or(sql`${candidates.pipelineError} is not null`, eq(candidates.testStatus, 'pending')),
        ),
      );
  },

  /** Oldest first, as they were added; ids outside the company are simply not found. */
  listForExport(
    db: Database,
    companyId: string,
    scope: { ids?: string[]; assessmentId?: string; applied?: AppliedBounds },
  ) {
    const filters = [eq(candidates.companyId, companyId)];
    if (scope.ids) filters.push(inArray(candidates.id, scope.ids));
    if (scope.assessmentId) filters.push(eq(candidates.assessmentId, scope.assessmentId));
    filters.push(...appliedWhere(scope.applied));
    return db
      .select(exportColumns)
      .from(candidates)
      .leftJoinLateral(latestEvaluation, sql`true`)
      .where(and(...filters))
      .orderBy(asc(candidates.createdAt), asc(candidates.id));
  },

  /**
   * The company's names for the hiring stages, as stored (stageLabelsOf fills in the defaults): read here,
   * below hiring-stages, because the export writes them too.
   */
  async stageLabels(db: Executor, companyId: string) {
    const [row] = await db
      .select({ labels: companies.stageLabels })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.labels ?? null;
  },

  /**
   * Deletes the candidates, the sessions their links opened, and their sign-in accounts unless the person
   * still has an application (of this company or another: decision 032 step 4); returns how many went.
   */
  async deleteMany(db: Database, companyId: string, ids: string[]) {
    return db.transaction(async (tx) => {
      const deleted = await tx
        .delete(candidates)
        .where(and(eq(candidates.companyId, companyId), inArray(candidates.id, ids)))
        .returning({ id: candidates.id, userId: candidates.userId });
      if (deleted.length === 0) return 0;
      await tx.delete(session).where(
        inArray(
          session.applicationId,
          deleted.map((d) => d.id),
        ),
      );
      const userIds = deleted.map((d) => d.userId).filter((id): id is string => id !== null);
      if (userIds.length > 0) {
        await tx
          .delete(user)
          .where(
            and(
              inArray(user.id, userIds),
              sql`NOT EXISTS (SELECT 1 FROM ${candidates} c WHERE c.user_id = ${user.id})`,
            ),
          );
      }
      return deleted.length;
    });
  },

  async summary(db: Database, companyId: string) {
    const [row] = await db
      .select({
        total: count(),
        completed: sql<number>`count(*) filter (where ${candidates.testStatus} in ('completed', 'submitted'))::int`,
        questionsGenerated: sql<boolean>`bool_or(${candidates.testStatus} = 'questions_generated')`,
        withAccount: sql<boolean>`bool_or(${candidates.userId} is not null)`,
        inProgress: sql<boolean>`bool_or(${candidates.testStatus} = 'in_progress')`,
      })
      .from(candidates)
      .where(eq(candidates.companyId, companyId));
    return (
      row ?? { total: 0, completed: 0, questionsGenerated: false, withAccount: false, inProgress: false }
    );
  },
};
