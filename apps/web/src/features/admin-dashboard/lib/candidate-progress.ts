import type { TCandidate } from '@app/contracts';

/** What the candidates table says about a candidate's way through the pipeline. */
export type ProgressFacts = Pick<
  TCandidate,
  | 'testStatus'
  | 'invitedAt'
  | 'invitationOpenedAt'
  | 'passwordSetAt'
  | 'startedAt'
  | 'lastActivityAt'
  | 'lastSubmittedAt'
  | 'effectiveDeadlineAt'
>;

export type TimelineStep = { key: string; label: string; at: string | null };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The steps in pipeline order; the furthest one reached is the row's progress. */
export function timelineOf(c: ProgressFacts): TimelineStep[] {
  return [
    { key: 'invited', label: 'Invited', at: c.invitedAt },
    { key: 'opened', label: 'Opened the invitation', at: c.invitationOpenedAt },
    { key: 'password', label: 'Set a password', at: c.passwordSetAt },
    { key: 'started', label: 'Started', at: c.startedAt },
    { key: 'submitted', label: 'Submitted', at: c.lastSubmittedAt },
  ];
}

const SHORT_LABELS: Record<string, string> = {
  invited: 'Invited',
  opened: 'Opened link',
  password: 'Password set',
  started: 'Started',
  submitted: 'Submitted',
};

/**
 * The furthest step reached, short enough for a table cell: 'Started', 'Opened link'… with its time;
 * 'Not invited' before the invitation. A submitted candidate whose submission time is unknown still
 * counts as submitted.
 */
export function latestStep(c: ProgressFacts): { label: string; at: string | null } {
  const reached = timelineOf(c).filter((step) => step.at !== null);
  const last = reached.at(-1);
  if (c.testStatus === 'submitted' || c.testStatus === 'completed') {
    return { label: 'Submitted', at: c.lastSubmittedAt };
  }
  if (!last) return { label: 'Not invited', at: null };
  return { label: SHORT_LABELS[last.key] ?? last.label, at: last.at };
}

type Options = { timeZone?: string };

const dayMonth = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone });
const dayMonthYear = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
const full = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });

/** A date as '3 Dec', or '3 Dec 2025' outside `now`'s year. */
export function formatDay(iso: string, now: Date, { timeZone }: Options = {}): string {
  const date = new Date(iso);
  const sameYear =
    dayMonthYear(timeZone)
      .formatToParts(date)
      .find((p) => p.type === 'year')?.value ===
    dayMonthYear(timeZone)
      .formatToParts(now)
      .find((p) => p.type === 'year')?.value;
  return (sameYear ? dayMonth(timeZone) : dayMonthYear(timeZone)).format(date);
}

/** A past time as 'just now', '5 min ago', '3 h ago', '2 days ago' (under a week), else its day. */
export function formatAgo(iso: string, now: Date, options: Options = {}): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 7 * DAY) {
    const days = Math.floor(elapsed / DAY);
    return days === 1 ? 'yesterday' : `${days} days ago`;
  }
  return formatDay(iso, now, options);
}

/** A time in full, for the timeline: '25 Nov 2026, 07:30'. */
export function formatFull(iso: string, { timeZone }: Options = {}): string {
  return full(timeZone).format(new Date(iso));
}

export type DeadlineState = {
  /** 'No deadline', 'Due 3 Dec', 'Due in 5 h', 'Passed 3 Dec', 'Closed 3 Dec' (for the submitted). */
  text: string;
  /** warning: due within two days; overdue: passed without a submission. */
  tone: 'none' | 'normal' | 'warning' | 'overdue' | 'done';
};

/** The deadline that applies, as a scanning admin needs it: is it near, has it passed unsubmitted? */
export function deadlineState(c: ProgressFacts, now: Date, options: Options = {}): DeadlineState {
  if (!c.effectiveDeadlineAt) return { text: 'No deadline', tone: 'none' };
  const left = new Date(c.effectiveDeadlineAt).getTime() - now.getTime();
  const day = formatDay(c.effectiveDeadlineAt, now, options);
  const done = c.testStatus === 'submitted' || c.testStatus === 'completed';
  if (done) return { text: left > 0 ? `Due ${day}` : `Closed ${day}`, tone: 'done' };
  if (left <= 0) return { text: `Passed ${day}`, tone: 'overdue' };
  if (left < HOUR) return { text: `Due in ${Math.max(1, Math.floor(left / MINUTE))} min`, tone: 'warning' };
  if (left < DAY) return { text: `Due in ${Math.floor(left / HOUR)} h`, tone: 'warning' };
  if (left < 2 * DAY) return { text: `Due ${day}`, tone: 'warning' };
  return { text: `Due ${day}`, tone: 'normal' };
}
