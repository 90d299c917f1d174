import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assessments } from './assessments';
import { user } from './auth';
import { candidateRecords } from './candidate-records';
import { companies } from './companies';

/**
 * An application: one person's attempt at one assessment (opening) of a company, with everything of it
 * (status, clocks, stage, deadline, source, invitation). The name stays `candidates` (decision 032); the
 * person, as the company knows them, is the row's `candidate_records` record.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    /**
     * The company's record of the person this application is of (decision 032). Nullable only until the
     * release after it: rows the previous release's processes write during an upgrade lack it.
     */
    recordId: uuid('record_id').references(() => candidateRecords.id),
    /** The candidate's sign-in account, created by the pipeline's credential step. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    /** Stored lower-case; the record's address (one record per email and company). */
    email: text('email').notNull(),
    phone: text('phone'),
    position: text('position'),
    experienceLevel: text('experience_level'),
    profileData: jsonb('profile_data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    testStatus: text('test_status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSubmittedAt: timestamp('last_submitted_at', { withTimezone: true }),
    /**
     * The last change of the lock (decision 006): on a final submission 'system' and 'Submitted'; on an
     * admin's unlock the admin's user id and the reason they gave. Whether it is locked now is
     * test_status = 'submitted'.
     */
    lockedBy: text('locked_by'),
    lockReason: text('lock_reason'),
    /** Why the last pipeline step failed (shown on the admin's row until a retry succeeds). */
    pipelineError: text('pipeline_error'),
    /** Accommodation: section and question times are multiplied by it (1 = standard time). */
    extraTimeMultiplier: doublePrecision('extra_time_multiplier').notNull().default(1),
    /** Final submissions made (each one a row of `submissions`). */
    submissionCount: integer('submission_count').notNull().default(0),
    /** The candidate's own deadline, set when an admin extends it; null: the assessment's closes_at. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /** HIRING_STAGES of the contracts; its changes are kept in candidate_stage_history. */
    stage: text('stage').notNull().default('new'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }),
    /** How the candidate came in: 'upload', 'manual', 'api', 'link' or 'ats'. */
    source: text('source').notNull().default('upload'),
    /** When the latest invitation (email or copied link) was issued; null: never invited. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** When the candidate last opened a valid invitation link (the accept page's check). */
    invitationOpenedAt: timestamp('invitation_opened_at', { withTimezone: true }),
    /** When the candidate last set their password through an invitation (before decision 033's entry links). */
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
    /** When the candidate asked for their data to be erased (issue 21), until an admin or the job erases it. */
    erasureRequestedAt: timestamp('erasure_requested_at', { withTimezone: true }),
    /**
     * The language the candidate reads (issue 23): their own choice, else the CSV's, else the assessment's;
     * null: the browser's. One of CANDIDATE_LANGUAGES of the contracts.
     */
    language: text('language'),
    /** When the person was erased (by request, by an admin, or by retention): only anonymised numbers remain. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * Which application of the person to this opening it is: 1, then 2 and on for re-applications the
     * opening allows (assessments.reapply_after_months, decision 034).
     */
    attempt: smallint('attempt').notNull().default(1),
  },
  (t) => [
    // One application per person, opening and attempt (decision 032 step 3, decision 034).
    uniqueIndex('candidates_assessment_record_attempt_idx').on(t.assessmentId, t.recordId, t.attempt),
    index('candidates_company_email_lookup_idx').on(t.companyId, t.email),
    index('candidates_company_created_idx').on(t.companyId, t.createdAt),
    index('candidates_user_idx').on(t.userId),
    index('candidates_record_idx').on(t.recordId),
    // An assessment's counts per status, read from the index alone.
    index('candidates_assessment_status_idx').on(t.assessmentId, t.testStatus),
    // EXTRA_TIME of the contracts
    check('candidates_extra_time_check', sql`${t.extraTimeMultiplier} between 1 and 3`),
    check('candidates_stage_check', sql`${t.stage} in ('new', 'shortlisted', 'rejected', 'hired')`),
    index('candidates_assessment_stage_idx').on(t.assessmentId, t.stage),
  ],
);

/**
 * The links that open one application (decision 033): the invitation email's, a reminder's, one an admin
 * copied. Each works until it expires, any number of times, and signs its holder into that application
 * only. The token is kept as its SHA-256, so the table alone opens nothing.
 */
export const applicationLinks = pgTable(
  'application_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_links_application_idx').on(t.applicationId)],
);
