import { z } from 'zod';
import { ZNewPassword } from './auth';

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

export const ZAcceptInvitationInput = z
  .object({
    token: z.string().min(1, 'The invitation link is incomplete.'),
    newPassword: ZNewPassword,
  })
  .meta({ id: 'AcceptInvitationInput' });
export type TAcceptInvitationInput = z.infer<typeof ZAcceptInvitationInput>;
