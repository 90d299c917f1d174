import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { formSections, items, passages, questions } from '../src/db/schema';
import { itemColumns, presentQuestion } from '../src/modules/items/presentation';

/** A candidate's questions as presented, with their keys: what tests check forms and answers against. */
export async function formQuestions(db: Database, candidateId: string) {
  const rows = await db
    .select({
      id: questions.id,
      sectionId: questions.sectionId,
      questionNumber: questions.questionNumber,
      timeLimitSeconds: questions.timeLimitSeconds,
      optionOrder: questions.optionOrder,
      itemRowId: questions.itemId,
      ...itemColumns,
    })
    .from(questions)
    .innerJoin(items, eq(items.id, questions.itemId))
    .leftJoin(passages, eq(passages.id, items.passageId))
    .where(eq(questions.candidateId, candidateId))
    .orderBy(asc(questions.sectionId), asc(questions.questionNumber));
  return rows.map((row) => ({
    id: row.id,
    sectionId: row.sectionId,
    questionNumber: row.questionNumber,
    timeLimitSeconds: row.timeLimitSeconds,
    optionOrder: row.optionOrder,
    itemRowId: row.itemRowId,
    ...presentQuestion(row, row.optionOrder),
  }));
}

/** The row id of a library item version (the template database holds the whole library). */
export async function libraryItemId(db: Database, itemKey: string, version = 1) {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.itemKey, itemKey), eq(items.version, version)));
  if (!row) throw new Error(`No library item ${itemKey} v${version}`);
  return row.id;
}

type NewTestQuestion = {
  sectionId: string;
  candidateId: string;
  questionNumber: number;
  itemId: string;
  optionOrder?: number[] | null;
  timeLimitSeconds?: number;
};

/**
 * Questions made by hand, stored as the pipeline stores them: one `form_sections` row per candidate and
 * section, questions in number order (which must run 1..n per section). Returns them with their ids.
 */
export async function insertQuestions(db: Database, rows: NewTestQuestion[]) {
  const forms = new Map<string, NewTestQuestion[]>();
  for (const q of rows)
    forms.set(`${q.candidateId}|${q.sectionId}`, [
      ...(forms.get(`${q.candidateId}|${q.sectionId}`) ?? []),
      q,
    ]);
  const inserted: (NewTestQuestion & { id: string })[] = [];
  const values = [...forms.values()].map((qs) => {
    const ordered = [...qs]
      .sort((a, b) => a.questionNumber - b.questionNumber)
      .map((q) => ({ ...q, id: randomUUID() }));
    inserted.push(...ordered);
    return {
      candidateId: ordered[0]?.candidateId ?? '',
      sectionId: ordered[0]?.sectionId ?? '',
      questionIds: ordered.map((q) => q.id),
      itemIds: ordered.map((q) => q.itemId),
      optionOrders: ordered.map((q) => (q.optionOrder ? q.optionOrder.join('') : null)) as string[],
      timeLimits: ordered.map((q) => q.timeLimitSeconds ?? 60),
    };
  });
  await db.insert(formSections).values(values);
  return rows.map(
    (q) =>
      inserted.find(
        (x) =>
          x.candidateId === q.candidateId &&
          x.sectionId === q.sectionId &&
          x.questionNumber === q.questionNumber,
      ) as NewTestQuestion & { id: string },
  );
}

/** Removes a candidate's drawn form (every section). */
export const deleteQuestions = (db: Database, candidateId: string) =>
  db.delete(formSections).where(eq(formSections.candidateId, candidateId));
