import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMinutes, formatTimeLimit } from './format';

describe('time limits', () => {
  it('shows whole and fractional minutes', () => {
    expect(formatMinutes(30, 'en-US')).toBe('30 min');
    expect(formatMinutes(37.5, 'en-US')).toBe('37.5 min');
    expect(formatMinutes(33.333, 'en-US')).toBe('33.3 min');
    expect(formatMinutes(37.5, 'de-DE')).toBe('37,5 min');
  });

  it('says when the time includes extra time', () => {
    expect(formatTimeLimit(30, 1, 'en-US')).toBe('30 min');
    expect(formatTimeLimit(45, 1.5, 'en-US')).toBe('45 min (includes extra time)');
  });
});

describe('submission time', () => {
  it('is formatted in the given locale and time zone', () => {
    expect(formatDateTime('2026-03-14T09:30:00.000Z', 'en-GB', 'UTC')).toBe('14 March 2026 at 09:30');
    expect(formatDateTime('2026-03-14T09:30:00.000Z', 'en-US', 'UTC')).toBe('March 14, 2026 at 9:30 AM');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatDateTime('not a date', 'en-US')).toBe('not a date');
  });
});
