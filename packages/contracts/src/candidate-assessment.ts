import { z } from 'zod';
import { ZPublicBrand } from './branding';
import { CANDIDATE_STATUSES } from './candidates';
import { ZCandidateWindow } from './deadlines';
import { candidateLanguageSchema } from './languages';
import { ZProfileField } from './profile-fields';
import { SECTION_STATUSES } from './section-status';

/**
 * The candidate's side: their own record, their sections and questions, answers, the server's clock, the
 * final submission. Every route works only on the signed-in candidate's own record (a foreign id is 404),
 * and nothing here ever carries an answer key.
 */

/** Seconds after a deadline in which an answer already on its way is still accepted. */
export const DEADLINE_GRACE_SECONDS = 5;
/** Extra-time multipliers an admin may grant (accommodations), e.g. 1.25 or 1.5. */
export const EXTRA_TIME = { min: 1, max: 3 } as const;

/** GET /api/candidate/me; PATCH answers the same shape. 404 NOT_FOUND: no candidate record. */
export const ZCandidateSelf = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    profileData: z.record(z.string(), z.unknown()),
    /** The company's own profile fields, asked beside the built-in ones (BUILT_IN_PROFILE_FIELDS). */
    profileFields: z.array(ZProfileField),
    testStatus: z.enum(CANDIDATE_STATUSES),
    /** The name the candidate knows the company by: its white-label display name when it has one. */
    companyName: z.string(),
    companyIndustry: z.string(),
    /** Final submissions made so far. */
    submissionCount: z.number().int(),
    lastSubmittedAt: z.iso.datetime({ offset: true }).nullable(),
    /** Submitted and not unlocked by an admin: nothing can change any more. */
    locked: z.boolean(),
    lockReason: z.string().nullable(),
    /** Section and question time multiplier (1 = standard time). */
    extraTimeMultiplier: z.number(),
    /** The inviting company's white-label (Enterprise plan); null: the default look. */
    brand: ZPublicBrand.nullable(),
    /** The assessment's instructions, window and the candidate's deadline. */
    window: ZCandidateWindow,
    /**
     * The language the candidate reads (issue 23): their own choice (PUT /api/candidate/language) or the
     * one they were invited in, else the assessment's; null: nobody chose, the browser's applies.
     */
    language: candidateLanguageSchema.nullable(),
    /**
     * How many applications the person has (decision 032), across openings and companies: with more than
     * one, the dashboard lists them (GET /api/candidate/applications) before any one of them.
     */
    applicationCount: z.number().int(),
  })
  .meta({ id: 'CandidateSelf' });
export type TCandidateSelf = z.infer<typeof ZCandidateSelf>;

/**
 * One of the signed-in person's applications (decision 032): the company (as it presents itself), the
 * opening with its window and the person's deadline, and where the application stands.
 */
export const ZCandidateApplication = ZCandidateSelf.pick({
  id: true,
  companyName: true,
  brand: true,
  testStatus: true,
  locked: true,
  window: true,
}).meta({ id: 'CandidateApplication' });
export type TCandidateApplication = z.infer<typeof ZCandidateApplication>;

/** GET /api/candidate/applications: the one in progress first, then the others, oldest first. */
export const ZCandidateApplications = z
  .object({
    items: z.array(ZCandidateApplication),
    /**
     * The application a session opened by an application link is limited to (decision 033): `items` is that
     * one, and the person's others need a sign-in code to their address. Null: every application.
     */
    linkedTo: z.uuid().nullable(),
  })
  .meta({ id: 'CandidateApplications' });
export type TCandidateApplications = z.infer<typeof ZCandidateApplications>;

/** PATCH /api/candidate/me. An empty phone is saved as null; profile data must be a JSON object. */
export const ZUpdateCandidateProfile = z
  .object({
    fullName: z.string().trim().min(1, 'Full name is required').max(200),
    phone: z
      .string()
      .trim()
      .max(50)
      .nullable()
      .transform((v) => (v ? v : null)),
    profileData: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'UpdateCandidateProfile' });
export type TUpdateCandidateProfile = z.input<typeof ZUpdateCandidateProfile>;

/** Start, deadline and submission of one section, by the server's clock. */
export const ZSectionAttempt = z
  .object({
    startedAt: z.iso.datetime({ offset: true }),
    deadlineAt: z.iso.datetime({ offset: true }),
    submittedAt: z.iso.datetime({ offset: true }).nullable(),
    /** 'candidate' (Submit Section), 'timeout' (the deadline passed) or null while open. */
    closedBy: z.enum(['candidate', 'timeout']).nullable(),
  })
  .meta({ id: 'SectionAttempt' });
export type TSectionAttempt = z.infer<typeof ZSectionAttempt>;

