import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

/**
 * Anonymises, once a day and in bulk, every candidate past the company's retention period, and every
 * erasure request no admin acted on within ERASURE_REQUEST_DAYS (retention.repository.ts).
 */
export const candidateRetentionJob = defineJob({
  name: 'candidate-data.retention',
  schema: z.object({}),
  batchSize: 1,
  retryLimit: 2,
});

const RUN_HOUR_UTC = 2;
const RUN_MINUTE = 47;
/** Daily at 02:47 UTC: a quiet hour, off the minutes other schedules start on. */
export const CANDIDATE_RETENTION_CRON = `${RUN_MINUTE} ${RUN_HOUR_UTC} * * *`;

/** The first scheduled run after `now`. */
export function nextRetentionRun(now: Date): Date {
  const run = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RUN_HOUR_UTC, RUN_MINUTE),
  );
  if (run <= now) run.setUTCDate(run.getUTCDate() + 1);
  return run;
}
