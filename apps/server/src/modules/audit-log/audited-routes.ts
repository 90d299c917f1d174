import type { TAuditAction } from '@app/contracts';

/**
 * Which company and public API requests the audit log records, and as what (issue 21: sign-ins, views of a
 * report or PDF, exports, downloads, deletions and erasures, stage decisions, overrides, settings, plan,
 * team and key changes). Keys are Fastify route patterns. Every mutating company route is recorded (one
 * missing here is still recorded, as 'request.unclassified'); a read is recorded when it shows or hands out
 * a person's data. audit-log.routes.test.ts fails on a documented route that is in neither table.
 */
export type AuditedRoute = {
  action: TAuditAction;
  /** What the route's `id`-like parameter names; none for routes without one. */
  objectType?: string;
  /** Which path parameter is the object (default: the route's only parameter). */
  objectParam?: string;
  /** Body fields copied into details: enumerated values and numbers only, never free text. */
  bodyFields?: readonly string[];
  /** The route writes its entry itself, in the transaction of what it records: the hook adds none. */
  recordsItself?: true;
  /** The route creates its object: the entry names it by the `id` of the JSON answer. */
  objectFromResponse?: true;
};

const candidate = 'candidate';
const assessment = 'assessment';
const customTest = 'custom_test';

export const AUDITED_ROUTES: Readonly<Record<string, AuditedRoute>> = {
  // settings
  'PUT /api/company/branding': { action: 'settings.branding_changed' },
  'PUT /api/company/branding/logo': { action: 'settings.logo_uploaded' },
  'DELETE /api/company/branding/logo': { action: 'settings.logo_removed' },
  'PUT /api/company/stage-labels': { action: 'settings.stage_labels_changed' },
  'PUT /api/company/profile-fields': { action: 'settings.profile_fields_changed' },
  'PUT /api/company/fairness-settings': {
    action: 'settings.fairness_changed',
    bodyFields: ['fairnessRegion', 'selfIdentificationEnabled', 'aiLogRetentionMonths'],
  },
  'PUT /api/company/decision-emails': { action: 'settings.decision_emails_changed', bodyFields: ['stage'] },
  'PUT /api/company/invitation-emails': {
    action: 'settings.invitation_emails_changed',
    bodyFields: ['kind', 'language'],
  },
  'PUT /api/company/privacy-settings': {
    action: 'settings.privacy_changed',
    bodyFields: ['candidateRetentionMonths', 'auditLogRetentionMonths'],
  },
  'PUT /api/company/region': { action: 'settings.region_changed' },
  'POST /api/company/decision-emails/preview': { action: 'decision_email.previewed', bodyFields: ['stage'] },
  'POST /api/company/invitation-emails/preview': {
    action: 'invitation_email.previewed',
    bodyFields: ['kind', 'language'],
  },
  // assessments
  'POST /api/assessments': { action: 'assessment.created', objectType: assessment, objectFromResponse: true },
  'PATCH /api/assessments/:id': { action: 'assessment.updated', objectType: assessment },
  'POST /api/assessments/:id/duplicate': { action: 'assessment.duplicated', objectType: assessment },
  'POST /api/assessments/:id/status': {
    action: 'assessment.status_changed',
    objectType: assessment,
    bodyFields: ['status'],
  },
  'POST /api/assessments/:id/invite-link': {
    action: 'assessment.invite_link_created',
    objectType: assessment,
  },
  'PATCH /api/assessments/:id/invite-link': {
    action: 'assessment.invite_link_changed',
    objectType: assessment,
    bodyFields: ['enabled'],
  },
  // candidates
  'POST /api/assessments/:id/candidates': { action: 'candidate.created', objectType: assessment },
  'POST /api/n8n/create-candidate': { action: 'candidate.created' },
  'POST /api/n8n/csv-upload': { action: 'candidates.imported' },
  'POST /api/candidates/csv-check': { action: 'candidates.import_checked' },
  'GET /api/candidates/:id': { action: 'candidate.viewed', objectType: candidate },
  'DELETE /api/candidates/:id': { action: 'candidate.deleted', objectType: candidate },
  'POST /api/candidates/:id/erase': {
    action: 'candidate.erased',
    objectType: candidate,
    recordsItself: true,
  },
  'POST /api/candidates/bulk-delete': { action: 'candidates.deleted' },
  'POST /api/candidates/export': { action: 'candidates.exported' },
  'POST /api/candidates/pipeline/retry': { action: 'candidates.pipeline_retried' },
  'POST /api/candidates/:id/unlock': { action: 'candidate.unlocked', objectType: candidate },
  'PUT /api/candidates/:id/accommodations': {
    action: 'candidate.accommodations_changed',
    objectType: candidate,
  },
  // accommodation requests: their reasons may concern a person's health, so reading them is recorded too
  'GET /api/accommodations': { action: 'accommodations.viewed' },
  'POST /api/accommodations/:id/grant': {
    action: 'accommodation.granted',
    objectType: 'accommodation_request',
    bodyFields: ['extraTimeMultiplier'],
  },
  'POST /api/accommodations/:id/answer': {
    action: 'accommodation.answered',
    objectType: 'accommodation_request',
  },
  'PATCH /api/candidates/:id/deadline': { action: 'candidate.deadline_changed', objectType: candidate },
  'PATCH /api/candidates/deadline': { action: 'candidates.deadline_changed' },
  'POST /api/candidates/:id/invitation-link': {
    action: 'candidate.invitation_link_created',
    objectType: candidate,
  },
  'POST /api/candidates/invitations/resend': { action: 'candidates.invitations_resent' },
  'PATCH /api/candidates/:id/stage': {
    action: 'candidate.stage_changed',
    objectType: candidate,
    bodyFields: ['stage'],
  },
  'POST /api/candidates/stage': { action: 'candidates.stage_changed', bodyFields: ['stage'] },
  'GET /api/candidates/:id/stage-history': {
    action: 'candidate.stage_history_viewed',
    objectType: candidate,
  },
  'GET /api/candidates/:id/ai-calls': { action: 'candidate.ai_calls_viewed', objectType: candidate },
  // evaluations and reports
  'GET /api/evaluations/:candidateId': { action: 'evaluation.viewed', objectType: candidate },
  'GET /api/evaluations/:candidateId/answers': { action: 'evaluation.answers_viewed', objectType: candidate },
  'POST /api/evaluations/:candidateId/overrides': { action: 'evaluation.overridden', objectType: candidate },
  'POST /api/evaluations/:candidateId/confirmations': {
    action: 'evaluation.grade_confirmed',
    objectType: candidate,
  },
  'POST /api/evaluations/:candidateId/ratings': { action: 'evaluation.rated', objectType: candidate },
  'POST /api/evaluations/:candidateId/rerun': { action: 'evaluation.rerun', objectType: candidate },
  'GET /api/ratings': { action: 'ratings.queue_viewed' },
  'POST /api/ratings/suggestion-confirmations': { action: 'evaluations.suggestions_confirmed' },
  'GET /api/reports/:candidateId/pdf': { action: 'report.pdf_downloaded', objectType: candidate },
  'POST /api/reports/zip': { action: 'reports.zip_downloaded' },
  'GET /api/fairness/adverse-impact': { action: 'fairness.report_viewed' },
  'GET /api/fairness/adverse-impact.csv': { action: 'fairness.report_exported' },
  // questions and custom tests
  'POST /api/item-analysis/:testId/items/:itemId/retire': {
    action: 'item.retired',
    objectType: 'item',
    objectParam: 'itemId',
  },
  'DELETE /api/item-analysis/:testId/items/:itemId/retire': {
    action: 'item.restored',
    objectType: 'item',
    objectParam: 'itemId',
  },
  'POST /api/custom-tests': {
    action: 'custom_test.created',
    objectType: customTest,
    objectFromResponse: true,
  },
  'POST /api/custom-tests/import': { action: 'custom_test.imported' },
  'PUT /api/custom-tests/:testId': { action: 'custom_test.updated', objectType: customTest },
  'DELETE /api/custom-tests/:testId': { action: 'custom_test.deleted', objectType: customTest },
  'POST /api/custom-tests/:testId/restore': { action: 'custom_test.restored', objectType: customTest },
  'POST /api/custom-tests/:testId/items': { action: 'custom_test.item_added', objectType: customTest },
  'PUT /api/custom-tests/:testId/items/:itemKey': {
    action: 'custom_test.item_changed',
    objectType: customTest,
    objectParam: 'testId',
  },
  'DELETE /api/custom-tests/:testId/items/:itemKey': {
    action: 'custom_test.item_deleted',
    objectType: customTest,
    objectParam: 'testId',
  },
  'PUT /api/custom-tests/:testId/order': { action: 'custom_test.items_reordered', objectType: customTest },
  'GET /api/custom-tests/:testId/export': { action: 'custom_test.exported', objectType: customTest },
  // team, webhooks, API keys
  'POST /api/team/invitations': { action: 'team.member_invited', bodyFields: ['role'] },
  'POST /api/team/invitations/:id/resend': {
    action: 'team.invitation_resent',
    objectType: 'team_invitation',
  },
  'DELETE /api/team/invitations/:id': { action: 'team.invitation_revoked', objectType: 'team_invitation' },
  'PATCH /api/team/members/:userId': {
    action: 'team.member_role_changed',
    objectType: 'member',
    bodyFields: ['role'],
  },
  'DELETE /api/team/members/:userId': { action: 'team.member_removed', objectType: 'member' },
  'POST /api/webhooks/endpoints': {
    action: 'webhook.created',
    objectType: 'webhook_endpoint',
    objectFromResponse: true,
  },
  'PATCH /api/webhooks/endpoints/:id': { action: 'webhook.updated', objectType: 'webhook_endpoint' },
  'DELETE /api/webhooks/endpoints/:id': { action: 'webhook.deleted', objectType: 'webhook_endpoint' },
  'GET /api/webhooks/endpoints/:id/secret': {
    action: 'webhook.secret_viewed',
    objectType: 'webhook_endpoint',
  },
  'POST /api/webhooks/endpoints/:id/secret/rotate': {
    action: 'webhook.secret_rotated',
    objectType: 'webhook_endpoint',
  },
  'POST /api/webhooks/endpoints/:id/test': { action: 'webhook.tested', objectType: 'webhook_endpoint' },
  'POST /api/webhooks/endpoints/:id/deliveries/:deliveryId/redeliver': {
    action: 'webhook.redelivered',
    objectType: 'webhook_endpoint',
    objectParam: 'id',
  },
  'POST /api/sso/connections': { action: 'sso.connection_added', bodyFields: ['defaultRole'] },
  'PATCH /api/sso/connections/:providerId': {
    action: 'sso.connection_updated',
    objectType: 'sso_connection',
    bodyFields: ['defaultRole'],
  },
  'DELETE /api/sso/connections/:providerId': {
    action: 'sso.connection_deleted',
    objectType: 'sso_connection',
  },
  'POST /api/sso/connections/:providerId/verify-domain': {
    action: 'sso.domain_checked',
    objectType: 'sso_connection',
  },
  'PUT /api/sso/policy': { action: 'sso.policy_changed', bodyFields: ['ssoRequired'] },
  'POST /api/api-keys': { action: 'api_key.created', objectType: 'api_key', objectFromResponse: true },
  'PUT /api/integrations/lever': { action: 'lever.connected' },
  'DELETE /api/integrations/lever': { action: 'lever.disconnected' },
  'PUT /api/integrations/lever/mappings': { action: 'lever.mapping_saved' },
  'DELETE /api/integrations/lever/mappings/:id': {
    action: 'lever.mapping_deleted',
    objectType: 'lever_mapping',
  },
  'POST /api/api-keys/:id/revoke': { action: 'api_key.revoked', objectType: 'api_key' },
  'POST /api/company/scim/tokens': { action: 'scim.token_created' },
  'POST /api/company/scim/tokens/:id/revoke': { action: 'scim.token_revoked', objectType: 'scim_token' },
  'PUT /api/company/scim/group-roles': { action: 'scim.group_roles_changed' },
  'POST /api/greenhouse/keys': { action: 'api_key.created' },
  'POST /api/greenhouse/keys/:id/revoke': { action: 'api_key.revoked', objectType: 'greenhouse_key' },
  // the audit log itself: reading it is not recorded, taking a copy away is
  'GET /api/audit-log.csv': { action: 'audit_log.exported' },
  // the public API (an API key): every call
  'GET /api/v1/assessments': { action: 'assessments.listed' },
  'POST /api/v1/assessments/:id/candidates': { action: 'candidate.created', objectType: assessment },
  'GET /api/v1/candidates': { action: 'candidates.listed' },
  'POST /api/v1/candidates': { action: 'candidate.created' },
  'GET /api/v1/candidates/:id/evaluation': { action: 'evaluation.viewed', objectType: candidate },
  'PATCH /api/v1/candidates/:id/stage': {
    action: 'candidate.stage_changed',
    objectType: candidate,
    bodyFields: ['stage'],
  },
  'GET /api/v1/candidates/:id/report.pdf': { action: 'report.pdf_downloaded', objectType: candidate },
  'POST /api/v1/assessments/:id/applications': { action: 'candidate.created', objectType: assessment },
  'GET /api/v1/applications': { action: 'candidates.listed' },
  'GET /api/v1/people/:id': { action: 'person.viewed', objectType: 'person' },
};

