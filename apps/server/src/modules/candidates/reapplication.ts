/**
 * Re-applications (decision 034): whether a person's earlier application to an opening stops a new one.
 * An opening takes one application per person unless it sets `reapplyAfterMonths`; then a new one is
 * admitted once the latest is finished and at least that many months old.
 */

/** The person's latest application to the opening, as the rule needs it. */
export type LatestApplication = {
  createdAt: Date;
  /** Submitted, rejected or hired, past its deadline, or erased: nothing more happens in it. */
  finished: boolean;
};

/** When a new application is admitted; null when the opening never admits another one of this person. */
export function reapplyFrom(latest: LatestApplication, reapplyAfterMonths: number | null): Date | null {
  if (reapplyAfterMonths === null) return null;
  const from = new Date(latest.createdAt);
  from.setUTCMonth(from.getUTCMonth() + reapplyAfterMonths);
  return from;
}

/**
 * Why the latest application stops a new one, or null when it does not: 'once' (the opening takes one
 * per person), 'unfinished' (it is still going on), or the date from which a new one is admitted.
 */
export function reapplicationBlock(
  latest: LatestApplication,
  reapplyAfterMonths: number | null,
  now: Date,
): 'once' | 'unfinished' | Date | null {
  const from = reapplyFrom(latest, reapplyAfterMonths);
  if (from === null) return 'once';
  if (!latest.finished) return 'unfinished';
  return from > now ? from : null;
}

const NOT_BEFORE = 'Applied to this assessment before; it accepts a new application from ';

/** The skip reason for a person who may apply again, but not yet. */
export const reapplyNotBefore = (from: Date) => `${NOT_BEFORE}${from.toISOString().slice(0, 10)}`;

/** Whether a skip reason is reapplyNotBefore's: the add-candidate form answers it as a conflict (409). */
export const isReapplyNotBefore = (reason: string) => reason.startsWith(NOT_BEFORE);
