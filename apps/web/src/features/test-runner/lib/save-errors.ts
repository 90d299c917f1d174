import { ErrorCode } from '@app/contracts';
import { isApiError } from '@/lib/api-client';
import type { SaveFailure } from './save-queue';

/**
 * What a failed request of the runner (an answer, a batch of integrity events) means for its queue.
 * The server's stable codes close the section for good; network failures, timeouts, rate limits, a
 * signed-out session and server errors are worth retrying; any other refusal (a malformed answer, a
 * question that is not the candidate's) will never succeed, so only that one item is given up.
 */
export function classifySaveFailure(error: unknown): SaveFailure {
  if (!isApiError(error)) return 'retry';
  if (error.code === ErrorCode.SECTION_CLOSED) return 'section_closed';
  if (error.code === ErrorCode.ASSESSMENT_LOCKED) return 'assessment_locked';
  const { status } = error;
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'drop';
}
