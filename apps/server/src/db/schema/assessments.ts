import type { TScoringWeights } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { companies } from './companies';

/**
 * SPEC.md section 3's test library: the library's tests (seeded by migrations, company_id null) and each
 * company's own (decision 016), whose items are rows of `items` like the library's.
 */
export const testLibrary = pgTable(
  'test_library',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The company that owns a custom test; null for the library's tests, which every company sees. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    questionCount: integer('question_count').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Custom tests: each question's limit in seconds (library tests take theirs from the blueprint). */
    questionSeconds: integer('question_seconds'),
    /** Custom tests: draw this many of the active items per candidate; null gives every item. */
    drawCount: integer('draw_count'),
    /** Custom tests: shuffle each choice question's options per candidate. */
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('test_library_library_name_idx').on(t.name).where(sql`${t.companyId} is null`),
    uniqueIndex('test_library_company_name_idx')
      .on(t.companyId, t.name)
      .where(sql`${t.companyId} is not null`),
  ],
);

export type SelectedTestSnapshot = {
  id: string;
  name: string;
  category: string;
  subCategory: string;
  durationMinutes: number;
  questionCount: number;
};

/**
 * The unit of hiring (DESIGN.md section 5): a named role with its test configuration, window and status;
 * its candidates belong to it. Every upload still creates one, named after its role, file and day.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    position: text('position'),
    experienceLevel: text('experience_level'),
    /** ASSESSMENT_STATUSES of the contracts; uploads create open ones. */
    status: text('status').notNull().default('open'),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** The IANA zone the window was set in, so it is shown as the admin wrote it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    candidateInstructions: text('candidate_instructions'),
    testMode: text('test_mode').notNull(),
    customInstructions: text('custom_instructions'),
    /** The library entries as they were when chosen, so later library edits do not rewrite history. */
    selectedTests: jsonb('selected_tests')
      .$type<SelectedTestSnapshot[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sourceFilename: text('source_filename'),
    /** The role's weights in the overall score (decision 007); null means the documented defaults. */
    scoringWeights: jsonb('scoring_weights').$type<TScoringWeights>(),
    /** The public invitation link's secret path part; null until one is first made. */
    inviteLinkToken: text('invite_link_token').unique(),
    inviteLinkEnabled: boolean('invite_link_enabled').notNull().default(false),
    /** At most this many candidates may join through the link; null: only the plan's limit. */
    inviteLinkCap: integer('invite_link_cap'),
    /** Hours before a candidate's deadline at which a reminder goes out, each at most once. */
    /**
     * Personality and work-style statements (no right answer) get no per-question clock; the section's
     * time still bounds them (issue 25, decision 014). Other questions keep theirs.
     */
    untimedProfileQuestions: boolean('untimed_profile_questions').notNull().default(false),
    reminderHours: integer('reminder_hours').array().notNull().default(sql`'{72,24}'::integer[]`),
    /**
     * Whether a person may apply to the opening again (decision 034): null, once; N, once their latest
     * application is finished and at least N months old (0: as soon as it is finished).
     */
    reapplyAfterMonths: integer('reapply_after_months'),
    /** Candidates read a plain-language feedback report of their results once evaluated (issue 21). */
    feedbackReportEnabled: boolean('feedback_report_enabled').notNull().default(false),
    /** The language its candidates are invited in unless they or the CSV say otherwise (issue 23); null: English. */
    language: text('language'),
    /** When the assessment was closed or archived (null while draft or open): starts the retention clock. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessments_company_idx').on(t.companyId, t.createdAt),
    check('assessments_status_check', sql`${t.status} in ('draft', 'open', 'closed', 'archived')`),
    check('assessments_window_check', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);
