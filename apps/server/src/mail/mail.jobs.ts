import { z } from 'zod';
import { defineJob, handleJob } from '../jobs/define-job';
import type { MailTransport } from './mail.transport';

export const ZMailMessage = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  candidateId: z.uuid().optional(),
});

export const sendMailJob = defineJob({
  name: 'mail.send',
  schema: ZMailMessage,
  // One message per job: a batch that fails is retried whole, which would resend the messages already
  // delivered. Throughput comes from concurrent workers instead.
  batchSize: 1,
  concurrency: 4,
  retryLimit: 6,
});

/** Delivers through the process's transport (SMTP, or the outbox table). */
export const sendMailJobHandler = handleJob(
  sendMailJob,
  async (messages, context: { mailTransport: MailTransport }) => {
    for (const message of messages) await context.mailTransport.deliver(message);
  },
);
