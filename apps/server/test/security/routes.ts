import { SSO_TEST_CERTIFICATE } from '../identity/test-certificate';
import type { PartyIds } from './world';

/**
 * Who each documented route is for. The isolation matrix and the fuzzer read it; a route in
 * /api/openapi.json missing here fails the suite, so a new route is classified before it ships.
 * - company: an admin's (or a reviewer's read-only) company data;
 * - candidate: the signed-in candidate's own assessment;
 * - api: the public API, with a bearer key;
 * - public: open by design (the reason says why);
 * - session: acts only on the caller's own session or account (Better Auth); the destructive ones are
 *   not called by the matrix (auth.int.test.ts covers them), the others are checked for leaks.
 */
export type RouteClass =
  | {
      kind: 'company' | 'candidate' | 'api';
      stream?: true;
      /** A valid body where a sample of the schema would not pass the route's own checks. */
      body?: unknown;
      foreignBody?: (ids: PartyIds) => unknown;
    }
  | { kind: 'public'; reason: string }
  | { kind: 'session'; destructive?: true; body?: unknown }
  | { kind: 'onboarding'; body?: unknown };

const company: RouteClass = { kind: 'company' };
const candidate: RouteClass = { kind: 'candidate' };
const api: RouteClass = { kind: 'api' };
const session: RouteClass = { kind: 'session' };
const destructive: RouteClass = { kind: 'session', destructive: true };
/**
 * SCIM 2.0 for a company's directory: a SCIM bearer token of the company, never a session or API key;
 * scim.int.test.ts shows another company's token finds nothing (404).
 */
const scim: RouteClass = { kind: 'public', reason: "a company's SCIM bearer token (scim.int.test.ts)" };
const ids = (i: PartyIds) => ({ candidateIds: [i.candidateId] });
/** A custom test's settings and a question the custom-test routes accept. */
const testSettings = {
  name: 'Renamed by someone else',
  description: '',
  category: 'skills',
  durationMinutes: 10,
  questionSeconds: 60,
  drawCount: null,
  shuffleOptions: false,
};
const question = { type: 'true_false', stem: 'Written by someone else', key: true };
/** A deadline the deadline routes accept (in the future). */
const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();

