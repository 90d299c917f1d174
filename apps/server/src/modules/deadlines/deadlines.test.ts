import { candidateWindowState, formatDeadline, windowMessage, ZReminderHours } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { reminderEmail } from '../mail/mail.templates';
import { remindersCron } from './reminders.jobs';

const at = (iso: string) => new Date(iso);

describe('the window a section may be started in', () => {
  const now = at('2027-01-10T12:00:00Z');
  it('is closed for closed and archived assessments, whatever the dates', () => {
    for (const status of ['closed', 'archived'])
      expect(candidateWindowState({ status, opensAt: null, deadlineAt: null }, now)).toBe('closed');
  });
  it('opens at opensAt and ends at the deadline (exclusive)', () => {
    const window = {
      status: 'open',
      opensAt: at('2027-01-10T12:00:00Z'),
      deadlineAt: at('2027-01-11T12:00:00Z'),
    };
    expect(candidateWindowState(window, at('2027-01-10T11:59:59Z'))).toBe('not_yet_open');
    expect(candidateWindowState(window, now)).toBe('open');
    expect(candidateWindowState(window, at('2027-01-11T12:00:00Z'))).toBe('deadline_passed');
    expect(candidateWindowState({ status: 'draft', opensAt: null, deadlineAt: null }, now)).toBe('open');
  });
  it('says the time in the assessment zone', () => {
    expect(formatDeadline('2027-01-04T03:30:00.000Z', 'Asia/Kolkata')).toBe(
      'Monday, 4 January 2027, 09:00 (Asia/Kolkata)',
    );
    expect(
      windowMessage({
        state: 'not_yet_open',
        opensAt: '2027-01-04T03:30:00.000Z',
        deadlineAt: null,
        timeZone: 'UTC',
      }),
    ).toBe('This assessment opens on Monday, 4 January 2027, 03:30 (UTC). You can start it from then.');
  });
});

describe('reminder moments', () => {
  it('takes 0 to 3 distinct whole hours from 1 to 336, latest first', () => {
    expect(ZReminderHours.parse([24, 72])).toEqual([72, 24]);
    expect(ZReminderHours.parse([])).toEqual([]);
    for (const bad of [[0], [337], [1, 2, 3, 4], [5, 5], [2.5]])
      expect(ZReminderHours.safeParse(bad).success).toBe(false);
  });
  it('runs on a cron of the configured minutes', () => {
    expect(remindersCron(5)).toBe('*/5 * * * *');
    expect(remindersCron(60)).toBe('0 * * * *');
  });
});

describe('the reminder email', () => {
  const base = {
    to: 'ann@cand.test',
    name: 'Ann',
    companyName: 'Acme',
    assessmentName: 'Backend, Q1',
    deadline: 'Monday, 4 January 2027, 09:00 (Asia/Kolkata)',
    url: 'https://hire.example/accept-invite?token=tok&lang=fr',
  };
  it('asks to submit when every section is done, and names sections in progress', () => {
    const done = reminderEmail({
      ...base,
      kind: 'not_finished',
      sectionsTotal: 2,
      sectionsClosed: 2,
      sectionsOpen: 0,
      minutesNotStarted: 0,
    });
    expect(done.text).toContain(
      'Every section is done: open the link below and submit your assessment to finish.',
    );
    const running = reminderEmail({
      ...base,
      kind: 'not_finished',
      sectionsTotal: 3,
      sectionsClosed: 0,
      sectionsOpen: 2,
      minutesNotStarted: 30,
    });
    expect(running.text).toContain('2 sections are in progress and their timers are running.');
    expect(running.text).toContain('Still to start: one section, about 30 minutes.');
    expect(running.subject).toBe(
      'Reminder: finish your assessment by Monday, 4 January 2027, 09:00 (Asia/Kolkata)',
    );
  });
  it('links to the application: continue or start, the link kept private, no password or sign-in', () => {
    const started = reminderEmail({
      ...base,
      kind: 'not_finished',
      sectionsTotal: 3,
      sectionsClosed: 1,
      sectionsOpen: 0,
      minutesNotStarted: 30,
    });
    expect(started.text).toContain(
      'Continue the assessment: https://hire.example/accept-invite?token=tok&lang=fr\n\nThe link is yours alone: please do not forward this email.',
    );
    expect(started.text.match(/https?:\/\/\S+/g)).toEqual([
      'https://hire.example/accept-invite?token=tok&lang=fr',
    ]);
    expect(started.html).toContain(
      '<a href="https://hire.example/accept-invite?token=tok&amp;lang=fr" style="background:#4338ca;color:#fff;display:inline-block;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">Continue the assessment</a>',
    );
    const waiting = reminderEmail({
      ...base,
      kind: 'not_started',
      sectionsTotal: 1,
      sectionsClosed: 0,
      sectionsOpen: 0,
      minutesNotStarted: 15,
    });
    expect(waiting.text).toContain(
      'Start the assessment: https://hire.example/accept-invite?token=tok&lang=fr',
    );
    expect(waiting.html).toContain('>Start the assessment</a>');
    expect(waiting.html).toContain(
      '<p style="margin:0 0 16px">The link is yours alone: please do not forward this email.</p>',
    );
    for (const mail of [started, waiting]) {
      expect(mail.text).not.toMatch(/password|sign in|login|ann@cand\.test/i);
      expect(mail.html).not.toMatch(/password|sign in|login/i);
    }
  });
  it('uses the white-label name and escapes the HTML', () => {
    const mail = reminderEmail({
      ...base,
      assessmentName: '<b>Ops</b>',
      brand: { displayName: 'Acme Talent', brandColor: '#112233', logoUrl: null },
      kind: 'not_started',
      sectionsTotal: 1,
      sectionsClosed: 0,
      sectionsOpen: 0,
      minutesNotStarted: 15,
    });
    expect(mail.text).toContain('You get this because Acme Talent invited you to "<b>Ops</b>"');
    expect(mail.html).toContain('&lt;b&gt;Ops&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ops</b>');
  });
});
