import { describe, expect, it } from 'vitest';
import { appliedBounds, dayIn, nextDay, startOfDayIn } from './applied-range';

describe('startOfDayIn', () => {
  it("is the day's midnight in the zone", () => {
    expect(startOfDayIn('2026-03-05', 'UTC').toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(startOfDayIn('2026-03-05', 'Asia/Kolkata').toISOString()).toBe('2026-03-04T18:30:00.000Z');
    expect(startOfDayIn('2026-03-05', 'America/Los_Angeles').toISOString()).toBe('2026-03-05T08:00:00.000Z');
    expect(startOfDayIn('2026-03-05', 'Pacific/Kiritimati').toISOString()).toBe('2026-03-04T10:00:00.000Z');
    expect(startOfDayIn('2026-03-05', 'Pacific/Pago_Pago').toISOString()).toBe('2026-03-05T11:00:00.000Z');
  });

  it('follows daylight saving time on both sides of a change', () => {
    // London: GMT until 29 March 2026 01:00 UTC, BST after.
    expect(startOfDayIn('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfDayIn('2026-03-30', 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    // New York: EDT until 1 November 2026 06:00 UTC.
    expect(startOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('is the end of a gap where the clocks skip midnight', () => {
    // Santiago: on 6 September 2026 the clocks go from 00:00 (-04) to 01:00 (-03); the day starts at 04:00 UTC.
    const start = startOfDayIn('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(dayIn(start.getTime(), 'America/Santiago')).toBe('2026-09-06');
    expect(dayIn(start.getTime() - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('refuses what is not a day', () => {
    expect(() => startOfDayIn('soon', 'UTC')).toThrow('not a calendar day');
  });
});

describe('nextDay', () => {
  it('crosses months, leap days and years', () => {
    expect(nextDay('2026-01-31')).toBe('2026-02-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2999-12-31')).toBe('3000-01-01');
  });
});

describe('appliedBounds', () => {
  it('includes both days: from the first midnight to the midnight after the last', () => {
    expect(appliedBounds({ appliedFrom: '2026-03-05', appliedTo: '2026-03-05' }, 'Asia/Kolkata')).toEqual({
      start: new Date('2026-03-04T18:30:00.000Z'),
      end: new Date('2026-03-05T18:30:00.000Z'),
    });
  });

  it('leaves an absent end open and reads a company without a zone, or an unknown one, in UTC', () => {
    expect(appliedBounds({}, 'Asia/Kolkata')).toEqual({ start: null, end: null });
    expect(appliedBounds({ appliedTo: '2026-03-05' }, null)).toEqual({
      start: null,
      end: new Date('2026-03-06T00:00:00.000Z'),
    });
    expect(appliedBounds({ appliedFrom: '2026-03-05' }, 'Mars/Olympus_Mons')).toEqual({
      start: new Date('2026-03-05T00:00:00.000Z'),
      end: null,
    });
  });
});
