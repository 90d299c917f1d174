import { randomInt } from 'node:crypto';
import {
  CUSTOM_TEST_CATEGORIES,
  CUSTOM_TEST_MAX_ITEMS,
  type TCustomItem,
  type TCustomTest,
  type TCustomTestPreview,
  type TCustomTestRemoval,
  type TCustomTestSettings,
  type TCustomTestSummary,
  type TItemDraft,
} from '@app/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import type { ItemRecord, NewItemRow } from '../items/item-rows';
import {
  isUniqueViolation,
  customTestsRepository as repository,
  type TestRow,
} from './custom-tests.repository';
import { columnsToDraft, type DraftColumns, draftToColumns } from './item-drafts';
import { previewForm } from './preview';

type Category = (typeof CUSTOM_TEST_CATEGORIES)[number];
const asCategory = (category: string): Category =>
  (CUSTOM_TEST_CATEGORIES as readonly string[]).includes(category) ? (category as Category) : 'skills';
/** Every custom test is written with its time per question; this only reads a row edited by hand. */
const DEFAULT_QUESTION_SECONDS = 60;
const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A new item's stable key: 'q-' and 10 random base-36 characters. */
export function newItemKey(): string {
  return `q-${Array.from({ length: 10 }, () => BASE36[randomInt(36)]).join('')}`;
}

export const testNotFound = () => notFound('Test');
const itemNotFound = () => notFound('Question');
const tooManyItems = () =>
  new AppError(
    'VALIDATION_ERROR',
    `A test holds at most ${CUSTOM_TEST_MAX_ITEMS} questions. Remove some, or put the rest in another test.`,
  );

function toSummary(row: TestRow): TCustomTestSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: asCategory(row.category),
    durationMinutes: row.durationMinutes,
    questionSeconds: row.questionSeconds ?? DEFAULT_QUESTION_SECONDS,
    drawCount: row.drawCount,
    shuffleOptions: row.shuffleOptions,
    itemCount: row.itemCount,
    questionCount: row.questionCount,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toItem = (row: ItemRecord, inUse: boolean): TCustomItem => ({
  itemKey: row.itemKey,
  version: row.version,
  position: row.position,
  inUse,
  draft: columnsToDraft(row),
});

const settingsColumns = (settings: TCustomTestSettings) => ({
  name: settings.name,
  description: settings.description,
  category: settings.category,
  durationMinutes: settings.durationMinutes,
  questionSeconds: settings.questionSeconds,
  drawCount: settings.drawCount,
  shuffleOptions: settings.shuffleOptions,
});

/** Saving a question unchanged is not an edit: no new version for the forms to tell apart. */
const sameColumns = (row: ItemRecord, columns: DraftColumns) =>
  (Object.keys(columns) as (keyof DraftColumns)[]).every(
    (key) => JSON.stringify(row[key]) === JSON.stringify(columns[key]),
  );

/** A company's new item rows (version 1), from `nextPosition` on in the order given. */
export function newItemRows(
  at: { testId: string; companyId: string; author: string; nextPosition: number },
  drafts: TItemDraft[],
): NewItemRow[] {
  return drafts.map((draft, i) => ({
    testId: at.testId,
    companyId: at.companyId,
    itemKey: newItemKey(),
    version: 1,
    position: at.nextPosition + i,
    source: 'custom',
    author: at.author,
    ...draftToColumns(draft),
  }));
}

/** A name the company has a test of already: the unique index says so, also when two requests race. */
export async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(`Your company already has a test named "${name}". Choose another name.`);
    }
    throw error;
  }
}

/** The company's test locked for an edit (404 for another company's), then its question count refreshed. */
function editTest<T>(
  db: Database,
  companyId: string,
  testId: string,
  edit: (tx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await repository.lock(tx, companyId, testId))) throw testNotFound();
    const result = await edit(tx);
    await repository.refreshCounts(tx, testId);
    return result;
  });
}