export const ROUTES: Record<string, RouteClass> = {
  'GET /api/health': { kind: 'public', reason: 'liveness for the load balancer' },
  'GET /api/health/ready': { kind: 'public', reason: 'readiness for the load balancer and probes' },
  'GET /api/public-config': { kind: 'public', reason: 'what the sign-in page needs before a session' },
  'GET /api/me': session,
  'POST /api/companies': { kind: 'onboarding' },
  'GET /api/company/branding': company,
  'PUT /api/company/region': { kind: 'company', body: { locale: 'ja-JP', timeZone: 'Asia/Tokyo' } },
  'PUT /api/company/branding': company,
  'PUT /api/company/branding/logo': company,
  'DELETE /api/company/branding/logo': company,
  'GET /api/branding/logo/{companyId}': {
    kind: 'public',
    reason: 'the logo is shown in invitation emails and on the accept page, before any session',
  },
  'POST /api/n8n/csv-upload': company,
  'POST /api/candidates/csv-check': company,
  'POST /api/n8n/create-candidate': company,
  'POST /api/assessments/{id}/candidates': {
    kind: 'company',
    body: { email: 'someone-new@example.com', full_name: 'Someone New' },
  },
  'GET /api/assessments/{id}/invite-link': company,
  'POST /api/assessments/{id}/invite-link': company,
  'PATCH /api/assessments/{id}/invite-link': { kind: 'company', body: { enabled: false } },
  'POST /api/candidates/{id}/invitation-link': company,
  'GET /api/join/{token}': {
    kind: 'public',
    reason: "an assessment's public invitation link shows what it invites to",
  },
  'POST /api/join/{token}': { kind: 'public', reason: 'signing up through a public invitation link' },
  'GET /api/join/confirm': {
    kind: 'public',
    reason: "a sign-up's confirmation token is checked before its button",
  },
  'POST /api/join/confirm': { kind: 'public', reason: "a sign-up's confirmation token joins the assessment" },
  'GET /api/assessments': company,
  'POST /api/assessments': company,
  'GET /api/assessments/{id}': company,
  'PATCH /api/assessments/{id}': { kind: 'company', body: { name: 'Renamed by someone else' } },
  'POST /api/assessments/{id}/duplicate': company,
  'POST /api/assessments/{id}/status': { kind: 'company', body: { status: 'closed' } },
  'POST /api/contact-requests': { kind: 'public', reason: 'the landing page contact form' },
  'GET /api/candidates': company,
  'GET /api/candidates/summary': company,
  'GET /api/candidates/events': { kind: 'company', stream: true },
  'GET /api/candidates/{id}': company,
  'DELETE /api/candidates/{id}': company,
  'POST /api/candidates/bulk-delete': { kind: 'company', foreignBody: ids },
  'POST /api/candidates/export': { kind: 'company', foreignBody: ids },
  'POST /api/candidates/pipeline/retry': { kind: 'company', foreignBody: ids },
  'POST /api/candidates/{id}/unlock': company,
  'PUT /api/candidates/{id}/accommodations': company,
  'PATCH /api/candidates/{id}/deadline': { kind: 'company', body: { deadlineAt: inAMonth() } },
  'PATCH /api/candidates/deadline': {
    kind: 'company',
    body: { candidateIds: ['00000000-0000-4000-8000-000000000000'], deadlineAt: inAMonth() },
    foreignBody: (i) => ({ candidateIds: [i.candidateId], deadlineAt: inAMonth() }),
  },
  'GET /api/assessments/{id}/deadlines': company,
  'PATCH /api/candidates/{id}/stage': { kind: 'company', body: { stage: 'shortlisted' } },
  'POST /api/candidates/stage': {
    kind: 'company',
    body: { candidateIds: ['00000000-0000-4000-8000-000000000000'], stage: 'shortlisted' },
    foreignBody: (i) => ({ candidateIds: [i.candidateId], stage: 'rejected' }),
  },
  'GET /api/candidates/{id}/stage-history': company,
  'GET /api/candidates/{id}/ai-calls': company,
  'GET /api/candidates/erasure-requests': company,
  'POST /api/candidates/{id}/erase': company,
  'GET /api/company/stage-labels': company,
  'PUT /api/company/stage-labels': {
    kind: 'company',
    body: { new: 'Applied', shortlisted: 'Interview', rejected: 'Declined', hired: 'Offer' },
  },
  'GET /api/company/profile-fields': company,
  'PUT /api/company/profile-fields': {
    kind: 'company',
    body: { fields: [{ key: 'github', label: 'GitHub', hint: null }] },
  },
  'GET /api/company/privacy-settings': company,
  'PUT /api/company/privacy-settings': {
    kind: 'company',
    body: {
      privacyContactEmail: 'privacy@example.com',
      privacyPolicyUrl: 'https://example.com/privacy',
      candidateRetentionMonths: 24,
      auditLogRetentionMonths: 24,
    },
  },
  // Refused (409) unless the body repeats the caller's own company name: no outsider can reach another.
  'POST /api/company/delete': { kind: 'company', body: { confirmName: 'Not the company name' } },
  'GET /api/company/fairness-settings': company,
  'PUT /api/company/fairness-settings': {
    kind: 'company',
    body: { fairnessRegion: 'us', selfIdentificationEnabled: true, aiLogRetentionMonths: 12 },
  },
  'GET /api/company/decision-emails': company,
  'PUT /api/company/decision-emails': {
    kind: 'company',
    body: { stage: 'rejected', subject: 'About {{assessment_name}}', body: 'Dear {{candidate_name}}' },
  },
  'POST /api/company/decision-emails/preview': {
    kind: 'company',
    body: { stage: 'rejected', subject: 'About {{assessment_name}}', body: 'Dear {{candidate_name}}' },
    foreignBody: (i) => ({ stage: 'rejected', subject: 'Hi', body: 'Hi', candidateId: i.candidateId }),
  },
  'GET /api/company/invitation-emails': company,
  'PUT /api/company/invitation-emails': {
    kind: 'company',
    body: { kind: 'invitation', language: 'hi', subject: null, message: 'Dear {{candidate_name}}' },
  },
  'POST /api/company/invitation-emails/preview': {
    kind: 'company',
    body: { kind: 'reminder', language: 'en', subject: 'By {{deadline}}', message: null },
  },
  'GET /api/candidate/applications': candidate,
  'GET /api/candidate/me': candidate,
  'GET /api/candidate/dashboard': candidate,
  'PATCH /api/candidate/me': candidate,
  'PUT /api/candidate/language': { kind: 'candidate', body: { language: 'es' } },
  'GET /api/candidate/sections': candidate,
  'GET /api/candidate/sections/{sectionId}': candidate,
  'POST /api/candidate/sections/{sectionId}/start': candidate,
  'PUT /api/candidate/answers/{questionId}': candidate,
  'POST /api/candidate/sections/{sectionId}/submit': candidate,
  'POST /api/candidate/sections/{sectionId}/integrity-events': {
    kind: 'candidate',
    body: { events: [{ type: 'tab_hidden', occurredAt: new Date().toISOString() }] },
  },
  'GET /api/candidate/submission-eligibility': candidate,
  'GET /api/candidate/notice': candidate,
  'POST /api/candidate/notice/acknowledge': candidate,
  'GET /api/candidate/accommodations': candidate,
  'POST /api/candidate/accommodations': {
    kind: 'candidate',
    body: { kind: 'extra_time', reason: 'A reason long enough to pass.' },
  },
  'GET /api/accommodations': company,
  'GET /api/accommodations/open-count': company,
  'POST /api/accommodations/{id}/grant': { kind: 'company', body: { extraTimeMultiplier: 1.25 } },
  'POST /api/accommodations/{id}/answer': { kind: 'company', body: { response: 'Answered by someone else' } },
  'GET /api/candidate/self-identification': candidate,
  'PUT /api/candidate/self-identification': candidate,
  'GET /api/candidate/feedback/status': candidate,
  'GET /api/candidate/feedback': candidate,
  'GET /api/candidate/feedback/pdf': candidate,
  'GET /api/candidate/my-data': candidate,
  'GET /api/candidate/erasure-request': candidate,
  'POST /api/candidate/erasure-request': candidate,
  'GET /api/candidate/company-data': candidate,
  'POST /api/submit-assessment': {
    kind: 'candidate',
    foreignBody: (i) => ({
      candidate_id: i.candidateId,
      user_id: i.memberUserId,
      submission_data: {
        total_sections: 1,
        completed_sections: 1,
        total_questions: 0,
        total_answers: 0,
        completion_rate: 100,
        section_details: [],
        profile_data: {},
      },
    }),
  },
  'GET /api/candidate/events': { kind: 'candidate', stream: true },
  'GET /api/evaluations/{candidateId}': company,
  'POST /api/evaluations/{candidateId}/overrides': company,
  'POST /api/evaluations/{candidateId}/confirmations': company,
  'POST /api/evaluations/{candidateId}/ratings': company,
  'GET /api/ratings': company,
  'POST /api/ratings/suggestion-confirmations': {
    kind: 'company',
    foreignBody: (i) => ({ answers: [{ candidateId: i.candidateId, questionId: i.candidateId }] }),
  },
  'GET /api/evaluations/{candidateId}/answers': company,
  'POST /api/evaluations/{candidateId}/rerun': company,
  'GET /api/reports/{candidateId}/pdf': company,
  'POST /api/reports/zip': { kind: 'company', foreignBody: ids },
  'GET /api/analytics': company,
  'GET /api/analytics/reliability': company,
  'GET /api/analytics/compare': company,
  'GET /api/item-analysis/{testId}': company,
  'POST /api/item-analysis/{testId}/items/{itemId}/retire': {
    kind: 'company',
    body: { reason: 'Flagged by someone else' },
  },
  'DELETE /api/item-analysis/{testId}/items/{itemId}/retire': company,
  'GET /api/fairness/adverse-impact': company,
  'GET /api/fairness/adverse-impact.csv': company,
  'POST /api/candidates/invitations/resend': { kind: 'company', foreignBody: ids },
  'GET /api/invitations/accept': {
    kind: 'public',
    reason: 'an application link is checked (and its company brand shown) before entering',
  },
  'POST /api/invitations/enter': {
    kind: 'public',
    reason: 'an application link signs its holder in to that one application (decision 033)',
  },
  'GET /api/test-library': company,
  'GET /api/custom-tests': company,
  'POST /api/custom-tests': { kind: 'company', body: testSettings },
  'GET /api/custom-tests/template.csv': company,
  'POST /api/custom-tests/import': company,
  'GET /api/custom-tests/{testId}': company,
  'PUT /api/custom-tests/{testId}': { kind: 'company', body: testSettings },
  'DELETE /api/custom-tests/{testId}': company,
  'POST /api/custom-tests/{testId}/restore': company,
  'POST /api/custom-tests/{testId}/items': { kind: 'company', body: question },
  'PUT /api/custom-tests/{testId}/items/{itemKey}': { kind: 'company', body: question },
  'DELETE /api/custom-tests/{testId}/items/{itemKey}': company,
  'PUT /api/custom-tests/{testId}/order': { kind: 'company', body: { itemKeys: ['q-0000000000'] } },
  'GET /api/custom-tests/{testId}/preview': company,
  'GET /api/custom-tests/{testId}/export': company,
  'GET /api/team': company,
  'POST /api/team/invitations': company,
  'POST /api/team/invitations/{id}/resend': company,
  'DELETE /api/team/invitations/{id}': company,
  'PATCH /api/team/members/{userId}': company,
  'DELETE /api/team/members/{userId}': company,
  'GET /api/team/invitations/accept': { kind: 'public', reason: 'a team invitation token names its company' },
  'POST /api/team/invitations/accept': { kind: 'public', reason: 'a team invitation token joins a company' },
  'GET /api/webhooks/endpoints': company,
  'POST /api/webhooks/endpoints': company,
  'PATCH /api/webhooks/endpoints/{id}': {
    kind: 'company',
    body: { url: 'https://example.com/hook', events: ['candidate.created'] },
  },
  'DELETE /api/webhooks/endpoints/{id}': company,
  'GET /api/webhooks/endpoints/{id}/secret': company,
  'POST /api/webhooks/endpoints/{id}/secret/rotate': company,
  'POST /api/webhooks/endpoints/{id}/test': company,
  'GET /api/webhooks/endpoints/{id}/deliveries': company,
  'POST /api/webhooks/endpoints/{id}/deliveries/{deliveryId}/redeliver': company,
  'GET /api/integrations/lever': company,
  'PUT /api/integrations/lever': company,
  'DELETE /api/integrations/lever': company,
  'GET /api/integrations/lever/postings': company,
  'GET /api/integrations/lever/stages': company,
  'GET /api/integrations/lever/mappings': company,
  'PUT /api/integrations/lever/mappings': company,
  'DELETE /api/integrations/lever/mappings/{id}': company,
  'GET /api/integrations/lever/invitations': company,
  'POST /api/integrations/lever/webhooks/{webhookId}': {
    kind: 'public',
    reason: "Lever's stage-change webhook: the HMAC signature with the company's token authenticates it",
  },
  'GET /api/api-keys': company,
  'POST /api/api-keys': company,
  'POST /api/api-keys/{id}/revoke': company,
  'GET /api/company/scim': company,
  'POST /api/company/scim/tokens': company,
  'POST /api/company/scim/tokens/{id}/revoke': company,
  'PUT /api/company/scim/group-roles': { kind: 'company', body: { groupRoles: { Engineering: 'reviewer' } } },
  'POST /api/auth/scim/v2/Groups': scim,
  'GET /api/auth/scim/v2/Groups': scim,
  'DELETE /api/auth/scim/v2/Groups/{groupId}': scim,
  'GET /api/auth/scim/v2/Groups/{groupId}': scim,
  'PATCH /api/auth/scim/v2/Groups/{groupId}': scim,
  'PUT /api/auth/scim/v2/Groups/{groupId}': scim,
  'POST /api/auth/scim/v2/Users': scim,
  'GET /api/auth/scim/v2/Users': scim,
  'DELETE /api/auth/scim/v2/Users/{userId}': scim,
  'GET /api/auth/scim/v2/Users/{userId}': scim,
  'PATCH /api/auth/scim/v2/Users/{userId}': scim,
  'PUT /api/auth/scim/v2/Users/{userId}': scim,
  'GET /api/auth/scim/v2/ServiceProviderConfig': scim,
  'GET /api/auth/scim/v2/Schemas': scim,
  'GET /api/auth/scim/v2/Schemas/{schemaId}': scim,
  'GET /api/auth/scim/v2/ResourceTypes': scim,
  'GET /api/auth/scim/v2/ResourceTypes/{resourceTypeId}': scim,
  'GET /api/greenhouse': company,
  'POST /api/greenhouse/keys': company,
  'POST /api/greenhouse/keys/{id}/revoke': company,
  'GET /api/integrations/greenhouse/list_tests': {
    kind: 'public',
    reason:
      "Greenhouse's call: HTTP Basic with a company's Greenhouse key, scoped to it (greenhouse.int.test.ts)",
  },
  'POST /api/integrations/greenhouse/send_test': {
    kind: 'public',
    reason:
      "Greenhouse's call: HTTP Basic with a company's Greenhouse key, scoped to it (greenhouse.int.test.ts)",
  },
  'GET /api/integrations/greenhouse/test_status': {
    kind: 'public',
    reason:
      "Greenhouse's call: HTTP Basic with a company's Greenhouse key, scoped to it (greenhouse.int.test.ts)",
  },
  'GET /api/sso/connections': company,
  'POST /api/sso/connections': {
    kind: 'company',
    body: {
      domain: 'sso-matrix.test',
      defaultRole: 'reviewer',
      saml: {
        idpEntityId: 'https://idp.sso-matrix.test/metadata',
        entryPoint: 'https://idp.sso-matrix.test/sso',
        certificate: SSO_TEST_CERTIFICATE,
      },
    },
  },
  'PATCH /api/sso/connections/{providerId}': { kind: 'company', body: { defaultRole: 'admin' } },
  'DELETE /api/sso/connections/{providerId}': company,
  'POST /api/sso/connections/{providerId}/verify-domain': company,
  'PUT /api/sso/policy': { kind: 'company', body: { ssoRequired: false, breakGlassUserId: null } },
  'POST /api/auth/email-otp/send-verification-otp': {
    kind: 'public',
    reason: 'emails a sign-in code to an address (the same answer for unknown addresses)',
  },
  'POST /api/auth/sign-in/email-otp': {
    kind: 'public',
    reason: 'signs in with the code emailed to the address: the person proves it (decision 033)',
  },
  'POST /api/auth/sign-in/sso': {
    kind: 'public',
    reason: 'starts SSO from an email address (verified domains only)',
  },
  'GET /api/auth/sso/callback': {
    kind: 'public',
    reason: "the OpenID provider's redirect back, bound to its state",
  },
  'GET /api/auth/sso/callback/{providerId}': {
    kind: 'public',
    reason: "the OpenID provider's redirect back, bound to its state",
  },
  'GET /api/auth/sso/saml2/sp/metadata': {
    kind: 'public',
    reason: "a SAML connection's SP metadata, for the IdP",
  },
  'GET /api/auth/sso/saml2/sp/acs/{providerId}': {
    kind: 'public',
    reason: 'the SAML ACS: a signed assertion answering our own AuthnRequest',
  },
  'POST /api/auth/sso/saml2/sp/acs/{providerId}': {
    kind: 'public',
    reason: 'the SAML ACS: a signed assertion answering our own AuthnRequest',
  },
  'GET /api/auth/sso/saml2/sp/slo/{providerId}': {
    kind: 'public',
    reason: 'SAML single logout (switched off)',
  },
  'POST /api/auth/sso/saml2/sp/slo/{providerId}': {
    kind: 'public',
    reason: 'SAML single logout (switched off)',
  },
  'POST /api/auth/sso/saml2/logout/{providerId}': session,
  'GET /api/audit-log': company,
  'GET /api/audit-log.csv': company,
  'GET /api/v1/assessments': api,
  'POST /api/v1/assessments/{id}/candidates': api,
  'GET /api/v1/candidates': api,
  'POST /api/v1/candidates': api,
  'GET /api/v1/candidates/{id}/evaluation': api,
  'PATCH /api/v1/candidates/{id}/stage': { kind: 'api', body: { stage: 'shortlisted' } },
  'GET /api/v1/candidates/{id}/report.pdf': api,
  'POST /api/v1/assessments/{id}/applications': api,
  'GET /api/v1/applications': api,
  'GET /api/v1/people/{id}': api,
  'POST /api/auth/sign-in/social': { kind: 'public', reason: 'sign-in (no social provider is configured)' },
  'GET /api/auth/callback/{id}': { kind: 'public', reason: 'OAuth callback (no provider is configured)' },
  'POST /api/auth/callback/{id}': { kind: 'public', reason: 'OAuth callback (no provider is configured)' },
  'GET /api/auth/get-session': session,
  'POST /api/auth/get-session': session,
  'POST /api/auth/sign-out': destructive,
  'POST /api/auth/sign-up/email': { kind: 'public', reason: 'admin sign-up' },
  'POST /api/auth/sign-in/email': { kind: 'public', reason: 'sign-in' },
  'POST /api/auth/reset-password': { kind: 'public', reason: 'a reset token sets a password' },
  'POST /api/auth/verify-password': destructive,
  'GET /api/auth/verify-email': { kind: 'public', reason: 'a verification token verifies its own email' },
  'POST /api/auth/send-verification-email': destructive,
  'POST /api/auth/change-email': destructive,
  'POST /api/auth/change-password': destructive,
  'POST /api/auth/update-session': destructive,
  'POST /api/auth/update-user': destructive,
  'POST /api/auth/delete-user': destructive,
  'POST /api/auth/request-password-reset': {
    kind: 'public',
    reason: 'forgot password (same answer for any email)',
  },
  'GET /api/auth/reset-password/{token}': { kind: 'public', reason: 'a reset link redirects with its token' },
  'GET /api/auth/list-sessions': session,
  'POST /api/auth/revoke-session': destructive,
  'POST /api/auth/revoke-sessions': destructive,
  'POST /api/auth/revoke-other-sessions': destructive,
  'POST /api/auth/link-social': destructive,
  'GET /api/auth/list-accounts': session,
  'GET /api/auth/delete-user/callback': destructive,
  'POST /api/auth/unlink-account': destructive,
  'POST /api/auth/refresh-token': destructive,
  'POST /api/auth/get-access-token': destructive,
  'GET /api/auth/account-info': session,
  'GET /api/auth/ok': { kind: 'public', reason: "Better Auth's health answer" },
  'GET /api/auth/error': { kind: 'public', reason: "Better Auth's error page" },
};

