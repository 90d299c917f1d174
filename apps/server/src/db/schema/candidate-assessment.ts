import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { sections } from './forms';

/**
 * One section taken by one candidate, on the server's clock (decision 006): the deadline is fixed when
 * the section is started (its time × the candidate's extra-time multiplier) and only an admin's
 * accommodation moves it. Open while `submitted_at` is null; a timeout records the deadline as
 * `submitted_at`.
 */
export const sectionAttempts = pgTable(
  'section_attempts',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** 'candidate' (Submit Section or the final submission) or 'timeout'; null while open. */
    closedBy: text('closed_by').$type<'candidate' | 'timeout'>(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.sectionId] }),
    check(
      'section_attempts_closed_check',
      sql`(${t.submittedAt} is null) = (${t.closedBy} is null) and ${t.closedBy} in ('candidate', 'timeout')`,
    ),
  ],
);

/** SPEC.md section 3's answer_data: the chosen option's index or the text, and the question's position. */
export type AnswerData = { value: number | string; question_index: number };

/** SPEC.md section 3's answers: one per candidate and question, saved (upserted) as the candidate answers. */
export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** A question of the candidate's form (`questions`, a view: no foreign key; the candidate's goes). */
    questionId: uuid('question_id').notNull(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    answerData: jsonb('answer_data').$type<AnswerData>().notNull(),
    /** The candidate's total time on the question so far, as the browser measured it. */
    timeSpentMs: integer('time_spent_ms'),
    /**
     * The revision of the stored answer, as its client numbered it: a save with a revision not above this
     * one changes nothing, so a slow or retried older save never overwrites a newer answer. 0: saved
     * without a revision.
     */
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // question_id first: a question's answer is looked up by it (one per candidate).
    uniqueIndex('answers_question_candidate_idx').on(t.questionId, t.candidateId),
    index('answers_candidate_section_idx').on(t.candidateId, t.sectionId),
  ],
);

/** Every final submission: its number, time and a snapshot of what was submitted. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    submissionNumber: integer('submission_number').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** SPEC.md section 7's submission_data as the server counted it, with the client's own numbers. */
    submissionData: jsonb('submission_data').$type<Record<string, unknown>>().notNull(),
    /** True once the company's integrations were notified (webhooks are a later issue). */
    webhookSent: boolean('webhook_sent').notNull().default(false),
  },
  (t) => [uniqueIndex('submissions_candidate_number_idx').on(t.candidateId, t.submissionNumber)],
);

/** Tab hidden, window blur, paste, leaving full screen: recorded with the browser's time, shown in reports. */
export const integrityEvents = pgTable(
  'integrity_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    // No foreign key: questions go only with their candidate, whose events go too, and a key would cost
    // an index lookup here for every question deleted.
    questionId: uuid('question_id'),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('integrity_events_candidate_idx').on(t.candidateId, t.sectionId, t.occurredAt)],
);
