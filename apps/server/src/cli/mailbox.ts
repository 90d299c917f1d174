import { parseArgs } from 'node:util';
import { outboxRepository } from '../mail/outbox.repository';
import { fail, runWithContext } from './run-with-context';

const { values } = parseArgs({
  options: { json: { type: 'boolean', default: false }, limit: { type: 'string' } },
});
const limit = values.limit ? Number.parseInt(values.limit, 10) : 100;
if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a positive integer');

await runWithContext(async (context) => {
  const messages = await outboxRepository.listNewestFirst(context.db, limit);
  if (values.json) {
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
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
