import { z } from 'zod';

/**
 * The audit log (issue 21): what admins, reviewers and API keys did, who, when, from which address, on
 * which object. Append-only; kept for the company's audit log retention period (12-120 months).
 */

/** Every action the log records, with how it is said in the audit log page and its CSV. */
export const AUDIT_ACTION_LABELS = {
  'member.signed_in': 'Signed in',
  'member.sign_in_failed': 'Failed to sign in (wrong password)',
  'request.refused': 'Was refused an action (not permitted)',
  'company.plan_changed': 'Plan changed',
  'settings.branding_changed': 'Changed the branding',
  'settings.logo_uploaded': 'Uploaded the logo',
  'settings.logo_removed': 'Removed the logo',
  'settings.stage_labels_changed': 'Changed the hiring stage names',
  'settings.profile_fields_changed': 'Changed the candidate profile fields',
  'settings.fairness_changed': 'Changed the fairness settings',
  'settings.decision_emails_changed': 'Changed a decision email',
  'settings.invitation_emails_changed': 'Changed an invitation or reminder email',
  'settings.privacy_changed': 'Changed the privacy settings',
  'settings.region_changed': 'Changed the locale and time zone',
  'decision_email.previewed': 'Previewed a decision email',
  'invitation_email.previewed': 'Previewed an invitation or reminder email',
  'assessment.created': 'Created an assessment',
  'assessment.updated': 'Edited an assessment',
  'assessment.duplicated': 'Duplicated an assessment',
  'assessment.status_changed': "Changed an assessment's status",
  'assessment.invite_link_created': 'Created a public invitation link',
  'assessment.invite_link_changed': 'Changed a public invitation link',
  'candidate.created': 'Added a candidate',
  'candidates.imported': 'Imported candidates from a CSV file',
  'candidates.import_checked': 'Checked a CSV file of candidates',
  'candidate.viewed': "Viewed a candidate's profile",
  'person.viewed': "Viewed a person's record and applications",
  'candidate.deleted': 'Deleted a candidate',
  'candidates.deleted': 'Deleted candidates',
  'candidate.erased': 'Erased a candidate',
  'candidates.exported': 'Exported candidates as CSV',
  'candidates.listed': 'Listed candidates',
  'candidates.pipeline_retried': 'Retried the preparation of assessments',
  'candidate.unlocked': "Unlocked a candidate's section",
  'candidate.accommodations_changed': "Changed a candidate's accommodations",
  'accommodations.viewed': 'Viewed the accommodation requests',
  'accommodation.granted': 'Granted an accommodation request',
  'accommodation.answered': 'Answered an accommodation request',
  'candidate.deadline_changed': "Changed a candidate's deadline",
  'candidates.deadline_changed': "Changed candidates' deadlines",
  'candidate.invitation_link_created': 'Created an invitation link for a candidate',
  'candidates.invitations_resent': 'Resent invitations',
  'candidate.stage_changed': "Changed a candidate's hiring stage",
  'candidates.stage_changed': "Changed candidates' hiring stage",
  'candidate.stage_history_viewed': "Viewed a candidate's stage history",
  'candidate.ai_calls_viewed': 'Viewed the AI calls behind a candidate',
  'evaluation.viewed': "Viewed a candidate's evaluation",
  'evaluation.answers_viewed': "Viewed a candidate's answers",
  'evaluation.overridden': 'Overrode a score',
  'evaluation.grade_confirmed': 'Confirmed an AI grade',
  'evaluation.rated': 'Rated a written answer',
  'ratings.queue_viewed': 'Opened the rating queue',
  'evaluations.suggestions_confirmed': "Confirmed the model's suggested grades",
  'evaluation.rerun': 'Re-ran an evaluation',
  'report.pdf_downloaded': 'Downloaded a PDF report',
  'reports.zip_downloaded': 'Downloaded PDF reports as ZIP',
  'fairness.report_viewed': 'Viewed the adverse impact report',
  'fairness.report_exported': 'Downloaded the adverse impact report as CSV',
  'item.retired': 'Retired a question',
  'item.restored': 'Restored a retired question',
  'custom_test.created': 'Created a custom test',
  'custom_test.imported': 'Imported a custom test',
  'custom_test.updated': 'Edited a custom test',
  'custom_test.deleted': 'Deleted a custom test',
  'custom_test.restored': 'Restored a custom test',
  'custom_test.item_added': 'Added a question to a custom test',
  'custom_test.item_changed': 'Edited a question of a custom test',
  'custom_test.item_deleted': 'Deleted a question of a custom test',
  'custom_test.items_reordered': 'Reordered the questions of a custom test',
  'custom_test.exported': 'Exported a custom test',
  'team.member_invited': 'Invited a team member',
  'team.invitation_resent': 'Resent a team invitation',
  'team.invitation_revoked': 'Revoked a team invitation',
  'team.member_role_changed': "Changed a team member's role",
  'team.member_removed': 'Removed a team member',
  'webhook.created': 'Added a webhook endpoint',
  'webhook.updated': 'Edited a webhook endpoint',
  'webhook.deleted': 'Deleted a webhook endpoint',
  'webhook.secret_viewed': "Viewed a webhook endpoint's secret",
  'webhook.secret_rotated': "Rotated a webhook endpoint's secret",
  'webhook.tested': 'Sent a test webhook',
  'webhook.redelivered': 'Redelivered a webhook',
  'lever.connected': 'Connected Lever',
  'lever.disconnected': 'Disconnected Lever',
  'lever.mapping_saved': 'Mapped a Lever posting to an assessment',
  'lever.mapping_deleted': 'Removed the mapping of a Lever posting',
  'lever.candidate_invited': 'Invited a candidate from Lever',
  'lever.result_written': 'Wrote a result back to Lever',
  'lever.stage_moved': 'Moved an opportunity to a stage in Lever',
  'sso.connection_added': 'Added a single sign-on connection',
  'sso.connection_updated': "Changed a single sign-on connection's default role",
  'sso.connection_deleted': 'Deleted a single sign-on connection',
  'sso.domain_checked': "Checked a single sign-on connection's domain",
  'sso.policy_changed': 'Changed the single sign-on requirement',
  'member.joined_via_sso': 'A person joined through single sign-on',
  'api_key.created': 'Created an API key',
  'api_key.revoked': 'Revoked an API key',
  'scim.token_created': 'Created a SCIM token',
  'scim.token_revoked': 'Revoked a SCIM token',
  'scim.group_roles_changed': 'Changed the SCIM group roles',
  'member.provisioned': 'Provisioned a member (SCIM)',
  'member.role_provisioned': "Changed a member's role (SCIM)",
  'member.deactivated': 'Deactivated a member (SCIM)',
  'member.deprovisioned': 'Deleted a member (SCIM)',
  'assessments.listed': 'Listed assessments',
  'audit_log.exported': 'Downloaded the audit log as CSV',
  'request.unclassified': 'Made a change not yet named in the audit log',
} as const satisfies Record<string, string>;

