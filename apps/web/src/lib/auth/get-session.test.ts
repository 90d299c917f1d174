import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { SESSION_CHECK_INTERVAL_MS, sessionRetryDelay, shouldRetrySession } from './get-session';

const failure = (status: number) =>
  new ApiError({ message: 'x', status, code: status === 0 ? 'NETWORK_ERROR' : 'INTERNAL' });

describe('session checks (SPEC.md section 9)', () => {
  it('checks every 30 seconds', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(30_000);
  });

  it('backs off exponentially from 200 ms', () => {
    expect([0, 1, 2, 3].map(sessionRetryDelay)).toEqual([200, 400, 800, 1600]);
  });

  it('retries gateway and network failures only while the retries fit in 30 seconds', () => {
    for (const status of [0, 502, 503, 504]) expect(shouldRetrySession(0, failure(status))).toBe(true);
    let attempts = 0;
    while (shouldRetrySession(attempts, failure(503))) attempts++;
    const total = Array.from({ length: attempts }, (_, i) => sessionRetryDelay(i)).reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(30_000);
    expect(total + sessionRetryDelay(attempts)).toBeGreaterThan(30_000);
  });

  it('does not retry answers that will not change', () => {
    for (const status of [400, 401, 403, 500]) expect(shouldRetrySession(0, failure(status))).toBe(false);
    expect(shouldRetrySession(0, new Error('boom'))).toBe(false);
  });
});
