import type { TGreenhouseTestRequest } from '@app/contracts';

export type CallbackState = 'polls' | 'waiting' | 'pending' | 'sent';

/**
 * Where the completion callback of a request stands: Greenhouse gave no URL (it polls test_status), the
 * test is not complete yet, complete but not delivered yet (retrying), or delivered.
 */
export function callbackState(
  request: Pick<TGreenhouseTestRequest, 'callbackRequested' | 'callbackSentAt' | 'status'>,
): CallbackState {
  if (!request.callbackRequested) return 'polls';
  if (request.callbackSentAt) return 'sent';
  return request.status === 'complete' ? 'pending' : 'waiting';
}
