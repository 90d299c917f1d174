import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assessments } from './assessments';
import { user } from './auth';
import { candidates } from './candidates';
import { companies } from './companies';

/** Every change of a candidate's hiring stage: who, when, from and to, and whether an email went out. */
export const candidateStageHistory = pgTable(
  'candidate_stage_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    fromStage: text('from_stage').notNull(),
    toStage: text('to_stage').notNull(),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the decision email of this change was queued (only on the admin's explicit choice). */
    emailQueuedAt: timestamp('email_queued_at', { withTimezone: true }),
  },
  (t) => [index('candidate_stage_history_candidate_idx').on(t.candidateId, t.changedAt)],
);

/** The company's decision emails, one per hiring stage; none until an admin writes one. */
export const decisionEmailTemplates = pgTable(
  'decision_email_templates',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.stage] })],
);

/**
 * The company's own words for the invitation email and the deadline reminders (issue 36 item 0), one row
 * per kind and candidate language: a null subject or message is the built-in one of that language. A
 * language without a row gets the built-in text; "Use the built-in text" deletes the row.
 */
export const invitationEmailTexts = pgTable(
  'invitation_email_texts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    subject: text('subject'),
    message: text('message'),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kind, t.language] }),
    check('invitation_email_texts_kind_check', sql`${t.kind} in ('invitation', 'reminder')`),
    check('invitation_email_texts_words_check', sql`${t.subject} is not null or ${t.message} is not null`),
  ],
);

/** Reminders sent: at most one per candidate, moment (hours before) and deadline. */
export const candidateReminders = pgTable(
  'candidate_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** 'not_started' or 'not_finished', as the candidate stood when it was sent. */
    kind: text('kind').notNull(),
    hoursBefore: integer('hours_before').notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidate_reminders_once_idx').on(t.candidateId, t.hoursBefore, t.deadlineAt),
    check('candidate_reminders_kind_check', sql`${t.kind} in ('not_started', 'not_finished')`),
  ],
);

/**
 * Sign-ups through an assessment's public invitation link, waiting for the email's confirmation. Only the
 * token's hash is kept; confirming creates the candidate as an upload would.
 */
export const inviteLinkRegistrations = pgTable(
  'invite_link_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Rate limits count recent rows per address and per link.
    index('invite_link_registrations_email_idx').on(t.email, t.createdAt),
    index('invite_link_registrations_assessment_idx').on(t.assessmentId, t.createdAt),
  ],
);
