import {
  FAIRNESS_REGION_CONTENT,
  SELF_IDENTIFICATION_REGIONS,
  type TSelfIdentificationRegion,
  type TSelfIdentificationSlot,
} from '@app/contracts';
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
import { evaluations } from './evaluations';
import { items } from './items';

/** Lower-case keys only (fairness-regions.ts checks it): safe to write into the check as literals. */
const quoted = (keys: readonly string[]) => keys.map((k) => `'${k.replace(/[^a-z0-9_]/g, '')}'`).join(', ');

/**
 * What a region's row may hold in a slot, from the regions' data files (decision 036): a row of the US
 * holds US categories, a row of the UK the UK's; null is a question left unanswered. Changed categories
 * change this check, and drizzle-kit generates the migration that replaces it.
 */
const regionCategoriesCheck = (slot: TSelfIdentificationSlot, column: string) =>
  sql.raw(
    SELF_IDENTIFICATION_REGIONS.map((region) => {
      const question = FAIRNESS_REGION_CONTENT[region].questions.find((q) => q.slot === slot);
      return `("region" = '${region}' and "${column}" in (${quoted(question?.categories.map((c) => c.key) ?? [])}))`;
    }).join(' or '),
  );

/**
 * A candidate's voluntary self-identification (issue 20, decision 017), apart from the candidate's record.
 * Only the fairness module reads it, and only as counts per group: no route, export, webhook, PDF or
 * report carries a row of it. A null column is a question left unanswered ("unknown"). `region` is the
 * fairness region whose questions were answered (decision 036): the same key can mean different groups in
 * two regions, and a report counts only its company's current region's rows.
 */
export const selfIdentifications = pgTable(
  'self_identifications',
  {
    candidateId: uuid('candidate_id')
      .primaryKey()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'us' | 'uk'; rows written before regions existed, and by the release before, are the US's. */
    region: text('region').$type<TSelfIdentificationRegion>().notNull().default('us'),
    sex: text('sex'),
    raceEthnicity: text('race_ethnicity'),
    ageBand: text('age_band'),
    disability: text('disability'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('self_identifications_company_idx').on(t.companyId),
    check(
      'self_identifications_region_check',
      sql.raw(`"region" in (${quoted(SELF_IDENTIFICATION_REGIONS)})`),
    ),
    check('self_identifications_sex_check', regionCategoriesCheck('sex', 'sex')),
    check('self_identifications_race_check', regionCategoriesCheck('raceEthnicity', 'race_ethnicity')),
    check('self_identifications_age_check', regionCategoriesCheck('ageBand', 'age_band')),
    check('self_identifications_disability_check', regionCategoriesCheck('disability', 'disability')),
  ],
);

/**
 * Every call to the AI provider (issue 20: EU AI Act logging): what it was for, the model and prompt
 * version, a digest of the input (never the input: it may hold a candidate's answer), the output and the
 * outcome. Kept for the company's `ai_log_retention_months` (at least six), then deleted by a daily job.
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * The candidate the call concerned: the one whose answer was graded (null for item generation). Deleting
     * the candidate deletes these calls: their outputs quote the person's answer, and erasure comes first.
     */
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    /** A graded answer's question (a form question: a view, so no foreign key). */
    questionId: uuid('question_id'),
    /** The generation cache key whose items the call wrote: links generated items on a form to their call. */
    cacheKey: text('cache_key'),
    /** 'item_generation' | 'key_check' | 'grading'. */
    purpose: text('purpose').notNull(),
    model: text('model').notNull(),
    promptVersion: text('prompt_version').notNull(),
    /** SHA-256 (hex) of the messages sent. */
    inputDigest: text('input_digest').notNull(),
    /** The model's answer as received (null when none came back). */
    output: text('output'),
    /** 'ok' | 'rejected' (answered, but the answer failed a check) | 'error'. */
    outcome: text('outcome').notNull(),
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_calls_company_idx').on(t.companyId, t.createdAt),
    index('ai_calls_candidate_idx').on(t.candidateId),
    index('ai_calls_cache_key_idx').on(t.cacheKey),
    check('ai_calls_purpose_check', sql`${t.purpose} in ('item_generation', 'key_check', 'grading')`),
    check('ai_calls_outcome_check', sql`${t.outcome} in ('ok', 'rejected', 'error')`),
  ],
);

/**
 * An admin's confirmation of a machine grade (AI or heuristic) of one open-ended answer as it stands
 * (issue 20: human oversight). A rejection needs every machine grade of the candidate confirmed or
 * overridden (score_overrides).
 */
export const gradeConfirmations = pgTable(
  'grade_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    adminUserId: text('admin_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('grade_confirmations_question_idx').on(t.evaluationId, t.questionId)],
);

/**
 * A library item a company no longer draws for its forms (issue 20: an item flagged for differential
 * functioning, retired from the company's bank). Forms that showed it keep it.
 */
export const companyRetiredItems = pgTable(
  'company_retired_items',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    retiredBy: text('retired_by').references(() => user.id, { onDelete: 'set null' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.itemId] })],
);
