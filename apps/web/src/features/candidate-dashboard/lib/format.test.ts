import { describe, expect, it } from 'vitest';
import { formatDateTime, roundMinutes } from './format';

describe('time limits', () => {
  it('keeps whole minutes and rounds fractions to one decimal', () => {
    expect(roundMinutes(30)).toBe(30);
    expect(roundMinutes(37.5)).toBe(37.5);
    expect(roundMinutes(33.333)).toBe(33.3);
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
