import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import type { JobQueue } from '../../jobs/queue';
import { webhookEvents } from '../webhooks/webhook-events';
import { pipelineRepository } from './pipeline.repository';
import { runPipelineChunk } from './pipeline.service';

/** Candidates per job: big enough for bulk inserts, small enough that a retry redoes little. */
export const PIPELINE_CHUNK = 250;

export const ZPipelinePayload = z.object({
  assessmentId: z.uuid(),
  candidateIds: z.array(z.uuid()).min(1).max(PIPELINE_CHUNK),
});

export const pipelineJob = defineJob({
  name: 'pipeline.provision',
  schema: ZPipelinePayload,
  batchSize: 1,
  concurrency: 2,
  retryLimit: 4,
  async handle(payloads, context) {
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
  },
});

/** Hands freshly admitted candidates to the pipeline, in chunks, with one insert of jobs. */
export async function startPipeline(jobs: JobQueue, assessmentId: string, candidateIds: string[]) {
  const payloads = [];
  for (let i = 0; i < candidateIds.length; i += PIPELINE_CHUNK) {
    payloads.push({ assessmentId, candidateIds: candidateIds.slice(i, i + PIPELINE_CHUNK) });
  }
  await jobs.sendMany(pipelineJob, payloads);
}
