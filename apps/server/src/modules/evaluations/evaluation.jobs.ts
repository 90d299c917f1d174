import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import type { JobQueue } from '../../jobs/queue';

export const ZEvaluationPayload = z.object({ evaluationId: z.uuid(), force: z.boolean().optional() });

/**
 * Scores a submission (decision 007). Queued after the submission's transaction commits; the evaluation
 * row exists already (pending). Idempotent: a finished evaluation is skipped, a failed one retried.
 */
export const evaluationJob = defineJob({
  name: 'evaluation.run',
  schema: ZEvaluationPayload,
  batchSize: 1,
  retryLimit: 3,
});

export async function queueEvaluation(jobs: JobQueue, evaluationId: string, force = false) {
  await jobs.send(evaluationJob, force ? { evaluationId, force } : { evaluationId });
}
