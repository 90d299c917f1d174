import { FAIRNESS_MIN_GROUP_SIZE, type TFairnessRegion, type TLeftOutMonth } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type ReportScope = {
  companyId: string;
  kind: 'assessment' | 'test';
  id: string;
  /** Inclusive UTC dates, YYYY-MM-DD. */
  from: string;
  to: string;
  /**
   * The company's fairness region (decision 036): only its rows are self-identifications here. A row of
   * another region (answered before the company changed its region) counts as none, everywhere below;
   * with 'none' nobody self-identified.
   */
  region: TFairnessRegion;
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
  /** Of the submitted candidates, those who answered under another region (counted as not self-identified). */
  otherRegion: number;
  /** The counts of those who gave no self-identification at all (unknown in every table). */
  withoutSelfIdentification: GroupCounts;
  /** Test scope: sections of the test on the candidates' evaluations that are profiles (no score). */
  profileSections: number;
};

const PROFILE_KINDS = sql`('personality', 'work_style')`;

/** A self-identification column as the report groups it. */
const category = (column: SQL) =>
  sql`CASE WHEN ${column} IS NULL THEN 'unknown' WHEN ${column} = 'prefer_not_to_say' THEN 'declined' ELSE ${column} END`;

const SMALL = sql`BETWEEN 1 AND ${FAIRNESS_MIN_GROUP_SIZE - 1}`;

/**
 * The scope's candidates: the company's, with a final submission in the date range, of the assessment or
 * test, without the months left out. Each assessment's month is a slice that reports can be subtracted by
 * (a month more or less, a test against the assessment it is in), so a slice where 1-4 candidates
 * self-identified is left out of every report; for a test, so is one where 1-4 of the assessment's
 * self-identified candidates did not take the test, or the test's report subtracted from the assessment's
 * would show theirs. `months` keeps each slice's verdict for the report to name the ones left out.
 */
const scopeCte = (s: ReportScope) => sql`asked AS (
  SELECT c.id, c.stage, c.assessment_id,
    to_char(c.last_submitted_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
    EXISTS (
      SELECT 1 FROM self_identifications si
      WHERE si.candidate_id = c.id AND si.company_id = ${s.companyId} AND si.region = ${s.region}
    ) AS answered,
    ${
      s.kind === 'assessment'
        ? sql`true`
        : sql`EXISTS (
            SELECT 1 FROM form_sections fs JOIN sections sec ON sec.id = fs.section_id
            WHERE fs.candidate_id = c.id AND sec.test_id = ${s.id})`
    } AS in_target
  FROM candidates c
  WHERE c.company_id = ${s.companyId}
    AND c.last_submitted_at >= (${s.from}::date)::timestamp AT TIME ZONE 'UTC'
    AND c.last_submitted_at < (${s.to}::date + 1)::timestamp AT TIME ZONE 'UTC'
    AND ${
      s.kind === 'assessment'
        ? sql`c.assessment_id = ${s.id}`
        : sql`c.assessment_id IN (SELECT sec.assessment_id FROM sections sec WHERE sec.test_id = ${s.id})`
    }
),
months AS (
  SELECT assessment_id, month,
    count(*) FILTER (WHERE in_target) AS candidates,
    count(*) FILTER (WHERE in_target AND answered) NOT ${SMALL}
      AND count(*) FILTER (WHERE NOT in_target AND answered) NOT ${SMALL} AS kept
  FROM asked GROUP BY assessment_id, month
),
scope AS (
  SELECT a.id, a.stage FROM asked a JOIN months m USING (assessment_id, month)
  WHERE a.in_target AND m.kept
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
    const result = await db.execute<{
      name: string;
      self_identification_enabled: boolean;
      fairness_region: TFairnessRegion;
    }>(sql`
      SELECT coalesce(display_name, name) AS name, self_identification_enabled, fairness_region
      FROM companies WHERE id = ${companyId}`);
    const row = result.rows[0];
    return row
      ? {
          name: row.name,
          selfIdentificationEnabled: row.self_identification_enabled,
          region: row.fairness_region,
        }
      : null;
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

  /** The assessments' months left out of the scope, with their candidates (in the scope's target). */
  async leftOut(db: Database, scope: ReportScope): Promise<TLeftOutMonth[]> {
    const result = await db.execute<{ month: string; assessment: string; candidates: number }>(sql`
      WITH ${scopeCte(scope)}
      SELECT m.month, a.name AS assessment, m.candidates::int AS candidates
      FROM months m JOIN assessments a ON a.id = m.assessment_id
      WHERE NOT m.kept AND m.candidates > 0
      ORDER BY m.month, a.name`);
    return result.rows.map((r) => ({
      month: r.month,
      assessment: r.assessment,
      candidates: int(r.candidates),
    }));
  },

  /**
   * Every count of the report in one statement, grouped by each category on its own and by sex × race/
   * ethnicity (GROUPING SETS), plus the overall row and the row of those with no self-identification.
   * Self-identification is read only here and by the scope's months (whether someone answered), and only
   * into counts: no row of a person leaves the database.
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
          EXISTS (
            SELECT 1 FROM self_identifications o
            WHERE o.candidate_id = c.id AND o.company_id = ${scope.companyId} AND o.region <> ${scope.region}
          ) AS other_region,
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
        LEFT JOIN self_identifications si
          ON si.candidate_id = c.id AND si.company_id = ${scope.companyId} AND si.region = ${scope.region}
        LEFT JOIN scored sc ON sc.candidate_id = c.id
        CROSS JOIN median m
      )
      SELECT
        GROUPING(sex, race_ethnicity, age_band, disability, no_answer) AS grouping,
        no_answer,
        sex, race_ethnicity, age_band, disability,
        count(*) AS assessed,
        count(*) FILTER (WHERE decided) AS decided,
        count(*) FILTER (WHERE decided AND advanced) AS advanced,
        count(*) FILTER (WHERE NOT decided) AS awaiting,
        count(*) FILTER (WHERE score IS NOT NULL) AS scored,
        count(*) FILTER (WHERE above) AS above_median,
        count(*) FILTER (WHERE other_region) AS other_region,
        sum(profile_sections) AS profile_sections,
        (SELECT median FROM median) AS median
      FROM people
      GROUP BY GROUPING SETS (
        (), (no_answer), (sex), (race_ethnicity), (sex, race_ethnicity), (age_band), (disability)
      )`);
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
    // GROUPING(...) is a bit mask of the columns left out (sex 16 … no_answer 1): 31 (all five) is the
    // overall row, 30 the rows by whether the person gave a self-identification.
    const overall = result.rows.find((r) => int(r.grouping) === 31);
    const without = result.rows.find((r) => int(r.grouping) === 30 && r.no_answer === true);
    const totals: ReportTotals = {
      ...(overall ? toCounts(overall) : toCounts({})),
      median: overall?.median === null || overall?.median === undefined ? null : Number(overall.median),
      otherRegion: int(overall?.other_region),
      withoutSelfIdentification: toCounts(without ?? {}),
      profileSections: int(overall?.profile_sections),
    };
    const byCategory = result.rows.filter((r) => int(r.grouping) !== 31 && int(r.grouping) !== 30);
    return { totals, groups: byCategory.map(toCounts) };
  },
};
