import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assessments, candidates, items, passages, questions, sections } from '../../db/schema';
import { itemColumns, presentQuestion } from '../items/presentation';

export type RatingScope = { companyId: string; assessmentId?: string };

/** Each candidate's latest evaluation in the scope, scored (completed or awaiting rating). */
const latest = (scope: RatingScope) => sql`latest AS (
  SELECT * FROM (
    SELECT DISTINCT ON (e.candidate_id) e.id, e.candidate_id, e.evaluation_status, e.evaluation_data,
           c.assessment_id, sub.submitted_at
    FROM evaluations e
    JOIN candidates c ON c.id = e.candidate_id
    JOIN submissions sub ON sub.id = e.submission_id
    WHERE c.company_id = ${scope.companyId}
      ${scope.assessmentId ? sql`AND c.assessment_id = ${scope.assessmentId}` : sql``}
    ORDER BY e.candidate_id, e.created_at DESC, e.id DESC
  ) l WHERE l.evaluation_status IN ('completed', 'needs_review')
)`;

type WaitingRow = {
  evaluation_id: string;
  candidate_id: string;
  question_id: string;
  answer: string;
  grade: Record<string, unknown> | null;
  ratings: number;
  submitted_at: Date | string | null;
  total: number;
  suggestions: number;
};

