import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type ReportScope = {
  companyId: string;
  kind: 'assessment' | 'test';
  id: string;
  /** Inclusive UTC dates, YYYY-MM-DD. */
  from: string;
  to: string;
};

/**
 * One aggregate row of the report's counts: the categories it is grouped by (null where the row does not
 * group by that category) and its counts. Categories read 'unknown' for no answer and 'declined' for
 * "prefer not to say".
 */
export type GroupCounts = {
  sex: string | null;
  raceEthnicity: string | null;
  ageBand: string | null;
  disability: string | null;
  /** Submitted candidates in scope. */
  assessed: number;
  /** With a hiring decision; of them advanced (shortlisted or hired, now or ever). */
  decided: number;
  advanced: number;
  /** Still at New, never moved. */
  awaiting: number;
  /** With a score; of them strictly above the whole sample's median. */
  scored: number;
  aboveMedian: number;
};

export type ReportTotals = GroupCounts & {
  median: number | null;
  noSelfIdentification: number;
  /** Test scope: sections of the test on the candidates' evaluations that are profiles (no score). */
  profileSections: number;
};

const PROFILE_KINDS = sql`('personality', 'work_style')`;

/** A self-identification column as the report groups it. */
const category = (column: SQL) =>
  sql`CASE WHEN ${column} IS NULL THEN 'unknown' WHEN ${column} = 'prefer_not_to_say' THEN 'declined' ELSE ${column} END`;

/** The scope's candidates: the company's, with a final submission in the date range, of the assessment or test. */
const scopeCte = (s: ReportScope) => sql`scope AS (
  SELECT c.id, c.stage FROM candidates c
  WHERE c.company_id = ${s.companyId}
    AND c.last_submitted_at >= (${s.from}::date)::timestamp AT TIME ZONE 'UTC'
    AND c.last_submitted_at < (${s.to}::date + 1)::timestamp AT TIME ZONE 'UTC'
    AND ${
      s.kind === 'assessment'
        ? sql`c.assessment_id = ${s.id}`
        : sql`EXISTS (
            SELECT 1 FROM form_sections fs JOIN sections sec ON sec.id = fs.section_id
            WHERE fs.candidate_id = c.id AND sec.test_id = ${s.id})`
    }
)`;

/**
 * Each candidate's score from their latest scored evaluation (as the candidates table shows it): the overall
 * score, or the test's section score. Profile sections are not scores (decision 013) and give none.
 */
const scoredCte = (s: ReportScope) => sql`latest AS (
  SELECT DISTINCT ON (e.candidate_id) e.candidate_id, e.total_score, e.evaluation_data
  FROM evaluations e JOIN scope c ON c.id = e.candidate_id
  WHERE e.evaluation_status IN ('completed', 'needs_review')
  ORDER BY e.candidate_id, e.created_at DESC, e.id DESC
),
scored AS (
  SELECT l.candidate_id, ${
    s.kind === 'assessment'
      ? sql`l.total_score::numeric::float8 AS score, 0 AS profile_sections`
      : sql`(
          SELECT (r->>'score')::float8 FROM jsonb_array_elements(l.evaluation_data->'sections') r
          JOIN sections sec ON sec.id = (r->>'sectionId')::uuid
          WHERE sec.test_id = ${s.id} AND r->>'kind' NOT IN ${PROFILE_KINDS} LIMIT 1
        ) AS score,
        (
          SELECT count(*) FROM jsonb_array_elements(l.evaluation_data->'sections') r
          JOIN sections sec ON sec.id = (r->>'sectionId')::uuid
          WHERE sec.test_id = ${s.id} AND r->>'kind' IN ${PROFILE_KINDS}
        ) AS profile_sections`
  }
  FROM latest l
),
median AS (
  SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY score) AS median FROM scored WHERE score IS NOT NULL
)`;

const int = (v: unknown) => Number(v ?? 0);
const key = (v: unknown) => (v === null || v === undefined ? null : String(v));

