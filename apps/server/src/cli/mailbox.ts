import { outboxRepository } from '../mail/outbox.repository';
import { readOptions, runTool } from './command-line';
import { runWithContext } from './run-with-context';

const USAGE = 'Usage: npm run mailbox -- [--limit N] [--json]';
const DEFAULT_LIMIT = 100;

const HELP = `${USAGE}

Prints the emails in the app's outbox, newest first. Without SMTP_URL the app keeps every email it
sends there (invitations, password resets, reminders) instead of sending it.

Options:
  --limit N   how many emails to print, newest first (default ${DEFAULT_LIMIT})
  --json      print a JSON array of { to, subject, text, html, createdAt }
  -h, --help  print this help

Examples:
  npm run mailbox
  npm run mailbox -- --limit 5
  npm run -s mailbox -- --json --limit 1000 > outbox.json`;

await runTool({
  help: HELP,
  read(args) {
    const values = readOptions(
      args,
      {
        limit: { type: 'string', default: String(DEFAULT_LIMIT) },
        json: { type: 'boolean', default: false },
      },
      USAGE,
    );
    const limit = Number(values.limit);
    if (!/^\d+$/.test(values.limit) || limit < 1 || !Number.isSafeInteger(limit)) {
      throw new Error(`--limit must be a whole number from 1, not "${values.limit}".`);
    }
    return { limit, json: values.json };
  },
  run: ({ limit, json }) =>
    runWithContext(async (context) => {
      const messages = await outboxRepository.listNewestFirst(context.db, limit);
      if (json) {
        console.log(
          JSON.stringify(
            messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
            null,
            2,
          ),
        );
        return;
      }
      if (messages.length === 0) {
        console.log('The outbox is empty.');
        return;
      }
      for (const m of messages) {
        console.log(`─── ${m.createdAt.toISOString()}  to ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n`);
      }
    }),
});
