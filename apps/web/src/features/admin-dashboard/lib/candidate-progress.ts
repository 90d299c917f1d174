import type { TCandidate } from '@app/contracts';
import type { TFunction } from 'i18next';

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

/**
 * The steps in pipeline order; the furthest one reached is the row's progress. Every text here is the
 * admin-dashboard catalogue's (`t`), every date in the company's locale and zone (Options).
 */
export function timelineOf(c: ProgressFacts, t: TFunction): TimelineStep[] {
  const step = (key: string, at: string | null) => ({ key, label: t(`progress.step.${key}`), at });
  return [
    step('invited', c.invitedAt),
    step('opened', c.invitationOpenedAt),
    step('password', c.passwordSetAt),
    step('started', c.startedAt),
    step('submitted', c.lastSubmittedAt),
  ];
}

/**
 * The furthest step reached, short enough for a table cell: 'Started', 'Opened link'… with its time;
 * 'Not invited' before the invitation. A submitted candidate whose submission time is unknown still
 * counts as submitted.
 */
export function latestStep(c: ProgressFacts, t: TFunction): { label: string; at: string | null } {
  const reached = timelineOf(c, t).filter((step) => step.at !== null);
  const last = reached.at(-1);
  if (c.testStatus === 'submitted' || c.testStatus === 'completed') {
    return { label: t('progress.short.submitted'), at: c.lastSubmittedAt };
  }
  if (!last) return { label: t('progress.short.notInvited'), at: null };
  return { label: t(`progress.short.${last.key}`), at: last.at };
}

/** The company's locale and time zone (useCompanyFormat); without them, British English in the runtime's zone. */
type Options = { locale?: string; timeZone?: string };

const dayMonth = ({ locale = 'en-GB', timeZone }: Options) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone });
const dayMonthYear = ({ locale = 'en-GB', timeZone }: Options) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone });
const full = ({ locale = 'en-GB', timeZone }: Options) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });

/** A date as '3 Dec', or '3 Dec 2025' outside `now`'s year. */
export function formatDay(iso: string, now: Date, options: Options = {}): string {
  const date = new Date(iso);
  const sameYear =
    dayMonthYear(options)
      .formatToParts(date)
      .find((p) => p.type === 'year')?.value ===
    dayMonthYear(options)
      .formatToParts(now)
      .find((p) => p.type === 'year')?.value;
  return (sameYear ? dayMonth(options) : dayMonthYear(options)).format(date);
}

/** A past time as 'just now', '5 min ago', '3 h ago', '2 days ago' (under a week), else its day. */
export function formatAgo(iso: string, now: Date, t: TFunction, options: Options = {}): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (elapsed < MINUTE) return t('progress.ago.now');
  if (elapsed < HOUR) return t('progress.ago.minutes', { n: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('progress.ago.hours', { n: Math.floor(elapsed / HOUR) });
  if (elapsed < 7 * DAY) return t('progress.ago.days', { count: Math.floor(elapsed / DAY) });
  return formatDay(iso, now, options);
}

/** A time in full, for the timeline: '25 Nov 2026, 07:30'. */
export function formatFull(iso: string, options: Options = {}): string {
  return full(options).format(new Date(iso));
}

export type DeadlineState = {
  /** 'No deadline', 'Due 3 Dec', 'Due in 5 h', 'Passed 3 Dec', 'Closed 3 Dec' (for the submitted). */
  text: string;
  /** warning: due within two days; overdue: passed without a submission. */
  tone: 'none' | 'normal' | 'warning' | 'overdue' | 'done';
};

/** The deadline that applies, as a scanning admin needs it: is it near, has it passed unsubmitted? */
export function deadlineState(
  c: ProgressFacts,
  now: Date,
  t: TFunction,
  options: Options = {},
): DeadlineState {
  if (!c.effectiveDeadlineAt) return { text: t('deadline.none'), tone: 'none' };
  const left = new Date(c.effectiveDeadlineAt).getTime() - now.getTime();
  const day = formatDay(c.effectiveDeadlineAt, now, options);
  const done = c.testStatus === 'submitted' || c.testStatus === 'completed';
  if (done) return { text: t(left > 0 ? 'deadline.due' : 'deadline.closed', { day }), tone: 'done' };
  if (left <= 0) return { text: t('deadline.passed', { day }), tone: 'overdue' };
  if (left < HOUR)
    return { text: t('deadline.inMinutes', { n: Math.max(1, Math.floor(left / MINUTE)) }), tone: 'warning' };
  if (left < DAY) return { text: t('deadline.inHours', { n: Math.floor(left / HOUR) }), tone: 'warning' };
  if (left < 2 * DAY) return { text: t('deadline.due', { day }), tone: 'warning' };
  return { text: t('deadline.due', { day }), tone: 'normal' };
}
