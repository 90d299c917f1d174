import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  deadlineState,
  formatAgo,
  formatDay,
  formatFull,
  latestStep,
  type ProgressFacts,
  timelineOf,
} from './candidate-progress';

const t = i18n.getFixedT('en', 'admin-dashboard');

const UTC = { timeZone: 'UTC' };
const NOW = new Date('2026-11-25T12:00:00Z');
const NONE: ProgressFacts = {
  testStatus: 'questions_generated',
  invitedAt: null,
  invitationOpenedAt: null,
  passwordSetAt: null,
  startedAt: null,
  lastActivityAt: null,
  lastSubmittedAt: null,
  effectiveDeadlineAt: null,
};
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const ahead = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const H = 3_600_000;

describe('latestStep', () => {
  it('is the furthest step reached, in pipeline order', () => {
    expect(latestStep(NONE, t)).toEqual({ label: 'Not invited', at: null });
    expect(latestStep({ ...NONE, invitedAt: ago(H) }, t)).toEqual({ label: 'Invited', at: ago(H) });
    expect(latestStep({ ...NONE, invitedAt: ago(2 * H), invitationOpenedAt: ago(H) }, t).label).toBe(
      'Opened link',
    );
    expect(
      latestStep({ ...NONE, invitedAt: ago(3 * H), invitationOpenedAt: ago(2 * H), passwordSetAt: ago(H) }, t)
        .label,
    ).toBe('Password set');
    // A re-sent invitation after the start does not move the candidate back.
    expect(
      latestStep({ ...NONE, startedAt: ago(3 * H), invitedAt: ago(H), testStatus: 'in_progress' }, t),
    ).toEqual({ label: 'Started', at: ago(3 * H) });
  });

  it('says Submitted for submitted and completed candidates', () => {
    expect(latestStep({ ...NONE, testStatus: 'submitted', lastSubmittedAt: ago(H) }, t)).toEqual({
      label: 'Submitted',
      at: ago(H),
    });
    expect(latestStep({ ...NONE, testStatus: 'completed' }, t)).toEqual({ label: 'Submitted', at: null });
  });
});

describe('timelineOf', () => {
  it('lists every step, reached or not', () => {
    expect(timelineOf({ ...NONE, invitedAt: ago(H) }, t).map((s) => [s.label, s.at])).toEqual([
      ['Invited', ago(H)],
      ['Opened the invitation', null],
      ['Set a password', null],
      ['Started', null],
      ['Submitted', null],
    ]);
  });
});

describe('formatting times', () => {
  it('formats a past time relative to now, then as a day', () => {
    expect(formatAgo(ago(10_000), NOW, t, UTC)).toBe('just now');
    expect(formatAgo(ago(5 * 60_000), NOW, t, UTC)).toBe('5 min ago');
    expect(formatAgo(ago(3 * H), NOW, t, UTC)).toBe('3 h ago');
    expect(formatAgo(ago(25 * H), NOW, t, UTC)).toBe('yesterday');
    expect(formatAgo(ago(3 * 24 * H), NOW, t, UTC)).toBe('3 days ago');
    expect(formatAgo('2026-11-01T10:00:00Z', NOW, t, UTC)).toBe('1 Nov');
    expect(formatAgo('2025-11-01T10:00:00Z', NOW, t, UTC)).toBe('1 Nov 2025');
  });

  it('formats days and full times', () => {
    expect(formatDay('2026-12-03T09:00:00Z', NOW, UTC)).toBe('3 Dec');
    expect(formatDay('2027-01-03T09:00:00Z', NOW, UTC)).toBe('3 Jan 2027');
    expect(formatFull('2026-11-25T07:30:00Z', UTC)).toBe('25 Nov 2026, 07:30');
  });
});

describe('deadlineState', () => {
  it('says whether the deadline is far, near or passed', () => {
    expect(deadlineState(NONE, NOW, t, UTC)).toEqual({ text: 'No deadline', tone: 'none' });
    expect(deadlineState({ ...NONE, effectiveDeadlineAt: '2026-12-03T09:00:00Z' }, NOW, t, UTC)).toEqual({
      text: 'Due 3 Dec',
      tone: 'normal',
    });
    expect(deadlineState({ ...NONE, effectiveDeadlineAt: ahead(36 * H) }, NOW, t, UTC)).toEqual({
      text: 'Due 27 Nov',
      tone: 'warning',
    });
    expect(deadlineState({ ...NONE, effectiveDeadlineAt: ahead(5 * H) }, NOW, t, UTC)).toEqual({
      text: 'Due in 5 h',
      tone: 'warning',
    });
    expect(deadlineState({ ...NONE, effectiveDeadlineAt: ahead(20 * 60_000) }, NOW, t, UTC)).toEqual({
      text: 'Due in 20 min',
      tone: 'warning',
    });
    expect(deadlineState({ ...NONE, effectiveDeadlineAt: '2026-11-20T09:00:00Z' }, NOW, t, UTC)).toEqual({
      text: 'Passed 20 Nov',
      tone: 'overdue',
    });
  });

  it('no longer warns once the candidate has submitted', () => {
    const submitted = { ...NONE, testStatus: 'submitted' };
    expect(deadlineState({ ...submitted, effectiveDeadlineAt: '2026-11-20T09:00:00Z' }, NOW, t, UTC)).toEqual(
      {
        text: 'Closed 20 Nov',
        tone: 'done',
      },
    );
    expect(deadlineState({ ...submitted, effectiveDeadlineAt: ahead(5 * H) }, NOW, t, UTC)).toEqual({
      text: 'Due 25 Nov',
      tone: 'done',
    });
  });
});
