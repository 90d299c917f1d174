import type { TErrorCode } from '@app/contracts';

/** What deciding whether an assessment takes candidates needs of it. */
export type AdmissionAssessment = {
  status: string;
  opensAt: Date | null;
  closesAt: Date | null;
  timeZone: string;
};

export const ADMISSION_MESSAGES = {
  draft: 'Open the assessment before inviting candidates.',
  closed: 'This assessment is closed. Reopen it before inviting candidates.',
  archived: 'This assessment is archived. Restore and reopen it before inviting candidates.',
  windowClosed: (when: string) =>
    `This assessment's window closed on ${when}. Move its closing time before inviting candidates.`,
} as const;

/** "25 Nov 2026, 14:00 (Europe/Paris)": a moment as the admin set it, in the assessment's zone. */
export function formatInZone(at: Date, timeZone: string): string {
  let text: string;
  try {
    text = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(at);
  } catch {
    text = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(at);
    return `${text} (UTC)`;
  }
  return `${text} (${timeZone})`;
}

/**
 * Why an admin (upload, add-candidate, public API) cannot add candidates to this assessment now, or
 * null. Only an open assessment takes candidates, and not after its window closed. Before the window
 * opens they may be added: their invitations go out, and their sections start once it opens.
 */
export function admissionProblem(
  assessment: AdmissionAssessment,
  now: Date,
): { code: TErrorCode; message: string } | null {
  switch (assessment.status) {
    case 'open':
      break;
    case 'draft':
      return { code: 'CONFLICT', message: ADMISSION_MESSAGES.draft };
    case 'archived':
      return { code: 'CONFLICT', message: ADMISSION_MESSAGES.archived };
    default:
      return { code: 'CONFLICT', message: ADMISSION_MESSAGES.closed };
  }
  if (assessment.closesAt && assessment.closesAt <= now) {
    return {
      code: 'CONFLICT',
      message: ADMISSION_MESSAGES.windowClosed(formatInZone(assessment.closesAt, assessment.timeZone)),
    };
  }
  return null;
}
