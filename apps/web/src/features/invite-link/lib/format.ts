import type { TInviteLinkState } from '@app/contracts';

/** "45 minutes", "1 hour 30 minutes", "2 hours". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 0 ? '' : `${hours} hour${hours === 1 ? '' : 's'}`;
  const m = rest === 0 && hours > 0 ? '' : `${rest} minute${rest === 1 ? '' : 's'}`;
  return [h, m].filter(Boolean).join(' ');
}

/** "1 Dec 2026, 10:00 (Europe/Paris)": a moment in the zone the assessment was set in. */
export function formatMoment(iso: string, timeZone: string): string {
  const at = new Date(iso);
  try {
    return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at)} (${timeZone})`;
  } catch {
    return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at)} (UTC)`;
  }
}

/** The window in one sentence, or null when it has neither end. */
export function formatWindow(window: { opensAt: string | null; closesAt: string | null; timeZone: string }) {
  const { opensAt, closesAt, timeZone } = window;
  if (opensAt && closesAt)
    return `Open from ${formatMoment(opensAt, timeZone)} until ${formatMoment(closesAt, timeZone)}.`;
  if (closesAt) return `Open until ${formatMoment(closesAt, timeZone)}.`;
  if (opensAt) return `Opens on ${formatMoment(opensAt, timeZone)}.`;
  return null;
}

/** The cap field's text as the server wants it: a whole number from 1, or null for no cap. */
export function parseCap(text: string): { ok: true; cap: number | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, cap: null };
  if (!/^\d+$/.test(trimmed))
    return { ok: false, message: 'Use a whole number, or leave it empty for no cap.' };
  const cap = Number(trimmed);
  if (cap < 1) return { ok: false, message: 'At least 1, or leave it empty for no cap.' };
  if (cap > 100_000) return { ok: false, message: 'At most 100,000.' };
  return { ok: true, cap };
}

/** What the admin reads about the link's state. */
export const LINK_STATE_LABELS: Record<TInviteLinkState, string> = {
  open: 'Open: candidates can join',
  disabled: 'Disabled: nobody can join',
  not_yet_open: 'Not open yet: the assessment is a draft or its window has not opened',
  closed: 'Closed: the assessment is closed or its window has ended',
  full: 'Full: the cap or the plan’s limit is reached',
  unknown: 'Unknown',
};
