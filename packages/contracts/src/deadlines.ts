import { z } from 'zod';
import { CANDIDATE_STATUSES } from './candidates';

/**
 * Deadlines, reminders and expiry (issue 18). A candidate's effective deadline is their own
 * (`candidates.deadline_at`, set when an admin extends it) or else the assessment's `closes_at`. No section
 * may be started before the window opens, after the effective deadline, or while the assessment is closed
 * or archived; a section already started keeps its own clock and can be submitted.
 */

/** Reminder moments: hours before a candidate's deadline, each sent at most once per deadline. */
export const REMINDER_LIMITS = { minHours: 1, maxHours: 336, maxMoments: 3 } as const;
export const DEFAULT_REMINDER_HOURS = [72, 24] as const;

/** 0 to 3 distinct whole hours between 1 and 336 (two weeks), kept latest-first (72, 24). */
export const ZReminderHours = z
  .array(
    z
      .number()
      .int('Use whole hours')
      .min(REMINDER_LIMITS.minHours, `At least ${REMINDER_LIMITS.minHours} hour before the deadline`)
      .max(REMINDER_LIMITS.maxHours, `At most ${REMINDER_LIMITS.maxHours} hours (two weeks) before`),
  )
  .max(REMINDER_LIMITS.maxMoments, `At most ${REMINDER_LIMITS.maxMoments} reminders`)
  .refine((hours) => new Set(hours).size === hours.length, 'Each reminder moment only once')
  .transform((hours) => [...hours].sort((a, b) => b - a));

/**
 * Where the candidate stands with the window: `not_yet_open` before it opens, `deadline_passed` after
 * their deadline, `closed` when the assessment is closed or archived, otherwise `open`.
 */
export const CANDIDATE_WINDOW_STATES = ['open', 'not_yet_open', 'deadline_passed', 'closed'] as const;
export type TCandidateWindowState = (typeof CANDIDATE_WINDOW_STATES)[number];

/** What the candidate's dashboard shows of their assessment: its instructions, window and deadline. */
export const ZCandidateWindow = z
  .object({
    assessmentName: z.string().nullable(),
    /** The assessment's candidate instructions, as the admin wrote them (plain text). */
    instructions: z.string().nullable(),
    opensAt: z.iso.datetime({ offset: true }).nullable(),
    /** The candidate's effective deadline (their own, or the assessment's closing time); null: none. */
    deadlineAt: z.iso.datetime({ offset: true }).nullable(),
    /** The IANA zone the assessment's times are shown in. */
    timeZone: z.string(),
    state: z.enum(CANDIDATE_WINDOW_STATES),
  })
  .meta({ id: 'CandidateWindow' });
export type TCandidateWindow = z.infer<typeof ZCandidateWindow>;

/** `details` of ASSESSMENT_NOT_OPEN and DEADLINE_PASSED: the times the message speaks of. */
export const ZWindowErrorDetails = z.object({
  opensAt: z.string().nullable(),
  deadlineAt: z.string().nullable(),
  timeZone: z.string(),
  state: z.enum(CANDIDATE_WINDOW_STATES),
});
export type TWindowErrorDetails = z.infer<typeof ZWindowErrorDetails>;

/** Where a candidate stands with the window at `now` (see CANDIDATE_WINDOW_STATES). */
export function candidateWindowState(
  window: { status: string; opensAt: Date | null; deadlineAt: Date | null },
  now: Date,
): TCandidateWindowState {
  if (window.status === 'closed' || window.status === 'archived') return 'closed';
  if (window.opensAt && now < window.opensAt) return 'not_yet_open';
  if (window.deadlineAt && now >= window.deadlineAt) return 'deadline_passed';
  return 'open';
}

/** PATCH /api/candidates/:id/deadline. null: back to the assessment's closing time. */
export const ZCandidateDeadlineInput = z
  .object({ deadlineAt: z.iso.datetime({ offset: true }).nullable() })
  .meta({ id: 'CandidateDeadlineRequest' });
export type TCandidateDeadlineInput = z.infer<typeof ZCandidateDeadlineInput>;

export const DEADLINE_BULK_LIMIT = 500;

/** PATCH /api/candidates/deadline: one new deadline for several candidates of the company. */
export const ZBulkDeadlineInput = z
  .object({
    candidateIds: z
      .array(z.uuid('Candidate not found'))
      .min(1, 'Select at least one candidate')
      .max(DEADLINE_BULK_LIMIT, `At most ${DEADLINE_BULK_LIMIT} candidates at once`),
    deadlineAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'BulkDeadlineRequest' });
export type TBulkDeadlineInput = z.infer<typeof ZBulkDeadlineInput>;

export const REMINDER_KINDS = ['not_started', 'not_finished'] as const;

export const ZReminderSent = z
  .object({
    kind: z.enum(REMINDER_KINDS),
    hoursBefore: z.number().int(),
    /** The deadline the reminder spoke of (an extension re-arms the reminders for the new one). */
    deadlineAt: z.iso.datetime({ offset: true }),
    sentAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ReminderSent' });
export type TReminderSent = z.infer<typeof ZReminderSent>;

/** One candidate of an assessment with their deadline and the reminders sent to them. */
export const ZCandidateDeadline = z
  .object({
    candidateId: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    testStatus: z.enum(CANDIDATE_STATUSES),
    /** The effective deadline: the candidate's own, or the assessment's closing time; null: none. */
    deadlineAt: z.iso.datetime({ offset: true }).nullable(),
    /** True when an admin set the candidate's own deadline. */
    extended: z.boolean(),
    remindersSent: z.array(ZReminderSent),
  })
  .meta({ id: 'CandidateDeadline' });
export type TCandidateDeadline = z.infer<typeof ZCandidateDeadline>;

export const ZAssessmentDeadlinesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /api/assessments/:id/deadlines. */
export const ZAssessmentDeadlines = z
  .object({
    opensAt: z.iso.datetime({ offset: true }).nullable(),
    closesAt: z.iso.datetime({ offset: true }).nullable(),
    timeZone: z.string(),
    reminderHours: z.array(z.number().int()),
    items: z.array(ZCandidateDeadline),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AssessmentDeadlines' });
export type TAssessmentDeadlines = z.infer<typeof ZAssessmentDeadlines>;

/** The answer of both deadline routes: how many candidates changed, and their new effective deadlines. */
export const ZDeadlineUpdateResult = z
  .object({
    updated: z.number().int(),
    items: z.array(
      z.object({ candidateId: z.uuid(), deadlineAt: z.iso.datetime({ offset: true }).nullable() }),
    ),
  })
  .meta({ id: 'DeadlineUpdateResult' });
export type TDeadlineUpdateResult = z.infer<typeof ZDeadlineUpdateResult>;
