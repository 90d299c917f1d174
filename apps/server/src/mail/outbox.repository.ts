import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { MailMessage } from './mail-message';

export const outboxRepository = {
  async insert(db: Database, message: MailMessage) {
    await db.insert(outbox).values(message);
  },
  async listNewestFirst(db: Database, limit = 100) {
    return db
      .select({
        to: outbox.to,
        subject: outbox.subject,
        text: outbox.text,
        html: outbox.html,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .orderBy(desc(outbox.createdAt))
      .limit(limit);
  },
};
