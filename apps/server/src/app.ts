import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import type { AppContext } from './context';
import { registerCollectedGauge } from './lib/metrics/collected-gauge';
import { httpDurationPlugin } from './lib/metrics/http-duration';
import { METRIC_PREFIX } from './lib/metrics/registry';
import { accommodationsRoutes } from './modules/accommodations/accommodations.routes';
import { aiLogRoutes } from './modules/ai-log/ai-log.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { assessmentsAdminRoutes } from './modules/assessments-admin/assessments-admin.routes';
import { auditLogPlugin } from './modules/audit-log/audit-log.plugin';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes';
import { authPlugin } from './modules/auth/auth.plugin';
import { reviewerAccessPlugin } from './modules/auth/reviewer-access.plugin';
import { brandingRoutes } from './modules/branding/branding.routes';
import { candidateAdminRoutes } from './modules/candidate-assessment/candidate-admin.routes';
import { candidateAssessmentRoutes } from './modules/candidate-assessment/candidate-assessment.routes';
import { candidateDataRoutes } from './modules/candidate-data/candidate-data.routes';
import { candidateFeedbackRoutes } from './modules/candidate-feedback/candidate-feedback.routes';
import { candidateHomeRoutes } from './modules/candidate-home/candidate-home.routes';
import { candidateNoticeRoutes } from './modules/candidate-notice/candidate-notice.routes';
import { candidatesRoutes } from './modules/candidates/candidates.routes';
import { intakeRoutes } from './modules/candidates/intake.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { customTestsRoutes } from './modules/custom-tests/custom-tests.routes';
import { deadlinesRoutes } from './modules/deadlines/deadlines.routes';
import { evaluationsRoutes } from './modules/evaluations/evaluations.routes';
import { fairnessRoutes } from './modules/fairness/fairness.routes';
import { greenhouseRoutes } from './modules/greenhouse/greenhouse.routes';
import { greenhousePartnerRoutes } from './modules/greenhouse/greenhouse-partner.routes';
import { healthRoutes } from './modules/health/health.routes';
import { hiringStagesRoutes } from './modules/hiring-stages/hiring-stages.routes';
import { invitationEmailsRoutes } from './modules/invitation-emails/invitation-emails.routes';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { inviteLinkRoutes } from './modules/invite-link/invite-link.routes';
import { itemAnalysisRoutes } from './modules/item-analysis/item-analysis.routes';
import { leverRoutes } from './modules/lever/lever.routes';
import { bulkOperationsPlugin } from './modules/plans/bulk-operations.plugin';
import { profileFieldsRoutes } from './modules/profile-fields/profile-fields.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { publicApiRoutes } from './modules/public-api/public-api.routes';
import { ratingsRoutes } from './modules/ratings/ratings.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { scimRoutes } from './modules/scim/scim.routes';
import { selfIdentificationRoutes } from './modules/self-identification/self-identification.routes';
import { ssoRoutes } from './modules/sso/sso.routes';
import { teamRoutes } from './modules/team/team.routes';
import { testLibraryRoutes } from './modules/test-library/test-library.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { apiReferencePlugin } from './plugins/api-reference';
import { errorsPlugin } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { liveEventsPlugin } from './plugins/live-events';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the HTTP app without listening (tests inject requests into it). Given `metrics` (METRICS_PORT
 * set), request durations and open live streams are measured.
 */
export async function buildApp(
  context: AppContext,
  options: {
    webRoot?: string | null;
    logger?: FastifyServerOptions['loggerInstance'];
    metrics?: Registry;
  } = {},
) {
  const app = Fastify({
    loggerInstance: options.logger ?? context.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: context.config.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // infrastructure, then domains (fastify/demo's order), registered explicitly to stay greppable
  if (options.metrics) await app.register(httpDurationPlugin, { registry: options.metrics });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { trustedOrigins: context.config.trustedOrigins });
  await app.register(openApiPlugin, {
    authDocument: () => context.auth.api.generateOpenAPISchema(),
    appUrl: context.config.APP_URL,
  });
  await app.register(apiReferencePlugin);
  await app.register(authPlugin, { auth: context.auth, db: context.db, appUrl: context.config.APP_URL });
  await app.register(reviewerAccessPlugin, { db: context.db });
  await app.register(auditLogPlugin, { db: context.db });
  await app.register(bulkOperationsPlugin, { db: context.db });
  await app.register(liveEventsPlugin, {
    databaseUrl: context.databaseUrl,
    limits: {
      perUser: context.config.LIVE_EVENTS_MAX_PER_USER,
      perCompany: context.config.LIVE_EVENTS_MAX_PER_COMPANY,
      perProcess: context.config.LIVE_EVENTS_MAX_PER_PROCESS,
    },
  });
  if (options.metrics)
    registerCollectedGauge(options.metrics, {
      name: `${METRIC_PREFIX}live_event_streams`,
      help: 'Live update streams (server-sent events) open in this process.',
      read: () => app.liveEvents.openCount(),
    });

  await app.register(healthRoutes, { context });
  await app.register(profilesRoutes, { context });
  await app.register(companiesRoutes, { context });
  await app.register(brandingRoutes, { context });
  await app.register(intakeRoutes, { context });
  await app.register(contactRoutes, { context });
  await app.register(candidatesRoutes, { context });
  await app.register(hiringStagesRoutes, { context });
  await app.register(invitationEmailsRoutes, { context });
  await app.register(profileFieldsRoutes, { context });
  await app.register(selfIdentificationRoutes, { context });
  await app.register(assessmentsAdminRoutes, { context });
  await app.register(candidateAdminRoutes, { context });
  await app.register(candidateAssessmentRoutes, { context });
  await app.register(candidateFeedbackRoutes, { context });
  await app.register(candidateNoticeRoutes, { context });
  await app.register(candidateHomeRoutes, { context });
  await app.register(accommodationsRoutes, { context });
  await app.register(candidateDataRoutes, { context });
  await app.register(deadlinesRoutes, { context });
  await app.register(evaluationsRoutes, { context });
  await app.register(ratingsRoutes, { context });
  await app.register(aiLogRoutes, { context });
  await app.register(reportsRoutes, { context });
  await app.register(analyticsRoutes, { context });
  await app.register(itemAnalysisRoutes, { context });
  await app.register(fairnessRoutes, { context });
  await app.register(invitationsRoutes, { context });
  await app.register(inviteLinkRoutes, { context });
  await app.register(testLibraryRoutes, { context });
  await app.register(customTestsRoutes, { context });
  await app.register(teamRoutes, { context });
  await app.register(webhooksRoutes, { context });
  await app.register(leverRoutes, { context });
  await app.register(ssoRoutes, { context });
  await app.register(apiKeysRoutes, { context });
  await app.register(scimRoutes, { context });
  await app.register(auditLogRoutes, { context });
  await app.register(publicApiRoutes, { context });
  await app.register(greenhouseRoutes, { context });
  await app.register(greenhousePartnerRoutes, { context });

  await app.register(webPlugin, { root: options.webRoot ?? null });
  await app.ready();
  return app;
}
