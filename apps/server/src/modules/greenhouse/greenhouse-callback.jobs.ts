import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { defineJob } from '../../jobs/define-job';
import { MAX_RETRY_DELAY_SECONDS } from '../webhooks/webhook.jobs';
import { greenhouseRepository as repo } from './greenhouse.repository';

export const ZGreenhouseCallbackPayload = z.object({
  requestId: z.uuid(),
  /**
   * A failed attempt after this is the last: reported as an error instead of retried. Absent in jobs queued
   * before it existed, which pg-boss's retry limit ends as before.
   */
  retryUntil: z.iso.datetime().optional(),
});
export type TGreenhouseCallbackPayload = z.infer<typeof ZGreenhouseCallbackPayload>;

/**
 * How long a completion PATCH is retried. Greenhouse deprecated polling test_status on 1 October 2019:
 * the PATCH is the only way it learns that a test is complete, so an outage on its side (or on the way
 * to it) over a weekend must not lose the result.
 */
export const CALLBACK_RETRY_WINDOW_SECONDS = 3 * 24 * 60 * 60;

/**
 * pg-boss's retries with backoff: the nth wait is drawn between delay·2^n and twice that, at most an hour.
 * There are enough of them that the shortest draws outlast the window by an hour (room for the clocks of
 * this process and of the database to differ), so an attempt after `retryUntil` is always made and the
 * handler, not pg-boss, decides when to give up.
 */
export function callbackRetryPolicy(delaySeconds: number) {
  let limit = 0;
  for (let waited = 0; waited < CALLBACK_RETRY_WINDOW_SECONDS + MAX_RETRY_DELAY_SECONDS; limit++) {
    waited += Math.min(delaySeconds * 2 ** Math.min(limit, 15), MAX_RETRY_DELAY_SECONDS);
  }
  return { limit, delaySeconds, maxDelaySeconds: MAX_RETRY_DELAY_SECONDS };
}

/**
 * One PATCH to the callback URL Greenhouse gave with send_test ("Mark Test as Completed"). A failed
 * attempt throws, so pg-boss retries it (callbackRetryPolicy) until `retryUntil`.
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
  const retryUntil = new Date(Date.now() + CALLBACK_RETRY_WINDOW_SECONDS * 1000).toISOString();
  await deps.jobs.sendMany(
    greenhouseCallbackJob,
    rows.map((row) => ({ requestId: row.id, retryUntil })),
    { retry: callbackRetryPolicy(deps.config.WEBHOOKS_RETRY_DELAY_SECONDS) },
  );
}
