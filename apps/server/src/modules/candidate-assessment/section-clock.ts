import { deriveSectionStatus, type TCandidateSection, type TSectionAttempt } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { candidateRepository } from './candidate-assessment.repository';
import { scaledMinutes } from './rules';

type SummaryRow = Awaited<ReturnType<typeof candidateRepository.sectionSummaries>>[number];

export function toAttempt(row: {
  startedAt: Date;
  deadlineAt: Date;
  submittedAt: Date | null;
  closedBy: string | null;
}): TSectionAttempt {
  return {
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    closedBy: row.closedBy === 'candidate' || row.closedBy === 'timeout' ? row.closedBy : null,
  };
}

export function toSection(row: SummaryRow, multiplier: number): TCandidateSection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    displayOrder: row.displayOrder,
    timeLimitMinutes: scaledMinutes(row.timeLimitMinutes, multiplier),
    questionCount: row.questionCount,
    answeredCount: row.answeredCount,
    attempt:
      row.attemptStartedAt && row.attemptDeadlineAt
        ? toAttempt({
            startedAt: row.attemptStartedAt,
            deadlineAt: row.attemptDeadlineAt,
            submittedAt: row.attemptSubmittedAt,
            closedBy: row.attemptClosedBy,
          })
        : null,
  };
}

type CandidateRef = {
  id: string;
  assessmentId: string | null;
  testStatus: string;
  extraTimeMultiplier: number;
};

/**
 * The candidate's sections as the dashboard shows them, after closing any whose time ran out, with the
 * candidate's status after that (closing the last section completes the assessment) and the database's
 * clock. Reading comes first: only when an attempt read is past its time is there anything to close.
 */
export async function loadSections(db: Executor, candidate: CandidateRef, sectionId?: string) {
  let rows = await candidateRepository.sectionSummaries(db, candidate, sectionId);
  let completed = false;
  if (rows.some((row) => row.attemptExpired)) {
    ({ completed } = await closeExpired(db, candidate, sectionId));
    rows = await candidateRepository.sectionSummaries(db, candidate, sectionId);
  }
  const [first] = rows;
  return {
    sections: rows.map((row) => toSection(row, candidate.extraTimeMultiplier)),
    testStatus: completed ? 'completed' : candidate.testStatus,
    now: first ? new Date(first.now) : await candidateRepository.now(db),
  };
}

/**
 * Closes attempts past their deadline and grace (the lazy half of the timeout, the job is the other);
 * `completed`: the status became completed because of it.
 */
export async function closeExpired(db: Executor, candidate: CandidateRef, sectionId?: string) {
  const closed = await candidateRepository.closeExpired(db, candidate.id, sectionId);
  if (closed.length === 0) return { closed: false, completed: false };
  return { closed: true, completed: await refreshCompletion(db, candidate) };
}

/**
 * SPEC.md section 4: the status becomes completed once every section is (per deriveSectionStatus: closed,
 * or every question answered). True when it changed now. Decided under the candidate's status lock, held
 * to the end of the transaction (one of its own when the caller has none): of two changes that each
 * complete the candidate's last open sections (two last answers, an answer and a Submit Section or a
 * timeout), the one deciding second sees the first, so the status cannot stay in progress.
 */
export async function refreshCompletion(db: Executor, candidate: CandidateRef): Promise<boolean> {
  if (!['pending', 'questions_generated', 'in_progress'].includes(candidate.testStatus)) return false;
  const decide = async (tx: Executor) => {
    await candidateRepository.lockStatus(tx, candidate.id);
    const rows = await candidateRepository.sectionSummaries(tx, candidate);
    const sections = rows.map((row) => toSection(row, candidate.extraTimeMultiplier));
    if (sections.length === 0 || sections.some((s) => deriveSectionStatus(s) !== 'completed')) return false;
    return candidateRepository.markCompleted(tx, candidate.id);
  };
  return db instanceof PgTransaction ? decide(db) : db.transaction(decide);
}

/**
 * A change of the candidate that is not a change of their row (a section closed by its deadline) still
 * reaches their open dashboards: the same notification the candidates triggers send.
 */
export async function notifyCandidateChanged(db: Executor, candidate: { id: string; companyId: string }) {
  await db.execute(
    sql`SELECT pg_notify('candidate_changes', json_build_object('companyId', ${candidate.companyId}::uuid, 'op', 'UPDATE', 'candidateIds', json_build_array(${candidate.id}::uuid))::text)`,
  );
}
