import type { TSessionResponse } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, hasFields } from '@/lib/api-client';
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

const isSession = hasFields<NonNullable<TSessionResponse>>('session', 'user');

/**
 * Better Auth answers this route itself, outside the server's response schemas: null when signed out, else
 * the session and its user (with more fields than the app reads).
 */
export const getSession = () =>
  api.get('/api/auth/get-session', (data): data is TSessionResponse => data === null || isSession(data));

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
