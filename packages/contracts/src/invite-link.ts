import { z } from 'zod';
import { ASSESSMENT_STATUSES } from './assessments';
import { ZPublicBrand } from './branding';
import { ZPublicCandidateInput } from './public-api';

/**
 * Ways into an existing assessment (issue 18): the upload, one by one, the public API and the public
 * invitation link all admit candidates into an assessment that is open and whose window has not closed.
 */

/** How long a sign-up's confirmation link stays valid. */
export const JOIN_CONFIRMATION_TTL_HOURS = 24;
/** Sign-ups through public invitation links: per email address and per link, in any hour. */
export const JOIN_RATE_LIMITS = { perAddressPerHour: 3, perLinkPerHour: 100 } as const;
/** The largest cap an admin may set on a link (the plan's limit applies as well). */
export const INVITE_LINK_MAX_CAP = 100_000;

/** What a link answers: open, or why nobody can join through it now. */
export const INVITE_LINK_STATES = ['open', 'disabled', 'not_yet_open', 'closed', 'full', 'unknown'] as const;
export type TInviteLinkState = (typeof INVITE_LINK_STATES)[number];

/** POST /api/assessments/:id/candidates: one person, the add-candidate form's fields. */
export const ZAssessmentCandidateInput = z
  .object({
    email: z.string().trim().pipe(z.email('Enter a valid email address')),
    full_name: z.string().trim().min(1, 'Full name is required').max(200),
    phone: z.string().trim().max(50).optional(),
    position: z.string().trim().max(200).optional(),
    experience_level: z.string().trim().max(100).optional(),
    /** The candidate's own language (a BCP 47 tag); else the assessment's (issue 23). */
    language: z.string().trim().max(100).optional(),
  })
  .meta({ id: 'AssessmentCandidateInput' });
export type TAssessmentCandidateInput = z.input<typeof ZAssessmentCandidateInput>;

/** The admin's view of an assessment's public invitation link. */
export const ZInviteLink = z
  .object({
    /** The full URL to share; null until a link was first made. */
    url: z.string().nullable(),
    enabled: z.boolean(),
    /** At most this many candidates may join through the link; null: only the plan's limit. */
    cap: z.number().int().nullable(),
    /** Candidates who joined through the link (confirmed their email). */
    joined: z.number().int(),
    /** Sign-ups waiting for their email's confirmation (unexpired). */
    pending: z.number().int(),
    /** What a candidate opening the link sees now. */
    state: z.enum(INVITE_LINK_STATES),
  })
  .meta({ id: 'InviteLink' });
export type TInviteLink = z.infer<typeof ZInviteLink>;

export const ZInviteLinkUpdate = z
  .object({
    enabled: z.boolean().optional(),
    cap: z
      .number()
      .int('Use a whole number')
      .min(1, 'At least 1, or no cap')
      .max(INVITE_LINK_MAX_CAP, `At most ${INVITE_LINK_MAX_CAP.toLocaleString('en-US')}`)
      .nullable()
      .optional(),
  })
  .refine((value) => value.enabled !== undefined || value.cap !== undefined, {
    message: 'Send enabled, cap or both.',
  })
  .meta({ id: 'InviteLinkUpdate' });
export type TInviteLinkUpdate = z.infer<typeof ZInviteLinkUpdate>;

export const ZJoinTokenParams = z.object({ token: z.string().min(1).max(100) });