/** One card of the candidate dashboard. */
export const ZCandidateSection = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    displayOrder: z.number().int(),
    /** The section's time with the candidate's extra time applied, in minutes (may be fractional). */
    timeLimitMinutes: z.number(),
    questionCount: z.number().int(),
    answeredCount: z.number().int(),
    attempt: ZSectionAttempt.nullable(),
  })
  .meta({ id: 'CandidateSection' });
export type TCandidateSection = z.infer<typeof ZCandidateSection>;

/** GET /api/candidate/sections, in display order. `serverNow` lets the browser correct its clock. */
export const ZCandidateSectionsResponse = z
  .object({ sections: z.array(ZCandidateSection), serverNow: z.iso.datetime({ offset: true }) })
  .meta({ id: 'CandidateSectionsResponse' });
export type TCandidateSectionsResponse = z.infer<typeof ZCandidateSectionsResponse>;

/** A question as the candidate sees it: no key, no item id, no provenance. */
export const ZCandidateQuestion = z
  .object({
    id: z.uuid(),
    questionNumber: z.number().int(),
    questionText: z.string(),
    questionType: z.string(),
    options: z.array(z.string()),
    /**
     * With the candidate's extra time applied; null: no per-question clock (an assessment that leaves
     * personality and work-style statements untimed), the section's clock still runs.
     */
    timeLimitSeconds: z.number().int().nullable(),
    metadata: z.object({
      passage: z.object({ id: z.string(), title: z.string(), text: z.string() }).optional(),
      minWords: z.number().int().optional(),
      maxWords: z.number().int().optional(),
    }),
  })
  .meta({ id: 'CandidateQuestion' });
export type TCandidateQuestion = z.infer<typeof ZCandidateQuestion>;

/** An answer: the chosen option's index (choice types, true/false: 0 True, 1 False) or the text written. */
export const ZAnswerValue = z.union([z.number().int().min(0).max(50), z.string().max(20_000)]);
export type TAnswerValue = z.infer<typeof ZAnswerValue>;

export const ZCandidateAnswer = z
  .object({
    questionId: z.uuid(),
    value: ZAnswerValue,
    savedAt: z.iso.datetime({ offset: true }),
    /** Time spent on the question as last saved, so its clock continues on another device or a reopen. */
    timeSpentMs: z.number().int().nullable(),
  })
  .meta({ id: 'CandidateAnswer' });
export type TCandidateAnswer = z.infer<typeof ZCandidateAnswer>;

/**
 * GET /api/candidate/sections/:sectionId: the questions of the candidate's own form in order, their saved
 * answers and the attempt. 404 'Section not found' for a section that is not theirs. Until the section is
 * started (`section.attempt` null) `questions` and `answers` are empty, so no question can be read off the
 * clock; `section.questionCount` tells how many there are (0: 'Section Not Available').
 */
