import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { AppConfig } from './config/env';
import type { AppContext } from './context';
import { createDatabase } from './db/client';
import { createJobQueue } from './jobs/queue';
import { resolveAuthSecret } from './lib/auth-secret';
import { registerCollectedGauge } from './lib/metrics/collected-gauge';
import { countMailDeliveries } from './lib/metrics/mail-deliveries';
import { registerPoolMetrics } from './lib/metrics/pool-metrics';
import { registerQueueMetrics } from './lib/metrics/queue-metrics';
import { METRIC_PREFIX } from './lib/metrics/registry';
import { sendMailJobHandler } from './mail/mail.jobs';
import { createMailTransport } from './mail/mail.transport';
import { createMailer } from './mail/mailer';
import { createAiProvider } from './modules/ai';
import { aiLogRetentionJobHandler } from './modules/ai-log/ai-log.job-handler';
import { AI_LOG_RETENTION_CRON, aiLogRetentionJob } from './modules/ai-log/ai-log.jobs';
import { pipelineJobHandler } from './modules/assessments/pipeline.job-handler';
import { auditLogRetentionJobHandler } from './modules/audit-log/audit-log.job-handler';
import { AUDIT_LOG_RETENTION_CRON, auditLogRetentionJob } from './modules/audit-log/audit-log.jobs';
import { auditLogService } from './modules/audit-log/audit-log.service';
import { createAuth } from './modules/auth/auth';
import { candidateAssessmentService } from './modules/candidate-assessment/candidate-assessment.service';
import { sectionTimeoutJobHandler } from './modules/candidate-assessment/section-timeout.job-handler';
import { candidateRetentionJobHandler } from './modules/candidate-data/retention.job-handler';
import { CANDIDATE_RETENTION_CRON, candidateRetentionJob } from './modules/candidate-data/retention.jobs';
import { remindersJobHandler } from './modules/deadlines/reminders.job-handler';
import { remindersCron, remindersJob } from './modules/deadlines/reminders.jobs';
import { evaluationJobHandler } from './modules/evaluations/evaluation.job-handler';
import { countUnfinishedEvaluations } from './modules/evaluations/evaluation-backlog.repository';
import { greenhouseCallbackJobHandler } from './modules/greenhouse/greenhouse-callback.job-handler';
import { leverStageChangeJobHandler, leverWriteBackJobHandler } from './modules/lever/lever.job-handler';
import { createScimPlugin } from './modules/scim/scim-plugin';
import { recordSsoJoin } from './modules/sso/sso-audit';
import { createSsoPlugin } from './modules/sso/sso-plugin';
import { webhookDeliverJobHandler } from './modules/webhooks/webhook.job-handler';

/** Every background job with its handler: the queues a process creates and its workers run. */
export const jobHandlers = [
  sendMailJobHandler,
  pipelineJobHandler,
  sectionTimeoutJobHandler,
  evaluationJobHandler,
  webhookDeliverJobHandler,
  greenhouseCallbackJobHandler,
  leverStageChangeJobHandler,
  leverWriteBackJobHandler,
  remindersJobHandler,
  aiLogRetentionJobHandler,
  auditLogRetentionJobHandler,
  candidateRetentionJobHandler,
];

/**
 * The composition root of a process: builds the context every route and job receives. Given `metrics`
 * (METRICS_PORT set), the pool, the job queues, mail deliveries and the evaluations backlog are measured.
 */
export async function createContext(
  config: AppConfig,
  databaseUrl: string,
  logger: Logger,
  metrics?: Registry,
): Promise<AppContext> {
  const { db, pool } = createDatabase(databaseUrl);
  const jobs = await createJobQueue<AppContext>(
    databaseUrl,
    (error) => logger.error({ err: error }, 'job queue error'),
    {
      handlers: jobHandlers,
      expireSeconds: config.JOB_EXPIRE_SECONDS,
      schedules: [
        { job: remindersJob, cron: remindersCron(config.REMINDER_INTERVAL_MINUTES), payload: {} },
        { job: aiLogRetentionJob, cron: AI_LOG_RETENTION_CRON, payload: {} },
        { job: auditLogRetentionJob, cron: AUDIT_LOG_RETENTION_CRON, payload: {} },
        { job: candidateRetentionJob, cron: CANDIDATE_RETENTION_CRON, payload: {} },
      ],
    },
  );
  const mailer = createMailer(jobs, db, config.MAIL_BUDGET_PER_COMPANY_PER_DAY);
  const secret = await resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
  const auth = createAuth({
    config,
    db,
    mailer,
    secret,
    logger,
    onSignIn: (userId, ip) => auditLogService.recordSignIn(db, userId, ip),
    onSignInFailed: (email, ip) => auditLogService.recordFailedSignIn(db, email, ip),
    identityPlugins: {
      sso: createSsoPlugin(db, (joined) => recordSsoJoin(db, joined)),
      scim: createScimPlugin(db, secret),
    },
    languageOfUser: (userId) => candidateAssessmentService.writtenLanguageOfUser(db, userId),
  });
  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db });
  const mailTransport = metrics ? countMailDeliveries(metrics, transport) : transport;
  const ai = createAiProvider(config);
  if (metrics) registerContextMetrics(metrics, { db, pool, jobs });
  return { config, databaseUrl, db, pool, jobs, mailer, mailTransport, auth, logger, ai };
}

function registerContextMetrics(
  registry: Registry,
  { db, pool, jobs }: Pick<AppContext, 'db' | 'pool' | 'jobs'>,
) {
  registerPoolMetrics(registry, pool);
  registerQueueMetrics(registry, jobs.boss);
  registerCollectedGauge(registry, {
    name: `${METRIC_PREFIX}evaluations_pending`,
    help: 'Evaluations not completed, by status: pending (to be scored), processing, needs_review (waiting for a reviewer), failed.',
    labelNames: ['status'],
    read: async () =>
      Object.entries(await countUnfinishedEvaluations(db)).map(([status, value]) => ({
        labels: { status },
        value,
      })),
  });
}

export async function closeContext(context: AppContext): Promise<void> {
  await context.jobs.stop();
  await context.pool.end();
}
