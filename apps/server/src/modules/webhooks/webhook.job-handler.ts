import type { AppContext } from '../../context';
import { handleJob } from '../../jobs/define-job';
import { webhookDeliverJob } from './webhook.jobs';
import { attemptDelivery } from './webhook-delivery';

export const webhookDeliverJobHandler = handleJob(
  webhookDeliverJob,
  async (payloads, context: AppContext) => {
    for (const { deliveryId } of payloads) {
      const result = await attemptDelivery(context, deliveryId);
      if (result?.retry) {
        throw new Error(
          `Webhook delivery ${deliveryId} failed: ${result.delivery.lastError ?? 'unknown error'}`,
        );
      }
    }
  },
);
