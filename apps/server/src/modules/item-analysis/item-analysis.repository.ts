import type { TFairnessRegion, TItemType } from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { companies, companyRetiredItems } from '../../db/schema';
import type { AnalysedItem, FormQuestion } from './item-analysis.types';
import type { DifAppearance, DifCount } from './item-dif';

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
      source: AnalysedItem['source'];
      status: string;
    }>(sql`
      SELECT i.id, i.item_key, i.version, i.type, i.stem, i.options, i.option_keys, i.key_index, i.trait,
        i.reverse, i.source, i.status
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
      source: r.source,
      status: r.status,
    }));
  },

  /**
   * How many of each self-identified group, at each matching score, answered each item right or wrong.
   * The only statement that reads self_identifications here: the per-candidate arrays (no category) go in,
   * counts per group come out; a person's category never leaves the database. "Prefer not to say" and
   * unanswered are left out, and so are answers of another region than the company's (decision 036): the
   * same key can name another group there. Scoped to the company twice: its candidates' forms, and its rows.
   */
  async difCounts(
    db: Database,
    companyId: string,
    region: TFairnessRegion,
    appearances: DifAppearance[],
  ): Promise<DifCount[]> {
    if (appearances.length === 0 || region === 'none') return [];
    const result = await db.execute<{
      item_id: string;
      stratum: number;
      dimension: DifCount['dimension'];
      grp: DifCount['group'];
      correct: boolean;
      n: number;
    }>(sql`
      SELECT r.item_id, r.stratum, g.dimension, g.grp, r.correct, count(*)::int AS n
      FROM unnest(
        ${sql.param(appearances.map((a) => a.candidateId))}::uuid[],
        ${sql.param(appearances.map((a) => a.itemId))}::uuid[],
        ${sql.param(appearances.map((a) => a.stratum))}::int[],
        ${sql.param(appearances.map((a) => a.correct))}::bool[]
      ) AS r(candidate_id, item_id, stratum, correct)
      JOIN self_identifications si
        ON si.candidate_id = r.candidate_id AND si.company_id = ${companyId} AND si.region = ${region}
      CROSS JOIN LATERAL (VALUES ('sex', si.sex), ('race_ethnicity', si.race_ethnicity)) AS g(dimension, grp)
      WHERE g.grp IS NOT NULL AND g.grp <> 'prefer_not_to_say'
      GROUP BY r.item_id, r.stratum, g.dimension, g.grp, r.correct`);
    return result.rows.map((r) => ({
      itemId: r.item_id,
      stratum: Number(r.stratum),
      dimension: r.dimension,
      group: r.grp,
      correct: r.correct,
      count: Number(r.n),
    }));
  },

  /** The company's fairness region: the categories its items' DIF compares (decision 036). */
  async fairnessRegion(db: Database, companyId: string): Promise<TFairnessRegion> {
    const [row] = await db
      .select({ region: companies.fairnessRegion })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.region ?? 'none';
  },

  /** Which of these items the company retired from its bank. */
  async retiredItemIds(db: Database, companyId: string, itemIds: string[]): Promise<Set<string>> {
    if (itemIds.length === 0) return new Set();
    const rows = await db
      .select({ itemId: companyRetiredItems.itemId })
      .from(companyRetiredItems)
      .where(and(eq(companyRetiredItems.companyId, companyId), inArray(companyRetiredItems.itemId, itemIds)));
    return new Set(rows.map((r) => r.itemId));
  },

  /** One item version of the test (null when the test has no such item). */
  async item(db: Executor, testId: string, itemId: string) {
    const result = await db.execute<{
      id: string;
      item_key: string;
      source: AnalysedItem['source'];
      status: string;
    }>(sql`SELECT id, item_key, source, status FROM items WHERE id = ${itemId} AND test_id = ${testId}`);
    const row = result.rows[0];
    return row ? { id: row.id, itemKey: row.item_key, source: row.source, status: row.status } : null;
  },

  /** Serialises the company's retirements from one test, so two cannot each leave the other's check stale. */
  async lockRetirements(tx: Executor, companyId: string, testId: string) {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`retire:${companyId}:${testId}`}, 0))`,
    );
  },

  async retire(tx: Executor, row: { companyId: string; itemId: string; reason: string; retiredBy: string }) {
    await tx.insert(companyRetiredItems).values(row).onConflictDoNothing();
  },

  /** True when there was a retirement to undo. */
  async restore(db: Database, companyId: string, itemId: string): Promise<boolean> {
    const rows = await db
      .delete(companyRetiredItems)
      .where(and(eq(companyRetiredItems.companyId, companyId), eq(companyRetiredItems.itemId, itemId)))
      .returning({ itemId: companyRetiredItems.itemId });
    return rows.length > 0;
  },
};
