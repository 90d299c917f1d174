import type { CandidateLanguage } from '@app/contracts';
import { DEADLINE_GRACE_SECONDS, type TIntegrityEventType } from '@app/contracts';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ApplicationScope, applicationOrder, ownApplication } from '../../db/own-application';
import {
  type AnswerData,
  answers,
  assessments,
  candidateRecords,
  candidates,
  companies,
  integrityEvents,
  items,
  passages,
  questions,
  sectionAttempts,
  sections,
  submissions,
} from '../../db/schema';
import {
  candidateItemColumns,
  LIKERT_OPTIONS,
  presentToCandidate,
  TRUE_FALSE_OPTIONS,
} from '../items/presentation';

/** Row locks a caller may take on the candidate (see decision 006 for who takes which). */
export type CandidateLock = 'key share' | 'update';

const candidateColumns = {
  id: candidates.id,
  companyId: candidates.companyId,
  assessmentId: candidates.assessmentId,
  userId: candidates.userId,
  fullName: candidates.fullName,
  email: candidates.email,
  phone: candidates.phone,
  profileData: candidates.profileData,
  testStatus: candidates.testStatus,
  lastSubmittedAt: candidates.lastSubmittedAt,
  lockedBy: candidates.lockedBy,
  lockReason: candidates.lockReason,
  extraTimeMultiplier: candidates.extraTimeMultiplier,
  submissionCount: candidates.submissionCount,
  companyName: companies.name,
  companyIndustry: companies.industry,
  profileFields: companies.profileFields,
  // The company's white-label (the logo's bytes stay behind: its URL is enough).
  companyPlan: companies.plan,
  displayName: companies.displayName,
  brandColor: companies.brandColor,
  logoMime: companies.logoMime,
  brandingUpdatedAt: companies.brandingUpdatedAt,
  // The window a section may be started in (issue 18): the candidate's own deadline or the assessment's.
  ownDeadlineAt: candidates.deadlineAt,
  assessmentName: assessments.name,
  assessmentStatus: assessments.status,
  untimedProfileQuestions: assessments.untimedProfileQuestions,
  candidateInstructions: assessments.candidateInstructions,
  opensAt: assessments.opensAt,
  closesAt: assessments.closesAt,
  timeZone: assessments.timeZone,
  // The language the candidate reads (issue 23): their own, else the assessment's; null: the browser's.
  language: candidates.language,
  assessmentLanguage: assessments.language,
  // Decision 032: with more than one, the dashboard first lists them.
  applicationCount: sql<number>`(SELECT count(*)::int FROM candidates o WHERE o.user_id = ${candidates.userId} AND o.erased_at IS NULL)`,
};
export type CandidateRecord = NonNullable<Awaited<ReturnType<typeof candidateRepository.ofScope>>>;

const attemptColumns = {
  startedAt: sectionAttempts.startedAt,
  deadlineAt: sectionAttempts.deadlineAt,
  submittedAt: sectionAttempts.submittedAt,
  closedBy: sectionAttempts.closedBy,
};
export type AttemptRow = {
  startedAt: Date;
  deadlineAt: Date;
  submittedAt: Date | null;
  closedBy: string | null;
};

/**
 * The time of the statement, not of its transaction (`now()`): a statement that waited for a row lock
 * (the final submission waiting for answers being saved) records when it really ran, so an answer saved
 * before a submission is never stamped after it.
 */
export const NOW = sql`statement_timestamp()`;

/** The deadline plus the grace in which an answer already on its way is still accepted. */
export const pastGrace = (deadline: SQL | typeof sectionAttempts.deadlineAt) =>
  sql`${deadline} + make_interval(secs => ${DEADLINE_GRACE_SECONDS}) < ${NOW}`;

/**
 * An answer counts when it is a number or a non-blank text (a cleared text field is saved but not counted).
 * answer_completes_section (migration 0012) repeats it in SQL.
 */
export const ANSWERED = sql`coalesce(btrim(${answers.answerData}->>'value'), '') <> ''`;

