import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

/**
 * Deletes audit log entries older than each company's retention period (companies.audit_log_retention_months,
 * 12-120): once a day, every company in one statement.
 */
export const auditLogRetentionJob = defineJob({
  name: 'audit-log.retention',
  schema: z.object({}),
  batchSize: 1,
  retryLimit: 2,
});

/** Daily at 03:37 UTC: a quiet hour, off the minutes other schedules start on. */
export const AUDIT_LOG_RETENTION_CRON = '37 3 * * *';
