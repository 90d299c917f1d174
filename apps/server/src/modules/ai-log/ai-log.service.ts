import type { TAiCallList, TAiCallOutcome, TAiCallPurpose } from '@app/contracts';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { AiCallObserver, AiCallRecord } from '../ai';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { aiLogRepository as repo } from './ai-log.repository';

/** What a call concerned, as its caller knows it: the provider itself knows no company or candidate. */
export type AiCallContext = {
  companyId: string;
  candidateId?: string | null;
  assessmentId?: string | null;
  questionId?: string | null;
  cacheKey?: string | null;
};

export type LoggedAiCall = { context: AiCallContext; record: AiCallRecord };

/** Gathers a run's calls as they happen, so they are written together afterwards. */
export function aiCallCollector() {
  const calls: LoggedAiCall[] = [];
  return {
    calls,
    /** The observer for calls made in `context`. */
    observe:
      (context: AiCallContext): AiCallObserver =>
      (record) =>
        calls.push({ context, record }),
  };
}

export const aiLogService = {
  /**
   * Writes calls in one insert. Never throws: the log must not fail a grading or a pipeline run that has
   * already paid for its calls; a failure is logged with the calls' count so it is noticed.
   */
  async record(deps: { db: Database; logger: Logger }, calls: LoggedAiCall[]): Promise<void> {
    try {
      await repo.insertMany(
        deps.db,
        calls.map(({ context, record }) => ({
          companyId: context.companyId,
          candidateId: context.candidateId ?? null,
          assessmentId: context.assessmentId ?? null,
          questionId: context.questionId ?? null,
          cacheKey: context.cacheKey ?? null,
          purpose: record.purpose,
          model: record.model,
          promptVersion: record.promptVersion,
          inputDigest: record.inputDigest,
          output: record.output,
          outcome: record.outcome,
          error: record.error,
          durationMs: record.durationMs,
          createdAt: record.at,
        })),
      );
    } catch (error) {
      deps.logger.error({ err: error, calls: calls.length }, 'AI calls could not be written to the log');
    }
  },

  /** The calls behind a candidate of the caller's company, newest first (another company's: 404). */
  async forCandidate(db: Database, actor: Actor, candidateId: string): Promise<TAiCallList> {
    const companyId = companyOf(actor);
    const [retentionMonths, exists] = await Promise.all([
      repo.retentionMonths(db, companyId),
      repo.candidateExists(db, companyId, candidateId),
    ]);
    if (!exists || retentionMonths === null) throw notFound('Candidate');
    const rows = await repo.forCandidate(db, companyId, candidateId);
    return {
      retentionMonths,
      items: rows.map((row) => ({
        ...row,
        // The table's check constraints hold these to the contract's values.
        purpose: row.purpose as TAiCallPurpose,
        outcome: row.outcome as TAiCallOutcome,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  },

  /** The retention job: deletes every company's calls older than its retention period. */
  deleteExpired(db: Database, now: Date): Promise<number> {
    return repo.deleteExpired(db, now);
  },
};
