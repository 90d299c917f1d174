import type { TReminderSent } from '@app/contracts';
import { formatInZone } from '@/lib/zoned-time';

const KIND_LABELS: Record<TReminderSent['kind'], string> = {
  not_started: 'not started',
  not_finished: 'not finished',
};

/** "24 h before · not finished · 25 Nov 2026, 09:00": one reminder as the table lists it. */
export function describeReminder(reminder: TReminderSent, timeZone: string): string {
  return `${reminder.hoursBefore} h before · ${KIND_LABELS[reminder.kind]} · sent ${formatInZone(reminder.sentAt, timeZone)}`;
}

/** "72 h and 24 h before the deadline", or that none go out. */
export function describeMoments(hours: readonly number[]): string {
  if (hours.length === 0) return 'No reminder emails are sent.';
  const list = hours.map((h) => `${h} h`);
  const joined = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  return `Reminders go out ${joined} before each candidate's deadline to those who have not finished.`;
}

/** The dialog's starting value: the current deadline, or a week from now, as ISO. */
export function suggestedDeadline(current: string | null, now = Date.now()): string {
  const week = now + 7 * 24 * 60 * 60 * 1000;
  const time = current ? Math.max(Date.parse(current), now + 24 * 60 * 60 * 1000) : week;
  return new Date(time).toISOString();
}
