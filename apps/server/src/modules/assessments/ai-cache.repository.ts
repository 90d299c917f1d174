import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiItemCache } from '../../db/schema';
import type { BankItem } from '../items/library/item-schema';

export type NewCachedItems = typeof aiItemCache.$inferInsert & { items: BankItem[] };

export const aiCacheRepository = {
  find(db: Database, keys: string[]) {
    if (keys.length === 0) return Promise.resolve([]);
    // Only save() writes the table, with items that passed ZBankItem.
    return db.select().from(aiItemCache).where(inArray(aiItemCache.cacheKey, keys)) as Promise<
      (typeof aiItemCache.$inferSelect & { items: BankItem[] })[]
    >;
  },

  /** The first generation of a slot wins: concurrent chunks of one upload then draw from the same items. */
  async save(db: Database, row: NewCachedItems) {
    await db.insert(aiItemCache).values(row).onConflictDoNothing();
  },
};
