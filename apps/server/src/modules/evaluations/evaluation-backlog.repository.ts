import { count, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { EVALUATION_STATUSES, type EvaluationStatus, evaluations } from '../../db/schema';

export type UnfinishedStatus = Exclude<EvaluationStatus, 'completed'>;

/**
 * Evaluations not completed, by status (every status present, 0 when none): waiting to be scored
 * (pending), being scored (processing), waiting for a reviewer (needs_review), or failed. For the
 * operators' metrics: a backlog that grows means the worker or the AI grader is behind.
 */
export async function countUnfinishedEvaluations(db: Executor): Promise<Record<UnfinishedStatus, number>> {
  const rows = await db
    .select({ status: evaluations.evaluationStatus, count: count() })
    .from(evaluations)
    .where(ne(evaluations.evaluationStatus, 'completed'))
    .groupBy(evaluations.evaluationStatus);
  const counts = Object.fromEntries(
    EVALUATION_STATUSES.filter((status) => status !== 'completed').map((status) => [status, 0]),
  ) as Record<UnfinishedStatus, number>;
  for (const row of rows) if (row.status !== 'completed') counts[row.status] = row.count;
  return counts;
}
