import { z } from 'zod';
import { ZPublicBrand } from './branding';
import { candidateLanguageSchema } from './languages';

/** How long an invitation link stays valid (DESIGN.md section 6). */
export const INVITATION_TTL_DAYS = 7;

export const ZResendInvitationsInput = z
  .object({ ids: z.array(z.uuid()).min(1, 'Select at least one candidate').max(1000) })
  .meta({ id: 'ResendInvitationsInput' });
export type TResendInvitationsInput = z.infer<typeof ZResendInvitationsInput>;

export const ZResendInvitationsResult = z
  .object({
    /** Invitations queued for sending, one per candidate. */
    sent: z.number().int(),
    /** Selected candidates that got nothing, with the reason (e.g. questions not ready yet). */
    skipped: z.array(z.object({ id: z.string(), email: z.string(), reason: z.string() })),
  })
  .meta({ id: 'ResendInvitationsResult' });
export type TResendInvitationsResult = z.infer<typeof ZResendInvitationsResult>;

export const ZInvitationTokenQuery = z.object({ token: z.string().min(1).max(200) });

/** POST /api/invitations/enter: the token of an application link (decision 033). */
export const ZEnterApplicationInput = z
  .object({ token: z.string().min(1, 'The invitation link is incomplete.').max(200) })
  .meta({ id: 'EnterApplicationInput' });
export type TEnterApplicationInput = z.infer<typeof ZEnterApplicationInput>;

/** The application the link opened: the browser is now signed in to it only. */
export const ZEnterApplicationResult = z
  .object({ applicationId: z.uuid() })
  .meta({ id: 'EnterApplicationResult' });
export type TEnterApplicationResult = z.infer<typeof ZEnterApplicationResult>;

/**
 * GET /api/invitations/accept?token=…: whether an application link still opens its application, and who
 * sent it (its name and white-label, also on a link that can no longer be used).
 */
export const ZInvitationCheck = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('valid'),
      companyName: z.string(),
      /** The opening the link is for; null for a candidate of no assessment. */
      opening: z.string().nullable(),
      brand: ZPublicBrand.nullable(),
      /** The candidate's language (their own, else the assessment's); null: the browser's (issue 23). */
      language: candidateLanguageSchema.nullable(),
    }),
    z.object({
      /** The application is still being prepared (questions, account): the link opens it in a moment. */
      status: z.literal('preparing'),
      companyName: z.string(),
      opening: z.string().nullable(),
      brand: ZPublicBrand.nullable(),
      language: candidateLanguageSchema.nullable(),
    }),
    z.object({
      /** expired: past the candidate's deadline (or the TTL); invalid: unknown. */
      status: z.enum(['expired', 'invalid']),
      message: z.string(),
      /** Null when the link is unknown. */
      companyName: z.string().nullable(),
      brand: ZPublicBrand.nullable(),
      /** Null when the link is unknown or nobody chose a language. */
      language: candidateLanguageSchema.nullable(),
    }),
  ])
  .meta({ id: 'InvitationCheck' });
export type TInvitationCheck = z.infer<typeof ZInvitationCheck>;
