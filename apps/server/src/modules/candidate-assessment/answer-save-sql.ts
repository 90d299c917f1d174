import { type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { answers } from '../../db/schema';
import { LIKERT_OPTIONS, TRUE_FALSE_OPTIONS } from '../items/presentation';
import { ANSWERED, pastGrace } from './candidate-assessment.repository';
import { CHOICE_TYPES, LOCKED_STATUS } from './rules';

/**
 * SQL for rules.ts's answerProblem (the same rule, over the question row): the statement writes only
 * what answerProblem accepts, and the service asks answerProblem for the message of a refusal.
 * candidate-assessment.int.test.ts saves every refused kind of value through both paths.
 */
const accepted = (index: SQLWrapper, isText: SQLWrapper) => sql`coalesce(CASE
  WHEN q.question_type = 'true_false' THEN ${index}::int IN (0, 1)
  WHEN q.question_type = ANY(${`{${CHOICE_TYPES.join(',')}}`}::text[]) THEN ${index}::int < q.option_count
  ELSE ${isText}::boolean
END, false)`;

/** The options a question offers: rating scales and True/False have fixed ones (items/presentation.ts). */
const OPTION_COUNT = sql.raw(`CASE i.type WHEN 'likert_scale' THEN ${LIKERT_OPTIONS.length}
  WHEN 'true_false' THEN ${TRUE_FALSE_OPTIONS.length} ELSE cardinality(i.options) END`);

/** What the session read and requireRole(candidate) accept (auth/session-reader.ts, auth/guards.ts). */
const sessionUser = (token: SQLWrapper, validAfter: SQLWrapper) => sql`
  SELECT s.user_id, s.application_id FROM session s JOIN "user" u ON u.id = s.user_id JOIN profiles p ON p.id = s.user_id
  JOIN roles r ON r.id = p.role_id
  WHERE s.token = ${token} AND s.expires_at > ${validAfter} AND r.name = 'candidate'`;

/**
 * The user's application the save is for, KEY SHARE: the final submission (FOR UPDATE) waits for the save.
 * The one the path names, else the one whose form holds the question (own-application.ts's order); a
 * session an application link opened reaches its application only (decision 033).
 */
const candidateOf = (
  userId: SQLWrapper,
  applicationId: SQLWrapper,
  questionId: SQLWrapper,
  sessionApplicationId: SQLWrapper,
) => sql`
  SELECT id, user_id, assessment_id, test_status, extra_time_multiplier FROM candidates
  WHERE user_id = ${userId} AND (${applicationId}::uuid IS NULL OR id = ${applicationId}::uuid)
    AND (${sessionApplicationId}::uuid IS NULL OR id = ${sessionApplicationId}::uuid)
  ORDER BY id = (SELECT candidate_id FROM questions WHERE id = ${questionId}) DESC NULLS LAST,
    test_status IN ('completed', 'submitted'), created_at
  LIMIT 1 FOR KEY SHARE`;

/** The upsert writes above the stored revision only; without a revision (an older client) it overwrites. */
const newerOnly = (withoutRevision: SQLWrapper) => sql`
  ON CONFLICT (question_id, candidate_id) DO UPDATE SET
    answer_data = excluded.answer_data,
    time_spent_ms = greatest(answers.time_spent_ms, excluded.time_spent_ms),
    revision = greatest(answers.revision, excluded.revision),
    updated_at = excluded.updated_at
  WHERE ${withoutRevision} OR answers.revision < excluded.revision`;

// Rendered once and sent as a named prepared statement: planning this statement cost PostgreSQL more
// (about 1-2 ms) than running it.
export const SAVE = new PgDialect().sqlToQuery(sql`
    WITH sess AS (${sessionUser(sql.placeholder('sessionToken'), sql`${sql.placeholder('validAfter')}::timestamptz`)}
    ), cand AS (${candidateOf(
      sql`coalesce(${sql.placeholder('userId')}::text, (SELECT user_id FROM sess))`,
      sql.placeholder('applicationId'),
      sql`${sql.placeholder('questionId')}::uuid`,
      sql`(SELECT application_id FROM sess)`,
    )}
    ), q AS (
      SELECT q.id, q.section_id, q.question_number, i.type AS question_type, ${OPTION_COUNT} AS option_count
      FROM questions q JOIN cand ON q.candidate_id = cand.id JOIN items i ON i.id = q.item_id
      WHERE q.id = ${sql.placeholder('questionId')}
    ), check_q AS (
      SELECT q.*, ${accepted(sql.placeholder('index'), sql.placeholder('isText'))} AS accepted FROM q
    ), att AS (
      SELECT a.submitted_at IS NOT NULL AS submitted, ${pastGrace(sql`a.deadline_at`)} AS expired
      FROM section_attempts a JOIN q ON a.section_id = q.section_id JOIN cand ON a.candidate_id = cand.id
      FOR SHARE OF a
    ), prior AS (
      SELECT ${ANSWERED} AS answered, answers.revision, answers.updated_at FROM ${answers}
      JOIN cand ON answers.candidate_id = cand.id
      WHERE answers.question_id = ${sql.placeholder('questionId')}
    ), saved AS (
      INSERT INTO answers (candidate_id, question_id, section_id, answer_data, time_spent_ms, revision, created_at, updated_at)
      SELECT cand.id, check_q.id, check_q.section_id,
        jsonb_build_object('value', ${sql.placeholder('value')}::jsonb, 'question_index', check_q.question_number - 1),
        ${sql.placeholder('timeSpentMs')}::int, coalesce(${sql.placeholder('revision')}::bigint, 0),
        transaction_timestamp(), transaction_timestamp()
      FROM cand, check_q, att
      WHERE cand.test_status <> ${LOCKED_STATUS} AND check_q.accepted AND NOT att.submitted AND NOT att.expired
      ${newerOnly(sql`${sql.placeholder('revision')}::bigint IS NULL`)}
      RETURNING updated_at, ${ANSWERED} AS answered, revision
    )
    SELECT cand.user_id AS "userId", cand.id AS "candidateId", cand.assessment_id AS "assessmentId",
      cand.test_status AS "testStatus", cand.extra_time_multiplier AS "extraTimeMultiplier",
      check_q.question_type AS "questionType", check_q.option_count AS "optionCount", check_q.accepted,
      att.submitted IS NOT NULL AS "hasAttempt", coalesce(att.submitted, false) AS submitted,
      coalesce(att.expired, false) AS expired, saved.updated_at AS "savedAt",
      saved.revision::float8 AS revision,
      (SELECT revision::float8 FROM prior) AS "storedRevision", (SELECT updated_at FROM prior) AS "storedAt",
      CASE WHEN saved.answered AND NOT coalesce((SELECT answered FROM prior), false)
        THEN answer_completes_section(cand.id, check_q.section_id, check_q.id) ELSE false
      END AS "completesSection"
    FROM cand LEFT JOIN check_q ON true LEFT JOIN att ON true LEFT JOIN saved ON true`);

/**
 * SAVE for many saves at once (answer-save.ts batches them): the same steps and locks, row by row, for
 * input rows numbered `n`, each answered by a row with its `n` (none when SAVE would return none). The rows
 * come as one JSON array: PostgreSQL cannot see how many there are while planning, so it plans the statement
 * once and reuses the plan (arrays as parameters made it plan every batch anew, about 3 ms each). All
 * rows of a batch either carry a revision or not (`withoutRevision`): the conflict's condition can see
 * only the table's columns. The result is ordered by candidate, and answer_completes_section, volatile,
 * runs after that sort: concurrent batches take the candidates' status locks in one order, so they
 * cannot deadlock on them.
 */
export const SAVE_BATCH = new PgDialect().sqlToQuery(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) AS input(n int, session_token text,
        valid_after timestamptz, user_id text, application_id uuid, question_id uuid, index int, is_text boolean, value jsonb,
        time_spent_ms int, revision bigint)
    ), found AS (
      SELECT input.*, cand.id AS candidate_id, cand.user_id AS candidate_user_id, cand.assessment_id,
        cand.test_status, cand.extra_time_multiplier, q.id AS found_question_id, q.section_id, q.question_number,
        q.question_type, q.option_count,
        CASE WHEN q.id IS NOT NULL THEN ${accepted(sql`input.index`, sql`input.is_text`)} END AS accepted,
        att.submitted, att.expired, prior.answered AS prior_answered, prior.revision AS prior_revision,
        prior.updated_at AS prior_updated_at
      FROM input
      LEFT JOIN LATERAL (${sessionUser(sql`input.session_token`, sql`input.valid_after`)} LIMIT 1) sess ON true
      CROSS JOIN LATERAL (${candidateOf(sql`coalesce(input.user_id, sess.user_id)`, sql`input.application_id`, sql`input.question_id`, sql`sess.application_id`)}) cand
      LEFT JOIN LATERAL (
        SELECT q.id, q.section_id, q.question_number, i.type AS question_type, ${OPTION_COUNT} AS option_count
        FROM questions q JOIN items i ON i.id = q.item_id
        WHERE q.candidate_id = cand.id AND q.id = input.question_id LIMIT 1
      ) q ON true
      LEFT JOIN LATERAL (
        SELECT a.submitted_at IS NOT NULL AS submitted, ${pastGrace(sql`a.deadline_at`)} AS expired
        FROM section_attempts a WHERE a.candidate_id = cand.id AND a.section_id = q.section_id FOR SHARE
      ) att ON true
      LEFT JOIN LATERAL (
        SELECT ${ANSWERED} AS answered, answers.revision, answers.updated_at FROM ${answers}
        WHERE answers.candidate_id = cand.id AND answers.question_id = input.question_id LIMIT 1
      ) prior ON true
    ), saved AS (
      INSERT INTO answers (candidate_id, question_id, section_id, answer_data, time_spent_ms, revision, created_at, updated_at)
      SELECT candidate_id, found_question_id, section_id,
        jsonb_build_object('value', value, 'question_index', question_number - 1),
        time_spent_ms, coalesce(revision, 0), transaction_timestamp(), transaction_timestamp()
      FROM found
      WHERE test_status <> ${LOCKED_STATUS} AND accepted AND NOT submitted AND NOT expired
      ${newerOnly(sql`${sql.placeholder('withoutRevision')}::boolean`)}
      RETURNING candidate_id, question_id, updated_at, ${ANSWERED} AS answered, revision
    )
    SELECT found.n, found.candidate_user_id AS "userId", found.candidate_id AS "candidateId",
      found.assessment_id AS "assessmentId", found.test_status AS "testStatus",
      found.extra_time_multiplier AS "extraTimeMultiplier", found.question_type AS "questionType",
      found.option_count AS "optionCount", found.accepted,
      found.submitted IS NOT NULL AS "hasAttempt", coalesce(found.submitted, false) AS submitted,
      coalesce(found.expired, false) AS expired, saved.updated_at AS "savedAt", saved.revision::float8 AS revision,
      found.prior_revision::float8 AS "storedRevision", found.prior_updated_at AS "storedAt",
      CASE WHEN saved.answered AND NOT coalesce(found.prior_answered, false)
        THEN answer_completes_section(found.candidate_id, found.section_id, found.found_question_id) ELSE false
      END AS "completesSection"
    FROM found LEFT JOIN saved ON saved.candidate_id = found.candidate_id AND saved.question_id = found.found_question_id
    ORDER BY found.candidate_id`);
