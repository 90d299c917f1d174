import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { defineJob } from '../../jobs/define-job';
import { leverRepository as repo } from './lever.repository';

/** Lever's rate limit asks for exponential backoff: 10 s, 20 s, … up to an hour, eight attempts. */
const RETRY = { limit: 7, delaySeconds: 10, maxDelaySeconds: 60 * 60 };

export const ZLeverStageChangePayload = z.object({
  companyId: z.uuid(),
  opportunityId: z.string().min(1),
  toStageId: z.string().min(1),
  eventId: z.string().min(1),
});

/** A verified candidateStageChange: fetch the opportunity, and invite when it entered a mapped trigger. */
export const leverStageChangeJob = defineJob({
  name: 'lever.stage-change',
  schema: ZLeverStageChangePayload,
  batchSize: 1,
  retryLimit: RETRY.limit,
});

export const ZLeverWriteBackPayload = z.object({
  invitationId: z.uuid(),
  /** `result`: note + tag after scoring; `advanced` / `rejected`: the mapped stage move. */
  action: z.enum(['result', 'advanced', 'rejected']),
});
export type TLeverWriteBack = z.infer<typeof ZLeverWriteBackPayload>;

/** One write-back to Lever; a failed request throws and pg-boss retries it with backoff. */
export const leverWriteBackJob = defineJob({
  name: 'lever.write-back',
  schema: ZLeverWriteBackPayload,
  batchSize: 1,
  retryLimit: RETRY.limit,
});

type Deps = Pick<AppContext, 'jobs'>;

export function queueStageChange(
  db: Executor,
  deps: Deps,
  payload: z.infer<typeof ZLeverStageChangePayload>,
) {
  return deps.jobs.sendMany(leverStageChangeJob, [payload], { db, retry: RETRY });
}

export function queueWriteBacks(db: Executor, deps: Deps, payloads: TLeverWriteBack[]) {
  return deps.jobs.sendMany(leverWriteBackJob, payloads, { db, retry: RETRY });
}

/**
 * The hooks other domains call (their transaction when they have one): nothing happens for a candidate
 * who did not come from Lever, so the cost for everyone else is one indexed query.
 */
export const leverHooks = {
  /** A scored evaluation (completed or needs review): the note and the tag go to the opportunity. */
  async evaluationCompleted(db: Executor, deps: Deps, evaluationId: string): Promise<void> {
    const invitations = await repo.invitationsOfEvaluation(db, evaluationId);
    await queueWriteBacks(
      db,
      deps,
      invitations.map((invitation) => ({ invitationId: invitation.id, action: 'result' as const })),
    );
  },

  /** An admin's decision: shortlisted moves to the mapping's "advanced" stage, rejected to its "rejected" one. */
  async candidatesStageChanged(
    db: Executor,
    deps: Deps,
    input: { companyId: string; candidateIds: string[]; stage: string },
  ): Promise<void> {
    const action =
      input.stage === 'shortlisted' ? 'advanced' : input.stage === 'rejected' ? 'rejected' : null;
    if (!action || input.candidateIds.length === 0) return;
    const invitations = await repo.invitationsOfCandidates(db, input.companyId, input.candidateIds);
    await queueWriteBacks(
      db,
      deps,
      invitations
        .filter((row) => (action === 'advanced' ? row.advancedStageId : row.rejectedStageId) !== null)
        .map((row) => ({ invitationId: row.id, action })),
    );
  },
};