/** Mutating company routes that no entry can outlive, with the reason. */
export const UNRECORDABLE: Readonly<Record<string, string>> = {
  'POST /api/company/delete':
    'deletes the company and, with everything else of it, its audit log (issue 21: deleting a company removes its data completely)',
};

/**
 * Company reads not recorded: settings, lists and aggregates that show no one person's data beyond what a
 * list of names does (recording every page load would bury the views that matter).
 */
export const UNAUDITED_READS: ReadonlySet<string> = new Set([
  'GET /api/company/branding',
  'GET /api/assessments',
  'GET /api/assessments/:id',
  'GET /api/assessments/:id/invite-link',
  'GET /api/assessments/:id/deadlines',
  'GET /api/candidates',
  'GET /api/candidates/summary',
  'GET /api/candidates/events',
  'GET /api/candidates/erasure-requests',
  'GET /api/accommodations/open-count',
  'GET /api/company/privacy-settings',
  'GET /api/company/stage-labels',
  'GET /api/company/profile-fields',
  'GET /api/company/fairness-settings',
  'GET /api/company/decision-emails',
  'GET /api/company/invitation-emails',
  'GET /api/analytics',
  'GET /api/analytics/reliability',
  'GET /api/analytics/compare',
  'GET /api/item-analysis/:testId',
  'GET /api/test-library',
  'GET /api/custom-tests',
  'GET /api/custom-tests/template.csv',
  'GET /api/custom-tests/:testId',
  'GET /api/custom-tests/:testId/preview',
  'GET /api/team',
  'GET /api/webhooks/endpoints',
  'GET /api/webhooks/endpoints/:id/deliveries',
  'GET /api/api-keys',
  'GET /api/company/scim',
  'GET /api/integrations/lever',
  'GET /api/integrations/lever/postings',
  'GET /api/integrations/lever/stages',
  'GET /api/integrations/lever/mappings',
  'GET /api/integrations/lever/invitations',
  'GET /api/greenhouse',
  'GET /api/sso/connections',
  'GET /api/audit-log',
]);
