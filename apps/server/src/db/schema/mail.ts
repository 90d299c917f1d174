import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Where mail goes when no SMTP_URL is configured; read with `npm run mailbox`. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_at_idx').on(t.createdAt)],
);
