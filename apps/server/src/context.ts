import type pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from './config/env';
import { createDatabase, type Database } from './db/client';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { resolveAuthSecret } from './lib/auth-secret';
import { type AiProvider, createAiProvider } from './modules/ai';
import { type Auth, createAuth } from './modules/auth/auth';
import { createMailTransport, type MailTransport } from './modules/mail/mail.transport';
import { createMailer, type Mailer } from './modules/mail/mailer';

/** Everything a request handler or a job needs; built once per process. */
export type AppContext = {
  config: AppConfig;
  databaseUrl: string;
  db: Database;
  pool: pg.Pool;
  jobs: JobQueue;
  mailer: Mailer;
  mailTransport: MailTransport;
  auth: Auth;
  logger: Logger;
  /** null when AI_BASE_URL / AI_MODEL are unset: every question then comes from the item bank. */
  ai: AiProvider | null;
};

export async function createContext(
  config: AppConfig,
  databaseUrl: string,
  logger: Logger,
): Promise<AppContext> {
  const { db, pool } = createDatabase(databaseUrl);
  const jobs = await createJobQueue(databaseUrl, (error) => logger.error({ err: error }, 'job queue error'), {
    expireSeconds: config.JOB_EXPIRE_SECONDS,
  });
  const mailer = createMailer(jobs);
  const secret = await resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
  const auth = createAuth({ config, db, mailer, secret });
  const mailTransport = createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db });
  const ai = createAiProvider(config);
  return { config, databaseUrl, db, pool, jobs, mailer, mailTransport, auth, logger, ai };
}

export async function closeContext(context: AppContext): Promise<void> {
  await context.jobs.stop();
  await context.pool.end();
}
