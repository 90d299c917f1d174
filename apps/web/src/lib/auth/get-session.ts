import { ZSessionResponse } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/** SPEC.md section 9: the session is checked every 30 s. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
const RETRY_WINDOW_MS = 30_000;
const FIRST_RETRY_DELAY_MS = 200;

/** Exponential backoff from 200 ms, as many retries as fit in a 30 s window. */
export function sessionRetryDelay(attempt: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** attempt;
}

export function shouldRetrySession(failureCount: number, error: unknown): boolean {
  const retryable =
    error instanceof ApiError && (error.status === 0 || [502, 503, 504].includes(error.status));
  if (!retryable) return false;
  let elapsed = 0;
  for (let i = 0; i <= failureCount; i++) elapsed += sessionRetryDelay(i);
  return elapsed <= RETRY_WINDOW_MS;
}

export const getSession = () => api.get('/api/auth/get-session', ZSessionResponse);

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: getSession,
    refetchInterval: SESSION_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
    retry: shouldRetrySession,
    retryDelay: sessionRetryDelay,
  });
