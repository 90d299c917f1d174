import { ERASURE_REQUEST_DAYS } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * When a candidate's data is due for anonymisation: the company's retention months after the later of
 * (a) the close of their assessment (closed or archived by an admin, or its window's end passed) and
 * (b) the candidate's own last activity (added, invited, submitted, moved to a stage). An assessment that
 * never closes (no end, or a candidate whose assessment was deleted) starts the clock at (b) alone, so no
 * one is kept indefinitely because an assessment was left open, and no one is erased while their own
 * process is still moving. `now` decides whether a window's end has passed.
 */
const dueAt = (now: string) => sql`(
  greatest(
    CASE WHEN a.closed_at IS NOT NULL THEN a.closed_at
         WHEN a.closes_at <= ${now}::timestamptz THEN a.closes_at END,
    c.created_at, c.invited_at, c.last_submitted_at, c.stage_changed_at
  ) + make_interval(months => co.candidate_retention_months))`;

/**
 * Each application not yet erased, with the day its person is due: the latest due day of the person's
 * applications in the company (their record's), since an erasure takes them all (erasure.service.ts) and
 * a person still moving in one opening keeps the others.
 */
const livePeople = (now: string, companyId?: string) => sql`(
  SELECT c.id, c.erasure_requested_at,
         max(${dueAt(now)}) OVER (PARTITION BY coalesce(c.record_id, c.id)) AS due_at
  FROM candidates c
  JOIN companies co ON co.id = c.company_id
  LEFT JOIN assessments a ON a.id = c.assessment_id
  WHERE c.erased_at IS NULL ${companyId ? sql`AND c.company_id = ${companyId}` : sql``}
) p`;

export const retentionRepository = {
  /**
   * Candidates to erase at `now`: past their retention date, or asking for erasure for ERASURE_REQUEST_DAYS
   * with no admin acting. At most `limit` (a run takes the rest on its next pass).
   */
  async due(db: Executor, now: Date, limit: number) {
    const at = now.toISOString();
    const rows = await db.execute<{ id: string; reason: 'retention' | 'request' }>(sql`
      SELECT p.id, CASE WHEN p.due_at <= ${at}::timestamptz THEN 'retention' ELSE 'request' END AS reason
      FROM ${livePeople(at)}
      WHERE p.due_at <= ${at}::timestamptz
         OR p.erasure_requested_at <= ${at}::timestamptz - make_interval(days => ${ERASURE_REQUEST_DAYS})
      ORDER BY p.id
      LIMIT ${limit}`);
    return rows.rows;
  },

  /** The company's forecast: due at `runAt`, and due in the 30 days after it. */
  async forecast(db: Executor, companyId: string, runAt: Date) {
    const at = runAt.toISOString();
    const [row] = (
      await db.execute<{ due_now: number; due_soon: number; pending: number }>(sql`
        SELECT
          count(*) FILTER (WHERE p.due_at <= ${at}::timestamptz
            OR p.erasure_requested_at <= ${at}::timestamptz - make_interval(days => ${ERASURE_REQUEST_DAYS}))::int AS due_now,
          count(*) FILTER (WHERE p.due_at > ${at}::timestamptz
            AND p.due_at <= ${at}::timestamptz + interval '30 days')::int AS due_soon,
          count(*) FILTER (WHERE p.erasure_requested_at IS NOT NULL)::int AS pending
        FROM ${livePeople(at, companyId)}`)
    ).rows;
    return { dueNow: row?.due_now ?? 0, dueSoon: row?.due_soon ?? 0, pending: row?.pending ?? 0 };
  },
};
