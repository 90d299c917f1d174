/** SPEC.md section 4's section statuses, apart from the schemas: pages derive them without loading zod. */
export const SECTION_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type TSectionStatus = (typeof SECTION_STATUSES)[number];

/**
 * SPEC.md section 4's section status: not started without questions or answers (an opened section whose
 * clock runs is still not started until its first answer), in progress with some, completed with all.
 * Extended so a section closed by Submit Section or by its deadline counts as completed even with
 * questions left unanswered (otherwise a timed-out section could never be completed and the final
 * submission would stay out of reach).
 */
export function deriveSectionStatus(section: {
  questionCount: number;
  answeredCount: number;
  attempt: { submittedAt: string | null } | null;
}): TSectionStatus {
  if (section.questionCount === 0) return 'not_started';
  if (section.attempt?.submittedAt || section.answeredCount >= section.questionCount) return 'completed';
  if (section.answeredCount === 0) return 'not_started';
  return 'in_progress';
}