export const ratingsRepository = {
  /**
   * The written answers waiting in a round, oldest submission first, with how many wait in all: the
   * first round holds those no person has rated, confirmed or overridden (scoring marks them
   * `awaitingRating`); the second those rated once, by someone other than `raterUserId`.
   */
  async waiting(
    db: Executor,
    scope: RatingScope,
    round: 'first' | 'second',
    raterUserId: string,
    limit: number,
  ) {
    const condition: SQL =
      round === 'first'
        ? sql`q->>'awaitingRating' = 'true'`
        : sql`q->'grade'->>'method' = 'rating' AND r.ratings = 1 AND NOT r.mine`;
    const result = await db.execute<WaitingRow>(sql`
      WITH ${latest(scope)},
      rated AS (
        SELECT ar.evaluation_id, ar.question_id::text AS question_id, count(*)::int AS ratings,
               bool_or(ar.rater_user_id = ${raterUserId}) AS mine
        FROM answer_ratings ar JOIN latest l ON l.id = ar.evaluation_id
        GROUP BY ar.evaluation_id, ar.question_id
      ),
      waiting AS (
        SELECT l.id AS evaluation_id, l.candidate_id, q->>'questionId' AS question_id, q->>'answer' AS answer,
               q->'grade' AS grade, coalesce(r.ratings, 0) AS ratings, l.submitted_at,
               (q->>'number')::int AS number
        FROM latest l
        CROSS JOIN LATERAL jsonb_array_elements(coalesce(l.evaluation_data->'questions', '[]'::jsonb)) q
        LEFT JOIN rated r ON r.evaluation_id = l.id AND r.question_id = q->>'questionId'
        WHERE q->>'type' = 'open_ended' AND ${condition}
      )
      SELECT evaluation_id, candidate_id, question_id, answer, grade, ratings, submitted_at,
             count(*) OVER ()::int AS total,
             count(*) FILTER (WHERE grade->>'method' = 'ai') OVER ()::int AS suggestions
      FROM waiting
      ORDER BY submitted_at ASC NULLS LAST, candidate_id, number
      LIMIT ${limit}`);
    return result.rows;
  },

  /** Counts of the first round when the page holds none (the window functions need a row). */
  async firstRoundCounts(db: Executor, scope: RatingScope) {
    const result = await db.execute<{ total: number; suggestions: number }>(sql`
      WITH ${latest(scope)}
      SELECT count(*)::int AS total, count(*) FILTER (WHERE q->'grade'->>'method' = 'ai')::int AS suggestions
      FROM latest l
      CROSS JOIN LATERAL jsonb_array_elements(coalesce(l.evaluation_data->'questions', '[]'::jsonb)) q
      WHERE q->>'awaitingRating' = 'true'`);
    return result.rows[0] ?? { total: 0, suggestions: 0 };
  },

  /** The questions of the listed answers with their prompt and rubric, their section, candidate and opening. */
  async questions(db: Executor, companyId: string, questionIds: string[]) {
    if (questionIds.length === 0) return [];
    const rows = await db
      .select({
        id: questions.id,
        candidateId: questions.candidateId,
        number: questions.questionNumber,
        optionOrder: questions.optionOrder,
        sectionName: sections.name,
        candidateName: candidates.fullName,
        assessmentId: candidates.assessmentId,
        assessmentName: assessments.name,
        ...itemColumns,
      })
      .from(questions)
      .innerJoin(candidates, eq(candidates.id, questions.candidateId))
      .innerJoin(sections, eq(sections.id, questions.sectionId))
      .innerJoin(items, eq(items.id, questions.itemId))
      .leftJoin(passages, eq(passages.id, items.passageId))
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(and(eq(candidates.companyId, companyId), inArray(questions.id, questionIds)))
      .orderBy(asc(questions.questionNumber));
    return rows.map((row) => ({
      id: row.id,
      candidateId: row.candidateId,
      number: row.number,
      sectionName: row.sectionName,
      candidateName: row.candidateName,
      assessmentId: row.assessmentId,
      assessmentName: row.assessmentName,
      ...presentQuestion(row, row.optionOrder),
    }));
  },

  /**
   * Every rated answer in the scope with its ratings oldest first and the grade scoring stored for it
   * (the model's suggestion rides inside) and the names of its rubric's criteria, for the agreement
   * between raters and between model and people.
   */
  async ratedAnswers(db: Executor, scope: RatingScope) {
    const result = await db.execute<{
      ratings: Record<string, number>[];
      grade: Record<string, unknown> | null;
      rubric: { key: string; label: string }[] | null;
    }>(sql`
      WITH ${latest(scope)}
      SELECT array_agg(ar.criteria ORDER BY ar.created_at, ar.id) AS ratings,
             jsonb_path_query_first(l.evaluation_data, '$.questions[*] ? (@.questionId == $q).grade',
                                    jsonb_build_object('q', ar.question_id::text)) AS grade,
             jsonb_path_query_first(l.evaluation_data, '$.questions[*] ? (@.questionId == $q).rubric',
                                    jsonb_build_object('q', ar.question_id::text)) AS rubric
      FROM answer_ratings ar JOIN latest l ON l.id = ar.evaluation_id
      GROUP BY l.id, l.evaluation_data, ar.question_id`);
    return result.rows;
  },

  /**
   * Of the (candidate, question) pairs, those that are a model's suggestion no person has rated, confirmed
   * or overridden, in the latest evaluation of one of the company's candidates (others are left out).
   */
  async confirmableSuggestions(
    db: Executor,
    companyId: string,
    pairs: { candidateId: string; questionId: string }[],
  ) {
    const result = await db.execute<{ candidate_id: string; evaluation_id: string; question_id: string }>(sql`
      WITH pairs AS (
        SELECT DISTINCT * FROM unnest(${sql.param(pairs.map((p) => p.candidateId))}::uuid[],
                                      ${sql.param(pairs.map((p) => p.questionId))}::text[]) AS p(candidate_id, question_id)
      ),
      latest AS (
        SELECT DISTINCT ON (e.candidate_id) e.id, e.candidate_id, e.evaluation_status, e.evaluation_data
        FROM evaluations e JOIN candidates c ON c.id = e.candidate_id
        WHERE c.company_id = ${companyId} AND e.candidate_id IN (SELECT candidate_id FROM pairs)
        ORDER BY e.candidate_id, e.created_at DESC, e.id DESC
      )
      SELECT l.candidate_id, l.id AS evaluation_id, p.question_id
      FROM pairs p JOIN latest l ON l.candidate_id = p.candidate_id
      WHERE l.evaluation_status = 'needs_review'
        AND jsonb_path_exists(l.evaluation_data,
          '$.questions[*] ? (@.questionId == $q && @.awaitingRating == true && @.grade.method == "ai")',
          jsonb_build_object('q', p.question_id))`);
    return result.rows;
  },
};
