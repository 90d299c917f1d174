import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

export const ZMailMessage = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
});

export const sendMailJob = defineJob({
  name: 'mail.send',
  schema: ZMailMessage,
  // One message per job: a batch that fails is retried whole, which would resend the messages already
  // delivered. Throughput comes from concurrent workers instead.
  batchSize: 1,
  concurrency: 4,
  retryLimit: 6,
  async handle(messages, context) {
    for (const message of messages) await context.mailTransport.deliver(message);
  },
});
