import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

/**
 * Deletes AI calls older than each company's retention period (companies.ai_log_retention_months, at
 * least six months as the EU AI Act asks): once a day, every company in one statement.
 */
export const aiLogRetentionJob = defineJob({
  name: 'ai-log.retention',
  schema: z.object({}),
  batchSize: 1,
  retryLimit: 2,
});

/** Daily at 03:17 UTC: a quiet hour, off the hour other schedules start on. */
export const AI_LOG_RETENTION_CRON = '17 3 * * *';
