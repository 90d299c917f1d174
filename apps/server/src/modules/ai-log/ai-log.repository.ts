import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { aiCalls, aiItemCache, candidates, companies, items, questions } from '../../db/schema';

export type NewAiCall = typeof aiCalls.$inferInsert;

// Every read takes the company id: another company's calls are never listed.
export const aiLogRepository = {
  async insertMany(db: Executor, rows: NewAiCall[]) {
    if (rows.length === 0) return;
    await db.insert(aiCalls).values(rows);
  },

  /**
   * The calls behind one candidate: the gradings of their answers, and the generation and key-check calls
   * whose cached items are on their form (an AI item's key is its id inside the cache row's items).
   */
  forCandidate(db: Executor, companyId: string, candidateId: string) {
    const generatedFor = db
      .select({ cacheKey: aiItemCache.cacheKey })
      .from(questions)
      .innerJoin(items, and(eq(items.id, questions.itemId), eq(items.source, 'ai')))
      .innerJoin(
        aiItemCache,
        and(
          eq(aiItemCache.testId, items.testId),
          sql`${aiItemCache.items} @> jsonb_build_array(jsonb_build_object('id', ${items.itemKey}))`,
        ),
      )
      .where(eq(questions.candidateId, candidateId));
    return db
      .select({
        id: aiCalls.id,
        purpose: aiCalls.purpose,
        model: aiCalls.model,
        promptVersion: aiCalls.promptVersion,
        inputDigest: aiCalls.inputDigest,
        output: aiCalls.output,
        outcome: aiCalls.outcome,
        error: aiCalls.error,
        durationMs: aiCalls.durationMs,
        questionId: aiCalls.questionId,
        createdAt: aiCalls.createdAt,
      })
      .from(aiCalls)
      .where(
        and(
          eq(aiCalls.companyId, companyId),
          or(
            and(eq(aiCalls.purpose, 'grading'), eq(aiCalls.candidateId, candidateId)),
            and(
              inArray(aiCalls.purpose, ['item_generation', 'key_check']),
              inArray(aiCalls.cacheKey, generatedFor),
            ),
          ),
        ),
      )
      .orderBy(desc(aiCalls.createdAt), desc(aiCalls.id));
  },

  async candidateExists(db: Executor, companyId: string, candidateId: string) {
    const [row] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)));
    return row !== undefined;
  },

  async retentionMonths(db: Executor, companyId: string) {
    const [row] = await db
      .select({ months: companies.aiLogRetentionMonths })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.months ?? null;
  },

  /** One statement for every company: calls older than the company's retention period at `now`. */
  async deleteExpired(db: Executor, now: Date): Promise<number> {
    const result = await db.execute(sql`
      DELETE FROM ai_calls a USING companies c
      WHERE c.id = a.company_id
        AND a.created_at < ${now.toISOString()}::timestamptz - make_interval(months => c.ai_log_retention_months)
    `);
    return result.rowCount ?? 0;
  },
};
