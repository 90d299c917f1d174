import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assessments, formSections, items, sections, testLibrary } from '../../db/schema';
import type { NewItemRow } from '../items/item-rows';
import { CUSTOM_SUB_CATEGORY } from './custom-test-kind';
import type { DraftColumns } from './item-drafts';

// Qualified by hand: drizzle leaves a single-table select's columns unqualified, which here would bind to
// the subquery's own items.id.
const activeItemCount = sql<number>`(
  SELECT count(*)::int FROM ${items} AS active_item
  WHERE active_item.test_id = "test_library"."id" AND active_item.status = 'active'
)`;

const summaryColumns = {
  id: testLibrary.id,
  name: testLibrary.name,
  description: testLibrary.description,
  category: testLibrary.category,
  durationMinutes: testLibrary.durationMinutes,
  questionSeconds: testLibrary.questionSeconds,
  drawCount: testLibrary.drawCount,
  shuffleOptions: testLibrary.shuffleOptions,
  itemCount: activeItemCount,
  questionCount: testLibrary.questionCount,
  isActive: testLibrary.isActive,
  updatedAt: testLibrary.updatedAt,
};
export type TestRow = {
  id: string;
  name: string;
  description: string;
  category: string;
  durationMinutes: number;
  questionSeconds: number | null;
  drawCount: number | null;
  shuffleOptions: boolean;
  itemCount: number;
  questionCount: number;
  isActive: boolean;
  updatedAt: Date;
};

const ownTest = (companyId: string, testId: string) =>
  and(eq(testLibrary.companyId, companyId), eq(testLibrary.id, testId));

export type TestValues = Pick<
  typeof testLibrary.$inferInsert,
  'name' | 'description' | 'category' | 'durationMinutes' | 'questionSeconds' | 'drawCount' | 'shuffleOptions'
>;

