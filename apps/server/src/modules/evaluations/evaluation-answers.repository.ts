import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { answers, evaluations, items, passages, questions, sections } from '../../db/schema';
import { itemColumns, presentQuestion } from '../items/presentation';

/** How long a pending or processing evaluation may sit before an admin may queue it again. */
export const STUCK_AFTER_MINUTES = 5;

export const evaluationAnswersRepository = {
  /**
   * Every question of the candidate's form with its key and the answer given, in section and question
   * order (one query). The caller has checked that the candidate belongs to the admin's company.
   */
  async answeredQuestions(db: Executor, candidateId: string) {
    const rows = await db
      .select({
        id: questions.id,
        sectionId: questions.sectionId,
        sectionName: sections.name,
        number: questions.questionNumber,
        optionOrder: questions.optionOrder,
        ...itemColumns,
        answer: answers.answerData,
      })
      .from(questions)
      .innerJoin(sections, eq(sections.id, questions.sectionId))
      .innerJoin(items, eq(items.id, questions.itemId))
      .leftJoin(passages, eq(passages.id, items.passageId))
      .leftJoin(
        answers,
        and(eq(answers.questionId, questions.id), eq(answers.candidateId, questions.candidateId)),
      )
      .where(eq(questions.candidateId, candidateId))
      .orderBy(asc(sections.displayOrder), asc(questions.questionNumber));
    return rows.map((row) => ({
      id: row.id,
      sectionId: row.sectionId,
      sectionName: row.sectionName,
      number: row.number,
      ...presentQuestion(row, row.optionOrder),
      answer: row.answer,
    }));
  },

  /**
   * Puts a failed evaluation, or one stuck pending/processing, back to pending in one statement, so two
   * admins clicking Re-run queue it once. Null when the evaluation is not in such a state.
   */
  async resetForRerun(db: Executor, id: string) {
    const [row] = await db
      .update(evaluations)
      .set({ evaluationStatus: 'pending', error: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(evaluations.id, id),
          or(
            eq(evaluations.evaluationStatus, 'failed'),
            and(
              inArray(evaluations.evaluationStatus, ['pending', 'processing']),
              lt(evaluations.updatedAt, sql`now() - make_interval(mins => ${STUCK_AFTER_MINUTES})`),
            ),
          ),
        ),
      )
      .returning({ id: evaluations.id });
    return row ?? null;
  },
};
