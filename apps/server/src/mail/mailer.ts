import type { Database, Executor } from '../db/client';
import type { JobQueue } from '../jobs/queue';
import { sendMailJob } from './mail.jobs';
import { applyMailBudgets, type WithheldMail } from './mail-budget';
import type { MailMessage } from './mail-message';

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  /**
   * One job per message (each retried on its own), enqueued in a single statement; given `db`, a
   * transaction, the mails are queued only if it commits. Messages over their budget (mail-budget.ts)
   * are not queued: they are answered as `withheld`, for the caller to say so.
   */
  sendMany: (messages: MailMessage[], options?: { db?: Executor }) => Promise<{ withheld: WithheldMail[] }>;
};

/** Mail leaves through a job, so a slow or failing SMTP server never blocks a request and is retried. */
export function createMailer(jobs: JobQueue, db: Database, budgetPerCompanyPerDay: number): Mailer {
  const sendMany: Mailer['sendMany'] = async (messages, options = {}) => {
    const { allowed, withheld } = await applyMailBudgets(options.db ?? db, messages, budgetPerCompanyPerDay);
    await jobs.sendMany(sendMailJob, allowed, options);
    return { withheld };
  };
  return { send: async (message) => void (await sendMany([message])), sendMany };
}
