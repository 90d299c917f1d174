import type { z } from 'zod';

/**
 * A job's declaration: its name, payload schema and queue policy (documenso's shape). The domain that
 * owns a job declares it beside the functions that enqueue it; the handler lives apart, so enqueueing
 * a job never pulls in what runs it, and the composition root binds the two.
 */
export type JobDefinition<T> = {
  name: string;
  schema: z.ZodType<T>;
  batchSize: number;
  /** Workers polling this queue in each worker process. */
  concurrency?: number;
  retryLimit: number;
};

export const defineJob = <T>(definition: JobDefinition<T>): JobDefinition<T> => definition;

/** What a worker runs for a job, given the process's context `C`. Handlers are idempotent. */
export type JobHandler<T, C> = {
  job: JobDefinition<T>;
  handle: (payloads: T[], context: C) => Promise<void>;
};

export const handleJob = <T, C>(
  job: JobDefinition<T>,
  handle: (payloads: T[], context: C) => Promise<void>,
): JobHandler<T, C> => ({ job, handle });
