import { describe, expect, it } from 'vitest';
import {
  anchorFromResponse,
  clockOffsetMs,
  crossedThreshold,
  formatCountdown,
  mergeTimeSpent,
  remainingMs,
  serverTime,
  spokenDuration,
  toDisplaySeconds,
} from './clock';

const at = (iso: string) => Date.parse(iso);

describe('server clock', () => {
  it('anchors the server time at the moment the response arrived (half the round trip after serverNow)', () => {
    // Sent at monotonic 1000 ms, received at 1400 ms: the server stamped its time about 200 ms ago.
    const anchor = anchorFromResponse('2026-03-01T10:00:00.000Z', 1000, 1400);
    expect(anchor).toEqual({ serverMs: at('2026-03-01T10:00:00.200Z'), localMs: 1400 });
    expect(serverTime(anchor, 1400 + 5000)).toBe(at('2026-03-01T10:00:05.200Z'));
  });

  it('computes the remaining time from the deadline and the anchor, never from the wall clock', () => {
    const anchor = anchorFromResponse('2026-03-01T10:00:00.000Z', 500, 500);
    const deadline = '2026-03-01T10:30:00.000Z';
    expect(remainingMs(deadline, anchor, 500)).toBe(30 * 60_000);
    expect(remainingMs(deadline, anchor, 500 + 29 * 60_000)).toBe(60_000);
    expect(remainingMs(deadline, anchor, 500 + 31 * 60_000)).toBe(0);
  });

  it('a local clock hours off changes the offset, not the remaining time', () => {
    const anchor = anchorFromResponse('2026-03-01T10:00:00.000Z', 0, 0);
    const deadline = '2026-03-01T10:10:00.000Z';
    // The wall clock says 07:00 (3 hours behind the server): the offset is +3 h ...
    expect(clockOffsetMs(anchor, 0, at('2026-03-01T07:00:00.000Z'))).toBe(3 * 3600_000);
    // ... and the countdown, measured on the monotonic clock, still has 10 minutes.
    expect(remainingMs(deadline, anchor, 0)).toBe(10 * 60_000);
  });

  it('a reload re-anchors to the same deadline: the time left goes on from where it was', () => {
    const deadline = '2026-03-01T10:30:00.000Z';
    const first = anchorFromResponse('2026-03-01T10:00:00.000Z', 0, 0);
    const afterReload = anchorFromResponse('2026-03-01T10:12:00.000Z', 90, 110);
    expect(toDisplaySeconds(remainingMs(deadline, first, 12 * 60_000))).toBe(18 * 60);
    expect(toDisplaySeconds(remainingMs(deadline, afterReload, 110))).toBe(18 * 60);
  });

  it('rounds the countdown up, so 0:00 means the time is up', () => {
    expect(toDisplaySeconds(0)).toBe(0);
    expect(toDisplaySeconds(1)).toBe(1);
    expect(toDisplaySeconds(59_001)).toBe(60);
    expect(toDisplaySeconds(-5)).toBe(0);
  });

  it('formats countdowns as m:ss and h:mm:ss', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(3725)).toBe('1:02:05');
  });
});

describe('polite timer announcements', () => {
  it('announces each threshold once, when it is crossed', () => {
    expect(crossedThreshold(301, 300)).toBe(300);
    expect(crossedThreshold(300, 299)).toBeNull();
    expect(crossedThreshold(61, 60)).toBe(60);
    expect(crossedThreshold(31, 30)).toBe(30);
    expect(crossedThreshold(11, 10)).toBe(10);
    expect(crossedThreshold(10, 9)).toBeNull();
  });

  it('announces only the lowest threshold after a jump, and nothing on the first reading', () => {
    expect(crossedThreshold(400, 25)).toBe(30);
    expect(crossedThreshold(null, 200)).toBeNull();
    expect(crossedThreshold(200, 200)).toBeNull();
    expect(crossedThreshold(20, 400)).toBeNull();
  });

  it('speaks whole minutes in minutes and the rest in seconds', () => {
    expect(spokenDuration(300)).toEqual({ unit: 'minutes', count: 5 });
    expect(spokenDuration(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(spokenDuration(30)).toEqual({ unit: 'seconds', count: 30 });
    expect(spokenDuration(90)).toEqual({ unit: 'seconds', count: 90 });
  });
});

describe('time spent per question on reopening a section', () => {
  it("keeps the larger of this device's and the server's time, and the device's for unsaved questions", () => {
    const merged = mergeTimeSpent({ a: 5000, b: 20000, c: 1000 }, [
      { questionId: 'a', timeSpentMs: 12000 },
      { questionId: 'b', timeSpentMs: 3000 },
      { questionId: 'd', timeSpentMs: 7000 },
      { questionId: 'e', timeSpentMs: null },
    ]);
    expect(merged).toEqual({ a: 12000, b: 20000, c: 1000, d: 7000 });
  });
});
