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
import { companies } from './companies';

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';
export type WebhookAttemptRecord = {
  at: string;
  statusCode: number | null;
  responseTimeMs: number | null;
  error: string | null;
};

/**
 * A company's webhook endpoint (decision 008). The secret is a shared HMAC key the admin copies into the
 * receiver, so it is kept readable (never hashed). `consecutive_failures` counts deliveries that
 * exhausted their retries since the last success; at 3 the endpoint is disabled with a reason.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/**
 * One event for one endpoint: written with the change that caused it, its `webhook.deliver` job queued
 * in the same transaction. The event id is unique per endpoint, so an event emitted twice (a retried
 * pipeline job) is delivered once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    lastStatusCode: integer('last_status_code'),
    lastResponseTimeMs: integer('last_response_time_ms'),
    lastError: text('last_error'),
    attempts: jsonb('attempts').$type<WebhookAttemptRecord[]>().notNull().default(sql`'[]'::jsonb`),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    uniqueIndex('webhook_deliveries_event_idx').on(t.endpointId, t.eventId),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
