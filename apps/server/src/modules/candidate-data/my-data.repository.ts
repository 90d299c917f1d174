import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ApplicationScope, applicationOrder, ownApplication } from '../../db/own-application';
import {
  accommodationRequests,
  aiCalls,
  answers,
  assessments,
  candidateReminders,
  candidateStageHistory,
  candidates,
  companies,
  evaluations,
  integrityEvents,
  items,
  noticeAcknowledgements,
  outbox,
  questions,
  sectionAttempts,
  sections,
  selfIdentifications,
  submissions,
  user,
} from '../../db/schema';

/** The reads of the my-data download: every row held about one candidate, none of another. */
export const myDataRepository = {
  async candidateInScope(db: Executor, scope: ApplicationScope) {
    const [row] = await db
      .select({ candidate: candidates, company: companies, assessment: assessments })
      .from(candidates)
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(ownApplication(scope))
      .orderBy(...applicationOrder(scope))
      .limit(1);
    return row ?? null;
  },

  /** The person's applications, of one company or of all, in the order they were made. */
  async applicationIds(db: Executor, userId: string, companyId: string | null): Promise<string[]> {
    const rows = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.userId, userId), companyId ? eq(candidates.companyId, companyId) : undefined))
      .orderBy(asc(candidates.createdAt), asc(candidates.id));
    return rows.map((r) => r.id);
  },

  async account(db: Executor, userId: string) {
    const [row] = await db
      .select({ email: user.email, name: user.name, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.id, userId));
    return row ?? null;
  },

  /** Their answers with the question as it was shown (stem and options), never its key or scoring. */
  answers(db: Executor, candidateId: string) {
    return db
      .select({
        section: sections.name,
        number: questions.questionNumber,
        type: items.type,
        question: items.stem,
        options: items.options,
        optionOrder: questions.optionOrder,
        answer: answers.answerData,
        timeSpentMs: answers.timeSpentMs,
        savedAt: answers.updatedAt,
      })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .innerJoin(items, eq(items.id, questions.itemId))
      .innerJoin(sections, eq(sections.id, answers.sectionId))
      .where(eq(answers.candidateId, candidateId))
      .orderBy(asc(sections.displayOrder), asc(questions.questionNumber));
  },

  sections(db: Executor, candidateId: string) {
    return db
      .select({
        section: sections.name,
        startedAt: sectionAttempts.startedAt,
        deadlineAt: sectionAttempts.deadlineAt,
        submittedAt: sectionAttempts.submittedAt,
        closedBy: sectionAttempts.closedBy,
      })
      .from(sectionAttempts)
      .innerJoin(sections, eq(sections.id, sectionAttempts.sectionId))
      .where(eq(sectionAttempts.candidateId, candidateId))
      .orderBy(asc(sections.displayOrder));
  },

  integrityEvents(db: Executor, candidateId: string) {
    return db
      .select({
        section: sections.name,
        type: integrityEvents.type,
        occurredAt: integrityEvents.occurredAt,
        receivedAt: integrityEvents.receivedAt,
      })
      .from(integrityEvents)
      .innerJoin(sections, eq(sections.id, integrityEvents.sectionId))
      .where(eq(integrityEvents.candidateId, candidateId))
      .orderBy(asc(integrityEvents.occurredAt));
  },

  submissions(db: Executor, candidateId: string) {
    return db
      .select({
        number: submissions.submissionNumber,
        submittedAt: submissions.submittedAt,
        data: submissions.submissionData,
      })
      .from(submissions)
      .where(eq(submissions.candidateId, candidateId))
      .orderBy(asc(submissions.submissionNumber));
  },

  evaluations(db: Executor, candidateId: string) {
    return db
      .select({
        status: evaluations.evaluationStatus,
        totalScore: evaluations.totalScore,
        sectionScores: evaluations.sectionScores,
        data: evaluations.evaluationData,
        scoringVersion: evaluations.scoringVersion,
        createdAt: evaluations.createdAt,
        updatedAt: evaluations.updatedAt,
      })
      .from(evaluations)
      .where(eq(evaluations.candidateId, candidateId))
      .orderBy(asc(evaluations.createdAt));
  },

  stageHistory(db: Executor, candidateId: string) {
    return db
      .select({
        from: candidateStageHistory.fromStage,
        to: candidateStageHistory.toStage,
        changedAt: candidateStageHistory.changedAt,
        emailQueuedAt: candidateStageHistory.emailQueuedAt,
      })
      .from(candidateStageHistory)
      .where(eq(candidateStageHistory.candidateId, candidateId))
      .orderBy(asc(candidateStageHistory.changedAt));
  },

  notices(db: Executor, candidateId: string) {
    return db
      .select({
        version: noticeAcknowledgements.noticeVersion,
        notice: noticeAcknowledgements.notice,
        acknowledgedAt: noticeAcknowledgements.acknowledgedAt,
      })
      .from(noticeAcknowledgements)
      .where(eq(noticeAcknowledgements.candidateId, candidateId))
      .orderBy(asc(noticeAcknowledgements.acknowledgedAt));
  },

  accommodations(db: Executor, candidateId: string) {
    return db
      .select({
        kind: accommodationRequests.kind,
        reason: accommodationRequests.reason,
        status: accommodationRequests.status,
        extraTimeMultiplier: accommodationRequests.extraTimeMultiplier,
        response: accommodationRequests.response,
        createdAt: accommodationRequests.createdAt,
        decidedAt: accommodationRequests.decidedAt,
      })
      .from(accommodationRequests)
      .where(eq(accommodationRequests.candidateId, candidateId))
      .orderBy(asc(accommodationRequests.createdAt));
  },

  async selfIdentification(db: Executor, candidateId: string) {
    const [row] = await db
      .select({
        region: selfIdentifications.region,
        sex: selfIdentifications.sex,
        raceEthnicity: selfIdentifications.raceEthnicity,
        ageBand: selfIdentifications.ageBand,
        disability: selfIdentifications.disability,
        answeredAt: selfIdentifications.answeredAt,
      })
      .from(selfIdentifications)
      .where(eq(selfIdentifications.candidateId, candidateId));
    return row ?? null;
  },

  aiCalls(db: Executor, candidateId: string) {
    return db
      .select({
        purpose: aiCalls.purpose,
        model: aiCalls.model,
        promptVersion: aiCalls.promptVersion,
        output: aiCalls.output,
        outcome: aiCalls.outcome,
        createdAt: aiCalls.createdAt,
      })
      .from(aiCalls)
      .where(eq(aiCalls.candidateId, candidateId))
      .orderBy(asc(aiCalls.createdAt));
  },

  reminders(db: Executor, candidateId: string) {
    return db
      .select({
        kind: candidateReminders.kind,
        hoursBefore: candidateReminders.hoursBefore,
        deadlineAt: candidateReminders.deadlineAt,
        sentAt: candidateReminders.sentAt,
      })
      .from(candidateReminders)
      .where(eq(candidateReminders.candidateId, candidateId))
      .orderBy(asc(candidateReminders.sentAt));
  },

  /**
   * The company's mail to this candidate record, delivered to the outbox (no SMTP server) and the mail
   * jobs queued for it (sent or not): only mail that carries the record's id (MailMessage.candidateId),
   * never mail matched by address, which may be another company's or an admin's.
   */
  async emails(db: Executor, candidateId: string) {
    const delivered = await db
      .select({ subject: outbox.subject, text: outbox.text, createdAt: outbox.createdAt })
      .from(outbox)
      .where(eq(outbox.candidateId, candidateId))
      .orderBy(asc(outbox.createdAt));
    const queued = await db.execute<{ subject: string; state: string; created_on: string }>(sql`
      SELECT data->>'subject' AS subject, state, created_on FROM pgboss.job
      WHERE name = 'mail.send' AND data->>'candidateId' = ${candidateId}
      ORDER BY created_on`);
    return { delivered, queued: queued.rows };
  },
};