// Every candidate route is also mounted under one application's id (decision 032), and is the same class.
for (const [key, route] of Object.entries(ROUTES)) {
  const [method, path] = key.split(' ');
  if (path?.startsWith('/api/candidate/') && !path.startsWith('/api/candidate/applications'))
    ROUTES[`${method} ${path.replace('/api/candidate/', '/api/candidate/applications/{applicationId}/')}`] =
      route;
}

// The person's whole account (issue 35 item 6): one path each, never under an application's id.
Object.assign(ROUTES, {
  'GET /api/candidate/account-data': candidate,
  'GET /api/candidate/account-erasure-request': candidate,
  'POST /api/candidate/account-erasure-request': candidate,
});

/** The id of `party` a path parameter names, by route and parameter. */
export function paramValue(path: string, param: string, party: PartyIds): string {
  switch (param) {
    case 'candidateId':
      return party.candidateId;
    case 'sectionId':
      return party.sectionId;
    case 'questionId':
      return party.questionId;
    case 'userId':
      return party.memberUserId;
    case 'deliveryId':
      return party.deliveryId;
    case 'companyId':
      return party.companyId;
    case 'applicationId':
      // An application is the candidate row: its id is the candidate id the company's API names.
      return party.candidateId;
    case 'providerId':
      return party.ssoProviderId;
    case 'testId':
      return party.customTestId;
    case 'itemKey':
      return party.itemKey;
    case 'itemId':
      // Only in /api/item-analysis/{testId}/items/{itemId}: the test is the other party's, which is what
      // must be refused (404) before the item is looked at; any uuid names no item of it.
      return party.customTestId;
    case 'id':
      if (path.startsWith('/api/team/invitations')) return party.invitationId;
      if (path.startsWith('/api/webhooks')) return party.endpointId;
      if (path.startsWith('/api/api-keys')) return party.apiKeyId;
      // No party maps a Lever posting: any id of the other party's is no mapping of the caller's (404).
      if (path.startsWith('/api/integrations/lever/mappings')) return party.assessmentId;
      // Another company's id of another kind: not one of the caller's Greenhouse keys either (404);
      // greenhouse.int.test.ts revokes a real Greenhouse key of another company.
      if (path.startsWith('/api/greenhouse')) return party.apiKeyId;
      // Likewise no SCIM token of the caller's; scim.int.test.ts revokes a real one of another company (404).
      if (path.startsWith('/api/company/scim/tokens')) return party.apiKeyId;
      if (path.startsWith('/api/assessments')) return party.assessmentId;
      if (path.startsWith('/api/accommodations')) return party.accommodationId;
      if (path.startsWith('/api/v1/assessments')) return party.assessmentId;
      if (path.startsWith('/api/v1/people')) return party.recordId;
      if (path.includes('candidates')) return party.candidateId;
      break;
  }
  throw new Error(`no id of another party for {${param}} in ${path}: add it to paramValue`);
}

export function fillPath(path: string, party: PartyIds) {
  return path.replace(/\{(\w+)\}/g, (_, param: string) => paramValue(path, param, party));
}