/** GET /api/join/:token: what the public page shows before the sign-up form. */
export const ZJoinInfo = z
  .object({
    state: z.enum(INVITE_LINK_STATES),
    /** Why nobody can join now, in plain words; null when open. */
    message: z.string().nullable(),
    /** Null for an unknown link. */
    companyName: z.string().nullable(),
    brand: ZPublicBrand.nullable(),
    assessment: z
      .object({
        name: z.string(),
        tests: z.array(z.object({ name: z.string(), minutes: z.number().int() })),
        totalMinutes: z.number().int(),
        opensAt: z.string().nullable(),
        closesAt: z.string().nullable(),
        timeZone: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'JoinInfo' });
export type TJoinInfo = z.infer<typeof ZJoinInfo>;

export const ZJoinSignUpInput = z
  .object({
    fullName: z.string().trim().min(1, 'Enter your full name').max(200, 'At most 200 characters'),
    email: z.string().trim().max(254, 'At most 254 characters').pipe(z.email('Enter a valid email address')),
  })
  .meta({ id: 'JoinSignUpInput' });
export type TJoinSignUpInput = z.infer<typeof ZJoinSignUpInput>;

export const ZJoinSignUpResult = z.object({ message: z.string() }).meta({ id: 'JoinSignUpResult' });

export const ZJoinConfirmInput = z
  .object({ token: z.string().min(1, 'The confirmation link is incomplete.').max(200) })
  .meta({ id: 'JoinConfirmInput' });
export const ZJoinConfirmQuery = z.object({ token: z.string().min(1).max(200) });

/** GET /api/join/confirm?token=: whether a confirmation link can still be used, before the button. */
export const ZJoinConfirmCheck = z
  .object({
    status: z.enum(['valid', 'used', 'expired', 'invalid']),
    message: z.string().nullable(),
    companyName: z.string().nullable(),
    brand: ZPublicBrand.nullable(),
    assessmentName: z.string().nullable(),
    /** The address being confirmed (only a valid link's holder sees it). */
    email: z.string().nullable(),
  })
  .meta({ id: 'JoinConfirmCheck' });
export type TJoinConfirmCheck = z.infer<typeof ZJoinConfirmCheck>;

/** What confirming did, or why it could not. */
export const JOIN_CONFIRM_OUTCOMES = [
  'joined',
  'resent',
  'used',
  'expired',
  'invalid',
  'unavailable',
  ...INVITE_LINK_STATES.filter((state) => state !== 'open' && state !== 'unknown'),
] as const;
export type TJoinConfirmOutcome = (typeof JOIN_CONFIRM_OUTCOMES)[number];

export const ZJoinConfirmResult = z
  .object({
    outcome: z.enum(JOIN_CONFIRM_OUTCOMES),
    title: z.string(),
    message: z.string(),
    companyName: z.string().nullable(),
    brand: ZPublicBrand.nullable(),
    /**
     * joined and resent: the link that opens the application (decision 033), for the browser that confirmed
     * (it opened mail to the address): the page goes on to it. Null otherwise.
     */
    entryUrl: z.string().nullable(),
  })
  .meta({ id: 'JoinConfirmResult' });
export type TJoinConfirmResult = z.infer<typeof ZJoinConfirmResult>;

/**
 * POST /api/candidates/:id/invitation-link: a fresh personal link, not emailed. 'application': it opens this
 * one application (decision 033) until expiresAt, any number of times, and sets no password: nothing of the
 * person's beyond it (other applications, their account, their data) is reached through it.
 */
export const INVITATION_LINK_KINDS = ['application'] as const;
export const ZCandidateInvitationLink = z
  .object({ kind: z.enum(INVITATION_LINK_KINDS), url: z.string(), expiresAt: z.string() })
  .meta({ id: 'CandidateInvitationLink' });
export type TCandidateInvitationLink = z.infer<typeof ZCandidateInvitationLink>;

/** Public API: the company's assessments, so an integrator can find the id to add candidates to. */
export const ZPublicAssessment = z
  .object({
    id: z.uuid(),
    name: z.string(),
    position: z.string().nullable(),
    experienceLevel: z.string().nullable(),
    status: z.enum(ASSESSMENT_STATUSES).describe('Candidates can be added while open'),
    tests: z.array(z.object({ id: z.string(), name: z.string(), durationMinutes: z.number().int() })),
    opensAt: z.string().nullable().describe('ISO 8601'),
    closesAt: z.string().nullable().describe('ISO 8601'),
    timeZone: z.string().describe('The IANA zone the window was set in'),
    candidates: z.number().int().describe('Candidates in the assessment'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'PublicAssessment' });
export type TPublicAssessment = z.infer<typeof ZPublicAssessment>;

export const ZPublicAssessmentListQuery = z
  .object({
    status: z.enum(ASSESSMENT_STATUSES).optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  // No schema id: @fastify/swagger inlines query parameters and cannot follow a $ref there.
  .describe('Assessment list query');

export const ZPublicAssessmentList = z
  .object({
    items: z.array(ZPublicAssessment).describe('Newest first'),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'PublicAssessmentList' });
export type TPublicAssessmentList = z.infer<typeof ZPublicAssessmentList>;

export const ZPublicAssessmentCandidatesCreate = z
  .union([z.object({ candidates: z.array(ZPublicCandidateInput).min(1).max(1000) }), ZPublicCandidateInput])
  .meta({ id: 'PublicAssessmentCandidatesCreate' });
export type TPublicAssessmentCandidatesCreate = z.input<typeof ZPublicAssessmentCandidatesCreate>;

export const ZPublicAssessmentParams = z.object({ id: z.uuid('Assessment not found') });
