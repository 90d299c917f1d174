import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assessments, candidateReminders, candidates, companies } from '../../db/schema';
import { brandColumns } from '../branding/brand-columns';

/** A reminder just recorded by `recordDue`, before its email is written. */
export type RecordedReminder = {
  candidateId: string;
  kind: 'not_started' | 'not_finished';
  hoursBefore: number;
  deadlineAt: Date;
};

// Every company query takes the company id: another company's candidate or assessment is not found.
export const deadlinesRepository = {
  /** The assessment's window and reminder moments; null when it is not the company's. */
  async assessment(db: Executor, companyId: string, assessmentId: string) {
    const [row] = await db
      .select({
        id: assessments.id,
        status: assessments.status,
        opensAt: assessments.opensAt,
        closesAt: assessments.closesAt,
        timeZone: assessments.timeZone,
        reminderHours: assessments.reminderHours,
      })
      .from(assessments)
      .where(and(eq(assessments.id, assessmentId), eq(assessments.companyId, companyId)));
    return row ?? null;
  },

  /** One page of the assessment's candidates (by name) with their own deadlines. */
  async page(db: Executor, assessmentId: string, page: number, pageSize: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          candidateId: candidates.id,
          fullName: candidates.fullName,
          email: candidates.email,
          testStatus: candidates.testStatus,
          ownDeadlineAt: candidates.deadlineAt,
        })
        .from(candidates)
        .where(eq(candidates.assessmentId, assessmentId))
        .orderBy(asc(candidates.fullName), asc(candidates.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ value: count() }).from(candidates).where(eq(candidates.assessmentId, assessmentId)),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  /** The reminders sent to these candidates, oldest first. */
  remindersOf(db: Executor, candidateIds: string[]) {
    if (candidateIds.length === 0) return Promise.resolve([]);
    return db
      .select({
        candidateId: candidateReminders.candidateId,
        kind: candidateReminders.kind,
        hoursBefore: candidateReminders.hoursBefore,
        deadlineAt: candidateReminders.deadlineAt,
        sentAt: candidateReminders.sentAt,
      })
      .from(candidateReminders)
      .where(inArray(candidateReminders.candidateId, candidateIds))
      .orderBy(asc(candidateReminders.sentAt), asc(candidateReminders.hoursBefore));
  },

  /** The company's candidates among `ids` with their assessment's window; the candidates' rows are locked. */
  lockCandidates(db: Executor, companyId: string, ids: string[]) {
    return db
      .select({
        id: candidates.id,
        assessmentId: candidates.assessmentId,
        opensAt: assessments.opensAt,
        closesAt: assessments.closesAt,
        timeZone: assessments.timeZone,
      })
      .from(candidates)
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(and(eq(candidates.companyId, companyId), inArray(candidates.id, ids)))
      .for('update', { of: candidates });
  },

  async setDeadline(db: Executor, ids: string[], deadlineAt: Date | null) {
    await db.update(candidates).set({ deadlineAt }).where(inArray(candidates.id, ids));
  },

  /**
   * Records, in one statement, every reminder due at `now` and answers the ones this call recorded. A
   * moment h of the assessment's reminder_hours is due from (deadline − h) until the next later moment
   * (or the deadline), so a deadline set 10 hours ahead gets its 24-hour reminder once, not the 72-hour
   * one too. Only candidates who can act on it: signed up (an account), their form ready, not submitted,
   * the assessment open and its window open (a submission in flight is waited for: its row lock). The
   * unique (candidate, moment, deadline) row is the once-only guarantee: of two concurrent runs, ON
   * CONFLICT leaves the second with nothing to send.
   */
  async recordDue(db: Executor, now: Date): Promise<RecordedReminder[]> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const result = await db.execute<{
      candidate_id: string;
      kind: 'not_started' | 'not_finished';
      hours_before: number;
      deadline_at: string;
    }>(sql`
      WITH moments AS (
        SELECT a.id AS assessment_id, h.hours,
          coalesce((SELECT max(x) FROM unnest(a.reminder_hours) AS x WHERE x < h.hours), 0) AS later_hours
        FROM assessments a CROSS JOIN LATERAL unnest(a.reminder_hours) AS h(hours)
        WHERE a.status = 'open' AND (a.opens_at IS NULL OR a.opens_at <= ${at})
      ),
      due AS (
        SELECT c.company_id, c.id AS candidate_id, m.hours,
          coalesce(c.deadline_at, a.closes_at) AS deadline_at,
          CASE WHEN EXISTS (SELECT 1 FROM section_attempts sa WHERE sa.candidate_id = c.id)
            THEN 'not_finished' ELSE 'not_started' END AS kind
        FROM moments m
        JOIN assessments a ON a.id = m.assessment_id
        JOIN candidates c ON c.assessment_id = a.id
        WHERE c.user_id IS NOT NULL
          AND c.test_status IN ('questions_generated', 'in_progress', 'completed')
          AND coalesce(c.deadline_at, a.closes_at) IS NOT NULL
          AND ${at} >= coalesce(c.deadline_at, a.closes_at) - make_interval(hours => m.hours)
          AND ${at} < coalesce(c.deadline_at, a.closes_at) - make_interval(hours => m.later_hours)
          -- One reminder per moment: a deadline moved by less than an hour is the same moment, and its
          -- reminder was sent (an extension re-arms it; the recipient's budget caps the rest).
          AND NOT EXISTS (
            SELECT 1 FROM candidate_reminders r
            WHERE r.candidate_id = c.id AND r.hours_before = m.hours
              AND r.deadline_at > coalesce(c.deadline_at, a.closes_at) - interval '1 hour'
              AND r.deadline_at < coalesce(c.deadline_at, a.closes_at) + interval '1 hour')
        -- The final submission holds the candidate FOR UPDATE: a run waits for it and then sees them submitted.
        FOR KEY SHARE OF c
      )
      INSERT INTO candidate_reminders (company_id, candidate_id, kind, hours_before, deadline_at, sent_at)
      SELECT company_id, candidate_id, kind, hours, deadline_at, ${at} FROM due
      ON CONFLICT (candidate_id, hours_before, deadline_at) DO NOTHING
      RETURNING candidate_id, kind, hours_before, to_json(deadline_at) #>> '{}' AS deadline_at
    `);
    return result.rows.map((row) => ({
      candidateId: row.candidate_id,
      kind: row.kind,
      hoursBefore: row.hours_before,
      deadlineAt: new Date(row.deadline_at),
    }));
  },

  /**
   * What a reminder email says of each candidate: who, which assessment and company (with its brand),
   * and what is left at `now`: sections not closed yet and the minutes of those not started.
   */
  reminderDetails(db: Executor, candidateIds: string[], now: Date) {
    const at = sql`${now.toISOString()}::timestamptz`;
    const closed = sql`sa.submitted_at IS NOT NULL OR sa.deadline_at < ${at}`;
    return db
      .select({
        candidateId: candidates.id,
        fullName: candidates.fullName,
        email: candidates.email,
        testStatus: candidates.testStatus,
        assessmentName: assessments.name,
        timeZone: assessments.timeZone,
        // The reminder is written in the candidate's language (issue 23).
        candidateLanguage: candidates.language,
        assessmentLanguage: assessments.language,
        ...brandColumns,
        sectionsTotal: sql<number>`(SELECT count(*) FROM sections s WHERE s.assessment_id = ${assessments.id})::int`,
        sectionsClosed: sql<number>`(SELECT count(*) FROM section_attempts sa WHERE sa.candidate_id = ${candidates.id} AND (${closed}))::int`,
        sectionsOpen: sql<number>`(SELECT count(*) FROM section_attempts sa WHERE sa.candidate_id = ${candidates.id} AND NOT (${closed}))::int`,
        minutesNotStarted: sql<number>`(SELECT coalesce(sum(round(s.time_limit_minutes * ${candidates.extraTimeMultiplier})), 0) FROM sections s WHERE s.assessment_id = ${assessments.id} AND NOT EXISTS (SELECT 1 FROM section_attempts sa WHERE sa.candidate_id = ${candidates.id} AND sa.section_id = s.id))::int`,
      })
      .from(candidates)
      .innerJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .where(inArray(candidates.id, candidateIds));
  },
};
