import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import type { JobQueue } from '../../jobs/queue';

/**
 * Sends the deadline reminders due now (issue 18): recurring every REMINDER_INTERVAL_MINUTES, and queued
 * at once when an admin sets deadlines so a reminder due right away does not wait for the next run. One
 * run covers every company in bulk; runs overlapping each other send each reminder once (the
 * candidate_reminders unique row).
 */
export const remindersJob = defineJob({
  name: 'deadlines.reminders',
  schema: z.object({}),
  batchSize: 1,
  retryLimit: 2,
});

/** The cron expression of the recurring run: every `minutes` minutes (1 to 60). */
export const remindersCron = (minutes: number) => (minutes >= 60 ? '0 * * * *' : `*/${minutes} * * * *`);

/** A run now, besides the schedule's. */
export async function queueReminderRun(jobs: JobQueue) {
  await jobs.send(remindersJob, {});
}
