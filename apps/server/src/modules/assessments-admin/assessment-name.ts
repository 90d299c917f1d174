import type { TAssessmentLockedPart, TAssessmentStatus } from '@app/contracts';
import { ASSESSMENT_STATUS_LABELS, ASSESSMENT_TRANSITIONS, listLockedParts } from '@app/contracts';

/**
 * The name an upload gives its assessment: "<position or 'Assessment'> · <file or 'added one by one'> ·
 * <UTC day>". Migration 0013 named the batches before it the same way.
 */
export function generatedAssessmentName(input: {
  position: string | null;
  sourceFilename: string | null;
  createdAt: Date;
}): string {
  return [
    input.position ?? 'Assessment',
    input.sourceFilename ?? 'added one by one',
    input.createdAt.toISOString().slice(0, 10),
  ].join(' · ');
}

/** The one value every row shares (position, experience level), or null when they differ or one has none. */
export function sharedValue<T>(rows: T[], pick: (row: T) => string | null): string | null {
  const values = new Set(rows.map(pick));
  const [only] = values;
  return values.size === 1 && only ? only : null;
}

const VERB: Record<Exclude<TAssessmentStatus, 'draft'>, string> = {
  open: 'opened',
  closed: 'closed',
  archived: 'archived',
};
const HINT: Partial<Record<TAssessmentStatus, string>> = {
  draft: ' Open it first.',
  archived: ' Restore it first.',
};

/** Null when `from` may become `to`, otherwise why not, for the admin. */
export function transitionProblem(
  from: TAssessmentStatus,
  to: Exclude<TAssessmentStatus, 'draft'>,
): string | null {
  if (ASSESSMENT_TRANSITIONS[from].includes(to)) return null;
  const label = ASSESSMENT_STATUS_LABELS[from].toLowerCase();
  const article = /^[aeiou]/.test(label) ? 'An' : 'A';
  return `${article} ${label} assessment cannot be ${VERB[to]}.${HINT[from] ?? ''}`;
}

/** The 409 message of an edit that would change what the assessment's candidates were given. */
export function lockedChangeMessage(parts: readonly TAssessmentLockedPart[], candidates: number): string {
  const what = listLockedParts(parts);
  const who = candidates === 1 ? '1 candidate has' : `${candidates.toLocaleString('en-US')} candidates have`;
  return `${what.charAt(0).toUpperCase()}${what.slice(1)} cannot change: ${who} been added to this assessment, and their questions are drawn and scored with them. Duplicate the assessment to use a different set-up.`;
}
