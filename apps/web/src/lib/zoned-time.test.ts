import { describe, expect, it } from 'vitest';
import { formatInZone, instantToZoned, zonedToInstant } from './zoned-time';

describe('window times in a time zone', () => {
  it('turns a wall-clock time in a zone into its instant and back', () => {
    expect(zonedToInstant('2027-01-04T09:00', 'Asia/Kolkata')).toBe('2027-01-04T03:30:00.000Z');
    expect(instantToZoned('2027-01-04T03:30:00.000Z', 'Asia/Kolkata')).toBe('2027-01-04T09:00');
    expect(zonedToInstant('2027-01-04T09:00', 'UTC')).toBe('2027-01-04T09:00:00.000Z');
  });

  it('follows daylight saving time on both sides of a change', () => {
    // Berlin is UTC+1 in winter and UTC+2 from the last Sunday of March.
    expect(zonedToInstant('2027-03-27T12:00', 'Europe/Berlin')).toBe('2027-03-27T11:00:00.000Z');
    expect(zonedToInstant('2027-03-29T12:00', 'Europe/Berlin')).toBe('2027-03-29T10:00:00.000Z');
    expect(instantToZoned('2027-07-01T22:30:00.000Z', 'America/New_York')).toBe('2027-07-01T18:30');
  });

  it('gives nothing for an empty or malformed value', () => {
    expect(zonedToInstant('', 'UTC')).toBeNull();
    expect(zonedToInstant('4 January', 'UTC')).toBeNull();
    expect(instantToZoned(null, 'UTC')).toBe('');
  });

  it('formats an instant as the zone shows it', () => {
    expect(formatInZone('2027-01-04T03:30:00.000Z', 'Asia/Kolkata')).toBe('4 Jan 2027, 09:00');
  });
});
