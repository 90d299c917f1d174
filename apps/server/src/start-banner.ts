import type { AppContext } from './context';
import { DEMO, demoCredentialsActive } from './modules/demo/demo.service';

export type StartFacts = {
  mode: 'all' | 'api' | 'worker';
  readyMs: number;
  /** Whether this process answers HTTP (not a worker alone). */
  serving: boolean;
  embeddedDatabase: boolean;
};

/** The demo accounts that still sign in with the passwords README.md publishes. */
async function activeDemoAccounts(context: AppContext, embeddedDatabase: boolean) {
  const { config } = context;
  // Never looked for in a production external database unless the operator asked for the demo.
  if (!embeddedDatabase && config.isProduction && !config.SEED_DEMO) return [];
  const accounts = [
    { role: 'admin' as const, detail: `company ${DEMO.company.name}` },
    { role: 'candidate' as const, detail: 'assessment ready' },
  ];
  const active = await Promise.all(
    accounts.map(({ role }) => demoCredentialsActive(context, role).catch(() => false)),
  );
  return accounts
    .filter((_, index) => active[index])
    .map((account) => ({ ...account, ...DEMO[account.role] }));
}

/**
 * Tells the operator the process is ready: readable lines for a person in development, one JSON log line
 * in production. Never a password: the demo accounts' are in README.md.
 */
export async function announceStart(
  context: AppContext,
  facts: StartFacts,
  print: (text: string) => void = console.log,
): Promise<void> {
  const { config, logger } = context;
  const summary = `HireAssess ${facts.mode === 'all' ? 'API and worker' : facts.mode} ready in ${facts.readyMs} ms`;
  const appUrl = facts.serving ? config.APP_URL : undefined;
  const database = facts.embeddedDatabase ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'DATABASE_URL';
  const mail =
    context.mailTransport.kind === 'smtp' ? 'SMTP_URL' : 'outbox table (read it with `npm run mailbox`)';
  const demoAccounts = await activeDemoAccounts(context, facts.embeddedDatabase);

  if (config.isProduction) {
    logger.info({ mode: facts.mode, appUrl, database, mail }, summary);
    if (demoAccounts.length > 0) {
      logger.warn(
        { demoAccounts: demoAccounts.map((account) => account.email) },
        'demo accounts still sign in with the passwords published in README.md',
      );
    }
    return;
  }
  const lines = [
    summary,
    appUrl ? `  App:      ${appUrl}` : null,
    `  Database: ${database}`,
    `  Mail:     ${mail}`,
    ...demoAccounts.map(
      (account) => `  Demo ${account.role}: ${account.email} (${account.detail}; password in README.md)`,
    ),
  ];
  print(lines.filter(Boolean).join('\n'));
}