export type TAuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as TAuditAction[];

/** How an action is said: its label, or the raw name for one this version does not know. */
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

export const AUDIT_ACTOR_KINDS = ['admin', 'reviewer', 'api_key', 'system'] as const;
export type TAuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];
export const AUDIT_ACTOR_KIND_LABELS: Record<TAuditActorKind, string> = {
  admin: 'Admin',
  reviewer: 'Reviewer',
  api_key: 'API key',
  system: 'System',
};

export const AUDIT_LOG_PAGE_SIZE = 50;

const ZDate = z.iso
  .date('Use a date as YYYY-MM-DD')
  .refine((d) => d >= '1900-01-01' && d <= '2999-12-31', 'Use a date between 1900 and 2999');

export const ZAuditLogQuery = z
  .object({
    /** Inclusive UTC dates. */
    from: ZDate.optional(),
    to: ZDate.optional(),
    action: z.string().trim().min(1).max(100).optional(),
    /** A member's user id, or an API key's id. */
    actor: z.string().trim().min(1).max(100).optional(),
    objectId: z.string().trim().min(1).max(200).optional(),
    page: z.coerce.number().int().min(1).default(1),
  })
  // No schema id: @fastify/swagger inlines query parameters and cannot follow a $ref there.
  .describe('Audit log query');
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;
export type TAuditLogFilters = z.output<typeof ZAuditLogQuery>;

export const ZAuditLogEntry = z
  .object({
    id: z.uuid(),
    createdAt: z.string(),
    actorKind: z.enum(AUDIT_ACTOR_KINDS),
    actorUserId: z.string().nullable(),
    /** The member's name as it was when they acted (kept after they leave). */
    actorName: z.string().nullable(),
    apiKeyId: z.uuid().nullable(),
    /** The API key's name, while the key exists. */
    apiKeyName: z.string().nullable(),
    action: z.string(),
    objectType: z.string().nullable(),
    objectId: z.string().nullable(),
    /** A thing's name as it is now (an assessment, a test, an endpoint, a key): null for a person or once deleted. */
    objectName: z.string().nullable(),
    ip: z.string().nullable(),
    /** Counts, ids and setting names; never personal data of the object. */
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditLogEntry' });
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

/** Who may be chosen in the actor filter: the members and API keys that appear in the log. */
export const ZAuditLogActor = z
  .object({ id: z.string(), name: z.string(), kind: z.enum(AUDIT_ACTOR_KINDS) })
  .meta({ id: 'AuditLogActor' });
export type TAuditLogActor = z.infer<typeof ZAuditLogActor>;

export const ZAuditLogPage = z
  .object({
    items: z.array(ZAuditLogEntry),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    actors: z.array(ZAuditLogActor),
    retentionMonths: z.number().int(),
  })
  .meta({ id: 'AuditLogPage' });
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
