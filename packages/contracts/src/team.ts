import { z } from 'zod';
import { ZNewPassword } from './auth';
import { TEAM_ROLES } from './constants';

/** How long a team invitation link stays valid; one link per address, replaced by a re-invite. */
export const TEAM_INVITATION_TTL_DAYS = 7;
/** Pending invitations per company: enough for any real team, and a cap on a runaway script. */
export const TEAM_PENDING_INVITATIONS_MAX = 50;

export const LAST_ADMIN_MESSAGE = 'A company needs at least one admin.';

/** What each role may do, in the words of the invite dialog and the documentation page. */
export const TEAM_ROLE_DESCRIPTIONS = {
  admin:
    'Everything: uploads candidates, deletes, resends, unlocks, overrides scores, and manages settings, webhooks, API keys and the team.',
  reviewer:
    'Read-only: sees candidates, evaluations, reports (PDF and ZIP), analytics and exports, and changes nothing.',
} as const;

export const ZTeamRole = z.enum(TEAM_ROLES);

export const ZTeamMember = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: ZTeamRole,
    joinedAt: z.string(),
    /** The signed-in user's own row. */
    isYou: z.boolean(),
  })
  .meta({ id: 'TeamMember' });
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamInvitation = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: ZTeamRole,
    invitedBy: z.string().nullable(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'TeamInvitation' });
export type TTeamInvitation = z.infer<typeof ZTeamInvitation>;

/** GET /api/team: the members and the pending (unused, unexpired, unrevoked) invitations. */
export const ZTeamResponse = z
  .object({ members: z.array(ZTeamMember), invitations: z.array(ZTeamInvitation) })
  .meta({ id: 'TeamResponse' });
export type TTeamResponse = z.infer<typeof ZTeamResponse>;

export const ZInviteTeamMemberInput = z
  .object({
    email: z
      .email('Enter a valid email address')
      .max(254)
      .transform((e) => e.toLowerCase()),
    role: ZTeamRole,
  })
  .meta({ id: 'InviteTeamMemberInput' });
export type TInviteTeamMemberInput = z.input<typeof ZInviteTeamMemberInput>;

export const ZTeamInvitationParams = z.object({ id: z.uuid() });
export const ZTeamMemberParams = z.object({ userId: z.string().min(1).max(100) });

export const ZUpdateTeamMemberInput = z.object({ role: ZTeamRole }).meta({ id: 'UpdateTeamMemberInput' });
export type TUpdateTeamMemberInput = z.infer<typeof ZUpdateTeamMemberInput>;

export const ZTeamInvitationTokenQuery = z.object({ token: z.string().min(1).max(200) });

/** GET /api/team/invitations/accept?token=…: what the accept page shows before anything is sent. */
export const ZTeamInvitationCheck = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('valid'),
      companyName: z.string(),
      role: ZTeamRole,
      email: z.string(),
      /** An account with this email exists: the page asks to sign in with it and join. */
      accountExists: z.boolean(),
      /**
       * The account is a candidate's: joining makes it a team account, and its applications can no longer
       * be opened with it (the companies keep their records and results).
       */
      candidateAccount: z.boolean(),
    }),
    /** unavailable: the invited address has an account of another company's team. */
    z.object({ status: z.enum(['used', 'expired', 'invalid', 'unavailable']), message: z.string() }),
  ])
  .meta({ id: 'TeamInvitationCheck' });
export type TTeamInvitationCheck = z.infer<typeof ZTeamInvitationCheck>;

/** A new account gives its name and password; a signed-in account with the invited email sends the token only. */
export const ZAcceptTeamInvitationInput = z
  .object({
    token: z.string().min(1, 'The invitation link is incomplete.').max(200),
    name: z.string().trim().min(1, 'Enter your name').max(200).optional(),
    password: ZNewPassword.optional(),
  })
  .meta({ id: 'AcceptTeamInvitationInput' });
export type TAcceptTeamInvitationInput = z.infer<typeof ZAcceptTeamInvitationInput>;
