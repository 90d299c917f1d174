import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { items, passages, questions } from '../src/db/schema';
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
