import { describe, expect, it } from 'vitest';
import { describeMoments, describeReminder, suggestedDeadline } from './describe';

describe('deadline texts', () => {
  it('describes a reminder in the assessment zone and the moments in plain words', () => {
    expect(
      describeReminder(
        {
          kind: 'not_finished',
          hoursBefore: 24,
          deadlineAt: '2027-01-05T12:00:00.000Z',
          sentAt: '2027-01-04T12:00:00.000Z',
        },
        'Asia/Kolkata',
      ),
    ).toBe('24 h before · not finished · sent 4 Jan 2027, 17:30');
    expect(describeMoments([72, 24])).toBe(
      "Reminders go out 72 h and 24 h before each candidate's deadline to those who have not finished.",
    );
    expect(describeMoments([])).toBe('No reminder emails are sent.');
  });

  it('suggests the current deadline when it is at least a day ahead, else a later one', () => {
    const now = Date.parse('2027-01-01T00:00:00.000Z');
    expect(suggestedDeadline(null, now)).toBe('2027-01-08T00:00:00.000Z');
    expect(suggestedDeadline('2027-01-10T00:00:00.000Z', now)).toBe('2027-01-10T00:00:00.000Z');
    expect(suggestedDeadline('2026-12-01T00:00:00.000Z', now)).toBe('2027-01-02T00:00:00.000Z');
  });
});
