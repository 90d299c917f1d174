import { describe, expect, it } from 'vitest';
import { formatDuration, formatMoment, formatWindow, parseCap } from './format';

describe('formatDuration', () => {
  it('speaks in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(1)).toBe('1 minute');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(150)).toBe('2 hours 30 minutes');
    expect(formatDuration(0)).toBe('0 minutes');
  });
});

describe('formatWindow', () => {
  it('names the ends it has, in the assessment’s zone', () => {
    expect(formatMoment('2026-12-01T09:00:00Z', 'Europe/Paris')).toBe('1 Dec 2026, 10:00 (Europe/Paris)');
    expect(formatWindow({ opensAt: null, closesAt: null, timeZone: 'UTC' })).toBeNull();
    expect(formatWindow({ opensAt: null, closesAt: '2026-12-01T09:00:00Z', timeZone: 'UTC' })).toBe(
      'Open until 1 Dec 2026, 09:00 (UTC).',
    );
    expect(
      formatWindow({ opensAt: '2026-11-01T09:00:00Z', closesAt: '2026-12-01T09:00:00Z', timeZone: 'UTC' }),
    ).toBe('Open from 1 Nov 2026, 09:00 (UTC) until 1 Dec 2026, 09:00 (UTC).');
  });
});

describe('parseCap', () => {
  it('reads empty as no cap and refuses what the server would', () => {
    expect(parseCap('  ')).toEqual({ ok: true, cap: null });
    expect(parseCap('25')).toEqual({ ok: true, cap: 25 });
    expect(parseCap('0')).toMatchObject({ ok: false });
    expect(parseCap('2.5')).toMatchObject({ ok: false });
    expect(parseCap('-3')).toMatchObject({ ok: false });
    expect(parseCap('100001')).toMatchObject({ ok: false });
  });
});
