import { describe, expect, it } from 'vitest';
import { bankItemToRow, changedWithoutNewVersion, type ItemRecord, rowToBankItem } from './item-rows';
import { ITEM_BANKS } from './library';
import type { BankItem } from './library/item-schema';

/** A stored row as the database returns it: every column present, null where the insert gave none. */
function stored(item: BankItem, testId: string): ItemRecord {
  const nullable = [
    'model',
    'optionKeys',
    'keyIndex',
    'trait',
    'facet',
    'reverse',
    'industry',
    'competency',
    'difficulty',
    'cefr',
    'skill',
    'explanation',
    'minWords',
    'maxWords',
    'rubric',
    'passageId',
    'companyId',
    'author',
  ];
  const row = bankItemToRow(item, { testId, position: 0, source: 'library' });
  return {
    id: 'row',
    options: [],
    tags: [],
    status: 'active',
    createdAt: new Date(0),
    ...Object.fromEntries(nullable.map((k) => [k, null])),
    ...Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)),
  } as unknown as ItemRecord;
}

describe('library items as rows', () => {
  it('round-trips every item of every data file through its row', () => {
    for (const bank of ITEM_BANKS.values()) {
      for (const item of bank.items) {
        const passageKey = 'passageId' in item ? item.passageId : undefined;
        expect(changedWithoutNewVersion([item], [{ record: stored(item, bank.testId), passageKey }])).toEqual(
          [],
        );
        const back = rowToBankItem(stored(item, bank.testId), passageKey);
        expect(back.type).toBe(item.type);
        expect(back.text).toBe(item.text);
      }
    }
  });

  it('names an item whose content changed under the same version', () => {
    const bank = [...ITEM_BANKS.values()].find((b) => b.items.some((i) => i.type === 'mcq'));
    const item = bank?.items.find((i) => i.type === 'mcq');
    if (!bank || !item || item.type !== 'mcq') throw new Error('no mcq in the library');
    const edited: BankItem = { ...item, key: (item.key + 1) % item.options.length };
    expect(changedWithoutNewVersion([edited], [{ record: stored(item, bank.testId) }])).toEqual([
      `${item.id} v${item.version}`,
    ]);
    // A new version of it is not a change of the stored one.
    expect(
      changedWithoutNewVersion(
        [{ ...edited, version: item.version + 1 }],
        [{ record: stored(item, bank.testId) }],
      ),
    ).toEqual([]);
  });
});
