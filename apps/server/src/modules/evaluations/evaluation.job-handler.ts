import type { AppContext } from '../../context';
import { handleJob } from '../../jobs/define-job';
import { queueGreenhouseCallbacks } from '../greenhouse/greenhouse-callback.jobs';
import { leverHooks } from '../lever/lever.jobs';
import { webhookEvents } from '../webhooks/webhook-events';
import { evaluationJob } from './evaluation.jobs';
import { evaluationsRepository } from './evaluations.repository';
import { runEvaluation } from './evaluations.service';

export const evaluationJobHandler = handleJob(evaluationJob, async (payloads, context: AppContext) => {
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
    await queueGreenhouseCallbacks(context.db, context, evaluationId);
    await leverHooks.evaluationCompleted(context.db, context, evaluationId);
  }
});
