import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

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

/**
 * The budgeted mail sent in the last day (mail/mail-budget.ts): who got which kind from which company, about
 * which record. Rows older than the longest budget window are pruned as new ones are written.
 */
export const mailSends = pgTable(
  'mail_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The SHA-256 of the lower-cased address: the budget needs to recognise it, not to read it. */
    recipientHash: text('recipient_hash').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The record the mail is about (a candidate), when its budget is kept per record; '' otherwise. */
    about: text('about').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_sends_recipient_idx').on(t.recipientHash, t.kind, t.sentAt),
    index('mail_sends_company_idx').on(t.companyId, t.sentAt),
  ],
);
