import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { candidates } from './candidates';
import { companies } from './companies';

/**
 * A candidate's acknowledgement of the notice shown before their first section (issue 21): the notice as
 * they read it, its version (a digest of that content) and when.
 */
export const noticeAcknowledgements = pgTable(
  'notice_acknowledgements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    noticeVersion: text('notice_version').notNull(),
    notice: jsonb('notice').$type<Record<string, unknown>>().notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notice_acknowledgements_version_idx').on(t.candidateId, t.noticeVersion)],
);

/** A candidate's request for extra time or another adjustment, and the company's answer (issue 21). */
export const accommodationRequests = pgTable(
  'accommodation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** 'extra_time' | 'other'. */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    /** 'open' | 'granted' | 'answered'. */
    status: text('status').notNull().default('open'),
    /** The extra time granted (the candidate's multiplier, 1-3), when granted as extra time. */
    extraTimeMultiplier: real('extra_time_multiplier'),
    response: text('response'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accommodation_requests_company_idx').on(t.companyId, t.status, t.createdAt),
    index('accommodation_requests_candidate_idx').on(t.candidateId),
    check('accommodation_requests_kind_check', sql`${t.kind} in ('extra_time', 'other')`),
    check('accommodation_requests_status_check', sql`${t.status} in ('open', 'granted', 'answered')`),
  ],
);

/**
 * What admins, reviewers and API keys did (issue 21): who, when, from which address, on which object.
 * Append-only: a trigger (migration 0024) refuses every UPDATE, and every DELETE unless the transaction set
 * `hireassess.audit_purge` to 'on' (the retention job and deleting a company). No personal data of the
 * object goes into `details`. Actor columns are kept as written, without foreign keys, so a removed member's
 * entries still say who acted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'admin' | 'reviewer' | 'api_key' | 'system'. */
    actorKind: text('actor_kind').notNull(),
    actorUserId: text('actor_user_id'),
    actorName: text('actor_name'),
    apiKeyId: uuid('api_key_id'),
    action: text('action').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_company_idx').on(t.companyId, t.createdAt),
    index('audit_log_company_action_idx').on(t.companyId, t.action, t.createdAt),
    check('audit_log_actor_kind_check', sql`${t.actorKind} in ('admin', 'reviewer', 'api_key', 'system')`),
  ],
);
