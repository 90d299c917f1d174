import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { defineJob } from '../../jobs/define-job';
import { MAX_RETRY_DELAY_SECONDS } from '../webhooks/webhook.jobs';
import { greenhouseRepository as repo } from './greenhouse.repository';

export const ZGreenhouseCallbackPayload = z.object({ requestId: z.uuid() });

/**
 * One PATCH to the callback URL Greenhouse gave with send_test ("Mark Test as Completed"). A failed
 * attempt throws, so pg-boss retries it with the webhooks' backoff.
 */
export const greenhouseCallbackJob = defineJob({
  name: 'greenhouse.callback',
  schema: ZGreenhouseCallbackPayload,
  batchSize: 1,
  concurrency: 1,
  retryLimit: 7,
});

/**
 * After an evaluation finishes (or is rescored): the candidate's Greenhouse requests with a callback URL
 * are told, so Greenhouse reads test_status again.
 */
export async function queueGreenhouseCallbacks(
  db: Executor,
  deps: Pick<AppContext, 'jobs' | 'config'>,
  evaluationId: string,
): Promise<void> {
  const rows = await repo.callbacksOfEvaluation(db, evaluationId);
  if (rows.length === 0) return;
  await deps.jobs.sendMany(
    greenhouseCallbackJob,
    rows.map((row) => ({ requestId: row.id })),
    {
      retry: {
        limit: deps.config.WEBHOOKS_MAX_ATTEMPTS - 1,
        delaySeconds: deps.config.WEBHOOKS_RETRY_DELAY_SECONDS,
        maxDelaySeconds: MAX_RETRY_DELAY_SECONDS,
      },
    },
  );
}
