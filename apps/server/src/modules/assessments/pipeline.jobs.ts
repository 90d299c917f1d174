import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import type { JobQueue } from '../../jobs/queue';

/** Candidates per job: big enough for bulk inserts, small enough that a retry redoes little. */
export const PIPELINE_CHUNK = 250;

export const ZPipelinePayload = z.object({
  assessmentId: z.uuid(),
  candidateIds: z.array(z.uuid()).min(1).max(PIPELINE_CHUNK),
  /**
   * On the last chunk of a batch only: how many candidates the whole batch has, so that chunk refreshes
   * the statistics of the tables the batch filled once it is done (runPipelineChunk).
   */
  batchCandidates: z.number().int().min(1).optional(),
});

export const pipelineJob = defineJob({
  name: 'pipeline.provision',
  schema: ZPipelinePayload,
  batchSize: 1,
  concurrency: 2,
  retryLimit: 4,
});

/** Hands freshly admitted candidates to the pipeline, in chunks, with one insert of jobs. */
export async function startPipeline(jobs: JobQueue, assessmentId: string, candidateIds: string[]) {
  const payloads: z.input<typeof ZPipelinePayload>[] = [];
  for (let i = 0; i < candidateIds.length; i += PIPELINE_CHUNK) {
    const last = i + PIPELINE_CHUNK >= candidateIds.length;
    payloads.push({
      assessmentId,
      candidateIds: candidateIds.slice(i, i + PIPELINE_CHUNK),
      ...(last ? { batchCandidates: candidateIds.length } : {}),
    });
  }
  await jobs.sendMany(pipelineJob, payloads);
}
