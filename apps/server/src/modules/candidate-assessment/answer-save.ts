import type { TAnswerValue } from '@app/contracts';
import { fillPlaceholders } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createBatcher } from '../../lib/batcher';
import type { SignedSession } from '../auth/session-reader';
import { SAVE, SAVE_BATCH } from './answer-save-sql';

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

/** Whose save: a user the guards already checked, or a signed session the statement checks itself. */
export type SaveCaller = { userId: string } | { session: SignedSession };

type SaveInput = {
  caller: SaveCaller;
  /** The application the path names; null: the one whose form holds the question. */
  applicationId: string | null;
  questionId: string;
  value: TAnswerValue;
  timeSpentMs: number | null;
  revision: number | null;
};

/**
 * The answer save in one statement, for a section already started (the autosave's every keystroke pause):
 * the candidate of the caller (KEY SHARE, as the transactional path takes it, so the final submission
 * waits for it), their question, the attempt (SHARE: a Submit Section waits), and the upsert only when the
 * assessment is not locked, the value is accepted, the attempt open and the revision above the stored
 * one. One round trip instead of a transaction of seven; the row says what was found so the caller can
 * say why nothing was saved. No row: no candidate record for the user, or (for a signed session) no
 * unexpired, not refresh-due session of a candidate with that token: ask the guards, which say which.
 * `hasAttempt` false: nothing was written, the caller starts the section in a transaction.
 *
 * Saves that arrive together share a statement (SAVE_BATCH): on exam day a cohort's saves cost PostgreSQL
 * one statement's set-up and one commit per batch, not per save (decision 024).
 */
export function saveInOneStatement(db: Database, input: SaveInput): Promise<OneStatementSave | null> {
  let save = batchedSaves.get(db);
  if (!save) {
    save = createBatcher<SaveInput, OneStatementSave | null>({
      runOne: (one) => saveAlone(db, one),
      runBatch: (many) => saveTogether(db, many),
      // Two saves of one question by one caller in a statement would upsert its row twice.
      keyOf: (one) => `${callerKey(one.caller)} ${one.applicationId} ${one.questionId}`,
      kindOf: (one) => (one.revision === null ? 'without revision' : 'with revision'),
      maxSize: 64,
      concurrency: 4,
    });
    batchedSaves.set(db, save);
  }
  return save(input);
}

const batchedSaves = new WeakMap<Database, (input: SaveInput) => Promise<OneStatementSave | null>>();

const callerKey = (caller: SaveCaller) => ('userId' in caller ? caller.userId : caller.session.token);

async function saveAlone(db: Database, input: SaveInput): Promise<OneStatementSave | null> {
  const { caller, ...answer } = input;
  const session = 'session' in caller ? caller.session : null;
  const values = {
    ...answer,
    userId: 'userId' in caller ? caller.userId : null,
    applicationId: answer.applicationId,
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

export async function saveTogether(db: Database, inputs: SaveInput[]): Promise<(OneStatementSave | null)[]> {
  const rows = inputs.map(({ caller, ...answer }, index) => {
    const session = 'session' in caller ? caller.session : null;
    return {
      n: index + 1,
      session_token: session?.token ?? null,
      valid_after: session?.validAfter.toISOString() ?? null,
      user_id: 'userId' in caller ? caller.userId : null,
      application_id: answer.applicationId,
      question_id: answer.questionId,
      index: typeof answer.value === 'number' ? answer.value : null,
      is_text: typeof answer.value === 'string',
      value: answer.value,
      time_spent_ms: answer.timeSpentMs,
      revision: answer.revision,
    };
  });
  const values = { rows: JSON.stringify(rows), withoutRevision: inputs[0]?.revision === null };
  const result = await db.$client.query<OneStatementSave & { n: number }>({
    name: 'save_answers',
    text: SAVE_BATCH.sql,
    values: fillPlaceholders(SAVE_BATCH.params, values),
  });
  const byInput: (OneStatementSave | null)[] = inputs.map(() => null);
  for (const { n, ...row } of result.rows) byInput[n - 1] = row;
  return byInput;
}