export const customTestsService = {
  async list(db: Database, actor: Actor): Promise<{ items: TCustomTestSummary[] }> {
    const rows = await repository.list(db, companyOf(actor));
    return { items: rows.map(toSummary) };
  },

  async get(db: Executor, actor: Actor, testId: string): Promise<TCustomTest> {
    const test = await repository.find(db, companyOf(actor), testId);
    if (!test) throw testNotFound();
    const rows = await repository.activeItems(db, testId);
    const used = await repository.usedItemIds(
      db,
      rows.map((row) => row.id),
    );
    return { ...toSummary(test), items: rows.map((row) => toItem(row, used.has(row.id))) };
  },

  async create(db: Database, actor: Actor, settings: TCustomTestSettings): Promise<TCustomTest> {
    const id = await withUniqueName(settings.name, () =>
      repository.insert(db, {
        ...settingsColumns(settings),
        companyId: companyOf(actor),
        createdBy: actor.session.user.id,
        questionCount: 0,
      }),
    );
    return this.get(db, actor, id);
  },

  async update(db: Database, actor: Actor, testId: string, settings: TCustomTestSettings) {
    const companyId = companyOf(actor);
    await withUniqueName(settings.name, () =>
      editTest(db, companyId, testId, (tx) =>
        repository.update(tx, companyId, testId, settingsColumns(settings)),
      ),
    );
    return this.get(db, actor, testId);
  },

  /**
   * A test that assessments chose or candidates' forms use is archived (kept for them, gone from the
   * library); any other is deleted with its items.
   */
  async remove(db: Database, actor: Actor, testId: string): Promise<TCustomTestRemoval> {
    const companyId = companyOf(actor);
    return db.transaction(async (tx) => {
      if (!(await repository.lock(tx, companyId, testId))) throw testNotFound();
      if (await repository.isUsed(tx, companyId, testId)) {
        await repository.archive(tx, companyId, testId);
        return { outcome: 'archived' as const };
      }
      await repository.remove(tx, companyId, testId);
      return { outcome: 'deleted' as const };
    });
  },

  /** An archived test back among the company's tests, editable and selectable again. */
  async restore(db: Database, actor: Actor, testId: string) {
    const companyId = companyOf(actor);
    await db.transaction(async (tx) => {
      if (!(await repository.lock(tx, companyId, testId))) throw testNotFound();
      await repository.restore(tx, companyId, testId);
    });
    return this.get(db, actor, testId);
  },

  async addItem(db: Database, actor: Actor, testId: string, draft: TItemDraft): Promise<TCustomItem> {
    const companyId = companyOf(actor);
    const row = await editTest(db, companyId, testId, async (tx) => {
      const { count, nextPosition } = await repository.activeCount(tx, testId);
      if (count + 1 > CUSTOM_TEST_MAX_ITEMS) throw tooManyItems();
      const [inserted] = await repository.insertItems(
        tx,
        newItemRows({ testId, companyId, author: actor.session.user.id, nextPosition }, [draft]),
      );
      if (!inserted) throw new Error('item insert returned no row');
      return inserted;
    });
    return toItem(row, false);
  },

  /**
   * A version no form uses is edited in place. One a form uses never changes (the candidate's answers
   * and report refer to it): the edit becomes the next version, at the same position, and the old one
   * is retired.
   */
  async editItem(
    db: Database,
    actor: Actor,
    testId: string,
    itemKey: string,
    draft: TItemDraft,
  ): Promise<TCustomItem> {
    const companyId = companyOf(actor);
    return editTest(db, companyId, testId, async (tx) => {
      const current = await repository.lockActiveItem(tx, testId, itemKey);
      if (!current) throw itemNotFound();
      const inUse = (await repository.usedItemIds(tx, [current.id])).size > 0;
      const columns = draftToColumns(draft);
      if (sameColumns(current, columns)) return toItem(current, inUse);
      if (!inUse) return toItem(await repository.updateItem(tx, current.id, columns), false);
      await repository.retireItem(tx, current.id);
      const [next] = await repository.insertItems(tx, [
        {
          testId,
          companyId,
          itemKey,
          version: current.version + 1,
          position: current.position,
          source: 'custom',
          author: actor.session.user.id,
          ...columns,
        },
      ]);
      if (!next) throw new Error('item insert returned no row');
      return toItem(next, false);
    });
  },

  /** Retired when a form uses it (the form keeps showing it), deleted otherwise. */
  async removeItem(db: Database, actor: Actor, testId: string, itemKey: string): Promise<void> {
    await editTest(db, companyOf(actor), testId, async (tx) => {
      const current = await repository.lockActiveItem(tx, testId, itemKey);
      if (!current) throw itemNotFound();
      if ((await repository.usedItemIds(tx, [current.id])).size > 0)
        await repository.retireItem(tx, current.id);
      else await repository.deleteItem(tx, current.id);
    });
  },

  /** The new order names every active item exactly once; positions change, versions do not. */
  async reorder(db: Database, actor: Actor, testId: string, itemKeys: string[]): Promise<TCustomTest> {
    const companyId = companyOf(actor);
    await editTest(db, companyId, testId, async (tx) => {
      const active = new Set((await repository.activeItems(tx, testId)).map((row) => row.itemKey));
      const given = new Set(itemKeys);
      const missing = [...active].filter((key) => !given.has(key));
      const unknown = [...given].filter((key) => !active.has(key));
      if (given.size !== itemKeys.length || missing.length > 0 || unknown.length > 0) {
        throw new AppError(
          'VALIDATION_ERROR',
          'The order must name every question of the test exactly once. Reload the test and try again.',
          { missing, unknown, repeated: itemKeys.length - given.size },
        );
      }
      await repository.setOrder(tx, testId, itemKeys);
    });
    return this.get(db, actor, testId);
  },

  /** One candidate's form of the test, drawn afresh on every call. */
  async preview(db: Database, actor: Actor, testId: string): Promise<TCustomTestPreview> {
    const test = await repository.find(db, companyOf(actor), testId);
    if (!test) throw testNotFound();
    const rows = await repository.activeItems(db, testId);
    return previewForm(
      rows,
      {
        drawCount: test.drawCount,
        shuffleOptions: test.shuffleOptions,
        questionSeconds: test.questionSeconds ?? DEFAULT_QUESTION_SECONDS,
      },
      Math.random,
    );
  },
};
