import type { TFairnessRegion } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    email: text('email').notNull(),
    /** SPEC.md section 9's plans: 'startup' or 'enterprise'. */
    plan: text('plan').notNull().default('startup'),
    /** Test generations a month agreed beyond the plan's default (Enterprise is "5,000+"); null: the default. */
    generationLimit: integer('generation_limit'),
    /** White-label (issue 7): the name candidates and report readers see instead of `name`; null: `name`. */
    displayName: text('display_name'),
    /** '#rrggbb'; null: the product's colour. */
    brandColor: text('brand_color'),
    /** The logo, checked and (for SVG) sanitised on upload, base64; at most a few hundred KB. */
    logoData: text('logo_data'),
    /** 'image/png' or 'image/svg+xml'. */
    logoMime: text('logo_mime'),
    /** Changes with any branding field: part of the ETag of reports and logo responses. */
    brandingUpdatedAt: timestamp('branding_updated_at', { withTimezone: true }),
    /** The company's names for the hiring stages (HIRING_STAGES keys); a missing key keeps the default. */
    /** Details the company asks candidates for on their profile, beside the built-in ones (ProfileField[]). */
    profileFields: jsonb('profile_fields')
      .$type<{ key: string; label: string; hint: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    stageLabels: jsonb('stage_labels').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /**
     * Whether candidates are offered the voluntary self-identification questions after submitting (issue 20):
     * only when this is on and a fairness region is chosen (decision 036). Off until the company turns it on.
     */
    selfIdentificationEnabled: boolean('self_identification_enabled').notNull().default(false),
    /**
     * The region whose self-identification categories are asked and whose law frames the adverse impact
     * report (FAIRNESS_REGIONS: 'none' | 'us' | 'uk', decision 036).
     */
    fairnessRegion: text('fairness_region').$type<TFairnessRegion>().notNull().default('none'),
    /** How long the AI call log is kept, in months: at least six (EU AI Act), at most 120. */
    aiLogRetentionMonths: integer('ai_log_retention_months').notNull().default(12),
    /** Whom candidates contact about their data and accommodations (issue 21's notice); null: the company email. */
    privacyContactEmail: text('privacy_contact_email'),
    /** The company's privacy policy, linked from the candidate notice. */
    privacyPolicyUrl: text('privacy_policy_url'),
    /** Months a candidate's data is kept after their assessment closes, then anonymised (6-60). */
    candidateRetentionMonths: integer('candidate_retention_months').notNull().default(24),
    /** Months the audit log is kept (12-120). */
    auditLogRetentionMonths: integer('audit_log_retention_months').notNull().default(24),
    /** Members of the company must sign in through its SSO connections (issue 22); password sign-in is refused. */
    ssoRequired: boolean('sso_required').notNull().default(false),
    /** The one admin who may still sign in with a password while SSO is required (break glass). */
    ssoBreakGlassUserId: text('sso_break_glass_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** SCIM group display names mapped to roles ('admin' or 'reviewer'); a group not listed grants nothing. */
    scimGroupRoles: jsonb('scim_group_roles')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** BCP 47 locale for the admin pages' dates and numbers (issue 23); null: the browser's. */
    locale: text('locale'),
    /** IANA time zone for the admin pages' dates; null: the browser's. */
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('companies_fairness_region_check', sql`${t.fairnessRegion} in ('none', 'us', 'uk')`),
    check(
      'companies_candidate_retention_check',
      sql`${t.candidateRetentionMonths} >= 6 and ${t.candidateRetentionMonths} <= 60`,
    ),
    check(
      'companies_audit_log_retention_check',
      sql`${t.auditLogRetentionMonths} >= 12 and ${t.auditLogRetentionMonths} <= 120`,
    ),
    check(
      'companies_ai_log_retention_check',
      sql`${t.aiLogRetentionMonths} >= 6 and ${t.aiLogRetentionMonths} <= 120`,
    ),
  ],
);

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** One per auth user (same id). Carries the role and, for admins, the company. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  roleId: integer('role_id')
    .notNull()
    .references(() => roles.id),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
  profileData: jsonb('profile_data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Test generations (candidate forms) per company and calendar month (UTC), counted against the plan. */
export const usage = pgTable(
  'usage',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The first day of the month, UTC. */
    period: date('period').notNull(),
    generations: integer('generations').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.period] })],
);
