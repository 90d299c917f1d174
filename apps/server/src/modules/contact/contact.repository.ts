import type { Database } from '../../db/client';
import { contactRequests } from '../../db/schema';

export const contactRepository = {
  async insert(db: Database, values: typeof contactRequests.$inferInsert) {
    const [row] = await db.insert(contactRequests).values(values).returning({ id: contactRequests.id });
    if (!row) throw new Error('contact request insert returned no row');
    return row;
  },
};
