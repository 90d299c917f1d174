import type { Executor } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { sendMailJob } from './mail.jobs';
import type { MailMessage } from './mail-message';

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /**
   * One job per message (each retried on its own), enqueued in a single statement; given `db`, a
   * transaction, the mails are queued only if it commits.
   */
  sendMany: (messages: MailMessage[], options?: { db?: Executor }) => Promise<void>;
};

/** Mail leaves through a job, so a slow or failing SMTP server never blocks a request and is retried. */
export const createMailer = (jobs: JobQueue): Mailer => ({
  send: (message) => jobs.send(sendMailJob, message),
  sendMany: (messages, options) => jobs.sendMany(sendMailJob, messages, options),
});
