import type { JobExecutor, JobQueue } from '../../jobs/queue';
import { sendMailJob } from './mail.jobs';
import type { MailMessage } from './mail.templates';

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /**
   * One job per message (each retried on its own), enqueued in a single statement; given `db`, a
   * transaction, the mails are queued only if it commits.
   */
  sendMany: (messages: MailMessage[], options?: { db?: JobExecutor }) => Promise<void>;
};

/** Mail leaves through a job, so a slow or failing SMTP server never blocks a request and is retried. */
export const createMailer = (jobs: Pick<JobQueue, 'send' | 'sendMany'>): Mailer => ({
  send: (message) => jobs.send(sendMailJob, message),
  sendMany: (messages, options) => jobs.sendMany(sendMailJob, messages, options),
});
