import { describe, expect, it } from 'vitest';
import { reapplicationBlock, reapplyFrom, reapplyNotBefore } from './reapplication';

const applied = new Date('2026-01-31T10:00:00Z');
const now = new Date('2026-07-31T10:00:00Z');

describe('re-applications to an opening (decision 034)', () => {
  it('an opening without a rule takes one application per person, finished or not', () => {
    expect(reapplicationBlock({ createdAt: applied, finished: true }, null, now)).toBe('once');
    expect(reapplicationBlock({ createdAt: applied, finished: false }, null, now)).toBe('once');
  });

  it('an application still going on stops a new one, whatever its age', () => {
    expect(reapplicationBlock({ createdAt: applied, finished: false }, 0, now)).toBe('unfinished');
  });

  it('a finished one stops a new one until its months have passed, from the same day of the month', () => {
    const sixMonths = reapplicationBlock(
      { createdAt: applied, finished: true },
      6,
      new Date('2026-07-31T09:59:59Z'),
    );
    expect(sixMonths).toEqual(new Date('2026-07-31T10:00:00Z'));
    expect(reapplicationBlock({ createdAt: applied, finished: true }, 6, now)).toBeNull();
    expect(reapplicationBlock({ createdAt: applied, finished: true }, 0, applied)).toBeNull();
    expect(reapplyNotBefore(new Date('2026-07-31T10:00:00Z'))).toBe(
      'Applied to this assessment before; it accepts a new application from 2026-07-31',
    );
  });

  it('counts calendar months (a month after 31 January is early March in a short February)', () => {
    expect(reapplyFrom({ createdAt: applied, finished: true }, 1)?.toISOString()).toBe(
      '2026-03-03T10:00:00.000Z',
    );
    expect(reapplyFrom({ createdAt: applied, finished: true }, 12)?.toISOString()).toBe(
      '2027-01-31T10:00:00.000Z',
    );
  });
});
