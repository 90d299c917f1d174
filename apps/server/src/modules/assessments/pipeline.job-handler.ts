import type { AppContext } from '../../context';
import { handleJob } from '../../jobs/define-job';
import { webhookEvents } from '../webhooks/webhook-events';
import { pipelineJob } from './pipeline.jobs';
import { pipelineRepository } from './pipeline.repository';
import { runPipelineChunk } from './pipeline.service';

/** Generates a chunk's forms, records a failure on its candidates' rows, and announces them Ready. */
export const pipelineJobHandler = handleJob(pipelineJob, async (payloads, context: AppContext) => {
  for (const payload of payloads) {
    try {
      await runPipelineChunk(context, payload);
    } catch (error) {
      // Shown on the candidates' rows until a retry succeeds; pg-boss retries with backoff.
      const reason = error instanceof Error ? error.message : 'Unknown error';
      await pipelineRepository.recordFailure(context.db, payload.candidateIds, reason.slice(0, 500));
      throw error;
    }
    // Decision 008: the chunk's candidates are Ready; a retried chunk is the same event, sent once.
    await webhookEvents.questionsGenerated(context.db, context, payload);
  }
});
