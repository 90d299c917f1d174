import type { TQuestionRubric } from '@app/contracts';
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
import { testLibrary } from './assessments';
import { companies } from './companies';

/**
 * A shared reading text of a test (decision 016). Versions are rows: an edit adds one, so a form that
 * showed version 1 keeps showing it.
 */
export const passages = pgTable(
  'passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => testLibrary.id, { onDelete: 'cascade' }),
    passageKey: text('passage_key').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    cefr: text('cefr'),
    genre: text('genre'),
  },
  (t) => [uniqueIndex('passages_test_key_version_idx').on(t.testId, t.passageKey, t.version)],
);

/**
 * One version of one item (decision 016): the library's items (loaded from the data files in
 * modules/items/library), a company's own, and those the AI provider wrote. A version never changes once a
 * form uses it; an edit then adds the next version and retires this one. Keys (key_index, option_keys,
 * rubric, trait, reverse) are server-only, like everything here but the stem, options and passage.
 */
export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => testLibrary.id, { onDelete: 'cascade' }),
    /** The owner of a custom test's item; null for the library's items and the AI provider's. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Stable across versions: 'lr-01' in the library, 'q-…' for a company's items, 'ai-…' for generated ones. */
    itemKey: text('item_key').notNull(),
    version: integer('version').notNull(),
    /** Order within the test: a custom test shows its items in this order; the library keeps file order. */
    position: integer('position').notNull().default(0),
    /** 'library' | 'custom' | 'ai'. */
    source: text('source').notNull(),
    /** The model that wrote an AI item. */
    model: text('model'),
    type: text('type').notNull(),
    stem: text('stem').notNull(),
    /** What the candidate reads, in the item's own order; a question stores its personal order of them. */
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    /** sjt: effectiveness 1-4 per option; forced_choice: the work style per option. */
    optionKeys: jsonb('option_keys').$type<(number | string)[]>(),
    /** mcq: the right option's index in `options`; true_false: 0 for True, 1 for False. */
    keyIndex: integer('key_index'),
    trait: text('trait'),
    facet: text('facet'),
    reverse: boolean('reverse'),
    industry: text('industry'),
    competency: text('competency'),
    difficulty: text('difficulty'),
    cefr: text('cefr'),
    skill: text('skill'),
    explanation: text('explanation'),
    minWords: integer('min_words'),
    maxWords: integer('max_words'),
    /** open_ended: the writing criteria's full-marks texts, or the author's own criteria (decision 037). */
    rubric: jsonb('rubric').$type<TQuestionRubric>(),
    passageId: uuid('passage_id').references(() => passages.id),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Who wrote it: the member's user id for a company's items, 'HireAssess' for the library. */
    author: text('author'),
    /** 'active': drawn for new forms; 'retired': replaced by a newer version or removed, kept for old forms. */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('items_test_key_version_idx').on(t.testId, t.itemKey, t.version),
    index('items_test_status_idx').on(t.testId, t.status, t.position),
    check('items_source_check', sql`${t.source} in ('library', 'custom', 'ai')`),
    check('items_status_check', sql`${t.status} in ('active', 'retired')`),
    check(
      'items_type_check',
      sql`${t.type} in ('mcq', 'true_false', 'likert_scale', 'forced_choice', 'sjt', 'open_ended')`,
    ),
  ],
);
