import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { defineJob } from '../../jobs/define-job';

/** pg-boss's retryDelayMax: no wait between two attempts is longer than an hour. */
export const MAX_RETRY_DELAY_SECONDS = 60 * 60;

export const ZWebhookDeliverPayload = z.object({ deliveryId: z.uuid() });

/**
 * One attempt of one webhook delivery (decision 008). A failed attempt throws, so pg-boss retries it
 * with exponential backoff; the last one is recorded as failed instead and counts against the endpoint.
 */
export const webhookDeliverJob = defineJob({
  name: 'webhook.deliver',
  schema: ZWebhookDeliverPayload,
  batchSize: 1,
  concurrency: 2,
  retryLimit: 7,
});

/** Queues deliveries with the configured retry policy; given a transaction, only if it commits. */
export async function queueDeliveries(
  db: Executor,
  deps: Pick<AppContext, 'jobs' | 'config'>,
  deliveryIds: string[],
) {
  await deps.jobs.sendMany(
    webhookDeliverJob,
    deliveryIds.map((deliveryId) => ({ deliveryId })),
    {
      db,
      retry: {
        limit: deps.config.WEBHOOKS_MAX_ATTEMPTS - 1,
        delaySeconds: deps.config.WEBHOOKS_RETRY_DELAY_SECONDS,
        maxDelaySeconds: MAX_RETRY_DELAY_SECONDS,
      },
    },
  );
}
