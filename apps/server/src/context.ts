import type pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import type { JobRunner } from './jobs/queue';
import type { MailTransport } from './mail/mail.transport';
import type { Mailer } from './mail/mailer';
import type { AiProvider } from './modules/ai';
import type { Auth } from './modules/auth/auth';

/**
 * Everything a request handler or a job needs; built once per process by the composition root
 * (compose.ts). Only types live here, so a domain that needs the context pulls in no other domain.
 */
export type AppContext = {
  config: AppConfig;
  databaseUrl: string;
  db: Database;
  pool: pg.Pool;
  jobs: JobRunner<AppContext>;
  mailer: Mailer;
  mailTransport: MailTransport;
  auth: Auth;
  logger: Logger;
  /** null when AI_BASE_URL / AI_MODEL are unset: every question then comes from the item bank. */
  ai: AiProvider | null;
};
