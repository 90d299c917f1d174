import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contactRequests = pgTable('contact_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyName: text('company_name').notNull(),
  contactPerson: text('contact_person').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  companySize: text('company_size'),
  industry: text('industry'),
  preferredPlan: text('preferred_plan'),
  additionalNotes: text('additional_notes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