export const adverseImpactRepository = {
  async company(db: Database, companyId: string) {
    const result = await db.execute<{ name: string; self_identification_enabled: boolean }>(sql`
      SELECT coalesce(display_name, name) AS name, self_identification_enabled FROM companies WHERE id = ${companyId}`);
    const row = result.rows[0];
    return row ? { name: row.name, selfIdentificationEnabled: row.self_identification_enabled } : null;
  },

  async assessment(db: Database, companyId: string, assessmentId: string) {
    const result = await db.execute<{ id: string; name: string }>(sql`
      SELECT id, name FROM assessments WHERE id = ${assessmentId} AND company_id = ${companyId}`);
    return result.rows[0] ?? null;
  },

  /** A library test or the company's own; null for another company's. */
  async test(db: Database, companyId: string, testId: string) {
    const result = await db.execute<{ id: string; name: string }>(sql`
      SELECT id, name FROM test_library
      WHERE id = ${testId} AND (company_id IS NULL OR company_id = ${companyId})`);
    return result.rows[0] ?? null;
  },

  /** The assessments whose candidates are in scope (for a test: where the test was used), by name. */
  async assessmentNames(db: Database, scope: ReportScope): Promise<string[]> {
    const result = await db.execute<{ name: string }>(sql`
      WITH ${scopeCte(scope)}
      SELECT DISTINCT a.name FROM scope s JOIN candidates c ON c.id = s.id
      JOIN assessments a ON a.id = c.assessment_id
      ORDER BY a.name LIMIT 200`);
    return result.rows.map((r) => r.name);
  },

  /**
   * Every count of the report in one statement, grouped by each category on its own and by sex × race/
   * ethnicity (GROUPING SETS), plus the overall row. Self-identification is read only here, and only
   * into these counts: no row of a person leaves the database.
   */
  async counts(db: Database, scope: ReportScope): Promise<{ totals: ReportTotals; groups: GroupCounts[] }> {
    const result = await db.execute<Record<string, unknown>>(sql`
      WITH ${scopeCte(scope)}, ${scoredCte(scope)},
      people AS (
        SELECT
          ${category(sql`si.sex`)} AS sex,
          ${category(sql`si.race_ethnicity`)} AS race_ethnicity,
          ${category(sql`si.age_band`)} AS age_band,
          ${category(sql`si.disability`)} AS disability,
          si.candidate_id IS NULL AS no_answer,
          (c.stage <> 'new' OR EXISTS (
            SELECT 1 FROM candidate_stage_history h WHERE h.candidate_id = c.id
          )) AS decided,
          (c.stage IN ('shortlisted', 'hired') OR EXISTS (
            SELECT 1 FROM candidate_stage_history h
            WHERE h.candidate_id = c.id AND h.to_stage IN ('shortlisted', 'hired')
          )) AS advanced,
          sc.score,
          coalesce(sc.profile_sections, 0) AS profile_sections,
          sc.score > m.median AS above
        FROM scope c
        LEFT JOIN self_identifications si ON si.candidate_id = c.id AND si.company_id = ${scope.companyId}
        LEFT JOIN scored sc ON sc.candidate_id = c.id
        CROSS JOIN median m
      )
      SELECT
        GROUPING(sex, race_ethnicity, age_band, disability) AS grouping,
        sex, race_ethnicity, age_band, disability,
        count(*) AS assessed,
        count(*) FILTER (WHERE decided) AS decided,
        count(*) FILTER (WHERE decided AND advanced) AS advanced,
        count(*) FILTER (WHERE NOT decided) AS awaiting,
        count(*) FILTER (WHERE score IS NOT NULL) AS scored,
        count(*) FILTER (WHERE above) AS above_median,
        count(*) FILTER (WHERE no_answer) AS no_answer,
        sum(profile_sections) AS profile_sections,
        (SELECT median FROM median) AS median
      FROM people
      GROUP BY GROUPING SETS ((), (sex), (race_ethnicity), (sex, race_ethnicity), (age_band), (disability))`);
    const toCounts = (r: Record<string, unknown>): GroupCounts => ({
      sex: key(r.sex),
      raceEthnicity: key(r.race_ethnicity),
      ageBand: key(r.age_band),
      disability: key(r.disability),
      assessed: int(r.assessed),
      decided: int(r.decided),
      advanced: int(r.advanced),
      awaiting: int(r.awaiting),
      scored: int(r.scored),
      aboveMedian: int(r.above_median),
    });
    // GROUPING(...) is a bit mask of the columns left out: 15 (all four) is the overall row.
    const overall = result.rows.find((r) => int(r.grouping) === 15);
    const totals: ReportTotals = {
      ...(overall ? toCounts(overall) : toCounts({})),
      median: overall?.median === null || overall?.median === undefined ? null : Number(overall.median),
      noSelfIdentification: int(overall?.no_answer),
      profileSections: int(overall?.profile_sections),
    };
    return { totals, groups: result.rows.filter((r) => int(r.grouping) !== 15).map(toCounts) };
  },
};
