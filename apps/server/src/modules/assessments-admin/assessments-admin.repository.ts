import type { TAssessmentListFilters } from '@app/contracts';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { assessments, candidates, sections, user } from '../../db/schema';

/** A candidate's latest evaluation status, as the candidates table shows it. */
const latestEvaluationStatus = sql`(
  SELECT e.evaluation_status FROM evaluations e WHERE e.candidate_id = ${candidates.id}
  ORDER BY e.created_at DESC, e.id DESC LIMIT 1
)`;

/** The assessment's candidates per status, counted in one lateral join for the whole page. */
const candidateCounts = new QueryBuilder()
  .select({
    total: sql<number>`count(*)::int`.as('total'),
    questionsGenerated:
      sql<number>`count(*) filter (where ${candidates.testStatus} = 'questions_generated')::int`.as(
        'questions_generated',
      ),
    inProgress: sql<number>`count(*) filter (where ${candidates.testStatus} = 'in_progress')::int`.as(
      'in_progress',
    ),
    completed: sql<number>`count(*) filter (where ${candidates.testStatus} = 'completed')::int`.as(
      'completed',
    ),
    submitted: sql<number>`count(*) filter (where ${candidates.testStatus} = 'submitted')::int`.as(
      'submitted',
    ),
    // What became of the finished: scored, or waiting for a person's rating (decision 035); decided.
    scored: sql<number>`count(*) filter (where ${latestEvaluationStatus} = 'completed')::int`.as('scored'),
    awaitingRating: sql<number>`count(*) filter (where ${latestEvaluationStatus} = 'needs_review')::int`.as(
      'awaiting_rating',
    ),
    decided: sql<number>`count(*) filter (where ${candidates.stage} <> 'new')::int`.as('decided'),
  })
  .from(candidates)
  .where(eq(candidates.assessmentId, assessments.id))
  .as('candidate_counts');

const columns = {
  id: assessments.id,
  name: assessments.name,
  position: assessments.position,
  experienceLevel: assessments.experienceLevel,
  status: assessments.status,
  testMode: assessments.testMode,
  selectedTests: assessments.selectedTests,
  customInstructions: assessments.customInstructions,
  scoringWeights: assessments.scoringWeights,
  opensAt: assessments.opensAt,
  closesAt: assessments.closesAt,
  timeZone: assessments.timeZone,
  candidateInstructions: assessments.candidateInstructions,
  reminderHours: assessments.reminderHours,
  untimedProfileQuestions: assessments.untimedProfileQuestions,
  feedbackReportEnabled: assessments.feedbackReportEnabled,
  language: assessments.language,
  reapplyAfterMonths: assessments.reapplyAfterMonths,
  sourceFilename: assessments.sourceFilename,
  createdAt: assessments.createdAt,
  updatedAt: assessments.updatedAt,
  createdById: assessments.createdBy,
  createdByName: user.name,
  total: candidateCounts.total,
  questionsGenerated: candidateCounts.questionsGenerated,
  inProgress: candidateCounts.inProgress,
  completed: candidateCounts.completed,
  submitted: candidateCounts.submitted,
  scored: candidateCounts.scored,
  awaitingRating: candidateCounts.awaitingRating,
  decided: candidateCounts.decided,
};

export type AssessmentRow = NonNullable<Awaited<ReturnType<typeof assessmentsAdminRepository.findById>>>;
export type NewAssessment = typeof assessments.$inferInsert;

const SORT_COLUMNS = { created_at: assessments.createdAt, name: assessments.name } as const;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Whether a status filter reads the stored status or the status as it is now (currentStatusOf). */
export type StatusRead = 'stored' | 'now';

/**
 * The list's status filter. Read 'now', an open assessment whose window has closed is listed under Closed,
 * not Open. Without a status, every assessment but the archived ones.
 */
function statusFilter(status: TAssessmentListFilters['status'], read: StatusRead) {
  if (read === 'stored' || (status !== 'open' && status !== 'closed')) {
    return status ? eq(assessments.status, status) : ne(assessments.status, 'archived');
  }
  const windowClosed = and(isNotNull(assessments.closesAt), lte(assessments.closesAt, sql`now()`));
  if (status === 'open') {
    return and(
      eq(assessments.status, 'open'),
      or(isNull(assessments.closesAt), gt(assessments.closesAt, sql`now()`)),
    );
  }
  return or(eq(assessments.status, 'closed'), and(eq(assessments.status, 'open'), windowClosed));
}

// Every query takes the company id: another company's assessment is simply not found.
export const assessmentsAdminRepository = {
  async list(db: Database, companyId: string, query: TAssessmentListFilters, statusRead: StatusRead) {
    const filters = [eq(assessments.companyId, companyId), statusFilter(query.status, statusRead)];
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`;
      const match = or(ilike(assessments.name, pattern), ilike(assessments.position, pattern));
      if (match) filters.push(match);
    }
    const where = and(...filters);
    const direction = query.order === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      db
        .select(columns)
        .from(assessments)
        .leftJoin(user, eq(user.id, assessments.createdBy))
        .leftJoinLateral(candidateCounts, sql`true`)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[query.sort]), direction(assessments.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ value: count() }).from(assessments).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  async findById(db: Executor, companyId: string, id: string) {
    const [row] = await db
      .select(columns)
      .from(assessments)
      .leftJoin(user, eq(user.id, assessments.createdBy))
      .leftJoinLateral(candidateCounts, sql`true`)
      .where(and(eq(assessments.companyId, companyId), eq(assessments.id, id)))
      .limit(1);
    return row ?? null;
  },

  async insert(db: Executor, values: NewAssessment): Promise<string> {
    const [row] = await db.insert(assessments).values(values).returning({ id: assessments.id });
    if (!row) throw new Error('assessment insert returned no row');
    return row.id;
  },

  /**
   * The assessment's row, locked until the transaction ends, with how many candidates it has: an edit
   * or a status change decides on what no concurrent one can change underneath it.
   */
  async lockForChange(tx: Executor, companyId: string, id: string) {
    const [row] = await tx
      .select({
        status: assessments.status,
        closedAt: assessments.closedAt,
        position: assessments.position,
        experienceLevel: assessments.experienceLevel,
        testMode: assessments.testMode,
        selectedTests: assessments.selectedTests,
        customInstructions: assessments.customInstructions,
        scoringWeights: assessments.scoringWeights,
      })
      .from(assessments)
      .where(and(eq(assessments.companyId, companyId), eq(assessments.id, id)))
      .for('update');
    if (!row) return null;
    const [counted] = await tx
      .select({ value: count() })
      .from(candidates)
      .where(eq(candidates.assessmentId, id));
    return { ...row, candidates: counted?.value ?? 0 };
  },

  async update(tx: Executor, id: string, values: Partial<NewAssessment>) {
    await tx
      .update(assessments)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(assessments.id, id));
  },

  /** Sections are made with the first form; a changed test list of an assessment without candidates drops them. */
  async deleteSections(tx: Executor, assessmentId: string) {
    await tx.delete(sections).where(eq(sections.assessmentId, assessmentId));
  },
};
