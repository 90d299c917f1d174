import path from 'node:path';
import { z } from 'zod';

const booleanString = z.enum(['true', 'false']).transform((v) => v === 'true');
/** An empty value (`AI_API_KEY=` in an env file) counts as unset. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('HireAssess <no-reply@hireassess.localhost>'),
  APP_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: booleanString.optional(),
  TRUST_PROXY: booleanString.default(false),
  /**
   * Password and single sign-on sign-in attempts allowed per client address per minute before 429: a coarse
   * guard sized for a campus lab or an office behind one address. Each account is locked after repeated
   * failures from any address (auth/account-limit.ts), which is what protects a password.
   */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  /**
   * Requests per client address per minute on each family of public entry routes (invitation links, join
   * links) and on Better Auth's other routes before 429: a coarse abuse guard. The limits that protect a
   * credential are keyed by it (lib/entry-limits.ts), so 500 people behind one address can enter together.
   */
  ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).default(2000),
  /**
   * Mails a company's actions may send in a day (invitations, reminders, decisions, notifications): beyond
   * it they are withheld. Each recipient also has a budget per kind (mail/mail-budget.ts).
   */
  MAIL_BUDGET_PER_COMPANY_PER_DAY: z.coerce.number().int().min(1).default(50_000),
  /** Public API (/api/v1) requests allowed per API key per minute before 429. */
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  /**
   * Open live-update streams (server-sent events) before 429, counted in each API process. A browser tab
   * holds one or two; the process's cap keeps its file descriptors and memory for everything else.
   */
  LIVE_EVENTS_MAX_PER_USER: z.coerce.number().int().min(1).default(10),
  LIVE_EVENTS_MAX_PER_COMPANY: z.coerce.number().int().min(1).default(1000),
  LIVE_EVENTS_MAX_PER_PROCESS: z.coerce.number().int().min(1).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Port of the Prometheus endpoint (`/metrics`); unset: no metrics server. Never the public PORT: the
   * metrics name routes, queues and counts no visitor should read (docs/operations/monitoring.md).
   */
  METRICS_PORT: unsetWhenEmpty(z.coerce.number().int().min(1).max(65535)),
  /** Address the metrics server listens on: loopback unless a scraper on another machine needs it. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  WEB_DIST: z.string().optional(),
  /** OpenAI-compatible endpoint, e.g. http://localhost:11434/v1 (Ollama); with AI_MODEL it enables AI items. */
  AI_BASE_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/ })),
  /** Sent as `Authorization: Bearer`; local servers usually need none. */
  AI_API_KEY: unsetWhenEmpty(z.string()),
  AI_MODEL: unsetWhenEmpty(z.string().trim().min(1)),
  /** Lets webhook URLs use http and reach private, loopback and link-local addresses (local development, tests). */
  WEBHOOKS_ALLOW_PRIVATE_URLS: booleanString.default(false),
  /** Attempts of one webhook delivery before it counts as failed (decision 008). */
  WEBHOOKS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** First retry delay of a webhook delivery; each further retry waits about twice as long (pg-boss backoff). */
  WEBHOOKS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /**
   * How long a job may stay active before pg-boss counts its worker as gone and retries it (default
   * pg-boss's 15 minutes); expiry is then checked this often too. The reliability tests set a few
   * seconds to see a killed worker's job retried; every job must finish well within it.
   */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).optional(),
  /** How often the worker looks for deadline reminders that are due (issue 18), in minutes. */
  REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  /**
   * DNS servers (comma-separated `ip` or `ip:port`) that SSO domain verification asks for TXT records;
   * unset uses the system resolver. Tests point it at a DNS server on loopback.
   */
  DNS_SERVERS: unsetWhenEmpty(z.string().trim().min(1)),
  /**
   * Origins of identity providers on a private network (comma-separated, wildcards allowed, e.g.
   * `https://idp.corp.example`): the SSO plugin refuses to fetch non-public addresses otherwise.
   */
  SSO_PRIVATE_IDP_ORIGINS: unsetWhenEmpty(z.string().trim().min(1)),
});

export type Env = z.infer<typeof ZEnv>;

const ZCheckedEnv = ZEnv.refine((env) => env.METRICS_PORT !== env.PORT, {
  path: ['METRICS_PORT'],
  message: 'METRICS_PORT must differ from PORT: metrics are never served on the public port',
});

export type AppConfig = Omit<Env, 'APP_URL' | 'DATA_DIR' | 'DNS_SERVERS' | 'SSO_PRIVATE_IDP_ORIGINS'> & {
  /** DNS_SERVERS split; empty: the system resolver. */
  dnsServers: string[];
  /** SSO_PRIVATE_IDP_ORIGINS split. */
  ssoPrivateIdpOrigins: string[];
  APP_URL: string;
  /** Absolute path. */
  DATA_DIR: string;
  /** Origins allowed to send cookies-bearing mutations. */
  trustedOrigins: string[];
  isProduction: boolean;
};

/**
 * Parses the environment once. Relative DATA_DIR is resolved against the directory the user ran npm
 * from (INIT_CWD), not the workspace npm switched into, so `.data` lands at the repository root.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZCheckedEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const base = source.INIT_CWD ?? process.cwd();
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const devServer = env.NODE_ENV === 'production' ? [] : ['http://localhost:5173'];
  const trustedOrigins = [
    ...new Set([
      new URL(appUrl).origin,
      `http://localhost:${env.PORT}`,
      `http://127.0.0.1:${env.PORT}`,
      ...devServer,
    ]),
  ];
  const { DNS_SERVERS, SSO_PRIVATE_IDP_ORIGINS, ...rest } = env;
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  return {
    ...rest,
    dnsServers: list(DNS_SERVERS),
    ssoPrivateIdpOrigins: list(SSO_PRIVATE_IDP_ORIGINS),
    APP_URL: appUrl,
    DATA_DIR: path.resolve(base, env.DATA_DIR),
    trustedOrigins,
    isProduction: env.NODE_ENV === 'production',
  };
}
