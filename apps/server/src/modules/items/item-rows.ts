import type { items, passages } from '../../db/schema';
import type { BankItem, Passage } from './library/item-schema';

export type NewItemRow = typeof items.$inferInsert;
export type ItemRecord = typeof items.$inferSelect;
export type NewPassageRow = typeof passages.$inferInsert;

/** A library or AI item as an `items` row (decision 016); `passageRowId` is its passage's row. */
export function bankItemToRow(
  item: BankItem,
  at: {
    testId: string;
    position: number;
    source: 'library' | 'ai';
    model?: string;
    passageRowId?: string;
  },
): NewItemRow {
  const row: NewItemRow = {
    testId: at.testId,
    itemKey: item.id,
    version: item.version,
    position: at.position,
    source: at.source,
    model: at.model ?? null,
    type: item.type,
    stem: item.text,
    author: at.source === 'library' ? 'HireAssess' : null,
  };
  switch (item.type) {
    case 'likert_scale':
      return { ...row, trait: item.trait, facet: item.facet, reverse: item.reverse };
    case 'forced_choice':
      return {
        ...row,
        options: item.options.map((o) => o.text),
        optionKeys: item.options.map((o) => o.style),
      };
    case 'sjt':
      return {
        ...row,
        industry: item.industry,
        competency: item.competency,
        options: item.options.map((o) => o.text),
        optionKeys: item.options.map((o) => o.effectiveness),
      };
    case 'mcq':
    case 'true_false':
      return {
        ...row,
        options: item.type === 'mcq' ? item.options : [],
        keyIndex: item.type === 'mcq' ? item.key : item.key ? 0 : 1,
        difficulty: item.difficulty,
        cefr: item.cefr ?? null,
        skill: item.skill,
        explanation: item.explanation,
        passageId: at.passageRowId ?? null,
      };
    case 'open_ended':
      return {
        ...row,
        cefr: item.cefr,
        minWords: item.minWords,
        maxWords: item.maxWords,
        rubric: item.rubric,
      };
  }
}

export function passageToRow(passage: Passage, testId: string): NewPassageRow {
  return {
    testId,
    passageKey: passage.id,
    version: passage.version,
    title: passage.title,
    text: passage.text,
    cefr: passage.cefr,
    genre: passage.genre,
  };
}

const present = <T>(value: T | null): T | undefined => value ?? undefined;

/**
 * An `items` row as the bank shape blueprints select from. Company items carry fewer attributes than the
 * library's (no skill or CEFR), so the result is loosely typed: custom tests' blueprint selects by
 * status and position only.
 */
export function rowToBankItem(row: ItemRecord, passageKey?: string): BankItem {
  const base = { id: row.itemKey, version: row.version, type: row.type, text: row.stem };
  const keys = row.optionKeys ?? [];
  switch (row.type) {
    case 'likert_scale':
      return { ...base, trait: row.trait, facet: row.facet ?? '', reverse: row.reverse ?? false } as BankItem;
    case 'forced_choice':
      return { ...base, options: row.options.map((text, i) => ({ text, style: keys[i] })) } as BankItem;
    case 'sjt':
      return {
        ...base,
        industry: row.industry ?? 'General',
        competency: row.competency ?? '',
        options: row.options.map((text, i) => ({ text, effectiveness: keys[i] })),
      } as BankItem;
    case 'mcq':
    case 'true_false':
      return {
        ...base,
        ...(row.type === 'mcq' ? { options: row.options, key: row.keyIndex } : { key: row.keyIndex === 0 }),
        difficulty: row.difficulty ?? 'medium',
        cefr: present(row.cefr),
        skill: row.skill ?? '',
        passageId: passageKey,
        explanation: row.explanation ?? '',
      } as BankItem;
    default:
      return {
        ...base,
        cefr: row.cefr ?? 'B2',
        minWords: row.minWords ?? 0,
        maxWords: row.maxWords ?? 0,
        rubric: row.rubric ?? {},
      } as BankItem;
  }
}

/** The item's content as comparable JSON: keys sorted, absent and undefined fields alike, no note. */
function canonical(item: BankItem): string {
  const { note: _note, ...content } = item;
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, v]) => v !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
  return JSON.stringify(sorted(content));
}

/**
 * The data files' items whose stored version has other content: an edit that forgot to bump `version`,
 * which would silently change what old forms show. Start-up refuses them.
 */
export function changedWithoutNewVersion(
  fileItems: BankItem[],
  stored: { record: ItemRecord; passageKey?: string | undefined }[],
): string[] {
  const byVersion = new Map(stored.map((s) => [`${s.record.itemKey}|${s.record.version}`, s]));
  return fileItems.flatMap((item) => {
    const found = byVersion.get(`${item.id}|${item.version}`);
    if (!found) return [];
    return canonical(rowToBankItem(found.record, found.passageKey)) === canonical(item)
      ? []
      : [`${item.id} v${item.version}`];
  });
}
