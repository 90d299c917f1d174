import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { companyRetiredItems, items, passages, testLibrary } from '../../db/schema';
import type { NewItemRow, NewPassageRow } from './item-rows';

export const itemsRepository = {
  /** The test's drawable items (active versions) in position order, with their passages' keys. */
  activeItems(db: Database, testId: string) {
    return db
      .select({ item: items, passageKey: passages.passageKey })
      .from(items)
      .leftJoin(passages, eq(passages.id, items.passageId))
      .where(and(eq(items.testId, testId), eq(items.status, 'active'), sql`${items.source} <> 'ai'`))
      .orderBy(asc(items.position), asc(items.itemKey));
  },

  /** The item versions of the test that the company retired from its bank (issue 20). */
  retiredFor(db: Database, companyId: string, testId: string) {
    return db
      .select({ id: items.id, itemKey: items.itemKey, version: items.version })
      .from(companyRetiredItems)
      .innerJoin(items, eq(items.id, companyRetiredItems.itemId))
      .where(and(eq(companyRetiredItems.companyId, companyId), eq(items.testId, testId)));
  },

  /** The library's stored versions of a test, with their passages' keys. */
  libraryItems(db: Executor, testId: string) {
    return db
      .select({ record: items, passageKey: passages.passageKey })
      .from(items)
      .leftJoin(passages, eq(passages.id, items.passageId))
      .where(and(eq(items.testId, testId), eq(items.source, 'library')));
  },

  /** In key order, which is the data file's order: the seeded draw of passages depends on it. */
  passagesOf(db: Executor, testId: string) {
    return db
      .select()
      .from(passages)
      .where(eq(passages.testId, testId))
      .orderBy(asc(passages.passageKey), asc(passages.version));
  },

  /** The custom-test settings a form is drawn with (null for a library test). */
  async customSettings(db: Database, testId: string) {
    const [row] = await db
      .select({
        companyId: testLibrary.companyId,
        questionSeconds: testLibrary.questionSeconds,
        drawCount: testLibrary.drawCount,
        shuffleOptions: testLibrary.shuffleOptions,
      })
      .from(testLibrary)
      .where(eq(testLibrary.id, testId));
    return row?.companyId ? row : null;
  },

  /** Inserts the versions not stored yet; returns the row ids of every given (key, version). */
  async ensureItems(db: Executor, rows: NewItemRow[]) {
    if (rows.length === 0) return new Map<string, string>();
    await db.insert(items).values(rows).onConflictDoNothing();
    const testIds = [...new Set(rows.map((r) => r.testId))];
    const keys = [...new Set(rows.map((r) => r.itemKey))];
    const stored = await db
      .select({ id: items.id, testId: items.testId, itemKey: items.itemKey, version: items.version })
      .from(items)
      .where(and(inArray(items.testId, testIds), inArray(items.itemKey, keys)));
    return new Map(stored.map((r) => [`${r.testId}|${r.itemKey}|${r.version}`, r.id]));
  },

  async ensurePassages(db: Executor, rows: NewPassageRow[]) {
    if (rows.length > 0) await db.insert(passages).values(rows).onConflictDoNothing();
  },

  /** Retires the library versions the data files no longer hold (a newer version replaced them). */
  retireLibraryVersionsExcept(db: Executor, testId: string, current: { itemKey: string; version: number }[]) {
    const keep = current.map((c) => `${c.itemKey}|${c.version}`);
    return db
      .update(items)
      .set({ status: 'retired' })
      .where(
        and(
          eq(items.testId, testId),
          eq(items.source, 'library'),
          eq(items.status, 'active'),
          sql`${items.itemKey} || '|' || ${items.version} <> all(${sql.param(keep)}::text[])`,
        ),
      );
  },
};
