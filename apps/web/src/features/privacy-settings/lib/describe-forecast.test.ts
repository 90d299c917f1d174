import { describe, expect, it } from 'vitest';
import { describeForecast } from './describe-forecast';

describe('describeForecast', () => {
  it('says how many are due on the next run and in the 30 days after it', () => {
    expect(
      describeForecast({
        dueNow: 2,
        dueWithin30Days: 5,
        nextRunAt: '2026-11-26T02:47:00.000Z',
        pendingErasureRequests: 0,
      }),
    ).toBe('2 candidates are due for anonymisation on 26 November 2026 (next run), 5 in the 30 days after.');
  });

  it('speaks of one in the singular and mentions waiting erasure requests', () => {
    expect(
      describeForecast({
        dueNow: 1,
        dueWithin30Days: 0,
        nextRunAt: '2026-01-01T02:47:00.000Z',
        pendingErasureRequests: 1,
      }),
    ).toBe(
      '1 candidate is due for anonymisation on 1 January 2026 (next run), 0 in the 30 days after. 1 erasure request waits for an admin.',
    );
  });
});
