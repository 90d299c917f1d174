import { describe, expect, it } from 'vitest';
import { isoInZone, readableInZone } from './zoned-time';

const at = new Date('2026-11-21T14:05:30.000Z');

describe("an instant in the company's time zone", () => {
  it('is ISO 8601 with the offset for exports, daylight saving included; UTC as before without a zone', () => {
    expect(isoInZone(at, 'Asia/Kolkata')).toBe('2026-11-21T19:35:30+05:30');
    expect(isoInZone(at, 'America/New_York')).toBe('2026-11-21T09:05:30-05:00');
    expect(isoInZone(new Date('2026-07-01T00:00:00Z'), 'America/New_York')).toBe('2026-06-30T20:00:00-04:00');
    expect(isoInZone(at, 'UTC')).toBe('2026-11-21T14:05:30+00:00');
    expect(isoInZone(at, null)).toBe('2026-11-21T14:05:30.000Z');
    // The same instant, whatever the zone.
    expect(Date.parse(isoInZone(at, 'Asia/Kathmandu'))).toBe(at.getTime());
  });

  it('reads in English for documents: the company’s English locale, else en-GB; UTC without a zone', () => {
    expect(readableInZone(at, { locale: 'en-IN', timeZone: 'Asia/Kolkata' })).toBe(
      '21 Nov 2026, 07:35 pm IST',
    );
    expect(readableInZone(at, { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Nov 21, 2026, 09:05 AM EST',
    );
    // Hindi month names would not print in the PDF's Latin fonts.
    expect(readableInZone(at, { locale: 'hi-IN', timeZone: 'Asia/Kolkata' })).toBe(
      '21 Nov 2026, 19:35 GMT+5:30',
    );
    expect(readableInZone(at, { locale: null, timeZone: null })).toBe('21 Nov 2026, 14:05 UTC');
  });
});
