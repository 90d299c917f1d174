import type { TEvaluationStatus } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { timeToCompleteSeconds } from './time-to-complete';

export type AnalyticsFilter = { companyId: string; assessmentId?: string; position?: string };

/** The company's candidates, optionally of one assessment or position: the scope of every analytics query. */
const scope = ({ companyId, assessmentId, position }: AnalyticsFilter) => sql`scope AS (
  SELECT c.* FROM candidates c
  WHERE c.company_id = ${companyId}
    ${assessmentId ? sql`AND c.assessment_id = ${assessmentId}` : sql``}
    ${position ? sql`AND c.position = ${position}` : sql``}
)`;

/** Each candidate's latest scored evaluation (completed or needs review), as the candidates table shows. */
const scored = sql`scored AS (
  SELECT DISTINCT ON (e.candidate_id) e.candidate_id, e.total_score, e.section_scores, e.evaluation_data
  FROM evaluations e JOIN scope c ON c.id = e.candidate_id
  WHERE e.evaluation_status IN ('completed', 'needs_review')
  ORDER BY e.candidate_id, e.created_at DESC, e.id DESC
)`;

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export type ReliabilityRow = {
  testKey: string;
  testName: string;
  scale: string | null;
  k: number;
  n: number;
  totalVariance: number | null;
  sumItemVariances: number | null;
};

