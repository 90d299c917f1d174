import type { TItemType } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AnalysedItem, FormQuestion } from './item-analysis.types';

export const itemAnalysisRepository = {
  /** A library test (any company may analyse it) or the company's own custom test; null otherwise. */
  async test(db: Database, companyId: string, testId: string) {
    const result = await db.execute<{ id: string; name: string }>(sql`
      SELECT id, name FROM test_library
      WHERE id = ${testId} AND (company_id IS NULL OR company_id = ${companyId})`);
    return result.rows[0] ?? null;
  },

  /**
   * Every question of the test's sections on the finished forms of the company's candidates (submitted,
   * and scored), with the saved answer. Scoping by candidate keeps other companies' forms out, also for
   * library tests that every company uses.
   */
  async formQuestions(db: Database, companyId: string, testId: string): Promise<FormQuestion[]> {
    const result = await db.execute<{
      candidate_id: string;
      section_id: string;
      item_id: string;
      option_order: number[] | null;
      value: unknown;
    }>(sql`
      WITH finished AS (
        SELECT c.id FROM candidates c
        WHERE c.company_id = ${companyId} AND c.test_status = 'submitted'
          AND EXISTS (
            SELECT 1 FROM evaluations e
            WHERE e.candidate_id = c.id AND e.evaluation_status IN ('completed', 'needs_review')
          )
      )
      SELECT q.candidate_id, q.section_id, q.item_id, q.option_order, a.answer_data->'value' AS value
      FROM sections s
      JOIN questions q ON q.section_id = s.id
      JOIN finished f ON f.id = q.candidate_id
      LEFT JOIN answers a ON a.question_id = q.id AND a.candidate_id = q.candidate_id
      WHERE s.test_id = ${testId}`);
    return result.rows.map((r) => ({
      candidateId: r.candidate_id,
      sectionId: r.section_id,
      itemId: r.item_id,
      optionOrder: r.option_order,
      value: r.value,
    }));
  },

  /**
   * The items to report: the test's active items (an AI item only once the company's forms used it, since
   * it was written for one company's role) and every version on the given forms, in the test's order.
   */
  async items(db: Database, testId: string, usedIds: string[]): Promise<AnalysedItem[]> {
    const used = usedIds.length
      ? sql`OR i.id IN (${sql.join(
          usedIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
    const result = await db.execute<{
      id: string;
      item_key: string;
      version: number;
      type: TItemType;
      stem: string;
      options: string[];
      option_keys: (number | string)[] | null;
      key_index: number | null;
      trait: string | null;
      reverse: boolean | null;
    }>(sql`
      SELECT i.id, i.item_key, i.version, i.type, i.stem, i.options, i.option_keys, i.key_index, i.trait,
        i.reverse
      FROM items i
      WHERE i.test_id = ${testId} AND ((i.status = 'active' AND i.source <> 'ai') ${used})
      ORDER BY i.position, i.item_key, i.version`);
    return result.rows.map((r) => ({
      id: r.id,
      itemKey: r.item_key,
      version: Number(r.version),
      type: r.type,
      stem: r.stem,
      options: r.options,
      optionKeys: r.option_keys,
      keyIndex: r.key_index,
      trait: r.trait,
      reverse: r.reverse,
    }));
  },
};
