import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { companies } from './companies';

/**
 * A company's record of a person (decision 032): who they are to that company, as the company was told
 * (name, phone, position, profile answers). Each `candidates` row is one application of a record.
 * Until every reader has moved here, `candidates` keeps copies of these fields, written together.
 */
export const candidateRecords = pgTable(
  'candidate_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Stored lower-case: one record per email and company. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    position: text('position'),
    experienceLevel: text('experience_level'),
    /** The person's answers to the company's profile questions. */
    profileData: jsonb('profile_data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** CANDIDATE_LANGUAGES of the contracts: the person's choice, else what the company gave; null: the browser's. */
    language: text('language'),
    /** The sign-in account of the person, once they have one. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the person was erased: the fields above then hold nothing of them. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('candidate_records_company_email_idx').on(t.companyId, t.email),
    index('candidate_records_user_idx').on(t.userId),
  ],
);
