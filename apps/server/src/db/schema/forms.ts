import { sql } from 'drizzle-orm';
import {
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assessments, testLibrary } from './assessments';
import { candidates } from './candidates';
import { items } from './items';

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
 * SPEC.md section 3's questions, narrowed to what is personal (decision 016): which item version, the
 * candidate's order of its options and the question's time. Text, options, passage and key are the item's
 * (modules/items/presentation.ts puts them together).
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    questionNumber: smallint('question_number').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    /** The item's option indexes in the order this candidate sees them; null: the item's own order. */
    optionOrder: smallint('option_order').array(),
    timeLimitSeconds: integer('time_limit_seconds').notNull().default(60),
  },
  (t) => [
    uniqueIndex('questions_candidate_section_number_idx').on(t.candidateId, t.sectionId, t.questionNumber),
  ],
);

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
