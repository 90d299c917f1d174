import type { z } from 'zod';
import type { AppContext } from '../context';

/** A job is a name, a zod payload and a batch handler (documenso's shape); handlers are idempotent. */
export type JobDefinition<T> = {
  name: string;
  schema: z.ZodType<T>;
  batchSize: number;
  /** Workers polling this queue in each worker process. */
  concurrency?: number;
  retryLimit: number;
  handle: (payloads: T[], context: AppContext) => Promise<void>;
};

export const defineJob = <T>(definition: JobDefinition<T>): JobDefinition<T> => definition;
