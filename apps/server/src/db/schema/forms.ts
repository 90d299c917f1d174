import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** What a candidate may see of a question beyond its text and options. */
export type QuestionMetadata = {
  passage?: { id: string; title: string; text: string };
  minWords?: number;
  maxWords?: number;
};

/**
 * Server-only: the key and the provenance of a question. Never selected by a candidate-facing query.
 * `optionKeys` follows the candidate's (shuffled) option order.
 */
export type QuestionScoring = {
  itemId: string;
  itemVersion: number;
  source: 'bank' | 'ai';
  model?: string;
  difficulty?: string;
  cefr?: string;
  skill?: string;
  trait?: string;
  reverse?: boolean;
  industry?: string;
  competency?: string;
  /** mcq: the index of the right option; true_false: 0 for True, 1 for False. */
  keyIndex?: number;
  /** sjt: effectiveness 1-4 per option; forced_choice: the style each option expresses. */
  optionKeys?: (number | string)[];
  rubric?: Record<string, string>;
};

/** SPEC.md section 3's questions: one row per question of a candidate's personal form. */
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
    questionNumber: integer('question_number').notNull(),
    questionText: text('question_text').notNull(),
    questionType: text('question_type').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    timeLimitSeconds: integer('time_limit_seconds').notNull().default(60),
    metadata: jsonb('metadata').$type<QuestionMetadata>().notNull().default(sql`'{}'::jsonb`),
    scoring: jsonb('scoring').$type<QuestionScoring>().notNull(),
  },
  (t) => [
    uniqueIndex('questions_candidate_section_number_idx').on(t.candidateId, t.sectionId, t.questionNumber),
  ],
);

/** The seed and item versions of a candidate's form, so the form and its report can be reproduced. */
export const candidateForms = pgTable('candidate_forms', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  assessmentId: uuid('assessment_id')
    .notNull()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  seed: text('seed').notNull(),
  items: jsonb('items')
    .$type<{ sectionId: string; itemId: string; version: number; source: string; model?: string }[]>()
    .notNull(),
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
 * Keys are inside `items`, so this table is server-only like questions.scoring.
 */
export const aiItemCache = pgTable('ai_item_cache', {
  cacheKey: text('cache_key').primaryKey(),
  testId: uuid('test_id').notNull(),
  model: text('model').notNull(),
  promptVersion: text('prompt_version').notNull(),
  /** Bank items (assessments/item-bank/item-types.ts), checked against their schema when generated. */
  items: jsonb('items').$type<unknown[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
