import {
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assessments, testLibrary } from './assessments';
import { candidates } from './candidates';

/** SPEC.md section 3's sections: one per selected test of an assessment, in display order. */
export const sections = pgTable(
  'sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    testId: uuid('test_id').references(() => testLibrary.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    timeLimitMinutes: integer('time_limit_minutes').notNull().default(30),
    displayOrder: integer('display_order').notNull(),
    blueprintVersion: integer('blueprint_version').notNull(),
  },
  (t) => [uniqueIndex('sections_assessment_order_idx').on(t.assessmentId, t.displayOrder)],
);

/**
 * A candidate's form in one section (decision 016): one row per candidate and section, its questions as
 * parallel arrays in question order. A question is what is personal about it: its id, the item version,
 * the candidate's order of the item's options (its indexes as digits, '2031'; null for the item's own
 * order) and its time. Text, options, passage and key are the item's (modules/items/presentation.ts).
 */
export const formSections = pgTable(
  'form_sections',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    questionIds: uuid('question_ids').array().notNull(),
    itemIds: uuid('item_ids').array().notNull(),
    optionOrders: text('option_orders').array().notNull(),
    timeLimits: smallint('time_limits').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.sectionId] }),
    // Forms of a section (a test's item statistics, whether a custom item is in use), not by candidate.
    index('form_sections_section_idx').on(t.sectionId),
  ],
);

/**
 * SPEC.md section 3's questions, one row per question: a view over `form_sections` (migration 0019), so
 * every reader keeps reading questions while a form costs one narrow row per section.
 */
export const questions = pgView('questions', {
  id: uuid('id').notNull(),
  sectionId: uuid('section_id').notNull(),
  candidateId: uuid('candidate_id').notNull(),
  questionNumber: smallint('question_number').notNull(),
  itemId: uuid('item_id').notNull(),
  /** The item's option indexes in the order this candidate sees them; null: the item's own order. */
  optionOrder: smallint('option_order').array(),
  timeLimitSeconds: integer('time_limit_seconds').notNull(),
}).existing();

/** The seed of a candidate's form, so the form can be reproduced; its items are its questions' rows. */
export const candidateForms = pgTable('candidate_forms', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  assessmentId: uuid('assessment_id')
    .notNull()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  seed: text('seed').notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How many forms drew each item, per test: assembly avoids items above the exposure cap. */
export const itemExposure = pgTable(
  'item_exposure',
  {
    testId: uuid('test_id').notNull(),
    itemId: text('item_id').notNull(),
    forms: integer('forms').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.testId, t.itemId] })],
);

/**
 * Items the AI provider generated for one role and blueprint slot (the key is ai/cache-key.ts's hash),
 * reused for every candidate of that role: generation is cached per role and slot, never per candidate.
 * Keys are inside `items`, so this table is server-only like the keys of `items`.
 */
export const aiItemCache = pgTable('ai_item_cache', {
  cacheKey: text('cache_key').primaryKey(),
  testId: uuid('test_id').notNull(),
  model: text('model').notNull(),
  promptVersion: text('prompt_version').notNull(),
  /** Bank items (items/library/item-schema.ts), checked against their schema when generated. */
  items: jsonb('items').$type<unknown[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
