import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiItemCache } from '../../db/schema';

export type NewCachedItems = typeof aiItemCache.$inferInsert;

export const aiCacheRepository = {
  find(db: Database, keys: string[]) {
    if (keys.length === 0) return Promise.resolve([]);
    return db.select().from(aiItemCache).where(inArray(aiItemCache.cacheKey, keys));
  },

  /** The first generation of a slot wins: concurrent chunks of one upload then draw from the same items. */
  async save(db: Database, row: NewCachedItems) {
    await db.insert(aiItemCache).values(row).onConflictDoNothing();
  },
};
