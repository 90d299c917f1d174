import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
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

/**
 * ATS connectors (issue 22). No personal data is kept here beyond ids the ATS assigned: a person's name
 * and email live on their candidate row, so erasure (issue 21) needs nothing from these tables.
 */

/** A company's Greenhouse Assessment Partner key: Greenhouse sends it as the HTTP Basic user name. */
export const greenhouseKeys = pgTable(
  'greenhouse_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The key's first characters, to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** Requests are matched by the key's SHA-256. */
    keyHash: text('key_hash').notNull(),
    /**
     * The key itself, encrypted (lib/secret-box.ts): Greenhouse's "Mark Test as Completed" PATCH is
     * authenticated with the same key, so the server must be able to send it back.
     */
    keyEncrypted: text('key_encrypted').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('greenhouse_keys_hash_idx').on(t.keyHash),
    index('greenhouse_keys_company_idx').on(t.companyId),
  ],
);

/** One test Greenhouse sent to a candidate: the partner_interview_id Greenhouse reads and its callback. */
export const greenhouseTestRequests = pgTable(
  'greenhouse_test_requests',
  {
    /** Returned to Greenhouse as partner_interview_id. */
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** The key Greenhouse sent the test with: its completion PATCH is authenticated with the same key. */
    keyId: uuid('key_id').references(() => greenhouseKeys.id, { onDelete: 'set null' }),
    /** Greenhouse's application id, when sent: the same application and test answer with the same id. */
    greenhouseApplicationId: text('greenhouse_application_id'),
    /** Where Greenhouse asked to be told of completion (url of the send request); null: it gave none. */
    callbackUrl: text('callback_url'),
    callbackSentAt: timestamp('callback_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('greenhouse_test_requests_company_idx').on(t.companyId, t.createdAt),
    index('greenhouse_test_requests_candidate_idx').on(t.candidateId),
    uniqueIndex('greenhouse_test_requests_application_idx').on(
      t.companyId,
      t.greenhouseApplicationId,
      t.assessmentId,
    ),
  ],
);

/**
 * A company's Lever connection: its Lever API key (encrypted at rest with the app's secret, since it is
 * sent back to Lever) and the signature token of the stage-change webhook Lever shows when it is created.
 */
export const leverConnections = pgTable('lever_connections', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  apiKeyEncrypted: text('api_key_encrypted').notNull(),
  /** The key's last four characters, to show which key is connected. */
  apiKeyHint: text('api_key_hint').notNull(),
  webhookSignatureTokenEncrypted: text('webhook_signature_token_encrypted'),
  /** Lever's API base (https://api.lever.co/v1, or the sandbox's); tests point it at a local server. */
  apiBaseUrl: text('api_base_url').notNull().default('https://api.lever.co/v1'),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A Lever posting mapped to an assessment: the stage that invites, and the stages results move to. */
export const leverPostingMappings = pgTable(
  'lever_posting_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    postingId: text('posting_id').notNull(),
    /** The posting's title when mapped, for the settings list. */
    postingTitle: text('posting_title'),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    triggerStageId: text('trigger_stage_id').notNull(),
    /** Stages the opportunity moves to when the candidate is advanced / not advanced here; null: stays. */
    advancedStageId: text('advanced_stage_id'),
    rejectedStageId: text('rejected_stage_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lever_posting_mappings_posting_idx').on(t.companyId, t.postingId)],
);

/** A Lever opportunity invited to an assessment, and whether its result went back to Lever. */
export const leverInvitations = pgTable(
  'lever_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    opportunityId: text('opportunity_id').notNull(),
    postingId: text('posting_id').notNull(),
    /**
     * The body's event id, for tracing only: Lever does not sign the body, so nothing may rely on it
     * (lever_webhook_signatures refuses a replay; the unique index below invites once).
     */
    eventId: text('event_id'),
    resultWrittenAt: timestamp('result_written_at', { withTimezone: true }),
    /** Lever's answers to the write-back (note id, tag, stage), for the admin's view; never personal data. */
    writeBack: jsonb('write_back').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lever_invitations_opportunity_idx').on(t.companyId, t.opportunityId, t.assessmentId),
    index('lever_invitations_candidate_idx').on(t.candidateId),
    check('lever_invitations_ids_check', sql`length(${t.opportunityId}) > 0`),
  ],
);

/**
 * The signatures of the Lever deliveries a company accepted. Lever signs token + triggeredAt and not the
 * body, so a captured delivery verifies with any body: each signature is accepted once. A row is needed
 * only until `expiresAt` (triggeredAt + LEVER_EVENT_MAX_AGE_MS), after which the signature is refused as
 * too old anyway.
 */
export const leverWebhookSignatures = pgTable(
  'lever_webhook_signatures',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    signature: text('signature').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.signature] }),
    index('lever_webhook_signatures_expires_idx').on(t.expiresAt),
  ],
);