export const analyticsRepository = {
  /** Distinct positions of the company's candidates (the filter's choices), at most 200. */
  async positions(db: Database, companyId: string): Promise<string[]> {
    const result = await db.execute<{ position: string }>(sql`
      SELECT DISTINCT position FROM candidates
      WHERE company_id = ${companyId} AND position IS NOT NULL AND position <> ''
      ORDER BY position LIMIT 200`);
    return result.rows.map((r) => r.position);
  },

  async assessmentExists(db: Database, companyId: string, assessmentId: string) {
    const result = await db.execute(
      sql`SELECT 1 FROM assessments WHERE id = ${assessmentId} AND company_id = ${companyId}`,
    );
    return result.rows.length > 0;
  },

  /**
   * The funnel in one pass. Invited: the credential step gave them an account (and sent the invitation),
   * or they are already further along. A submission counts even after an admin unlocked the test again.
   */
  async funnel(db: Database, filter: AnalyticsFilter) {
    const result = await db.execute<Record<string, unknown>>(sql`
      WITH ${scope(filter)}, ${scored}
      SELECT
        count(*)::int AS candidates,
        count(*) FILTER (WHERE user_id IS NOT NULL OR test_status IN ('in_progress', 'completed', 'submitted')
          OR submission_count > 0)::int AS invited,
        count(*) FILTER (WHERE test_status IN ('in_progress', 'completed', 'submitted') OR submission_count > 0)::int AS started,
        count(*) FILTER (WHERE test_status IN ('completed', 'submitted') OR submission_count > 0)::int AS completed,
        count(*) FILTER (WHERE test_status = 'submitted' OR submission_count > 0)::int AS submitted,
        (SELECT count(*) FROM scored)::int AS evaluated
      FROM scope`);
    const row = result.rows[0] ?? {};
    return {
      candidates: Number(row.candidates ?? 0),
      invited: Number(row.invited ?? 0),
      started: Number(row.started ?? 0),
      completed: Number(row.completed ?? 0),
      submitted: Number(row.submitted ?? 0),
      evaluated: Number(row.evaluated ?? 0),
    };
  },

  /** One number per evaluated candidate (real, read through numeric so 28.4 stays 28.4): 10,000 candidates are one 80 KB array, binned in statistics.ts. */
  async totals(db: Database, filter: AnalyticsFilter): Promise<number[]> {
    const result = await db.execute<{ totals: number[] | null }>(sql`
      WITH ${scope(filter)}, ${scored}
      SELECT array_agg(total_score::numeric::float8) AS totals FROM scored WHERE total_score IS NOT NULL`);
    return (result.rows[0]?.totals ?? []).map(Number);
  },

  /**
   * Per section name, in the order the sections were taken, with whether it is a profile (personality
   * or work style in any candidate's evaluation_data): the service leaves those out of the averages.
   */
  async sectionAverages(db: Database, filter: AnalyticsFilter) {
    const result = await db.execute<Record<string, unknown>>(sql`
      WITH ${scope(filter)}, ${scored}
      SELECT kv.key AS name, avg(kv.value::float8) AS mean, count(*)::int AS n,
        min(kv.value::float8) AS min, max(kv.value::float8) AS max,
        min(sec.pos) AS position,
        coalesce(bool_or(sec.kind IN ('personality', 'work_style')), false) AS profile
      FROM scored s CROSS JOIN LATERAL jsonb_each_text(s.section_scores) kv
      LEFT JOIN LATERAL (
        SELECT o.pos, o.sec->>'kind' AS kind
        FROM jsonb_array_elements(s.evaluation_data->'sections') WITH ORDINALITY o(sec, pos)
        WHERE o.sec->>'name' = kv.key LIMIT 1
      ) sec ON true
      GROUP BY kv.key
      ORDER BY position NULLS LAST, kv.key`);
    return result.rows.map((r) => ({
      name: String(r.name),
      mean: Number(r.mean),
      n: Number(r.n),
      min: Number(r.min),
      max: Number(r.max),
      profile: r.profile === true,
    }));
  },

  async timeToComplete(db: Database, filter: AnalyticsFilter) {
    const result = await db.execute<Record<string, unknown>>(sql`
      WITH ${scope(filter)},
      starts AS (
        SELECT sa.candidate_id, min(sa.started_at) AS started
        FROM section_attempts sa JOIN scope c ON c.id = sa.candidate_id GROUP BY 1
      ),
      firsts AS (
        SELECT s.candidate_id, min(s.submitted_at) AS submitted
        FROM submissions s JOIN scope c ON c.id = s.candidate_id GROUP BY 1
      ),
      times AS (
        SELECT extract(epoch from (f.submitted - st.started))::float8 AS seconds
        FROM starts st JOIN firsts f USING (candidate_id)
      )
      SELECT count(*)::int AS n, avg(seconds) AS mean,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) AS median
      FROM times WHERE seconds >= 0`);
    const row = result.rows[0] ?? {};
    return { n: Number(row.n ?? 0), meanSeconds: num(row.mean), medianSeconds: num(row.median) };
  },

  /** The latest evaluation of each candidate, whatever its status. */
  async evaluationStatuses(db: Database, filter: AnalyticsFilter) {
    const result = await db.execute<{ status: TEvaluationStatus; count: number }>(sql`
      WITH ${scope(filter)},
      latest AS (
        SELECT DISTINCT ON (e.candidate_id) e.evaluation_status
        FROM evaluations e JOIN scope c ON c.id = e.candidate_id
        ORDER BY e.candidate_id, e.created_at DESC, e.id DESC
      )
      SELECT evaluation_status AS status, count(*)::int AS count FROM latest GROUP BY 1`);
    return result.rows.map((r) => ({ status: r.status, count: Number(r.count) }));
  },

  /**
   * The parts of Cronbach's alpha per test and per Big Five trait, from the scored answers of each
   * candidate's latest evaluation. Forms are personal, so an item is a position: the question number
   * within the section (the blueprint fixes what each position measures), or for a trait the n-th item
   * of that trait. Only candidates with every position scored enter (alpha needs a complete matrix).
   * Returned per scale: k, n, the variance of the totals and the sum of the item variances (n − 1).
   */
  async reliability(db: Database, filter: AnalyticsFilter): Promise<ReliabilityRow[]> {
    const result = await db.execute<Record<string, unknown>>(sql`
      WITH ${scope(filter)}, ${scored},
      results AS (
        SELECT s.candidate_id, coalesce(sec.test_id::text, sec.name) AS test_key, sec.name AS test_name,
          sec.display_order, q.question_number AS number, r->>'type' AS type, r->>'trait' AS trait,
          (r->>'credit')::float8 AS credit, (r->>'keyedResponse')::float8 AS keyed
        FROM scored s
        CROSS JOIN LATERAL jsonb_array_elements(s.evaluation_data->'questions') r
        -- By candidate first: questions is a view of each candidate's form sections (decision 016).
        JOIN questions q ON q.candidate_id = s.candidate_id AND q.id = (r->>'questionId')::uuid
        JOIN sections sec ON sec.id = q.section_id
      ),
      items AS (
        SELECT candidate_id, test_key, '' AS scale, number AS pos, credit AS score
        FROM results WHERE credit IS NOT NULL
        UNION ALL
        SELECT candidate_id, test_key, trait,
          row_number() OVER (PARTITION BY candidate_id, test_key, trait ORDER BY number), keyed
        FROM results WHERE type = 'likert_scale' AND trait IS NOT NULL
      ),
      -- Window functions, not joins between these CTEs: each step is one pass over the items.
      sized AS (
        SELECT i.*, count(*) OVER w AS items, count(score) OVER w AS answered, sum(score) OVER w AS total
        FROM items i WINDOW w AS (PARTITION BY test_key, scale, candidate_id)
      ),
      scaled AS (SELECT s.*, max(items) OVER (PARTITION BY test_key, scale) AS k FROM sized s),
      complete AS (SELECT * FROM scaled WHERE items = k AND answered = k),
      item_variances AS (
        SELECT test_key, scale, sum(v) AS item_var
        FROM (SELECT test_key, scale, pos, var_samp(score) AS v FROM complete GROUP BY 1, 2, 3) per_item
        GROUP BY 1, 2
      ),
      total_variances AS (
        SELECT test_key, scale, count(*)::int AS n, var_samp(total) AS total_var
        FROM (SELECT DISTINCT test_key, scale, candidate_id, total FROM complete) per_candidate
        GROUP BY 1, 2
      ),
      scales AS (SELECT test_key, scale, max(k)::int AS k FROM scaled GROUP BY 1, 2),
      names AS (
        SELECT test_key, min(test_name) AS test_name, min(display_order) AS display_order
        FROM results GROUP BY 1
      )
      SELECT sc.test_key, nm.test_name, sc.scale, sc.k, coalesce(tv.n, 0) AS n, tv.total_var, iv.item_var
      FROM scales sc
      JOIN names nm USING (test_key)
      LEFT JOIN total_variances tv USING (test_key, scale)
      LEFT JOIN item_variances iv USING (test_key, scale)
      ORDER BY nm.display_order, nm.test_name, sc.scale`);
    return result.rows.map((r) => ({
      testKey: String(r.test_key),
      testName: String(r.test_name),
      scale: r.scale ? String(r.scale) : null,
      k: Number(r.k),
      n: Number(r.n),
      totalVariance: num(r.total_var),
      sumItemVariances: num(r.item_var),
    }));
  },

  /** The chosen candidates of the company: scores of their latest scored evaluation, the latest's status. */
  async compare(db: Database, companyId: string, ids: string[]) {
    const idList = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const result = await db.execute<Record<string, unknown>>(sql`
      SELECT c.id, c.full_name, c.email, c.position, c.test_status,
        (SELECT ev.evaluation_status FROM evaluations ev WHERE ev.candidate_id = c.id
         ORDER BY ev.created_at DESC, ev.id DESC LIMIT 1) AS evaluation_status,
        e.total_score, e.section_scores,
        e.evaluation_data->'traits' AS traits, e.evaluation_data->'cefr'->>'level' AS cefr,
        (SELECT coalesce(jsonb_agg(sec->>'name'), '[]'::jsonb)
         FROM jsonb_array_elements(coalesce(e.evaluation_data->'sections', '[]'::jsonb)) sec) AS section_order,
        (SELECT coalesce(jsonb_agg(sec->>'name'), '[]'::jsonb)
         FROM jsonb_array_elements(coalesce(e.evaluation_data->'sections', '[]'::jsonb)) sec
         WHERE sec->>'kind' IN ('personality', 'work_style')) AS profile_sections,
        ${timeToCompleteSeconds(sql`c.id`)} AS time_seconds,
        (SELECT count(*) FROM integrity_events ie WHERE ie.candidate_id = c.id)::int AS integrity_events
      FROM candidates c
      LEFT JOIN LATERAL (
        SELECT ev.total_score, ev.section_scores, ev.evaluation_data
        FROM evaluations ev
        WHERE ev.candidate_id = c.id AND ev.evaluation_status IN ('completed', 'needs_review')
        ORDER BY ev.created_at DESC, ev.id DESC LIMIT 1
      ) e ON true
      WHERE c.company_id = ${companyId} AND c.id IN (${idList})`);
    return result.rows.map((r) => ({
      id: String(r.id),
      fullName: String(r.full_name),
      email: String(r.email),
      position: r.position === null ? null : String(r.position),
      testStatus: String(r.test_status),
      evaluationStatus: (r.evaluation_status ?? null) as TEvaluationStatus | null,
      totalScore: num(r.total_score),
      sectionScores: (r.section_scores ?? {}) as Record<string, number>,
      traits: (Array.isArray(r.traits) ? r.traits : []) as { trait: string; score: number }[],
      cefr: r.cefr === null || r.cefr === undefined ? null : String(r.cefr),
      sectionOrder: (r.section_order ?? []) as string[],
      profileSections: (r.profile_sections ?? []) as string[],
      timeSeconds: num(r.time_seconds),
      integrityEvents: Number(r.integrity_events ?? 0),
    }));
  },
};
