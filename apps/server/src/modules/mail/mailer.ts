import type { JobQueue } from '../../jobs/queue';
import { sendMailJob } from './mail.jobs';
import type { MailMessage } from './mail.templates';

export type Mailer = { send: (message: MailMessage) => Promise<void> };

/** Mail leaves through a job, so a slow or failing SMTP server never blocks a request and is retried. */
export const createMailer = (jobs: Pick<JobQueue, 'send'>): Mailer => ({
  send: (message) => jobs.send(sendMailJob, message),
});
