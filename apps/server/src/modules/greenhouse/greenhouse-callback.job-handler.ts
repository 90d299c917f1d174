import type { AppContext } from '../../context';
import { handleJob } from '../../jobs/define-job';
import { sendGreenhouseCallback } from './greenhouse-callback';
import { greenhouseCallbackJob } from './greenhouse-callback.jobs';

export const greenhouseCallbackJobHandler = handleJob(
  greenhouseCallbackJob,
  async (payloads, context: AppContext) => {
    for (const payload of payloads) await sendGreenhouseCallback(context, payload);
  },
);