/** Every query of the candidate's side is scoped to one candidate: another's rows are simply not found. */
export const candidateRepository = {
  /** The signed-in user's application in scope, with its company; optionally locked until the transaction ends. */
  async ofScope(db: Executor, scope: ApplicationScope, lock?: CandidateLock) {
    const query = db
      .select(candidateColumns)
      .from(candidates)
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(ownApplication(scope))
      .orderBy(...applicationOrder(scope))
      .limit(1);
    const [row] = lock ? await query.for(lock, { of: candidates }) : await query;
    return row ?? null;
  },

  /** All of the user's applications (not erased), the one unscoped routes answer for first. */
  applicationsOfUser(db: Executor, userId: string) {
    const scope = { userId, applicationId: null };
    return db
      .select(candidateColumns)
      .from(candidates)
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(and(ownApplication(scope), isNull(candidates.erasedAt)))
      .orderBy(...applicationOrder(scope));
  },

  /**
   * The language a user's emails are written in: a candidate's own, else their assessment's; null for a
   * user who is no candidate (an admin's emails are English).
   */
  async languagesOfUser(db: Executor, userId: string) {
    const [row] = await db
      .select({ candidate: candidates.language, assessment: assessments.language })
      .from(candidates)
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(eq(candidates.userId, userId))
      .orderBy(asc(candidates.createdAt))
      .limit(1);
    return row ?? null;
  },

  /** For jobs, which act for no signed-in user. */
  async byId(db: Executor, candidateId: string) {
    const [row] = await db
      .select({
        id: candidates.id,
        companyId: candidates.companyId,
        assessmentId: candidates.assessmentId,
        testStatus: candidates.testStatus,
        extraTimeMultiplier: candidates.extraTimeMultiplier,
      })
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    return row ?? null;
  },

  /** The candidate's own language choice (issue 23): the person's, so every application of theirs reads it. */
  async setLanguage(db: Executor, candidateId: string, language: CandidateLanguage) {
    await db.execute(sql`
      WITH record AS (
        UPDATE ${candidateRecords} r SET language = ${language}
        FROM ${candidates} c WHERE c.id = ${candidateId} AND r.id = c.record_id RETURNING r.id
      )
      UPDATE ${candidates} SET language = ${language}
      WHERE id = ${candidateId} OR record_id IN (SELECT id FROM record)`);
  },

  async updateProfile(
    db: Executor,
    candidateId: string,
    values: { fullName: string; phone: string | null; profileData: Record<string, unknown> },
  ) {
    // The record is who the person is to the company (decision 032): it changes, and every application
    // of the person to the company with it.
    const profile = JSON.stringify(values.profileData);
    await db.execute(sql`
      WITH record AS (
        UPDATE ${candidateRecords} r
        SET full_name = ${values.fullName}, phone = ${values.phone}, profile_data = ${profile}::jsonb
        FROM ${candidates} c WHERE c.id = ${candidateId} AND r.id = c.record_id RETURNING r.id
      )
      UPDATE ${candidates}
      SET full_name = ${values.fullName}, phone = ${values.phone}, profile_data = ${profile}::jsonb
      WHERE id = ${candidateId} OR record_id IN (SELECT id FROM record)`);
  },

  /**
   * The candidate's sections in display order with their question and answered counts and attempt, in one
   * query (optionally just one section). Sections of another assessment are not found.
   */
  sectionSummaries(db: Executor, candidate: { id: string; assessmentId: string | null }, sectionId?: string) {
    if (!candidate.assessmentId) return Promise.resolve([]);
    return db
      .select({
        id: sections.id,
        name: sections.name,
        description: sections.description,
        category: sections.category,
        displayOrder: sections.displayOrder,
        timeLimitMinutes: sections.timeLimitMinutes,
        questionCount: sql<number>`count(${questions.id})::int`,
        answeredCount: sql<number>`(count(${answers.id}) filter (where ${ANSWERED}))::int`,
        attemptStartedAt: sectionAttempts.startedAt,
        attemptDeadlineAt: sectionAttempts.deadlineAt,
        attemptSubmittedAt: sectionAttempts.submittedAt,
        attemptClosedBy: sectionAttempts.closedBy,
        // An open attempt past its deadline and grace, which the caller closes before answering.
        attemptExpired: sql<boolean>`${sectionAttempts.submittedAt} is null and ${pastGrace(sectionAttempts.deadlineAt)}`,
        // The database's clock, which deadlines are measured on, read in the same round trip.
        now: sql<string>`to_json(clock_timestamp()) #>> '{}'`,
      })
      .from(sections)
      .leftJoin(questions, and(eq(questions.sectionId, sections.id), eq(questions.candidateId, candidate.id)))
      .leftJoin(answers, and(eq(answers.questionId, questions.id), eq(answers.candidateId, candidate.id)))
      .leftJoin(
        sectionAttempts,
        and(eq(sectionAttempts.sectionId, sections.id), eq(sectionAttempts.candidateId, candidate.id)),
      )
      .where(
        and(
          eq(sections.assessmentId, candidate.assessmentId),
          sectionId ? eq(sections.id, sectionId) : undefined,
        ),
      )
      .groupBy(sections.id, sectionAttempts.candidateId, sectionAttempts.sectionId)
      .orderBy(asc(sections.displayOrder));
  },

  /** The section of the candidate's assessment with this id, or null. */
  async section(db: Executor, candidate: { assessmentId: string | null }, sectionId: string) {
    if (!candidate.assessmentId) return null;
    const [row] = await db
      .select({ id: sections.id, timeLimitMinutes: sections.timeLimitMinutes })
      .from(sections)
      .where(and(eq(sections.id, sectionId), eq(sections.assessmentId, candidate.assessmentId)));
    return row ?? null;
  },

  async questionCount(db: Executor, candidateId: string, sectionId: string) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(and(eq(questions.candidateId, candidateId), eq(questions.sectionId, sectionId)));
    return row?.n ?? 0;
  },

  /** Closes the candidate's attempts whose deadline and grace have passed; the deadline is their end. */
  closeExpired(db: Executor, candidateId: string, sectionId?: string) {
    return db
      .update(sectionAttempts)
      .set({ submittedAt: sql`${sectionAttempts.deadlineAt}`, closedBy: 'timeout' })
      .where(
        and(
          eq(sectionAttempts.candidateId, candidateId),
          sectionId ? eq(sectionAttempts.sectionId, sectionId) : undefined,
          isNull(sectionAttempts.submittedAt),
          pastGrace(sectionAttempts.deadlineAt),
        ),
      )
      .returning({ sectionId: sectionAttempts.sectionId });
  },

  /** The attempt, optionally share-locked so a Submit Section waits for an answer being saved. */
  async attempt(db: Executor, candidateId: string, sectionId: string, lock?: 'share') {
    const query = db
      .select({ ...attemptColumns, expired: sql<boolean>`${pastGrace(sectionAttempts.deadlineAt)}` })
      .from(sectionAttempts)
      .where(and(eq(sectionAttempts.candidateId, candidateId), eq(sectionAttempts.sectionId, sectionId)));
    const [row] = lock ? await query.for(lock) : await query;
    return row ?? null;
  },

  /**
   * The user's attempt at a section of their assessment with the database's clock, in one statement and
   * without locks: what a repeated Start (the runner's re-sync every 30 s, a reload) answers. Null when
   * the user has no candidate record, the section is not theirs or it was not started.
   */
  async startedAttemptInScope(db: Executor, scope: ApplicationScope, sectionId: string) {
    const own = db
      .select({ id: candidates.id, assessmentId: candidates.assessmentId })
      .from(candidates)
      .where(ownApplication(scope))
      .orderBy(...applicationOrder({ ...scope, sectionId }))
      .limit(1)
      .as('own');
    const [row] = await db
      .select({
        ...attemptColumns,
        expired: sql<boolean>`${pastGrace(sectionAttempts.deadlineAt)}`,
        now: sql<string>`to_json(clock_timestamp()) #>> '{}'`,
      })
      .from(own)
      .innerJoin(sections, and(eq(sections.id, sectionId), eq(sections.assessmentId, own.assessmentId)))
      .innerJoin(
        sectionAttempts,
        and(eq(sectionAttempts.candidateId, own.id), eq(sectionAttempts.sectionId, sections.id)),
      );
    return row ? { ...row, now: new Date(row.now) } : null;
  },

  /** Starts the attempt on the database's clock; null when it had been started already. */
  async insertAttempt(db: Executor, candidateId: string, sectionId: string, seconds: number) {
    const [row] = await db
      .insert(sectionAttempts)
      .values({
        candidateId,
        sectionId,
        startedAt: NOW,
        deadlineAt: sql`${NOW} + make_interval(secs => ${seconds})`,
      })
      .onConflictDoNothing()
      .returning(attemptColumns);
    return row ?? null;
  },

  /** Closes an open attempt by Submit Section; null when it was closed already. */
  async submitAttempt(db: Executor, candidateId: string, sectionId: string) {
    const [row] = await db
      .update(sectionAttempts)
      .set({ submittedAt: NOW, closedBy: 'candidate' })
      .where(
        and(
          eq(sectionAttempts.candidateId, candidateId),
          eq(sectionAttempts.sectionId, sectionId),
          isNull(sectionAttempts.submittedAt),
        ),
      )
      .returning(attemptColumns);
    return row ?? null;
  },

  /** The final submission closes whatever is still open (sections answered in full but not submitted). */
  async closeAllOpen(db: Executor, candidateId: string) {
    await db
      .update(sectionAttempts)
      .set({ submittedAt: NOW, closedBy: 'candidate' })
      .where(and(eq(sectionAttempts.candidateId, candidateId), isNull(sectionAttempts.submittedAt)));
  },

  /**
   * Moves the open attempts' deadlines by the ratio of the new multiplier to the old, applied to the time
   * each has left; answers the new deadlines (for the timeout jobs).
   */
  rescaleOpenAttempts(db: Executor, candidateId: string, ratio: number) {
    return db
      .update(sectionAttempts)
      .set({ deadlineAt: sql`${NOW} + (${sectionAttempts.deadlineAt} - ${NOW}) * ${ratio}::float8` })
      .where(
        and(
          eq(sectionAttempts.candidateId, candidateId),
          isNull(sectionAttempts.submittedAt),
          sql`${sectionAttempts.deadlineAt} > ${NOW}`,
        ),
      )
      .returning({ sectionId: sectionAttempts.sectionId, deadlineAt: sectionAttempts.deadlineAt });
  },

  /**
   * The questions of the candidate's form in a section, in order, as the candidate sees them (no key),
   * each with the candidate's saved answer, in one round trip.
   */
  async sectionQuestions(db: Executor, candidateId: string, sectionId: string, language: CandidateLanguage) {
    const rows = await db
      .select({
        id: questions.id,
        questionNumber: questions.questionNumber,
        timeLimitSeconds: questions.timeLimitSeconds,
        optionOrder: questions.optionOrder,
        ...candidateItemColumns,
        answer: {
          answerData: answers.answerData,
          updatedAt: answers.updatedAt,
          timeSpentMs: answers.timeSpentMs,
        },
      })
      .from(questions)
      .innerJoin(items, eq(items.id, questions.itemId))
      .leftJoin(passages, eq(passages.id, items.passageId))
      .leftJoin(answers, and(eq(answers.questionId, questions.id), eq(answers.candidateId, candidateId)))
      .where(and(eq(questions.candidateId, candidateId), eq(questions.sectionId, sectionId)))
      .orderBy(asc(questions.questionNumber));
    return rows.map((row) => {
      const shown = presentToCandidate(row, row.optionOrder, language);
      return {
        id: row.id,
        questionNumber: row.questionNumber,
        questionText: shown.text,
        questionType: shown.type,
        options: shown.options,
        timeLimitSeconds: row.timeLimitSeconds,
        metadata: shown.metadata,
        answer: row.answer,
      };
    });
  },

  /** One question of the candidate's form (what validating an answer needs). Never the key. */
  async question(db: Executor, candidateId: string, questionId: string) {
    const [row] = await db
      .select({
        id: questions.id,
        sectionId: questions.sectionId,
        questionNumber: questions.questionNumber,
        questionType: items.type,
        optionCount: sql<number>`CASE ${items.type} WHEN 'likert_scale' THEN ${LIKERT_OPTIONS.length}
          WHEN 'true_false' THEN ${TRUE_FALSE_OPTIONS.length} ELSE cardinality(${items.options}) END`,
      })
      .from(questions)
      .innerJoin(items, eq(items.id, questions.itemId))
      .where(and(eq(questions.id, questionId), eq(questions.candidateId, candidateId)));
    return row ?? null;
  },

  /** How many of `questionIds` are the candidate's questions in the section. */
  async countOwnQuestions(db: Executor, candidateId: string, sectionId: string, questionIds: string[]) {
    if (questionIds.length === 0) return 0;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(
        and(
          eq(questions.candidateId, candidateId),
          eq(questions.sectionId, sectionId),
          inArray(questions.id, questionIds),
        ),
      );
    return row?.n ?? 0;
  },

  /** The stored answer's revision and save time, or null when there is none. */
  async storedAnswer(db: Executor, candidateId: string, questionId: string) {
    const [row] = await db
      .select({ revision: answers.revision, updatedAt: answers.updatedAt })
      .from(answers)
      .where(and(eq(answers.questionId, questionId), eq(answers.candidateId, candidateId)));
    return row ?? null;
  },

  /**
   * Insert or replace the answer; the time spent only grows (a retried older save never lowers it). With a
   * revision, only a higher one replaces the stored answer: null when it was not higher (nothing written).
   */
  async upsertAnswer(
    db: Executor,
    values: {
      candidateId: string;
      questionId: string;
      sectionId: string;
      answerData: AnswerData;
      timeSpentMs: number | null;
      revision: number | null;
    },
  ) {
    // The transaction's start, not this statement's: the deadline check ran earlier in the same
    // transaction, so an answer accepted at the last moment is never stamped after deadline + grace.
    const savedAt = sql`transaction_timestamp()`;
    const { revision, ...rest } = values;
    const [row] = await db
      .insert(answers)
      .values({ ...rest, revision: revision ?? 0, createdAt: savedAt, updatedAt: savedAt })
      .onConflictDoUpdate({
        target: [answers.questionId, answers.candidateId],
        set: {
          answerData: sql`excluded.answer_data`,
          timeSpentMs: sql`greatest(${answers.timeSpentMs}, excluded.time_spent_ms)`,
          revision: sql`greatest(${answers.revision}, excluded.revision)`,
          updatedAt: savedAt,
        },
        ...(revision === null ? {} : { setWhere: sql`${answers.revision} < excluded.revision` }),
      })
      .returning({ updatedAt: answers.updatedAt, revision: answers.revision });
    return row ?? null;
  },

  /** KEY SHARE on the candidate's row, for a caller acting for no signed-in user (the timeout job). */
  async lockKeyShare(db: Executor, candidateId: string) {
    await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.id, candidateId))
      .for('key share');
  },

  /**
   * The candidate's status is decided one transaction at a time (lock_candidate_status, migration 0012),
   * each seeing what the others committed. The candidate's row first (KEY SHARE), as every path locks it
   * before anything else, so this never waits for a final submission while holding the status lock.
   */
  async lockStatus(db: Executor, candidateId: string) {
    await db.execute(
      sql`WITH c AS (SELECT id FROM ${candidates} WHERE id = ${candidateId} FOR KEY SHARE)
          SELECT lock_candidate_status(c.id) FROM c`,
    );
  },

  /** pending / Ready → in_progress when the first section starts. */
  async markInProgress(db: Executor, candidateId: string) {
    await db
      .update(candidates)
      .set({ testStatus: 'in_progress' })
      .where(
        and(
          eq(candidates.id, candidateId),
          sql`${candidates.testStatus} in ('pending', 'questions_generated')`,
        ),
      );
  },

  /** → completed, from any status before it (never back from submitted). */
  async markCompleted(db: Executor, candidateId: string) {
    const rows = await db
      .update(candidates)
      .set({ testStatus: 'completed' })
      .where(
        and(
          eq(candidates.id, candidateId),
          sql`${candidates.testStatus} in ('pending', 'questions_generated', 'in_progress')`,
        ),
      )
      .returning({ id: candidates.id });
    return rows.length > 0;
  },

  /**
   * `occurredAt` null: the client's time was not plausible, so the event is stamped with the database's
   * receipt time in both columns (occurred_at = received_at marks an event without a usable hint).
   */
  async insertIntegrityEvents(
    db: Executor,
    candidateId: string,
    sectionId: string,
    events: { type: TIntegrityEventType; questionId?: string | undefined; occurredAt: Date | null }[],
  ) {
    await db.insert(integrityEvents).values(
      events.map((e) => ({
        candidateId,
        sectionId,
        questionId: e.questionId ?? null,
        type: e.type,
        occurredAt: e.occurredAt ?? sql`now()`,
        receivedAt: sql`now()`,
      })),
    );
  },

  async latestSubmission(db: Executor, candidateId: string) {
    const [row] = await db
      .select({ id: submissions.id, webhookSent: submissions.webhookSent })
      .from(submissions)
      .where(eq(submissions.candidateId, candidateId))
      .orderBy(desc(submissions.submissionNumber))
      .limit(1);
    return row ?? null;
  },

  /** The submission row and the candidate's lock, in the caller's transaction (the candidate row is locked). */
  async recordSubmission(
    db: Executor,
    candidate: { id: string; submissionCount: number },
    submissionData: Record<string, unknown>,
  ) {
    const number = candidate.submissionCount + 1;
    const [row] = await db
      .insert(submissions)
      .values({
        candidateId: candidate.id,
        submissionNumber: number,
        submissionData,
        submittedAt: NOW,
      })
      .returning({ id: submissions.id, webhookSent: submissions.webhookSent });
    if (!row) throw new Error('submission insert returned no row');
    await db
      .update(candidates)
      .set({
        testStatus: 'submitted',
        lastSubmittedAt: sql`(SELECT ${submissions.submittedAt} FROM ${submissions} WHERE ${submissions.id} = ${row.id})`,
        submissionCount: number,
        lockedBy: 'system',
        lockReason: 'Submitted',
      })
      .where(eq(candidates.id, candidate.id));
    return row;
  },

  /** The database's clock, which deadlines are measured on. */
  async now(db: Executor): Promise<Date> {
    const result = await db.execute<{ now: string }>(sql`SELECT to_json(clock_timestamp()) #>> '{}' AS now`);
    const [row] = result.rows;
    return row ? new Date(row.now) : new Date();
  },
};

/** The admin's side: one candidate of the admin's company, locked for the change. */
export const candidateAdminRepository = {
  async lockForCompany(db: Executor, companyId: string, candidateId: string) {
    const [row] = await db
      .select({
        id: candidates.id,
        testStatus: candidates.testStatus,
        extraTimeMultiplier: candidates.extraTimeMultiplier,
      })
      .from(candidates)
      .where(and(eq(candidates.id, candidateId), eq(candidates.companyId, companyId)))
      .for('update');
    return row ?? null;
  },

  async unlock(db: Executor, candidateId: string, adminUserId: string, reason: string) {
    await db
      .update(candidates)
      .set({ testStatus: 'completed', lockedBy: adminUserId, lockReason: reason })
      .where(eq(candidates.id, candidateId));
  },

  async setMultiplier(db: Executor, candidateId: string, multiplier: number) {
    await db
      .update(candidates)
      .set({ extraTimeMultiplier: multiplier })
      .where(eq(candidates.id, candidateId));
  },
};
