import { describe, expect, it } from 'vitest';
import { describeLastUsed, formatDateTime } from './last-used';

describe('describeLastUsed', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says Never for an unused key', () => {
    expect(describeLastUsed(null, now)).toBe('Never');
  });

  it('is relative within a day, in whole minutes then hours', () => {
    expect(describeLastUsed(ago(20_000), now)).toBe('Just now');
    expect(describeLastUsed(ago(60_000), now)).toBe('1 minute ago');
    expect(describeLastUsed(ago(59 * 60_000 + 59_000), now)).toBe('59 minutes ago');
    expect(describeLastUsed(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(describeLastUsed(ago(23 * 3_600_000), now)).toBe('23 hours ago');
  });

  it('is a date after a day', () => {
    const iso = ago(24 * 3_600_000);
    expect(describeLastUsed(iso, now)).toBe(formatDateTime(iso));
    expect(formatDateTime(iso)).toMatch(/21 Nov 2026/);
  });
});
