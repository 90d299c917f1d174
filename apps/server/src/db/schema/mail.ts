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
    /** MailMessage.candidateId: what the candidate's data export reads (no foreign key: mail outlives rows). */
    candidateId: uuid('candidate_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_at_idx').on(t.createdAt), index('outbox_candidate_id_idx').on(t.candidateId)],
);
