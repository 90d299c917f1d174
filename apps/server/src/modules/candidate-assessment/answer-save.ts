import type { TAnswerValue } from '@app/contracts';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { answers } from '../../db/schema';
import type { SignedSession } from '../auth/session-reader';
import { LIKERT_OPTIONS, TRUE_FALSE_OPTIONS } from '../items/presentation';
import { ANSWERED, pastGrace } from './candidate-assessment.repository';
import { CHOICE_TYPES, LOCKED_STATUS } from './rules';

export type OneStatementSave = {
  userId: string;
  candidateId: string;
  assessmentId: string | null;
  testStatus: string;
  extraTimeMultiplier: number;
  questionType: string | null;
  optionCount: number | null;
  accepted: boolean | null;
  hasAttempt: boolean;
  submitted: boolean;
  expired: boolean;
  savedAt: Date | null;
  /** The stored revision after this save (null when nothing was written). */
  revision: number | null;
  /** The answer stored before this save, as this statement found it (null: none yet). */
  storedRevision: number | null;
  storedAt: Date | null;
  /**
   * The answer counts now, did not before, and every other question of its section counts: the only save
   * that can complete the candidate's sections (the full check then runs once per section, not per answer).
   * Decided by answer_completes_section (migration 0012) under the candidate's status lock, on what other
   * saves committed, not on this statement's snapshot, which misses a concurrent save's answer.
   */
  completesSection: boolean;
};

/**
 * SQL for rules.ts's answerProblem (the same rule, over the question row): the statement writes only
 * what answerProblem accepts, and the service asks answerProblem for the message of a refusal.
 * candidate-assessment.int.test.ts saves every refused kind of value through both paths.
 */
const ACCEPTED = sql`coalesce(CASE
  WHEN q.question_type = 'true_false' THEN ${sql.placeholder('index')}::int IN (0, 1)
  WHEN q.question_type = ANY(${`{${CHOICE_TYPES.join(',')}}`}::text[]) THEN ${sql.placeholder('index')}::int < q.option_count
  ELSE ${sql.placeholder('isText')}::boolean
END, false)`;

/** The options a question offers: rating scales and True/False have fixed ones (items/presentation.ts). */
const OPTION_COUNT = sql.raw(`CASE i.type WHEN 'likert_scale' THEN ${LIKERT_OPTIONS.length}
  WHEN 'true_false' THEN ${TRUE_FALSE_OPTIONS.length} ELSE cardinality(i.options) END`);

// Rendered once and sent as a named prepared statement: planning this statement cost PostgreSQL more
// (about 1-2 ms) than running it.
const SAVE = new PgDialect().sqlToQuery(sql`
    WITH sess AS (
      -- What the session read and requireRole(candidate) accept (auth/session-reader.ts, auth/guards.ts).
      SELECT s.user_id FROM session s JOIN "user" u ON u.id = s.user_id JOIN profiles p ON p.id = s.user_id
      JOIN roles r ON r.id = p.role_id
      WHERE s.token = ${sql.placeholder('sessionToken')} AND s.expires_at > ${sql.placeholder('validAfter')}::timestamptz
        AND r.name = 'candidate'
    ), cand AS (
      SELECT id, user_id, assessment_id, test_status, extra_time_multiplier FROM candidates
      WHERE user_id = coalesce(${sql.placeholder('userId')}::text, (SELECT user_id FROM sess))
      ORDER BY created_at LIMIT 1 FOR KEY SHARE
    ), q AS (
      SELECT q.id, q.section_id, q.question_number, i.type AS question_type, ${OPTION_COUNT} AS option_count
      FROM questions q JOIN cand ON q.candidate_id = cand.id JOIN items i ON i.id = q.item_id
      WHERE q.id = ${sql.placeholder('questionId')}
    ), check_q AS (
      SELECT q.*, ${ACCEPTED} AS accepted FROM q
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
      ON CONFLICT (question_id, candidate_id) DO UPDATE SET
        answer_data = excluded.answer_data,
        time_spent_ms = greatest(answers.time_spent_ms, excluded.time_spent_ms),
        revision = greatest(answers.revision, excluded.revision),
        updated_at = excluded.updated_at
      -- Without a revision (an older client) a save overwrites, as it always did.
      WHERE ${sql.placeholder('revision')}::bigint IS NULL OR answers.revision < excluded.revision
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

/** Whose save: a user the guards already checked, or a signed session the statement checks itself. */
export type SaveCaller = { userId: string } | { session: SignedSession };

/**
 * The answer save in one statement, for a section already started (the autosave's every keystroke pause):
 * the candidate of the caller (KEY SHARE, as the transactional path takes it, so the final submission
 * waits for it), their question, the attempt (SHARE: a Submit Section waits), and the upsert only when the
 * assessment is not locked, the value is accepted, the attempt open and the revision above the stored
 * one. One round trip instead of a transaction of seven; the row says what was found so the caller can
 * say why nothing was saved. No row: no candidate record for the user, or (for a signed session) no
 * unexpired, not refresh-due session of a candidate with that token: ask the guards, which say which.
 * `hasAttempt` false: nothing was written, the caller starts the section in a transaction.
 */
export async function saveInOneStatement(
  db: Database,
  input: {
    caller: SaveCaller;
    questionId: string;
    value: TAnswerValue;
    timeSpentMs: number | null;
    revision: number | null;
  },
): Promise<OneStatementSave | null> {
  const { caller, ...answer } = input;
  const session = 'session' in caller ? caller.session : null;
  const values = {
    ...answer,
    userId: 'userId' in caller ? caller.userId : null,
    sessionToken: session?.token ?? null,
    validAfter: session?.validAfter.toISOString() ?? null,
    value: JSON.stringify(input.value),
    index: typeof input.value === 'number' ? input.value : null,
    isText: typeof input.value === 'string',
  };
  const result = await db.$client.query<OneStatementSave>({
    name: 'save_answer',
    text: SAVE.sql,
    values: fillPlaceholders(SAVE.params, values),
  });
  return result.rows[0] ?? null;
}
