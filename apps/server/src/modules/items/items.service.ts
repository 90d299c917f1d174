import type { Database } from '../../db/client';
import { bankItemToRow, changedWithoutNewVersion, passageToRow, rowToBankItem } from './item-rows';
import { itemsRepository } from './items.repository';
import { ITEM_BANKS } from './library';
import type { BankItem, TestBank } from './library/item-schema';

const rowKey = (testId: string, itemKey: string, version: number) => `${testId}|${itemKey}|${version}`;

/**
 * Makes the `items` table hold every item version of the library's data files (decision 016): new
 * versions are added, versions the files no longer hold are retired (old forms keep them). Idempotent;
 * runs at every start after the migrations, so a changed data file takes effect with the release.
 */
export async function syncLibrary(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const bank of ITEM_BANKS.values()) {
      await itemsRepository.ensurePassages(
        tx,
        (bank.passages ?? []).map((p) => passageToRow(p, bank.testId)),
      );
      const passageIds = new Map(
        (await itemsRepository.passagesOf(tx, bank.testId)).map((p) => [
          `${p.passageKey}|${p.version}`,
          p.id,
        ]),
      );
      const versionOf = new Map((bank.passages ?? []).map((p) => [p.id, p.version]));
      await itemsRepository.ensureItems(
        tx,
        bank.items.map((item, position) => {
          const passageKey = 'passageId' in item ? item.passageId : undefined;
          const passageRowId = passageKey
            ? passageIds.get(`${passageKey}|${versionOf.get(passageKey)}`)
            : undefined;
          return bankItemToRow(item, { testId: bank.testId, position, source: 'library', passageRowId });
        }),
      );
      const changed = changedWithoutNewVersion(
        bank.items,
        (await itemsRepository.libraryItems(tx, bank.testId)).map((row) => ({
          record: row.record,
          passageKey: row.passageKey ?? undefined,
        })),
      );
      if (changed.length > 0)
        throw new Error(
          `Library items changed without a new version (bump "version" in the data file): ${changed.join(', ')}`,
        );
      await itemsRepository.retireLibraryVersionsExcept(
        tx,
        bank.testId,
        bank.items.map((i) => ({ itemKey: i.id, version: i.version })),
      );
    }
  });
}

/** How a company's own test is drawn; null for a library test (its blueprint decides). */
export type CustomTestSettings = {
  questionSeconds: number | null;
  drawCount: number | null;
  shuffleOptions: boolean;
};

/** A test's drawable items as a bank, with each item's row id for the questions that will use it. */
export type StoredBank = {
  bank: TestBank;
  rowIdOf: (item: BankItem) => string | undefined;
  custom: CustomTestSettings | null;
  /** The company retired this version (a bank item is already left out; an AI-written one must be too). */
  isRetired: (item: BankItem) => boolean;
};

/**
 * The test's drawable items. With a company, the items it retired (company_retired_items) are left out,
 * so its new forms never draw them; forms drawn before keep them.
 */
export async function storedBank(db: Database, testId: string, companyId?: string): Promise<StoredBank> {
  const [allRows, passageRows, custom, retiredRows] = await Promise.all([
    itemsRepository.activeItems(db, testId),
    itemsRepository.passagesOf(db, testId),
    itemsRepository.customSettings(db, testId),
    companyId ? itemsRepository.retiredFor(db, companyId, testId) : [],
  ]);
  const retiredIds = new Set(retiredRows.map((r) => r.id));
  const retiredKeys = new Set(retiredRows.map((r) => rowKey(testId, r.itemKey, r.version)));
  const rows = allRows.filter(({ item }) => !retiredIds.has(item.id));
  const ids = new Map(rows.map(({ item }) => [rowKey(testId, item.itemKey, item.version), item.id]));
  // The newest version of each passage: versions come in ascending order, so the last one wins.
  const newest = [...new Map(passageRows.map((p) => [p.passageKey, p])).values()];
  const passages = newest.map((p) => ({
    id: p.passageKey,
    version: p.version,
    title: p.title,
    text: p.text,
    cefr: (p.cefr ?? 'B2') as 'B2',
    genre: p.genre ?? '',
  }));
  return {
    bank: {
      testId,
      items: rows.map(({ item, passageKey }) => rowToBankItem(item, passageKey ?? undefined)),
      ...(passages.length > 0 ? { passages } : {}),
    },
    rowIdOf: (item) => ids.get(rowKey(testId, item.id, item.version)),
    custom,
    isRetired: (item) => retiredKeys.has(rowKey(testId, item.id, item.version)),
  };
}

/** Stores the AI provider's items a form uses as `items` rows; returns their row ids by item. */
export async function storeAiItems(
  db: Database,
  written: { testId: string; item: BankItem; model: string }[],
): Promise<(testId: string, item: BankItem) => string | undefined> {
  const ids = await itemsRepository.ensureItems(
    db,
    written.map(({ testId, item, model }) =>
      bankItemToRow(item, { testId, position: 0, source: 'ai', model }),
    ),
  );
  return (testId, item) => ids.get(rowKey(testId, item.id, item.version));
}
