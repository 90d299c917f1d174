import { DEADLINE_GRACE_SECONDS } from '@app/contracts';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import type { JobQueue } from '../../jobs/queue';

export const ZSectionTimeoutPayload = z.object({ candidateId: z.uuid(), sectionId: z.uuid() });

/**
 * Closes a section whose deadline (and grace) passed while nobody was looking: the browser may be gone.
 * Scheduled at the deadline when the section starts, and again when an accommodation moves it; a job
 * that finds the section closed or its deadline moved later does nothing (the later job closes it).
 */
export const sectionTimeoutJob = defineJob({
  name: 'assessment.section-timeout',
  schema: ZSectionTimeoutPayload,
  batchSize: 20,
  retryLimit: 3,
});

/** The timeout job for an attempt, due just after its deadline plus the grace. */
export async function scheduleSectionTimeout(
  jobs: JobQueue,
  attempt: { candidateId: string; sectionId: string; deadlineAt: Date },
) {
  const startAfter = new Date(attempt.deadlineAt.getTime() + (DEADLINE_GRACE_SECONDS + 1) * 1000);
  await jobs.send(
    sectionTimeoutJob,
    { candidateId: attempt.candidateId, sectionId: attempt.sectionId },
    { startAfter },
  );
}
