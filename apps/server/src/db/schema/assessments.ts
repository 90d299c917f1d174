import type { TScoringWeights } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { companies } from './companies';

/** SPEC.md section 3's test library; its content is seeded by migrations with the assessment engine. */
export const testLibrary = pgTable('test_library', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  subCategory: text('sub_category').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  questionCount: integer('question_count').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SelectedTestSnapshot = {
  id: string;
  name: string;
  category: string;
  subCategory: string;
  durationMinutes: number;
  questionCount: number;
};

/** One test configuration per upload batch (DESIGN.md section 5); its candidates belong to it. */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessments_company_idx').on(t.companyId, t.createdAt)],
);