export const ZCandidateSectionDetail = z
  .object({
    section: ZCandidateSection,
    questions: z.array(ZCandidateQuestion),
    answers: z.array(ZCandidateAnswer),
    serverNow: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CandidateSectionDetail' });
export type TCandidateSectionDetail = z.infer<typeof ZCandidateSectionDetail>;

/** POST /api/candidate/sections/:sectionId/start: idempotent; the first call fixes the deadline. */
/** POST /api/candidate/sections/:id/start?with=section: the runner's first start brings its questions. */
export const ZStartSectionQuery = z.object({
  with: z
    .enum(['section'])
    .optional()
    .describe('section: the answer carries the section with its questions and saved answers too'),
});
export const ZStartSectionResponse = z
  .object({
    attempt: ZSectionAttempt,
    serverNow: z.iso.datetime({ offset: true }),
    section: ZCandidateSectionDetail.optional().describe(
      'With ?with=section: what GET of the section answers',
    ),
  })
  .meta({ id: 'StartSectionResponse' });
export type TStartSectionResponse = z.infer<typeof ZStartSectionResponse>;

/**
 * PUT /api/candidate/answers/:questionId: an upsert, so a retried save is harmless. `timeSpentMs` is the
 * total time the candidate has spent on the question so far. Refused with SECTION_CLOSED (409) when
 * the section was submitted or its deadline (plus DEADLINE_GRACE_SECONDS) has passed, and with
 * ASSESSMENT_LOCKED (423) after the final submission.
 *
 * `revision` (optional) numbers the candidate's answers to the question: it must grow with each new
 * answer (the runner sends the time it was given on the server's clock, in ms). A save whose revision is
 * not above the stored one writes nothing and answers 200 with what is stored: the same revision is a
 * retry and gets its first attempt's outcome (even once the section has closed meanwhile); a lower one
 * is `stale`, overtaken by a newer answer. Without a revision a save overwrites, as before.
 */
export const ZSaveAnswerRequest = z
  .object({
    value: ZAnswerValue,
    /** The question's 0-based position in the section (SPEC.md's answer_data.question_index). */
    questionIndex: z.number().int().min(0),
    timeSpentMs: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600 * 1000)
      .optional(),
    revision: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .meta({ id: 'SaveAnswerRequest' });
export type TSaveAnswerRequest = z.infer<typeof ZSaveAnswerRequest>;

/**
 * The answer stored now: when it was saved and its revision (0: saved without one). `stale`: this save
 * changed nothing because a newer revision was stored already (not a failure: the newer answer stands).
 */
export const ZSaveAnswerResponse = z
  .object({
    questionId: z.uuid(),
    savedAt: z.iso.datetime({ offset: true }),
    revision: z.number().int().min(0),
    stale: z.boolean(),
  })
  .meta({ id: 'SaveAnswerResponse' });
export type TSaveAnswerResponse = z.infer<typeof ZSaveAnswerResponse>;

/** POST /api/candidate/sections/:sectionId/submit: idempotent; answers the closed attempt. */
export const ZSubmitSectionResponse = z
  .object({ attempt: ZSectionAttempt })
  .meta({ id: 'SubmitSectionResponse' });

export const INTEGRITY_EVENT_TYPES = ['tab_hidden', 'window_blur', 'paste', 'fullscreen_exit'] as const;
export type TIntegrityEventType = (typeof INTEGRITY_EVENT_TYPES)[number];

/** POST /api/candidate/sections/:sectionId/integrity-events: a batch, sent as they happen. 204. */
export const ZIntegrityEventsRequest = z
  .object({
    events: z
      .array(
        z.object({
          type: z.enum(INTEGRITY_EVENT_TYPES),
          occurredAt: z.iso
            .datetime({ offset: true })
            .describe(
              "When it happened by the browser's (server-adjusted) clock: a hint, stored only within a day before and two minutes after the server's time; the server stamps every event with its own time",
            ),
          questionId: z.uuid().optional(),
        }),
      )
      .min(1)
      .max(100),
  })
  .meta({ id: 'IntegrityEventsRequest' });
export type TIntegrityEventsRequest = z.infer<typeof ZIntegrityEventsRequest>;

/** GET /api/candidate/submission-eligibility: SPEC.md's check_submission_eligibility result. */
export const ZSubmissionEligibility = z
  .object({
    can_submit: z.boolean(),
    reason: z.string(),
    current_status: z.string(),
    submission_count: z.number().int(),
  })
  .meta({ id: 'SubmissionEligibility' });
export type TSubmissionEligibility = z.infer<typeof ZSubmissionEligibility>;

/** POST /api/submit-assessment: SPEC.md section 7's request. The ids must be the caller's own. */
export const ZSubmitAssessmentRequest = z
  .object({
    candidate_id: z.uuid({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'No candidate ID provided'
          : 'Candidate not found',
    }),
    user_id: z.string().min(1),
    submission_data: z.object({
      total_sections: z.number().int().min(0),
      completed_sections: z.number().int().min(0),
      total_questions: z.number().int().min(0),
      total_answers: z.number().int().min(0),
      completion_rate: z.number().min(0).max(100),
      section_details: z.array(
        z.object({
          section_id: z.uuid(),
          section_name: z.string(),
          questions_count: z.number().int().min(0),
          answers_count: z.number().int().min(0),
          completion_status: z.enum(SECTION_STATUSES),
        }),
      ),
      profile_data: z.record(z.string(), z.unknown()),
    }),
  })
  .meta({ id: 'SubmitAssessmentRequest' });
export type TSubmitAssessmentRequest = z.infer<typeof ZSubmitAssessmentRequest>;

/** The response SPEC.md section 7 reads: message, submission_id, webhook_sent (error on failure). */
export const ZSubmitAssessmentResponse = z
  .object({ message: z.string(), submission_id: z.uuid(), webhook_sent: z.boolean() })
  .meta({ id: 'SubmitAssessmentResponse' });
export type TSubmitAssessmentResponse = z.infer<typeof ZSubmitAssessmentResponse>;

/** POST /api/candidates/:id/unlock (admin): lets a submitted candidate submit again. */
export const ZUnlockCandidateRequest = z
  .object({ reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500) })
  .meta({ id: 'UnlockCandidateRequest' });
export type TUnlockCandidateRequest = z.infer<typeof ZUnlockCandidateRequest>;

/** PUT /api/candidates/:id/accommodations (admin): applies to sections not yet started and to open ones. */
export const ZAccommodationsRequest = z
  .object({ extraTimeMultiplier: z.number().min(EXTRA_TIME.min).max(EXTRA_TIME.max) })
  .meta({ id: 'AccommodationsRequest' });
export type TAccommodationsRequest = z.infer<typeof ZAccommodationsRequest>;
