import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import type { JobQueue } from '../../jobs/queue';
import { webhookEvents } from '../webhooks/webhook-events';
import { evaluationsRepository } from './evaluations.repository';
import { runEvaluation } from './evaluations.service';

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
  async handle(payloads, context) {
    for (const { evaluationId, force } of payloads) {
      try {
        await runEvaluation(context, evaluationId, force ?? false);
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'Unknown error';
        await evaluationsRepository.fail(context.db, evaluationId, reason.slice(0, 500));
        throw error;
      }
      // Outside the try: a webhook that cannot be queued retries this job (scoring is then skipped as
      // done), never marks the evaluation failed. The same finished evaluation is the same event.
      await webhookEvents.evaluationCompleted(context.db, context, evaluationId);
    }
  },
});

export async function queueEvaluation(jobs: JobQueue, evaluationId: string, force = false) {
  await jobs.send(evaluationJob, force ? { evaluationId, force } : { evaluationId });
}