/** PostgreSQL's unique_violation, anywhere in the error's cause chain (drizzle wraps the driver's). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export const customTestsRepository = {
  list(db: Executor, companyId: string): Promise<TestRow[]> {
    return db
      .select(summaryColumns)
      .from(testLibrary)
      .where(eq(testLibrary.companyId, companyId))
      .orderBy(desc(testLibrary.createdAt), asc(testLibrary.name));
  },

  async names(db: Executor, companyId: string): Promise<string[]> {
    const rows = await db
      .select({ name: testLibrary.name })
      .from(testLibrary)
      .where(eq(testLibrary.companyId, companyId));
    return rows.map((row) => row.name);
  },

  async find(db: Executor, companyId: string, testId: string): Promise<TestRow | null> {
    const [row] = await db.select(summaryColumns).from(testLibrary).where(ownTest(companyId, testId));
    return row ?? null;
  },

  /**
   * The company's test, its row locked until the transaction ends: edits of one test's items run one at
   * a time, so positions, the item limit and the question count stay consistent. Null for another's.
   */
  async lock(tx: Executor, companyId: string, testId: string) {
    const [row] = await tx
      .select({ id: testLibrary.id })
      .from(testLibrary)
      .where(ownTest(companyId, testId))
      .for('update');
    return row ?? null;
  },

  async insert(
    tx: Executor,
    values: TestValues & { companyId: string; createdBy: string; questionCount: number },
  ): Promise<string> {
    const [row] = await tx
      .insert(testLibrary)
      .values({ ...values, subCategory: CUSTOM_SUB_CATEGORY })
      .returning({ id: testLibrary.id });
    if (!row) throw new Error('test insert returned no row');
    return row.id;
  },

  update(tx: Executor, companyId: string, testId: string, values: TestValues) {
    return tx
      .update(testLibrary)
      .set({ ...values, updatedAt: new Date() })
      .where(ownTest(companyId, testId));
  },

  /**
   * question_count is what one candidate gets: drawCount of the active items, or all of them (never
   * more than there are). Recomputed after every change of items or settings, in the same transaction.
   */
  refreshCounts(tx: Executor, testId: string) {
    return tx
      .update(testLibrary)
      .set({
        questionCount: sql`least(coalesce(${testLibrary.drawCount}, ${activeItemCount}), ${activeItemCount})`,
        updatedAt: new Date(),
      })
      .where(eq(testLibrary.id, testId));
  },

  /** Whether an assessment of the company selected the test, or a candidate's form has a section of it. */
  async isUsed(db: Executor, companyId: string, testId: string): Promise<boolean> {
    const result = await db.execute<{ used: boolean }>(sql`
      SELECT exists (
               SELECT 1 FROM ${assessments}
               WHERE ${assessments.companyId} = ${companyId}
                 AND ${assessments.selectedTests} @> ${JSON.stringify([{ id: testId }])}::jsonb
             )
          OR exists (SELECT 1 FROM ${sections} WHERE ${sections.testId} = ${testId}) AS used`);
    return result.rows[0]?.used === true;
  },

  archive(tx: Executor, companyId: string, testId: string) {
    return tx
      .update(testLibrary)
      .set({ isActive: false, updatedAt: new Date() })
      .where(ownTest(companyId, testId));
  },

  /** Back in the company's test library, for new assessments. */
  restore(tx: Executor, companyId: string, testId: string) {
    return tx
      .update(testLibrary)
      .set({ isActive: true, updatedAt: new Date() })
      .where(ownTest(companyId, testId));
  },

  /** Its items go with it (items.test_id cascades). */
  remove(tx: Executor, companyId: string, testId: string) {
    return tx.delete(testLibrary).where(ownTest(companyId, testId));
  },

  /** The active versions in position order. */
  activeItems(db: Executor, testId: string) {
    return db
      .select()
      .from(items)
      .where(and(eq(items.testId, testId), eq(items.status, 'active')))
      .orderBy(asc(items.position), asc(items.itemKey));
  },

  /** Which of these item versions a candidate's form uses: they are no longer edited in place. */
  async usedItemIds(db: Executor, itemIds: string[]): Promise<Set<string>> {
    if (itemIds.length === 0) return new Set();
    const ids = sql`${sql.param(itemIds)}::uuid[]`;
    // Only the forms of the items' tests' sections (form_sections_section_idx), not every form.
    const result = await db.execute<{ item_id: string }>(sql`
      SELECT DISTINCT used.item_id
      FROM ${formSections}, unnest(${formSections.itemIds}) AS used(item_id)
      WHERE ${formSections.sectionId} IN (
          SELECT ${sections.id} FROM ${sections}
          WHERE ${sections.testId} IN (SELECT ${items.testId} FROM ${items} WHERE ${items.id} = any(${ids})))
        AND ${formSections.itemIds} && ${ids} AND used.item_id = any(${ids})`);
    return new Set(result.rows.map((row) => row.item_id));
  },

  /**
   * The item's active version, locked FOR UPDATE until the transaction ends: two edits of one item run one
   * after the other, and a form writer that reads the items it draws FOR KEY SHARE waits for the edit (or
   * the edit for it), so the in-use check that follows sees every committed form using the version.
   */
  async lockActiveItem(tx: Executor, testId: string, itemKey: string) {
    const [row] = await tx
      .select()
      .from(items)
      .where(and(eq(items.testId, testId), eq(items.itemKey, itemKey), eq(items.status, 'active')))
      .for('update');
    return row ?? null;
  },

  async activeCount(tx: Executor, testId: string): Promise<{ count: number; nextPosition: number }> {
    const [row] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        nextPosition: sql<number>`coalesce(max(${items.position}) + 1, 0)::int`,
      })
      .from(items)
      .where(and(eq(items.testId, testId), eq(items.status, 'active')));
    return row ?? { count: 0, nextPosition: 0 };
  },

  /** One multi-row insert; returns the rows in the order given. */
  insertItems(tx: Executor, rows: NewItemRow[]) {
    if (rows.length === 0) return Promise.resolve([]);
    return tx.insert(items).values(rows).returning();
  },

  async updateItem(tx: Executor, itemId: string, columns: DraftColumns) {
    const [row] = await tx.update(items).set(columns).where(eq(items.id, itemId)).returning();
    if (!row) throw new Error('item update returned no row');
    return row;
  },

  retireItem(tx: Executor, itemId: string) {
    return tx.update(items).set({ status: 'retired' }).where(eq(items.id, itemId));
  },

  deleteItem(tx: Executor, itemId: string) {
    return tx.delete(items).where(eq(items.id, itemId));
  },

  /** The active items' positions in the given order (0, 1, 2, …), in one statement. */
  setOrder(tx: Executor, testId: string, itemKeys: string[]) {
    return tx.execute(sql`
      UPDATE ${items} SET position = o.position - 1
      FROM unnest(${sql.param(itemKeys)}::text[]) WITH ORDINALITY AS o(item_key, position)
      WHERE ${items.testId} = ${testId} AND ${items.status} = 'active' AND ${items.itemKey} = o.item_key`);
  },
};
